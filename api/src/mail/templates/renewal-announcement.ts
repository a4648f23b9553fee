import { formatCents, type Language, catalogueIn } from '@dealcard/shared';
import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { unsubscribeFooterHtml, unsubscribeFooterText, unsubscribeHeaders, type UnsubscribeLinks } from './list-mail.ts';

export interface RenewalAnnouncementInput {
  campaignId: number;
  to: string;
  holderName: string;
  nonprofitName: string;
  restaurantName: string;
  cardPrice: number;
  campaignUrl: string;
  unsubscribe: UnsubscribeLinks;
  language: Language;
}

export const renewalDedupeKey = (campaignId: number, email: string) => `renewal:${campaignId}:${email}`;

/** To last year's holders: the restaurant's new card for the same nonprofit is out. */
export function renewalAnnouncementEmail(input: RenewalAnnouncementInput): OutgoingEmail {
  const w = catalogueIn(MAIL_MESSAGES.renewalAnnouncement, input.language);
  const firstName = input.holderName.trim().split(/\s+/)[0] || input.holderName;
  const subject = w.subject(input.restaurantName, input.nonprofitName);
  const price = formatCents(input.cardPrice);
  const text = [
    w.hi(firstName),
    '',
    w.body(input.nonprofitName, input.restaurantName, price),
    '',
    `${w.button}: ${input.campaignUrl}`,
    '',
    unsubscribeFooterText(input.unsubscribe, input.language),
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading)}</h1>
      <p style="margin:0 0 8px">${e(w.hi(firstName))}</p>
      <p style="margin:0 0 16px">${e(w.body(input.nonprofitName, input.restaurantName, price))}</p>
      ${emailButton(input.campaignUrl, w.button)}
      ${unsubscribeFooterHtml(input.unsubscribe, input.language)}
`,
    input.language,
  );
  return {
    kind: 'renewal-announcement',
    to: input.to,
    subject,
    html,
    text,
    dedupeKey: renewalDedupeKey(input.campaignId, input.to),
    headers: unsubscribeHeaders(input.unsubscribe),
  };
}
