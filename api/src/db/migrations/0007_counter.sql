CREATE TABLE `kiosk_scans` (
	`nonce` text PRIMARY KEY NOT NULL,
	`device_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`card_offer_id` integer,
	`use` integer,
	`scanned_at` text NOT NULL,
	`received_at` text NOT NULL,
	`status` text NOT NULL,
	`redemption_id` integer,
	`location_id` integer
);
--> statement-breakpoint
CREATE INDEX `kiosk_scans_restaurant_idx` ON `kiosk_scans` (`restaurant_id`,`status`,`scanned_at`);--> statement-breakpoint
CREATE TABLE `restaurant_keys` (
	`restaurant_id` integer PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `vouchers` (
	`card_offer_id` integer NOT NULL,
	`use` integer NOT NULL,
	`token` text NOT NULL,
	PRIMARY KEY(`card_offer_id`, `use`),
	FOREIGN KEY (`card_offer_id`) REFERENCES `card_offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `redemptions` ADD `use` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `redemptions` ADD `undone_at` text;--> statement-breakpoint
ALTER TABLE `redemptions` ADD `undone_by_user_id` text;--> statement-breakpoint
ALTER TABLE `redemptions` ADD `undone_by_device_id` integer;--> statement-breakpoint
ALTER TABLE `redemptions` ADD `undo_reason` text;--> statement-breakpoint
-- Number the redemptions already there: the uses of each offer in the order they were made.
UPDATE `redemptions` SET `use` = (
  SELECT count(*) FROM `redemptions` r2 WHERE r2.`offer_id` = `redemptions`.`offer_id` AND r2.`id` <= `redemptions`.`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `redemptions_offer_use_live_uq` ON `redemptions` (`offer_id`,`use`) WHERE undone_at IS NULL;--> statement-breakpoint
-- An undone redemption no longer counts in its campaign's totals (and is not taken off twice when deleted).
CREATE TRIGGER `campaign_totals_redemption_undone` AFTER UPDATE OF `undone_at` ON `redemptions`
  WHEN (OLD.`undone_at` IS NULL) <> (NEW.`undone_at` IS NULL)
BEGIN
  UPDATE `campaign_totals` SET `redemptions` = `redemptions` + CASE WHEN NEW.`undone_at` IS NULL THEN 1 ELSE -1 END
   WHERE `campaign_id` = NEW.`campaign_id`;
END;--> statement-breakpoint
DROP TRIGGER `campaign_totals_redemption_delete`;--> statement-breakpoint
CREATE TRIGGER `campaign_totals_redemption_delete` AFTER DELETE ON `redemptions` WHEN OLD.`undone_at` IS NULL
BEGIN
  UPDATE `campaign_totals` SET `redemptions` = `redemptions` - 1 WHERE `campaign_id` = OLD.`campaign_id`;
END;