import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, settled } from './preload.ts';

const Page = () => createElement('p', null, 'the page');
const rendered = (Component: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(Component)));

describe('lazyPage', () => {
  it('renders a chunk loaded beforehand at once, where React.lazy alone would suspend', async () => {
    const loaded = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
    );
    await loaded.preload();
    const html = rendered(loaded.Component);
    expect(html).toContain('<p>the page</p>');
    expect(html).not.toContain('loading');
    // The same page not loaded beforehand shows the fallback first.
    const cold = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
    );
    expect(rendered(cold.Component)).toContain('<i>loading</i>');
    expect(rendered(cold.Component)).not.toContain('the page');
  });

  it('loads the chunk once however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, (m) => m.Page);
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload never rejects, and the next attempt loads again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Page });
    const page = lazyPage(load, (m: { Page: typeof Page }) => m.Page);
    await expect(page.preload()).resolves.toBeUndefined();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(rendered(page.Component)).toContain('<p>the page</p>');
  });
});

describe('settled', () => {
  it('waits for every load and resolves whatever their outcome', async () => {
    let done = false;
    const slow = new Promise((resolve) => setTimeout(() => resolve((done = true)), 20));
    await expect(settled([Promise.reject(new Error('offline')), undefined, slow])).resolves.toBeUndefined();
    expect(done).toBe(true);
  });
});
