CREATE TABLE `kiosk_refused_overflow` (
	`device_id` integer NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`device_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `kiosk_scans_device_status_idx` ON `kiosk_scans` (`device_id`,`status`,`received_at`);