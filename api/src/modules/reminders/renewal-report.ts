import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';

/**
 * For the restaurant's report: per campaign, how many addresses were told it was out and how many
 * of them bought a card of it afterwards (for themselves, or as a gift).
 */
const RENEWAL_FIGURES_SQL = `
SELECT a.campaign_id AS campaignId, count(*) AS announced,
  sum(
    EXISTS (SELECT 1 FROM cards c WHERE c.customer_email = a.email AND c.campaign_id = a.campaign_id AND c.purchase_date >= a.queued_at)
    OR EXISTS (
      SELECT 1 FROM card_gifts g JOIN cards c ON c.id = g.card_id
      WHERE g.buyer_email = a.email AND c.campaign_id = a.campaign_id AND c.purchase_date >= a.queued_at
    )
  ) AS boughtAgain
FROM campaigns cp JOIN renewal_announcements a ON a.campaign_id = cp.id
WHERE cp.restaurant_id = ?
GROUP BY a.campaign_id
ORDER BY a.campaign_id`;

const statements = preparedPerDb((db) => ({
  figures: db.$client.prepare<[number], { campaignId: number; announced: number; boughtAgain: number }>(RENEWAL_FIGURES_SQL),
}));

export function renewalFigures(db: Db, restaurantId: number) {
  return statements(db).figures.all(restaurantId);
}
