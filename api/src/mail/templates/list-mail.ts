import { catalogueIn, type Language } from '@dealcard/shared';
import { escapeHtml } from '../escape-html.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';

/**
 * The unsubscribe parts every reminder and announcement carries: the RFC 8058 one-click headers
 * (a mail program POSTs to the API link, no sign-in) and a visible link to a page that does the same.
 * Receipts and card e-mails never carry them: they are always sent.
 */
export interface UnsubscribeLinks {
  /** `{site}/api/unsubscribe/{token}`: what the List-Unsubscribe header names. */
  oneClickUrl: string;
  /** `{site}/unsubscribe/{token}`: the visible link's page. */
  pageUrl: string;
}

export function unsubscribeLinks(siteUrl: string, token: string): UnsubscribeLinks {
  const base = siteUrl.replace(/\/$/, '');
  return {
    oneClickUrl: `${base}/api/unsubscribe/${encodeURIComponent(token)}`,
    pageUrl: `${base}/unsubscribe/${encodeURIComponent(token)}`,
  };
}

export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function unsubscribeFooterText(links: UnsubscribeLinks, language: Language): string {
  const w = catalogueIn(MAIL_MESSAGES.unsubscribe, language);
  return `${w.why} ${w.stop}: ${links.pageUrl}`;
}

export function unsubscribeFooterHtml(links: UnsubscribeLinks, language: Language): string {
  const w = catalogueIn(MAIL_MESSAGES.unsubscribe, language);
  return `<p style="margin:24px 0 0;color:#78716c;font-size:12px">${escapeHtml(w.why)} <a href="${escapeHtml(links.pageUrl)}" style="color:#78716c">${escapeHtml(w.stop)}</a>.</p>`;
}
