import { t } from '@lingui/core/macro';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../components/ui/dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** The server's answer when some of the cards are with another seller: it asks before they move. */
export const isHeldByOtherSeller = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status === 409 && err.body?.code === 'held_by_other_seller';

/** "These cards are with another seller: hand them over anyway?", in the app rather than the browser's confirm. */
export function ReassignDialog({
  question,
  busy,
  onConfirm,
  onClose,
}: {
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={() => !busy && onClose()} title={t`These cards are with another seller`} description={question}>
      <DialogFooter>
        <Button $variant="outline" type="button" onClick={onClose} disabled={busy}>{t`Cancel`}</Button>
        <Button type="button" onClick={onConfirm} disabled={busy}>
          {busy ? t`Saving...` : t`Hand them over anyway`}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
