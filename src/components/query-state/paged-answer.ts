/** One page of a list answer: its usable rows and the total the server counts. */
export interface PagedAnswer<T> {
  list: T[];
  total: number;
}

/**
 * The page of a paged answer (`{ data: { list, total } }`), whatever shape a malformed answer has: null when it holds
 * no list (QueryState shows that as failed); rows that are not objects are left out, and a total that is not a finite
 * number becomes the rows' count.
 */
export function readPage<T>(answer: unknown): PagedAnswer<T> | null {
  const d = (answer as { data?: { list?: unknown; total?: unknown } | null } | null | undefined)?.data;
  if (!d || !Array.isArray(d.list)) return null;
  const list = (d.list as unknown[]).filter((x): x is T => x !== null && typeof x === 'object');
  const total = typeof d.total === 'number' && Number.isFinite(d.total) && d.total >= 0 ? d.total : list.length;
  return { list, total };
}
