// The back office's words for values that come from the data (a role, a campaign's status): the
// data keeps its English codes; people read them in their language. In English they read as they
// always have, the codes themselves.
import { t } from '@lingui/core/macro';
import type { CampaignStatus, Role } from '@dealcard/shared';
import { messageText, type Message } from '@dealcard/shared/messages';
import { currentLanguage } from '../../i18n/i18n.tsx';

/** A user's role as the access screens name it ("restaurant_owner" in English). */
export function roleLabel(role: Role | null): string {
  switch (role) {
    case 'superadmin':
      return t`superadmin`;
    case 'restaurant_owner':
      return t`restaurant_owner`;
    case 'customer':
      return t`customer`;
    case 'coordinator':
      return t`coordinator`;
    case null:
      return t`none`;
    default:
      return role;
  }
}

/** A campaign's review status on its badge ("pending", "approved", ...). */
export function campaignStatusLabel(status: CampaignStatus | string): string {
  switch (status) {
    case 'pending':
      return t`pending`;
    case 'approved':
      return t`approved`;
    case 'rejected':
      return t`rejected`;
    case 'archived':
      return t`archived`;
    case 'draft':
      return t`draft`;
    default:
      return status;
  }
}

/** A message of the shared catalogues (a rule's, a schema's), in the language in use. */
export function sharedMessage(message: Message): string {
  return messageText(message, currentLanguage());
}
