// Draws the app icons (a punch card on the brand orange) into pwa/public as PNGs.
// Run once by hand (`node pwa/scripts/make-icons.mjs`); the PNGs are committed, not built.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const out = path.resolve(import.meta.dirname, '../public');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const ORANGE = hex('#c2410c');
const ORANGE_LIGHT = hex('#ea580c');
const DARK = hex('#7c2d12');
const CREAM = hex('#fff7ed');
const PEACH = hex('#fed7aa');

/** Signed distance to a rounded rectangle centred at the origin. */
function roundedRect(x, y, halfW, halfH, r) {
  const qx = Math.abs(x) - halfW + r;
  const qy = Math.abs(y) - halfH + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Colour (with alpha) of one point of the icon in unit coordinates. */
function shade(u, v, maskable) {
  // Background: full bleed for maskable icons, a rounded tile otherwise.
  const inTile = maskable || roundedRect(u - 0.5, v - 0.5, 0.5, 0.5, 0.22) <= 0;
  if (!inTile) return [0, 0, 0, 0];
  const t = (u + v) / 2;
  let color = ORANGE.map((c, i) => Math.round(c + (ORANGE_LIGHT[i] - c) * (1 - t)));

  // The card, scaled into the maskable safe zone (a circle of 40% radius) when needed.
  const scale = maskable ? 0.78 : 1;
  const angle = (-10 * Math.PI) / 180;
  const dx = (u - 0.5) / scale;
  const dy = (v - 0.5) / scale;
  const x = dx * Math.cos(angle) + dy * Math.sin(angle);
  const y = -dx * Math.sin(angle) + dy * Math.cos(angle);
  const halfW = 0.33;
  const halfH = 0.22;
  // A soft shadow under the card.
  if (roundedRect(x - 0.015, y - 0.025, halfW, halfH, 0.05) <= 0) color = color.map((c) => Math.round(c * 0.78));
  if (roundedRect(x, y, halfW, halfH, 0.05) <= 0) {
    color = CREAM;
    // The stripe across the top of the card.
    if (y < -halfH + 0.1) color = DARK;
    // Two text lines.
    if (roundedRect(x + 0.1, y + 0.03, 0.17, 0.018, 0.018) <= 0) color = PEACH;
    if (roundedRect(x + 0.16, y - 0.03, 0.11, 0.018, 0.018) <= 0) color = PEACH;
    // Three punches: two used (filled), one still to use (a ring).
    for (let i = 0; i < 3; i++) {
      const d = Math.hypot(x - (-0.2 + i * 0.11), y - 0.12);
      if (i < 2 ? d <= 0.04 : d <= 0.04 && d >= 0.022) color = ORANGE;
    }
  }
  return [...color, 255];
}

function draw(size, maskable) {
  const samples = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const [r, g, b, a] = shade((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, maskable);
          acc[0] += r * a;
          acc[1] += g * a;
          acc[2] += b * a;
          acc[3] += a;
        }
      }
      const o = (py * size + px) * 4;
      const alpha = acc[3] / (samples * samples);
      rgba[o] = acc[3] ? Math.round(acc[0] / acc[3]) : 0;
      rgba[o + 1] = acc[3] ? Math.round(acc[1] / acc[3]) : 0;
      rgba[o + 2] = acc[3] ? Math.round(acc[2] / acc[3]) : 0;
      rgba[o + 3] = Math.round(alpha);
    }
  }
  return encodePng(size, rgba);
}

const icons = [
  ['pwa-192x192.png', 192, false],
  ['pwa-512x512.png', 512, false],
  ['maskable-192x192.png', 192, true],
  ['maskable-512x512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
for (const [name, size, maskable] of icons) writeFileSync(path.join(out, name), draw(size, maskable));
