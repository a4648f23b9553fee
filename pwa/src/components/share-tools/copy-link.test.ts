import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyFeedback, copyLink, copyLinkLabel } from './copy-link.ts';

/** A box holding the link, as the share tools and the seller's dialog have. */
function box() {
  return { focus: vi.fn(), select: vi.fn() } as unknown as HTMLInputElement;
}

afterEach(() => vi.unstubAllGlobals());

describe('every Copy Link button', () => {
  it('copies to the clipboard and says "Link Copied!", the portal toast’s words', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyLink('https://x.example/c/a')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x.example/c/a');
    expect(copyLinkLabel()).toBe('Copy Link');
    expect(copyFeedback('copied')).toBe('Link Copied!');
  });

  it('without a clipboard, selects the link in its box and copies it the old way, else leaves it selected', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const field = box();
    vi.stubGlobal('document', { execCommand: () => true });
    expect(await copyLink('https://x.example/c/a', field)).toBe('copied');
    expect(field.select).toHaveBeenCalled();
    vi.stubGlobal('document', { execCommand: () => false });
    expect(await copyLink('https://x.example/c/a', box())).toBe('selected');
    expect(copyFeedback('selected')).toBe('The link is selected: copy it from the box above.');
  });

  it('with no box to select, says the copy failed', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyLink('https://x.example/c/a')).toBe('failed');
    expect(copyFeedback('failed')).toBe('Could not copy the link. Select it and copy it by hand.');
  });
});
