import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useListHmOrders } from '@generated/endpoints/order/order';
import type { HmOrder } from '@generated/models';
import { PageLinks } from '@/components/pager/page-links';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { tryToFen } from '@/domain/money';
import { ReceiptUpload } from '@/features/checkout';
import { hmHref, href } from '@/lib/routes';
import { pageParam } from '@/lib/url/page-param';
import { sitePath } from '@/lib/url/safe-link';
import { everyRow, leaveIfNeeded } from '../order-rules';
import '../orders.css';

const PAGE_SIZE = 10;

function checkHmOrder(v: unknown): HmOrder | null {
  const o = v as HmOrder | null;
  if (typeof o !== 'object' || o === null) return null;
  const ok =
    Number.isSafeInteger(o.id) && o.id > 0 && typeof o.order_no === 'string' && typeof o.goods_names === 'string' && tryToFen(o.pay_amount) !== null &&
    [0, 1, 2, 3].includes(o.receipt_status) && typeof o.receipt_status_text === 'string';
  return ok ? o : null;
}

/** Upload while there is none or it was rejected; replace while it awaits confirmation; never once confirmed or paid. */
function receiptAction(o: Pick<HmOrder, 'status' | 'receipt_status'>): 'upload' | 'replace' | null {
  if (o.status !== 1) return null;
  if (o.receipt_status === 0 || o.receipt_status === 3) return 'upload';
  if (o.receipt_status === 1) return 'replace';
  return null;
}

function HmOrderCard({ order, onChanged }: { order: HmOrder; onChanged: () => void }) {
  const [uploading, setUploading] = useState(false);
  const action = receiptAction(order);
  // The receipt is served by the platform to this store only: a path of this site (the one link rule), or no link.
  const image = sitePath(order.receipt_image);
  return (
    <li className="orders-card" data-testid="hm-order-card">
      <div className="orders-card__head">
        <span>
          订单号 <Link href={href('order_info', { id: order.id })}>{order.order_no}</Link>
        </span>
        <span className="orders-card__time">下单时间 {order.created_at}</span>
        <span className="orders-card__tag">{order.status_text}</span>
        <span className={`orders-card__status orders-receipt--${order.receipt_status}`} data-testid="hm-receipt-status">
          回执{order.receipt_status_text}
        </span>
      </div>
      <div className="orders-card__body">
        <div>
          <p className="orders-as-goods">{order.goods_names}</p>
          {order.receipt_status === 3 && order.reject_reason ? (
            <p className="orders-error" role="note">
              驳回原因：{order.reject_reason}
            </p>
          ) : null}
          {order.receipt_status === 1 ? <p className="orders-muted">财务确认到账后安排发货；确认前可更换回执。</p> : null}
        </div>
        <div className="orders-card__amount">
          应付 <Money yuan={order.pay_amount} className="orders-money" />
        </div>
        <div className="orders-actions">
          <div className="orders-actions__buttons">
            {image ? (
              <a className="ui mini basic button" href={image} target="_blank" rel="noopener" data-testid="hm-receipt-view">
                查看回执<span className="orders-visually-hidden">（订单 {order.order_no}，新窗口）</span>
              </a>
            ) : null}
            {action ? (
              <button type="button" className="ui mini primary button" aria-expanded={uploading} onClick={() => setUploading((u) => !u)}>
                {uploading ? '收起' : action === 'replace' ? '更换回执' : '上传回执'}
                <span className="orders-visually-hidden">（订单 {order.order_no}）</span>
              </button>
            ) : null}
            {order.status === 1 ? (
              <Link className="ui mini basic button" href={hmHref(order.id)}>
                转账信息
              </Link>
            ) : null}
          </div>
          {uploading && action ? (
            <ReceiptUpload
              orderId={order.id}
              disabled={false}
              onUploaded={() => {
                setUploading(false);
                onChanged();
              }}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** /hmdd (/order_hmdd): each 含麻 order with its transfer receipt — upload, view, replace while unconfirmed. */
export function HmOrdersView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const page = pageParam(new URLSearchParams(search).get('page'));
  const q = useListHmOrders({ page, page_size: PAGE_SIZE }, { request: { silent: true }, query: { staleTime: 0, placeholderData: (prev) => prev } });
  useEffect(() => leaveIfNeeded(q.error), [q.error]);
  const raw = q.data?.data;
  const rows = Array.isArray(raw?.list) ? raw.list.map(checkHmOrder) : null;
  const pageHref = (p: number) => `${href('order_hmdd')}${p > 1 ? `?page=${p}` : ''}`;
  const refresh = () => void client.invalidateQueries({ predicate: (x) => typeof x.queryKey[0] === 'string' && x.queryKey[0].startsWith('/api/order') });
  return (
    <div className="orders-page">
      <h1 className="orders-title">含麻订单回执</h1>
      <p className="orders-muted">含麻黄碱类复方制剂订单须对公转账付款并上传转账回执（JPG、PNG 或 PDF，不超过 5 MB），财务确认后发货。</p>
      <QueryState
        query={q}
        data={everyRow(rows)}
        loadingText="正在加载含麻订单…"
        failText="含麻订单加载失败。"
        malformedText="含麻订单信息有误，请稍后重试"
        empty={<p>暂无含麻订单</p>}
      >
        {(shown) => (
          <>
            <ul className="orders-list" data-testid="hm-order-list">
              {shown.map((o) => (
                <HmOrderCard key={o.id} order={o} onChanged={refresh} />
              ))}
            </ul>
            <PageLinks page={page} total={raw?.total ?? 0} pageSize={PAGE_SIZE} hrefOf={pageHref} onPage={(p) => navigate(pageHref(p))} label="含麻订单分页" />
          </>
        )}
      </QueryState>
    </div>
  );
}
