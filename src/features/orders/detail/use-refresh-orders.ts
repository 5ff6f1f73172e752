import { useQueryClient } from '@tanstack/react-query';

/** Every order query (list pages, counts, details) is stale after an action. */
export function useRefreshOrders() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && /^\/api\/(order|after_sales)/.test(q.queryKey[0]),
    });
}
