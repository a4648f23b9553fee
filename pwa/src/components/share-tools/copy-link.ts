import { t } from '@lingui/core/macro';

/** How a copy went: on the clipboard, left selected in its box for the person to copy, or neither. */
export type CopyOutcome = 'copied' | 'selected' | 'failed';

/**
 * Copies a link, the one way every "Copy link" button of the product does it: the clipboard, else
 * (an http page, an old browser, a refused permission) the link selected in its box and copied
 * the old way, else left selected there for the person to copy.
 */
export async function copyLink(url: string, box?: HTMLInputElement | null): Promise<CopyOutcome> {
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    if (!box) return 'failed';
    box.focus();
    box.select();
    try {
      return document.execCommand('copy') ? 'copied' : 'selected';
    } catch {
      return 'selected';
    }
  }
}

/** Every copy button's label, and its feedback below: the words of the portal's Copy Link (its toast "Link Copied!"). */
export const copyLinkLabel = () => t`Copy Link`;

/** Every copy button's feedback, the same words wherever the button is. */
export function copyFeedback(outcome: CopyOutcome): string {
  if (outcome === 'copied') return t`Link Copied!`;
  if (outcome === 'selected') return t`The link is selected: copy it from the box above.`;
  return t`Could not copy the link. Select it and copy it by hand.`;
}
