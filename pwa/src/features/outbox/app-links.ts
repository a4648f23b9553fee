/** Links in the e-mail's text that lead back into this app, so they open here with one tap. */
export function appLinks(text: string, origin: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    try {
      // A sentence's closing punctuation is not part of the link.
      const url = new URL(match[0].replace(/[.,;:!?]+$/, ''));
      if (url.origin === origin || url.hostname === 'localhost' || url.hostname === '127.0.0.1')
        found.add(`${url.pathname}${url.search}`);
    } catch {
      // not a URL after all
    }
  }
  return [...found];
}
