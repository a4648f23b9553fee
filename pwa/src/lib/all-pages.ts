import { api } from './api-client.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * Every page of a paged list (decision 030, "Caps on lists"): the server answers at most a page
 * with `nextPage`, and the back office's lists and selectors still show every row, so this asks
 * for `?page=N` until `nextPage` is null and joins the rows under `key`.
 */
export async function allPages<K extends string, R extends { nextPage: number | null } & { [P in K]: unknown[] }>(
  path: string,
  key: K,
  query: Query = {},
): Promise<R> {
  let answer = await api<R>(path, { query });
  // A mock or an older server without nextPage answers one page.
  while (typeof answer.nextPage === 'number') {
    const next = await api<R>(path, { query: { ...query, page: answer.nextPage } });
    answer = { ...next, [key]: [...answer[key], ...next[key]] };
  }
  return answer;
}
