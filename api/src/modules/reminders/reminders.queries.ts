import { randomBytes } from 'node:crypto';
import type { Language } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';

/**
 * The sweeps' statements, in SQL because their plans matter (the bench prints them at 100,000
 * cards). A card bought (or activated) within the last 14 days is not reminded: its holder has just
 * read its last day. Each reads by an index: the reminders the active cards' expiry (cards_active_expiry_idx),
 * the announcements a campaign's earlier siblings (campaigns_restaurant_idx) and their cards
 * (cards_campaign_idx).
 */
export const REMINDER_CANDIDATES_SQL = `
SELECT c.id, c.access_code AS accessCode, c.customer_name AS holderName, c.customer_email AS email,
       c.expires_on AS expiresOn, c.language, c.restaurant_id AS restaurantId, c.nonprofit_name AS nonprofitName
FROM cards c
WHERE c.status = 'active' AND c.expires_on >= @today AND c.expires_on <= @until
  AND c.purchase_date <= @boughtBefore
  AND NOT EXISTS (SELECT 1 FROM card_reminders r WHERE r.card_id = c.id)
  AND EXISTS (SELECT 1 FROM card_offers o WHERE o.card_id = c.id AND o.quantity_remaining > 0)
  AND NOT EXISTS (SELECT 1 FROM email_preferences p WHERE p.email = c.customer_email AND p.unsubscribed_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM card_gifts g WHERE g.card_id = c.id AND g.deliver_at > @now)
ORDER BY c.expires_on
LIMIT @limit`;

/**
 * Campaigns live now (approved, switched on, restaurant active, within their sales window) that
 * went live lately and follow an earlier campaign of the same restaurant for the same nonprofit.
 */
export const RENEWAL_CAMPAIGNS_SQL = `
SELECT cp.id, cp.restaurant_id AS restaurantId, cp.nonprofit_id AS nonprofitId, cp.slug, cp.nonprofit_name AS nonprofitName,
       cp.card_price AS cardPrice, r.name AS restaurantName
FROM campaigns cp JOIN restaurants r ON r.id = cp.restaurant_id
WHERE cp.status = 'approved' AND cp.is_active = 1 AND r.is_active = 1
  AND (cp.start_date IS NULL OR cp.start_date <= @today) AND (cp.end_date IS NULL OR cp.end_date >= @today)
  AND max(coalesce(cp.approved_at, cp.created_at), coalesce(cp.start_date, '')) >= @liveSince
  AND EXISTS (
    SELECT 1 FROM campaigns e
    WHERE e.restaurant_id = cp.restaurant_id AND e.nonprofit_id = cp.nonprofit_id AND e.id < cp.id
  )`;

/**
 * The holders of a campaign's earlier siblings' cards not yet told of it: one row per address
 * (its latest card gives the name and language: SQLite takes a max() query's other columns from
 * the row of the max), never an unsubscribed address nor one that already holds a card of the new
 * campaign.
 */
export const RENEWAL_HOLDERS_SQL = `
SELECT c.customer_email AS email, max(c.id) AS cardId, c.customer_name AS name, c.language
FROM campaigns e JOIN cards c ON c.campaign_id = e.id
WHERE e.restaurant_id = @restaurantId AND e.nonprofit_id = @nonprofitId AND e.id < @campaignId
  AND c.status = 'active'
  AND NOT EXISTS (SELECT 1 FROM renewal_announcements a WHERE a.campaign_id = @campaignId AND a.email = c.customer_email)
  AND NOT EXISTS (SELECT 1 FROM email_preferences p WHERE p.email = c.customer_email AND p.unsubscribed_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM cards n WHERE n.customer_email = c.customer_email AND n.campaign_id = @campaignId)
  AND NOT EXISTS (SELECT 1 FROM card_gifts g WHERE g.card_id = c.id AND g.deliver_at > @now)
GROUP BY c.customer_email
LIMIT @limit`;

export interface ReminderCandidate {
  id: number;
  accessCode: string;
  holderName: string;
  email: string;
  /** The card's last day (YYYY-MM-DD). */
  expiresOn: string;
  language: Language;
  restaurantId: number;
  nonprofitName: string;
}

export interface RenewalCampaign {
  id: number;
  restaurantId: number;
  nonprofitId: number;
  slug: string;
  nonprofitName: string;
  cardPrice: number;
  restaurantName: string;
}

export const statements = preparedPerDb((db) => {
  const sqlite = db.$client;
  return {
    reminderCandidates: sqlite.prepare<
      { now: string; today: string; until: string; boughtBefore: string; limit: number },
      ReminderCandidate
    >(REMINDER_CANDIDATES_SQL),
    claimReminder: sqlite.prepare<[number, string]>(
      'INSERT INTO card_reminders (card_id, queued_at) VALUES (?, ?) ON CONFLICT (card_id) DO NOTHING',
    ),
    offersLeft: sqlite.prepare<
      [number],
      {
        offerType: string;
        description: string;
        offerTypeEs: string | null;
        descriptionEs: string | null;
        quantityRemaining: number;
      }
    >(
      `SELECT offer_type AS offerType, description, offer_type_es AS offerTypeEs, description_es AS descriptionEs,
              quantity_remaining AS quantityRemaining
       FROM card_offers WHERE card_id = ? AND quantity_remaining > 0 ORDER BY sort_order, id`,
    ),
    restaurant: sqlite.prepare<[number], { name: string }>('SELECT name FROM restaurants WHERE id = ?'),
    locations: sqlite.prepare<[number], { name: string; address: string | null; city: string | null; state: string | null }>(
      'SELECT name, address, city, state FROM locations WHERE restaurant_id = ? ORDER BY id',
    ),
    ensurePreference: sqlite.prepare<[string, string]>(
      'INSERT INTO email_preferences (email, unsubscribe_token) VALUES (?, ?) ON CONFLICT (email) DO NOTHING',
    ),
    preference: sqlite.prepare<[string], { token: string; unsubscribedAt: string | null }>(
      'SELECT unsubscribe_token AS token, unsubscribed_at AS unsubscribedAt FROM email_preferences WHERE email = ?',
    ),
    renewalCampaigns: sqlite.prepare<{ today: string; liveSince: string }, RenewalCampaign>(RENEWAL_CAMPAIGNS_SQL),
    renewalHolders: sqlite.prepare<
      { restaurantId: number; nonprofitId: number; campaignId: number; now: string; limit: number },
      { email: string; cardId: number; name: string; language: Language }
    >(RENEWAL_HOLDERS_SQL),
    claimAnnouncement: sqlite.prepare<[number, string, string]>(
      'INSERT INTO renewal_announcements (campaign_id, email, queued_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
  };
});

/** The address's one-click unsubscribe token (made on first use), and whether it has unsubscribed. */
export function preferenceFor(db: Db, email: string): { token: string; unsubscribed: boolean } {
  const s = statements(db);
  s.ensurePreference.run(email, randomBytes(24).toString('base64url'));
  const row = s.preference.get(email)!;
  return { token: row.token, unsubscribed: row.unsubscribedAt != null };
}
