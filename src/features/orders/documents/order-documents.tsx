import { useListOrderDocuments } from '@generated/endpoints/order/order';
import type { OrderDetail, OrderDocument } from '@generated/models';
import { QueryState } from '@/components/query-state';
import { sitePath } from '@/lib/url/safe-link';

const KIND_GROUP: Record<string, string> = { inspection: '检验报告', licence: '首营资料', gsp: '首营资料', registration: '首营资料' };

/**
 * A document as drawn, its address read by the one link rule: the platform serves the files itself, so only a path of
 * this site is followed and a hostile answer cannot send the buyer elsewhere.
 */
function checkDocument(v: unknown): OrderDocument | null {
  const d = v as OrderDocument | null;
  if (typeof d !== 'object' || d === null || typeof d.title !== 'string' || typeof d.file_name !== 'string' || !Number.isSafeInteger(d.line_id)) return null;
  const url = sitePath(d.url);
  return url === null ? null : { ...d, url };
}

/**
 * 随货资料: for each line, the batch's 药品检验报告 and the supplier's 首营资料 (licences, GSP certificate, the drug's
 * registration), each to view in a new tab or save, and all of them as one zip. Shown once the order has left the
 * warehouse; before that the panel says when they come.
 */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const ready = order.status === 3 || order.status === 4;
  const q = useListOrderDocuments(order.id, { request: { silent: true }, query: { enabled: ready, staleTime: 60_000 } });
  if (!ready) return <p className="orders-muted">{order.status === 5 ? '订单已取消，无随货资料' : '订单出库后可在此查看和下载药品检验报告与首营资料'}</p>;
  const raw = q.data?.data;
  const docs = Array.isArray(raw?.list) ? raw.list.map(checkDocument) : null;
  const archive = sitePath(raw?.archive_url);
  if (q.isError || !docs || docs.some((d) => d === null) || archive === null) {
    return <QueryState size="compact" query={q} data={null} loadingText="正在加载随货资料…" failText="随货资料加载失败。" malformedText="随货资料信息有误。" />;
  }
  const byLine = order.lines.map((l) => ({ line: l, docs: docs.filter((d): d is OrderDocument => d !== null && d.line_id === l.id) })).filter((g) => g.docs.length > 0);
  return (
    <div className="orders-docs" data-testid="order-documents">
      <p className="orders-docs__all">
        <a className="ui small primary button" href={archive} download={`${order.order_no}_检验报告与首营资料.zip`} data-testid="documents-archive">
          打包下载全部资料（zip）
        </a>
        <span className="orders-muted">共 {docs.length} 份，按 GSP 要求存档备查</span>
      </p>
      {byLine.map(({ line, docs: ds }) => (
        <div key={line.id} className="orders-docs__line">
          <h3 className="orders-docs__goods">
            {line.name} {line.ypgg} <span className="orders-muted">批号 {line.ph || '—'}</span>
          </h3>
          <ul className="orders-docs__list">
            {ds.map((d) => (
              <li key={d.doc}>
                <span className="orders-docs__kind">{KIND_GROUP[d.kind] ?? '资料'}</span>
                <span className="orders-docs__title">{d.title}</span>
                <span className="orders-docs__links">
                  <a href={d.url} target="_blank" rel="noopener" aria-label={`查看 ${line.name} ${d.title}（新窗口）`}>
                    查看
                  </a>
                  <a href={d.url} download={d.file_name} aria-label={`下载 ${line.name} ${d.title}`} data-testid="document-download">
                    下载
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
