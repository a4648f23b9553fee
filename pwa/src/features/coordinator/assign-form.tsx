import { plural, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { normalizeActivationCode, type PrintedCard } from '@dealcard/shared';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField, TextField, TextareaField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { column, media, space, text } from '../../styles/theme.ts';
import { useAssignPrinted } from './api/printed.ts';
import { useRoster } from './api/roster.ts';
import { isHeldByOtherSeller, ReassignDialog } from './reassign-dialog.tsx';
import { useCoordinatorScope } from './scope.ts';

export const Form = styled(Card)`
  ${column(3)}
  margin-bottom: ${space(5)};
  .pair {
    display: grid;
    gap: ${space(3)};
    ${media.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  h2 {
    ${text(1.1, 800)}
  }
`;

/** The codes a coordinator typed or scanned: any separators, dashes or not; a pasted QR link gives its code. */
export function readCodes(input: string): string[] {
  return input
    .split(/[\s,;]+/)
    .map((part) => {
      const fromLink = /[?&]c=([^&#\s]+)/.exec(part);
      return normalizeActivationCode(fromLink ? decodeURIComponent(fromLink[1]!) : part);
    })
    .filter((code) => code.length > 0);
}

/** Hands cards of a batch (typed, scanned or a range) to a seller of its campaign. */
export function AssignForm({ batchId, campaignId, cards }: { batchId: number; campaignId: number; cards: PrintedCard[] }) {
  const { nonprofitId } = useCoordinatorScope();
  const roster = useRoster(nonprofitId, campaignId);
  const assign = useAssignPrinted(batchId);
  const [sellerCode, setSellerCode] = useState('');
  const [typed, setTyped] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState<{ codes: string[]; question: string } | null>(null);

  function codesChosen(): string[] {
    const range =
      from && to ? cards.filter((c) => c.position >= Number(from) && c.position <= Number(to)).map((c) => c.activationCode) : [];
    return [...new Set([...readCodes(typed), ...range])];
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    const activationCodes = codesChosen();
    if (!sellerCode) return setError(t`Choose the seller`);
    if (activationCodes.length === 0) return setError(t`Scan or type at least one code, or give a range`);
    send(activationCodes, false);
  }

  function send(activationCodes: string[], reassign: boolean) {
    assign.mutate(
      { sellerCode, activationCodes, ...(reassign ? { reassign } : {}) },
      {
        onSuccess: ({ assigned }) => {
          toast({
            title: t`Stack handed over`,
            description: plural(assigned, { one: '# card', other: '# cards' }),
            variant: 'success',
          });
          setTyped('');
          setFrom('');
          setTo('');
          setAsking(null);
        },
        onError: (err) => {
          if (isHeldByOtherSeller(err)) return setAsking({ codes: activationCodes, question: err.serverMessage ?? '' });
          setAsking(null);
          setError(errorMessage(err, t`Could not hand over the cards`));
        },
      },
    );
  }

  const sellers = roster.data?.sellers ?? [];
  return (
    <Form as="form" onSubmit={submit} aria-label={t`Hand a stack to a seller`} style={{ marginTop: 20 }}>
      <h2>{t`Hand a stack to a seller`}</h2>
      {asking ? (
        <ReassignDialog
          question={asking.question}
          busy={assign.isPending}
          onConfirm={() => send(asking.codes, true)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <SelectField label={t`Seller`} value={sellerCode} onChange={(e) => setSellerCode(e.target.value)}>
        <option value="">{t`Choose a seller`}</option>
        {sellers.map((s) => (
          <option key={s.id} value={s.code}>
            {s.team ? `${s.name} (${s.team})` : s.name}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t`Codes`}
        hint={t`Scan each card's QR or type its code; one per line.`}
        rows={3}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <CardRange
        from={{ label: t`From card #`, value: from, onChange: setFrom }}
        to={{ label: t`To card #`, value: to, onChange: setTo }}
        count={cards.length}
        error={error}
      />
      <Button type="submit" disabled={assign.isPending}>
        {assign.isPending ? t`Saving...` : plural(codesChosen().length, { one: 'Hand Over # Card', other: 'Hand Over # Cards' })}
      </Button>
    </Form>
  );
}

interface RangeEnd {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A range of a batch's cards by number (1 to `count`), side by side, with what is wrong with it. */
export function CardRange({
  from,
  to,
  count,
  error,
}: {
  from: RangeEnd;
  to: RangeEnd;
  count: number;
  error: string | null | undefined;
}) {
  return (
    <>
      <div className="pair">
        {[from, to].map((end) => (
          <TextField
            key={end.label}
            label={end.label}
            hint={end.hint}
            type="number"
            inputMode="numeric"
            min={1}
            max={count}
            value={end.value}
            onChange={(e) => end.onChange(e.target.value)}
          />
        ))}
      </div>
      {error ? (
        <Notice $tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
    </>
  );
}
