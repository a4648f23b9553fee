import type { Campaign } from '@dealcard/shared';

/** Live in the portal: approved and active (the document's campaign-list rule). */
export const isLive = (c: Pick<Campaign, 'status' | 'isActive'>) => c.status === 'approved' && c.isActive === 1;

export const landingUrl = (slug: string, origin: string = window.location.origin) => `${origin}/campaign/${slug}`;
