import { useEffect } from 'react';
import { Link } from 'wouter';
import { useGetOrderReturn } from '@generated/endpoints/order/order';
import type { OrderReturn } from '@generated/models';
import { Money } from '@/components/money/money';
import { tryToFen } from '@/domain/money';
import { href } from '@/lib/routes';
import { leaveIfNeeded } from '../order-rules';
import { OrderPageState } from '../order-page-state';
import '../orders.css';

function checkReturn(v: unknown): OrderReturn | null {
  const r = v as OrderReturn | null;
  if (typeof r !== 'object' || r === null) return null;
  const ok =
    Number.isSafeInteger(r.id) && Number.isSafeInteger(r.order_id) && typeof r.return_no === 'string' && typeof r.status_text === 'string' && Array.isArray(r.lines) &&
    tryToFen(r.refund_amount) !== null && typeof r.return_address === 'object' && r.return_address !== null;
  return ok ? r : null;
}

/** /order/returnInfo/{id}: an order's latest return — the goods, the refund and where it goes, where to send goods back. */
export function ReturnInfoView({ id }: { id: number | null }) {
  const q = useGetOrderReturn(id ?? 0, { request: { silent: true }, query: { enabled: id !== null, staleTime: 0 } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  const r = id !== null && q.data ? checkReturn(q.data.data) : null;
  if (!r) {
    return (
      <OrderPageState
        heading={<h1 className="orders-title">退货详情</h1>}
        query={q}
        missing={id === null}
        loadingText="正在加载退货信息…"
        failText="退货信息加载失败。"
        malformed="退货信息有误，请稍后重试"
        notFound={id === null ? '订单编号无效。' : '该订单没有退货记录'}
        back={id === null ? { href: href('order'), label: '返回我的订单' } : { href: href('order_info', { id }), label: '返回订单详情' }}
      />
    );
  }
  return (
    <div className="orders-page orders-detail">
      <h1 className="orders-title">退货详情</h1>
      <p>
        退货单号 <strong>{r.return_no}</strong>
        <span className="orders-card__status" data-testid="return-status">
          {r.status_text}
        </span>
      </p>
      <p>
        订单 <Link href={href('order_info', { id: r.order_id })}>{r.order_no}</Link> · 申请时间 {r.created_at}
      </p>
      <section className="orders-section" aria-labelledby="return-lines">
        <h2 id="return-lines" className="orders-section__title">
          退货商品
        </h2>
        <ul className="orders-after-sales">
          {r.lines.map((l) => (
            <li key={l.id}>
              {l.name} {l.ypgg} · 批号 {l.ph || '—'} · {l.number}
              {l.bzdw ?? ''} · <Money yuan={l.amount} />
            </li>
          ))}
        </ul>
      </section>
      <section className="orders-section" aria-labelledby="return-refund">
        <h2 id="return-refund" className="orders-section__title">
          退款
        </h2>
        <dl className="orders-dl">
          <dt>退款金额</dt>
          <dd>
            <Money yuan={r.refund_amount} className="orders-money" />
          </dd>
          <dt>退款去向</dt>
          <dd>{r.refund_to}</dd>
          <dt>退货原因</dt>
          <dd>{r.reason}</dd>
        </dl>
      </section>
      <section className="orders-section" aria-labelledby="return-address">
        <h2 id="return-address" className="orders-section__title">
          寄回信息
        </h2>
        <dl className="orders-dl">
          <dt>收件人</dt>
          <dd>
            {r.return_address.consignee} {r.return_address.phone}
          </dd>
          <dt>寄回地址</dt>
          <dd>{r.return_address.address}</dd>
          <dt>回寄运单</dt>
          <dd>{r.return_carrier && r.return_waybill_no ? `${r.return_carrier} ${r.return_waybill_no}` : '审核通过后请寄回商品，并在包裹内附上退货单号'}</dd>
        </dl>
      </section>
    </div>
  );
}
