// The scale seed's randomness: a seeded generator for the shape of the data (the same on every
// run), the OS generator for access codes (as the product makes them).
import { randomBytes } from 'node:crypto';
import { UNAMBIGUOUS_ALPHABET } from '@dealcard/shared';

/** Small, fast, seeded: the same shape of data on every run. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Access codes from the OS generator in bulk (rejection sampling keeps the alphabet uniform). */
export function codeSource() {
  let buf = randomBytes(65536);
  let pos = 0;
  const limit = 256 - (256 % UNAMBIGUOUS_ALPHABET.length);
  return (length: number) => {
    let out = '';
    while (out.length < length) {
      if (pos >= buf.length) {
        buf = randomBytes(65536);
        pos = 0;
      }
      const b = buf[pos++]!;
      if (b < limit) out += UNAMBIGUOUS_ALPHABET[b % UNAMBIGUOUS_ALPHABET.length];
    }
    return out;
  };
}

/** pick, int and the raw draw over one seeded generator. */
export function draws(seed: number) {
  const rnd = mulberry32(seed);
  return {
    rnd,
    pick: <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!,
    int: (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1)),
  };
}
export type Draws = ReturnType<typeof draws>;
