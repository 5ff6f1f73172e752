import './page-links.css';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page (the page lives in the address). */
  hrefOf(page: number): string;
  onPage(page: number): void;
  /** The pager's accessible name when a page has more than one list (default 分页). */
  label?: string;
}

/** 上一页 · 第 n / m 页，共 N 条 · 下一页, for a list whose page lives in the address; nothing when one page holds all. */
export function PageLinks({ page, total, pageSize, hrefOf, onPage, label = '分页' }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (n: number, text: string, disabled: boolean) =>
    disabled ? (
      <span className="page-links__off" aria-disabled="true">
        {text}
      </span>
    ) : (
      <a
        href={hrefOf(n)}
        onClick={(e) => {
          e.preventDefault();
          onPage(n);
        }}
      >
        {text}
      </a>
    );
  return (
    <nav className="page-links" aria-label={label}>
      {link(page - 1, '上一页', page <= 1)}
      <span aria-current="page">
        第 {Math.min(page, pages)} / {pages} 页，共 {total} 条
      </span>
      {link(page + 1, '下一页', page >= pages)}
    </nav>
  );
}
