import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Goods } from '@generated/models';
import { toQueryString } from '@/lib/routes';
import { CardSkeletons, GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import { GoodsTable } from '@/features/catalogue/goods-table/goods-table';
import { listQueryToRecord, updateListQuery, type ListQuery } from '@/features/catalogue/list-filters/list-query';
import { SortButtons } from '@/features/catalogue/list-filters/sort-buttons';
import { Pager } from '@/features/catalogue/list-filters/pager';
import '@/features/catalogue/catalogue.css';
import './zone.css';
import { Skeleton } from '@/components/skeleton/skeleton';

interface Props {
  title: string;
  /** The zone's rule or banner line under the title. */
  intro?: ReactNode;
  page: { list: Goods[]; total: number; page: number } | undefined;
  isError: boolean;
  query: ListQuery;
  go: (next: ListQuery) => void;
  pageSize: number;
  view?: 'cards' | 'table';
  /** Card and table paths when the zone offers both (/yx and /yx/table). */
  views?: { cards: string; table: string };
  className?: string;
}

/** A zone page over its own API: heading, rule, sort, the goods in cards or the dense table, and pages. */
export function ZoneGoodsView({ title, intro, page, isError, query, go, pageSize, view = 'cards', views, className }: Props) {
  const qs = toQueryString(listQueryToRecord({ ...query, page: undefined }));
  let body;
  if (!page) body = isError ? <p className="goods-list__empty">专区加载失败，请稍候再试</p> : view === 'table' ? <Skeleton className="goods-table-skeleton" /> : <CardSkeletons count={pageSize} />;
  else if (page.list.length === 0) body = <p className="goods-list__empty">专区暂无商品</p>;
  else body = view === 'table' ? <GoodsTable goods={page.list} /> : <GoodsGrid goods={page.list} headingLevel={2} />;
  return (
    <div className={`ui container goods-list zone${className ? ` ${className}` : ''}`}>
      <header className="zone__head">
        <h1 className="goods-list__title">{title}</h1>
        {intro && <div className="zone__intro">{intro}</div>}
      </header>
      <div className="list-filters">
        <div className="list-filters__row list-filters__row--sort">
          <SortButtons query={query} onSort={(patch) => go(updateListQuery(query, patch))} />
          <span className="list-filters__total">{page ? `共 ${page.total} 个商品` : '\u00a0'}</span>
          {views && (
            <nav className="list-filters__views" aria-label="显示方式">
              <Link href={`${views.cards}${qs}`} className={`list-filters__view${view === 'cards' ? ' is-active' : ''}`}>
                大图
              </Link>
              <Link href={`${views.table}${qs}`} className={`list-filters__view${view === 'table' ? ' is-active' : ''}`}>
                列表
              </Link>
            </nav>
          )}
        </div>
      </div>
      <div className="goods-list__body">{body}</div>
      {page && <Pager page={page.page} total={page.total} pageSize={pageSize} onPage={(p) => go({ ...query, page: p })} />}
    </div>
  );
}
