import { LANGUAGE_TAGS, type Language } from '@dealcard/shared';
import { escapeHtml } from './escape-html.ts';

/**
 * The HTML around every e-mail's content: a white card on a light page, the inline styles mail
 * clients need. `content` is HTML the template built, its texts already escaped.
 */
export function emailPage(subject: string, content: string, language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
  <div style="max-width:560px;margin:0 auto;padding:24px 16px">
    <div style="background:#ffffff;border-radius:12px;padding:24px">
      ${content.trim()}
    </div>
  </div>
</body>
</html>`;
}

/** The call-to-action button of an e-mail, centred. */
export function emailButton(href: string, label: string): string {
  return `<p style="margin:0 0 24px;text-align:center">
        <a href="${escapeHtml(href)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(label)}</a>
      </p>`;
}
