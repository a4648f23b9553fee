// Issue 39's "Spanish and small words", in the catalogues themselves: the Spanish a person reads for
// each of these English messages (the browser specs see some of them on the screens too).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Entries = Map<string, string>;

/** An app's Spanish catalogue: `msgctxt\u0004msgid` (or `msgid`) to msgstr, one line each as extract writes them. */
function catalogue(...paths: string[]): Entries {
  const entries: Entries = new Map();
  for (const path of paths) {
    const po = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
    for (const [, context, id, str] of po.matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
      const key = (context ? `${JSON.parse(`"${context}"`) as string}\u0004` : '') + (JSON.parse(`"${id}"`) as string);
      entries.set(key, JSON.parse(`"${str}"`) as string);
    }
  }
  return entries;
}

const pwaAreas = ['buy', 'card', 'find', 'fundraising', 'marketing', 'office', 'redeem', 'shell'];
const pwa = () => catalogue(...pwaAreas.map((a) => `pwa/src/locales/es/${a}.po`));
const kiosk = () => catalogue('kiosk/src/locales/es/kiosk.po');

describe('Spanish words (issue 39)', () => {
  it('calls the signed QR the phone shows a "cupón" on the phone as on the kiosk, and the act of redeeming a "canje"', () => {
    const phone = pwa();
    const tablet = kiosk();
    expect(phone.get('Show this to your server')).toContain('cupón');
    expect(phone.get('Voucher QR code')).toContain('cupón');
    expect(
      phone.get(
        'Your server scans this code. Your phone has counted the use: your card shows it as used offline until the restaurant confirms it.',
      ),
    ).toContain('este cupón');
    expect(tablet.get('Not a voucher')).toBe('No es un cupón');
    // Every English "voucher" reads "cupón", never "canje" nor "código de canje".
    for (const [id, str] of [...phone, ...tablet]) {
      if (/\bvouchers?\b/i.test(id)) expect(str, id).toMatch(/cupón|cupones/);
      if (/\bredemptions?\b/i.test(id) && !/code/i.test(id)) expect(str, id).not.toMatch(/cupón|cupones/);
    }
    expect(tablet.get('redeemed {when}')).toBe('canjeado {when}');
  });

  it('says a card is "anulada" (la tarjeta) at the counter', () => {
    expect(kiosk().get('Voided')).toBe('Anulada');
  });

  it('speaks of money in one formal voice, without "ustedes" beside "su"', () => {
    const office = pwa();
    const money = [
      'Paid to you',
      'Due to you',
      'Payouts to you',
      'Remittances from you',
      'Your money',
      'For your nonprofit partners, net of refunds',
      'Net of refunds, all campaigns',
      'Already paid to you',
      'Already sent by you',
    ];
    for (const id of money) expect(office.get(id), id).toBeTruthy();
    // Every Spanish message of the back office and the fundraising screens, not only these: a new
    // money line is held to the same voice ("les" stays for third persons: "a sus clientes les…").
    const backOffice = catalogue('pwa/src/locales/es/office.po', 'pwa/src/locales/es/fundraising.po');
    for (const id of money) expect(office.get(id), id).not.toMatch(/\bles\b/i);
    for (const [id, str] of backOffice) expect(str, id).not.toMatch(/ustedes|sin contar/i);
    expect(office.get('Remittances from you')).toBe('Remesas enviadas');
    expect(office.get('For your nonprofit partners, net of refunds')).toBe(
      'Para sus organizaciones aliadas, descontados los reembolsos',
    );
  });

  it('writes the card page hint and the sweep’s figure as natural Spanish', () => {
    const es = pwa();
    expect(es.get('Tap at the table, then show the code to your server.')).toBe(
      'Ya en la mesa, toca «Usar una oferta» y muéstrale el código a quien te atiende.',
    );
    expect(es.get('Paid payments the sweep gave their card')).toBe(
      'Pagos cobrados que recibieron su tarjeta en la revisión automática',
    );
    expect([...es.values()].join('\n')).not.toMatch(/Tócala|cuya tarjeta emitió/);
  });
});
