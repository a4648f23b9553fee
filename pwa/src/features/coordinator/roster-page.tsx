import { plural, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Table } from '../../components/back-office/data-table.tsx';
import { formatCents, ROSTER_IMPORT_MAX_ROWS, type RosterImportResponse } from '@dealcard/shared';
import { Loaded, PageHeading } from '../../components/back-office/kit.tsx';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextareaField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { media, space, text } from '../../styles/theme.ts';
import { useAddSeller, useImportRoster, useRoster, useShowSeller } from './api/roster.ts';
import { useCoordinatorScope } from './scope.ts';
import { StatsLinkCell } from './stats-link-cell.tsx';

/** The header the server reads: the same in every language. */
const CSV_HEADER = 'name,team';

const Panel = styled(Card)`
  margin-bottom: ${space(5)};
  h2 {
    ${text(1.15, 700)}
    margin-bottom: ${space(2)};
  }
  form {
    display: grid;
    gap: ${space(3)};
    ${media.sm} {
      grid-template-columns: 2fr 1fr 2fr auto;
      align-items: end;
    }
  }
`;
const Scroll = styled.div`
  overflow-x: auto;
`;
const Errors = styled.ul`
  margin: ${space(2, 0)};
  padding-left: ${space(5)};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The campaign's sellers: children by name and team, volunteers with an e-mail, added one by one or by CSV. */
export function RosterPage() {
  const { nonprofitId, campaign } = useCoordinatorScope();
  if (!campaign)
    return (
      <EmptyState icon="megaphone" title={t`No campaigns yet`} text={t`The restaurant has not started a campaign for you yet.`} />
    );
  return <Roster nonprofitId={nonprofitId} campaignId={campaign.campaignId} />;
}

function Roster({ nonprofitId, campaignId }: { nonprofitId: number; campaignId: number }) {
  const { link } = useCoordinatorScope();
  const roster = useRoster(nonprofitId, campaignId);
  const add = useAddSeller(nonprofitId, campaignId);
  const importer = useImportRoster(nonprofitId, campaignId);
  const show = useShowSeller(nonprofitId);
  const [seller, setSeller] = useState({ name: '', team: '', email: '' });
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<RosterImportResponse | null>(null);

  function addOne(e: FormEvent) {
    e.preventDefault();
    add.mutate(seller, {
      onSuccess: () => {
        toast({ title: t`Seller added`, description: seller.name, variant: 'success' });
        setSeller({ name: '', team: seller.team, email: '' });
      },
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Could not add the seller`), variant: 'destructive' }),
    });
  }

  function check() {
    importer.mutate(
      { csv, dryRun: true },
      {
        onSuccess: setPreview,
        onError: (err) =>
          toast({ title: t`Error`, description: errorMessage(err, t`Could not read the file`), variant: 'destructive' }),
      },
    );
  }

  function save() {
    importer.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          setPreview(result);
          if (result.errors.length === 0) {
            const added = plural(result.added, { one: '# seller added', other: '# sellers added' });
            // Past the account's 200 e-mails a day, the other welcomes wait for the following days.
            const queued =
              result.queuedEmails > 0
                ? plural(result.queuedEmails, {
                    one: '# welcome e-mail will go out in the next days (200 a day).',
                    other: '# welcome e-mails will go out in the next days (200 a day).',
                  })
                : '';
            toast({
              title: t`Roster imported`,
              description: queued ? `${added}. ${queued}` : added,
              variant: 'success',
            });
            setCsv('');
            setPreview(null);
          }
        },
        onError: (err) =>
          toast({ title: t`Error`, description: errorMessage(err, t`Could not import the roster`), variant: 'destructive' }),
      },
    );
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
  }

  return (
    <>
      <PageHeading
        title={t`Roster`}
        description={t`Each seller gets a code, a link to share, a private page and a QR code. Children need no e-mail.`}
        actions={
          <ButtonLink as={Link} to={link('/nonprofit/flyers')} $variant="outline">
            {t`Print Flyers`}
          </ButtonLink>
        }
      />
      <Panel aria-labelledby="add-seller">
        <h2 id="add-seller">{t`Add a seller`}</h2>
        <form onSubmit={addOne}>
          <TextField
            label={t`Name`}
            required
            value={seller.name}
            onChange={(e) => setSeller({ ...seller, name: e.target.value })}
          />
          <TextField
            label={t`Team (class, squad)`}
            value={seller.team}
            onChange={(e) => setSeller({ ...seller, team: e.target.value })}
          />
          <TextField
            label={t`E-mail (optional)`}
            type="email"
            value={seller.email}
            onChange={(e) => setSeller({ ...seller, email: e.target.value })}
          />
          <Button type="submit" disabled={add.isPending || !seller.name.trim()}>
            {add.isPending ? t`Adding...` : t`Add`}
          </Button>
        </form>
      </Panel>

      <Panel aria-labelledby="import-roster">
        <h2 id="import-roster">{t`Import a class`}</h2>
        <p>{t`A CSV file with the header name,team,email (email may be left out), up to ${ROSTER_IMPORT_MAX_ROWS} sellers. Nothing is saved while any row is wrong.`}</p>
        <input type="file" accept=".csv,text/csv" aria-label={t`CSV file`} onChange={(e) => void readFile(e.target.files?.[0])} />
        <TextareaField
          label={t`Or paste the CSV`}
          rows={5}
          value={csv}
          onChange={(e) => {
            setCsv(e.target.value);
            setPreview(null);
          }}
          placeholder={`${CSV_HEADER}\n${t`Mia Lopez,Room 12`}`}
        />
        {preview ? (
          preview.errors.length > 0 ? (
            <Notice $tone="danger" role="alert">
              {plural(preview.errors.length, {
                one: '# row to fix before anything is saved:',
                other: '# rows to fix before anything is saved:',
              })}
              <Errors>
                {preview.errors.map((e) => (
                  <li key={`${e.row}-${e.error}`}>{e.row === 0 ? e.error : t`Row ${e.row}: ${e.error}`}</li>
                ))}
              </Errors>
            </Notice>
          ) : (
            <Notice $tone="success" role="status">
              {plural(preview.rows, { one: '# seller ready to import.', other: '# sellers ready to import.' })}
            </Notice>
          )
        ) : null}
        <div style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
          <Button $variant="outline" onClick={check} disabled={!csv.trim() || importer.isPending}>{t`Check the File`}</Button>
          <Button onClick={save} disabled={!preview || preview.errors.length > 0 || importer.isPending}>
            {preview && preview.errors.length === 0
              ? plural(preview.rows, { one: 'Import # Seller', other: 'Import # Sellers' })
              : t`Import`}
          </Button>
        </div>
      </Panel>

      <Loaded query={roster} failure={t`Could not load the roster.`}>
        {({ sellers, teams }) =>
          sellers.length === 0 ? (
            <EmptyState
              icon="heart"
              title={t`No sellers yet`}
              text={t`Add sellers one by one or import a class from a CSV file.`}
            />
          ) : (
            <>
              {teams.length > 0 ? (
                <Panel aria-labelledby="teams">
                  <h2 id="teams">{t`Teams`}</h2>
                  <Table>
                    <thead>
                      <tr>
                        <th>{t`Team`}</th>
                        <th className="num">{t`Cards`}</th>
                        <th className="num">{t`Raised`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {teams.map((team) => (
                        <tr key={team.team}>
                          <td>{team.team}</td>
                          <td className="num">{team.cardsSold}</td>
                          <td className="num">{formatCents(team.raisedCents)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </Panel>
              ) : null}
              <Panel aria-labelledby="sellers">
                <h2 id="sellers">{plural(sellers.length, { one: '# seller', other: '# sellers' })}</h2>
                <Scroll>
                  <Table>
                    <thead>
                      <tr>
                        <th>{t`Seller`}</th>
                        <th>{t`Code`}</th>
                        <th className="num">{t`Cards`}</th>
                        <th className="num">{t`Raised`}</th>
                        <th>{t`Links`}</th>
                        <th>{t`Leaderboard`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {sellers.map((s) => (
                        <tr key={s.id}>
                          <td>
                            {s.name}
                            {s.team ? <div style={{ opacity: 0.75 }}>{s.team}</div> : null}
                          </td>
                          <td>
                            <code>{s.code}</code>
                          </td>
                          <td className="num">{s.cardsSold}</td>
                          <td className="num">{formatCents(s.raisedCents)}</td>
                          <td>
                            <a href={s.shareUrl} aria-label={t`Share link of ${s.name}`}>{t`Share`}</a>
                            {' · '}
                            <StatsLinkCell nonprofitId={nonprofitId} seller={s} />
                          </td>
                          <td>
                            <label>
                              <input
                                type="checkbox"
                                checked={s.showOnLeaderboard}
                                onChange={(e) => show.mutate({ sellerId: s.id, show: e.target.checked })}
                              />{' '}
                              {t`Shown`}
                            </label>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </Scroll>
              </Panel>
            </>
          )
        }
      </Loaded>
    </>
  );
}
