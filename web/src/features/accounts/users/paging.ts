export const USERS_PAGE_SIZE = 10;

export function pageCount(total: number, size = USERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Positions (from 1) of the first and last item shown on a page; 0 and 0 when there is none. */
export function pageRange(page: number, total: number, size = USERS_PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * size + 1;
  return { from: Math.min(from, total), to: Math.min(page * size, total) };
}

/** After a deletion or a filter change, the page to show: never past the last one. */
export function clampPage(page: number, total: number, size = USERS_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, size));
}
