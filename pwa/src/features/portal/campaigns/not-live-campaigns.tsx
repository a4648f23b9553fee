import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { campaignValidityText, formatCents, formatShortDate, totalValueCents, type Campaign } from '@dealcard/shared';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { CardActions, Meta } from '../../../components/back-office/kit.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useWithdrawPortalCampaign } from '../api/edit-campaign.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { RejectionReason } from './rejection-reason.tsx';
import { space, row, text } from '../../../styles/theme.ts';

/** Where a campaign that is not live stands, for its owner. */
type NotLiveState = 'pending' | 'paused' | 'rejected' | 'draft';

export function notLiveState(c: Campaign): NotLiveState | null {
  if (c.status === 'approved') return c.isActive === 1 ? null : 'paused';
  if (c.status === 'archived') return null;
  return c.status;
}

const STATE_BADGE: Record<NotLiveState, BadgeVariant> = {
  pending: 'info',
  paused: 'warning',
  rejected: 'destructive',
  draft: 'secondary',
};

function stateLabel(state: NotLiveState): string {
  switch (state) {
    case 'pending':
      return t`Waiting for approval`;
    case 'paused':
      return t({ message: 'Paused', context: "a campaign's state, for its owner" });
    case 'rejected':
      return t({ message: 'Rejected', context: "a campaign's state, for its owner" });
    case 'draft':
      return t({ message: 'Draft', context: "a campaign's state, for its owner" });
  }
}

/** What the state means and what the owner can do about it. */
function stateText(state: NotLiveState): string {
  switch (state) {
    case 'pending':
      return t`A superadmin reviews it before it goes live. You can still edit it, or withdraw it to work on it as a draft.`;
    case 'paused':
      return t`The platform paused it: it sells no cards until it is activated again. Contact support to ask why.`;
    case 'rejected':
      return t`It was not approved. Fix what the reviewer asks and send it again.`;
    case 'draft':
      return t`You withdrew it from review. Edit it and send it for approval when it is ready.`;
  }
}

const Section = styled.section`
  margin-top: ${space(8)};
  h2.section {
    ${text(1.25, 700)}
    margin-bottom: ${space(1)};
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${space(4)};
  }
`;
const List = styled.div`
  display: grid;
  gap: ${space(4)};
`;
const Top = styled.div`
  ${row(2)}
  flex-wrap: wrap;
  h3 {
    ${text(1.15, 700)}
    margin-right: ${space(1)};
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(2)};
`;
const Details = styled(Meta)`
  margin-top: ${space(3)};
`;
const Offers = styled.ul`
  margin: ${space(2, 0, 0, 5)};
  font-size: 0.95rem;
`;

function NotLiveCampaign({ campaign, state }: { campaign: Campaign; state: NotLiveState }) {
  const { link } = usePortalScope();
  const withdraw = useWithdrawPortalCampaign();
  const editable = state !== 'paused';
  const onWithdraw = () =>
    withdraw.mutate(campaign.id, {
      onSuccess: () =>
        toast({
          title: t`Campaign withdrawn`,
          description: t`It is a draft now: edit it and send it for approval when it is ready.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Could not withdraw the campaign`), variant: 'destructive' }),
    });
  return (
    <Card aria-label={campaign.nonprofitName}>
      <Top>
        <h3>{campaign.nonprofitName}</h3>
        <Badge $variant={STATE_BADGE[state]}>{stateLabel(state)}</Badge>
      </Top>
      <Muted>{stateText(state)}</Muted>
      {state === 'rejected' ? <RejectionReason reason={campaign.rejectionReason} /> : null}
      <Details>
        <dt>{t`Card Price`}</dt>
        <dd>{formatCents(campaign.cardPrice)}</dd>
        <dt>{t`Sales`}</dt>
        <dd>{t`${formatShortDate(campaign.startDate ?? campaign.createdAt)} to ${formatShortDate(campaign.endDate ?? campaign.createdAt)}`}</dd>
        <dt>{t`Valid`}</dt>
        <dd>{campaignValidityText(campaign.expirationMonths, campaign.cardExpirationDate)}</dd>
        <dt>{t`Offers`}</dt>
        <dd>
          {plural(campaign.offers.length, { one: '# offer', other: '# offers' })} ·{' '}
          {t`${formatCents(totalValueCents(campaign.offers))} in value`}
          <Offers>
            {campaign.offers.map((o) => (
              <li key={o.id}>
                {o.quantity} × {o.name} ({formatCents(o.retailValue)})
              </li>
            ))}
          </Offers>
        </dd>
      </Details>
      {editable ? (
        <CardActions>
          <ButtonLink as={Link} to={link(`/restaurant/campaigns/${campaign.id}/edit`)} $size="sm">
            {state === 'pending' ? t`Edit` : t`Edit and send again`}
          </ButtonLink>
          {state === 'pending' ? (
            <Button $size="sm" $variant="outline" onClick={onWithdraw} disabled={withdraw.isPending}>
              {withdraw.isPending ? t`Withdrawing...` : t`Withdraw`}
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}

/** Below the live list: the owner's campaigns that are not live, each with its state and what it allows. */
export function NotLiveCampaigns({ campaigns }: { campaigns: Campaign[] }) {
  const notLive = campaigns.flatMap((c) => {
    const state = notLiveState(c);
    return state ? [{ campaign: c, state }] : [];
  });
  if (notLive.length === 0) return null;
  return (
    <Section aria-labelledby="not-live-heading">
      <h2 className="section" id="not-live-heading">{t`Not live`}</h2>
      <p>{t`Waiting for approval, paused, rejected or drafts: none of these sells cards.`}</p>
      <List>
        {notLive.map(({ campaign, state }) => (
          <NotLiveCampaign key={campaign.id} campaign={campaign} state={state} />
        ))}
      </List>
    </Section>
  );
}
