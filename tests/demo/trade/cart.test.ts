// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '@/domain/cart-totals';
import { ladderUnitPrice } from '@/domain/ladder';
import { manjianTiers } from '@/domain/manjian';
import { fenToYuan, mulFen, toFen } from '@/domain/money';
import { maxQuantity } from '@/domain/packing';
import { cartManjianRules, shippingRule } from '@mock/demo/handlers/trade/pricing';
import { ACC, pickGoods, setStock, stockOf, TradeDemo, type Buyer } from './harness';

function clearCartLine(b: Buyer, goodsId: number) {
  b.call('deleteCartLines', { body: { ids: [b.lineOf(goodsId)!.id] } });
}

function addRaw(b: Buyer, lines: Array<{ id: number; number: number; ck_id: number; goods_price_id: number }>) {
  return b.call('addCartLines', { body: { params: lines } });
}

describe('adding to the cart: 中包装, stock and buy blocks', () => {
  it('refuses a quantity that is not a whole 中包装 with 422 on params.N.number, and adds nothing', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { zbzAtLeast: 2 });
    const b = demo.as(ACC.pharmacy);
    const r = b.add(g, g.zbz + 1);
    expect(r.status).toBe(422);
    expect(r.errors?.['params.0.number']?.[0]).toContain(`中包装（${g.zbz}）`);
    expect(b.cart().data).toHaveLength(0);

    const other = pickGoods(demo.db, { zbzAtLeast: 2, exclude: [g.id] });
    const r2 = addRaw(b, [
      { id: g.id, number: g.zbz, ck_id: g.stocks[0]!.ckId, goods_price_id: g.stocks[0]!.goodsPriceId },
      { id: other.id, number: other.zbz * 2 - 1, ck_id: other.stocks[0]!.ckId, goods_price_id: other.stocks[0]!.goodsPriceId },
    ]);
    expect(r2.status).toBe(422);
    expect(Object.keys(r2.errors ?? {})).toEqual(['params.1.number']);
    expect(b.cart().data).toHaveLength(0);
  });

  it('reduces a line to the available stock and says so with partial = 1', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { zbzAtLeast: 2 }, 0);
    setStock(demo.db, g.stocks[0]!, g.zbz * 3);
    const b = demo.as(ACC.pharmacy);
    const r = b.add(g, g.zbz * 5);
    expect(r.status).toBe(200);
    expect(r.data.partial).toBe(1);
    expect(r.data.results[0]).toMatchObject({ id: g.id, added: 1, number: g.zbz * 3 });
    expect(r.data.results[0]!.msg).toContain('库存不足');
    expect(r.data.summary).toContain(g.name);
    expect(b.lineOf(g.id)?.number).toBe(g.zbz * 3);
    // Nothing more fits: the whole request is a 422 on the line.
    const again = b.add(g, g.zbz);
    expect(again.status).toBe(422);
    expect(again.errors?.['params.0.number']?.[0]).toContain('库存不足');
    expect(b.lineOf(g.id)?.number).toBe(g.zbz * 3);
  });

  it('answers 422 for a goods without stock', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, {}, 0);
    const r = demo.as(ACC.pharmacy).add(g, g.zbz);
    expect(r.status).toBe(422);
    expect(r.errors?.['params.0.number']?.[0]).toMatch(/库存不足/);
  });

  it('below one 中包装 of stock the step falls to the stock (only "all that is left" is accepted)', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { zbzAtLeast: 4 }, 3);
    const b = demo.as(ACC.pharmacy);
    expect(b.add(g, 2).errors?.['params.0.number']?.[0]).toContain('仅可购买剩余库存 3');
    const r = b.add(g, g.zbz); // one 中包装 asked, the 3 left added
    expect(r.data.partial).toBe(1);
    expect(b.lineOf(g.id)?.number).toBe(3);
    clearCartLine(b, g.id);
    expect(b.add(g, 3).data.partial).toBe(0);
  });

  it('keeps stock per warehouse: a line of warehouse 2 is limited by that warehouse', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { warehouses: 2 }, 10_000);
    const second = g.stocks[1]!;
    setStock(demo.db, second, g.zbz * 2);
    const b = demo.as(ACC.pharmacy);
    const r = b.add(g, g.zbz * 4, second);
    expect(r.data.results[0]!.number).toBe(g.zbz * 2);
    const line = b.cart().data.find((l) => l.goods_price_id === second.goodsPriceId)!;
    expect(line.ck_id).toBe(second.ckId);
    expect(line.goods.number).toBe(stockOf(demo.db, second));
    expect(line.price).toBe(fenToYuan(second.priceFen));
    // The first warehouse is a different line.
    b.add(g, g.zbz);
    expect(b.cart().data.filter((l) => l.goods.id === g.id)).toHaveLength(2);
  });

  it('refuses goods outside the 经营范围 (clinic), with an expired licence, unreviewed documents or 控销 without rights', () => {
    const demo = new TradeDemo();
    const device = pickGoods(demo.db, { topCategory: 6 });
    const r = demo.as(ACC.clinic).add(device, device.zbz);
    expect(r.status).toBe(400);
    expect(r.code).toBe(40021);
    expect(r.msg).toContain('经营范围');

    const ok = pickGoods(demo.db, { topCategory: 1 });
    const expired = demo.as(ACC.expired).add(ok, ok.zbz);
    expect(expired.status).toBe(400);
    expect(expired.code).toBe(40022);
    expect(expired.msg).toContain('已过期');

    const unreviewed = demo.account(ACC.storeC);
    expect(unreviewed.isPassed).toBe(0);
    const np = demo.as(ACC.chain, ACC.storeC).add(ok, ok.zbz);
    expect(np.status).toBe(400);
    expect(np.msg).toContain('审核');

    // A 控销 goods whose rule admits 北京/天津 rank-3 buyers only: kangning (河北省, rank 2) has no rights.
    const kx = demo.catalogue.goods.find(
      (x) => x.isKx === 1 && x.kxRule && !x.kxRule.userIds && x.kxRule.regions?.includes('北京市') && x.kxRule.ranks?.includes(3),
    )!;
    setStock(demo.db, kx.stocks[0]!, 1000);
    const c = demo.as(ACC.pharmacy).add(kx, kx.zbz);
    expect(c.status).toBe(400);
    expect(c.code).toBe(40023);
    expect(c.msg).toContain('控销');
    expect(demo.as(ACC.pharmacy).cart().data).toHaveLength(0);
  });

  it('answers 459 for every purchase of a buyer without an e-contract', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const b = demo.as(ACC.unsigned);
    expect(b.add(g, g.zbz).status).toBe(459);
    const s = g.stocks[0]!;
    expect(b.call('quickAddCartLine', { path: { id: g.id }, body: { number: g.zbz, ck_id: s.ckId, goods_price_id: s.goodsPriceId } }).status).toBe(459);
    const combo = demo.catalogue.combinations[0]!;
    expect(b.call('buyCombination', { path: { id: combo.id }, body: { number: 1 } }).status).toBe(459);
    const gb = demo.catalogue.groupBuys.find((x) => x.startAt <= demo.t && demo.t <= x.endAt)!;
    expect(b.call('joinGroupBuy', { path: { id: gb.id }, body: { number: demo.catalogue.goodsById.get(gb.goodsId)!.zbz } }).status).toBe(459);
    const pg = demo.catalogue.pointsGoods[0]!;
    const addr = demo.account(ACC.unsigned).addresses[0]!;
    expect(b.call('exchangePointsGoods', { path: { id: pg.id }, body: { number: 1, address_id: addr.id } }).status).toBe(459);
    // Nothing reached the cart, so checkout and submission of made-up lines still answer 459 first.
    expect(b.call('checkoutCart', { body: { ids: [1] } }).status).toBe(459);
    expect(b.call('submitOrder', { body: { ids: [1], address_id: addr.id } }).status).toBe(459);
  });

  it('merges repeated adds of one price line and adds the quantities', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, {}, 100_000);
    const b = demo.as(ACC.pharmacy);
    for (let i = 0; i < 5; i++) expect(b.add(g, g.zbz).data.total).toBe(1);
    expect(b.lineOf(g.id)?.number).toBe(g.zbz * 5);
    expect(b.call('getCartTotal').data.total).toBe(1);
  });

  it('property: any quantity is either refused as not a 中包装 multiple or added up to the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 300 }), (n, stock) => {
        const demo = new TradeDemo();
        const g = pickGoods(demo.db, { zbzAtLeast: 2 }, stock);
        const b = demo.as(ACC.pharmacy);
        const r = b.add(g, n);
        const cap = maxQuantity(g.zbz, stock);
        const allLeft = stock > 0 && stock < g.zbz && n === stock;
        if (n % g.zbz !== 0 && !allLeft) {
          expect(r.status).toBe(422);
          expect(b.cart().data).toHaveLength(0);
        } else if (cap === 0) {
          expect(r.status).toBe(422);
        } else {
          expect(r.status).toBe(200);
          expect(b.lineOf(g.id)?.number).toBe(Math.min(n, cap));
          expect(r.data.partial).toBe(n > cap ? 1 : 0);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the cart list: prices, tiers, shipping, forced unselection', () => {
  it('prices a line by its ladder tier at the line quantity', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { ladder: true }, 100_000);
    const tier = [...g.ladder].sort((a, b) => a.number - b.number)[0]!;
    const b = demo.as(ACC.pharmacy);
    b.add(g, g.zbz);
    const before = b.lineOf(g.id)!;
    expect(before.price).toBe(fenToYuan(ladderUnitPrice(g.stocks[0]!.priceFen, g.ladder, g.zbz).priceFen));
    const more = Math.ceil(tier.number / g.zbz) * g.zbz - g.zbz;
    b.add(g, more);
    const after = b.lineOf(g.id)!;
    expect(after.number).toBeGreaterThanOrEqual(tier.number);
    expect(toFen(after.price)).toBeLessThanOrEqual(tier.priceFen);
    expect(after.price).toBe(fenToYuan(ladderUnitPrice(g.stocks[0]!.priceFen, g.ladder, after.number).priceFen));
  });

  it('answers the 满减 tiers of the selected coupon-eligible total, achieved first, and the shipping rule', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { coupon: true, ladder: false }, 1_000_000);
    const b = demo.as(ACC.pharmacy);
    const rules = cartManjianRules(demo.api.db, demo.t);
    expect(rules.length).toBeGreaterThan(1);
    // Enough units to pass the second tier.
    const target = rules.sort((a, c) => a.amountFen - c.amountFen)[1]!.amountFen;
    const units = Math.ceil(target / g.stocks[0]!.priceFen / g.zbz) * g.zbz;
    b.add(g, units);
    const cart = b.cart();
    const total = mulFen(g.stocks[0]!.priceFen, units);
    const expected = manjianTiers(rules, total).map((t) => ({ amount: fenToYuan(t.amountFen), reduce: fenToYuan(t.reduceFen), status: t.status }));
    expect(cart.activity_data.manjians).toEqual(expected);
    expect(cart.activity_data.manjians[0]!.status).toBe(1);
    expect(cart.activity_data.manjians.at(-1)!.status).toBe(0);
    const rule = shippingRule(demo.api.db);
    expect(cart.shipping_data).toEqual({ shipping_amount: fenToYuan(rule.shippingAmountFen), no_trans_order_amount: fenToYuan(rule.freeThresholdFen) });
    // Unselecting drops the tiers back.
    b.call('selectCartLines', { body: { ids: [cart.data[0]!.id], is_selected: 0 } });
    expect(b.cart().activity_data.manjians.every((m) => m.status === 0)).toBe(true);
  });

  it('forces a line whose goods ran out (or cannot be bought) unselected, and it cannot be selected', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const b = demo.as(ACC.pharmacy);
    b.add(g, g.zbz);
    expect(b.lineOf(g.id)?.is_selected).toBe(1);
    setStock(demo.db, g.stocks[0]!, 0);
    const line = b.lineOf(g.id)!;
    expect(line.is_selected).toBe(0);
    expect(line.goods.is_buy).toBe(0);
    expect(line.goods.buy_block?.reason).toBe('no_stock');
    expect(b.call('selectCartLines', { body: { ids: [line.id], is_selected: 1 } }).status).toBe(200);
    expect(b.lineOf(g.id)?.is_selected).toBe(0);
    // Back in stock: still unselected until the buyer selects it.
    setStock(demo.db, g.stocks[0]!, 1000);
    expect(b.lineOf(g.id)?.is_selected).toBe(0);
    b.call('selectCartLines', { body: { ids: [line.id], is_selected: 1 } });
    expect(b.lineOf(g.id)?.is_selected).toBe(1);
    const filters = b.cart().filter_data;
    expect(filters.find((f) => f.id === 99999)?.count).toBe(1);
  });

  it('keeps one cart per buying store of a chain', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const a = demo.as(ACC.chain, ACC.storeA);
    const bStore = demo.as(ACC.chain, ACC.storeB);
    a.add(g, g.zbz);
    expect(a.call('getCartTotal').data.total).toBe(1);
    expect(bStore.call('getCartTotal').data.total).toBe(0);
  });
});

describe('quick add, edit, delete', () => {
  it('quick add takes exactly the quantity or answers 422', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { zbzAtLeast: 2 }, 0);
    setStock(demo.db, g.stocks[0]!, g.zbz * 2);
    const s = g.stocks[0]!;
    const b = demo.as(ACC.pharmacy);
    const body = (number: number) => ({ path: { id: g.id }, body: { number, ck_id: s.ckId, goods_price_id: s.goodsPriceId } });
    const ok = b.call('quickAddCartLine', body(g.zbz));
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ id: g.id, added: 1, number: g.zbz, total: 1 });
    expect(ok.msg).toContain(`当前共 ${g.zbz}`);
    expect(b.call('quickAddCartLine', body(g.zbz + 1)).errors?.number?.[0]).toContain('中包装');
    const short = b.call('quickAddCartLine', body(g.zbz * 2));
    expect(short.status).toBe(422);
    expect(short.errors?.number?.[0]).toContain('库存不足');
    expect(b.lineOf(g.id)?.number).toBe(g.zbz);
  });

  it('edit corrects the quantity to the 中包装 and the stock and says adjusted', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db, { zbzAtLeast: 2, ladder: true }, 0);
    setStock(demo.db, g.stocks[0]!, g.zbz * 10);
    const b = demo.as(ACC.pharmacy);
    b.add(g, g.zbz);
    const id = b.lineOf(g.id)!.id;
    const up = b.call('editCartLine', { path: { id }, body: { number: g.zbz * 2 + 1, new: 1 } });
    expect(up.status).toBe(200);
    expect(up.data.adjusted).toBe(1);
    expect(up.data.line.number).toBe(g.zbz * 3);
    expect(up.data.ladder_text.length).toBe(1);
    const over = b.call('editCartLine', { path: { id }, body: { number: g.zbz * 50 } });
    expect(over.data.line.number).toBe(g.zbz * 10);
    expect(over.data.adjusted).toBe(1);
    const exact = b.call('editCartLine', { path: { id }, body: { number: g.zbz * 4 } });
    expect(exact.data.adjusted).toBe(0);
    expect(exact.msg).toBe('修改成功');
    setStock(demo.db, g.stocks[0]!, 0);
    expect(b.call('editCartLine', { path: { id }, body: { number: g.zbz } }).status).toBe(422);
    expect(b.call('editCartLine', { path: { id: 999_999 }, body: { number: g.zbz } }).status).toBe(404);
  });

  it('delete answers the new badge count; unknown ids are 404', () => {
    const demo = new TradeDemo();
    const g1 = pickGoods(demo.db);
    const g2 = pickGoods(demo.db, { exclude: [g1.id] });
    const b = demo.as(ACC.pharmacy);
    b.add(g1, g1.zbz);
    b.add(g2, g2.zbz);
    const id = b.lineOf(g1.id)!.id;
    expect(b.call('deleteCartLines', { body: { ids: [id] } }).data.total).toBe(1);
    expect(b.call('deleteCartLines', { body: { ids: [id] } }).status).toBe(404);
  });
});

describe('copy to other stores, next hint', () => {
  it('copies lines to the chain’s other stores, skipping what a store may not buy', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const a = demo.as(ACC.chain, ACC.storeA);
    a.add(g, g.zbz * 2);
    const id = a.lineOf(g.id)!.id;
    const r = a.call('copyCartLines', { body: { ids: [id], other_user_ids: [ACC.storeB, ACC.storeC] } });
    expect(r.status).toBe(200);
    const [toB, toC] = r.data.list;
    expect(toB).toMatchObject({ user_id: ACC.storeB, copied: 1, skipped: 0 });
    // 建设大街店 is still under review: its copy is skipped with the reason.
    expect(toC).toMatchObject({ user_id: ACC.storeC, copied: 0, skipped: 1 });
    expect(toC!.msg).toContain('审核');
    expect(r.data.total_copied).toBe(1);
    expect(demo.as(ACC.chain, ACC.storeB).lineOf(g.id)?.number).toBe(g.zbz * 2);
    // Not one of the chain's stores.
    const bad = a.call('copyCartLines', { body: { ids: [id], other_user_ids: [ACC.pharmacy] } });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe(40025);
  });

  it('hints the next ladder tier, the next 满减 tier and single-goods free shipping', () => {
    const demo = new TradeDemo();
    const g = demo.catalogue.goods.find((x) => x.ladder.length > 0 && x.freeShippingNumber > 0 && x.couponEligible === 1 && x.isKx === 0)!;
    setStock(demo.db, g.stocks[0]!, 100_000);
    const b = demo.as(ACC.pharmacy);
    const r = b.call('getCartNextHint', { query: { goods_id: g.id, number: g.zbz } });
    expect(r.status).toBe(200);
    const first = [...g.ladder].sort((x, y) => x.number - y.number)[0]!;
    expect(r.data.hints.find((h) => h.type === 'ladder')?.need_number).toBe(first.number - g.zbz);
    expect(r.data.hints.find((h) => h.type === 'free_shipping')?.need_number).toBe(Math.max(0, g.freeShippingNumber - g.zbz) || undefined);
    const lowest = cartManjianRules(demo.api.db, demo.t).sort((x, y) => x.amountFen - y.amountFen)[0]!;
    expect(r.data.hints.find((h) => h.type === 'manjian')?.need_amount).toBe(fenToYuan(lowest.amountFen));
    expect(r.data.goods.every((x) => x.id !== g.id)).toBe(true);
  });
});

describe('checkout (POST /api/cart/checkout)', () => {
  it('accepts the buyable lines, rejects sold-out ones, corrects quantities above the stock, and totals like src/domain', () => {
    const demo = new TradeDemo();
    const a = pickGoods(demo.db, { ladder: true, coupon: true }, 100_000);
    const bGoods = pickGoods(demo.db, { exclude: [a.id] }, 100_000);
    const c = pickGoods(demo.db, { exclude: [a.id, bGoods.id], zbzAtLeast: 2 }, 100_000);
    const buyer = demo.as(ACC.pharmacy);
    buyer.add(a, a.zbz * 10);
    buyer.add(bGoods, bGoods.zbz);
    buyer.add(c, c.zbz * 5);
    const cart = buyer.cart();
    const ids = cart.data.map((l) => l.id);
    setStock(demo.db, bGoods.stocks[0]!, 0);
    setStock(demo.db, c.stocks[0]!, c.zbz * 2);
    const r = buyer.call('checkoutCart', { body: { ids, new: 1 } });
    expect(r.status).toBe(200);
    expect(r.data.rejected.map((x) => x.id)).toEqual([buyer.lineOf(bGoods.id)!.id]);
    expect(r.data.warnings).toContain('部分商品库存不足已调整');
    expect(buyer.lineOf(c.id)!.number).toBe(c.zbz * 2);
    expect(r.data.token).toMatch(/^ck_[0-9a-f]{16}$/);
    const inputs = [a, c].map((g, i) => ({
      id: i,
      goodsId: g.id,
      quantity: g === a ? a.zbz * 10 : c.zbz * 2,
      baseFen: g.stocks[0]!.priceFen,
      ladder: g.ladder.map((t) => ({ number: t.number, priceFen: t.priceFen })),
      selected: true,
      buyable: true,
      stock: stockOf(demo.db, g.stocks[0]!),
      couponEligible: g.couponEligible === 1,
      isHm: false,
    }));
    const rule = shippingRule(demo.api.db);
    const t = computeCartTotals(inputs, { manjian: cartManjianRules(demo.api.db, demo.t), ...rule });
    expect(r.data.summary).toEqual({
      line_count: 2,
      total_number: a.zbz * 10 + c.zbz * 2,
      goods_amount: fenToYuan(t.goodsTotalFen),
      manjian_amount: fenToYuan(t.manjianReduceFen),
      shipping_amount: fenToYuan(t.shippingFen),
      pay_amount: fenToYuan(t.payableFen),
      has_hm: 0,
    });
  });

  it('refuses when nothing can be checked out: sold out → 422 on ids, out of scope → 400', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const b = demo.as(ACC.pharmacy);
    b.add(g, g.zbz);
    const id = b.lineOf(g.id)!.id;
    setStock(demo.db, g.stocks[0]!, 0);
    const r = b.call('checkoutCart', { body: { ids: [id] } });
    expect(r.status).toBe(422);
    expect(r.errors?.ids?.[0]).toContain('库存不足');
    expect(b.call('checkoutCart', { body: { ids: [123_456] } }).status).toBe(404);
  });

  it('announces the 含麻 split', () => {
    const demo = new TradeDemo();
    const hm = pickGoods(demo.db, { hm: true });
    const g = pickGoods(demo.db);
    const b = demo.as(ACC.pharmacy);
    b.add(hm, hm.zbz);
    b.add(g, g.zbz);
    const r = b.call('checkoutCart', { body: { ids: b.cart().data.map((l) => l.id) } });
    expect(r.data.summary.has_hm).toBe(1);
    expect(r.data.warnings.join()).toContain('含麻');
  });
});
