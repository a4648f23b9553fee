CREATE TABLE `apple_device_registrations` (
	`device_library_id` text NOT NULL,
	`card_id` integer NOT NULL,
	`push_token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`device_library_id`, `card_id`),
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `apple_device_registrations_card_idx` ON `apple_device_registrations` (`card_id`);--> statement-breakpoint
CREATE TABLE `wallet_passes` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`apple_auth_token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	`google_inserted_at` text,
	`expiry_queued_at` text,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_passes_apple_auth_token_unique` ON `wallet_passes` (`apple_auth_token`);--> statement-breakpoint
CREATE TABLE `wallet_updates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_id` integer NOT NULL,
	`queued_at` text NOT NULL,
	`apple_done_at` text,
	`google_done_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`gave_up_at` text,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wallet_updates_due_idx` ON `wallet_updates` (`gave_up_at`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `locations` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `locations` ADD `longitude` real;--> statement-breakpoint
CREATE TRIGGER `wallet_on_redemption_insert` AFTER INSERT ON `redemptions`
WHEN EXISTS (SELECT 1 FROM `wallet_passes` WHERE `card_id` = NEW.`card_id`)
BEGIN
  UPDATE `wallet_passes` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `card_id` = NEW.`card_id`;
  INSERT INTO `wallet_updates` (`card_id`, `queued_at`, `next_attempt_at`)
  VALUES (NEW.`card_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
CREATE TRIGGER `wallet_on_redemption_undo` AFTER UPDATE OF `undone_at` ON `redemptions`
WHEN OLD.`undone_at` IS NOT NEW.`undone_at` AND EXISTS (SELECT 1 FROM `wallet_passes` WHERE `card_id` = NEW.`card_id`)
BEGIN
  UPDATE `wallet_passes` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `card_id` = NEW.`card_id`;
  INSERT INTO `wallet_updates` (`card_id`, `queued_at`, `next_attempt_at`)
  VALUES (NEW.`card_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
CREATE TRIGGER `wallet_on_card_change` AFTER UPDATE OF `status`, `expiration_date` ON `cards`
WHEN (OLD.`status` IS NOT NEW.`status` OR OLD.`expiration_date` IS NOT NEW.`expiration_date`)
  AND EXISTS (SELECT 1 FROM `wallet_passes` WHERE `card_id` = NEW.`id`)
BEGIN
  UPDATE `wallet_passes` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `card_id` = NEW.`id`;
  INSERT INTO `wallet_updates` (`card_id`, `queued_at`, `next_attempt_at`)
  VALUES (NEW.`id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
