// The card's fixed words that the shared package keeps in English (the server's e-mails and the
// specification use them), in the person's language for the screens.
import { t } from '@lingui/core/macro';

/** "Campaign", "Bonus", "Club": a card's or campaign's product type. */
export function productTypeLabel(type: string): string {
  switch (type) {
    case 'CAMPAIGN':
      return t`Campaign`;
    case 'BONUS':
      return t`Bonus`;
    case 'CLUB':
      return t`Club`;
    default:
      return type;
  }
}

/** The card's terms, in the order and (in English) the words of CARD_TERMS. */
export function cardTerms(): string[] {
  return [
    t`Valid at all participating locations`,
    t`NOT a gift card`,
    t`Not valid for alcohol, tax or gratuity`,
    t`Cannot be combined with other offers`,
    t`One use per visit unless specified`,
    t`Dine in only`,
    t`Customer pays applicable sales tax`,
  ];
}
