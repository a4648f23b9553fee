import { plural, t } from '@lingui/core/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import {
  PRINTED_CARD_TEXT,
  formatActivationCode,
  formatCents,
  printedCardLasts,
  type Language,
  type PrintedBatchResponse,
} from '@dealcard/shared';
import { messageText } from '@dealcard/shared/messages';
import { QrCode } from '../../components/share-tools/share-tools.tsx';
import { ErrorState } from '../../components/back-office/kit.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageLoading } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { space } from '../../styles/theme.ts';
import { usePrintedBatch } from './api/printed.ts';

type PaperSize = 'letter' | 'A4';

/** Paper sizes, and the grid of 2 x 5 business cards (3.5 x 2 in) centred on each. */
const PAPER: Record<PaperSize, { width: string; height: string }> = {
  letter: { width: '8.5in', height: '11in' },
  A4: { width: '210mm', height: '297mm' },
};
const COLUMNS = 2;
const ROWS = 5;
export const CARDS_PER_SHEET = COLUMNS * ROWS;
const CARD_W = 3.5;
const CARD_H = 2;
/** Cut marks: how far from the grid they start, and how long they are (inches). */
const MARK_GAP = 0.06;
const MARK_LENGTH = 0.25;

const inch = (n: number) => `${n}in`;

/* Borderless pages: the sheet itself places every card and mark, the same on any printer. */
const PrintStyle = createGlobalStyle<{ $paper: PaperSize }>`
  @page {
    size: ${({ $paper }) => $paper};
    margin: 0;
  }
  @media print {
    html,
    body {
      background: ${({ theme }) => theme.colors.surface} !important;
      margin: 0;
    }
    .no-print {
      display: none !important;
    }
  }
`;
const Screen = styled.main`
  padding: ${space(4, 4, 12)};
  background: ${({ theme }) => theme.colors.background};
  @media print {
    padding: 0;
    background: none;
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: end;
  max-width: 860px;
  margin: 0 auto ${space(5)};
`;
const Sheet = styled.section<{ $paper: PaperSize; $first: boolean }>`
  position: relative;
  width: ${({ $paper }) => PAPER[$paper].width};
  height: ${({ $paper }) => PAPER[$paper].height};
  margin: 0 auto ${space(5)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  @media print {
    margin: 0;
    box-shadow: none;
    /* Each sheet starts a page; none after the last, so no blank page ends the print. */
    break-before: ${({ $first }) => ($first ? 'auto' : 'page')};
  }
`;
/** Where the grid starts on a sheet: centred, whatever the paper. */
const gridLeft = (paper: PaperSize) => `calc((${PAPER[paper].width} - ${inch(CARD_W * COLUMNS)}) / 2)`;
const gridTop = (paper: PaperSize) => `calc((${PAPER[paper].height} - ${inch(CARD_H * ROWS)}) / 2)`;

const Mark = styled.span`
  position: absolute;
  background: ${({ theme }) => theme.colors.text};
`;
const Slot = styled.article<{ $paper: PaperSize; $row: number; $col: number }>`
  position: absolute;
  box-sizing: border-box;
  width: ${inch(CARD_W)};
  height: ${inch(CARD_H)};
  left: calc(${({ $paper }) => gridLeft($paper)} + ${({ $col }) => inch($col * CARD_W)});
  top: calc(${({ $paper }) => gridTop($paper)} + ${({ $row }) => inch($row * CARD_H)});
  padding: 0.14in 0.16in;
  font-size: 8pt;
  line-height: 1.25;
  overflow: hidden;
  /* A hairline on screen to see the cards; on paper the cut marks do it. */
  outline: 1px dashed ${({ theme }) => theme.colors.border};
  outline-offset: -1px;
  @media print {
    outline: none;
  }
`;
const Front = styled(Slot)`
  display: grid;
  grid-template-columns: 1fr 1.22in;
  gap: 0.12in;
  .text {
    display: flex;
    flex-direction: column;
    gap: 0.04in;
    min-width: 0;
  }
  .brand {
    display: flex;
    align-items: center;
    gap: 0.08in;
  }
  img {
    max-height: 0.38in;
    max-width: 0.7in;
    object-fit: contain;
  }
  .restaurant {
    font-size: 10.5pt;
    font-weight: 800;
    line-height: 1.1;
    overflow-wrap: anywhere;
  }
  .code {
    margin-top: auto;
  }
  .code small {
    display: block;
    font-size: 6.5pt;
    color: ${({ theme }) => theme.colors.muted};
  }
  .code strong {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 9.5pt;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  .qr {
    align-self: center;
    padding: 0.03in;
    border: 0;
    border-radius: 0;
  }
`;
const Back = styled(Slot)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 0.06in;
  h2 {
    font-size: 10pt;
    font-weight: 800;
    margin: 0 0 0.04in;
  }
  p {
    margin: 0;
    font-size: 8.5pt;
    overflow-wrap: anywhere;
  }
  .who {
    margin-top: 0.06in;
    font-size: 7pt;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The cut marks around a sheet's grid: short lines in the margins at every card edge. */
function CutMarks({ paper }: { paper: PaperSize }) {
  const left = gridLeft(paper);
  const top = gridTop(paper);
  const width = inch(CARD_W * COLUMNS);
  const height = inch(CARD_H * ROWS);
  const before = (start: string) => `calc(${start} - ${inch(MARK_GAP + MARK_LENGTH)})`;
  const after = (start: string, size: string) => `calc(${start} + ${size} + ${inch(MARK_GAP)})`;
  const marks: Array<{ left: string; top: string; width: string; height: string }> = [];
  for (let c = 0; c <= COLUMNS; c++) {
    const x = `calc(${left} + ${inch(c * CARD_W)} - 0.25pt)`;
    for (const y of [before(top), after(top, height)]) marks.push({ left: x, top: y, width: '0.5pt', height: inch(MARK_LENGTH) });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = `calc(${top} + ${inch(r * CARD_H)} - 0.25pt)`;
    for (const x of [before(left), after(left, width)])
      marks.push({ left: x, top: y, width: inch(MARK_LENGTH), height: '0.5pt' });
  }
  return (
    <>
      {marks.map((m, i) => (
        <Mark key={i} aria-hidden style={m} data-cut-mark="" />
      ))}
    </>
  );
}

type Batch = PrintedBatchResponse['batch'];

interface FrontCardProps {
  batch: Batch;
  code: string;
  paper: PaperSize;
  index: number;
  /** No back is printed, so the front carries the activation address. */
  withAddress: boolean;
}

function FrontCard({ batch, code, paper, index, withAddress }: FrontCardProps) {
  const language: Language = batch.language;
  const say = (m: Parameters<typeof messageText>[0]) => messageText(m, language);
  const lasts = printedCardLasts(batch, language);
  return (
    <Front
      $paper={paper}
      $row={Math.floor(index / COLUMNS)}
      $col={index % COLUMNS}
      data-activation-code={code}
      aria-label={formatActivationCode(code)}
    >
      <div className="text">
        <div className="brand">
          {batch.restaurantLogoUrl ? <img src={batch.restaurantLogoUrl} alt="" /> : null}
          <span className="restaurant">{batch.restaurantName}</span>
        </div>
        <span>{say(PRINTED_CARD_TEXT.supports(batch.nonprofitName))}</span>
        <span>
          {say(PRINTED_CARD_TEXT.priceAndValue(formatCents(batch.cardPriceCents), formatCents(batch.offersValueCents)))}
        </span>
        <span>{lasts}</span>
        <div className="code">
          <small>{say(PRINTED_CARD_TEXT.code)}</small>
          <strong>{formatActivationCode(code)}</strong>
          {withAddress ? (
            <small data-front-address="">
              {say(PRINTED_CARD_TEXT.frontActivate(batch.activateUrl.replace(/^https?:\/\//, '')))}
            </small>
          ) : null}
        </div>
      </div>
      <QrCode className="qr" url={`${batch.activateUrl}?c=${code}`} size="1.22in" />
    </Front>
  );
}

function BackCard({ batch, paper, index }: { batch: Batch; paper: PaperSize; index: number }) {
  const say = (m: Parameters<typeof messageText>[0]) => messageText(m, batch.language);
  const address = batch.activateUrl.replace(/^https?:\/\//, '');
  // Printed on the other side of the sheet: a long-edge flip puts each column's back opposite it.
  return (
    <Back $paper={paper} $row={Math.floor(index / COLUMNS)} $col={COLUMNS - 1 - (index % COLUMNS)}>
      <h2>{say(PRINTED_CARD_TEXT.backTitle)}</h2>
      <p>{say(PRINTED_CARD_TEXT.backScan(address))}</p>
      <p>{say(PRINTED_CARD_TEXT.backDetails)}</p>
      <p>{say(PRINTED_CARD_TEXT.backOpens)}</p>
      <p className="who">
        {batch.restaurantName} · {batch.nonprofitName}
      </p>
    </Back>
  );
}

/**
 * /nonprofit/cards/{batchId}/print: the batch's cards, ten business cards (3.5 x 2 in) a sheet on
 * Letter or A4 with cut marks, each sheet followed by its backs (for two-sided printing) unless
 * left out. Paper and backs live in the URL.
 */
export function PrintedBatchPrintPage() {
  const { batchId } = useParams();
  const [params, setParams] = useSearchParams();
  const paper: PaperSize = params.get('paper') === 'A4' ? 'A4' : 'letter';
  const backs = params.get('backs') !== '0';
  const batch = usePrintedBatch(Number(batchId) || null);
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  if (batch.isLoading) return <PageLoading />;
  if (!batch.data)
    return <ErrorState message={errorMessage(batch.error, t`Could not load the batch.`)} onRetry={() => void batch.refetch()} />;
  const { batch: info, cards } = batch.data;
  const back = new URLSearchParams(params);
  back.delete('paper');
  back.delete('backs');
  const sheets: string[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_SHEET)
    sheets.push(cards.slice(i, i + CARDS_PER_SHEET).map((c) => c.activationCode));
  return (
    <Screen>
      <PrintStyle $paper={paper} />
      <Toolbar className="no-print">
        <h1 style={{ width: '100%', margin: 0 }}>{t`Print batch ${info.id}`}</h1>
        <ButtonLink as={Link} to={`/nonprofit/cards/${info.id}?${back.toString()}`} $variant="outline">
          {t`Back to the batch`}
        </ButtonLink>
        <SelectField label={t`Paper`} value={paper} onChange={(e) => setParam('paper', e.target.value)}>
          <option value="letter">{t`Letter`}</option>
          <option value="A4">{t`A4`}</option>
        </SelectField>
        <SelectField label={t`Backs`} value={backs ? '1' : '0'} onChange={(e) => setParam('backs', e.target.value)}>
          <option value="1">{t`Print the instructions on the back (two-sided)`}</option>
          <option value="0">{t`Fronts only`}</option>
        </SelectField>
        <Button onClick={() => window.print()} disabled={info.voidedAt !== null}>{t`Print`}</Button>
        <span>
          {plural(cards.length, { one: '# card', other: '# cards' })} ·{' '}
          {plural(sheets.length * (backs ? 2 : 1), { one: '# page', other: '# pages' })}
        </span>
      </Toolbar>
      {info.voidedAt !== null ? (
        <Notice
          $tone="danger"
          role="alert"
        >{t`This batch was voided: its cards no longer work, so it cannot be printed.`}</Notice>
      ) : (
        sheets.map((codes, s) => (
          <div key={s}>
            <Sheet $paper={paper} $first={s === 0} aria-label={t`Sheet ${s + 1}, fronts`} data-sheet="front">
              <CutMarks paper={paper} />
              {codes.map((code, i) => (
                <FrontCard key={code} batch={info} code={code} paper={paper} index={i} withAddress={!backs} />
              ))}
            </Sheet>
            {backs ? (
              <Sheet $paper={paper} $first={false} aria-label={t`Sheet ${s + 1}, backs`} data-sheet="back">
                <CutMarks paper={paper} />
                {codes.map((code, i) => (
                  <BackCard key={code} batch={info} paper={paper} index={i} />
                ))}
              </Sheet>
            ) : null}
          </div>
        ))
      )}
    </Screen>
  );
}
