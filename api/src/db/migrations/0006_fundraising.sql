CREATE TABLE `nonprofit_dashboard_links` (
	`nonprofit_id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`sent_at` text NOT NULL,
	`sent_to` text NOT NULL,
	`sent_by` text,
	FOREIGN KEY (`nonprofit_id`) REFERENCES `nonprofits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nonprofit_dashboard_links_token_hash_unique` ON `nonprofit_dashboard_links` (`token_hash`);--> statement-breakpoint
CREATE TABLE `sellers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`code` text NOT NULL,
	`stats_token` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`show_on_leaderboard` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_code_unique` ON `sellers` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_stats_token_unique` ON `sellers` (`stats_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_campaign_email_uq` ON `sellers` (`campaign_id`,`email`);--> statement-breakpoint
CREATE INDEX `sellers_campaign_idx` ON `sellers` (`campaign_id`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `goal_cents` integer;--> statement-breakpoint
ALTER TABLE `cards` ADD `seller_id` integer REFERENCES sellers(id);--> statement-breakpoint
CREATE INDEX `cards_seller_idx` ON `cards` (`seller_id`,`purchase_date`) WHERE seller_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `seller_id` integer REFERENCES sellers(id);