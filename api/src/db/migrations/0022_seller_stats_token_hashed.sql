-- Seller stats tokens are kept only as their SHA-256 (PRODUCT.md, "Safety, tightened again"): a
-- copy of the database no longer opens any seller's private page. `sha256_hex` is the function
-- migrateDatabase registers (SQLite has none); links already e-mailed keep working, since their
-- hash is what is kept. The table is rebuilt as in 0011 (a NOT NULL column without a default):
-- the references of cards, payments and printed cards to sellers are deferred to the commit, and
-- the sellers come back by the same ids before then.
PRAGMA defer_foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__sellers_copy` AS SELECT * FROM `sellers`;--> statement-breakpoint
DROP TABLE `sellers`;--> statement-breakpoint
CREATE TABLE `sellers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`code` text NOT NULL,
	`stats_token_hash` text NOT NULL,
	`stats_link_gen` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`team` text,
	`show_on_leaderboard` integer DEFAULT 1 NOT NULL,
	`added_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `sellers`("id", "campaign_id", "code", "stats_token_hash", "stats_link_gen", "name", "email", "team", "show_on_leaderboard", "added_by", "created_at") SELECT "id", "campaign_id", "code", sha256_hex("stats_token"), 0, "name", "email", "team", "show_on_leaderboard", "added_by", "created_at" FROM `__sellers_copy`;--> statement-breakpoint
DROP TABLE `__sellers_copy`;--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_code_unique` ON `sellers` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_stats_token_hash_unique` ON `sellers` (`stats_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_campaign_email_uq` ON `sellers` (`campaign_id`,`email`);--> statement-breakpoint
CREATE INDEX `sellers_campaign_idx` ON `sellers` (`campaign_id`);
