-- Selling in person: coordinators, roster sellers without e-mail, cash and check sales, and one
-- ledger for the platform, the nonprofits and the restaurants. The ledger, payouts and sellers
-- tables are rebuilt (a nullable column, new CHECKs). The migrator runs inside a transaction,
-- where PRAGMA foreign_keys cannot change: the cards' and payments' references to sellers are
-- deferred to the commit, and the sellers are put back (by the same ids) into a table that is
-- `sellers` again before then, which settles every reference dropping the old table left open.
-- The ledger's triggers go with its old table and are written again at the end, the sale trigger
-- now saying where the money is (cash sales leave it with the nonprofit).
PRAGMA defer_foreign_keys=ON;--> statement-breakpoint
DROP TRIGGER `ledger_sale_on_card_insert`;--> statement-breakpoint
CREATE TABLE `early_money_back` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_intent_id` text NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text,
	`ends_card` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `early_money_back_kind_reference_uq` ON `early_money_back` (`kind`,`reference`);--> statement-breakpoint
CREATE INDEX `early_money_back_payment_idx` ON `early_money_back` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `remittances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nonprofit_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`received_on` text NOT NULL,
	`reference` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`nonprofit_id`) REFERENCES `nonprofits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "remittances_positive" CHECK("remittances"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `remittances_nonprofit_idx` ON `remittances` (`nonprofit_id`,`received_on`);--> statement-breakpoint
CREATE TABLE `coordinator_invites` (
	`nonprofit_id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`expires_at` text NOT NULL,
	`sent_at` text NOT NULL,
	`sent_by` text,
	FOREIGN KEY (`nonprofit_id`) REFERENCES `nonprofits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coordinator_invites_token_hash_unique` ON `coordinator_invites` (`token_hash`);--> statement-breakpoint
CREATE TABLE `__new_ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`nonprofit_cents` integer NOT NULL,
	`channel` text DEFAULT 'online' NOT NULL,
	`restaurant_id` integer NOT NULL,
	`nonprofit_id` integer,
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
	CONSTRAINT "ledger_kind_known" CHECK("__new_ledger_entries"."kind" IN ('sale', 'refund', 'dispute_lost', 'payout', 'restaurant_payout', 'remittance')),
	CONSTRAINT "ledger_channel_known" CHECK("__new_ledger_entries"."channel" IN ('online', 'cash')),
	CONSTRAINT "ledger_party_known" CHECK("__new_ledger_entries"."nonprofit_id" IS NOT NULL OR "__new_ledger_entries"."kind" = 'restaurant_payout')
);
--> statement-breakpoint
INSERT INTO `__new_ledger_entries`("id", "kind", "reference", "amount_cents", "nonprofit_cents", "channel", "restaurant_id", "nonprofit_id", "campaign_id", "card_id", "reason", "actor_user_id", "created_at") SELECT "id", "kind", "reference", "amount_cents", "nonprofit_cents", 'online', "restaurant_id", "nonprofit_id", "campaign_id", "card_id", "reason", "actor_user_id", "created_at" FROM `ledger_entries`;--> statement-breakpoint
DROP TABLE `ledger_entries`;--> statement-breakpoint
ALTER TABLE `__new_ledger_entries` RENAME TO `ledger_entries`;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_kind_reference_uq` ON `ledger_entries` (`kind`,`reference`);--> statement-breakpoint
CREATE INDEX `ledger_nonprofit_idx` ON `ledger_entries` (`nonprofit_id`,`kind`);--> statement-breakpoint
CREATE INDEX `ledger_restaurant_idx` ON `ledger_entries` (`restaurant_id`,`kind`);--> statement-breakpoint
CREATE INDEX `ledger_card_idx` ON `ledger_entries` (`card_id`);--> statement-breakpoint
CREATE INDEX `ledger_time_idx` ON `ledger_entries` (`created_at`);--> statement-breakpoint
CREATE TABLE `__new_payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nonprofit_id` integer,
	`restaurant_id` integer,
	`amount_cents` integer NOT NULL,
	`paid_on` text NOT NULL,
	`reference` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`nonprofit_id`) REFERENCES `nonprofits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payouts_positive" CHECK("__new_payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_one_payee" CHECK(("__new_payouts"."nonprofit_id" IS NULL) <> ("__new_payouts"."restaurant_id" IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_payouts`("id", "nonprofit_id", "restaurant_id", "amount_cents", "paid_on", "reference", "created_by", "created_at") SELECT "id", "nonprofit_id", NULL, "amount_cents", "paid_on", "reference", "created_by", "created_at" FROM `payouts`;--> statement-breakpoint
DROP TABLE `payouts`;--> statement-breakpoint
ALTER TABLE `__new_payouts` RENAME TO `payouts`;--> statement-breakpoint
CREATE INDEX `payouts_nonprofit_idx` ON `payouts` (`nonprofit_id`,`paid_on`);--> statement-breakpoint
CREATE INDEX `payouts_restaurant_idx` ON `payouts` (`restaurant_id`,`paid_on`);--> statement-breakpoint
CREATE TABLE `__sellers_copy` AS SELECT * FROM `sellers`;--> statement-breakpoint
DROP TABLE `sellers`;--> statement-breakpoint
CREATE TABLE `sellers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`code` text NOT NULL,
	`stats_token` text NOT NULL,
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
INSERT INTO `sellers`("id", "campaign_id", "code", "stats_token", "name", "email", "team", "show_on_leaderboard", "added_by", "created_at") SELECT "id", "campaign_id", "code", "stats_token", "name", "email", NULL, "show_on_leaderboard", NULL, "created_at" FROM `__sellers_copy`;--> statement-breakpoint
DROP TABLE `__sellers_copy`;--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_code_unique` ON `sellers` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_stats_token_unique` ON `sellers` (`stats_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `sellers_campaign_email_uq` ON `sellers` (`campaign_id`,`email`);--> statement-breakpoint
CREATE INDEX `sellers_campaign_idx` ON `sellers` (`campaign_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `nonprofit_id` integer REFERENCES nonprofits(id);--> statement-breakpoint
ALTER TABLE `campaign_totals` ADD `cash_held` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `sale_method` text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `sale_reference` text;--> statement-breakpoint
ALTER TABLE `cards` ADD `recorded_by` text;--> statement-breakpoint
CREATE TRIGGER `ledger_sale_on_card_insert` AFTER INSERT ON `cards`
BEGIN
  INSERT INTO `ledger_entries` (`kind`, `reference`, `amount_cents`, `nonprofit_cents`, `channel`, `restaurant_id`, `nonprofit_id`, `campaign_id`, `card_id`, `actor_user_id`, `created_at`)
  VALUES ('sale', coalesce(NEW.`stripe_payment_intent_id`, 'card:' || NEW.`id`), NEW.`amount_paid`, (NEW.`amount_paid` + 1) / 2,
          CASE WHEN NEW.`sale_method` = 'online' THEN 'online' ELSE 'cash' END,
          NEW.`restaurant_id`, (SELECT `nonprofit_id` FROM `campaigns` WHERE `id` = NEW.`campaign_id`), NEW.`campaign_id`, NEW.`id`,
          NEW.`recorded_by`, NEW.`purchase_date`);
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_on_insert` AFTER INSERT ON `ledger_entries` WHEN NEW.`campaign_id` IS NOT NULL
BEGIN
  UPDATE `campaign_totals`
     SET `nonprofit_share` = `nonprofit_share` + NEW.`nonprofit_cents`,
         `refunded` = `refunded` + CASE WHEN NEW.`kind` IN ('refund', 'dispute_lost') THEN -NEW.`amount_cents` ELSE 0 END,
         `cash_held` = `cash_held` + CASE WHEN NEW.`channel` = 'cash' THEN NEW.`amount_cents` ELSE 0 END
   WHERE `campaign_id` = NEW.`campaign_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_no_update` BEFORE UPDATE ON `ledger_entries`
BEGIN
  SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_no_delete` BEFORE DELETE ON `ledger_entries`
BEGIN
  SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `cards_sale_method_known_insert` BEFORE INSERT ON `cards` WHEN NEW.`sale_method` NOT IN ('online', 'cash', 'check')
BEGIN
  SELECT RAISE(ABORT, 'cards: unknown sale_method');
END;
