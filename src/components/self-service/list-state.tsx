import type { ReactNode } from 'react';
import { Button } from 'semantic-ui-react';
// The self-service pages' shared look (lists, tables, statuses, forms, notes), loaded with the states they all use.
import './self-service.css';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/** Loading, failed (with 重新加载), empty or the list: the states every self-service list goes through. */
export function ListState({ query, empty, emptyText, failText = '列表加载失败，请稍后重试。', children }: { query: QueryLike; empty: boolean; emptyText: ReactNode; failText?: string; children: ReactNode }) {
  if (query.isPending) return <p className="ss-note" role="status">正在加载…</p>;
  if (query.isError)
    return (
      <div className="ss-note" role="alert">
        <p>{failText}</p>
        <Button type="button" size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
          重新加载
        </Button>
      </div>
    );
  if (empty) return <div className="ss-note ss-note--empty">{emptyText}</div>;
  return <div aria-busy={query.isFetching || undefined}>{children}</div>;
}

/** The list and total of a paged answer, whatever shape a malformed answer has. */
export function pageOf<T>(data: unknown): { list: T[]; total: number } {
  const d = (data as { data?: { list?: unknown; total?: unknown } } | undefined)?.data;
  const list = Array.isArray(d?.list) ? (d.list as T[]).filter((x) => x !== null && typeof x === 'object') : [];
  const total = typeof d?.total === 'number' && Number.isFinite(d.total) ? d.total : list.length;
  return { list, total };
}
