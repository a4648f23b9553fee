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

/** A campaign's review status (or active, paused) on its badge and in its history: "Pending", "Approved", ... */
export function campaignStatusLabel(status: CampaignStatus | string): string {
  // Words with a capital, as one campaign's status reads everywhere in the back office (never `pending`).
  switch (status) {
    case 'pending':
      return t({ message: 'Pending', context: "one campaign's status" });
    case 'approved':
      return t({ message: 'Approved', context: "one campaign's status" });
    case 'rejected':
      return t({ message: 'Rejected', context: "one campaign's status" });
    case 'archived':
      return t({ message: 'Archived', context: "one campaign's status" });
    case 'draft':
      return t({ message: 'Draft', context: "one campaign's status" });
    case 'active':
      return t({ message: 'Active', context: "one campaign's status" });
    case 'paused':
      return t({ message: 'Paused', context: "one campaign's status" });
    default:
      return t`Unknown`;
  }
}

/** A message of the shared catalogues (a rule's, a schema's), in the language in use. */
export function sharedMessage(message: Message): string {
  return messageText(message, currentLanguage());
}
