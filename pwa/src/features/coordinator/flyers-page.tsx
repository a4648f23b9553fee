import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { formatCents } from '@dealcard/shared/money';
import { QrCode } from '../../components/share-tools/share-tools.tsx';
import { ErrorState } from '../../components/back-office/kit.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { PageLoading } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/api/current-user.ts';
import { space, text } from '../../styles/theme.ts';
import { useCoordinatorDashboard } from './api/dashboard.ts';
import { useRoster } from './api/roster.ts';

type PaperSize = 'letter' | 'A4';

/* The sheet prints on the paper chosen; nothing depends on a background colour. */
const PrintStyle = createGlobalStyle<{ $paper: PaperSize }>`
  @page {
    size: ${({ $paper }) => $paper};
    margin: 10mm;
  }
  @media print {
    html,
    body {
      background: ${({ theme }) => theme.colors.surface} !important;
    }
    header,
    footer,
    nav,
    .no-print {
      display: none !important;
    }
  }
`;
const Screen = styled.main`
  max-width: 860px;
  margin: 0 auto;
  padding: ${space(4, 4, 12)};
  @media print {
    max-width: none;
    padding: 0;
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: end;
  margin-bottom: ${space(5)};
`;
/* Each team starts a page of its own, so a class's cut-outs are cut and handed out together. */
const Team = styled.section`
  break-inside: auto;
  & + & {
    break-before: page;
  }
  h2 {
    ${text(1.1, 800)}
    margin: ${space(4, 0, 2)};
    break-after: avoid;
  }
`;
const Sheet = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0;
`;
/* A cut-out: dashed edges to cut along, about 90 x 60 mm on either paper. */
const CutOut = styled.article`
  border: 1px dashed ${({ theme }) => theme.colors.muted};
  padding: ${space(3)};
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(3)};
  align-items: center;
  break-inside: avoid;
  min-height: 60mm;
  .name {
    ${text(1.25, 800)}
    overflow-wrap: anywhere;
  }
  .campaign {
    font-size: 0.85rem;
    margin-top: ${space(1)};
  }
  .code {
    ${text(0.95, 700)}
    letter-spacing: 0.1em;
    margin-top: ${space(2)};
  }
  .team {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .cta {
    ${text(0.85, 700)}
    margin-top: ${space(2)};
  }
`;

/**
 * /nonprofit/flyers?campaign=ID: one cut-out per seller (name, campaign, QR of the seller's share
 * link), grouped by team, to print on A4 or Letter and hand out.
 */
export function FlyersPage() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const [paper, setPaper] = useState<PaperSize>('letter');
  const nonprofitId = user?.role === 'coordinator' ? user.nonprofitId : Number(params.get('nonprofit')) || null;
  const campaignId = Number(params.get('campaign')) || null;
  const dashboard = useCoordinatorDashboard(nonprofitId ?? 0);
  const roster = useRoster(nonprofitId ?? 0, nonprofitId ? campaignId : null);
  if (isLoading || roster.isLoading || dashboard.isLoading) return <PageLoading />;
  if (!roster.data || !dashboard.data)
    return <ErrorState message={errorMessage(roster.error ?? dashboard.error, t`Could not load the roster.`)} />;
  const campaign = dashboard.data.campaigns.find((c) => c.campaignId === campaignId);
  const title = campaign ? t`${campaign.restaurantName} deal card for ${campaign.nonprofitName}` : dashboard.data.nonprofit.name;
  const price = campaign ? formatCents(campaign.priceCents) : null;
  const nonprofitName = dashboard.data.nonprofit.name;
  const cta = price
    ? t`Scan me to buy a ${price} deal card and support ${nonprofitName}!`
    : t`Scan me to buy a deal card and support ${nonprofitName}!`;
  const groups = new Map<string, typeof roster.data.sellers>();
  for (const s of [...roster.data.sellers].sort((a, b) => a.name.localeCompare(b.name))) {
    const team = s.team ?? '';
    groups.set(team, [...(groups.get(team) ?? []), s]);
  }
  const teams = [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  return (
    <Screen>
      <PrintStyle $paper={paper} />
      <Toolbar className="no-print">
        <ButtonLink
          as={Link}
          to={`/nonprofit/roster${window.location.search}`}
          $variant="outline"
        >{t`Back to the roster`}</ButtonLink>
        <SelectField label={t`Paper`} value={paper} onChange={(e) => setPaper(e.target.value as PaperSize)}>
          <option value="letter">{t`Letter`}</option>
          <option value="A4">{t`A4`}</option>
        </SelectField>
        <Button onClick={() => window.print()}>{t`Print`}</Button>
        <span>{plural(roster.data.sellers.length, { one: '# flyer', other: '# flyers' })}</span>
      </Toolbar>
      {teams.map(([team, sellers]) => (
        <Team key={team} aria-label={team || t`No team`}>
          <h2>{team || t`No team`}</h2>
          <Sheet>
            {sellers.map((s) => (
              <CutOut key={s.id} aria-label={s.name}>
                <QrCode url={s.shareUrl} size="30mm" />
                <div>
                  {/* The team on each cut-out too, should a team still run over a page. */}
                  {team ? <div className="team">{team}</div> : null}
                  <div className="name">{s.name}</div>
                  <div className="campaign">{title}</div>
                  <div className="cta">{cta}</div>
                  <div className="code">{t`Seller code ${s.code}`}</div>
                </div>
              </CutOut>
            ))}
          </Sheet>
        </Team>
      ))}
    </Screen>
  );
}
