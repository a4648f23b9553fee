CREATE TABLE `campaign_totals` (
	`campaign_id` integer PRIMARY KEY NOT NULL,
	`cards_sold` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	`redemptions` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
