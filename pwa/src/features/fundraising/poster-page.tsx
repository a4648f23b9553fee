import { t } from '@lingui/core/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { SELLER_CODE_LENGTH } from '@dealcard/shared/limits';
import { formatCents } from '@dealcard/shared/money';
import { QrCode } from '../../components/share-tools/share-tools.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageLoading } from '../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useCampaign } from '../../lib/api/campaign.ts';
import { space, media, plainList, column, row, text, clampLines } from '../../styles/theme.ts';

const SELLER_CODE = new RegExp(`^[A-Z0-9]{${SELLER_CODE_LENGTH}}$`);

/** The seller code of `?s=`, as the server reads it; anything else is simply no seller. */
function sellerCodeOf(raw: string | null): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  return SELLER_CODE.test(code) ? code : null;
}

/*
 * One printed page on A4 or Letter: with 12 mm margins A4 leaves 186 x 273 mm and Letter 192 x 255,
 * so the sheet keeps within 186 x 250. Black on white; nothing depends on a background colour,
 * which browsers leave out of print by default.
 */
const PrintStyle = createGlobalStyle`
  @page {
    size: auto;
    margin: 12mm;
  }
  @media print {
    html,
    body {
      background: ${({ theme }) => theme.colors.surface} !important;
      color: ${({ theme }) => theme.colors.text};
    }
    header,
    footer,
    nav {
      display: none !important;
    }
  }
`;

const Screen = styled.main`
  max-width: 760px;
  margin: 0 auto;
  padding: ${space(4, 4, 12)};
  @media print {
    max-width: none;
    padding: 0;
  }
`;
/**
 * Print and the way back. On a phone both take the full width, Print first (the page's purpose),
 * rather than wrapping into a lone link and a stray button; from a large phone up, one row.
 */
const Toolbar = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: stretch;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
  > * {
    justify-content: center;
    text-align: center;
  }
  ${media.sm} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
  @media print {
    display: none;
  }
`;
const ScreenNotice = styled(Notice)`
  margin-bottom: ${space(4)};
  @media print {
    display: none;
  }
`;
const Sheet = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${space(6, 5)};
  ${column(5)}
  ${media.sm} {
    padding: ${space(10)};
  }
  @media print {
    width: 186mm;
    max-height: 250mm;
    overflow: hidden;
    margin: 0 auto;
    padding: 0;
    border: 0;
    border-radius: 0;
    box-shadow: none;
    gap: 6mm;
    break-inside: avoid;
    page-break-inside: avoid;
  }
`;
const Partners = styled.div`
  ${row(3)}
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
  @media print {
    gap: 5mm;
    img {
      width: 18mm;
      height: 18mm;
    }
  }
`;
const Headline = styled.h1`
  font-size: clamp(2rem, 9vw, 3.4rem);
  font-weight: 900;
  line-height: 1.05;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
  @media print {
    font-size: 34pt;
    ${clampLines(3)}
  }
`;
const Restaurant = styled.p`
  font-size: 1.15rem;
  margin-top: ${space(2.5)};
  overflow-wrap: anywhere;
  @media print {
    font-size: 15pt;
    margin-top: 3mm;
  }
`;
const Price = styled.p`
  font-size: clamp(1.4rem, 6vw, 2rem);
  font-weight: 800;
  line-height: 1.2;
  @media print {
    font-size: 24pt;
  }
`;
const Half = styled.p`
  ${text(1.15, 600)}
  margin-top: ${space(1.5)};
  overflow-wrap: anywhere;
  @media print {
    font-size: 15pt;
    margin-top: 2mm;
  }
`;
const Body = styled.div`
  display: grid;
  gap: ${space(6)};
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
  @media print {
    grid-template-columns: minmax(0, 1fr) 74mm;
    gap: 6mm;
    align-items: start;
  }
`;
const OffersTitle = styled.h2`
  ${text(1.2, 800)}
  margin-bottom: ${space(2.5)};
  @media print {
    font-size: 14pt;
    margin-bottom: 3mm;
  }
`;
const Offers = styled.ul`
  ${plainList(3)}
  li {
    padding-left: ${space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.text};
  }
  strong {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  @media print {
    /* The QR code beside it is never cut; a very long list is. */
    max-height: 150mm;
    overflow: hidden;
    gap: 3mm;
    li {
      padding-left: 3mm;
      break-inside: avoid;
    }
    strong {
      font-size: 12pt;
    }
    p {
      color: ${({ theme }) => theme.colors.text};
      font-size: 10pt;
      ${clampLines(2)}
    }
  }
`;
const Qty = styled.span`
  font-weight: 800;
  margin-right: ${space(1)};
`;
const Scan = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  text-align: center;
  figcaption {
    ${text(1.1, 700)}
  }
  @media print {
    gap: 2mm;
    figcaption {
      font-size: 13pt;
    }
  }
`;
const PosterQr = styled(QrCode)`
  @media print {
    width: 72mm;
    padding: 0;
    border: 0;
  }
`;
const Address = styled.p`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  max-width: 320px;
  @media print {
    font-size: 10pt;
    max-width: 72mm;
  }
`;
const Problem = styled.div`
  text-align: center;
  padding: ${space(12, 4)};
  h1 {
    font-size: 1.5rem;
    margin-bottom: ${space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${space(5)};
  }
`;

function Poster({ data, sellerCode }: { data: CampaignDetailResponse; sellerCode: string | null }) {
  const { campaign, restaurant, nonprofit } = data;
  const nonprofitName = nonprofit?.name ?? campaign.nonprofitName;
  const campaignPath = `/campaign/${encodeURIComponent(campaign.slug)}${sellerCode ? `?s=${sellerCode}` : ''}`;
  const shareUrl = `${window.location.origin}${campaignPath}`;
  const logos = [nonprofit?.logoUrl, restaurant?.logoUrl].filter((url): url is string => Boolean(url));
  return (
    <>
      <Toolbar>
        <ButtonLink as={Link} to={campaignPath} $variant="ghost">{t`Open the campaign page`}</ButtonLink>
        <Button onClick={() => window.print()}>{t`Print`}</Button>
      </Toolbar>
      {campaign.isActive === 1 ? null : (
        <ScreenNotice $tone="warning" role="status">{t`This campaign is not selling cards right now.`}</ScreenNotice>
      )}
      <Sheet aria-label={t`Poster`}>
        {logos.length > 0 ? (
          <Partners>
            {/* The names are printed in full below, so the logos add nothing for a screen reader. */}
            {logos.map((url) => (
              <img key={url} src={url} alt="" />
            ))}
          </Partners>
        ) : null}
        <div>
          <Headline>{t`Support ${nonprofitName}`}</Headline>
          {restaurant ? <Restaurant>{t`With offers from ${restaurant.name}`}</Restaurant> : null}
        </div>
        <div>
          <Price>{t`Get the deal card: ${formatCents(campaign.cardPrice)}`}</Price>
          <Half>{t`Half of every card goes to ${nonprofitName}`}</Half>
        </div>
        <Body>
          <section aria-labelledby="poster-offers">
            <OffersTitle id="poster-offers">{t`What's on the card`}</OffersTitle>
            <Offers>
              {campaign.offers.map((offer) => (
                <li key={offer.id}>
                  <div>
                    {offer.quantity > 1 ? <Qty>{t`${offer.quantity}x`}</Qty> : null}
                    <strong>{offer.name}</strong>
                  </div>
                  {offer.description ? <p>{offer.description}</p> : null}
                </li>
              ))}
            </Offers>
          </section>
          <Scan>
            <figcaption>{t`Scan to get your card`}</figcaption>
            <PosterQr url={shareUrl} size="280px" />
            <Address data-testid="poster-url">{shareUrl}</Address>
          </Scan>
        </Body>
      </Sheet>
    </>
  );
}

/** /campaign/{slug}/poster[?s=CODE]: a one-page poster with the campaign's QR code, to print. */
export function PosterPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const sellerCode = sellerCodeOf(params.get('s'));
  const { data, isPending, isError, error, refetch, isFetching } = useCampaign(slug);
  return (
    <Screen>
      <PrintStyle />
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
          <Problem role="alert">
            <h1>{t`Campaign Not Found`}</h1>
            <p>{t`The fundraising campaign you're looking for doesn't exist or is no longer active.`}</p>
            <ButtonLink as={Link} to="/campaigns">{t`Browse Campaigns`}</ButtonLink>
          </Problem>
        ) : (
          <Problem role="alert">
            <h1>{t`We couldn't load the poster`}</h1>
            <p>{errorMessage(error, t`Something went wrong. Try again in a moment.`)}</p>
            <Button onClick={() => void refetch()} disabled={isFetching}>{t`Try again`}</Button>
          </Problem>
        )
      ) : (
        <Poster data={data} sellerCode={sellerCode} />
      )}
    </Screen>
  );
}
