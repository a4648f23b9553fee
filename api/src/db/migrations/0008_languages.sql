ALTER TABLE `cards` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `language` text;