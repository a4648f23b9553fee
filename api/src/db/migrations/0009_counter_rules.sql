DROP INDEX `redemptions_campaign_idx`;--> statement-breakpoint
DROP INDEX `redemptions_offer_idx`;--> statement-breakpoint
DROP INDEX `redemptions_offer_use_live_uq`;--> statement-breakpoint
ALTER TABLE `redemptions` ADD `live_use` integer GENERATED ALWAYS AS (CASE WHEN undone_at IS NULL THEN use END) VIRTUAL;--> statement-breakpoint
CREATE UNIQUE INDEX `redemptions_offer_live_use_uq` ON `redemptions` (`offer_id`,`live_use`);