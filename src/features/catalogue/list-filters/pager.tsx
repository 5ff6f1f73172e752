import { pageWindow } from './list-query';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Page links; the page lives in the address like every other list state. */
export function Pager({ page, total, pageSize, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="分页">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      {pageWindow(page, pages).map((n, i) =>
        n === 0 ? (
          <span key={`gap-${i}`} className="pager__gap">
            …
          </span>
        ) : (
          <button key={n} type="button" className={n === page ? 'is-active' : undefined} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
            {n}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
