import type { AcceptanceRecord } from '@generated/models/acceptanceRecord';
import { dateRangeProblem } from '@/domain/date-range';
import { formatBeijingDate } from '@/domain/datetime';
import { allocate, fenToYuan, mulFen, type Fen } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { invalidField } from '../../core/respond';
import { batchProducedOn } from '../../data/goods-builder';
import type { DemoDb } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { startTrade } from './lifecycle';
import { ownOrder } from './order-views';
import type { OrderLineRecord, OrderRecord } from './records';
import { tradeState } from './state';

/**
 * GSP 药品验收记录 (listAcceptanceRecords): what a pharmacy writes down when goods arrive, one row per batch of each
 * order line the warehouse shipped. Everything is read from the shipment, nothing made up:
 * - the batch and its expiry are the warehouse line (GoodsStock) each of the line's stock takes came from — a line
 *   taken from two warehouse lines is two rows, a combination one row per goods in it; the seeded history, laid
 *   without takes, shipped the batch recorded on its line;
 * - the production date is the one the batch number starts with (batchProducedOn: the seed writes each batch as its
 *   production date and a run number); a batch without one gives no row rather than an invented date;
 * - the amounts split the line's amount over its rows (allocate), so the rows of a line add up to it to the fen;
 * - 到货日期 is the Beijing day the order was received (confirmed by the buyer or automatically), else the day it
 *   shipped;
 * - the supplier is the marketplace's company, as the site's footer names it (commonConfig.companyName).
 * Only shipped (3) and completed (4) orders count; lines without a batch were not shipped and are left out.
 */

interface Batch {
  goodsId: number;
  batch: string;
  expiresOn: string;
  number: number;
  /** The unit price the buyer paid for this goods (a combination's part at its price inside the set). */
  unitFen: Fen;
}

/** The batches a shipped line left the warehouse in. */
function batchesOf(db: DemoDb, line: OrderLineRecord): Batch[] {
  if (!line.batch) return []; // not shipped: the warehouse records the batch when it ships (lifecycle.ts ship)
  if (line.takes.length === 0) {
    return line.expiry ? [{ goodsId: line.goodsId, batch: line.batch, expiresOn: line.expiry, number: line.number, unitFen: line.unitFen }] : [];
  }
  const combo = line.type === 3 ? db.catalogue.combinations.find((c) => c.id === line.goodsId) : undefined;
  const out: Batch[] = [];
  for (const take of line.takes) {
    const found = db.catalogue.stockByPriceId.get(take.goodsPriceId);
    if (!found || take.number <= 0) continue;
    const unitFen = line.type === 3 ? (combo?.lines.find((p) => p.goodsId === take.goodsId)?.priceFen ?? null) : line.unitFen;
    if (unitFen === null) continue;
    out.push({ goodsId: take.goodsId, batch: found.stock.batch, expiresOn: found.stock.expiry, number: take.number, unitFen });
  }
  return out;
}

function rowsOfOrder(db: DemoDb, order: OrderRecord): AcceptanceRecord[] {
  if ((order.status !== 3 && order.status !== 4) || order.shippedAt === null) return [];
  const receivedOn = formatBeijingDate(order.receivedAt ?? order.shippedAt);
  const rows: AcceptanceRecord[] = [];
  for (const line of order.lines) {
    const batches = batchesOf(db, line)
      .map((b) => ({ ...b, producedOn: batchProducedOn(b.batch) }))
      .filter((b): b is Batch & { producedOn: string } => b.producedOn !== null);
    if (batches.length === 0) continue;
    const amounts = allocate(
      line.amountFen,
      batches.map((b) => mulFen(b.unitFen, b.number)),
    );
    batches.forEach((b, i) => {
      const goods = db.catalogue.goodsById.get(b.goodsId);
      const own = line.type !== 3; // a combination's rows name the goods in it, not the set
      rows.push({
        order_id: order.id,
        order_sn: order.orderNo,
        goods_id: b.goodsId,
        name: own ? line.name : (goods?.name ?? line.name),
        trade_name: goods?.tradeName ?? null,
        ypgg: own ? line.ypgg : (goods?.ypgg ?? line.ypgg),
        sccj: own ? line.sccj : (goods?.sccj ?? line.sccj),
        pzwh: goods?.pzwh ?? '',
        batch: b.batch,
        produced_on: b.producedOn,
        expires_on: b.expiresOn,
        number: b.number,
        bzdw: own ? line.bzdw : (goods?.bzdw ?? line.bzdw),
        price: fenToYuan(b.unitFen),
        amount: fenToYuan(amounts[i]!),
        received_on: receivedOn,
      });
    });
  }
  return rows;
}

export const acceptanceHandlers: PartialHandlers<DemoDb> = {
  listAcceptanceRecords(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const { order_id: orderId, start, end } = ctx.query;
    const supplier = ctx.db.catalogue.commonConfig.companyName;
    if (orderId !== undefined) return { supplier, rows: rowsOfOrder(ctx.db, ownOrder(ctx.db, buyer, Number(orderId))) };
    if (start === undefined && end === undefined) throw invalidField('order_id', '请选择订单或日期范围');
    const problem = dateRangeProblem(start, end);
    if (problem) throw invalidField(problem.field, problem.message);
    const rows = Object.values(tradeState(ctx.db).orders)
      .filter((o) => o.buyerId === buyer.id)
      .flatMap((o) => rowsOfOrder(ctx.db, o))
      .filter((r) => r.received_on >= start! && r.received_on <= end!);
    // By arrival day, then order; a sort is stable, so each order's rows keep their line and batch order.
    rows.sort((a, b) => (a.received_on < b.received_on ? -1 : a.received_on > b.received_on ? 1 : a.order_sn < b.order_sn ? -1 : a.order_sn > b.order_sn ? 1 : a.order_id - b.order_id));
    return { supplier, rows };
  },
};
