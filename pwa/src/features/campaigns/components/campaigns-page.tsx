import { plural, t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ActiveCampaign } from '@dealcard/shared';
import { validityCapFor } from '@dealcard/shared/date-math';
import { formatShortDate } from '@dealcard/shared/dates';
import { formatCents } from '@dealcard/shared/money';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { StateCard } from '../../../components/ui/state-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useActiveCampaigns } from '../api/get-active-campaigns.ts';
import { HowItWorks } from './how-it-works.tsx';
import { space, media, column, text } from '../../../styles/theme.ts';

/** How long a card bought today lasts, by the one rule: its months, or the campaign's last day when that comes first. */
function validityOf(campaign: ActiveCampaign): string {
  const cap = validityCapFor(campaign.expirationMonths, campaign.cardExpirationDate);
  return cap ? t`Until ${formatShortDate(cap)}` : plural(campaign.expirationMonths, { one: '# month', other: '# months' });
}

const Intro = styled.div`
  text-align: center;
  margin: ${space(2)} auto ${space(6)};
  max-width: 640px;
  h1 {
    font-size: clamp(1.75rem, 6vw, 2.5rem);
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-top: ${space(2)};
    font-size: 1.05rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${space(4)};
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const CampaignCard = styled(Card)`
  ${column(3)}
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;
const CardHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${space(3)};
  h2 {
    ${text(1.2, 750)}
  }
`;
const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  flex: 1;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
  margin: 0;
  div {
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${space(2, 3)};
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 0;
    ${text(1.05, 700)}
  }
`;
const ValueLine = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
const RaisedLine = styled.p`
  ${text(0.95, 700)}
  color: ${({ theme }) => theme.colors.primaryHover};
`;
const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;
const InlineError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
  font-weight: 600;
`;
const StateBox = styled(StateCard)`
  h2 {
    font-size: 1.3rem;
  }
`;

function CampaignTile({ campaign }: { campaign: ActiveCampaign }) {
  const { totalValue } = campaign;
  return (
    <CampaignCard data-testid="campaign-card" aria-labelledby={`campaign-${campaign.id}`}>
      <CardHead>
        <h2 id={`campaign-${campaign.id}`} tabIndex={-1}>
          {campaign.nonprofitName}
        </h2>
        <Badge $variant="success">{t`Active`}</Badge>
      </CardHead>
      <Description>{campaign.description}</Description>
      <Facts>
        <div>
          <dt>{t`Card Price`}</dt>
          <dd>{formatCents(campaign.cardPrice)}</dd>
        </div>
        <div>
          <dt>{t`Validity`}</dt>
          <dd>{validityOf(campaign)}</dd>
        </div>
      </Facts>
      {campaign.raisedCents > 0 ? (
        <RaisedLine data-testid="campaign-raised">{t`${formatCents(campaign.raisedCents)} raised`}</RaisedLine>
      ) : null}
      {totalValue > campaign.cardPrice ? <ValueLine>{t`${formatCents(totalValue)} in restaurant offers`}</ValueLine> : null}
      <ButtonLink
        as={Link}
        to={`/campaign/${encodeURIComponent(campaign.slug)}`}
        $block
        $size="lg"
      >{t`View Campaign`}</ButtonLink>
    </CampaignCard>
  );
}

function SkeletonTile() {
  return (
    <Card data-testid="campaign-skeleton" aria-hidden="true">
      <Skeleton $height="1.5rem" $width="70%" />
      <div style={{ height: 12 }} />
      <Skeleton $height="0.9rem" />
      <div style={{ height: 6 }} />
      <Skeleton $height="0.9rem" $width="85%" />
      <div style={{ height: 16 }} />
      <Skeleton $height="3rem" />
      <div style={{ height: 16 }} />
      <Skeleton $height="3.5rem" />
    </Card>
  );
}

/**
 * "Show more campaigns" under the list: a real button that says when it is loading (aria-disabled
 * rather than disabled, so it keeps keyboard focus) and offers a retry when that page fails.
 */
function ShowMore({ loading, error, onClick }: { loading: boolean; error: unknown; onClick: () => void }) {
  return (
    <More>
      {error && !loading ? (
        <InlineError role="alert">{t`We couldn't load more campaigns. ${errorMessage(error, t`Please check your connection and try again.`)}`}</InlineError>
      ) : null}
      <Button
        $variant="outline"
        $size="lg"
        aria-disabled={loading}
        aria-busy={loading}
        onClick={() => {
          if (!loading) onClick();
        }}
      >
        {loading ? t`Loading more campaigns...` : error ? t`Try again` : t`Show more campaigns`}
      </Button>
    </More>
  );
}

/** Home and /campaigns: the campaigns a visitor can buy a card from today, a page at a time. */
export function CampaignsPage() {
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isFetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useActiveCampaigns();

  // After "Show more campaigns", focus moves to the first tile just loaded: a keyboard or screen
  // reader user carries on reading from there, and keeps focus when the button goes away after
  // the last page. Set on click, applied once that tile is rendered (kept through a failed try).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    const first = index === null ? undefined : data?.[index];
    if (!first) return;
    focusFrom.current = null;
    document.getElementById(`campaign-${first.id}`)?.focus({ preventScroll: true });
  }, [data]);
  function showMore(shown: number) {
    focusFrom.current = shown;
    void fetchNextPage();
  }

  let body;
  if (isPending) {
    body = (
      <Grid aria-busy="true" aria-label={t`Loading campaigns`}>
        <SkeletonTile />
        <SkeletonTile />
        <SkeletonTile />
      </Grid>
    );
  } else if (isError && !isFetchNextPageError) {
    body = (
      <StateBox role="alert">
        <h2>{t`We couldn't load the campaigns`}</h2>
        <p>{errorMessage(error, t`Please check your connection and try again.`)}</p>
        <Button onClick={() => void refetch()} disabled={isFetching} $size="lg">
          {isFetching ? t`Loading...` : t`Try again`}
        </Button>
      </StateBox>
    );
  } else if (data.length === 0) {
    body = (
      <StateBox>
        <h2>{t`No Active Campaigns`}</h2>
        <p>{t`Check back soon for new fundraising opportunities in your community!`}</p>
      </StateBox>
    );
  } else {
    body = (
      <>
        <Grid>
          {data.map((c) => (
            <CampaignTile key={c.id} campaign={c} />
          ))}
        </Grid>
        {hasNextPage ? (
          <ShowMore
            loading={isFetchingNextPage}
            error={isFetchNextPageError ? error : null}
            onClick={() => showMore(data.length)}
          />
        ) : null}
      </>
    );
  }

  return (
    <Page>
      <Intro>
        <h1>{t`Support Local Nonprofits`}</h1>
        <p>{t`Buy a deal card from a local restaurant. Half of the price goes to a nonprofit, and you get great offers to enjoy.`}</p>
      </Intro>
      {body}
      <HowItWorks />
    </Page>
  );
}
