import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Goods } from '@generated/models';
import { QueryState, type QueryLike } from '@/components/query-state';
import { toQueryString } from '@/lib/routes';
import { CardSkeletons, GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import { GoodsTable } from '@/features/catalogue/goods-table/goods-table';
import { listQueryToRecord, updateListQuery, type ListQuery } from '@/features/catalogue/list-filters/list-query';
import { SortButtons } from '@/features/catalogue/list-filters/sort-buttons';
import { Pager } from '@/features/catalogue/list-filters/pager';
import '@/features/catalogue/catalogue.css';
import './zone.css';
import { Skeleton } from '@/components/skeleton/skeleton';

/** A zone's goods as its call answers them, and what the goods block says while they cannot be shown. */
export interface ZoneGoodsProps {
  page: { list: Goods[]; total: number; page: number } | undefined;
  /** The zone's call: its skeletons while it loads, a failure with 重新加载. */
  call: QueryLike;
  /** The address names no zone (an invalid id): not found without asking. */
  missing?: boolean;
  /** What a zone the server does not know (404) says; without it that is a failure to load. */
  notFoundText?: string;
  pageSize: number;
  view?: 'cards' | 'table';
}

/** A zone's goods: skeletons of the loaded size, then the cards or the dense table, or why there are none. */
export function ZoneGoods({ page, call, missing, notFoundText, pageSize, view = 'cards' }: ZoneGoodsProps) {
  return (
    <QueryState
      query={call}
      data={Array.isArray(page?.list) ? page.list : null}
      missing={missing}
      placeholder={view === 'table' ? <Skeleton className="goods-table-skeleton" /> : <CardSkeletons count={pageSize} />}
      className="goods-list__empty"
      failText="专区加载失败，请稍候再试"
      notFoundText={notFoundText}
      empty={<p>专区暂无商品</p>}
    >
      {(goods) => (view === 'table' ? <GoodsTable goods={goods} /> : <GoodsGrid goods={goods} headingLevel={2} />)}
    </QueryState>
  );
}

interface Props extends ZoneGoodsProps {
  title: string;
  /** The zone's rule or banner line under the title. */
  intro?: ReactNode;
  query: ListQuery;
  go: (next: ListQuery) => void;
  /** Card and table paths when the zone offers both (/yx and /yx/table). */
  views?: { cards: string; table: string };
  className?: string;
}

/** A zone page over its own API: heading, rule, sort, the goods in cards or the dense table, and pages. */
export function ZoneGoodsView({ title, intro, query, go, views, className, ...goods }: Props) {
  const { page, pageSize, view = 'cards' } = goods;
  const qs = toQueryString(listQueryToRecord({ ...query, page: undefined }));
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
      <div className="goods-list__body">
        <ZoneGoods {...goods} />
      </div>
      {page && <Pager page={page.page} total={page.total} pageSize={pageSize} onPage={(p) => go({ ...query, page: p })} />}
    </div>
  );
}
