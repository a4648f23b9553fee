import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg.ts';

describe('qrSvg', () => {
  it('is inline SVG that HTML allows: the SVG namespace, no xmlns:svg prefix (the Nu Html Checker’s error)', () => {
    const svg = qrSvg('https://example.org/campaign/a?s=B7');
    expect(svg).toMatch(/^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toContain('xmlns:svg');
    expect(svg).toContain('<rect');
  });
});
