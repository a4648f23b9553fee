import type { BadgeVariant } from '../../../components/ui/badge.tsx';

/** approved is the default style, pending and draft secondary, anything else destructive. */
export function statusBadgeVariant(status: string): BadgeVariant {
  if (status === 'approved') return 'default';
  if (status === 'pending' || status === 'draft') return 'secondary';
  return 'destructive';
}
