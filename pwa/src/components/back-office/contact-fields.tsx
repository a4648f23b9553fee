import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { TextField } from '../ui/field.tsx';
import type { FieldProps } from '../../lib/form.ts';

type ContactKey = 'contactName' | 'contactEmail' | 'contactPhone';

interface ContactFieldsProps {
  /** The form's `field(key)`: an input's value, onChange and message. */
  field: (key: ContactKey) => FieldProps;
  /** Onboarding asks for the phone; the other forms leave it optional. */
  phoneRequired?: boolean;
  /** Wraps each field in a div of this class (a grid's `full` row); bare grid cells otherwise. */
  cellClassName?: string;
}

/** Who to contact: name, e-mail and phone, the same three fields on every back-office form. */
export function ContactFields({ field, phoneRequired = false, cellClassName }: ContactFieldsProps) {
  const cell = (input: ReactNode) => (cellClassName ? <div className={cellClassName}>{input}</div> : input);
  return (
    <>
      {cell(<TextField label={t`Contact Name`} required autoComplete="name" {...field('contactName')} />)}
      {cell(
        <TextField
          label={t`Contact Email`}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('contactEmail')}
        />,
      )}
      {cell(
        <TextField label={t`Contact Phone`} required={phoneRequired} type="tel" autoComplete="tel" {...field('contactPhone')} />,
      )}
    </>
  );
}
