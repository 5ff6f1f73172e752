import { useLocation, useSearch } from 'wouter';
import { toQueryString } from '@/lib/routes';
import { listQueryToRecord, parseListQuery, type ListQuery } from '@/features/catalogue/list-filters/list-query';

/** Sort and page of a zone page, kept in the address like the drug list's. */
export function useZoneQuery(path: string, pageSize: number) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = parseListQuery(search);
  const params = {
    sort: query.sort ?? ('default' as const),
    order: query.sort ? (query.order ?? 'desc') : undefined,
    page: query.page ?? 1,
    page_size: pageSize,
  };
  const go = (next: ListQuery) => navigate(`${path}${toQueryString(listQueryToRecord(next))}`);
  return { query, params, go };
}
