import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `size` pixels square, each pixel's colour given by `paint`. */
function png(size: number, paint: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The pass's icon (lock screen, notifications), which Apple requires: a card drawn in white on the
 * theme's orange, with the stripe of a card across it. Drawn here, since no image library is needed
 * for three flat rectangles.
 */
export function passIcon(size: number, background: Rgb, foreground: Rgb): Buffer {
  const left = Math.round(size * 0.16);
  const right = size - left;
  const top = Math.round(size * 0.28);
  const bottom = size - top;
  const stripeTop = top + Math.round((bottom - top) * 0.22);
  const stripeBottom = stripeTop + Math.max(1, Math.round((bottom - top) * 0.18));
  return png(size, (x, y) => {
    const inCard = x >= left && x < right && y >= top && y < bottom;
    const inStripe = y >= stripeTop && y < stripeBottom;
    return inCard && !inStripe ? foreground : background;
  });
}

/** The PNG signature: Wallet shows PNG images only. */
export function isPng(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
