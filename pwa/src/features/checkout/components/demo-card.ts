import { t } from '@lingui/core/macro';
/** Groups digits by four as they are typed, the way card numbers are printed. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card form's own check, as a real payment element makes before anything is sent. */
export function demoCardError(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 13) return t`Your card number is incomplete.`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0 ? null : t`Your card number is invalid.`;
}
