import type { Language } from '@dealcard/shared';
import { findMyCardEmail } from '../../modules/find-my-card/find-my-card.email.ts';
import { shareUrlOf, statsUrlOf } from '../../modules/sellers/sellers.service.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { cardConfirmationEmail } from '../templates/card-confirmation.ts';
import { cardRefundedEmail } from '../templates/card-refunded.ts';
import { cardReminderEmail } from '../templates/card-reminder.ts';
import { cashSaleVoidedEmail } from '../templates/cash-sale-voided.ts';
import { coordinatorInviteEmail } from '../templates/coordinator-invite.ts';
import { giftCancelledEmail } from '../templates/gift-cancelled.ts';
import { giftReceiptEmail } from '../templates/gift-receipt.ts';
import { unsubscribeLinks } from '../templates/list-mail.ts';
import { nonprofitDashboardEmail } from '../templates/nonprofit-dashboard.ts';
import { renewalAnnouncementEmail } from '../templates/renewal-announcement.ts';
import { sellerWelcomeEmail } from '../templates/seller-welcome.ts';

/** The site the outside checks' e-mails come from (PUBLIC_URL), as a deployment would set it. */
export const SITE = 'https://cards.lincolnpta.org';

/**
 * Every kind of e-mail the product sends, by the template function that makes it, each with the
 * variants that change its words (a gift, a dispute), filled the way the product fills them.
 * mail-cases.test.ts fails when a template function exists that this table lacks.
 */
export const MAIL_CASES: Record<string, (language: Language) => OutgoingEmail[]> = {
  cardConfirmationEmail: (language) => {
    const card = {
      cardId: 41,
      customerName: 'Rosa Díaz',
      customerEmail: 'rosa.diaz@example.com',
      accessCode: 'K7M2QX9P',
      nonprofitName: 'Lincoln Elementary PTA',
      restaurantName: 'Fowl Play Wings & Pizza',
      expiresOn: '2027-12-31',
      offers: [OFFERS[0]!, OFFERS[1]!],
      cardUrl: `${SITE}/card/K7M2QX9P`,
      raisedCents: 1000,
      language,
    };
    return [
      cardConfirmationEmail(card),
      cardConfirmationEmail({ ...card, gift: { fromName: 'Ana Ruiz', message: 'Happy birthday, enjoy the wings!' } }),
    ];
  },
  cardRefundedEmail: (language) => {
    const refund = {
      cardId: 41,
      customerName: 'Rosa Díaz',
      customerEmail: 'rosa.diaz@example.com',
      nonprofitName: 'Lincoln Elementary PTA',
      accessCode: 'K7M2QX9P',
      refundedCents: 2000,
      refundedAt: '2026-12-05T16:30:00Z',
      byDispute: false,
      language,
    };
    return [cardRefundedEmail(refund), cardRefundedEmail({ ...refund, byDispute: true })];
  },
  cardReminderEmail: (language) => [
    cardReminderEmail({
      cardId: 41,
      holderName: 'Rosa Díaz',
      to: 'rosa.diaz@example.com',
      nonprofitName: 'Lincoln Elementary PTA',
      restaurantName: 'Fowl Play Wings & Pizza',
      expiresOn: '2027-12-31',
      offers: [
        { ...OFFERS[0]!, quantityRemaining: 1 },
        { ...OFFERS[1]!, quantityRemaining: 2 },
      ],
      locations: [{ name: 'Fowl Play Downtown', address: '120 Main St', city: 'Springfield', state: 'IL' }],
      cardUrl: `${SITE}/card/K7M2QX9P`,
      unsubscribe: unsubscribeLinks(SITE, 'u_3fJ8kLq2Zp'),
      language,
    }),
  ],
  cashSaleVoidedEmail: (language) => [
    cashSaleVoidedEmail({
      cardId: 42,
      customerName: 'Marco Silva',
      customerEmail: 'marco.silva@example.com',
      nonprofitName: 'Lincoln Elementary PTA',
      accessCode: 'P3R8TW2N',
      amountCents: 2000,
      reason: 'Entered twice by mistake',
      language,
    }),
  ],
  coordinatorInviteEmail: (language) => [
    coordinatorInviteEmail({
      to: 'coordinator@lincolnpta.org',
      contactName: 'Dana Lee',
      nonprofitName: 'Lincoln Elementary PTA',
      restaurantName: 'Fowl Play Wings & Pizza',
      link: `${SITE}/invite/i_Zq81mN4kT7`,
      expiresAt: '2026-12-12T16:00:00Z',
      language,
    }),
  ],
  giftCancelledEmail: (language) => [
    giftCancelledEmail({
      cardId: 43,
      recipientName: 'Luis Ortega',
      recipientEmail: 'luis.ortega@example.com',
      buyerName: 'Ana Ruiz',
      nonprofitName: 'Lincoln Elementary PTA',
      accessCode: 'W9X2C4V7',
      language,
    }),
  ],
  giftReceiptEmail: (language) => [
    giftReceiptEmail({
      cardId: 43,
      buyerName: 'Ana Ruiz',
      buyerEmail: 'ana.ruiz@example.com',
      recipientName: 'Luis Ortega',
      recipientEmail: 'luis.ortega@example.com',
      message: 'Happy birthday, enjoy the wings!',
      deliverOn: '2026-12-20',
      nonprofitName: 'Lincoln Elementary PTA',
      restaurantName: 'Fowl Play Wings & Pizza',
      amountPaid: 2000,
      expiresOn: '2027-12-31',
      offers: [OFFERS[0]!, OFFERS[1]!],
      raisedCents: 1000,
      language,
      now: new Date('2026-12-05T16:00:00Z'),
    }),
  ],
  nonprofitDashboardEmail: (language) => [
    nonprofitDashboardEmail({
      to: 'treasurer@lincolnpta.org',
      contactName: 'Dana Lee',
      nonprofitName: 'Lincoln Elementary PTA',
      link: `${SITE}/nonprofit/d_Rt5pW8qZ2m`,
      expiresAt: '2026-12-12T16:00:00Z',
      language,
    }),
  ],
  renewalAnnouncementEmail: (language) => [
    renewalAnnouncementEmail({
      campaignId: 7,
      to: 'rosa.diaz@example.com',
      holderName: 'Rosa Díaz',
      nonprofitName: 'Lincoln Elementary PTA',
      restaurantName: 'Fowl Play Wings & Pizza',
      cardPrice: 2000,
      campaignUrl: `${SITE}/campaign/lincoln-pta-2027`,
      unsubscribe: unsubscribeLinks(SITE, 'u_3fJ8kLq2Zp'),
      language,
    }),
  ],
  sellerWelcomeEmail: (language) => [
    sellerWelcomeEmail({
      name: 'Priya Patel',
      email: 'priya.patel@example.com',
      nonprofitName: 'Lincoln Elementary PTA',
      code: 'PRIYA7',
      shareUrl: shareUrlOf(SITE, 'lincoln-pta-2027', 'PRIYA7'),
      statsUrl: statsUrlOf(SITE, 's_8wNq2Lp4Xc'),
      language,
    }),
  ],
  findMyCardEmail: (language) => [
    findMyCardEmail({
      to: 'rosa.diaz@example.com',
      link: `${SITE}/find-my-card?token=f_Hy72kQp1`,
      searchedBy: { email: true },
      language,
    }),
    findMyCardEmail({
      to: 'rosa.diaz@example.com',
      link: `${SITE}/find-my-card?token=f_Hy72kQp1`,
      searchedBy: { phoneEnding: '4321' },
      language,
    }),
  ],
};

const OFFERS = [
  {
    offerType: 'Free Appetizer',
    offerTypeEs: 'Entrada gratis',
    description: 'One appetizer with any entree',
    descriptionEs: 'Una entrada con cualquier plato fuerte',
    quantityTotal: 2,
    retailValue: 900,
  },
  {
    offerType: '$5 Off',
    offerTypeEs: '$5 de descuento',
    description: '$5 off an order of $25 or more',
    descriptionEs: '$5 de descuento en un pedido de $25 o más',
    quantityTotal: 3,
    retailValue: 500,
  },
];

/** The kinds that must carry the one-click unsubscribe headers (PRODUCT.md: reminders and announcements). */
export const LIST_KINDS = new Set(['card-reminder', 'renewal-announcement']);
