import { t } from '@lingui/core/macro';

/** Why a card cannot be used, as inactiveCardReason() and the server give it in English. */
export function inactiveReasonLabel(reason: string): string {
  switch (reason) {
    case 'Refunded':
      return t`Refunded`;
    case 'On hold':
      return t`On hold`;
    case 'Campaign no longer active':
      return t`Campaign no longer active`;
    case 'Expired':
      return t`Expired`;
    default:
      return reason;
  }
}
