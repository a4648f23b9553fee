ALTER TABLE `kiosk_scans` ADD `held_at` text;--> statement-breakpoint
ALTER TABLE `kiosk_scans` ADD `held_location` text;--> statement-breakpoint
UPDATE `kiosk_scans` SET
  `held_at` = (SELECT coalesce(r.`verified_at`, r.`redeemed_at`) FROM `redemptions` r WHERE r.`id` = `kiosk_scans`.`redemption_id`),
  `held_location` = (SELECT l.`name` FROM `redemptions` r JOIN `locations` l ON l.`id` = coalesce(r.`verified_location_id`, r.`location_id`) WHERE r.`id` = `kiosk_scans`.`redemption_id`)
WHERE `status` = 'duplicate';
