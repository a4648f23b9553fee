CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`last_run_at` text NOT NULL,
	`last_result` text
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`nonprofit_cents` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`nonprofit_id` integer NOT NULL,
	`campaign_id` integer,
	`card_id` integer,
	`reason` text,
	`actor_user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nonprofit_id`) REFERENCES `nonprofits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "ledger_kind_known" CHECK("ledger_entries"."kind" IN ('sale', 'refund', 'dispute_lost', 'payout'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_kind_reference_uq` ON `ledger_entries` (`kind`,`reference`);--> statement-breakpoint
CREATE INDEX `ledger_nonprofit_idx` ON `ledger_entries` (`nonprofit_id`,`kind`);--> statement-breakpoint
CREATE INDEX `ledger_card_idx` ON `ledger_entries` (`card_id`);--> statement-breakpoint
CREATE INDEX `ledger_time_idx` ON `ledger_entries` (`created_at`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nonprofit_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`paid_on` text NOT NULL,
	`reference` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`nonprofit_id`) REFERENCES `nonprofits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payouts_positive" CHECK("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `payouts_nonprofit_idx` ON `payouts` (`nonprofit_id`,`paid_on`);--> statement-breakpoint
CREATE TABLE `refund_requests` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`requested_by` text,
	`requested_at` text NOT NULL,
	`refund_id` text,
	`completed_at` text,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `campaign_totals` ADD `cards_refunded` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaign_totals` ADD `refunded` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaign_totals` ADD `nonprofit_share` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `refunded_at` text;--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_unfulfilled_idx` ON `payments` (`created_at`) WHERE "payments"."status" = 'succeeded' AND "payments"."card_id" IS NULL;