import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { KIOSK_UNDO_MINUTES, UndoBodySchema, type KioskRedemption } from '@dealcard/shared';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { ConnectionError, errorMessage } from '../../../lib/api-client.ts';
import { formatWhen } from '../../../lib/format.ts';
import { useUndoRedemption } from '../api/undo-redemption.ts';
import { space, column, text } from '../../../styles/theme.ts';

const Summary = styled.p`
  font-size: 1.15rem;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Label = styled.label`
  ${text(1.1, 700)}
`;

const Reason = styled.textarea`
  width: 100%;
  min-height: 96px;
  resize: vertical;
  padding: ${space(3, 3.5)};
  font: inherit;
  font-size: 1.15rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.p`
  ${text(1, 600)}
  color: ${({ theme }) => theme.colors.onColour};
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
`;

const Form = styled.form`
  ${column(2.5)}
`;

interface UndoDialogProps {
  redemption: KioskRedemption;
  onClose(): void;
}

/** Asks why before undoing a redemption; the reason is kept with it and in the audit log. */
export function UndoDialog({ redemption, onClose }: UndoDialogProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const undo = useUndoRedemption();
  const name = redemption.holderFirstName;
  const when = formatWhen(redemption.redeemedAt);
  const minutes = KIOSK_UNDO_MINUTES;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (undo.isPending) return;
    const parsed = UndoBodySchema.safeParse({ reason });
    if (!parsed.success) {
      // The schema's own messages are English: the kiosk says the same in the staff's language.
      setInvalid(
        parsed.error.issues[0]?.code === 'too_big'
          ? t`Keep the reason under 500 characters.`
          : t`Say why the redemption is undone`,
      );
      return;
    }
    setInvalid(null);
    undo.mutate({ id: redemption.id, reason: parsed.data.reason }, { onSuccess: onClose });
  };

  return (
    <Dialog title={t`Undo this redemption?`} onClose={onClose}>
      <Summary>
        <strong>{redemption.offerType}</strong> {t`for ${name}, ${when}.`}{' '}
        {t`The use goes back to the card. A redemption can be undone here within ${minutes} minutes.`}
      </Summary>
      <Form onSubmit={submit} noValidate>
        <Label htmlFor="undo-reason">{t`Reason`}</Label>
        <Reason
          id="undo-reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (invalid) setInvalid(null);
          }}
          maxLength={500}
          required
          aria-invalid={invalid ? 'true' : 'false'}
          aria-describedby={invalid ? 'undo-reason-error' : undefined}
          placeholder={t`For example: scanned by mistake`}
        />
        {invalid ? <FieldError id="undo-reason-error">{invalid}</FieldError> : null}
        {undo.isError ? (
          <FieldError role="alert">
            {undo.error instanceof ConnectionError
              ? t`No connection: the redemption can be undone once the tablet is back online.`
              : errorMessage(undo.error, t`The redemption could not be undone. Please try again.`)}
          </FieldError>
        ) : null}
        <DialogActions>
          <button type="button" onClick={onClose}>
            {t`Keep it`}
          </button>
          <button type="submit" data-variant="danger" disabled={undo.isPending}>
            {undo.isPending ? t`Undoing…` : t`Undo redemption`}
          </button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
