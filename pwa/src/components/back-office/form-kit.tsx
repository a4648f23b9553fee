// The pieces every back-office form repeats: the address, the logo, a dialog's Cancel and Save,
// a confirmation before deleting, and a card's Delete button.
import { t } from '@lingui/core/macro';
import type { FormEvent, ReactNode } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@dealcard/shared';
import { STATE_CODE_LENGTH } from '@dealcard/shared/limits';
import { LogoUpload } from '../logo-upload.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogFooter } from '../ui/dialog.tsx';
import { FieldError, SelectField, TextField } from '../ui/field.tsx';
import type { FieldProps } from '../../lib/form.ts';
import { theme } from '../../styles/theme.ts';
import { FormGrid } from './kit.tsx';

type AddressKey = 'address' | 'city' | 'state' | 'zipCode';

interface AddressFieldsProps {
  /** The form's `field(key)`: an input's value, onChange and message. */
  field: (key: AddressKey) => FieldProps;
  /** Onboarding asks for the whole address; the other forms leave it optional. */
  required?: boolean;
  /** Shows "IL" in the empty state field. */
  statePlaceholder?: boolean;
  /** The class of the div around each field (a grid's `full` row); a bare grid cell when absent. */
  cells?: Partial<Record<AddressKey, string>>;
  /** State and ZIP share one cell of the form's grid, side by side. */
  pairStateAndZip?: boolean;
}

/** Street address, city, state (two capital letters) and ZIP: the same four fields on every form. */
export function AddressFields({
  field,
  required = false,
  statePlaceholder = false,
  cells = { address: 'full' },
  pairStateAndZip = false,
}: AddressFieldsProps) {
  const cell = (key: AddressKey, input: ReactNode) => {
    const className = cells[key];
    return className ? <div className={className}>{input}</div> : input;
  };
  const stateField = field('state');
  const state = cell(
    'state',
    <TextField
      label={t`State`}
      required={required}
      {...stateField}
      onChange={(e) => stateField.onChange({ target: { value: e.target.value.toUpperCase() } })}
      maxLength={STATE_CODE_LENGTH}
      placeholder={statePlaceholder ? t`IL` : undefined}
      autoComplete="address-level1"
    />,
  );
  const zip = cell(
    'zipCode',
    <TextField label={t`ZIP Code`} required={required} inputMode="numeric" autoComplete="postal-code" {...field('zipCode')} />,
  );
  return (
    <>
      {cell('address', <TextField label={t`Address`} required={required} autoComplete="address-line1" {...field('address')} />)}
      {cell('city', <TextField label={t`City`} required={required} autoComplete="address-level2" {...field('city')} />)}
      {pairStateAndZip ? (
        <FormGrid style={{ marginTop: 0 }}>
          {state}
          {zip}
        </FormGrid>
      ) : (
        <>
          {state}
          {zip}
        </>
      )}
    </>
  );
}

/** A logo upload across the form's grid, with its field's message under it. */
export function LogoField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (logoUrl: string) => void;
}) {
  return (
    <div className="full">
      <LogoUpload label={label} value={value || null} onChange={(logoUrl) => onChange(logoUrl ?? '')} />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </div>
  );
}

/** A form dialog's Cancel and submit buttons; both wait while the save is under way. */
export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** "Saving..." unless said otherwise. */
  pendingLabel?: string;
}) {
  return (
    <DialogFooter>
      <Button $variant="outline" onClick={onCancel} disabled={pending}>{t`Cancel`}</Button>
      <Button type="submit" disabled={pending}>
        {pending ? (pendingLabel ?? t`Saving...`) : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * A form in a dialog: its title and what it is for, the fields, and Cancel and the submit button
 * at the foot; while the save runs, closing waits.
 */
export function FormDialog({
  title,
  description,
  label,
  wide,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The form's accessible name, when the title does not say it well. */
  label?: string;
  wide?: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open wide={wide} onClose={() => !pending && onClose()} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
        <FormDialogFooter onCancel={onClose} pending={pending} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}

/** "Are you sure?" before something is deleted for good: Cancel, or Delete (which waits while it runs). */
export function ConfirmDeleteDialog({
  open,
  title = t`Are you sure?`,
  description,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title?: string;
  description: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description}>
      <DialogFooter>
        <Button $variant="outline" onClick={onCancel} disabled={pending}>{t`Cancel`}</Button>
        <Button $variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? t`Deleting...` : t`Delete`}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** A card's quiet Delete button, in the danger colour; `name` says what it deletes to a screen reader. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button $variant="ghost" $size="sm" onClick={onClick} aria-label={t`Delete ${name}`} style={{ color: theme.colors.danger }}>
      {t`Delete`}
    </Button>
  );
}

/** A choice of the languages the platform speaks, each named in itself (a card's, a buyer's). */
export function LanguageField({ label, value, onChange }: { label: string; value: Language; onChange: (l: Language) => void }) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as Language)}>
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </SelectField>
  );
}
