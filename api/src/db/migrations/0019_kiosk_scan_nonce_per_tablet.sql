PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_kiosk_scans` (
	`nonce` text NOT NULL,
	`device_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`card_offer_id` integer,
	`use` integer,
	`scanned_at` text NOT NULL,
	`received_at` text NOT NULL,
	`status` text NOT NULL,
	`redemption_id` integer,
	`location_id` integer,
	`held_at` text,
	`held_location` text,
	PRIMARY KEY(`device_id`, `nonce`)
);
--> statement-breakpoint
INSERT INTO `__new_kiosk_scans`("nonce", "device_id", "restaurant_id", "card_offer_id", "use", "scanned_at", "received_at", "status", "redemption_id", "location_id", "held_at", "held_location") SELECT "nonce", "device_id", "restaurant_id", "card_offer_id", "use", "scanned_at", "received_at", "status", "redemption_id", "location_id", "held_at", "held_location" FROM `kiosk_scans`;--> statement-breakpoint
DROP TABLE `kiosk_scans`;--> statement-breakpoint
ALTER TABLE `__new_kiosk_scans` RENAME TO `kiosk_scans`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `kiosk_scans_restaurant_idx` ON `kiosk_scans` (`restaurant_id`,`status`,`scanned_at`);