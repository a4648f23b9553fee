import { plural, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { campaignValidityText } from '@dealcard/shared/dates';
import { DEFAULT_DESCRIPTION } from '@dealcard/shared/limits';
import { campaignValues, formatCents } from '@dealcard/shared/money';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { StateCard } from '../../../components/ui/state-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCampaign } from '../api/get-campaign.ts';
import { FocusBar } from '../../../components/ui/focus-bar.tsx';
import { PartnerLogo } from './partner-logo.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { checkoutPath, rememberSellerCode, sellerCodeFor } from '../../../lib/seller-code.ts';
import { FundraisingSummary } from './fundraising-summary.tsx';
import type { SellerSignUpDialog as SellerSignUpDialogComponent } from './seller-sign-up-dialog.tsx';
import { TopSellers } from './top-sellers.tsx';
import { space, media, plainList, column, row, text } from '../../../styles/theme.ts';

/**
 * The sign-up dialog (with the shared schema it checks against) loads at the first tap on "Sell
 * cards": a buyer, who never opens it, does not download it.
 */
const loadSellerDialog = () => import('./seller-sign-up-dialog.tsx').then((m) => m.SellerSignUpDialog);

const Layout = styled(Page)`
  max-width: 720px;
  padding-bottom: ${space(30)};
  ${column(4)}
`;
const Partners = styled(Card)`
  display: grid;
  gap: ${space(4)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Partner = styled.div`
  ${row(3)}
  min-width: 0;
  small {
    display: block;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    ${text(0.72, 700)}
    color: ${({ theme }) => theme.colors.subtle};
  }
  strong {
    display: block;
    font-size: 1.1rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
`;
const Title = styled.h1`
  font-size: clamp(1.6rem, 6vw, 2.2rem);
  font-weight: 800;
  letter-spacing: -0.01em;
`;
const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
  margin-top: ${space(2)};
`;
const PriceCard = styled(Card)`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.cream});
  border-color: ${({ theme }) => theme.colors.peach};
`;
const PriceRow = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(3)};
  flex-wrap: wrap;
`;
const Regular = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  s {
    font-weight: 600;
  }
`;
const YourPrice = styled.p`
  ${text(0.95, 600)}
  strong {
    display: block;
    font-size: 2.4rem;
    line-height: 1.1;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
const SavingsBadge = styled(Badge)`
  font-size: 0.95rem;
  padding: ${space(1.5, 3)};
`;
const Totals = styled.p`
  margin-top: ${space(3)};
  padding-top: ${space(3)};
  border-top: 1px dashed ${({ theme }) => theme.colors.peachStrong};
  display: flex;
  justify-content: space-between;
  font-weight: 600;
  gap: ${space(3)};
`;
const Offers = styled.ul`
  ${plainList(2.5)}
  margin: ${space(3)} 0 0;
`;
const Offer = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3, 3.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  strong {
    display: block;
    font-size: 1.02rem;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
const OfferValue = styled.span`
  flex: none;
  text-align: right;
  font-weight: 700;
  small {
    display: block;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 0.78rem;
  }
`;
const Qty = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 800;
`;
const Validity = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
const ActionBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  padding: ${space(3, 4)} calc(${space(3)} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.bar};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.barTop};
  > div {
    max-width: 720px;
    margin: 0 auto;
  }
`;
const Inactive = styled(Notice)`
  text-align: center;
  font-weight: 700;
  padding: ${space(3.5)};
  strong {
    display: block;
  }
  a {
    display: inline-block;
    margin-top: ${space(0.5)};
    ${text(0.92, 600)}
    color: ${({ theme }) => theme.colors.text};
  }
`;
const NotFound = styled(StateCard)`
  margin-top: ${space(6)};
  h1 {
    font-size: 1.5rem;
  }
  p {
    margin-bottom: ${space(5)};
  }
`;
const SectionTitle = styled.h2`
  font-size: 1.15rem;
`;
const WebsiteLink = styled(ButtonLink)`
  white-space: normal;
  text-align: center;
`;
const SellButton = styled(Button)`
  white-space: normal;
  text-align: center;
  margin-top: ${space(1)};
  padding-top: ${space(2)};
  padding-bottom: ${space(2)};
`;
const SellerNote = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
const DialogFailed = styled(Notice)`
  ${text(0.9, 600)}
`;

/**
 * A share link's seller code for this campaign: the URL's own, else the one this tab remembered.
 * A link's code is remembered so a buyer who browses away and back still carries it to checkout.
 */
function useSellerCode(slug: string): string | null {
  const [params] = useSearchParams();
  const fromUrl = params.get('s');
  useEffect(() => rememberSellerCode(slug, fromUrl), [slug, fromUrl]);
  return sellerCodeFor(slug, fromUrl);
}

/** "Sell cards for {nonprofit}" and its dialog, loaded on the first tap. */
function useSellerDialog() {
  const [Dialog, setDialog] = useState<typeof SellerSignUpDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const show = () => {
    setFailed(false);
    loadSellerDialog().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  return { Dialog: open ? Dialog : null, show, close: () => setOpen(false), failed };
}

function CampaignDetail({ data }: { data: CampaignDetailResponse }) {
  const { campaign, restaurant, nonprofit } = data;
  const sellerCode = useSellerCode(campaign.slug);
  const seller = useSellerDialog();
  const SellerDialog = seller.Dialog;
  const { totalValue, savings, savingsPercent } = campaignValues(campaign.cardPrice, campaign.offers);
  const active = campaign.isActive === 1;
  const offerCount = campaign.offers.length;
  const nonprofitName = nonprofit?.name ?? campaign.nonprofitName;
  return (
    <>
      <Layout>
        <Partners aria-label={t`Partners`}>
          <Partner>
            <PartnerLogo name={nonprofitName} logoUrl={nonprofit?.logoUrl} />
            <div>
              <small>{t`Supporting`}</small>
              <strong>{nonprofitName}</strong>
            </div>
          </Partner>
          {restaurant ? (
            <Partner>
              <PartnerLogo name={restaurant.name} logoUrl={restaurant.logoUrl} />
              <div>
                <small>{t`Partnered with`}</small>
                <strong>{restaurant.name}</strong>
              </div>
            </Partner>
          ) : null}
        </Partners>

        <header>
          <Title>{t`${campaign.nonprofitName} Deal Card`}</Title>
          <Lead>{campaign.description.trim() || DEFAULT_DESCRIPTION}</Lead>
        </header>

        <FundraisingSummary
          raisedCents={campaign.raisedCents}
          goalCents={campaign.goalCents}
          cardsSold={campaign.cardsSold}
          nonprofitName={nonprofitName}
        >
          {active && sellerCode ? <SellerNote>{t`You're supporting ${nonprofitName} through a seller's link`}</SellerNote> : null}
          {active ? (
            <SellButton $variant="secondary" $block onClick={seller.show}>{t`Sell cards for ${nonprofitName}`}</SellButton>
          ) : null}
          {seller.failed ? (
            <DialogFailed
              $tone="warning"
              role="alert"
            >{t`Could not open the sign-up. Check your connection and try again.`}</DialogFailed>
          ) : null}
        </FundraisingSummary>

        <PriceCard aria-label={t`Price`}>
          <PriceRow>
            <div>
              <Regular>
                {t`Regular value`} <s data-testid="regular-value">{formatCents(totalValue)}</s>
              </Regular>
              <YourPrice>
                {t`Your price`}
                <strong data-testid="your-price">{formatCents(campaign.cardPrice)}</strong>
              </YourPrice>
            </div>
            {savings > 0 ? (
              <SavingsBadge
                $variant="success"
                data-testid="savings"
              >{t`Save ${formatCents(savings)} (${savingsPercent}%)`}</SavingsBadge>
            ) : null}
          </PriceRow>
          <Totals>
            <span>{t`Total value ${formatCents(totalValue)}`}</span>
            <span>{plural(offerCount, { one: '# offer', other: '# offers' })}</span>
          </Totals>
        </PriceCard>

        <Card aria-labelledby="offers-heading">
          <SectionTitle id="offers-heading">{t`What's on the card`}</SectionTitle>
          <Offers>
            {campaign.offers.map((o) => (
              <Offer key={o.id} data-testid="campaign-offer">
                <div>
                  <strong>
                    <Qty>{t`${o.quantity}x`}</Qty> {o.name}
                  </strong>
                  {o.description ? <p>{o.description}</p> : null}
                </div>
                <OfferValue>
                  {formatCents(o.quantity * o.retailValue)}
                  {o.quantity > 1 ? <small>{t`${formatCents(o.retailValue)} each`}</small> : null}
                </OfferValue>
              </Offer>
            ))}
          </Offers>
        </Card>

        <TopSellers slug={campaign.slug} />

        {restaurant?.websiteUrl ? (
          <WebsiteLink
            href={restaurant.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            $variant="outline"
            $block
            $size="lg"
          >{t`Visit the restaurant's website`}</WebsiteLink>
        ) : null}

        <Validity>{campaignValidityText(campaign.expirationMonths, campaign.cardExpirationDate)}</Validity>
      </Layout>
      <ActionBar>
        <div>
          {active ? (
            <ButtonLink
              as={Link}
              to={checkoutPath(campaign.slug, sellerCode)}
              $block
              $size="lg"
            >{t`Purchase Card for ${formatCents(campaign.cardPrice)}`}</ButtonLink>
          ) : (
            <Inactive $tone="warning" role="status">
              <strong>{t`This campaign is no longer active`}</strong>
              <Link to="/campaigns">{t`See the active campaigns`}</Link>
            </Inactive>
          )}
        </div>
      </ActionBar>
      {SellerDialog ? <SellerDialog slug={campaign.slug} nonprofitName={nonprofitName} onClose={seller.close} /> : null}
    </>
  );
}

function LandingSkeleton() {
  return (
    <Layout aria-busy="true" aria-label={t`Loading campaign`}>
      <Card>
        <Skeleton $height="56px" />
      </Card>
      <Skeleton $height="2.2rem" $width="80%" />
      <Skeleton $height="1rem" />
      <Skeleton $height="160px" />
      <Skeleton $height="220px" />
    </Layout>
  );
}

/** /campaign/{slug}: what the card holds, what it costs, who it helps. */
export function CampaignLandingPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useCampaign(slug);
  return (
    <>
      <FocusBar backTo="/campaigns" backLabel={t`All campaigns`} />
      {isPending ? (
        <LandingSkeleton />
      ) : isError ? (
        <Page $narrow>
          <NotFound role="alert">
            <h1>{t`Campaign Not Found`}</h1>
            <p>{t`The fundraising campaign you're looking for doesn't exist or is no longer active.`}</p>
            <ButtonLink as={Link} to="/campaigns" $size="lg">{t`Browse Campaigns`}</ButtonLink>
          </NotFound>
        </Page>
      ) : (
        <CampaignDetail data={data} />
      )}
    </>
  );
}
