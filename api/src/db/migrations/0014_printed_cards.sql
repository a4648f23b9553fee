CREATE TABLE `printed_batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`count` integer NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`voided_at` text,
	`voided_by` text,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`voided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `printed_batches_campaign_idx` ON `printed_batches` (`campaign_id`,`id`);--> statement-breakpoint
CREATE TABLE `printed_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`batch_id` integer NOT NULL,
	`position` integer NOT NULL,
	`activation_code` text NOT NULL,
	`seller_id` integer,
	`assigned_at` text,
	`card_id` integer,
	`activated_at` text,
	FOREIGN KEY (`batch_id`) REFERENCES `printed_batches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `sellers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `printed_cards_activation_code_unique` ON `printed_cards` (`activation_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `printed_cards_card_id_unique` ON `printed_cards` (`card_id`);--> statement-breakpoint
CREATE INDEX `printed_cards_batch_idx` ON `printed_cards` (`batch_id`,`position`);--> statement-breakpoint
CREATE INDEX `printed_cards_seller_idx` ON `printed_cards` (`seller_id`) WHERE seller_id IS NOT NULL;