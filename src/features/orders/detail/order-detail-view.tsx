import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { useGetOrderDetail, useGetOrderLogistics } from '@generated/endpoints/order/order';
import type { OrderDetail } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { Money } from '@/components/money/money';
import { QueryState, type QueryLike } from '@/components/query-state';
import { tryParseBeijing } from '@/domain/datetime';
import { deductionRows } from '@/domain/order-deductions';
import { fen, wireFen } from '@/domain/money';
import { Countdown } from '@/features/clock';
import { href } from '@/lib/routes';
import { sitePath } from '@/lib/url/safe-link';
import { OrderAcceptanceButton } from '../acceptance/order-acceptance-button';
import { AfterSalesApply } from '../after-sales/after-sales-apply';
import { OrderDocuments } from '../documents/order-documents';
import { amountsAgree, checkDetail, figuresOf, leaveIfNeeded } from '../order-rules';
import { OrderPageState } from '../order-page-state';
import { OrderActionBar } from './order-actions';
import '../orders.css';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? title}-title`;
  return (
    <section className="orders-section" id={id} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <h2 id={headingId} className="orders-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Submitted, paid, shipped, received — each with its time; a cancelled order ends with its cancellation. */
function Timeline({ order }: { order: OrderDetail }) {
  const steps: Array<{ title: string; time: string | null | undefined; note?: string }> =
    order.status === 5
      ? [
          { title: '提交订单', time: order.created_at },
          { title: '已取消', time: order.cancelled_at ?? null, note: order.cancel_reason ?? undefined },
        ]
      : [
          { title: '提交订单', time: order.created_at },
          { title: '付款成功', time: order.paid_at },
          { title: '仓库发货', time: order.shipped_at ?? null },
          { title: '确认收货', time: order.received_at ?? null },
        ];
  return (
    <ol className="orders-timeline" aria-label="订单进度">
      {steps.map((s) => (
        <li key={s.title} className={s.time ? 'is-done' : ''}>
          <span className="orders-timeline__title">{s.title}</span>
          <span className="orders-timeline__time">{s.time ?? '—'}</span>
          {s.note ? <span className="orders-timeline__note">{s.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Lines({ order }: { order: OrderDetail }) {
  return (
    <div className="orders-table-wrap">
      <table className="orders-table" aria-label="订单商品">
        <thead>
          <tr>
            <th scope="col">商品</th>
            <th scope="col">规格</th>
            <th scope="col">生产厂家</th>
            <th scope="col">批号</th>
            <th scope="col">有效期至</th>
            <th scope="col">单价</th>
            <th scope="col">数量</th>
            <th scope="col">小计</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id} data-testid="order-line">
              <td>
                <span className="orders-line-goods">
                  <FallbackImage src={l.image} alt="" width={40} height={40} className="orders-card__pic" />
                  <Link href={href('list_info', { id: l.goods_id })}>{l.name}</Link>
                  {l.is_hm === 1 ? <span className="orders-card__tag">含麻</span> : null}
                </span>
              </td>
              <td>{l.ypgg}</td>
              <td>{l.sccj}</td>
              <td>{l.ph || '出库后可见'}</td>
              <td>{l.yxq ?? '—'}</td>
              <td>
                <Money yuan={l.price} />
              </td>
              <td>
                {l.number}
                {l.bzdw ?? ''}
              </td>
              <td>
                <Money yuan={l.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The amounts in checkout's order and figures (the same rows as /cart/step2), adding up to what was paid. */
function Amounts({ order }: { order: OrderDetail }) {
  const rows = deductionRows(figuresOf(order.amounts));
  const agree = amountsAgree(order.amounts);
  return (
    <>
      <table className="orders-amounts" aria-label="订单金额" data-testid="order-amounts">
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`order-amount-${r.key}`}>
              <th scope="row">{r.label}</th>
              <td>
                {r.sign < 0 && r.fen > 0 ? '-' : r.key === 'shippingFen' && r.fen > 0 ? '+' : ''}
                <Money fen={r.fen} />
              </td>
            </tr>
          ))}
          <tr className="orders-amounts__pay" data-testid="order-amount-pay">
            <th scope="row">{order.status === 1 ? '应付' : '实付'}</th>
            <td>
              <Money yuan={order.amounts.pay_amount} className="orders-money" />
            </td>
          </tr>
        </tbody>
      </table>
      {!agree ? (
        <p className="orders-error" role="alert">
          订单金额明细与实付金额不一致，请以实付金额为准并联系客服核对。
        </p>
      ) : null}
    </>
  );
}

function Logistics({ order }: { order: OrderDetail }) {
  const shipped = order.logistics !== null && (order.status === 3 || order.status === 4);
  const q = useGetOrderLogistics(order.id, { request: { silent: true }, query: { enabled: shipped, staleTime: 0 } });
  if (!shipped) return <p className="orders-muted">{order.status === 5 ? '订单已取消，无物流信息' : '订单尚未发货，发货后可在此查看物流'}</p>;
  const data = q.data?.data;
  const traces = Array.isArray(data?.traces) ? data.traces : null;
  return (
    <div className="orders-logistics" data-testid="order-logistics">
      <p>
        {order.logistics?.carrier} 运单号 <strong>{order.logistics?.waybill_no}</strong>
      </p>
      <QueryState size="compact" query={q} data={traces} loadingText="正在加载物流轨迹…" failText="物流轨迹加载失败。" malformedText="物流信息有误。">
        {(shown) => (
          <ol className="orders-traces">
            {shown.map((t, i) => (
              <li key={`${t.time}-${i}`} className={i === 0 ? 'is-latest' : ''}>
                <span className="orders-timeline__time">{t.time}</span> {t.text}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}

function Invoice({ order }: { order: OrderDetail }) {
  const inv = order.invoice;
  if (!inv) return <p className="orders-muted">本订单未开具发票</p>;
  const file = sitePath(inv.url);
  return (
    <dl className="orders-dl">
      <dt>发票类型</dt>
      <dd>{inv.type_name}</dd>
      <dt>发票抬头</dt>
      <dd>{inv.title}</dd>
      <dt>税号</dt>
      <dd>{inv.tax_no}</dd>
      <dt>状态</dt>
      <dd>
        {file ? (
          <a href={file} download>
            下载发票
          </a>
        ) : order.status === 1 ? (
          '付款后开具'
        ) : order.status === 5 ? (
          '订单已取消，不开具'
        ) : (
          '开具中'
        )}
      </dd>
    </dl>
  );
}

/** No call was made (the address names no order). */
const NO_CALL = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

/** The order cannot be shown yet, or at all: loading, not found, or a failure worth asking again. */
function OrderProblem({ query, missing, notFound }: { query: QueryLike; missing?: boolean; notFound: string }) {
  return (
    <OrderPageState
      query={query}
      missing={missing}
      loadingText="正在加载订单…"
      failText="订单加载失败。"
      malformed="订单信息有误，请稍后重试"
      notFound={notFound}
      back={{ href: href('order'), label: '返回我的订单' }}
    />
  );
}

/** /order/info/{id}: the order with its progress, goods, amounts, payment, invoice, logistics, after-sales and actions. */
export function OrderDetailView({ id }: { id: number | null }) {
  if (id === null) return <OrderProblem query={NO_CALL} missing notFound="订单编号无效。" />;
  return <DetailBody key={id} id={id} />;
}

function DetailBody({ id }: { id: number }) {
  const search = useSearch();
  const q = useGetOrderDetail(id, { request: { silent: true }, query: { staleTime: 0 } });
  const [applying, setApplying] = useState(() => new URLSearchParams(search).get('apply') === '1');
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  useEffect(() => {
    if (!q.data) return;
    const target = window.location.hash.slice(1);
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [q.data]);

  const order = q.data ? checkDetail(q.data.data) : null;
  if (!order) return <OrderProblem query={q} notFound="没有找到该订单" />;

  const deadline = order.status === 1 ? tryParseBeijing(order.pay_deadline) : null;
  const afterSales = order.after_sales ?? [];
  return (
    <div className="orders-page orders-detail">
      <div className="orders-detail__head">
        <h1 className="orders-title">订单详情</h1>
        <p>
          订单号 <strong data-testid="order-no">{order.order_no}</strong>
          <span className={`orders-card__status orders-card__status--${order.status}`} data-testid="order-status">
            {order.status_text}
          </span>
          {order.is_hm === 1 ? <span className="orders-card__tag">含麻订单</span> : null}
        </p>
        {deadline ? (
          <p className="orders-deadline">
            请在 <Countdown endsAt={deadline.getTime()} onEnd={() => void q.refetch()} endedText="已超时" /> 内付款，超时订单将自动取消
          </p>
        ) : null}
      </div>
      <Timeline order={order} />
      <OrderActionBar
        order={{
          ...order,
          hasInvoice: sitePath(order.invoice?.url) !== null,
          hasLogistics: order.logistics !== null,
          invoiceUrl: sitePath(order.invoice?.url),
        }}
        onAfterSales={() => setApplying(true)}
      />
      {applying && order.can_after_sales === 1 ? <AfterSalesApply order={order} onClose={() => setApplying(false)} /> : null}
      {afterSales.length > 0 ? (
        <Section id="after-sales" title="售后记录">
          <ul className="orders-after-sales">
            {afterSales.map((a) => (
              <li key={a.id}>
                <Link href={href('order_after_sales_info', { id: a.id })}>{a.after_sales_no}</Link> {a.type_text} · {a.status_text} · {a.created_at}
                {a.type_text === '退货退款' ? (
                  <>
                    {' '}
                    · <Link href={href('order_return_info', { id: order.id })}>退货详情</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="收货信息">
        <p>
          {order.address.consignee} {order.address.phone}
        </p>
        <p>{order.address.address}</p>
        {order.remark ? <p className="orders-muted">备注：{order.remark}</p> : null}
      </Section>
      <Section title="商品清单">
        <Lines order={order} />
      </Section>
      {order.status === 3 || order.status === 4 ? (
        <Section id="acceptance" title="GSP 验收单">
          <OrderAcceptanceButton order={order} />
        </Section>
      ) : null}
      <Section id="documents" title="检验报告与首营资料">
        <OrderDocuments order={order} />
      </Section>
      <Section title="金额明细">
        <Amounts order={order} />
      </Section>
      <Section title="支付信息">
        <dl className="orders-dl">
          <dt>支付方式</dt>
          <dd>{order.pay_method ?? '未支付'}</dd>
          <dt>支付时间</dt>
          <dd>{order.paid_at ?? '—'}</dd>
          <dt>下单时间</dt>
          <dd>{order.created_at}</dd>
          {wireFen(order.amounts.balance_amount ?? '0', fen(0)) > 0 ? (
            <>
              <dt>余额抵扣</dt>
              <dd>
                <Money yuan={order.amounts.balance_amount ?? '0'} />
              </dd>
            </>
          ) : null}
        </dl>
      </Section>
      <Section id="invoice" title="发票信息">
        <Invoice order={order} />
      </Section>
      <Section id="logistics" title="物流信息">
        <Logistics order={order} />
      </Section>
    </div>
  );
}
