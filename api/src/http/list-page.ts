import { ADMIN_LIST_PAGE } from '@dealcard/shared';

/** The rows a paged list's query reads for page `page`: one more than a page, to tell if more follow. */
export function pageWindow(page: number, size = ADMIN_LIST_PAGE): { limit: number; offset: number } {
  return { limit: size + 1, offset: (page - 1) * size };
}

/** A page of rows read with pageWindow, and the page to ask for next (null on the last). */
export function pageOf<T>(rows: T[], page: number, size = ADMIN_LIST_PAGE): { items: T[]; nextPage: number | null } {
  return { items: rows.slice(0, size), nextPage: rows.length > size ? page + 1 : null };
}
