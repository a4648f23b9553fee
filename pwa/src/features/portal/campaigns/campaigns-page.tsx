import { plural, t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, formatShortDate, type Campaign } from '@dealcard/shared';
import { productTypeLabel } from '../../../lib/card-words.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { copyFeedback, copyLink, copyLinkLabel } from '../../../components/share-tools/copy-link.ts';
import { usePortalCampaigns } from '../api/get-campaigns.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { CardActions, CardsSkeleton, Meta, PageFrame } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isLive, landingUrl, salesState } from './campaign-rules.ts';
import { NotLiveCampaigns } from './not-live-campaigns.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/skeleton.tsx';
import { space, row, text } from '../../../styles/theme.ts';

const Banner = styled(Notice)`
  display: flex;
  gap: ${space(3.5)};
  align-items: flex-start;
  padding: ${space(4, 4.5)};
  margin-bottom: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.warningBorder};
  color: ${({ theme }) => theme.colors.warningText};
  .icon {
    padding-top: ${space(0.5)};
  }
  h2 {
    ${text(1.05, 700)}
  }
`;
const List = styled.div`
  display: grid;
  gap: ${space(4)};
`;
const Top = styled.div`
  ${row(2)}
  flex-wrap: wrap;
  h2 {
    ${text(1.2, 700)}
    margin-right: ${space(1)};
  }
`;
const Desc = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(2)};
`;
const Url = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${space(0.5, 1.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

async function copyCampaignLink(url: string) {
  const outcome = await copyLink(url);
  toast({ title: copyFeedback(outcome), description: url, variant: outcome === 'copied' ? 'success' : 'destructive' });
}

function SalesBadge({ campaign }: { campaign: Campaign }) {
  const state = salesState(campaign);
  if (state === 'ended') return <Badge $variant="secondary">{t`Sales ended ${formatShortDate(campaign.endDate!)}`}</Badge>;
  if (state === 'not_started')
    return <Badge $variant="secondary">{t`Sales start ${formatShortDate(campaign.startDate!)}`}</Badge>;
  return <Badge $variant="success">{t`● Live`}</Badge>;
}

// The QR encoder comes with the share tools, only when someone opens them.
const ShareTools = lazy(() => import('../../../components/share-tools/share-tools.tsx').then((m) => ({ default: m.ShareTools })));

function LiveCampaign({ campaign }: { campaign: Campaign }) {
  const url = landingUrl(campaign.slug);
  const [sharing, setSharing] = useState(false);
  const nonprofitName = campaign.nonprofitName;
  return (
    <Card aria-label={campaign.nonprofitName}>
      <Top>
        <h2>{campaign.nonprofitName}</h2>
        <Badge $variant="outline">{productTypeLabel(campaign.productType)}</Badge>
        <SalesBadge campaign={campaign} />
      </Top>
      <Desc>{campaign.description}</Desc>
      <Meta>
        <dt>{t`Card Price`}</dt>
        <dd>{formatCents(campaign.cardPrice)}</dd>
        <dt>{t`Valid`}</dt>
        <dd>{plural(campaign.expirationMonths, { one: '# month from purchase', other: '# months from purchase' })}</dd>
        {campaign.cardExpirationDate ? (
          <>
            {/* A card expires at the earlier of the two: its months, or this date. */}
            <dt>{t`Cards expire by`}</dt>
            <dd>{t`${formatShortDate(campaign.cardExpirationDate)} at the latest`}</dd>
          </>
        ) : null}
        {campaign.goalCents ? (
          <>
            <dt>{t`Goal`}</dt>
            <dd>{t`${formatCents(campaign.goalCents)} for the nonprofit`}</dd>
          </>
        ) : null}
        <dt>{t`Landing page`}</dt>
        <dd>
          <Url>{url}</Url>
        </dd>
      </Meta>
      {sharing ? (
        <Suspense fallback={<Spinner />}>
          <ShareTools
            url={url}
            title={t`Support ${nonprofitName}`}
            text={t`Get a deal card and support ${nonprofitName}.`}
            posterHref={`/campaign/${encodeURIComponent(campaign.slug)}/poster`}
            // The card's own Copy Link stays beside it: one per campaign.
            withCopy={false}
          />
        </Suspense>
      ) : null}
      <CardActions>
        <Button $variant="outline" $size="sm" aria-expanded={sharing} onClick={() => setSharing((s) => !s)}>
          {sharing ? t`Hide QR & Poster` : t`QR Code & Poster`}
        </Button>
        <ButtonLink
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          $variant="outline"
          $size="sm"
        >{t`View Landing Page ↗`}</ButtonLink>
        <Button $size="sm" onClick={() => void copyCampaignLink(url)}>
          {copyLinkLabel()}
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
      <PageFrame
        title={t`My Campaigns`}
        description={t`Your live fundraising campaigns and their landing pages, then those that are not live.`}
        actions={<ButtonLink as={Link} to={link('/restaurant/campaigns/new')}>{t`+ New campaign`}</ButtonLink>}
        query={campaigns}
        loading={<CardsSkeleton count={2} height="220px" />}
        failure={t`Could not load your campaigns.`}
      >
        {() => (
          <>
            {pending > 0 ? (
              <Banner $tone="warning" role="status" aria-label={t`Pending Approval`}>
                <span className="icon">
                  <Icon name="clock" size={22} />
                </span>
                <div>
                  <h2>{t`Pending Approval`}</h2>
                  <p>
                    {plural(pending, {
                      one: '# campaign is awaiting superadmin approval. It is listed below until it goes live.',
                      other: '# campaigns are awaiting superadmin approval. They are listed below until they go live.',
                    })}
                  </p>
                </div>
              </Banner>
            ) : null}
            {live.length === 0 ? (
              <EmptyState
                icon="megaphone"
                title={t`No Active Campaigns`}
                text={t`Once a campaign is approved and active it appears here with its landing page and a link to share.`}
                action={<ButtonLink as={Link} to={link('/restaurant/campaigns/new')}>{t`Create a campaign`}</ButtonLink>}
              />
            ) : (
              <List>
                {live.map((c) => (
                  <LiveCampaign key={c.id} campaign={c} />
                ))}
              </List>
            )}
            <NotLiveCampaigns campaigns={all} />
          </>
        )}
      </PageFrame>
    </>
  );
}
