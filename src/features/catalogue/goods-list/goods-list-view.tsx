import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useGetGlobalCommon } from '@generated/endpoints/common/common';
import { useListGoods } from '@generated/endpoints/goods/goods';
import type { ListGoodsParams } from '@generated/models';
import { QueryState } from '@/components/query-state';
import { toQueryString } from '@/lib/routes';
import { GoodsTable } from '@/features/catalogue/goods-table/goods-table';
import { ListFilters, type ListView } from '@/features/catalogue/list-filters/list-filters';
import { PAGE_SIZE, listQueryToRecord, parseListQuery, toListGoodsParams, type ListQuery } from '@/features/catalogue/list-filters/list-query';
import { Pager } from '@/features/catalogue/list-filters/pager';
import { CardSkeletons, GoodsGrid } from './goods-grid';
import '@/features/catalogue/catalogue.css';
import { Skeleton } from '@/components/skeleton/skeleton';

interface Props {
  /** The list's heading, e.g. 药品列表, 搜索结果, or the category name of /list/other. */
  title: string;
  view: ListView;
  /** The views offered, each the path of its route (built with href). */
  views: Partial<Record<ListView, string>>;
  /** Filters the page fixes (a category page's id, a zone's flag); not shown in the filter bar. */
  fixed?: Partial<ListGoodsParams>;
  hideCategory?: boolean;
}

/** A list of goods in one of three views with its filters, sort and pages, all read from and written to the address. */
export function GoodsListView({ title, view, views, fixed = {}, hideCategory }: Props) {
  const search = useSearch();
  const topRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const query = parseListQuery(search);
  const pageSize = view === 'table' ? PAGE_SIZE.table : PAGE_SIZE.cards;
  const params = toListGoodsParams(query, fixed, pageSize);
  const list = useListGoods(params, { query: { placeholderData: keepPreviousData } });
  const common = useGetGlobalCommon({ request: { silent: true }, query: { staleTime: 60_000 } });
  // The goods are drawn from a deferred copy of the answer: when it arrives React first keeps what is on screen, then
  // draws the new cards or rows in the background in short slices, so a phone's main thread is never blocked for the
  // whole page of goods (the filters, the count and the pager follow the same copy, so they always agree with it).
  const data = useDeferredValue(list.data?.data);
  const go = (next: ListQuery) => {
    navigate(`${views[view] ?? ''}${toQueryString(listQueryToRecord(next))}`);
    // After paging at the bottom, bring the top of the list back into view (the header stays where it was).
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ block: 'start' });
  };

  // The skeletons stand until the deferred copy holds the answer (the cards keep their place, CLS 0).
  const body = (
    <QueryState
      query={{ isPending: list.isPending || (!data && list.isSuccess), isError: list.isError, isFetching: list.isFetching, error: list.error, refetch: list.refetch }}
      data={Array.isArray(data?.list) ? data.list : null}
      placeholder={view === 'table' ? <Skeleton className="goods-table-skeleton" /> : <CardSkeletons count={pageSize} noImage={view === 'noImage'} />}
      className="goods-list__empty"
      failText="商品加载失败，请稍候再试"
      empty={<p>暂无符合条件的商品</p>}
    >
      {(shown) => (view === 'table' ? <GoodsTable goods={shown} /> : <GoodsGrid goods={shown} noImage={view === 'noImage'} headingLevel={2} />)}
    </QueryState>
  );

  return (
    <div className="ui container goods-list" ref={topRef}>
      <h1 className="goods-list__title">
        {title}
        {query.keywords && <span className="goods-list__kw">“{query.keywords}”</span>}
      </h1>
      <ListFilters
        query={query}
        onChange={go}
        categories={common.data?.data.category ?? []}
        hideCategory={hideCategory}
        hideFlags={Object.keys(fixed)}
        views={views}
        view={view}
        total={data?.total}
      />
      <div className={list.isFetching && data ? 'goods-list__body is-refreshing' : 'goods-list__body'}>{body}</div>
      {data && <Pager page={data.page} total={data.total} pageSize={pageSize} onPage={(page) => go({ ...query, page })} />}
    </div>
  );
}
