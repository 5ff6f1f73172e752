import { useEffect } from 'react';
import { Link } from 'wouter';
import { useGetAfterSalesDetail } from '@generated/endpoints/order/order';
import { Money } from '@/components/money/money';
import { href } from '@/lib/routes';
import { sitePath } from '@/lib/url/safe-link';
import { checkAfterSales, leaveIfNeeded } from '../order-rules';
import { OrderPageState } from '../order-page-state';
import '../orders.css';

/** /order/afterSalesInfo/{id}: the request, its progress and the refund; works on a reload (the id is in the address). */
export function AfterSalesDetailView({ id }: { id: number | null }) {
  const q = useGetAfterSalesDetail(id ?? 0, { request: { silent: true }, query: { enabled: id !== null, staleTime: 0 } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  const a = id !== null && q.data ? checkAfterSales(q.data.data) : null;
  if (!a) {
    return (
      <OrderPageState
        query={q}
        missing={id === null}
        loadingText="正在加载售后单…"
        failText="售后单加载失败。"
        malformed="售后信息有误，请稍后重试"
        notFound={id === null ? '售后单编号无效。' : '没有找到该售后单'}
        back={{ href: href('order'), label: '返回我的订单' }}
      />
    );
  }
  // Photos are the platform's own addresses (paths of this site, the one link rule); anything else in a hostile answer
  // is not drawn.
  const photos = (Array.isArray(a.images) ? a.images : []).map((u) => sitePath(u)).filter((u): u is string => u !== null);
  return (
    <div className="orders-page orders-detail">
      <h1 className="orders-title">售后详情</h1>
      <p>
        售后单号 <strong>{a.after_sales_no}</strong> · {a.type_text}
        <span className="orders-card__status" data-testid="after-sales-status">
          {a.status_text}
        </span>
      </p>
      <p>
        订单 <Link href={href('order_info', { id: a.order_id })}>{a.order_no}</Link> · 申请时间 {a.created_at}
        {a.type === 2 ? (
          <>
            {' '}
            · <Link href={href('order_return_info', { id: a.order_id })}>退货寄回信息</Link>
          </>
        ) : null}
      </p>
      <ol className="orders-timeline" aria-label="售后进度">
        {a.steps.map((s) => (
          <li key={s.title} className={s.is_done === 1 ? 'is-done' : ''}>
            <span className="orders-timeline__title">{s.title}</span>
            <span className="orders-timeline__time">{s.time ?? '—'}</span>
            <span className="orders-timeline__note">{s.text}</span>
          </li>
        ))}
      </ol>
      <section className="orders-section" aria-labelledby="as-lines">
        <h2 id="as-lines" className="orders-section__title">
          售后商品
        </h2>
        <ul className="orders-after-sales">
          {a.lines.map((l) => (
            <li key={l.id}>
              {l.name} {l.ypgg} · {l.sccj} · 批号 {l.ph || '—'} · {l.number}
              {l.bzdw ?? ''} · <Money yuan={l.amount} />
            </li>
          ))}
        </ul>
      </section>
      <section className="orders-section" aria-labelledby="as-info">
        <h2 id="as-info" className="orders-section__title">
          申请信息
        </h2>
        <dl className="orders-dl">
          <dt>售后原因</dt>
          <dd>{a.reason}</dd>
          <dt>问题描述</dt>
          <dd>{a.description || '—'}</dd>
          <dt>退款金额</dt>
          <dd data-testid="after-sales-refund">{a.refund_amount !== null ? <Money yuan={a.refund_amount} className="orders-money" /> : '换货不退款'}</dd>
          {a.refund_amount !== null && a.refund_to ? (
            <>
              <dt>退款去向</dt>
              <dd data-testid="after-sales-refund-to">{a.refund_to}</dd>
            </>
          ) : null}
        </dl>
        {photos.length ? (
          <ul className="orders-photos" aria-label="售后照片">
            {photos.map((u) => (
              <li key={u}>
                <a href={u} target="_blank" rel="noopener">
                  <img src={u} alt="售后照片" width={72} height={72} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
