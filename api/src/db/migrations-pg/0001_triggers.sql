-- The triggers of SQLite's migrations (0003, 0005, 0007, 0011, 0016, as 0023 left them) in
-- PL/pgSQL, with the same behaviour (decision 028): campaign_totals follow cards, redemptions and
-- the ledger in the statement that changes them; every card writes its ledger sale row; the ledger
-- is append-only; a change a wallet pass shows queues a wallet update. PostgreSQL runs each row
-- trigger's function, so the SQLite WHEN clauses with a subquery move into the function body.
-- Instants are ISO 8601 text in UTC with milliseconds, as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now').
CREATE FUNCTION now_iso() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint

-- campaign_totals (SQLite 0003, 0005, 0007) ------------------------------------------------------
CREATE FUNCTION campaign_totals_campaign_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_totals (campaign_id) VALUES (NEW.id) ON CONFLICT (campaign_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_campaign_insert AFTER INSERT ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_totals_campaign_insert();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_card_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_totals (campaign_id, cards_sold, revenue) VALUES (NEW.campaign_id, 1, NEW.amount_paid)
    ON CONFLICT (campaign_id) DO UPDATE SET cards_sold = campaign_totals.cards_sold + 1,
                                            revenue = campaign_totals.revenue + excluded.revenue;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_card_insert AFTER INSERT ON cards
  FOR EACH ROW EXECUTE FUNCTION campaign_totals_card_insert();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_card_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_totals SET cards_sold = cards_sold - 1, revenue = revenue - OLD.amount_paid
   WHERE campaign_id = OLD.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_card_delete AFTER DELETE ON cards
  FOR EACH ROW EXECUTE FUNCTION campaign_totals_card_delete();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_card_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_totals SET cards_sold = cards_sold - 1, revenue = revenue - OLD.amount_paid
   WHERE campaign_id = OLD.campaign_id;
  INSERT INTO campaign_totals (campaign_id, cards_sold, revenue) VALUES (NEW.campaign_id, 1, NEW.amount_paid)
    ON CONFLICT (campaign_id) DO UPDATE SET cards_sold = campaign_totals.cards_sold + 1,
                                            revenue = campaign_totals.revenue + excluded.revenue;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_card_update AFTER UPDATE OF campaign_id, amount_paid ON cards
  FOR EACH ROW EXECUTE FUNCTION campaign_totals_card_update();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_card_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_totals
     SET cards_refunded = cards_refunded + CASE WHEN NEW.status = 'refunded' THEN 1 ELSE -1 END
   WHERE campaign_id = NEW.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_card_refunded AFTER UPDATE OF status ON cards
  FOR EACH ROW WHEN ((OLD.status = 'refunded') <> (NEW.status = 'refunded'))
  EXECUTE FUNCTION campaign_totals_card_refunded();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_redemption_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_totals (campaign_id, redemptions) VALUES (NEW.campaign_id, 1)
    ON CONFLICT (campaign_id) DO UPDATE SET redemptions = campaign_totals.redemptions + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_redemption_insert AFTER INSERT ON redemptions
  FOR EACH ROW EXECUTE FUNCTION campaign_totals_redemption_insert();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_redemption_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_totals SET redemptions = redemptions - 1 WHERE campaign_id = OLD.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An undone redemption was already taken off its campaign's totals: not twice when deleted.
CREATE TRIGGER campaign_totals_redemption_delete AFTER DELETE ON redemptions
  FOR EACH ROW WHEN (OLD.undone_at IS NULL)
  EXECUTE FUNCTION campaign_totals_redemption_delete();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_redemption_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_totals SET redemptions = redemptions - 1 WHERE campaign_id = OLD.campaign_id;
  INSERT INTO campaign_totals (campaign_id, redemptions) VALUES (NEW.campaign_id, 1)
    ON CONFLICT (campaign_id) DO UPDATE SET redemptions = campaign_totals.redemptions + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_redemption_update AFTER UPDATE OF campaign_id ON redemptions
  FOR EACH ROW EXECUTE FUNCTION campaign_totals_redemption_update();
--> statement-breakpoint
CREATE FUNCTION campaign_totals_redemption_undone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_totals SET redemptions = redemptions + CASE WHEN NEW.undone_at IS NULL THEN 1 ELSE -1 END
   WHERE campaign_id = NEW.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_totals_redemption_undone AFTER UPDATE OF undone_at ON redemptions
  FOR EACH ROW WHEN ((OLD.undone_at IS NULL) <> (NEW.undone_at IS NULL))
  EXECUTE FUNCTION campaign_totals_redemption_undone();
--> statement-breakpoint

-- The ledger (SQLite 0005, 0011) -----------------------------------------------------------------
-- Every card gets its sale row in the statement that inserts it; the nonprofit's share is half of
-- what was paid, rounded half up: (cents + 1) / 2 in integer division (db/nonprofit-share.ts).
CREATE FUNCTION ledger_sale_on_card_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (kind, reference, amount_cents, nonprofit_cents, channel, restaurant_id, nonprofit_id,
                              campaign_id, card_id, actor_user_id, created_at)
  VALUES ('sale', coalesce(NEW.stripe_payment_intent_id, 'card:' || NEW.id), NEW.amount_paid, (NEW.amount_paid + 1) / 2,
          CASE WHEN NEW.sale_method = 'online' THEN 'online' ELSE 'cash' END,
          NEW.restaurant_id, (SELECT nonprofit_id FROM campaigns WHERE id = NEW.campaign_id), NEW.campaign_id, NEW.id,
          NEW.recorded_by, NEW.purchase_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_sale_on_card_insert AFTER INSERT ON cards
  FOR EACH ROW EXECUTE FUNCTION ledger_sale_on_card_insert();
--> statement-breakpoint
CREATE FUNCTION ledger_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_totals
     SET nonprofit_share = nonprofit_share + NEW.nonprofit_cents,
         refunded = refunded + CASE WHEN NEW.kind IN ('refund', 'dispute_lost') THEN -NEW.amount_cents ELSE 0 END,
         cash_held = cash_held + CASE WHEN NEW.channel = 'cash' THEN NEW.amount_cents ELSE 0 END
   WHERE campaign_id = NEW.campaign_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_totals_on_insert AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.campaign_id IS NOT NULL)
  EXECUTE FUNCTION ledger_totals_on_insert();
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- SQLite has no TRUNCATE; PostgreSQL's would skip the row triggers, so it is refused too.
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE FUNCTION cards_status_known() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cards: unknown status or refunded_cents out of range' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER cards_status_known_insert BEFORE INSERT ON cards
  FOR EACH ROW WHEN (NEW.status NOT IN ('active', 'refunded', 'on_hold')
                     OR NEW.refunded_cents < 0 OR NEW.refunded_cents > NEW.amount_paid)
  EXECUTE FUNCTION cards_status_known();
--> statement-breakpoint
CREATE TRIGGER cards_status_known_update BEFORE UPDATE OF status, refunded_cents ON cards
  FOR EACH ROW WHEN (NEW.status NOT IN ('active', 'refunded', 'on_hold')
                     OR NEW.refunded_cents < 0 OR NEW.refunded_cents > NEW.amount_paid)
  EXECUTE FUNCTION cards_status_known();
--> statement-breakpoint
CREATE FUNCTION cards_sale_method_known() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cards: unknown sale_method' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER cards_sale_method_known_insert BEFORE INSERT ON cards
  FOR EACH ROW WHEN (NEW.sale_method NOT IN ('online', 'cash', 'check'))
  EXECUTE FUNCTION cards_sale_method_known();
--> statement-breakpoint

-- Wallet updates (SQLite 0016, 0023) -------------------------------------------------------------
-- A change a pass shows (a use, an undo, a status or last day) moves the pass's updated_at and
-- queues one wallet update, when the card is in a wallet.
CREATE FUNCTION wallet_queue_update(card integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM wallet_passes WHERE card_id = card) THEN
    UPDATE wallet_passes SET updated_at = now_iso() WHERE card_id = card;
    INSERT INTO wallet_updates (card_id, queued_at, next_attempt_at) VALUES (card, now_iso(), now_iso());
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION wallet_on_redemption_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wallet_queue_update(NEW.card_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_on_redemption_insert AFTER INSERT ON redemptions
  FOR EACH ROW EXECUTE FUNCTION wallet_on_redemption_change();
--> statement-breakpoint
CREATE TRIGGER wallet_on_redemption_undo AFTER UPDATE OF undone_at ON redemptions
  FOR EACH ROW WHEN (OLD.undone_at IS DISTINCT FROM NEW.undone_at)
  EXECUTE FUNCTION wallet_on_redemption_change();
--> statement-breakpoint
CREATE FUNCTION wallet_on_card_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wallet_queue_update(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_on_card_change AFTER UPDATE OF status, expires_on ON cards
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.expires_on IS DISTINCT FROM NEW.expires_on)
  EXECUTE FUNCTION wallet_on_card_change();
