ALTER TABLE `campaign_offers` ADD `name_es` text;--> statement-breakpoint
ALTER TABLE `campaign_offers` ADD `description_es` text;--> statement-breakpoint
ALTER TABLE `card_offers` ADD `offer_type_es` text;--> statement-breakpoint
ALTER TABLE `card_offers` ADD `description_es` text;