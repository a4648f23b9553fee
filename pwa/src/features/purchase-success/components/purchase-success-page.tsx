import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { messageText } from '@dealcard/shared/messages';
import { currentLanguage } from '../../../i18n/i18n.tsx';
import {
  formatCents,
  formatLongDate,
  MESSAGES,
  PurchaseSuccessQuerySchema,
  type PurchaseCardBody,
  type PurchasedCard,
} from '@dealcard/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfig } from '../../../lib/api/config.ts';
import { usePurchaseCard } from '../api/purchase-card.ts';
import { space, plainList, column, text } from '../../../styles/theme.ts';

const Layout = styled(Page)`
  max-width: 560px;
`;
const Center = styled(Card)`
  text-align: center;
  padding: ${space(8, 5)};
  ${column(3.5)}
  align-items: stretch;
  h1 {
    font-size: clamp(1.5rem, 6vw, 2rem);
    font-weight: 800;
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const pop = keyframes`from { transform: scale(0.6); opacity: 0; } to { transform: scale(1); opacity: 1; }`;
const Check = styled.div`
  width: 72px;
  height: 72px;
  margin: 0 auto;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  animation: ${pop} 300ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const ErrorMark = styled(Check)`
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  ${text(2.2, 800)}
`;
const CodeBox = styled.div`
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${space(3.5)};
  small {
    display: block;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: clamp(1.3rem, 6.5vw, 1.8rem);
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
  }
`;
const Raised = styled.div`
  padding: ${space(3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
  ${text(1.15, 700)}
  line-height: 1.35;
  overflow-wrap: anywhere;
  strong {
    ${text(1.4, 800)}
    color: ${({ theme }) => theme.colors.success};
  }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(2, 4)};
  text-align: left;
  dt {
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;
const Included = styled.div`
  text-align: left;
  margin-top: ${space(1.5)};
  padding-top: ${space(4.5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 1.05rem;
    margin-bottom: ${space(2)};
  }
  ul {
    ${plainList(2)}
  }
  li {
    padding: ${space(2.5, 3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li strong span {
    color: ${({ theme }) => theme.colors.primary};
  }
  li p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.88rem;
  }
`;
const Note = styled.p`
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  a {
    font-weight: 600;
  }
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger} !important;
  font-weight: 600;
`;

const GiftMessage = styled.blockquote`
  margin: 0;
  padding: ${space(2.5, 3.5)};
  text-align: left;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function OutboxNote() {
  const config = useConfig();
  return config.data?.outboxViewer ? (
    <>
      {' '}
      {t`This is a development server:`} <Link to="/dev/outbox">{t`open the outbox`}</Link> {t`to read it.`}
    </>
  ) : null;
}

function IncludedOffers({ card, heading }: { card: PurchasedCard; heading: string }) {
  return (
    <Included>
      <h2>{heading}</h2>
      <ul>
        {card.offers.map((o) => (
          <li key={o.id} data-testid="included-offer">
            <strong>
              <span>{t`${o.quantityTotal}x`}</span> {o.offerType}
            </strong>
            {o.description ? <p>{o.description}</p> : null}
          </li>
        ))}
      </ul>
    </Included>
  );
}

/** A gift's receipt: what was bought and when it arrives; the card and its code are the recipient's. */
function GiftSuccess({ card, gift }: { card: PurchasedCard; gift: NonNullable<PurchasedCard['gift']> }) {
  const when = gift.delivered ? t`today` : formatLongDate(gift.deliverOn);
  return (
    <Center as="section" aria-labelledby="success-heading" data-testid="gift-success">
      <Check aria-hidden="true">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3" y="8" width="18" height="4" rx="1" />
          <path d="M12 8v13M19 12v9H5v-9M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
        </svg>
      </Check>
      <h1 id="success-heading">{gift.delivered ? t`Your gift is on its way!` : t`Your gift is ready!`}</h1>
      {card.raisedCents > 0 ? (
        <Raised data-testid="card-raised">
          {t`Your gift raised`} <strong>{formatCents(card.raisedCents)}</strong> {t`for ${card.nonprofitName}`}
        </Raised>
      ) : null}
      <p data-testid="gift-arrives">
        {gift.delivered
          ? t`${gift.recipientName} gets the card by e-mail at ${gift.recipientEmail} today.`
          : t`${gift.recipientName} gets the card by e-mail at ${gift.recipientEmail} on ${when}.`}
      </p>
      {gift.message ? <GiftMessage aria-label={t`Your message`}>{gift.message}</GiftMessage> : null}
      <Facts>
        <dt>{t`Supporting`}</dt>
        <dd>{card.nonprofitName}</dd>
        {card.restaurantName ? (
          <>
            <dt>{t`Restaurant`}</dt>
            <dd>{card.restaurantName}</dd>
          </>
        ) : null}
        <dt>{t`Arrives`}</dt>
        <dd>{gift.delivered ? t`Today` : when}</dd>
        <dt>{t`Expires`}</dt>
        <dd>{formatLongDate(card.expiresOn ?? card.expirationDate)}</dd>
      </Facts>
      <Note>
        {t`Your receipt was sent to`} <strong>{card.customerEmail}</strong>.{' '}
        {t`The card's link and access code go only to ${gift.recipientName}.`}
        <OutboxNote />
      </Note>
      <IncludedOffers card={card} heading={t`Included on the card`} />
    </Center>
  );
}

function Success({ card }: { card: PurchasedCard }) {
  if (card.gift || card.accessCode === null) {
    return card.gift ? <GiftSuccess card={card} gift={card.gift} /> : null;
  }
  const accessCode = card.accessCode;
  return (
    <Center as="section" aria-labelledby="success-heading">
      <Check aria-hidden="true">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </Check>
      <h1 id="success-heading">{t`Purchase Successful!`}</h1>
      {card.raisedCents > 0 ? (
        <Raised data-testid="card-raised">
          {t`Your card raised`} <strong>{formatCents(card.raisedCents)}</strong> {t`for ${card.nonprofitName}`}
        </Raised>
      ) : null}
      <p>{t`Thank you for supporting ${card.nonprofitName}.`}</p>
      <CodeBox>
        <small>{t`Your access code`}</small>
        <strong data-testid="access-code">{accessCode}</strong>
      </CodeBox>
      <Facts>
        <dt>{t`Supporting`}</dt>
        <dd>{card.nonprofitName}</dd>
        {card.restaurantName ? (
          <>
            <dt>{t`Restaurant`}</dt>
            <dd>{card.restaurantName}</dd>
          </>
        ) : null}
        <dt>{t`Expires`}</dt>
        <dd>{formatLongDate(card.expiresOn ?? card.expirationDate)}</dd>
      </Facts>
      <ButtonLink as={Link} to={`/card/${encodeURIComponent(accessCode)}`} $size="lg" $block>{t`View Your Card`}</ButtonLink>
      <Note>
        {t`A confirmation email with your card link and access code was sent to`} <strong>{card.customerEmail}</strong>.
        <OutboxNote />
      </Note>
      <IncludedOffers card={card} heading={t`Included on your card`} />
    </Center>
  );
}

function PurchaseError({ message }: { message: string }) {
  return (
    <Center role="alert">
      <ErrorMark aria-hidden="true">!</ErrorMark>
      <h1>{t`Purchase Error`}</h1>
      <ErrorText>{message}</ErrorText>
      <p>{t`We couldn't process your purchase. Please contact support.`}</p>
      <ButtonLink as={Link} to="/" $variant="outline" $size="lg" $block>{t`Go Back`}</ButtonLink>
    </Center>
  );
}

/** /purchase-success: turns the confirmed payment into the buyer's card, exactly once. */
export function PurchaseSuccessPage() {
  const [params] = useSearchParams();
  const body = useMemo<PurchaseCardBody | null>(() => {
    const parsed = PurchaseSuccessQuerySchema.safeParse(Object.fromEntries(params));
    if (!parsed.success) return null;
    const q = parsed.data;
    const campaignId = Number(q.campaignId);
    if (!Number.isInteger(campaignId) || campaignId <= 0) return null;
    return {
      campaignId,
      customerName: q.name,
      customerEmail: q.email,
      ...(q.phone ? { customerPhone: q.phone } : {}),
      stripePaymentIntentId: q.payment_intent,
    };
  }, [params]);
  const purchase = usePurchaseCard(body);

  let content;
  if (!body) {
    content = (
      <Center role="alert">
        <ErrorMark aria-hidden="true">!</ErrorMark>
        <h1>{t`Purchase Error`}</h1>
        <ErrorText>{messageText(MESSAGES.missingPaymentInfo, currentLanguage())}</ErrorText>
        <ButtonLink as={Link} to="/" $variant="outline" $size="lg" $block>{t`Go Back`}</ButtonLink>
      </Center>
    );
  } else if (purchase.isPending) {
    content = (
      <Center aria-busy="true">
        <Spinner $size={48} />
        <h1>{t`Creating Your Card...`}</h1>
        <p>{t`Please keep this page open. It only takes a moment.`}</p>
      </Center>
    );
  } else if (purchase.isError) {
    content = <PurchaseError message={errorMessage(purchase.error, t`Failed to create card`)} />;
  } else {
    content = <Success card={purchase.data.card} />;
  }
  return <Layout>{content}</Layout>;
}
