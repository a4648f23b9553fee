-- Custom SQL migration file, put your code below! --
-- campaign_totals (0002) kept by triggers, so the totals change in the same statement, and so
-- the same transaction, as the rows they count. Cascades fire them too: deleting a card deletes
-- its redemptions, and each takes itself off its campaign's totals.
CREATE TRIGGER `campaign_totals_campaign_insert` AFTER INSERT ON `campaigns`
BEGIN
  INSERT INTO `campaign_totals` (`campaign_id`) VALUES (NEW.`id`) ON CONFLICT (`campaign_id`) DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_totals_card_insert` AFTER INSERT ON `cards`
BEGIN
  INSERT INTO `campaign_totals` (`campaign_id`, `cards_sold`, `revenue`) VALUES (NEW.`campaign_id`, 1, NEW.`amount_paid`)
    ON CONFLICT (`campaign_id`) DO UPDATE SET `cards_sold` = `cards_sold` + 1, `revenue` = `revenue` + excluded.`revenue`;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_totals_card_delete` AFTER DELETE ON `cards`
BEGIN
  UPDATE `campaign_totals` SET `cards_sold` = `cards_sold` - 1, `revenue` = `revenue` - OLD.`amount_paid` WHERE `campaign_id` = OLD.`campaign_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_totals_card_update` AFTER UPDATE OF `campaign_id`, `amount_paid` ON `cards`
BEGIN
  UPDATE `campaign_totals` SET `cards_sold` = `cards_sold` - 1, `revenue` = `revenue` - OLD.`amount_paid` WHERE `campaign_id` = OLD.`campaign_id`;
  INSERT INTO `campaign_totals` (`campaign_id`, `cards_sold`, `revenue`) VALUES (NEW.`campaign_id`, 1, NEW.`amount_paid`)
    ON CONFLICT (`campaign_id`) DO UPDATE SET `cards_sold` = `cards_sold` + 1, `revenue` = `revenue` + excluded.`revenue`;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_totals_redemption_insert` AFTER INSERT ON `redemptions`
BEGIN
  INSERT INTO `campaign_totals` (`campaign_id`, `redemptions`) VALUES (NEW.`campaign_id`, 1)
    ON CONFLICT (`campaign_id`) DO UPDATE SET `redemptions` = `redemptions` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_totals_redemption_delete` AFTER DELETE ON `redemptions`
BEGIN
  UPDATE `campaign_totals` SET `redemptions` = `redemptions` - 1 WHERE `campaign_id` = OLD.`campaign_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_totals_redemption_update` AFTER UPDATE OF `campaign_id` ON `redemptions`
BEGIN
  UPDATE `campaign_totals` SET `redemptions` = `redemptions` - 1 WHERE `campaign_id` = OLD.`campaign_id`;
  INSERT INTO `campaign_totals` (`campaign_id`, `redemptions`) VALUES (NEW.`campaign_id`, 1)
    ON CONFLICT (`campaign_id`) DO UPDATE SET `redemptions` = `redemptions` + 1;
END;
--> statement-breakpoint
-- The totals of what is already there, one pass over each covering index.
INSERT INTO `campaign_totals` (`campaign_id`, `cards_sold`, `revenue`, `redemptions`)
SELECT c.`id`,
       coalesce(s.`cards`, 0),
       coalesce(s.`revenue`, 0),
       coalesce(r.`redemptions`, 0)
  FROM `campaigns` c
  LEFT JOIN (SELECT `campaign_id`, count(*) AS `cards`, sum(`amount_paid`) AS `revenue` FROM `cards` GROUP BY `campaign_id`) s ON s.`campaign_id` = c.`id`
  LEFT JOIN (SELECT `campaign_id`, count(*) AS `redemptions` FROM `redemptions` GROUP BY `campaign_id`) r ON r.`campaign_id` = c.`id`;
