import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { TextField } from '../ui/field.tsx';
import type { FieldErrors } from '../../lib/form.ts';

type ContactKey = 'contactName' | 'contactEmail' | 'contactPhone';

interface ContactFieldsProps {
  values: Record<ContactKey, string>;
  errors: FieldErrors;
  /** The form's `set(key)`: an input's onChange for that field. */
  set: (key: ContactKey) => (e: { target: { value: string } }) => void;
  /** Onboarding asks for the phone; the other forms leave it optional. */
  phoneRequired?: boolean;
  /** Wraps each field in a div of this class (a grid's `full` row); bare grid cells otherwise. */
  cellClassName?: string;
}

/** Who to contact: name, e-mail and phone, the same three fields on every back-office form. */
export function ContactFields({ values, errors, set, phoneRequired = false, cellClassName }: ContactFieldsProps) {
  const cell = (field: ReactNode) => (cellClassName ? <div className={cellClassName}>{field}</div> : field);
  return (
    <>
      {cell(
        <TextField
          label={t`Contact Name`}
          required
          value={values.contactName}
          onChange={set('contactName')}
          error={errors.contactName}
          autoComplete="name"
        />,
      )}
      {cell(
        <TextField
          label={t`Contact Email`}
          required
          type="email"
          value={values.contactEmail}
          onChange={set('contactEmail')}
          error={errors.contactEmail}
          autoComplete="email"
          inputMode="email"
        />,
      )}
      {cell(
        <TextField
          label={t`Contact Phone`}
          required={phoneRequired}
          type="tel"
          value={values.contactPhone}
          onChange={set('contactPhone')}
          error={errors.contactPhone}
          autoComplete="tel"
        />,
      )}
    </>
  );
}
