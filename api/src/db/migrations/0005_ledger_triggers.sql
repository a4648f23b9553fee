-- The ledger (0004) kept whole by the database itself, like campaign_totals (0003): every card
-- gets its sale row in the statement that inserts it, so no code path (checkout, webhook,
-- reconciliation, seeds) can sell without recording it; the ledger cannot be edited or deleted;
-- and each row moves its campaign's running totals in the same statement.
-- A card's share for the nonprofit is half of what was paid, rounded half up: (cents + 1) / 2.

-- What is already there first: one sale row per existing card, and its campaign's share.
INSERT INTO `ledger_entries` (`kind`, `reference`, `amount_cents`, `nonprofit_cents`, `restaurant_id`, `nonprofit_id`, `campaign_id`, `card_id`, `created_at`)
SELECT 'sale', coalesce(c.`stripe_payment_intent_id`, 'card:' || c.`id`), c.`amount_paid`, (c.`amount_paid` + 1) / 2,
       c.`restaurant_id`, cp.`nonprofit_id`, c.`campaign_id`, c.`id`, c.`purchase_date`
  FROM `cards` c JOIN `campaigns` cp ON cp.`id` = c.`campaign_id`;
--> statement-breakpoint
UPDATE `campaign_totals` SET `nonprofit_share` = coalesce(
  (SELECT sum(l.`nonprofit_cents`) FROM `ledger_entries` l WHERE l.`campaign_id` = `campaign_totals`.`campaign_id`), 0);
--> statement-breakpoint
CREATE TRIGGER `ledger_sale_on_card_insert` AFTER INSERT ON `cards`
BEGIN
  INSERT INTO `ledger_entries` (`kind`, `reference`, `amount_cents`, `nonprofit_cents`, `restaurant_id`, `nonprofit_id`, `campaign_id`, `card_id`, `created_at`)
  VALUES ('sale', coalesce(NEW.`stripe_payment_intent_id`, 'card:' || NEW.`id`), NEW.`amount_paid`, (NEW.`amount_paid` + 1) / 2,
          NEW.`restaurant_id`, (SELECT `nonprofit_id` FROM `campaigns` WHERE `id` = NEW.`campaign_id`), NEW.`campaign_id`, NEW.`id`, NEW.`purchase_date`);
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_on_insert` AFTER INSERT ON `ledger_entries` WHEN NEW.`campaign_id` IS NOT NULL
BEGIN
  UPDATE `campaign_totals`
     SET `nonprofit_share` = `nonprofit_share` + NEW.`nonprofit_cents`,
         `refunded` = `refunded` + CASE WHEN NEW.`kind` IN ('refund', 'dispute_lost') THEN -NEW.`amount_cents` ELSE 0 END
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
CREATE TRIGGER `cards_status_known_insert` BEFORE INSERT ON `cards` WHEN NEW.`status` NOT IN ('active', 'refunded', 'on_hold')
  OR NEW.`refunded_cents` < 0 OR NEW.`refunded_cents` > NEW.`amount_paid`
BEGIN
  SELECT RAISE(ABORT, 'cards: unknown status or refunded_cents out of range');
END;
--> statement-breakpoint
CREATE TRIGGER `cards_status_known_update` BEFORE UPDATE OF `status`, `refunded_cents` ON `cards` WHEN NEW.`status` NOT IN ('active', 'refunded', 'on_hold')
  OR NEW.`refunded_cents` < 0 OR NEW.`refunded_cents` > NEW.`amount_paid`
BEGIN
  SELECT RAISE(ABORT, 'cards: unknown status or refunded_cents out of range');
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_totals_card_refunded` AFTER UPDATE OF `status` ON `cards`
  WHEN (OLD.`status` = 'refunded') <> (NEW.`status` = 'refunded')
BEGIN
  UPDATE `campaign_totals`
     SET `cards_refunded` = `cards_refunded` + CASE WHEN NEW.`status` = 'refunded' THEN 1 ELSE -1 END
   WHERE `campaign_id` = NEW.`campaign_id`;
END;
