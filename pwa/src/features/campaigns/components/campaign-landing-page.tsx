import { plural, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { campaignValidityText, formatShortDate, toDateOnly } from '@dealcard/shared/dates';
import { endsOnExpirationDate } from '../../../lib/card-life.ts';
import { DEFAULT_DESCRIPTION } from '@dealcard/shared/limits';
import { campaignValues, formatCents } from '@dealcard/shared/money';
import { useLanguage } from '@dealcard/shared/browser/language-runtime';
import { offerIn } from '@dealcard/shared/offer-language';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCampaign } from '../../../lib/api/campaign.ts';
import { FocusBar } from '../../../components/ui/focus-bar.tsx';
import { PartnerLogo } from './partner-logo.tsx';
import { checkoutPath, rememberSellerCode, sellerCodeFor } from '../../../lib/seller-code.ts';
import { FundraisingSummary } from './fundraising-summary.tsx';
import type { SellerSignUpDialog as SellerSignUpDialogComponent } from './seller-sign-up-dialog.tsx';
import { TopSellers } from './top-sellers.tsx';

/**
 * The sign-up dialog (with the shared schema it checks against) loads at the first tap on "Sell
 * cards": a buyer, who never opens it, does not download it.
 */
import {
  Layout,
  Partners,
  Partner,
  Title,
  Lead,
  PriceCard,
  PriceRow,
  Regular,
  YourPrice,
  SavingsBadge,
  Totals,
  Offers,
  Offer,
  OfferValue,
  Qty,
  Validity,
  ActionBar,
  Inactive,
  NotFound,
  SectionTitle,
  WebsiteLink,
  SellButton,
  SellerNote,
  DialogFailed,
} from './campaign-landing-styles.ts';

const loadSellerDialog = () => import('./seller-sign-up-dialog.tsx').then((m) => m.SellerSignUpDialog);

/**
 * How long a card bought today lasts: "Valid until {date}" when it runs to the campaign's card
 * expiration date (a short campaign's cards), else the months from purchase.
 */
function landingValidity(expirationMonths: number, cardExpirationDate: string | null): string {
  if (cardExpirationDate && endsOnExpirationDate(toDateOnly(new Date()), expirationMonths, cardExpirationDate)) {
    const date = formatShortDate(cardExpirationDate);
    return t`Valid until ${date}`;
  }
  return campaignValidityText(expirationMonths, cardExpirationDate);
}

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
  const language = useLanguage();
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
            {campaign.offers.map((o) => {
              // The restaurant's Spanish for a Spanish reader, where it gave one.
              const words = offerIn(
                { offerType: o.name, description: o.description, offerTypeEs: o.offerTypeEs, descriptionEs: o.descriptionEs },
                language,
              );
              return (
                <Offer key={o.id} data-testid="campaign-offer">
                  <div>
                    <strong>
                      <Qty>{t`${o.quantity}x`}</Qty> {words.offerType}
                    </strong>
                    {words.description ? <p>{words.description}</p> : null}
                  </div>
                  <OfferValue>
                    {formatCents(o.quantity * o.retailValue)}
                    {o.quantity > 1 ? <small>{t`${formatCents(o.retailValue)} each`}</small> : null}
                  </OfferValue>
                </Offer>
              );
            })}
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

        <Validity data-testid="card-validity">{landingValidity(campaign.expirationMonths, campaign.cardExpirationDate)}</Validity>
      </Layout>
      {/* Fixed at the bottom, outside the page's <main>: a landmark of its own (axe's region rule). */}
      <ActionBar role="region" aria-label={t`Buy this card`}>
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
