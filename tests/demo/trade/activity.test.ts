// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fenToYuan } from '@/domain/money';
import { ACC, DAY, pickGoods, setStock, stockOf, TradeDemo } from './harness';

describe('group buys', () => {
  it('joining adds a type-2 cart line at the group price and counts the store once', () => {
    const demo = new TradeDemo();
    const gb = demo.catalogue.groupBuys.find((x) => x.startAt <= demo.t && demo.t <= x.endAt && x.limitNumber > 0)!;
    const goods = demo.catalogue.goodsById.get(gb.goodsId)!;
    goods.stocks.forEach((s) => setStock(demo.db, s, 100_000));
    const b = demo.as(ACC.pharmacy);
    const list = b.call('listGroupBuys').data.list;
    expect(list.some((x) => x.id === gb.id)).toBe(true);
    const joined = demo.db.inventory.groupBuyJoined[gb.id] ?? 0;
    const r = b.call('joinGroupBuy', { path: { id: gb.id }, body: { number: goods.zbz } });
    expect(r.status).toBe(200);
    expect(r.data.joined_count).toBe(joined + 1);
    const line = b.cart().data.find((l) => l.id === r.data.cart_id)!;
    expect(line.type).toBe(2);
    expect(line.price).toBe(fenToYuan(gb.priceFen));
    expect(line.goods.type).toBe(2);
    b.call('joinGroupBuy', { path: { id: gb.id }, body: { number: goods.zbz } });
    const detail = b.call('getGroupBuy', { path: { id: gb.id } }).data;
    expect(detail.joined_count).toBe(joined + 1);
    expect(detail.my_number).toBe(goods.zbz * 2);
    const over = b.call('joinGroupBuy', { path: { id: gb.id }, body: { number: Math.ceil(gb.limitNumber / goods.zbz) * goods.zbz } });
    expect(over.code).toBe(40022);
    // A quantity that is not a whole number of 中包装 is refused.
    expect(goods.zbz, 'the group buy’s goods is sold by a 中包装 of more than one').toBeGreaterThan(1);
    expect(b.call('joinGroupBuy', { path: { id: gb.id }, body: { number: goods.zbz + 1 } }).status).toBe(422);
    demo.advance(gb.endAt - demo.t + 1000);
    expect(b.call('joinGroupBuy', { path: { id: gb.id }, body: { number: goods.zbz } }).code).toBe(40021);
    // After the end the line can no longer be bought and is unselected.
    expect(b.cart().data.find((l) => l.id === r.data.cart_id)?.is_selected).toBe(0);
  });

  it('visitors see group buys without prices', () => {
    const demo = new TradeDemo();
    const list = demo.visitor().call('listGroupBuys').data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((x) => x.price === null)).toBe(true);
    expect(demo.visitor().call('getGroupBuy', { path: { id: 999_999 } }).status).toBe(404);
  });
});

describe('combinations', () => {
  it('buying adds ONE type-3 line whose goods is the combination, limited by stock and per-buyer limit', () => {
    const demo = new TradeDemo();
    const combo = demo.catalogue.combinations.find((c) => c.limitNumber > 1 && c.lines.length >= 2)!;
    for (const l of combo.lines) demo.catalogue.goodsById.get(l.goodsId)!.stocks.forEach((s) => setStock(demo.db, s, 100_000));
    demo.db.inventory.combinationStock[combo.id] = 1000;
    const b = demo.as(ACC.pharmacy);
    const r = b.call('buyCombination', { path: { id: combo.id }, body: { number: 1 } });
    expect(r.status).toBe(200);
    b.call('buyCombination', { path: { id: combo.id }, body: { number: 1 } });
    const lines = b.cart().data.filter((l) => l.type === 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: r.data.cart_id, number: 2, combination: 1, price: fenToYuan(combo.priceFen) });
    expect(lines[0]!.goods).toMatchObject({ id: combo.id, name: combo.name, type: 3 });
    expect(b.call('buyCombination', { path: { id: combo.id }, body: { number: combo.limitNumber } }).code).toBe(40012);
    // A line's goods running short caps the sets.
    const first = combo.lines[0]!;
    demo.catalogue.goodsById.get(first.goodsId)!.stocks.forEach((s) => setStock(demo.db, s, first.number * 2));
    const short = b.call('buyCombination', { path: { id: combo.id }, body: { number: 1 } });
    expect(short.code).toBe(40011);
    expect(short.msg).toContain('最多可购 0 套');
    // The set is checked out and ordered like any line: the goods' stock goes down by number × sets.
    demo.catalogue.goodsById.get(first.goodsId)!.stocks.forEach((s) => setStock(demo.db, s, 100_000));
    const before = combo.lines.map((l) => demo.catalogue.goodsById.get(l.goodsId)!.stocks.reduce((n, s) => n + stockOf(demo.db, s), 0));
    const ids = b.cart().data.map((l) => l.id);
    const sub = b.call('submitOrder', { body: { ids, address_id: demo.account(ACC.pharmacy).addresses[0]!.id } });
    expect(sub.status).toBe(201);
    combo.lines.forEach((l, i) => {
      const after = demo.catalogue.goodsById.get(l.goodsId)!.stocks.reduce((n, s) => n + stockOf(demo.db, s), 0);
      expect(after).toBe(before[i]! - l.number * 2);
    });
    expect(demo.db.inventory.combinationStock[combo.id]).toBe(998);
  });

  it('refuses a combination holding goods outside the buyer’s 经营范围', () => {
    const demo = new TradeDemo();
    const scope = demo.account(ACC.clinic).scopeCategoryIds as number[];
    const device = pickGoods(demo.db, { topCategory: 6 });
    expect(scope).not.toContain(6);
    const combo = demo.catalogue.combinations[0]!;
    combo.lines[0]!.goodsId = device.id;
    const r = demo.as(ACC.clinic).call('buyCombination', { path: { id: combo.id }, body: { number: 1 } });
    expect(r.status).toBe(400);
    expect(r.msg).toContain(device.name);
    expect(r.msg).toContain('经营范围');
    expect(demo.as(ACC.clinic).call('listCombinations').data.list.find((c) => c.id === combo.id)?.is_buy).toBe(0);
  });
});

describe('coupon centre and coupons', () => {
  it('receives a coupon once into the payer’s wallet; sold-out issues are refused', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const payer = demo.account(ACC.pharmacy);
    const offers = b.call('listCenterCoupons').data.list;
    const offer = offers.find((o) => o.is_received === 0 && o.is_sold_out === 0)!;
    const counts = b.call('getCouponCounts').data;
    const r = b.call('receiveCoupon', { path: { id: offer.id } });
    expect(r.status).toBe(200);
    expect(payer.coupons.find((c) => c.id === r.data.user_coupon_id)?.templateId).toBe(offer.id);
    const template = demo.catalogue.couponTemplatesById.get(offer.id)!;
    const after = b.call('getCouponCounts').data;
    if (template.type === 1) expect(after.unused).toBe(counts.unused + 1);
    else expect(after.voucher_unused).toBe(counts.voucher_unused + 1);
    expect(b.call('listCenterCoupons').data.list.find((o) => o.id === offer.id)?.is_received).toBe(1);
    expect(b.call('receiveCoupon', { path: { id: offer.id } }).code).toBe(40041);
    const other = offers.find((o) => o.id !== offer.id && o.is_received === 0)!;
    const t2 = demo.catalogue.couponTemplatesById.get(other.id)!;
    demo.db.inventory.couponsReceived[t2.id] = t2.total;
    expect(b.call('receiveCoupon', { path: { id: other.id } }).code).toBe(40042);
    expect(b.call('receiveCoupon', { path: { id: 999_999 } }).status).toBe(404);
  });

  it('lists coupons by status, expires them when their day passes, and lists the ones usable for the selection', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const payer = demo.account(ACC.pharmacy);
    const unused = b.call('listCoupons', { query: { type: 1, status: 1 } }).data.list;
    expect(unused.length).toBeGreaterThan(0);
    expect(unused.every((c) => c.status === 1 && c.saving === undefined)).toBe(true);
    expect(b.call('listAvailableCoupons', { query: { type: 1 } }).data.total).toBe(0);
    const g = pickGoods(demo.db, { coupon: true, ladder: false, topCategory: 1 }, 1_000_000);
    b.add(g, Math.ceil(500_000 / g.stocks[0]!.priceFen / g.zbz) * g.zbz);
    const usable = b.call('listAvailableCoupons', { query: { type: 1 } }).data.list;
    expect(usable.length).toBeGreaterThan(0);
    const savings = usable.map((c) => Number(c.saving));
    expect([...savings].sort((x, y) => y - x)).toEqual(savings);
    // Unselected lines count for nothing.
    b.call('selectCartLines', { body: { ids: b.cart().data.map((l) => l.id), is_selected: 0 } });
    expect(b.call('listAvailableCoupons', { query: { type: 1 } }).data.total).toBe(0);
    const latest = Math.max(...payer.coupons.filter((c) => c.status === 1).map((c) => c.expiresAt));
    demo.advance(latest - demo.t + DAY);
    expect(b.call('getCouponCounts').data.unused).toBe(0);
    expect(b.call('listCoupons', { query: { type: 1, status: 3 } }).data.total).toBeGreaterThanOrEqual(unused.length);
  });
});

describe('activity taps', () => {
  it('records taps from visitors and members', () => {
    const demo = new TradeDemo();
    expect(demo.visitor().call('recordActivityTap', { body: { id: 401, url: '/yjh/12' } }).status).toBe(200);
    expect(demo.as(ACC.pharmacy).call('recordActivityTap', { body: { id: 401, url: '/yjh/12' } }).data).toBeNull();
    const taps = (demo.api.db.areas.trade as { taps: Record<string, number> }).taps;
    expect(taps['401']).toBe(2);
  });
});

describe('the points mall', () => {
  it('exchanges points for goods, checking points and stock, and lists the points orders', () => {
    const demo = new TradeDemo();
    const payer = demo.account(ACC.pharmacy);
    const b = demo.as(ACC.pharmacy);
    const page = b.call('listPointsGoods').data;
    expect(page.my_points).toBe(payer.points);
    expect(demo.visitor().call('listPointsGoods').data.my_points).toBeNull();
    const left = demo.db.inventory.pointsGoodsStock;
    const pg = demo.catalogue.pointsGoods.find((g) => (left[g.id] ?? 0) > 2)!;
    const address = payer.addresses[0]!.id;
    payer.points = pg.points * 2 - 1;
    expect(b.call('exchangePointsGoods', { path: { id: pg.id }, body: { number: 2, address_id: address } }).code).toBe(40041);
    payer.points = pg.points * 2;
    const stock = left[pg.id]!;
    const r = b.call('exchangePointsGoods', { path: { id: pg.id }, body: { number: 2, address_id: address } });
    expect(r.status).toBe(201);
    expect(r.data).toMatchObject({ goods_id: pg.id, number: 2, points: pg.points * 2, status: 1 });
    expect(payer.points).toBe(0);
    expect(left[pg.id]).toBe(stock - 2);
    expect(payer.pointsLog[0]!.change).toBe(-pg.points * 2);
    payer.points = 1_000_000;
    left[pg.id] = 0;
    expect(b.call('exchangePointsGoods', { path: { id: pg.id }, body: { number: 1, address_id: address } }).code).toBe(40042);
    expect(b.call('exchangePointsGoods', { path: { id: pg.id }, body: { number: 1, address_id: 987_654 } }).status).toBe(404);
    const orders = b.call('listPointsOrders').data.list;
    expect(orders[0]!.id).toBe(r.data.id);
    demo.advance(DAY);
    expect(b.call('listPointsOrders').data.list[0]!.status).toBe(2);
  });
});
