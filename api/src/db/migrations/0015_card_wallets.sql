CREATE TABLE `card_tokens` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
