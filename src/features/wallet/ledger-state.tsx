import type { ReactNode } from 'react';
import { Button } from 'semantic-ui-react';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/** Loading, failed (with 重新加载), empty or the list: the states every wallet list goes through. */
export function LedgerState({ query, empty, emptyText, children }: { query: QueryLike; empty: boolean; emptyText: string; children: ReactNode }) {
  if (query.isPending) return <p className="ledger-note" role="status">正在加载…</p>;
  if (query.isError)
    return (
      <div className="ledger-note" role="alert">
        <p>明细加载失败，请稍后重试。</p>
        <Button type="button" size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
          重新加载
        </Button>
      </div>
    );
  if (empty) return <p className="ledger-note">{emptyText}</p>;
  return <div aria-busy={query.isFetching || undefined}>{children}</div>;
}
