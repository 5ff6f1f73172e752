import { useAcceptanceExport, type AcceptanceOutcome } from './acceptance-export';
import { orderFileName } from './acceptance-sheet';

/** What an export came to, in words: the file saved, nothing to save, or why it failed. */
export function AcceptanceOutcomeText({ outcome }: { outcome: AcceptanceOutcome | null }) {
  if (!outcome) return null;
  if (outcome.kind === 'saved') {
    return (
      <span className="orders-acceptance__done" role="status">
        已生成 {outcome.fileName}（{outcome.rows} 行）
      </span>
    );
  }
  return (
    <span className={outcome.kind === 'empty' ? 'orders-muted' : 'orders-error'} role={outcome.kind === 'empty' ? 'status' : 'alert'}>
      {outcome.message}
    </span>
  );
}

/**
 * 下载 GSP 验收单 on the order detail: the order's shipped batches as 验收单-<订单号>.xlsx. Shown only once the order has
 * left the warehouse (待收货, 已完成).
 */
export function OrderAcceptanceButton({ order }: { order: { id: number; order_no: string; status: number } }) {
  const { busy, outcome, run } = useAcceptanceExport();
  if (order.status !== 3 && order.status !== 4) return null;
  return (
    <div className="orders-acceptance" data-testid="order-acceptance">
      <button
        type="button"
        className="ui small button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void run({ order_id: order.id }, orderFileName(order.order_no), '该订单暂无已出库的商品，未生成验收单')}
      >
        {busy ? '正在生成验收单…' : '下载 GSP 验收单'}
      </button>
      <span className="orders-muted">按批号列出本订单到货的药品（批号、生产日期、有效期至、数量、金额），供 GSP 验收存档</span>
      <AcceptanceOutcomeText outcome={outcome} />
    </div>
  );
}
