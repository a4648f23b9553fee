import { t } from '@lingui/core/macro';
import type { CardInactiveReason } from '@dealcard/shared/card-state';

/** Why a card cannot be used, in the reader's words: the server and the phone send a code (card-state.ts). */
export function inactiveReasonLabel(reason: CardInactiveReason): string {
  switch (reason) {
    case 'refunded':
      return t`Refunded`;
    case 'on_hold':
      return t`On hold`;
    case 'campaign_ended':
      return t`Campaign no longer active`;
    case 'expired':
      return t`Expired`;
    case 'gift_pending':
      return t`Gift not delivered yet`;
  }
}
