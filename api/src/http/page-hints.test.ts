import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { pageHints } from './page-hints.ts';

/** A build's manifest as Vite writes it: the entry, page chunks and a chunk they share. */
function manifest(suffix: string) {
  return {
    'index.html': { file: `assets/index-${suffix}.js`, isEntry: true, imports: [] },
    'src/features/card/components/card-page.tsx': {
      file: `assets/card-page-${suffix}.js`,
      imports: ['index.html', '_dates-1.js'],
    },
    '_dates-1.js': { file: `assets/dates-${suffix}.js`, imports: ['index.html'] },
    'src/features/campaigns/components/campaigns-page.tsx': {
      file: `assets/campaigns-page-${suffix}.js`,
      imports: ['index.html'],
    },
    'src/features/campaigns/components/campaign-landing-page.tsx': {
      file: `assets/campaign-landing-page-${suffix}.js`,
      imports: ['index.html', '_dates-1.js'],
    },
  };
}

function distWith(content: unknown | undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-hints-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  if (content !== undefined) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(content));
  }
  return dir;
}

const CONFIG = '</api/config>; rel=preload; as=fetch; crossorigin=use-credentials';

describe('pageHints', () => {
  it("names the card's chunk, the chunks it imports (not the entry) and the card call", () => {
    const hints = pageHints(distWith(manifest('a1')));
    expect(hints('/card/ABCD2345EFGH67')).toBe(
      '</assets/card-page-a1.js>; rel=modulepreload, </assets/dates-a1.js>; rel=modulepreload, ' +
        '</api/cards/ABCD2345EFGH67>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        CONFIG,
    );
  });

  it('names the list page and its first page of campaigns, at / and /campaigns', () => {
    const hints = pageHints(distWith(manifest('a1')));
    const expected = `</assets/campaigns-page-a1.js>; rel=modulepreload, </api/campaigns/active>; rel=preload; as=fetch; crossorigin=use-credentials, ${CONFIG}`;
    expect(hints('/')).toBe(expected);
    expect(hints('/campaigns')).toBe(expected);
  });

  it('asks for a campaign at the URL the app encodes, whatever the address bar held', () => {
    const hints = pageHints(distWith(manifest('a1')));
    expect(hints('/campaign/pta-fall-2026')).toContain('</api/campaigns/pta-fall-2026>; rel=preload');
    // Express passes the path still encoded; the app encodes the decoded slug again, the same way.
    expect(hints('/campaign/caf%C3%A9%20night')).toContain(`</api/campaigns/${encodeURIComponent('café night')}>`);
    // Characters that would end the header's URL are encoded, never passed through.
    expect(hints('/card/a%3E%2C%3B')).toContain('</api/cards/a%3E%2C%3B>');
  });

  it('names only the configuration for other pages, nested paths or a path that does not decode', () => {
    const hints = pageHints(distWith(manifest('a1')));
    for (const p of [
      '/checkout/pta',
      '/find-my-card',
      '/admin/reports',
      '/card',
      '/card/ABC/extra',
      '/campaign/',
      '/card/%E0%A4%A',
    ]) {
      expect(hints(p), p).toBe(CONFIG);
    }
  });

  it('names the signed-in user after the configuration, for a browser that signed in, on every page', () => {
    const hints = pageHints(distWith(manifest('a1')));
    const USER = '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials';
    expect(hints('/card/ABCD2345EFGH67', true)).toBe(`${hints('/card/ABCD2345EFGH67')}, ${USER}`);
    for (const p of ['/', '/find-my-card', '/admin/reports', '/card/%E0%A4%A'])
      expect(hints(p, true), p).toBe(`${hints(p)}, ${USER}`);
    expect(hints('/find-my-card')).not.toContain('/api/user');
  });

  it('without a manifest, or with a broken one, still preloads the data', () => {
    expect(pageHints(distWith(undefined))('/card/ABC')).toBe(
      `</api/cards/ABC>; rel=preload; as=fetch; crossorigin=use-credentials, ${CONFIG}`,
    );
    const broken = distWith(undefined);
    mkdirSync(path.join(broken, '.vite'));
    writeFileSync(path.join(broken, '.vite', 'manifest.json'), '{"index.html": ');
    expect(pageHints(broken)('/')).toBe(`</api/campaigns/active>; rel=preload; as=fetch; crossorigin=use-credentials, ${CONFIG}`);
  });

  it('reads the manifest again when a new build replaces it', () => {
    const dir = distWith(manifest('old'));
    const hints = pageHints(dir);
    expect(hints('/')).toContain('campaigns-page-old.js');
    const file = path.join(dir, '.vite', 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest('new')));
    // A later modification time, as a build minutes later leaves it.
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(hints('/')).toContain('campaigns-page-new.js');
    expect(hints('/')).not.toContain('-old.js');
  });
});
