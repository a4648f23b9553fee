ALTER TABLE `campaigns` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `quota_user_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `quota_day` text;--> statement-breakpoint
CREATE INDEX `email_outbox_quota_idx` ON `email_outbox` (`quota_user_id`,`quota_day`);--> statement-breakpoint
-- Rows recorded twice before the unique indexes (two rows for one check): the later ones keep their money and get their id in the reference, so the indexes can be made.
UPDATE `payouts` SET `reference` = `reference` || ' (#' || `id` || ')' WHERE `nonprofit_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `payouts` p WHERE p.`nonprofit_id` = `payouts`.`nonprofit_id` AND p.`reference` = `payouts`.`reference` AND p.`id` < `payouts`.`id`);--> statement-breakpoint
UPDATE `payouts` SET `reference` = `reference` || ' (#' || `id` || ')' WHERE `restaurant_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `payouts` p WHERE p.`restaurant_id` = `payouts`.`restaurant_id` AND p.`reference` = `payouts`.`reference` AND p.`id` < `payouts`.`id`);--> statement-breakpoint
UPDATE `remittances` SET `reference` = `reference` || ' (#' || `id` || ')' WHERE EXISTS (SELECT 1 FROM `remittances` r WHERE r.`nonprofit_id` = `remittances`.`nonprofit_id` AND r.`reference` = `remittances`.`reference` AND r.`id` < `remittances`.`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_nonprofit_reference_uq` ON `payouts` (`nonprofit_id`,`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_restaurant_reference_uq` ON `payouts` (`restaurant_id`,`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `remittances_nonprofit_reference_uq` ON `remittances` (`nonprofit_id`,`reference`);