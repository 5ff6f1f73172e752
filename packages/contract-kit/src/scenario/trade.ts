/**
 * The trade from cart to after-sales, as the pharmacy: add (batch and quick), edit, select, next hint, total,
 * checkout, confirm, submit (含麻 split into its own order), pay by balance, points, online and corporate transfer
 * with a receipt, cancel, receive, buy again, after-sales, returns, logistics, invoices, fast buy; group buys and
 * combinations; then the chain (store switch, cart copy, new store), the unsigned account (459, then signing), the
 * expired-qualification pharmacy and the clinic out of its 经营范围.
 */
import type { Obj } from '../contract';
import type { KitClient } from '../client';
import { pngFile } from '../client';
import { expectOk, expectStatus, listOf, login, type Scenario } from './context';

interface Buyable {
  id: number;
  zbz: number;
  ck_id: number;
  goods_price_id: number;
  price: string | null;
  is_hm: number;
  stock: number;
  ladder_price_id: number | null;
  goods_manjian_id: number | null;
  is_yj: number;
}

function buyable(g: Obj): Buyable | null {
  if (g.is_buy !== 1) return null;
  const warehouses = (g.warehouses as Obj[] | undefined) ?? [];
  const w = warehouses.find((x) => (x.number as number) >= (g.zbz as number) * 2) ?? null;
  const ck = (w?.ck_id ?? g.ck_id) as number | undefined;
  const gp = (w?.goods_price_id ?? g.goods_price_id) as number | undefined;
  const stock = (w?.number ?? g.number) as number;
  if (!ck || !gp || stock < (g.zbz as number) * 2) return null;
  return {
    id: g.id as number,
    zbz: g.zbz as number,
    ck_id: ck,
    goods_price_id: gp,
    price: (w?.price ?? g.price) as string | null,
    is_hm: (g.is_hm as number) ?? 0,
    stock,
    ladder_price_id: (g.ladder_price_id as number | null | undefined) ?? null,
    goods_manjian_id: (g.goods_manjian_id as number | null | undefined) ?? null,
    is_yj: (g.is_yj as number | undefined) ?? 0,
  };
}

const line = (b: Buyable, sets = 1) => ({
  id: b.id,
  number: b.zbz * sets,
  ck_id: b.ck_id,
  goods_price_id: b.goods_price_id,
  ladder_price_id: b.ladder_price_id,
  goods_manjian_id: b.goods_manjian_id,
  is_yj: b.is_yj,
});

const quickBody = (b: Buyable, sets = 1) => {
  const { id: _id, ...rest } = line(b, sets);
  return rest;
};

/** Goods this client may buy, from the member's goods list (several pages, in stock). */
async function findBuyable(c: KitClient, query: Obj, count: number, hm: 0 | 1 = 0): Promise<Buyable[]> {
  const out: Buyable[] = [];
  for (let page = 1; page <= 5 && out.length < count; page += 1) {
    const r = await c.call('listGoods', { query: { ...query, page, page_size: 50, in_stock: 1 } });
    for (const g of listOf(r.data)) {
      const b = buyable(g);
      if (b && b.is_hm === hm && !out.some((x) => x.id === b.id)) out.push(b);
    }
    if (listOf(r.data).length < 50) break;
  }
  return out.slice(0, count);
}

/** The cart's line ids (only the lines of these goods when given). */
async function cartIds(c: KitClient, goodsIds?: number[]): Promise<number[]> {
  const r = await c.call('listCartLines');
  return listOf((r.data as Obj | null)?.data ?? [])
    .filter((l) => !goodsIds || goodsIds.includes((l.goods as Obj | undefined)?.id as number))
    .map((l) => l.id as number);
}

/** The goods whose one 中包装 costs least (orders small enough for the points a wallet holds). */
async function cheapest(c: KitClient): Promise<Buyable | undefined> {
  const candidates = await findBuyable(c, { sort: 'price', order: 'asc' }, 60);
  const cost = (b: Buyable) => Math.round(Number(b.price ?? 'Infinity') * 100) * b.zbz;
  return candidates.sort((x, y) => cost(x) - cost(y))[0];
}

/** Adds goods, checks out their cart lines and submits: the created orders (ordinary first, 含麻 last). */
async function orderOf(s: Scenario, c: KitClient, goods: Buyable[], what: string, extra: Obj = {}): Promise<Obj[]> {
  if (goods.length === 0) return [];
  expectOk(s, await c.call('addCartLines', { body: { params: goods.map((g) => line(g)) } }), `${what}: add to cart`);
  const ids = await cartIds(c, goods.map((g) => g.id));
  if (ids.length === 0) return [];
  expectOk(s, await c.call('selectCartLines', { body: { ids, is_selected: 1 } }), `${what}: select`);
  const checkout = await c.call('checkoutCart', { body: { ids, new: 1 } });
  expectOk(s, checkout, `${what}: checkout`);
  const accepted = ((checkout.data as Obj | null)?.ids as number[] | undefined) ?? ids;
  const confirm = await c.call('getOrderConfirm', { query: { ids: accepted } });
  expectOk(s, confirm, `${what}: confirm page`);
  const addresses = ((confirm.data as Obj | null)?.addresses as Obj[] | undefined) ?? [];
  const address = addresses.find((a) => a.is_default === 1) ?? addresses[0];
  if (!address) {
    s.log.expectation(false, `${what}: the confirm page lists a delivery address`);
    return [];
  }
  const submit = await c.call('submitOrder', { body: { ids: accepted, address_id: address.id, invoice_type: 3, remark: '请工作日送货', ...extra } });
  expectOk(s, submit, `${what}: submit`);
  return listOf(submit.data);
}

export async function tradeFlow(s: Scenario): Promise<void> {
  const c = s.client('buyer');

  // Cart: batch add, quick add, list, total, edit, select, next hint, delete.
  const ordinary = await findBuyable(c, { sort: 'price', order: 'asc' }, 8);
  s.log.expectation(ordinary.length >= 6, `the pharmacy finds at least 6 buyable goods (found ${ordinary.length})`);
  const [a, b, q, ...rest] = ordinary;
  if (a && b) {
    const add = await c.call('addCartLines', { body: { params: [line(a), line(b)] } });
    expectOk(s, add, 'add two goods to the cart');
  }
  if (q) expectOk(s, await c.call('quickAddCartLine', { path: { id: q.id }, body: quickBody(q) }), 'quick add');
  const cart = await c.call('listCartLines', { query: { new: 1 } });
  expectOk(s, cart, 'cart lines');
  const lines = listOf((cart.data as Obj | null)?.data ?? []);
  const filters = ((cart.data as Obj | null)?.filter_data as Obj[] | undefined) ?? [];
  if (filters[0]) expectOk(s, await c.call('listCartLines', { query: { filters: filters[0].id } }), 'cart lines filtered');
  expectOk(s, await c.call('getCartTotal'), 'cart total');
  const first = lines[0];
  if (first) {
    const zbz = ((first.goods as Obj | undefined)?.zbz as number | undefined) ?? 1;
    expectOk(s, await c.call('editCartLine', { path: { id: first.id }, body: { number: zbz * 2, new: 1 } }), 'edit a cart line');
    expectStatus(s, await c.call('editCartLine', { path: { id: first.id }, body: { number: 0 }, malformed: true }), 422, 'edit a cart line to 0');
    expectOk(s, await c.call('selectCartLines', { body: { ids: lines.map((l) => l.id as number), is_selected: 0 } }), 'unselect all');
    expectOk(s, await c.call('selectCartLines', { body: { ids: lines.map((l) => l.id as number), is_selected: 1 } }), 'select all');
    const g = first.goods as Obj;
    expectOk(s, await c.call('getCartNextHint', { query: { goods_id: g.id, ck_id: first.ck_id, number: first.number } }), 'next hint');
  }
  expectStatus(s, await c.call('editCartLine', { path: { id: 987654321 }, body: { number: 10 } }), 404, 'edit an unknown cart line');
  expectStatus(s, await c.call('addCartLines', { body: { params: [{ id: 987654321, number: 10, ck_id: 1, goods_price_id: 987654321 }] } }), [400, 404], 'add an unknown goods');
  expectStatus(s, await c.call('addCartLines', { rawBody: 'params[0][id]=abc&params[0][number]=-3', malformed: true }), 422, 'add with a malformed body');
  const last = lines[lines.length - 1];
  if (last && lines.length > 2) expectOk(s, await c.call('deleteCartLines', { body: { ids: [last.id as number] } }), 'delete a cart line');

  // Order with a 含麻 goods: checkout splits it into its own order.
  const hmGoods = await findBuyable(c, { keywords: '麻黄碱' }, 1, 1);
  const hmFallback = hmGoods.length ? hmGoods : await findBuyable(c, { keywords: '伪麻' }, 1, 1);
  s.log.expectation(hmFallback.length === 1, 'the pharmacy finds a buyable 含麻 goods');
  if (hmFallback[0]) expectOk(s, await c.call('addCartLines', { body: { params: [line(hmFallback[0])] } }), 'add a 含麻 goods');
  const confirmIds = await cartIds(c);
  s.log.expectation(confirmIds.length > 0, 'the cart has lines to check out');
  let normalOrder: Obj | undefined;
  let hmOrder: Obj | undefined;
  if (confirmIds.length) {
    const checkout = await c.call('checkoutCart', { body: { ids: confirmIds } });
    expectOk(s, checkout, 'checkout with 含麻');
    if (checkout.data && hmFallback[0]) s.log.expectation((checkout.data.summary as Obj | undefined)?.has_hm === 1, 'checkout summary says has_hm = 1');
    const confirm = await c.call('getOrderConfirm', { query: { ids: confirmIds } });
    expectOk(s, confirm, 'order confirm with 含麻');
    const groups = ((confirm.data as Obj | null)?.groups as Obj[] | undefined) ?? [];
    if (hmFallback[0]) s.log.expectation(groups.some((g) => g.is_hm === 1) && groups.some((g) => g.is_hm === 0), 'the confirm page splits 含麻 into its own group');
    const addressId = (((confirm.data as Obj | null)?.addresses as Obj[] | undefined) ?? [])[0]?.id;
    if (addressId) {
      const coupon = (confirm.data?.coupon_id as number | null | undefined) ?? null;
      const submit = await c.call('submitOrder', { body: { ids: confirmIds, address_id: addressId, coupon_id: coupon ?? undefined, use_balance: 0, invoice_type: 3, remark: '请工作日送货，收货前电话联系' } });
      expectOk(s, submit, 'submit an order with 含麻');
      const created = listOf(submit.data);
      if (hmFallback[0]) s.log.expectation(created.length === 2 && created[1]?.is_hm === 1, `submit splits 含麻: ${created.length} orders`);
      normalOrder = created.find((o) => o.is_hm === 0);
      hmOrder = created.find((o) => o.is_hm === 1);
    }
  }
  expectStatus(s, await c.call('submitOrder', { body: { ids: [987654321], address_id: 987654321 } }), [400, 404, 422], 'submit unknown lines');

  // Pay: balance for the ordinary order; transfer and receipt for the 含麻 one.
  if (normalOrder) {
    const methods = await c.call('getPayMethods', { path: { id: normalOrder.id } });
    expectOk(s, methods, 'pay methods');
    // The buyer's retry of one payment carries the action's Idempotency-Key: the repeat answers the first result.
    const key = `kit-pay-${s.target.seed}-${normalOrder.id}`;
    const paid = await c.call('payWithBalance', { path: { id: normalOrder.id }, headers: { 'Idempotency-Key': key } });
    expectOk(s, paid, 'pay by balance');
    const retry = await c.call('payWithBalance', { path: { id: normalOrder.id }, headers: { 'Idempotency-Key': key }, label: 'the same payment retried with its key' });
    s.log.expectation(retry.status === paid.status && JSON.stringify(retry.json) === JSON.stringify(paid.json), `a retry with the same Idempotency-Key answers the first result (got ${retry.status})`);
    expectStatus(s, await c.call('payWithBalance', { path: { id: normalOrder.id } }), 400, 'pay an already paid order again (a new action)');
    expectOk(s, await c.call('getOrderDetail', { path: { id: normalOrder.id } }), 'paid order detail');
  }
  if (hmOrder) {
    expectStatus(s, await c.call('payWithBalance', { path: { id: hmOrder.id } }), 400, 'a 含麻 order refuses payment by balance (corporate transfer only)');
    expectOk(s, await c.call('getPayTransfer', { path: { id: hmOrder.id } }), 'corporate transfer details');
    expectOk(s, await c.call('uploadPayReceipt', { path: { id: hmOrder.id }, multipart: { file: pngFile('工行转账回单.png'), remark: '已通过工行对公账户转账' } }), 'upload the transfer receipt (multipart)');
    expectOk(s, await c.call('getPayReceipt', { path: { id: hmOrder.id } }), 'the uploaded receipt, served back to its store');
  }
  expectOk(s, await c.call('listHmOrders', { query: { page: 1 } }), '含麻 orders');

  // Pay by points: the pharmacy's points do not cover an order in the seed (refused, the order stays payable).
  await payByPoints(s, c, 'pharmacy');

  // Pay online (simulated gateway) and confirm.
  const onlineGoods = rest[1] ?? b;
  if (onlineGoods) {
    const [onlineOrder] = await orderOf(s, c, [onlineGoods], 'online order');
    if (onlineOrder) {
      const start = await c.call('startOnlinePay', { path: { id: onlineOrder.id }, body: { channel: 'alipay' } });
      expectOk(s, start, 'start online pay');
      const session = (start.data as Obj | null)?.session as string | undefined;
      if (session) expectOk(s, await c.call('confirmOnlinePay', { path: { session } }), 'confirm online pay');
      expectStatus(s, await c.call('confirmOnlinePay', { path: { session: 'ps_0000000000000000' } }), 404, 'confirm an unknown pay session');
    }
  }

  // Cancel an unpaid order.
  const cancelGoods = rest[2] ?? a;
  if (cancelGoods) {
    const [toCancel] = await orderOf(s, c, [cancelGoods], 'order to cancel');
    if (toCancel) {
      expectOk(s, await c.call('cancelOrder', { path: { id: toCancel.id }, body: { reason: '商品选错/多选' } }), 'cancel an unpaid order');
      expectStatus(s, await c.call('cancelOrder', { path: { id: toCancel.id }, body: { reason: '商品选错/多选' } }), 400, 'cancel it twice');
    }
  }

  // History: the seed's shipped and completed orders.
  for (const status of [0, 1, 2, 3, 4, 5]) expectOk(s, await c.call('listOrders', { query: { status, page: 1 } }), `orders with status ${status}`);
  expectOk(s, await c.call('listOrders', { query: { keywords: '阿莫西林', start_time: '2026-01-01', end_time: '2026-12-31', page: 1 } }), 'orders by keyword and dates');
  const shipped = listOf((await c.call('listOrders', { query: { status: 3, page: 1 } })).data)[0];
  if (shipped) {
    expectOk(s, await c.call('getOrderLogistics', { path: { id: shipped.id } }), 'logistics of a shipped order');
    const docs = await c.call('listOrderDocuments', { path: { id: shipped.id } });
    expectOk(s, docs, 'inspection reports and 首营资料 of a shipped order');
    const doc = listOf((docs.data as Obj | null)?.list ?? docs.data)[0];
    if (doc) expectOk(s, await c.call('downloadOrderDocument', { path: { id: shipped.id, doc: doc.doc as string } }), 'one document (PDF)');
    else s.log.skip('downloadOrderDocument', 'the shipped order lists no document');
    expectOk(s, await c.call('downloadOrderDocumentArchive', { path: { id: shipped.id } }), 'all documents of the order (zip)');
    expectOk(s, await c.call('listAcceptanceRecords', { query: { order_id: shipped.id } }), 'the GSP 验收记录 rows of a shipped order');
    expectOk(s, await c.call('listAcceptanceRecords', { query: { start: '2026-01-01', end: '2026-12-31' } }), 'the GSP 验收记录 rows of a date range');
    expectStatus(s, await c.call('listAcceptanceRecords', {}), 422, 'GSP 验收记录 without an order or a date range');
    expectOk(s, await c.call('receiveOrder', { path: { id: shipped.id } }), 'receive a shipped order');
  } else s.log.expectation(false, 'the pharmacy has a shipped order (seed)');
  const done = listOf((await c.call('listOrders', { query: { status: 4, page: 1 } })).data);
  let afterSalesId: number | undefined;
  for (const o of done) {
    const detail = await c.call('getOrderDetail', { path: { id: o.id } });
    const d = detail.data as Obj | null;
    if (!d || d.can_after_sales !== 1) continue;
    const lineIds = ((d.lines as Obj[] | undefined) ?? []).slice(0, 1).map((l) => l.id as number);
    const photo = await c.call('uploadAfterSalesImage', { multipart: { file: pngFile('外箱压损.png') } });
    expectOk(s, photo, 'upload an after-sales photo (multipart)');
    const photoData = photo.data as Obj | null;
    if (photoData) expectOk(s, await c.call('getAfterSalesImage', { path: { id: photoData.id as number } }), 'the photo, served back to its store');
    const images = photoData ? [photoData.url as string] : [];
    const apply = await c.call('applyOrderAfterSales', {
      path: { id: o.id },
      body: { type: 2, line_ids: lineIds, numbers: [1], reason: '外包装破损', description: '外盒压损，无法上架销售', images },
    });
    expectOk(s, apply, 'apply for after-sales');
    afterSalesId = (apply.data as Obj | null)?.id as number | undefined;
    if (afterSalesId) expectOk(s, await c.call('getAfterSalesDetail', { path: { id: afterSalesId } }), 'after-sales detail');
    expectOk(s, await c.call('getOrderReturn', { path: { id: o.id } }), 'return detail of the order');
    break;
  }
  s.log.expectation(afterSalesId !== undefined, 'a completed order within the after-sales window accepts an application');
  expectOk(s, await c.call('listAfterSales', { query: { page: 1 } }), 'the after-sales list');
  expectStatus(s, await c.call('getAfterSalesDetail', { path: { id: 987654321 } }), 404, 'unknown after-sales');
  const again = done[0] ?? shipped;
  if (again) expectOk(s, await c.call('buyOrderAgain', { path: { id: again.id } }), 'buy again');
  expectStatus(s, await c.call('getOrderDetail', { path: { id: 987654321 } }), 404, 'unknown order');
  expectOk(s, await c.call('listFastBuy', { query: { page: 1, order: 'frequent' } }), 'fast buy list');

  // 采购统计 of the orders above: a period of at most 366 days, else 422 on end.
  expectOk(s, await c.call('getPurchaseStatistics', { query: { start: '2026-01-01', end: '2026-12-31' } }), 'purchase statistics of a year');
  expectStatus(s, await c.call('getPurchaseStatistics', { query: { start: '2025-01-01', end: '2026-12-31' } }), 422, 'purchase statistics of more than 366 days');

  // A purchase list (the rows of a spreadsheet) matched against the catalogue; a row without name or 批准文号 is refused.
  expectOk(
    s,
    await c.call('matchPurchaseList', {
      body: {
        rows: [
          { line: 2, name: '阿莫西林胶囊', spec: '0.25g*24粒', maker: '华北制药', quantity: 25 },
          { line: 3, name: 'lhqwjn', quantity: 30 },
          { line: 4, pzwh: '国药准字H13925843' },
          { line: 5, name: '不存在的药品甲乙丙', quantity: 5 },
        ],
      },
    }),
    'match a purchase list',
  );
  expectStatus(s, await c.call('matchPurchaseList', { body: { rows: [{ line: 2, spec: '0.25g*24粒', quantity: 5 }] } }), 422, 'a purchase-list row without name or 批准文号');

  // Invoices of completed orders.
  const invoices = await c.call('listInvoices', { query: { page: 1 } });
  expectOk(s, invoices, 'invoices');
  const issued = listOf(invoices.data).find((i) => i.status === 1 || typeof i.download_url === 'string') ?? listOf(invoices.data)[0];
  if (issued) expectOk(s, await c.call('downloadInvoice', { path: { id: issued.id } }), 'download an invoice (PDF)');
  else s.log.expectation(false, 'the pharmacy has an issued invoice (seed)');

  // Group buy and combination go through the cart.
  const groupId = s.memo.get('groupBuyId') as number | undefined;
  if (groupId) {
    const gb = await c.call('getGroupBuy', { path: { id: groupId } });
    const zbz = ((((gb.data as Obj | null)?.goods as Obj | undefined)?.zbz as number | undefined) ?? 1);
    expectOk(s, await c.call('joinGroupBuy', { path: { id: groupId }, body: { number: zbz } }), 'join a group buy');
  }
  const comboId = s.memo.get('combinationId') as number | undefined;
  if (comboId) expectOk(s, await c.call('buyCombination', { path: { id: comboId }, body: { number: 1 } }), 'buy a combination');
}

/** Orders the cheapest goods and pays it with points: success when the points cover it, else a refusal saying so. */
async function payByPoints(s: Scenario, c: KitClient, who: string): Promise<boolean> {
  const goods = await cheapest(c);
  if (!goods) return false;
  const [order] = await orderOf(s, c, [goods], `${who}: points order`);
  if (!order) return false;
  const methods = await c.call('getPayMethods', { path: { id: order.id } });
  const pm = methods.data;
  const enough = pm ? Number(pm.points) >= Number(pm.points_needed) : false;
  const paid = await c.call('payWithPoints', { path: { id: order.id } });
  expectStatus(s, paid, enough ? 200 : 400, `${who} pays a ${String(order.pay_amount)} order with ${String(pm?.points)} points (needs ${String(pm?.points_needed)})`);
  return paid.ok;
}

export async function otherBuyers(s: Scenario): Promise<void> {
  const { chain, unsigned, expired, clinic } = s.target.accounts;

  // Chain: stores, switch, cart copy to the other stores, a new store.
  if (chain) {
    const c = s.client('chain');
    await login(s, c, chain);
    const stores = await c.call('listStores');
    expectOk(s, stores, 'chain stores');
    const list = listOf(stores.data);
    // Switch to an approved store other than the current one; copy the cart to the rest.
    const storeIds = list.filter((x) => x.is_current !== 1).map((x) => (x.user_id ?? x.id) as number);
    const target = list.find((x) => x.is_current !== 1 && x.is_passed === 1);
    const targetId = target ? ((target.user_id ?? target.id) as number) : undefined;
    if (targetId) expectOk(s, await c.call('switchStore', { path: { id: targetId } }), 'switch store');
    const goods = await findBuyable(c, { sort: 'sales', order: 'desc' }, 2);
    if (goods.length) expectOk(s, await c.call('addCartLines', { body: { params: goods.map((g) => line(g)) } }), 'chain store adds to its cart');
    const ids = await cartIds(c);
    const others = storeIds.filter((id) => id !== targetId);
    if (ids.length && others.length) expectOk(s, await c.call('copyCartLines', { body: { ids, other_user_ids: others } }), 'copy cart lines to other stores');
    else s.log.expectation(false, 'the chain has a cart and other stores to copy to');
    s.log.expectation(await payByPoints(s, c, 'chain store'), 'a chain store pays an order with the head office\'s points');
    expectStatus(s, await c.call('switchStore', { path: { id: 987654321 } }), 404, 'switch to an unknown store');
    const year = { start: '2026-01-01', end: '2026-12-31' };
    if (targetId) expectOk(s, await c.call('getPurchaseStatistics', { query: { ...year, store_id: targetId } }), 'the head office\'s statistics of one store');
    expectStatus(s, await c.call('getPurchaseStatistics', { query: { ...year, store_id: 987654321 } }), 404, 'statistics of a store not the chain\'s');
    const created = await c.call('createStore');
    expectOk(s, created, 'create a store (contract example)');
    const createdId = (created.data as Obj | null)?.id as number | undefined;
    if (createdId) {
      expectOk(s, await c.call('updateStore', { path: { id: createdId } }), 'edit a store (contract example)');
      expectStatus(s, await c.call('updateStore', { path: { id: createdId }, body: { name: '', contact: '王芳', phone: '13730111234', province: '河北省', city: '石家庄市', district: '桥西区', address: '' }, malformed: true }), 422, 'edit a store without a name');
      expectOk(s, await c.call('deleteStore', { path: { id: createdId } }), 'remove a store');
    }
    expectStatus(s, await c.call('updateStore', { path: { id: 987654321 } }), 404, 'edit an unknown store');
    expectStatus(s, await c.call('deleteStore', { path: { id: 987654321 } }), 404, 'remove an unknown store');
  } else {
    // Without a chain account, the buyer reaches the store operations and their refusals.
    const b = s.client('buyer');
    expectStatus(s, await b.call('switchStore', { path: { id: 987654321 } }), 404, 'switch to an unknown store');
    const ids = await cartIds(b);
    await b.call('copyCartLines', { body: { ids: ids.length ? ids : [987654321], other_user_ids: [987654321] }, label: 'copy to a store that is not the buyer\'s' });
    expectStatus(s, await b.call('createStore'), 400, 'a single-store account adds a store');
  }

  // Unsigned e-contract: purchases answer 459 until the contract is signed.
  if (unsigned) {
    const u = s.client('unsigned');
    await login(s, u, unsigned);
    const goods = await findBuyable(u, { sort: 'sales' }, 1);
    const target = goods[0] ?? null;
    const g = target ?? (s.memo.get('memberGoods') as Obj[] | undefined)?.map(buyable).find(Boolean) ?? null;
    if (g) expectStatus(s, await u.call('addCartLines', { body: { params: [line(g)] } }), 459, 'unsigned account adds to cart');
    expectOk(s, await u.call('getEContract'), 'unsigned account reads the contract');
    expectStatus(s, await u.call('signEContract', { body: { agree: 0, signer: '赵文静' }, malformed: true }), 422, 'sign without agreeing');
    expectOk(s, await u.call('signEContract', { body: { agree: 1, signer: '赵文静' } }), 'sign the e-contract');
    if (g) expectOk(s, await u.call('addCartLines', { body: { params: [line(g)] } }), 'signed account adds to cart');
  } else {
    expectStatus(s, await s.client('buyer').call('signEContract', { body: { agree: 1, signer: '赵文静' } }), 400, 'a signed account signs again');
  }

  // Expired qualification: prices visible, buying refused with a reason.
  if (expired) {
    const e = s.client('expired');
    await login(s, e, expired);
    const list = await e.call('listGoods', { query: { page: 1, in_stock: 1 } });
    const g = listOf(list.data)[0];
    if (g) {
      const w = ((g.warehouses as Obj[] | undefined) ?? [])[0];
      const r = await e.call('addCartLines', { body: { params: [{ id: g.id, number: g.zbz, ck_id: w?.ck_id ?? g.ck_id, goods_price_id: w?.goods_price_id ?? g.goods_price_id }] } });
      expectStatus(s, r, [400, 422], 'expired qualification adds to cart');
    }
  }

  // Clinic: goods outside its 经营范围 are refused.
  if (clinic) {
    const k = s.client('clinic');
    await login(s, k, clinic);
    const list = await k.call('listGoods', { query: { is_qx: 1, page: 1, in_stock: 1 } });
    const g = listOf(list.data)[0];
    if (g) {
      const w = ((g.warehouses as Obj[] | undefined) ?? [])[0];
      const r = await k.call('addCartLines', { body: { params: [{ id: g.id, number: g.zbz, ck_id: w?.ck_id ?? g.ck_id, goods_price_id: w?.goods_price_id ?? g.goods_price_id }] } });
      expectStatus(s, r, [400, 422], 'clinic adds a device outside its scope');
    }
  }
}
