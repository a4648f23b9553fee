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
 * A PDF's pages as a printer makes them (poppler's pdftoppm at `dpi`), each page's QR codes read
 * by ZBar: one list per page.
 */
export async function readQrCodesInPdf(pdf: Buffer, dpi = 150): Promise<string[][]> {
  const zbarimg = requireTool('zbarimg');
  const pdftoppm = requireTool('pdftoppm');
  const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-pdf-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const out = await run(pdftoppm, ['-r', String(dpi), '-png', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    if (out.code !== 0) throw new Error(`pdftoppm failed (${out.code}):\n${out.stderr}`);
    const pages = readdirSync(dir)
      .filter((f) => /^page-\d+\.png$/.test(f))
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
    const codes: string[][] = [];
    for (const page of pages) codes.push(await readQrCodesIn(zbarimg, path.join(dir, page)));
    return codes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
