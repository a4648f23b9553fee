CREATE TABLE `card_gifts` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`buyer_name` text NOT NULL,
	`buyer_email` text NOT NULL,
	`buyer_phone` text,
	`message` text,
	`deliver_on` text NOT NULL,
	`deliver_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `card_gifts_buyer_email_idx` ON `card_gifts` (`buyer_email`);--> statement-breakpoint
CREATE TABLE `card_reminders` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`queued_at` text NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `email_preferences` (
	`email` text PRIMARY KEY NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`unsubscribed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_preferences_unsubscribe_token_unique` ON `email_preferences` (`unsubscribe_token`);--> statement-breakpoint
CREATE TABLE `payment_gifts` (
	`payment_intent_id` text PRIMARY KEY NOT NULL,
	`recipient_name` text NOT NULL,
	`recipient_email` text NOT NULL,
	`message` text,
	`deliver_on` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `renewal_announcements` (
	`campaign_id` integer NOT NULL,
	`email` text NOT NULL,
	`queued_at` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `email`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
CREATE INDEX `cards_active_expiry_idx` ON `cards` (`expiration_date`) WHERE status = 'active';