import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useGetOrderDetail } from '@generated/endpoints/order/order';
import type { OrderDetail } from '@generated/models';
import { Money } from '@/components/money/money';
import { tryToFen } from '@/domain/money';
import { hmHref, href, step3Href } from '@/lib/routes';
import { leaveIfNeeded, PAY_TEXT, readPayError } from './pay-rules';
import { Loading, ProblemPanel } from './pay-parts';
import './pay.css';

function checkOrder(v: unknown): OrderDetail | null {
  const o = v as OrderDetail | null;
  if (typeof o !== 'object' || o === null) return null;
  const ok = typeof o.id === 'number' && typeof o.order_no === 'string' && [1, 2, 3, 4, 5].includes(o.status) && tryToFen(o.amounts?.pay_amount) !== null;
  return ok ? o : null;
}

/** The 含麻 order of the same checkout still waits for its transfer. */
function HmNotice({ hm }: { hm: number }) {
  return (
    <div className="ui warning message pay-hm-notice" role="note">
      <p className="pay-hm-notice__title">您还有一笔含麻订单尚未支付</p>
      <p>
        含麻订单须通过对公转账付款，转账后上传回执，财务确认后发货。<Link href={hmHref(hm)}>去支付含麻订单</Link>
      </p>
    </div>
  );
}

function Links({ orderId }: { orderId?: number }) {
  return (
    <p className="pay-result__links">
      {orderId !== undefined ? <Link href={href('order_info', { id: orderId })}>查看订单</Link> : <Link href={href('order')}>我的订单</Link>}
      <Link href={href('home')}>继续购物</Link>
    </p>
  );
}

/** A plain page, not an error: someone opened step 4 without an order to show. */
function Neutral({ text, hm }: { text: string; hm: number | null }) {
  return (
    <div className="pay-step4">
      <section className="pay-result pay-result--neutral" aria-labelledby="pay-result-title">
        <h1 id="pay-result-title" className="pay-result__title">
          {text}
        </h1>
        <p className="pay-result__links">
          <Link href={href('order')}>我的订单</Link>
          <Link href={href('home')}>返回首页</Link>
        </p>
      </section>
      {hm !== null ? <HmNotice hm={hm} /> : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pay-result__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Step 4: the payment is complete: the order, the amount and the method, and where to go next. */
export function Step4View({ id, hm }: { id: number | null; hm: number | null }) {
  if (id === null) return <Neutral text="没有需要显示的支付结果" hm={hm} />;
  return <Step4Body key={id} id={id} hm={hm} />;
}

function Step4Body({ id, hm }: { id: number; hm: number | null }) {
  const q = useGetOrderDetail(id, { query: { staleTime: 0 }, request: { silent: true } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  if (q.isPending) return <Loading />;
  const order = q.data ? checkOrder(q.data.data) : null;
  if (!order) {
    const p = q.error ? readPayError(q.error) : { kind: 'retry' as const, message: PAY_TEXT.malformed };
    if (p.kind === 'not-found') return <Neutral text="没有找到该订单" hm={hm} />;
    return (
      <ProblemPanel problem={p.kind === 'retry' ? { ...p, message: '订单信息未能加载，请重试' } : p} onRetry={() => void q.refetch()}>
        <Link href={href('order')}>我的订单</Link>
      </ProblemPanel>
    );
  }

  const paid = order.status >= 2 && order.status <= 4;
  let title = '支付成功';
  let lead: ReactNode = '我们已收到您的货款，仓库将尽快为您发货。';
  if (order.status === 1) {
    title = '订单尚未支付';
    lead = (
      <>
        该订单还未完成付款，<Link href={order.is_hm === 1 ? hmHref(order.id) : step3Href(order.id, hm)}>去支付</Link>
      </>
    );
  } else if (order.status === 5) {
    title = '订单已取消';
    lead = '该订单已取消，如需购买请重新下单。';
  }
  return (
    <div className="pay-step4">
      <section className={`pay-result${paid ? ' pay-result--ok' : ' pay-result--neutral'}`} aria-labelledby="pay-result-title">
        {paid ? (
          <span className="pay-result__icon" aria-hidden="true">
            ✓
          </span>
        ) : null}
        <div className="pay-result__body">
          <h1 id="pay-result-title" className="pay-result__title">
            {title}
          </h1>
          <p className="pay-result__lead">{lead}</p>
          <dl className="pay-result__list">
            <Row label="订单号">
              <span data-testid="pay-result-order-no">{order.order_no}</span>
            </Row>
            <Row label={paid ? '实付金额' : '应付金额'}>
              <span data-testid="pay-result-amount">
                <Money yuan={order.amounts.pay_amount} className="pay-amount pay-amount--big" />
              </span>
            </Row>
            {order.pay_method ? <Row label="支付方式">{order.pay_method}</Row> : null}
            {order.paid_at ? <Row label="支付时间">{order.paid_at}</Row> : null}
            <Row label="订单状态">{order.status_text}</Row>
          </dl>
          <Links orderId={order.id} />
        </div>
      </section>
      {hm !== null && hm !== order.id ? <HmNotice hm={hm} /> : null}
    </div>
  );
}
