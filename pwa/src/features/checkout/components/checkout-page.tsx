import { plural, t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { campaignValidityText } from '@dealcard/shared/dates';
import { formatCents } from '@dealcard/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { StateCard } from '../../../components/ui/state-card.tsx';
import { Skeleton, Spinner } from '../../../components/ui/skeleton.tsx';
import { useCampaign } from '../../../lib/api/campaign.ts';
import { useConfig } from '../../../lib/api/config.ts';
import { usePaymentIntent } from '../api/create-payment-intent.ts';
import { CheckoutBar } from './checkout-bar.tsx';
import { DemoCheckout } from './demo-payment.tsx';
import { sellerCodeFor } from '../../../lib/seller-code.ts';
import { space, column, text } from '../../../styles/theme.ts';

const StripeCheckout = lazy(() => import('./stripe-payment.tsx'));

const Layout = styled(Page)`
  max-width: 560px;
  ${column(4)}
`;
const Heading = styled.h1`
  font-size: clamp(1.5rem, 6vw, 2rem);
  font-weight: 800;
`;
const Summary = styled(Card)`
  display: flex;
  gap: ${space(3.5)};
  align-items: center;
  padding: ${space(4)};
`;
const Logo = styled.img`
  width: 56px;
  height: 56px;
  flex: none;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const SummaryText = styled.div`
  flex: 1;
  min-width: 0;
  strong {
    display: block;
    font-size: 1.05rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
const SummaryPrice = styled.strong`
  align-self: flex-start;
  ${text(1.2, 800)}
`;
const Waiting = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  padding: ${space(2)} 0 ${space(4)};
`;
const Message = styled(StateCard)`
  padding: ${space(9, 5)};
  h1,
  h2 {
    font-size: 1.4rem;
  }
  p {
    margin-bottom: ${space(5)};
  }
`;

function OrderSummary({ data }: { data: CampaignDetailResponse }) {
  const { campaign, restaurant, nonprofit } = data;
  const logo = nonprofit?.logoUrl ?? restaurant?.logoUrl ?? null;
  return (
    <Summary aria-label={t`Order summary`}>
      {logo ? <Logo src={logo} alt="" width={56} height={56} /> : null}
      <SummaryText>
        <strong>{campaign.nonprofitName}</strong>
        <span>{restaurant ? restaurant.name : t`Deal card`}</span>
        <span>
          {plural(campaign.offers.length, { one: '# offer', other: '# offers' })} ·{' '}
          {campaignValidityText(campaign.expirationMonths, campaign.cardExpirationDate)}
        </span>
      </SummaryText>
      <SummaryPrice>{formatCents(campaign.cardPrice)}</SummaryPrice>
    </Summary>
  );
}

function PaymentArea({ slug, data, sellerCode }: { slug: string; data: CampaignDetailResponse; sellerCode: string | null }) {
  const config = useConfig();
  const intent = usePaymentIntent(slug, true, sellerCode);

  useEffect(() => {
    // The spinner stays and the error is logged; the retry button below lets the buyer try again.
    if (intent.error) console.error('Payment intent creation failed', intent.error);
    if (config.error) console.error('Payment configuration failed', config.error);
  }, [intent.error, config.error]);

  if (!intent.data || !config.data) {
    const failed = intent.isError || config.isError;
    return (
      <Card>
        <Waiting data-testid="payment-loading">
          <Spinner />
          <p>{t`Preparing secure payment...`}</p>
          {failed ? (
            <Button
              $variant="ghost"
              onClick={() => {
                if (intent.isError) void intent.refetch();
                if (config.isError) void config.refetch();
              }}
            >{t`Taking too long? Try again`}</Button>
          ) : null}
        </Waiting>
      </Card>
    );
  }

  if (config.data.paymentProvider === 'stripe' && !config.data.stripePublishableKey) {
    // A server set up for Stripe without its publishable key cannot take a card here.
    return (
      <Message role="alert">
        <h2>{t`Card payments are unavailable`}</h2>
        <p>{t`Please try again later.`}</p>
      </Message>
    );
  }

  const common = {
    slug,
    campaign: data.campaign,
    paymentIntentId: intent.data.paymentIntentId,
    clientSecret: intent.data.clientSecret,
  };
  return (
    <Card>
      {config.data.paymentProvider === 'stripe' && config.data.stripePublishableKey ? (
        <Suspense fallback={<Spinner />}>
          <StripeCheckout {...common} publishableKey={config.data.stripePublishableKey} />
        </Suspense>
      ) : (
        <DemoCheckout {...common} />
      )}
    </Card>
  );
}

/** /checkout/{slug}: the buyer's details and the payment, on one short page. */
export function CheckoutPage() {
  const { slug = '' } = useParams();
  const campaign = useCampaign(slug);
  const [params] = useSearchParams();
  const sellerCode = sellerCodeFor(slug, params.get('s'));
  // Back to the campaign keeps the share link's code, as the campaign page's link brought it here.
  const backTo = `/campaign/${encodeURIComponent(slug)}${sellerCode ? `?s=${encodeURIComponent(sellerCode)}` : ''}`;

  let body;
  if (campaign.isPending) {
    body = (
      <Layout aria-busy="true" aria-label={t`Loading checkout`}>
        <Skeleton $height="2rem" $width="75%" />
        <Skeleton $height="88px" />
        <Skeleton $height="360px" />
      </Layout>
    );
  } else if (campaign.isError) {
    body = (
      <Layout>
        <Message role="alert">
          <h1>{t`Campaign Not Found`}</h1>
          <p>{t`The fundraising campaign you're looking for doesn't exist or is no longer active.`}</p>
          <ButtonLink as={Link} to="/campaigns" $size="lg">{t`Browse Campaigns`}</ButtonLink>
        </Message>
      </Layout>
    );
  } else if (campaign.data.campaign.isActive !== 1) {
    body = (
      <Layout>
        <Heading>{t`Complete Your Purchase`}</Heading>
        <OrderSummary data={campaign.data} />
        <Message role="status">
          <h2>{t`This campaign is no longer active`}</h2>
          <p>{t`Cards for this campaign can no longer be bought.`}</p>
          <ButtonLink as={Link} to="/campaigns" $size="lg">{t`Browse Campaigns`}</ButtonLink>
        </Message>
      </Layout>
    );
  } else {
    body = (
      <Layout>
        <Heading>{t`Complete Your Purchase`}</Heading>
        <OrderSummary data={campaign.data} />
        <PaymentArea slug={slug} data={campaign.data} sellerCode={sellerCode} />
      </Layout>
    );
  }

  return (
    <>
      <CheckoutBar backTo={backTo} />
      {body}
    </>
  );
}
