-- A card's last day is a calendar date in the deployment's zone (PRODUCT.md, "The card: one home,
-- one state"): each card's stored instant becomes the date its face shows today, the local date of
-- that instant in this process's `TZ` (`card_last_day`, registered by migrateDatabase). The wallet
-- trigger follows the rename and queues an update of every pass whose date moved. The stored card
-- QR tokens and vouchers carry the old day in `e`: they are dropped, and signed again with the new
-- one the next time the phone asks (tokens already on phones stay genuine until then).
ALTER TABLE `cards` RENAME COLUMN "expiration_date" TO "expires_on";--> statement-breakpoint
UPDATE `cards` SET `expires_on` = card_last_day(`expires_on`);--> statement-breakpoint
DROP INDEX `cards_active_expiry_idx`;--> statement-breakpoint
CREATE INDEX `cards_active_expiry_idx` ON `cards` (`expires_on`) WHERE status = 'active';--> statement-breakpoint
DELETE FROM `card_tokens`;--> statement-breakpoint
DELETE FROM `vouchers`;
