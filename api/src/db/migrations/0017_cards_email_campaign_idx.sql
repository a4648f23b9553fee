DROP INDEX `cards_email_idx`;--> statement-breakpoint
CREATE INDEX `cards_email_campaign_idx` ON `cards` (`customer_email`,`campaign_id`);