import { afterEach, describe, expect, it, vi } from 'vitest';
import { allPages } from './all-pages.ts';

afterEach(() => vi.unstubAllGlobals());

/** A server that answers `rows` two a page, as the paged back-office lists do. */
function pagedServer(rows: string[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      const items = rows.slice((page - 1) * 2, page * 2);
      const nextPage = rows.length > page * 2 ? page + 1 : null;
      return new Response(JSON.stringify({ items, nextPage }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

describe('allPages', () => {
  it('follows nextPage until the last page and joins the rows, keeping the query', async () => {
    const asked = pagedServer(['a', 'b', 'c', 'd', 'e']);
    const answer = await allPages<'items', { items: string[]; nextPage: number | null }>('/api/list', 'items', {
      restaurantId: 7,
    });
    expect(answer).toEqual({ items: ['a', 'b', 'c', 'd', 'e'], nextPage: null });
    expect(asked).toEqual(['/api/list?restaurantId=7', '/api/list?restaurantId=7&page=2', '/api/list?restaurantId=7&page=3']);
  });

  it('asks once when the first page is the last', async () => {
    const asked = pagedServer(['a']);
    expect((await allPages<'items', { items: string[]; nextPage: number | null }>('/api/list', 'items')).items).toEqual(['a']);
    expect(asked).toHaveLength(1);
  });
});
