import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useGetPointsOrder, useListPointsOrders } from '@generated/endpoints/points/points';
import type { PointsOrder } from '@generated/models';
import { PageLinks } from '@/components/pager/page-links';
import { FallbackImage } from '@/components/image/fallback-image';
import { QueryState } from '@/components/query-state';
import { href } from '@/lib/routes';
import { pageParam } from '@/lib/url/page-param';
import { everyRow, leaveIfNeeded } from '../order-rules';
import '../orders.css';

const PAGE_SIZE = 10;

function checkPointsOrder(v: unknown): PointsOrder | null {
  const o = v as PointsOrder | null;
  if (typeof o !== 'object' || o === null) return null;
  const ok = Number.isSafeInteger(o.id) && o.id > 0 && typeof o.order_no === 'string' && typeof o.goods_name === 'string' && Number.isSafeInteger(o.points) && typeof o.status_text === 'string';
  return ok ? o : null;
}

/** One points order's delivery and logistics, loaded when opened. */
function PointsOrderDetail({ id }: { id: number }) {
  const q = useGetPointsOrder(id, { request: { silent: true }, query: { staleTime: 0 } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  const d = q.data?.data;
  if (q.isError || !d || !Array.isArray(d.traces)) {
    return <QueryState size="compact" query={q} data={null} loadingText="正在加载订单详情…" failText="积分订单详情加载失败。" malformedText="积分订单详情有误。" />;
  }
  return (
    <div className="orders-points__detail" data-testid="points-order-detail">
      <dl className="orders-dl">
        <dt>收货人</dt>
        <dd>
          {d.consignee} {d.phone}
        </dd>
        <dt>收货地址</dt>
        <dd>{d.address}</dd>
        <dt>发货时间</dt>
        <dd>{d.shipped_at ?? '待发货'}</dd>
        <dt>物流</dt>
        <dd>{d.carrier && d.waybill_no ? `${d.carrier} 运单号 ${d.waybill_no}` : '发货后可查看物流'}</dd>
      </dl>
      {d.traces.length ? (
        <ol className="orders-traces">
          {d.traces.map((t, i) => (
            <li key={`${t.time}-${i}`} className={i === 0 ? 'is-latest' : ''}>
              <span className="orders-timeline__time">{t.time}</span> {t.text}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** /jfdd (/order_jfdd): the points-mall orders with their status, each opening its delivery and logistics. */
export function PointsOrdersView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = pageParam(new URLSearchParams(search).get('page'));
  const [open, setOpen] = useState<number | null>(null);
  const q = useListPointsOrders({ page, page_size: PAGE_SIZE }, { request: { silent: true }, query: { staleTime: 0, placeholderData: (prev) => prev } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  const raw = q.data?.data;
  const rows = Array.isArray(raw?.list) ? raw.list.map(checkPointsOrder) : null;
  const pageHref = (p: number) => `${href('order_jfdd')}${p > 1 ? `?page=${p}` : ''}`;
  return (
    <div className="orders-page">
      <h1 className="orders-title">积分订单</h1>
      <QueryState
        query={q}
        data={everyRow(rows)}
        loadingText="正在加载积分订单…"
        failText="积分订单加载失败。"
        malformedText="积分订单有误，请稍后重试"
        empty={
          <p>
            暂无积分订单 <Link href={href('jfsc')}>去积分商城</Link>
          </p>
        }
      >
        {(shown) => (
          <>
            <ul className="orders-list" data-testid="points-order-list">
              {shown.map((o) => (
                <li key={o.id} className="orders-card" data-testid="points-order-card">
                  <div className="orders-card__head">
                    <span>积分订单号 {o.order_no}</span>
                    <span className="orders-card__time">兑换时间 {o.created_at}</span>
                    <span className={`orders-card__status orders-card__status--${o.status === 3 ? 4 : o.status === 4 ? 5 : 2}`}>{o.status_text}</span>
                  </div>
                  <div className="orders-card__body">
                    <span className="orders-card__goods">
                      <FallbackImage src={o.image} alt="" width={56} height={56} className="orders-card__pic" />
                      {o.goods_name} × {o.number}
                    </span>
                    <div className="orders-card__amount">
                      消耗 <strong className="orders-money">{o.points}</strong> 积分
                    </div>
                    <div className="orders-actions">
                      <div className="orders-actions__buttons">
                        <button
                          type="button"
                          className="ui mini basic button"
                          aria-expanded={open === o.id}
                          aria-controls={`points-order-${o.id}`}
                          onClick={() => setOpen((x) => (x === o.id ? null : o.id))}
                        >
                          {open === o.id ? '收起详情' : '订单详情'}
                        </button>
                      </div>
                      <div id={`points-order-${o.id}`}>{open === o.id ? <PointsOrderDetail id={o.id} /> : null}</div>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <PageLinks page={page} total={raw?.total ?? 0} pageSize={PAGE_SIZE} hrefOf={pageHref} onPage={(p) => navigate(pageHref(p))} label="积分订单分页" />
          </>
        )}
      </QueryState>
    </div>
  );
}
