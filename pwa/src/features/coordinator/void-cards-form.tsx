import { plural, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useVoidPrintedCards } from './api/printed.ts';
import { CardRange, Form } from './assign-form.tsx';

/**
 * One lost or torn card, or a range of them: cards `from` to `to` of the batch stop working (one
 * card: the same number twice). Asked again in an in-app dialog; activated cards are left alone.
 */
export function VoidCardsForm({ batchId, count }: { batchId: number; count: number }) {
  const voidCards = useVoidPrintedCards(batchId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ from: number; to: number } | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const first = Number(from);
    const last = to.trim() === '' ? first : Number(to);
    const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= count;
    if (!valid(first) || !valid(last)) return setError(t`Give card numbers from 1 to ${count}.`);
    if (first > last) return setError(t`The first card of the range must not come after the last one.`);
    setError(null);
    setAsking({ from: first, to: last });
  }

  function confirm() {
    if (!asking) return;
    voidCards.mutate(asking, {
      onSuccess: (res) => {
        setAsking(null);
        setFrom('');
        setTo('');
        toast({
          title: plural(res.voided, { one: '# card voided', other: '# cards voided' }),
          description: res.skippedActivated
            ? plural(res.skippedActivated, {
                one: '# activated card was left as it is.',
                other: '# activated cards were left as they are.',
              })
            : undefined,
          variant: 'success',
        });
      },
      onError: (err) => {
        setAsking(null);
        setError(errorMessage(err, t`Could not void the cards`));
      },
    });
  }

  const question = asking
    ? asking.from === asking.to
      ? t`Card ${asking.from} stops working at once, unless it was already activated. This cannot be undone.`
      : t`Cards ${asking.from} to ${asking.to} stop working at once; activated cards keep working. This cannot be undone.`
    : '';
  return (
    <Form as="form" onSubmit={submit} aria-label={t`Void cards`} style={{ marginTop: 20 }}>
      <h2>{t`Void cards`}</h2>
      <p>{t`A card lost or torn? Give its number; for a range, the first and the last.`}</p>
      {asking ? (
        <Dialog open onClose={() => !voidCards.isPending && setAsking(null)} title={t`Void these cards?`} description={question}>
          <DialogFooter>
            <Button $variant="outline" type="button" onClick={() => setAsking(null)} disabled={voidCards.isPending}>
              {t`Cancel`}
            </Button>
            <Button $variant="destructive" type="button" onClick={confirm} disabled={voidCards.isPending}>
              {voidCards.isPending ? t`Saving...` : t`Void`}
            </Button>
          </DialogFooter>
        </Dialog>
      ) : null}
      <CardRange
        from={{ label: t`First card to void (#)`, value: from, onChange: setFrom }}
        to={{ label: t`Last card to void (#)`, hint: t`Leave empty for one card.`, value: to, onChange: setTo }}
        count={count}
        error={error}
      />
      <Button type="submit" $variant="destructive" disabled={voidCards.isPending}>
        {t`Void Cards`}
      </Button>
    </Form>
  );
}
