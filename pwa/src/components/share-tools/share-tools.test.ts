import { describe, expect, it, vi } from 'vitest';
import { isWebUrl, qrSvg, shareMethod } from './share-tools.tsx';

describe('qrSvg', () => {
  it('draws a link as rectangles only, with none of its text in the markup', () => {
    const url = 'https://deals.example/campaign/pta-spring?s=ABC234';
    const svg = qrSvg(url)!;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    const tags = new Set([...svg.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(['rect', 'svg']);
    expect(svg).not.toContain('pta-spring');
  });

  it('refuses what is not an http(s) link', () => {
    expect(qrSvg('javascript:alert(1)')).toBeNull();
    expect(qrSvg('<img src=x onerror=alert(1)>')).toBeNull();
    expect(qrSvg('')).toBeNull();
  });

  it('gives null rather than throwing for a link too long for any QR version', () => {
    expect(qrSvg(`https://deals.example/${'x'.repeat(5000)}`)).toBeNull();
  });
});

describe('isWebUrl', () => {
  it('accepts http and https links only', () => {
    expect(isWebUrl('https://deals.example/campaign/a')).toBe(true);
    expect(isWebUrl('http://localhost:3000/campaign/a?s=ABC234')).toBe(true);
    expect(isWebUrl('mailto:someone@example.com')).toBe(false);
    expect(isWebUrl('/campaign/a')).toBe(false);
  });
});

describe('shareMethod', () => {
  const data = { title: 'Support the PTA', url: 'https://deals.example/campaign/a' };

  it('copies when the browser has no share sheet', () => {
    expect(shareMethod(undefined, data)).toBe('copy');
    expect(shareMethod({} as Pick<Navigator, 'share' | 'canShare'>, data)).toBe('copy');
  });

  it('uses the share sheet when there is one and it takes the data', () => {
    const share = vi.fn(async () => undefined);
    expect(shareMethod({ share } as unknown as Pick<Navigator, 'share' | 'canShare'>, data)).toBe('share');
    expect(shareMethod({ share, canShare: () => true }, data)).toBe('share');
  });

  it('copies when the share sheet refuses the data', () => {
    const share = vi.fn(async () => undefined);
    expect(shareMethod({ share, canShare: () => false }, data)).toBe('copy');
  });
});
