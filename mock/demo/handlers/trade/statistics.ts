import type { PurchaseStatistics } from '@generated/models/purchaseStatistics';
import { partRefundFen } from '@/domain/after-sales';
import { allocate, fen, fenToYuan, mulFen, sumFen, type Fen } from '@/domain/money';
import { linePaidShares, periodProblem, purchaseStatistics, type PurchaseStats, type StatsLineFact, type StatsOrderFact } from '@/domain/purchase-statistics';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, notFound, unauthorized } from '../../core/respond';
import type { AccountRecord, Catalogue } from '../../data/types';
import type { DemoDb } from '../../state';
import { loggedInAccount, type OpCtx } from '../shared/buyer';
import { startTrade } from './lifecycle';
import { requestedNumbers } from './order-views';
import type { AfterSalesRecord, OrderLineRecord, OrderRecord } from './records';
import { tradeState } from './state';

/**
 * 采购统计 (getPurchaseStatistics, /cgtj): the buyer's orders turned into the facts src/domain/purchase-statistics.ts
 * counts — each line's paid share (its amount less its share of 满减, coupon and voucher, as after-sales refunds it),
 * what completed after-sales refunded of it, the goods' top category from the catalogue, a combination as its goods.
 * A chain's head office sees all its stores, or one of them by store_id; any other account sees itself.
 */
const NO_CATEGORY = { id: 0, name: '其他分类' };

/** The stores whose orders the caller may count: store_id must be the caller or one of its own stores, else 404. */
function storesInScope(me: AccountRecord, storeId: number | undefined): number[] {
  const own = [me.id, ...me.storeIds];
  if (storeId === undefined) return own;
  if (!own.includes(storeId)) throw notFound('该门店不存在');
  return [storeId];
}

interface LineRefund {
  refundFen: Fen;
  returnedNumber: number;
}

/**
 * What completed after-sales refunded of each line (line id → refund and pieces sent back): an application's refund
 * shared over its lines in proportion to each one's part refund, so the shares add up to what was refunded.
 */
function refundsOf(order: OrderRecord, applications: readonly AfterSalesRecord[], paid: ReadonlyMap<number, Fen>): Map<number, LineRefund> {
  const out = new Map<number, LineRefund>();
  for (const a of applications) {
    if (a.status !== 4 || a.type === 3) continue;
    const numbers = requestedNumbers(order, a);
    const lines = order.lines.filter((l) => numbers.has(l.id));
    if (lines.length === 0) continue;
    const weights = lines.map((l) => partRefundFen(paid.get(l.id) ?? fen(0), l.number, 0, numbers.get(l.id) ?? 0));
    const shares = allocate(a.refundFen ?? fen(0), weights);
    lines.forEach((l, i) => {
      const r = out.get(l.id) ?? { refundFen: fen(0), returnedNumber: 0 };
      r.refundFen = sumFen([r.refundFen, shares[i] ?? fen(0)]);
      if (a.type === 2) r.returnedNumber += numbers.get(l.id) ?? 0;
      out.set(l.id, r);
    });
  }
  return out;
}

function categoryOf(cat: Catalogue, goodsId: number): { id: number; name: string } {
  const goods = cat.goodsById.get(goodsId);
  const top = goods ? cat.categoriesById.get(goods.topCategoryId) : undefined;
  return top ? { id: top.id, name: top.name } : NO_CATEGORY;
}

/** One order line as statistics facts: a goods as itself, a combination as its goods, each with its share. */
function lineFacts(cat: Catalogue, l: OrderLineRecord, paidFen: Fen, refund: LineRefund | undefined): StatsLineFact[] {
  const refundFen = refund?.refundFen ?? fen(0);
  const returnedNumber = refund?.returnedNumber ?? 0;
  const combo = l.type === 3 ? cat.combinations.find((c) => c.id === l.goodsId) : undefined;
  if (combo && combo.lines.length > 0) {
    const weights = combo.lines.map((p) => mulFen(p.priceFen, p.number));
    const paidShares = allocate(paidFen, weights);
    const refundShares = allocate(refundFen, weights);
    return combo.lines.map((p, i) => {
      const goods = cat.goodsById.get(p.goodsId);
      const c = categoryOf(cat, p.goodsId);
      return {
        goodsId: p.goodsId,
        name: goods?.name ?? l.name,
        tradeName: goods?.tradeName ?? null,
        ypgg: goods?.ypgg ?? '',
        bzdw: goods?.bzdw ?? l.bzdw,
        maker: goods?.sccj ?? l.sccj,
        categoryId: c.id,
        categoryName: c.name,
        number: p.number * l.number,
        paidFen: paidShares[i] ?? fen(0),
        returnedNumber: p.number * returnedNumber,
        refundFen: refundShares[i] ?? fen(0),
      };
    });
  }
  const goods = l.type === 3 ? undefined : cat.goodsById.get(l.goodsId);
  const c = l.type === 3 ? NO_CATEGORY : categoryOf(cat, l.goodsId);
  return [
    {
      goodsId: l.goodsId,
      name: l.name,
      tradeName: goods?.tradeName ?? null,
      ypgg: l.ypgg,
      bzdw: l.bzdw,
      maker: l.sccj,
      categoryId: c.id,
      categoryName: c.name,
      number: l.number,
      paidFen,
      returnedNumber,
      refundFen,
    },
  ];
}

/** An order as the statistics count it (and 补货建议's purchase rhythm: what was paid for, returned, cancelled). */
function orderFacts(db: DemoDb, order: OrderRecord, applications: readonly AfterSalesRecord[]): StatsOrderFact {
  const shares = linePaidShares(
    order.lines.map((l) => l.amountFen),
    sumFen([order.manjianFen, order.couponFen, order.voucherFen]),
  );
  const paid = new Map(order.lines.map((l, i) => [l.id, shares[i] ?? fen(0)]));
  const refunds = refundsOf(order, applications, paid);
  return {
    paid: order.paidAt !== null,
    cancelled: order.status === 5 || order.cancelledAt !== null,
    at: order.createdAt,
    manjianFen: order.manjianFen,
    couponFen: order.couponFen,
    voucherFen: order.voucherFen,
    pointsFen: order.pointsFen,
    lines: order.lines.flatMap((l) => lineFacts(db.catalogue, l, paid.get(l.id) ?? fen(0), refunds.get(l.id))),
  };
}

/** The orders of the given buying stores as statistics facts, each with its after-sales. */
export function ordersAsFacts(db: DemoDb, stores: ReadonlySet<number>): StatsOrderFact[] {
  const state = tradeState(db);
  const applications = new Map<number, AfterSalesRecord[]>();
  for (const a of Object.values(state.afterSales)) applications.set(a.orderId, [...(applications.get(a.orderId) ?? []), a]);
  return Object.values(state.orders)
    .filter((o) => stores.has(o.buyerId))
    .map((o) => orderFacts(db, o, applications.get(o.id) ?? []));
}

/** The contract's PurchaseStatistics of the domain's figures (money as yuan strings). */
function purchaseStatisticsView(s: PurchaseStats): PurchaseStatistics {
  return {
    start: s.start,
    end: s.end,
    total: fenToYuan(s.totalFen),
    order_count: s.orderCount,
    goods_count: s.goodsCount,
    saved: {
      manjian: fenToYuan(s.saved.manjianFen),
      coupon: fenToYuan(s.saved.couponFen),
      voucher: fenToYuan(s.saved.voucherFen),
      points: fenToYuan(s.saved.pointsFen),
      total: fenToYuan(s.saved.totalFen),
    },
    by_month: s.byMonth.map((m) => ({ month: m.month, amount: fenToYuan(m.amountFen), orders: m.orders })),
    by_category: s.byCategory.map((c) => ({ category_id: c.categoryId, name: c.name, amount: fenToYuan(c.amountFen) })),
    by_manufacturer: s.byManufacturer.map((m) => ({ name: m.name, amount: fenToYuan(m.amountFen) })),
    top_goods: s.topGoods.map((g) => ({
      goods_id: g.goodsId,
      name: g.name,
      trade_name: g.tradeName,
      ypgg: g.ypgg,
      sccj: g.maker,
      bzdw: g.bzdw,
      number: g.number,
      amount: fenToYuan(g.amountFen),
    })),
  };
}

function statistics(ctx: OpCtx<'getPurchaseStatistics'>): PurchaseStatistics {
  startTrade(ctx);
  const me = loggedInAccount(ctx);
  if (!me) throw unauthorized();
  const { start, end, store_id } = ctx.query;
  const problem = periodProblem(start, end);
  if (problem) throw invalidField(problem.field, problem.message);
  const stores = new Set(storesInScope(me, store_id));
  const facts = ordersAsFacts(ctx.db, stores);
  return purchaseStatisticsView(purchaseStatistics(facts, { start, end }));
}

export const statisticsHandlers: PartialHandlers<DemoDb> = {
  getPurchaseStatistics: statistics,
};
