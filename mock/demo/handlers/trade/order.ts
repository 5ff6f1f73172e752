import type { OrderBuyAgainResultLinesItem } from '@generated/models/orderBuyAgainResultLinesItem';
import type { OrderConfirmGroup } from '@generated/models/orderConfirmGroup';
import type { OrderCreated } from '@generated/models/orderCreated';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { addFen, fen, fenToYuan, maxFen, negFen, subFen, type Fen } from '@/domain/money';
import { orderPay } from '@/domain/order-pay';
import { normalizeQuantity } from '@/domain/packing';
import { POINTS_MAX_PERCENT, POINTS_PER_YUAN, pointsToFen } from '@/domain/points';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, notFound, paginate, refuse, reply } from '../../core/respond';
import { addressText } from '../../data/addresses';
import { lineStock } from '../../data/inventory';
import type { AccountRecord } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { payerOf, requireBuyer, requireContract, type Ctx } from '../shared/buyer';
import { defaultStock } from '../shared/goods-view';
import { addMoneyLog, addPointsLog } from '../shared/ledgers';
import { CartPlanner, type AddPlan } from './cart-ops';
import { cartLineView, comboGoodsView } from './cart-views';
import {
  assertLinesBuyable,
  checkoutLines,
  couponChoices,
  groupPayable,
  hmReceiptBlockers,
  limitShortfall,
  planCheckout,
  planTakes,
  usableChoices,
  type CheckoutGroup,
  type CheckoutPlan,
  type CouponChoice,
} from './checkout';
import { cancelOrderInternal, markPaid, startTrade, tracesOf } from './lifecycle';
import { orderNoFor } from './numbers';
import {
  addressesOf,
  afterSalesDetailView,
  hmOrderView,
  orderAddressView,
  orderDetailView,
  orderReturnView,
  orderSummaryView,
  ownOrder,
} from './order-views';
import type { OrderLineRecord, OrderRecord, StockTake } from './records';
import { cartOf, tradeState } from './state';
import { HM_PAY_TIMEOUT_MS, PAY_TIMEOUT_MS } from './timeouts';

/**
 * Orders: step 2 (confirm), submission with the 含麻 split, the order centre, cancel, receipt, buy again, returns
 * and the after-sales detail (applying is in after-sales.ts), logistics and the 含麻 receipt list. Orders belong to the buying store; a chain's head pays.
 */
const HM_NOTICE =
  '根据国家规定，含麻黄碱类复方制剂须单独成单，仅支持对公转账付款；付款后请在「含麻订单」上传转账回执，回执确认后发货。';

interface Money4 {
  goods: Fen;
  manjian: Fen;
  coupon: Fen;
  shipping: Fen;
}

function amountsOf(m: Money4) {
  return {
    goods_amount: fenToYuan(m.goods),
    manjian_amount: fenToYuan(m.manjian),
    coupon_amount: fenToYuan(m.coupon),
    shipping_amount: fenToYuan(m.shipping),
    pay_amount: fenToYuan(addFen(subFen(m.goods, m.manjian, m.coupon), m.shipping)),
  };
}

/** The coupon saving the ordinary order can take: never more than what is left after 满减. */
function groupView(ctx: Ctx, buyer: AccountRecord, plan: CheckoutPlan, g: CheckoutGroup, couponFen: Fen, at: number): OrderConfirmGroup {
  return {
    is_hm: g.isHm ? 1 : 0,
    name: g.isHm ? '含麻商品' : '普通商品',
    notice: g.isHm ? HM_NOTICE : null,
    lines: g.indexes.map((i) => cartLineView(ctx, buyer, plan.lines[i]!, plan.totals, i, at)),
    amounts: amountsOf({ goods: g.goodsFen, manjian: g.manjianFen, coupon: couponFen, shipping: g.shippingFen }),
  };
}

function orderLinesOf(ctx: Ctx, buyer: AccountRecord, plan: CheckoutPlan, g: CheckoutGroup, takes: StockTake[][], comboSets: number[]): OrderLineRecord[] {
  return g.indexes.map((i) => {
    const l = plan.lines[i]!;
    const t = plan.totals.lines[i]!;
    const base = {
      id: nextId(ctx.db, 'orderLine', 990001),
      type: l.rec.type,
      groupBuyId: l.rec.groupBuyId,
      unitFen: t.unitFen,
      number: l.rec.number,
      amountFen: t.amountFen,
      batch: '',
      isHm: l.input.isHm ? (1 as const) : (0 as const),
      takes: takes[i] ?? [],
      comboSets: comboSets[i] ?? 0,
    };
    if (l.combo) {
      const view = comboGoodsView(ctx, l.combo, buyer, l);
      return { ...base, goodsId: l.combo.id, name: l.combo.name, ypgg: view.ypgg, sccj: view.sccj, bzdw: '套', image: l.combo.image, expiry: null };
    }
    const goods = l.goods!;
    return {
      ...base,
      goodsId: goods.id,
      name: goods.name,
      ypgg: goods.ypgg,
      sccj: goods.sccj,
      bzdw: goods.bzdw,
      image: goods.images[0] ?? '',
      expiry: l.stock?.expiry ?? null,
    };
  });
}

function findCoupon(payer: AccountRecord, choices: readonly CouponChoice[], id: number, what: string): CouponChoice {
  const choice = choices.find((c) => c.wc.id === id);
  if (!choice) {
    const held = payer.coupons.find((c) => c.id === id);
    if (!held) throw refuse(`${what}不存在或不属于您`, 40012);
    throw refuse(`${what}不可用：${held.status === 2 ? '已使用' : held.status === 3 ? '券已过期' : '类型不符'}`, 40012);
  }
  if (choice.reason !== null || choice.savingFen <= 0) throw refuse(`${what}「${choice.name}」不可用：${choice.reason ?? '没有适用商品'}`, 40012);
  return choice;
}

export const orderHandlers: PartialHandlers<DemoDb> = {
  getOrderConfirm(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const payer = payerOf(ctx, buyer);
    const lines = checkoutLines(ctx, buyer, ctx.query.ids, at, 'refuse');
    assertLinesBuyable(lines);
    const plan = planCheckout(ctx, lines, at);
    const coupons = usableChoices(couponChoices(ctx, payer, plan, 1, at));
    const best = plan.normal ? (coupons[0] ?? null) : null;
    // The amounts as the page opens: the best coupon, no voucher, points or balance yet (the page recomputes with
    // orderPay as the buyer chooses).
    const opening = orderPay({
      discountableFen: plan.normal ? subFen(plan.normal.goodsFen, plan.normal.manjianFen) : fen(0),
      payableFen: plan.normal ? groupPayable(plan.normal) : fen(0),
      couponSavingFen: best?.savingFen ?? fen(0),
      voucherSavingFen: fen(0),
      heldPoints: Math.max(0, payer.points),
      usePoints: 0,
      balanceFen: fen(0),
      useBalance: false,
    });
    const couponFen = opening.couponFen;
    const vouchers = plan.normal ? usableChoices(couponChoices(ctx, payer, plan, 2, at)) : [];
    const groups = [plan.normal, plan.hm].filter((g): g is CheckoutGroup => g !== null);
    const maxPoints = opening.maxPoints;
    const t = plan.totals;
    return {
      addresses: addressesOf(buyer, payer).map(orderAddressView),
      groups: groups.map((g) => groupView(ctx, buyer, plan, g, g.isHm ? fen(0) : couponFen, at)),
      coupons: coupons.map((c) => ({
        id: c.wc.id,
        name: c.name,
        amount: fenToYuan(c.reduceFen),
        min_amount: fenToYuan(c.thresholdFen),
        saving: fenToYuan(c.savingFen),
        end_time: formatBeijing(c.endAt),
        is_best: best && c.wc.id === best.wc.id ? 1 : 0,
      })),
      coupon_id: best?.wc.id ?? null,
      coupon_saving: fenToYuan(couponFen),
      vouchers: vouchers.map((v) => ({ id: v.wc.id, name: v.name, amount: fenToYuan(v.reduceFen), saving: fenToYuan(v.savingFen), end_time: formatBeijing(v.endAt) })),
      points_rule: {
        points: Math.max(0, payer.points),
        points_per_yuan: POINTS_PER_YUAN,
        max_percent: POINTS_MAX_PERCENT,
        max_points: maxPoints,
        max_amount: fenToYuan(pointsToFen(maxPoints)),
      },
      balance: fenToYuan(maxFen(fen(0), payer.balanceFen)),
      invoice_types: [
        { type: 1, name: '普通发票', is_default: 0 },
        { type: 2, name: '增值税专用发票', is_default: 0 },
        { type: 3, name: '电子发票', is_default: 1 },
      ],
      amounts: amountsOf({ goods: t.goodsTotalFen, manjian: t.manjianReduceFen, coupon: couponFen, shipping: t.shippingFen }),
    };
  },

  submitOrder(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    requireContract(ctx, buyer);
    const payer = payerOf(ctx, buyer);
    const form = ctx.body;
    const lines = checkoutLines(ctx, buyer, form.ids, at);
    assertLinesBuyable(lines);
    const limitMsg = limitShortfall(lines);
    if (limitMsg) throw refuse(limitMsg, 40014);
    const address = addressesOf(buyer, payer).find((a) => a.id === form.address_id);
    if (!address) throw notFound('收货地址不存在，请重新选择');
    const plan = planCheckout(ctx, lines, at);
    if (plan.hm && hmReceiptBlockers(ctx.db, buyer.id).length > 0) {
      throw refuse('您上一笔含麻订单回执尚未确认，暂不能购买含麻商品', 40013);
    }
    const taken = planTakes(ctx.db, lines);
    if ('shortfall' in taken) throw refuse(taken.shortfall, 40011);

    // Discounts on the ordinary order, each checked against what is left after the previous one.
    const normal = plan.normal;
    let coupon: CouponChoice | null = null;
    let voucher: CouponChoice | null = null;
    if (form.coupon_id !== undefined) {
      if (!normal) throw refuse('含麻订单不能使用优惠券', 40012);
      coupon = findCoupon(payer, couponChoices(ctx, payer, plan, 1, at), form.coupon_id, '优惠券');
    }
    if (form.voucher_id !== undefined) {
      if (!normal) throw refuse('含麻订单不能使用现金券', 40012);
      voucher = findCoupon(payer, couponChoices(ctx, payer, plan, 2, at), form.voucher_id, '现金券');
    }
    const usePoints = form.use_points ?? 0;
    const pay = orderPay({
      discountableFen: normal ? subFen(normal.goodsFen, normal.manjianFen) : fen(0),
      payableFen: normal ? groupPayable(normal) : fen(0),
      couponSavingFen: coupon?.savingFen ?? fen(0),
      voucherSavingFen: voucher?.savingFen ?? fen(0),
      heldPoints: Math.max(0, payer.points),
      usePoints,
      balanceFen: maxFen(fen(0), payer.balanceFen),
      useBalance: normal !== null && form.use_balance === 1,
    });
    if (usePoints > 0) {
      if (!normal) throw invalidField('use_points', '含麻订单不能使用积分抵扣');
      if (usePoints > payer.points) throw invalidField('use_points', `积分不足：当前 ${Math.max(0, payer.points)} 积分`);
      if (usePoints > pay.maxPoints) throw invalidField('use_points', `本单最多可使用 ${pay.maxPoints} 积分`);
    }
    const { couponFen, voucherFen, pointsFen, balanceFen } = pay;
    const left = pay.payFen;

    // Nothing below can refuse: take the stock, spend the discounts, empty the cart, create the orders.
    const inventory = ctx.db.inventory;
    taken.takes.forEach((lineTakes) => {
      for (const take of lineTakes) inventory.stock[take.goodsPriceId] = (inventory.stock[take.goodsPriceId] ?? 0) - take.number;
    });
    lines.forEach((l, i) => {
      const sets = taken.comboSets[i] ?? 0;
      if (l.combo && sets > 0) inventory.combinationStock[l.combo.id] = (inventory.combinationStock[l.combo.id] ?? 0) - sets;
    });
    for (const c of [coupon, voucher]) {
      if (!c) continue;
      c.wc.status = 2;
      c.wc.usedAt = at;
    }
    const state = tradeState(ctx.db);
    const bought = new Set(lines.map((l) => l.rec.id));
    state.carts[String(buyer.id)] = cartOf(state, buyer.id).filter((l) => !bought.has(l.id));
    const addr = { consignee: address.consignee, phone: address.phone, address: addressText(address) };
    const created: OrderRecord[] = [];
    for (const g of [normal, plan.hm]) {
      if (!g) continue;
      const id = nextId(ctx.db, 'order', 880001);
      const isMain = g === normal;
      const order: OrderRecord = {
        id,
        orderNo: orderNoFor(id, at),
        buyerId: buyer.id,
        payerId: payer.id,
        isHm: g.isHm ? 1 : 0,
        status: 1,
        lines: orderLinesOf(ctx, buyer, plan, g, taken.takes, taken.comboSets),
        goodsFen: g.goodsFen,
        manjianFen: g.manjianFen,
        couponFen: isMain ? couponFen : fen(0),
        shippingFen: g.shippingFen,
        voucherFen: isMain ? voucherFen : fen(0),
        pointsFen: isMain ? pointsFen : fen(0),
        pointsUsed: isMain ? usePoints : 0,
        balanceFen: isMain ? balanceFen : fen(0),
        payFen: isMain ? left : groupPayable(g),
        couponId: isMain ? (coupon?.wc.id ?? null) : null,
        voucherId: isMain ? (voucher?.wc.id ?? null) : null,
        address: addr,
        invoiceType: form.invoice_type ?? null,
        remark: form.remark ?? '',
        createdAt: at,
        payDeadline: at + (g.isHm ? HM_PAY_TIMEOUT_MS : PAY_TIMEOUT_MS),
        paidAt: null,
        payMethod: null,
        shippedAt: null,
        receivedAt: null,
        cancelledAt: null,
        cancelReason: null,
        carrier: null,
        waybillNo: null,
        receipt: g.isHm ? { status: 0, image: null, remark: '', uploadedAt: null, confirmedAt: null, rejectReason: null } : null,
      };
      state.orders[String(id)] = order;
      created.push(order);
      if (isMain && usePoints > 0) {
        payer.points -= usePoints;
        addPointsLog(ctx.db, payer, -usePoints, `订单抵扣 ${order.orderNo}`, at);
      }
      if (isMain && balanceFen > 0) {
        payer.balanceFen = subFen(payer.balanceFen, balanceFen);
        addMoneyLog(ctx.db, payer, negFen(balanceFen), `订单抵扣 ${order.orderNo}`, at);
      }
      // Fully covered by the wallet at submission: nothing left to pay.
      if (order.payFen === 0) markPaid(ctx.db, order, balanceFen > 0 || usePoints === 0 ? 'balance' : 'points', at);
    }
    const data: OrderCreated[] = created.map((o) => ({
      id: o.id,
      order_no: o.orderNo,
      is_hm: o.isHm,
      pay_amount: fenToYuan(o.payFen),
      pay_deadline: formatBeijing(o.payDeadline),
    }));
    return reply(data, '订单提交成功');
  },

  listOrders(ctx) {
    const at = startTrade(ctx);
    void at;
    const buyer = requireBuyer(ctx);
    const q = ctx.query;
    if (q.start_time && q.end_time && q.end_time < q.start_time) throw invalidField('end_time', '结束日期不能早于开始日期');
    const kw = (q.keywords ?? '').trim();
    const matching = Object.values(tradeState(ctx.db).orders)
      .filter((o) => o.buyerId === buyer.id)
      .filter((o) => !kw || o.orderNo.includes(kw) || o.lines.some((l) => l.name.includes(kw)))
      .filter((o) => !q.start_time || formatBeijingDate(o.createdAt) >= q.start_time)
      .filter((o) => !q.end_time || formatBeijingDate(o.createdAt) <= q.end_time);
    const counts = [0, 0, 0, 0, 0, 0];
    for (const o of matching) counts[o.status] = (counts[o.status] ?? 0) + 1;
    counts[0] = matching.length;
    const list = matching.filter((o) => !q.status || o.status === q.status).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const page = paginate(list, q.page ?? 1, q.page_size ?? 20);
    return {
      ...page,
      list: page.list.map(orderSummaryView),
      status_counts: counts.map((count, status) => ({ status: status as 0 | 1 | 2 | 3 | 4 | 5, count })),
    };
  },

  getOrderDetail(ctx) {
    const at = startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    return orderDetailView(ctx.db, order, at);
  },

  cancelOrder(ctx) {
    const at = startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    if (order.status === 5) throw refuse('订单已取消，请勿重复操作', 40020);
    if (order.status !== 1) throw refuse('订单已付款，不能取消，如需退款请申请售后', 40020);
    if (order.receipt?.status === 1) throw refuse('转账回执已上传，正在等待财务确认，暂不能取消订单', 40020);
    const out = cancelOrderInternal(ctx.db, order, at, String(ctx.body.reason ?? '').trim() || '买家取消', false);
    return reply(
      {
        id: order.id,
        status: order.status,
        status_text: '已取消',
        returned_balance: fenToYuan(out.returnedBalanceFen),
        returned_points: out.returnedPoints,
        returned_coupon_ids: out.returnedCouponIds,
      },
      '订单已取消，库存、优惠券与余额已退回',
    );
  },

  receiveOrder(ctx) {
    const at = startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    if (order.status === 4) throw refuse('订单已确认收货，请勿重复操作', 40021);
    if (order.status === 5) throw refuse('订单已取消，不能确认收货', 40021);
    if (order.status !== 3) throw refuse('订单尚未发货，不能确认收货', 40021);
    order.status = 4;
    order.receivedAt = at;
    return reply(null, '确认收货成功');
  },

  buyOrderAgain(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    requireContract(ctx, buyer);
    const order = ownOrder(ctx.db, buyer, Number(ctx.params.id));
    const cat = ctx.db.catalogue;
    const cart = cartOf(tradeState(ctx.db), buyer.id);
    const planner = new CartPlanner(ctx, buyer, cart);
    const results: Array<{ line: OrderLineRecord; plan: AddPlan | null; msg: string }> = order.lines.map((line) => {
      if (line.type === 3) {
        const combo = cat.combinations.find((c) => c.id === line.goodsId);
        if (!combo) return { line, plan: null, msg: '该组合已下架' };
        return { line, plan: planner.planCombo(combo, line.number), msg: '' };
      }
      const goods = cat.goodsById.get(line.goodsId);
      if (!goods) return { line, plan: null, msg: '该商品已下架' };
      const stock = defaultStock(ctx.db.inventory, goods);
      // Today's stock and 中包装 decide the quantity: the old quantity is corrected, never refused for that.
      const norm = normalizeQuantity(line.number, { zbz: goods.zbz, stock: lineStock(ctx.db.inventory, stock) });
      if (norm.reason === 'no_stock') return { line, plan: null, msg: '该商品暂时缺货' };
      return { line, plan: planner.planGoods({ goods, stock, number: norm.quantity }), msg: '' };
    });
    const added = results.filter((r) => r.plan && r.plan.added > 0);
    if (added.length === 0) {
      const blocked = results.find((r) => r.plan?.outcome === 'blocked');
      throw refuse(blocked?.plan ? `该订单中的商品无法再次购买：${blocked.plan.msg}` : '该订单中的商品均已下架或缺货，无法再次购买', 40022);
    }
    for (const r of added) planner.apply(r.plan!, at);
    const lines: OrderBuyAgainResultLinesItem[] = results.map(({ line, plan, msg }) => {
      const ok = plan !== null && plan.added > 0;
      return {
        goods_id: line.goodsId,
        name: line.name,
        ypgg: line.ypgg,
        number: ok ? plan.added : 0,
        success: ok ? 1 : 0,
        msg: ok ? (plan.outcome === 'reduced' ? plan.msg : '已加入购物车') : plan ? plan.msg : msg,
      };
    });
    const failed = results.length - added.length;
    return reply(
      { added: added.length, failed, cart_total: cart.length, lines },
      failed > 0 ? `已加入 ${added.length} 种商品，${failed} 种商品无法购买` : `已加入 ${added.length} 种商品`,
    );
  },

  getOrderReturn(ctx) {
    startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    const ret = Object.values(tradeState(ctx.db).afterSales)
      .filter((a) => a.orderId === order.id && a.type === 2)
      .sort((a, b) => b.createdAt - a.createdAt)[0];
    if (!ret) throw notFound('该订单没有退货记录');
    return orderReturnView(ctx.db, ret);
  },

  getAfterSalesDetail(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const a = tradeState(ctx.db).afterSales[String(Number(ctx.params.id))];
    if (!a || a.buyerId !== buyer.id) throw notFound('售后单不存在');
    return afterSalesDetailView(ctx.db, a);
  },

  getOrderLogistics(ctx) {
    const at = startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    if (order.shippedAt === null || !order.carrier || !order.waybillNo) throw refuse('订单尚未发货，暂无物流信息', 40025);
    return {
      carrier: order.carrier,
      waybill_no: order.waybillNo,
      traces: tracesOf(order, at).map((t) => ({ time: formatBeijing(t.time), text: t.text })),
    };
  },

  listHmOrders(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const list = Object.values(tradeState(ctx.db).orders)
      .filter((o) => o.buyerId === buyer.id && o.isHm === 1)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const page = paginate(list, ctx.query.page ?? 1, ctx.query.page_size ?? 20);
    return { ...page, list: page.list.map(hmOrderView) };
  },
};

