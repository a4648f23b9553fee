ALTER TABLE `printed_cards` ADD `voided_at` text;--> statement-breakpoint
ALTER TABLE `printed_cards` ADD `voided_by` text REFERENCES users(id) ON DELETE set null;
