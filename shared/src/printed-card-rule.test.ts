import { describe, expect, it } from 'vitest';
import { printedCardLasts } from './printed-card-rule.ts';

describe('what a printed card says about how long it lasts', () => {
  it('twelve months after activation, until the campaign’s last card day at the latest, in both languages', () => {
    const batch = { expirationMonths: 12, cardExpirationDate: '2027-12-31' };
    expect(printedCardLasts(batch, 'en')).toBe('Good for 12 months after activation, until December 31, 2027 at the latest');
    expect(printedCardLasts(batch, 'es')).toMatch(
      /^Válida 12 meses desde que la actives, hasta el 31 de diciembre de 2027 como máximo$/,
    );
  });

  it('never the bare last day, and one month is singular', () => {
    expect(printedCardLasts({ expirationMonths: 1, cardExpirationDate: '2027-06-30' }, 'en')).toMatch(/^Good for 1 month after/);
    expect(printedCardLasts({ expirationMonths: 6, cardExpirationDate: null }, 'en')).toBe('Lasts 6 months from activation');
  });
});
