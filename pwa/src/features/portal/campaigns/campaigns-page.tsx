import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_TYPE_LABELS, formatCents, formatShortDate, type Campaign } from '@dealcard/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePortalCampaigns } from '../api/get-campaigns.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { CardActions, CardsSkeleton, ErrorState, Meta, PageHeading } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isLive, landingUrl, salesState } from './campaign-rules.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/skeleton.tsx';

const Banner = styled(Notice)`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  padding: 16px 18px;
  margin-bottom: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.warningBorder};
  color: ${({ theme }) => theme.colors.warningText};
  .icon {
    padding-top: 2px;
  }
  h2 {
    font-size: 1.05rem;
    font-weight: 700;
  }
`;
const List = styled.div`
  display: grid;
  gap: 16px;
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  h2 {
    font-size: 1.2rem;
    font-weight: 700;
    margin-right: 4px;
  }
`;
const Desc = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: 8px;
`;
const Url = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied!', description: url, variant: 'success' });
  } catch {
    toast({ title: 'Error', description: 'Could not copy the link. Select it and copy it by hand.', variant: 'destructive' });
  }
}

function SalesBadge({ campaign }: { campaign: Campaign }) {
  const state = salesState(campaign);
  if (state === 'ended') return <Badge $variant="secondary">Sales ended {formatShortDate(campaign.endDate!)}</Badge>;
  if (state === 'not_started') return <Badge $variant="secondary">Sales start {formatShortDate(campaign.startDate!)}</Badge>;
  return <Badge $variant="success">● Live</Badge>;
}

// The QR encoder comes with the share tools, only when someone opens them.
const ShareTools = lazy(() => import('../../../components/share-tools/share-tools.tsx').then((m) => ({ default: m.ShareTools })));

function LiveCampaign({ campaign }: { campaign: Campaign }) {
  const url = landingUrl(campaign.slug);
  const [sharing, setSharing] = useState(false);
  return (
    <Card aria-label={campaign.nonprofitName}>
      <Top>
        <h2>{campaign.nonprofitName}</h2>
        <Badge $variant="outline">{PRODUCT_TYPE_LABELS[campaign.productType]}</Badge>
        <SalesBadge campaign={campaign} />
      </Top>
      <Desc>{campaign.description}</Desc>
      <Meta>
        <dt>Card Price</dt>
        <dd>{formatCents(campaign.cardPrice)}</dd>
        <dt>Valid</dt>
        <dd>
          {campaign.expirationMonths} month{campaign.expirationMonths === 1 ? '' : 's'} from purchase
        </dd>
        {campaign.cardExpirationDate ? (
          <>
            {/* A card expires at the earlier of the two: its months, or this date. */}
            <dt>Cards expire by</dt>
            <dd>{formatShortDate(campaign.cardExpirationDate)} at the latest</dd>
          </>
        ) : null}
        {campaign.goalCents ? (
          <>
            <dt>Goal</dt>
            <dd>{formatCents(campaign.goalCents)} for the nonprofit</dd>
          </>
        ) : null}
        <dt>Landing page</dt>
        <dd>
          <Url>{url}</Url>
        </dd>
      </Meta>
      {sharing ? (
        <Suspense fallback={<Spinner />}>
          <ShareTools
            url={url}
            title={`Support ${campaign.nonprofitName}`}
            text={`Get a deal card and support ${campaign.nonprofitName}.`}
            posterHref={`/campaign/${encodeURIComponent(campaign.slug)}/poster`}
          />
        </Suspense>
      ) : null}
      <CardActions>
        <Button $variant="outline" $size="sm" aria-expanded={sharing} onClick={() => setSharing((s) => !s)}>
          {sharing ? 'Hide QR & Poster' : 'QR Code & Poster'}
        </Button>
        <ButtonLink href={url} target="_blank" rel="noopener noreferrer" $variant="outline" $size="sm">
          View Landing Page ↗
        </ButtonLink>
        <Button $size="sm" onClick={() => void copyLink(url)}>
          Copy Link
        </Button>
      </CardActions>
    </Card>
  );
}

export function CampaignsPage() {
  const { link } = usePortalScope();
  const campaigns = usePortalCampaigns();
  const all = campaigns.data ?? [];
  const live = all.filter(isLive);
  const pending = all.filter((c) => c.status === 'pending').length;

  return (
    <>
      <PageHeading
        title="My Campaigns"
        description="Your live fundraising campaigns and their landing pages."
        actions={
          <ButtonLink as={Link} to={link('/restaurant/campaigns/new')}>
            + New campaign
          </ButtonLink>
        }
      />

      {campaigns.isLoading ? (
        <CardsSkeleton count={2} height="220px" />
      ) : campaigns.error ? (
        <ErrorState
          message={errorMessage(campaigns.error, 'Could not load your campaigns.')}
          onRetry={() => void campaigns.refetch()}
        />
      ) : (
        <>
          {pending > 0 ? (
            <Banner $tone="warning" role="status" aria-label="Pending Approval">
              <span className="icon">
                <Icon name="clock" size={22} />
              </span>
              <div>
                <h2>Pending Approval</h2>
                <p>
                  {pending} campaign{pending === 1 ? ' is' : 's are'} awaiting superadmin approval. You will see{' '}
                  {pending === 1 ? 'it' : 'them'} here once approved.
                </p>
              </div>
            </Banner>
          ) : null}
          {live.length === 0 ? (
            <EmptyState
              icon="megaphone"
              title="No Active Campaigns"
              text="Once a campaign is approved and active it appears here with its landing page and a link to share."
              action={
                <ButtonLink as={Link} to={link('/restaurant/campaigns/new')}>
                  Create a campaign
                </ButtonLink>
              }
            />
          ) : (
            <List>
              {live.map((c) => (
                <LiveCampaign key={c.id} campaign={c} />
              ))}
            </List>
          )}
        </>
      )}
    </>
  );
}
