import { SELLER_CODE_LENGTH } from '@dealcard/shared/shell-limits';

/**
 * A share link (`/campaign/{slug}?s=CODE`) credits the seller when the visit ends in a purchase:
 * the code rides along to checkout in the URL, and is remembered for the tab so a buyer who
 * wanders off and comes back to the campaign still carries it. Checkout reads the same key.
 */
export const sellerStorageKey = (slug: string) => `seller:${slug}`;

const CODE = new RegExp(`^[A-Z0-9]{${SELLER_CODE_LENGTH}}$`);

/** A code as SellerCodeSchema reads it (trimmed, upper case), or null for anything else: never an error. */
export function normalizeSellerCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return CODE.test(code) ? code : null;
}

type SellerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's sessionStorage, or null where it is blocked (private modes, sandboxed frames). */
function tabStorage(): SellerStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The code this visit carries: the link's own, else the one remembered for the campaign (the
 * landing page, and checkout, which credits the purchase with it).
 */
export function sellerCodeFor(
  slug: string,
  fromUrl: string | null,
  storage: Pick<Storage, 'getItem'> | null = tabStorage(),
): string | null {
  const linked = normalizeSellerCode(fromUrl);
  if (linked) return linked;
  try {
    return normalizeSellerCode(storage?.getItem(sellerStorageKey(slug)));
  } catch {
    return null;
  }
}

/** Keeps a link's code for the rest of the tab's visit; a blocked or full storage just forgets it. */
export function rememberSellerCode(slug: string, fromUrl: string | null, storage = tabStorage()): void {
  const linked = normalizeSellerCode(fromUrl);
  if (!linked) return;
  try {
    storage?.setItem(sellerStorageKey(slug), linked);
  } catch {
    // Nothing to do: the code still travels in this page's links.
  }
}

/** Checkout for the campaign, with the seller's code when there is one. */
export function checkoutPath(slug: string, sellerCode: string | null): string {
  const path = `/checkout/${encodeURIComponent(slug)}`;
  return sellerCode ? `${path}?s=${encodeURIComponent(sellerCode)}` : path;
}
