import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireTool, run } from '../../api/src/test/outside-tools.ts';

/**
 * ZBar (Debian's zbar-tools), the outside reader of every QR the product shows or prints: what
 * each QR in an image says, in reading order; none is an empty list. Only QR codes are looked for.
 */
export async function readQrCodes(image: Buffer): Promise<string[]> {
  const zbarimg = requireTool('zbarimg');
  const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-zbar-'));
  try {
    const file = path.join(dir, 'image.png');
    writeFileSync(file, image);
    return await readQrCodesIn(zbarimg, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function readQrCodesIn(zbarimg: string, file: string): Promise<string[]> {
  const out = await run(zbarimg, ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file]);
  // zbarimg exits with 4 when the image holds no code it can read.
  if (out.code === 4) return [];
  if (out.code !== 0) throw new Error(`zbarimg failed (${out.code}) on ${file}:\n${out.stderr}`);
  return out.stdout.split('\n').filter((line) => line !== '');
}

/**
 * A PDF's pages as a printer makes them (poppler's pdftoppm at each of `dpis`), each page's QR
 * codes read by ZBar: one list per page, what any of the resolutions read (each code once, in the
 * order first read). ZBar reading a whole sheet of ten codes at once misses one now and then at a
 * given resolution (a phone reads one card at a time); a code no resolution reads is still missing.
 */
export async function readQrCodesInPdf(pdf: Buffer, dpis: number | number[] = 150): Promise<string[][]> {
  const zbarimg = requireTool('zbarimg');
  const pdftoppm = requireTool('pdftoppm');
  const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-pdf-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const codes: string[][] = [];
    for (const dpi of [dpis].flat()) {
      const prefix = `page${dpi}`;
      const out = await run(pdftoppm, ['-r', String(dpi), '-png', path.join(dir, 'doc.pdf'), path.join(dir, prefix)]);
      if (out.code !== 0) throw new Error(`pdftoppm failed (${out.code}):\n${out.stderr}`);
      const pages = readdirSync(dir)
        .filter((f) => new RegExp(`^${prefix}-\\d+\\.png$`).test(f))
        .sort((a, b) => Number(/-(\d+)\./.exec(a)![1]) - Number(/-(\d+)\./.exec(b)![1]));
      for (const [i, page] of pages.entries()) {
        const read = await readQrCodesIn(zbarimg, path.join(dir, page));
        codes[i] = [...new Set([...(codes[i] ?? []), ...read])];
      }
    }
    return codes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
