// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBeijingDate } from '@/domain/datetime';
import { fen, sumFen, toFen } from '@/domain/money';
import type { AcceptanceRecord } from '@generated/models/acceptanceRecord';
import { tradeState } from '@mock/demo/handlers/trade/state';
import { ACC, clearCart, DAY, HOUR, MINUTE, pickGoods, setStock, TradeDemo, type Buyer } from './harness';

/** The production date a seeded batch starts with (YYYYMMDD then a 2-digit run), as a date. */
const madeOn = (batch: string) => `${batch.slice(0, 4)}-${batch.slice(4, 6)}-${batch.slice(6, 8)}`;
const fenOf = (rows: readonly AcceptanceRecord[]) => sumFen(rows.map((r) => toFen(r.amount)));

function buyAndPay(demo: TradeDemo, b: Buyer, add: () => void): number {
  clearCart(b);
  add();
  demo.account(ACC.pharmacy).balanceFen = fen(100_000_000);
  const ids = b.cart().data.map((l) => l.id);
  const sub = b.call('submitOrder', { body: { ids, address_id: demo.account(ACC.pharmacy).addresses[0]!.id, invoice_type: 3 } });
  expect(sub.status).toBe(201);
  const order = sub.data.find((o) => o.is_hm === 0)!;
  expect(b.call('payWithBalance', { path: { id: order.id } }).status).toBe(200);
  return order.id;
}

describe('GSP 验收记录 (listAcceptanceRecords)', () => {
  it('lists an order’s shipped batches from its stock lines, dated by shipment then by receipt, adding up to its lines', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const g = pickGoods(demo.db, { warehouses: 2 });
    setStock(demo.db, g.stocks[1]!, 1000);
    const g2 = pickGoods(demo.db, { exclude: [g.id] });
    const combo = demo.catalogue.combinations.find((c) => c.lines.length >= 2 && c.lines.every((l) => !demo.catalogue.goodsById.get(l.goodsId)!.isHm && l.goodsId !== g.id && l.goodsId !== g2.id))!;
    for (const l of combo.lines) demo.catalogue.goodsById.get(l.goodsId)!.stocks.forEach((s) => setStock(demo.db, s, 100_000));
    demo.db.inventory.combinationStock[combo.id] = 100;
    const id = buyAndPay(demo, b, () => {
      b.add(g, g.zbz * 2, g.stocks[1]!); // from its second warehouse
      b.add(g2, g2.zbz);
      expect(b.call('buyCombination', { path: { id: combo.id }, body: { number: 2 } }).status).toBe(200);
    });

    // Paid, not shipped: nothing to accept yet.
    const before = b.call('listAcceptanceRecords', { query: { order_id: id } });
    expect(before.status).toBe(200);
    expect(before.data.rows).toEqual([]);

    demo.advance(3 * MINUTE); // the warehouse ships two minutes after payment
    const detail = b.call('getOrderDetail', { path: { id } }).data;
    expect(detail.status).toBe(3);
    const shippedOn = detail.shipped_at!.slice(0, 10);
    const { supplier, rows } = b.call('listAcceptanceRecords', { query: { order_id: id } }).data;
    expect(supplier).toBe(b.call('getGlobalConfig').data.company_name);
    expect(supplier).not.toBe('');

    const record = tradeState(demo.db).orders[String(id)]!;
    const takes = record.lines.flatMap((l) => l.takes);
    expect(rows).toHaveLength(takes.length); // one row per stock take: the combination is a row per goods in it
    expect(rows.length).toBe(2 + combo.lines.length);
    rows.forEach((r, i) => {
      const take = takes[i]!;
      const stock = demo.catalogue.stockByPriceId.get(take.goodsPriceId)!;
      const goods = demo.catalogue.goodsById.get(take.goodsId)!;
      expect(r).toMatchObject({
        order_id: id,
        order_sn: detail.order_no,
        goods_id: goods.id,
        name: goods.name,
        ypgg: goods.ypgg,
        sccj: goods.sccj,
        pzwh: goods.pzwh,
        trade_name: goods.tradeName,
        bzdw: goods.bzdw,
        batch: stock.stock.batch,
        expires_on: stock.stock.expiry,
        produced_on: madeOn(stock.stock.batch),
        number: take.number,
        received_on: shippedOn,
      });
      expect(toFen(r.amount)).toBe(toFen(r.price) * r.number);
    });
    // The goods bought from its second warehouse carries that warehouse line's batch.
    expect(rows.filter((r) => r.goods_id === g.id).map((r) => r.batch)).toEqual([g.stocks[1]!.batch]);
    // The amounts in fen add up to the lines' amounts.
    expect(fenOf(rows)).toBe(sumFen(detail.lines.map((l) => toFen(l.amount))));
    expect(fenOf(rows)).toBe(toFen(detail.amounts.goods_amount));

    // Received two days later: the rows are dated by the receipt.
    demo.advance(2 * DAY);
    expect(b.call('receiveOrder', { path: { id } }).status).toBe(200);
    const received = b.call('listAcceptanceRecords', { query: { order_id: id } }).data.rows;
    expect(received.map((r) => r.received_on)).toEqual(rows.map(() => formatBeijingDate(demo.t)));
    expect(received.map((r) => r.batch)).toEqual(rows.map((r) => r.batch));
  });

  it('gives a line taken from two warehouse lines one row per batch, its amount split to the fen', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const g = pickGoods(demo.db, { warehouses: 2, ladder: false });
    setStock(demo.db, g.stocks[1]!, 1000);
    const id = buyAndPay(demo, b, () => b.add(g, g.zbz * 3));
    // The warehouse took part of the line from its second warehouse line (the record allows it; the shipment says so).
    const line = tradeState(demo.db).orders[String(id)]!.lines[0]!;
    const first = line.takes[0]!;
    const split = g.zbz;
    line.takes = [
      { ...first, number: line.number - split },
      { goodsId: g.id, goodsPriceId: g.stocks[1]!.goodsPriceId, number: split },
    ];
    demo.advance(3 * MINUTE);
    const rows = b.call('listAcceptanceRecords', { query: { order_id: id } }).data.rows;
    expect(rows.map((r) => [r.batch, r.expires_on, r.number])).toEqual([
      [g.stocks[0]!.batch, g.stocks[0]!.expiry, line.number - split],
      [g.stocks[1]!.batch, g.stocks[1]!.expiry, split],
    ]);
    expect(rows.map((r) => r.produced_on)).toEqual([madeOn(g.stocks[0]!.batch), madeOn(g.stocks[1]!.batch)]);
    expect(fenOf(rows)).toBe(line.amountFen);
  });

  it('lists the seeded history by a date range: every shipped line, none of the others, by arrival day then order', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const end = formatBeijingDate(demo.t);
    const start = formatBeijingDate(demo.t - 200 * DAY);
    const all = b.call('listAcceptanceRecords', { query: { start, end } });
    expect(all.status).toBe(200);
    const rows = all.data.rows;
    const mine = Object.values(tradeState(demo.db).orders).filter((o) => o.buyerId === ACC.pharmacy);
    const shipped = mine.filter((o) => o.status === 3 || o.status === 4);
    expect(shipped.length).toBeGreaterThanOrEqual(5);
    expect(shipped.some((o) => o.status === 3)).toBe(true);
    // Every line of a shipped order has a row (the seed buys each from one warehouse line); no other order has one.
    expect(rows).toHaveLength(shipped.reduce((n, o) => n + o.lines.length, 0));
    expect(new Set(rows.map((r) => r.order_id))).toEqual(new Set(shipped.map((o) => o.id)));
    for (const r of rows) {
      const goods = demo.catalogue.goodsById.get(r.goods_id)!;
      const stock = goods.stocks.find((s) => s.batch === r.batch);
      expect(stock, `${r.name} 批号 ${r.batch} is one of its warehouse lines`).toBeDefined();
      expect(r.expires_on).toBe(stock!.expiry);
      expect(r.produced_on).toBe(madeOn(r.batch));
      expect(r.produced_on < r.expires_on).toBe(true);
      const order = shipped.find((o) => o.id === r.order_id)!;
      expect(r.received_on).toBe(formatBeijingDate(order.receivedAt ?? order.shippedAt!));
    }
    for (const o of shipped) {
      expect(fenOf(rows.filter((r) => r.order_id === o.id))).toBe(sumFen(o.lines.map((l) => l.amountFen)));
    }
    const keys = rows.map((r) => `${r.received_on} ${r.order_sn}`);
    expect(keys).toEqual([...keys].sort());

    // One day: exactly the rows of that day.
    const day = rows[Math.floor(rows.length / 2)]!.received_on;
    const oneDay = b.call('listAcceptanceRecords', { query: { start: day, end: day } }).data.rows;
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay).toEqual(rows.filter((r) => r.received_on === day));
    // A range before any order: nothing.
    expect(b.call('listAcceptanceRecords', { query: { start: '2020-01-01', end: '2020-12-31' } }).data.rows).toEqual([]);
    // Today's unpaid and 待发货 orders have none, by order either.
    for (const o of mine.filter((x) => x.status === 1 || x.status === 2)) {
      expect(b.call('listAcceptanceRecords', { query: { order_id: o.id } }).data.rows).toEqual([]);
    }
  });

  it('refuses no scope and a bad range with 422 on the field, another buyer’s order with 404, a visitor with 401', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const none = b.call('listAcceptanceRecords');
    expect(none.status).toBe(422);
    expect(none.errors?.order_id).toEqual(['请选择订单或日期范围']);
    expect(none.msg).toBe('请选择订单或日期范围');
    const halfRange = b.call('listAcceptanceRecords', { query: { start: '2026-11-01' } });
    expect(halfRange.status).toBe(422);
    expect(halfRange.errors?.end).toEqual(['请选择开始日期和结束日期']);
    const backwards = b.call('listAcceptanceRecords', { query: { start: '2026-11-30', end: '2026-11-01' } });
    expect(backwards.status).toBe(422);
    expect(backwards.errors?.end).toEqual(['开始日期不能晚于结束日期']);
    const tooLong = b.call('listAcceptanceRecords', { query: { start: '2025-11-01', end: '2026-11-03' } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.errors?.end).toEqual(['日期范围不能超过 366 天']);
    expect(b.call('listAcceptanceRecords', { query: { start: '2025-11-01', end: '2026-11-02' } }).status).toBe(200);

    const shipped = b.call('listOrders', { query: { status: 4 } }).data.list[0]!;
    expect(b.call('listAcceptanceRecords', { query: { order_id: shipped.id } }).data.rows.length).toBeGreaterThan(0);
    const other = demo.as(ACC.clinic).call('listAcceptanceRecords', { query: { order_id: shipped.id } });
    expect(other.status).toBe(404);
    expect(demo.as(ACC.clinic).call('listAcceptanceRecords', { query: { order_id: 987654 } }).status).toBe(404);
    // Another buyer's range never holds this buyer's rows.
    const clinicRows = demo.as(ACC.clinic).call('listAcceptanceRecords', { query: { start: '2026-01-01', end: '2026-12-31' } }).data.rows;
    expect(clinicRows.some((r) => r.order_id === shipped.id)).toBe(false);
    expect(demo.visitor().call('listAcceptanceRecords', { query: { order_id: shipped.id } }).status).toBe(401);
  });

  it('catches the back office up first: an order paid an hour ago is listed as shipped without another call', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const g = pickGoods(demo.db);
    const id = buyAndPay(demo, b, () => b.add(g, g.zbz));
    demo.advance(HOUR);
    const rows = b.call('listAcceptanceRecords', { query: { order_id: id } }).data.rows;
    expect(rows.map((r) => r.batch)).toEqual([g.stocks[0]!.batch]);
  });
});
