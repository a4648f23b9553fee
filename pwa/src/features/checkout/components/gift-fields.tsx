import { t } from '@lingui/core/macro';
import { useMemo, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { GIFT_DELIVERY_MAX_DAYS, GIFT_MESSAGE_MAX, LANGUAGE_TAGS, toDateOnly, type Language } from '@dealcard/shared';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field.tsx';
import type { FieldErrors } from '../../../lib/form.ts';
import { row, space } from '../../../styles/theme.ts';

export interface GiftValues {
  isGift: boolean;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
}

export const EMPTY_GIFT = (): GiftValues => ({
  isGift: false,
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliverOn: toDateOnly(new Date()),
});

export const GIFT_FIELDS = ['recipientName', 'recipientEmail', 'message', 'deliverOn'] as const;

const Toggle = styled.label`
  ${row(3)}
  min-height: 48px;
  padding: ${space(2.5, 3.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    min-height: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Counter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.subtle)};
  font-variant-numeric: tabular-nums;
`;

interface DeliveryDay {
  value: string;
  label: string;
}

/**
 * Today and the next 90 days, each written out in the person's language and grouped by month: a
 * date picker that reads the same in English and Spanish on every phone, where a date input would
 * follow the phone's own language.
 */
export function deliveryMonths(language: Language, now: Date = new Date()): Array<{ month: string; days: DeliveryDay[] }> {
  const tag = LANGUAGE_TAGS[language];
  const dayName = new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric' });
  const monthName = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' });
  const months: Array<{ month: string; days: DeliveryDay[] }> = [];
  for (let i = 0; i <= GIFT_DELIVERY_MAX_DAYS; i++) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i);
    const month = monthName.format(day);
    const written = dayName.format(day);
    const label = i === 0 ? t`Today (${written})` : written;
    const last = months[months.length - 1];
    if (last?.month === month) last.days.push({ value: toDateOnly(day), label });
    else months.push({ month, days: [{ value: toDateOnly(day), label }] });
  }
  return months;
}

interface GiftFieldsProps {
  values: GiftValues;
  errors: FieldErrors;
  language: Language;
  onChange(field: keyof GiftValues, value: string | boolean): void;
}

/** "This card is a gift": who receives it, a message and the day it arrives. */
export function GiftFields({ values, errors, language, onChange }: GiftFieldsProps) {
  const months = useMemo(() => deliveryMonths(language), [language]);
  const set = (field: keyof GiftValues) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field, e.target.value);
  const length = values.message.length;
  return (
    <>
      <Toggle>
        <input type="checkbox" name="isGift" checked={values.isGift} onChange={(e) => onChange('isGift', e.target.checked)} />
        {t`This card is a gift`}
      </Toggle>
      {values.isGift ? (
        <>
          <TextField
            label={t`Recipient's name`}
            name="recipientName"
            autoComplete="off"
            value={values.recipientName}
            onChange={set('recipientName')}
            error={errors.recipientName}
            required
          />
          <TextField
            label={t`Recipient's email`}
            name="recipientEmail"
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.recipientEmail}
            onChange={set('recipientEmail')}
            error={errors.recipientEmail}
            hint={t`The card and its access code go to them, on the delivery date.`}
            required
          />
          <TextareaField
            label={t`Message (optional)`}
            name="message"
            rows={3}
            maxLength={GIFT_MESSAGE_MAX + 50}
            value={values.message}
            onChange={set('message')}
            error={errors.message}
            hint={<Counter $over={length > GIFT_MESSAGE_MAX}>{t`${length} of ${GIFT_MESSAGE_MAX} characters`}</Counter>}
          />
          <SelectField
            label={t`Delivery date`}
            name="deliverOn"
            value={values.deliverOn}
            onChange={set('deliverOn')}
            error={errors.deliverOn}
            hint={t`The card e-mail arrives that morning.`}
            required
          >
            {months.map((m) => (
              <optgroup key={m.month} label={m.month}>
                {m.days.map((d) => (
                  <option key={d.value} value={d.value}>
                    {d.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        </>
      ) : null}
    </>
  );
}
