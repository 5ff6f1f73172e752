/** The most digits a page number may have: enough for any list, and far inside the exact integers. */
const MAX_DIGITS = 9;
const PAGE_RE = new RegExp(`^\\d{1,${MAX_DIGITS}}$`);

/**
 * A positive whole number written in plain digits ("2", "02"), as an address carries a page or a category:
 * absent, "0", "-1", "1.5", "1e3", " 2" and "abc" are null.
 */
export function positiveIntParam(value: string | null | undefined): number | null {
  if (value == null || !PAGE_RE.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The page an address asks for, from `?page=2` or a path segment (/ppzq/2): page 1 when absent or malformed. */
export function pageParam(value: string | null | undefined): number {
  return positiveIntParam(value) ?? 1;
}

/** The page of a query string ("page=2&sort=price" or "?page=2"): page 1 when absent or malformed. */
export function pageFromSearch(search: string): number {
  return pageParam(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('page'));
}
