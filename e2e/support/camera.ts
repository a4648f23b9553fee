import { writeFileSync } from 'node:fs';
import encodeQR from '@paulmillr/qr';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

/**
 * A Y4M video (what Chromium's fake camera plays) of one still frame: the QR code of `text`,
 * black on white in the middle of a 640x480 grey-scale picture.
 */
export function qrVideo(text: string, file: string): void {
  const matrix = encodeQR(text, 'raw', { ecc: 'medium', border: 4 }) as boolean[][];
  const width = 640;
  const height = 480;
  const scale = Math.floor(440 / matrix.length);
  const size = matrix.length * scale;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (matrix[Math.floor(row / scale)]![Math.floor(col / scale)]) y[(top + row) * width + left + col] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), y, chroma]));
}

/**
 * How long a fake-camera scan may take to show its answer. Alone it takes a second or two; inside
 * the whole suite (two workers, each with its servers and browsers, on two cores) the fake
 * camera's frames and the decoder can wait far longer, and 30 s was twice seen running out.
 */
export const SCAN_TIMEOUT = 60_000;

/** A Chromium whose camera plays `video` (see qrVideo), with the camera allowed without asking. */
export function cameraBrowser(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/**
 * Waits until the paired tablet has its offline kit in IndexedDB and its service worker ready
 * (with the QR decoder cached): only then can it scan without a connection.
 */
export async function waitForOfflineKit(tablet: Page): Promise<void> {
  await expect
    .poll(() =>
      tablet.evaluate(async () => {
        // Opened only once the app has made it: opening it first would create it without its stores.
        if (!(await indexedDB.databases()).some((d) => d.name === 'dealcard-kiosk')) return 0;
        return new Promise<number>((resolve) => {
          const open = indexedDB.open('dealcard-kiosk');
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kit')) {
              db.close();
              return resolve(0);
            }
            const count = db.transaction('kit').objectStore('kit').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => resolve(0);
          };
        });
      }),
    )
    .toBeGreaterThan(0);
  await tablet.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Ready is not yet in control: the worker claims the page just after it activates, and until
  // then the page's requests skip its cache (an offline import() of the QR decoder would fail).
  await tablet.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
