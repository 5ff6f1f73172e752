import { useEffect } from 'react';
import { Link } from 'wouter';
import { useListAfterSales } from '@generated/endpoints/order/order';
import type { AfterSalesSummary } from '@generated/models';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState } from '@/components/query-state';
import { Money } from '@/components/money/money';
import { tryToFen } from '@/domain/money';
import { href } from '@/lib/routes';
import { everyRow, leaveIfNeeded } from '../order-rules';

const AFTER_SALES_PAGE_SIZE = 10;

function checkRow(v: unknown): AfterSalesSummary | null {
  const a = v as AfterSalesSummary | null;
  if (typeof a !== 'object' || a === null) return null;
  const ok =
    Number.isSafeInteger(a.id) && a.id > 0 && Number.isSafeInteger(a.order_id) && a.order_id > 0 && typeof a.after_sales_no === 'string' &&
    typeof a.order_no === 'string' && typeof a.status_text === 'string' && typeof a.goods_names === 'string' &&
    (a.refund_amount === null || tryToFen(a.refund_amount) !== null);
  return ok ? a : null;
}

/** The 退款/售后 tab of /order: every application, newest first, each linking to its own page and to its order. */
interface AfterSalesListProps {
  page: number;
  /** The address of a page of the list (the page lives in the address). */
  hrefOf: (p: number) => string;
  onPage: (p: number) => void;
  onTotal?: (n: number) => void;
}

export function AfterSalesList({ page, hrefOf, onPage, onTotal }: AfterSalesListProps) {
  const q = useListAfterSales({ page, page_size: AFTER_SALES_PAGE_SIZE }, { request: { silent: true }, query: { staleTime: 0, placeholderData: (prev) => prev } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  const total = q.data?.data?.total;
  useEffect(() => {
    if (typeof total === 'number' && Number.isSafeInteger(total) && total >= 0) onTotal?.(total);
  }, [total, onTotal]);
  const raw = q.data?.data;
  const rows = Array.isArray(raw?.list) ? raw.list.map(checkRow) : null;
  return (
    <QueryState
      query={q}
      data={everyRow(rows)}
      loadingText="正在加载售后记录…"
      failText="售后记录加载失败。"
      malformedText="售后记录有误，请稍后重试"
      empty={<p>暂无退款/售后记录</p>}
    >
      {(shown) => (
        <>
          <ul className="orders-list" data-testid="after-sales-list">
            {shown.map((a) => (
              <li key={a.id} className="orders-card" data-testid="after-sales-card">
                <div className="orders-card__head">
                  <span>
                    售后单号 <Link href={href('order_after_sales_info', { id: a.id })}>{a.after_sales_no}</Link>
                  </span>
                  <span className="orders-card__time">申请时间 {a.created_at}</span>
                  <span className="orders-card__status">{a.status_text}</span>
                </div>
                <div className="orders-card__body">
                  <div>
                    <p className="orders-as-goods">
                      <strong>{a.type_text}</strong> · {a.goods_names}
                    </p>
                    <p className="orders-muted">
                      订单 <Link href={href('order_info', { id: a.order_id })}>{a.order_no}</Link>
                    </p>
                  </div>
                  <div className="orders-card__amount">
                    {a.refund_amount !== null ? (
                      <>
                        退款 <Money yuan={a.refund_amount} className="orders-money" />
                        <div className="orders-muted">{a.refund_to}</div>
                      </>
                    ) : (
                      '换货不退款'
                    )}
                  </div>
                  <div className="orders-actions">
                    <div className="orders-actions__buttons">
                      <Link className="ui mini basic button" href={href('order_after_sales_info', { id: a.id })}>
                        售后详情
                      </Link>
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <PageLinks page={page} total={raw?.total ?? 0} pageSize={AFTER_SALES_PAGE_SIZE} hrefOf={hrefOf} onPage={onPage} label="售后分页" />
        </>
      )}
    </QueryState>
  );
}

/** The number of applications, for the tab's count (null until known); not asked while the tab's own list is shown. */
export function useAfterSalesCount(enabled: boolean): number | null {
  const q = useListAfterSales({ page: 1, page_size: 1 }, { request: { silent: true }, query: { staleTime: 30_000, enabled } });
  const t = q.data?.data?.total;
  return typeof t === 'number' && Number.isSafeInteger(t) && t >= 0 ? t : null;
}
