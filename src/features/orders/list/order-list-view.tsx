import { useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useListOrders } from '@generated/endpoints/order/order';
import type { OrderSummary } from '@generated/models';
import { PageLinks } from '@/components/pager/page-links';
import { FallbackImage } from '@/components/image/fallback-image';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { href } from '@/lib/routes';
import { AcceptanceRangeExport } from '../acceptance/acceptance-range-export';
import { AfterSalesList, useAfterSalesCount } from '../after-sales/after-sales-list';
import {
  AFTER_SALES_TAB,
  checkSummary,
  dateRangeProblem,
  everyRow,
  KEYWORDS_MAX,
  leaveIfNeeded,
  listQueryString,
  ORDER_CENTRE_TABS,
  ORDER_LIST_PAGE_SIZE,
  ORDER_LIST_STALE_MS,
  orderListParams,
  readListQuery,
  type OrderListQuery,
  type OrderTabStatus,
} from '../order-rules';
import { OrderActionBar } from '../detail/order-actions';
import '../orders.css';

const SHOWN_PICTURES = 4;

/** The number of orders of a tab, from the list's own answer (same keyword and date filters). */
function countOf(counts: unknown, status: OrderTabStatus): number | null {
  if (!Array.isArray(counts)) return null;
  const c = (counts as Array<{ status?: unknown; count?: unknown }>).find((x) => x && x.status === status)?.count;
  return typeof c === 'number' && Number.isSafeInteger(c) && c >= 0 ? c : null;
}

/**
 * A tab's count, or its room while the count is not known (not answered yet, or unusable): the tabs keep their width
 * when the counts arrive, so on a phone, where they wrap, none moves to another line.
 */
function TabCount({ count }: { count: number | null }) {
  return count === null ? <span className="orders-tab__count" aria-hidden="true" /> : <span className="orders-tab__count">{count}</span>;
}

function OrderCard({ order }: { order: OrderSummary }) {
  const more = order.goods_count > SHOWN_PICTURES;
  return (
    <li className="orders-card" data-testid="order-card">
      <div className="orders-card__head">
        <span>
          订单号 <Link href={href('order_info', { id: order.id })}>{order.order_no}</Link>
        </span>
        <span className="orders-card__time">下单时间 {order.created_at}</span>
        {order.is_hm === 1 ? <span className="orders-card__tag">含麻订单</span> : null}
        <span className={`orders-card__status orders-card__status--${order.status}`}>{order.status_text}</span>
      </div>
      <div className="orders-card__body">
        <Link href={href('order_info', { id: order.id })} className="orders-card__goods">
          {order.images.slice(0, SHOWN_PICTURES).map((src, i) => (
            <FallbackImage key={`${src}-${i}`} src={src} alt="" width={56} height={56} className="orders-card__pic" />
          ))}
          <span className="orders-card__count">
            {more ? '… ' : ''}共 {order.goods_count} 种 {order.total_number} 件
          </span>
        </Link>
        <div className="orders-card__amount">
          {order.status === 1 ? '应付' : '实付'} <Money yuan={order.pay_amount} className="orders-money" />
          {order.pay_deadline ? <div className="orders-card__deadline">请于 {order.pay_deadline} 前付款</div> : null}
        </div>
        <OrderActionBar order={{ id: order.id, status: order.status, is_hm: order.is_hm, order_no: order.order_no }} compact />
      </div>
    </li>
  );
}

function Filters({ query, onApply }: { query: OrderListQuery; onApply: (q: Partial<OrderListQuery>) => void }) {
  const [keywords, setKeywords] = useState(query.keywords);
  const [start, setStart] = useState(query.start);
  const [end, setEnd] = useState(query.end);
  useEffect(() => {
    setKeywords(query.keywords);
    setStart(query.start);
    setEnd(query.end);
  }, [query.keywords, query.start, query.end]);
  const problem = dateRangeProblem(start, end);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    onApply({ keywords: keywords.trim(), start, end, page: 1 });
  };
  return (
    <form className="orders-filters" role="search" aria-label="查找订单" onSubmit={submit}>
      <label>
        <span>订单号/商品</span>
        <input type="search" value={keywords} maxLength={KEYWORDS_MAX} placeholder="输入订单号或商品名称" onChange={(e) => setKeywords(e.target.value)} />
      </label>
      <label>
        <span>下单日期</span>
        <input type="date" value={start} aria-label="开始日期" onChange={(e) => setStart(e.target.value)} />
      </label>
      <span aria-hidden="true">至</span>
      <label>
        <span className="orders-visually-hidden">结束日期</span>
        <input type="date" value={end} aria-label="结束日期" aria-invalid={problem ? true : undefined} onChange={(e) => setEnd(e.target.value)} />
      </label>
      <button type="submit" className="ui small primary button" disabled={problem !== null}>
        搜索
      </button>
      {query.keywords || query.start || query.end ? (
        <button type="button" className="ui small button" onClick={() => onApply({ keywords: '', start: '', end: '', page: 1 })}>
          清除
        </button>
      ) : null}
      {problem ? (
        <p className="orders-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}


/** 我的订单: the tabs by status with counts, the search, the date range and the pages, all kept in the address. */
export function OrderListView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readListQuery(search);
  const hrefWith = (change: Partial<OrderListQuery>) => `${href('order')}${listQueryString({ ...query, ...change })}`;
  const apply = (change: Partial<OrderListQuery>) => navigate(hrefWith(change));
  const pageHref = (p: number) => hrefWith({ page: p });
  const afterSales = query.status === AFTER_SALES_TAB;
  const [listedAfterSales, setListedAfterSales] = useState<number | null>(null);
  const countedAfterSales = useAfterSalesCount(!afterSales);
  const afterSalesCount = afterSales ? listedAfterSales : (countedAfterSales ?? listedAfterSales);
  // On the after-sales tab the order list is not asked for (the hook is disabled; its params are the default tab's).
  const params = orderListParams(afterSales ? { ...query, status: 0 } : query) ?? {};
  const list = useListOrders(params, { request: { silent: true }, query: { staleTime: ORDER_LIST_STALE_MS, placeholderData: (prev) => prev, enabled: !afterSales } });
  useEffect(() => leaveIfNeeded(list.error), [list.error]);

  // The orders are drawn from a deferred copy of the answer (the tab counts and the pager follow the same copy): when
  // it arrives React draws the cards in short slices in the background instead of in one long task on a phone.
  const raw = useDeferredValue(list.data?.data);
  const drawing = raw === undefined && list.data?.data !== undefined;
  const orders = Array.isArray(raw?.list) ? raw.list.map(checkSummary) : null;

  return (
    <div className="orders-page">
      <h1 className="orders-title">我的订单</h1>
      <AcceptanceRangeExport />
      <div className="orders-tabs" role="tablist" aria-label="订单状态">
        {ORDER_CENTRE_TABS.map((t) => (
          <button
            key={t.status}
            type="button"
            role="tab"
            aria-selected={query.status === t.status}
            className={`orders-tab${query.status === t.status ? ' orders-tab--active' : ''}`}
            onClick={() => apply({ status: t.status, page: 1 })}
          >
            {t.label}
            <TabCount count={t.status === AFTER_SALES_TAB ? afterSalesCount : countOf(raw?.status_counts, t.status)} />
          </button>
        ))}
      </div>
      {afterSales ? null : <Filters query={query} onApply={apply} />}
      <div role="tabpanel" aria-label={ORDER_CENTRE_TABS.find((t) => t.status === query.status)?.label} aria-busy={afterSales ? undefined : list.isFetching}>
        {afterSales ? (
          <AfterSalesList page={query.page} hrefOf={pageHref} onPage={(p) => apply({ page: p })} onTotal={setListedAfterSales} />
        ) : (
          <QueryState
            // While the deferred copy has not caught up with the answer, the list is still being drawn.
            query={{ isPending: list.isPending || drawing, isError: list.isError, isFetching: list.isFetching, error: list.error, refetch: list.refetch }}
            data={everyRow(orders)}
            loadingText="正在加载订单…"
            failText="订单列表加载失败。"
            malformedText="订单列表有误，请稍后重试"
            empty={
              <p>
                {query.keywords || query.start || query.end ? '没有符合条件的订单' : '暂无订单'} <Link href={href('home')}>去逛逛</Link>
              </p>
            }
          >
            {(shown) => (
              <>
                <ul className="orders-list" data-testid="order-list">
                  {shown.map((o) => (
                    <OrderCard key={o.id} order={o} />
                  ))}
                </ul>
                <PageLinks page={query.page} total={raw?.total ?? 0} pageSize={ORDER_LIST_PAGE_SIZE} hrefOf={pageHref} onPage={(p) => apply({ page: p })} label="订单分页" />
              </>
            )}
          </QueryState>
        )}
      </div>
    </div>
  );
}
