import { computeCartTotals, type CartLineInput } from '@/domain/cart-totals';
import { addFen, fen, subFen } from '@/domain/money';
import { addressText, defaultAddress } from '../../data/addresses';
import { lineStock } from '../../data/inventory';
import { chance, intBetween, subRng } from '../../data/prng';
import type { AccountRecord, GoodsRecord } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { defaultStock } from '../shared/goods-view';
import { invoiceNoFor, orderNoFor, taxNoOf } from './numbers';
import { totalsOptions } from './pricing';
import type { OrderLineRecord, OrderRecord } from './records';
import { tradeState } from './state';

/**
 * Past orders for every buying store, so the order centre, quick re-purchase (fast buy), e-invoices, logistics and
 * the 含麻 receipt list have something to show on a fresh demo. Laid into the trade state when the db is built (app.ts
 * createDemoDb); deterministic from the catalogue seed and relative to the catalogue's build time. History never
 * touches stock or wallets: the seeded money and points logs already tell the story of those payments.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Days before the build time: four completed orders (the last one still within the after-sales window) and a shipped one. */
const PLAN: ReadonlyArray<{ daysAgo: number; status: 3 | 4 | 5 }> = [
  { daysAgo: 56, status: 4 },
  { daysAgo: 38, status: 4 },
  { daysAgo: 30, status: 5 },
  { daysAgo: 21, status: 4 },
  { daysAgo: 5, status: 4 },
  { daysAgo: 1, status: 3 },
];

const CARRIERS = ['顺丰速运', '中通快递', '京东物流', '韵达快递'];

function buyable(db: DemoDb, goods: GoodsRecord, account: AccountRecord): boolean {
  const inScope = account.scopeCategoryIds === 'all' || account.scopeCategoryIds.includes(goods.topCategoryId);
  return inScope && goods.isKx === 0 && lineStock(db.inventory, defaultStock(db.inventory, goods)) > 0;
}

function pickGoods(db: DemoDb, account: AccountRecord, rng: () => number, hm: boolean, count: number): GoodsRecord[] {
  const goods = db.catalogue.goods;
  const out: GoodsRecord[] = [];
  for (let tries = 0; out.length < count && tries < 400; tries++) {
    const g = goods[Math.floor(rng() * goods.length)];
    if (!g || out.includes(g) || (g.isHm === 1) !== hm || !buyable(db, g, account)) continue;
    out.push(g);
  }
  return out;
}

function buildOrder(
  db: DemoDb,
  account: AccountRecord,
  payer: AccountRecord,
  goods: GoodsRecord[],
  rng: () => number,
  createdAt: number,
  status: 1 | 2 | 3 | 4 | 5,
  hm: boolean,
  quantities?: readonly number[],
): OrderRecord {
  const inputs: CartLineInput[] = goods.map((g, i) => {
    const qty = quantities?.[i] ?? g.zbz * intBetween(rng, 1, hm ? 3 : 12);
    const s = defaultStock(db.inventory, g);
    return {
      id: i,
      goodsId: g.id,
      quantity: Math.min(qty, g.limitNumber > 0 ? g.limitNumber : qty),
      baseFen: s.priceFen,
      ladder: g.ladder.map((t) => ({ number: t.number, priceFen: t.priceFen })),
      selected: true,
      buyable: true,
      stock: Number.MAX_SAFE_INTEGER,
      couponEligible: !hm && g.couponEligible === 1,
      isHm: hm,
      unit: g.bzdw,
    };
  });
  const totals = computeCartTotals(inputs, totalsOptions(db, createdAt));
  const id = nextId(db, 'order', 880001);
  const lines: OrderLineRecord[] = goods.map((g, i) => {
    const s = defaultStock(db.inventory, g);
    const t = totals.lines[i]!;
    return {
      id: nextId(db, 'orderLine', 990001),
      type: 1,
      goodsId: g.id,
      groupBuyId: null,
      name: g.name,
      ypgg: g.ypgg,
      sccj: g.sccj,
      bzdw: g.bzdw,
      image: g.images[0] ?? '',
      unitFen: t.unitFen,
      number: inputs[i]!.quantity,
      amountFen: t.amountFen,
      batch: status === 5 ? '' : s.batch,
      expiry: s.expiry,
      isHm: hm ? 1 : 0,
      takes: [],
      comboSets: 0,
    };
  });
  const address = defaultAddress(account) ?? defaultAddress(payer);
  const paid = status !== 5 && status !== 1;
  const paidAt = paid ? createdAt + intBetween(rng, 5, 90) * 60_000 : null;
  const shippedAt = paidAt !== null && status !== 2 ? paidAt + intBetween(rng, 3, status === 3 ? 6 : 20) * HOUR : null;
  const receivedAt = status === 4 && shippedAt !== null ? shippedAt + 2 * DAY : null;
  const method = hm ? 'transfer' : chance(rng, 0.5) ? 'balance' : 'online';
  return {
    id,
    orderNo: orderNoFor(id, createdAt),
    buyerId: account.id,
    payerId: payer.id,
    isHm: hm ? 1 : 0,
    status,
    lines,
    goodsFen: totals.goodsTotalFen,
    manjianFen: totals.manjianReduceFen,
    couponFen: fen(0),
    shippingFen: totals.shippingFen,
    voucherFen: fen(0),
    pointsFen: fen(0),
    pointsUsed: 0,
    balanceFen: fen(0),
    payFen: totals.payableFen,
    couponId: null,
    voucherId: null,
    address: address
      ? { consignee: address.consignee, phone: address.phone, address: addressText(address) }
      : { consignee: account.name, phone: account.phone, address: account.region },
    invoiceType: hm ? 1 : 3,
    remark: '',
    createdAt,
    payDeadline: createdAt + (hm ? 48 : 24) * HOUR,
    paidAt,
    payMethod: paid ? method : null,
    shippedAt,
    receivedAt,
    cancelledAt: status === 5 ? createdAt + 2 * HOUR : null,
    cancelReason: status === 5 ? '商品选错/多选' : null,
    carrier: shippedAt !== null ? CARRIERS[id % CARRIERS.length]! : null,
    waybillNo: shippedAt !== null ? `7831${String(id).padStart(10, '0')}` : null,
    // 待发货 in the seed: the warehouse is waiting for a batch, so the order stays unshipped for two days.
    shipDueAt: status === 2 && paidAt !== null ? createdAt + 2 * DAY : undefined,
    receipt: hm
      ? {
          status: 2,
          image: `/uploads/receipt/${id}.jpg`,
          remark: '',
          uploadedAt: createdAt + HOUR,
          confirmedAt: paidAt,
          rejectReason: null,
        }
      : null,
  };
}

/** Lays the past orders and their invoices into the trade state of a freshly built db. */
export function seedTradeHistory(db: DemoDb): void {
  const state = tradeState(db);
  const { catalogue, members } = db;
  const builtAt = catalogue.builtAt;
  for (const account of members.accounts) {
    if (account.storeIds.length > 0) continue; // a chain head buys through its stores
    const payer = account.parentId ? (members.byId.get(account.parentId) ?? account) : account;
    if (!payer.contractSigned || !account.isPassed) continue; // nobody buys without the e-contract or before review
    const rng = subRng(catalogue.seed ^ 0x7a3de, account.id);
    for (const step of PLAN) {
      const goods = pickGoods(db, account, rng, false, intBetween(rng, 1, 4));
      if (goods.length === 0) continue;
      const createdAt = builtAt - step.daysAgo * DAY - intBetween(rng, 1, 8) * HOUR;
      const order = buildOrder(db, account, payer, goods, rng, createdAt, step.status, false);
      state.orders[String(order.id)] = order;
    }
    const hmGoods = pickGoods(db, account, rng, true, 1);
    if (hmGoods.length > 0) {
      const order = buildOrder(db, account, payer, hmGoods, rng, builtAt - 45 * DAY, 4, true);
      state.orders[String(order.id)] = order;
    }
  }
  // Today's orders, so every tab of the order centre has one: unpaid (a few hours before the cancel deadline) and paid
  // but waiting for the warehouse. Laid after the history so the history's ids and goods stay as they were.
  for (const account of members.accounts) {
    if (account.storeIds.length > 0) continue;
    const payer = account.parentId ? (members.byId.get(account.parentId) ?? account) : account;
    if (!payer.contractSigned || !account.isPassed) continue;
    const rng = subRng(catalogue.seed ^ 0x51ed7, account.id);
    for (const status of [1, 2] as const) {
      const goods = pickGoods(db, account, rng, false, intBetween(rng, 1, 3));
      if (goods.length === 0) continue;
      const order = buildOrder(db, account, payer, goods, rng, builtAt - intBetween(rng, 1, 4) * HOUR, status, false);
      state.orders[String(order.id)] = order;
    }
  }
  seedReorderWithSoldOutGoods(db);
  seedPurchaseRhythm(db);
  seedBenchmarkOrders(db);
  // Invoices of the paid history, issued a day after payment.
  for (const order of Object.values(state.orders)) {
    if (order.paidAt === null || order.invoiceType === null || order.status === 2) continue;
    const buyer = members.byId.get(order.buyerId);
    if (!buyer) continue;
    const id = nextId(db, 'invoice', 4401);
    const issuedAt = order.paidAt + DAY;
    state.invoices[String(id)] = {
      id,
      orderId: order.id,
      orderNo: order.orderNo,
      buyerId: order.buyerId,
      invoiceNo: invoiceNoFor(id, issuedAt),
      kind: order.invoiceType === 2 ? 'special' : 'normal',
      amountFen: addFen(subFen(order.goodsFen, order.manjianFen, order.couponFen, order.voucherFen), order.shippingFen),
      title: buyer.company,
      taxNo: taxNoOf(buyer),
      requestedAt: order.paidAt,
      issuedAt,
      status: 1,
    };
  }
}

/**
 * kangning's completed order of 14 days ago holds, beside an ordinary goods, one that has since sold out: 再次购买 of it
 * adds the other and names that one with its reason.
 */
function seedReorderWithSoldOutGoods(db: DemoDb): void {
  const account = db.members.accounts.find((a) => a.username === 'kangning');
  if (!account || account.storeIds.length > 0) return;
  const soldOut = db.catalogue.goods.find((g) => g.isHm === 0 && g.isKx === 0 && lineStock(db.inventory, defaultStock(db.inventory, g)) <= 0);
  if (!soldOut) return;
  const rng = subRng(db.catalogue.seed ^ 0x4e0dd, account.id);
  const goods = [...pickGoods(db, account, rng, false, 1), soldOut];
  const order = buildOrder(db, account, account, goods, rng, db.catalogue.builtAt - 14 * DAY - 3 * HOUR, 4, false);
  tradeState(db).orders[String(order.id)] = order;
}

/**
 * 补货建议's purchase rhythm: six goods each of kangning and of baixing's approved stores bought again and again over
 * the last four months, every `every` days with about the same quantity, the last purchase `lastDaysAgo` before the
 * build time, so that on a first visit (the rhythm is read on the demo clock) some lines are due today, some this week
 * and one later (到货天数 3 + 安全天数 7). Purchases of one day share an order; orders of the last three days are
 * shipped, older ones completed. One more order of the first goods was cancelled: it never counts.
 */
const RHYTHM: ReadonlyArray<{ every: number; lastDaysAgo: number; packs: number }> = [
  { every: 14, lastDaysAgo: 16, packs: 3 },
  { every: 10, lastDaysAgo: 6, packs: 2 },
  { every: 21, lastDaysAgo: 8, packs: 4 },
  { every: 30, lastDaysAgo: 5, packs: 5 },
  { every: 7, lastDaysAgo: 2, packs: 1 },
  { every: 28, lastDaysAgo: 14, packs: 3 },
];
/** How far back the rhythm goes. */
const RHYTHM_DAYS = 120;
const RHYTHM_ACCOUNTS = new Set(['kangning', 'baixing_zsd', 'baixing_yhl', 'baixing_jsdj']);

function seedPurchaseRhythm(db: DemoDb): void {
  const state = tradeState(db);
  const builtAt = db.catalogue.builtAt;
  for (const account of db.members.accounts) {
    if (!RHYTHM_ACCOUNTS.has(account.username) || account.storeIds.length > 0) continue;
    const payer = account.parentId ? (db.members.byId.get(account.parentId) ?? account) : account;
    // A store still under review has bought nothing yet: its page waits for its first purchases.
    if (!payer.contractSigned || !account.isPassed) continue;
    const rng = subRng(db.catalogue.seed ^ 0x6b4a7, account.id);
    const goods = pickGoods(db, account, rng, false, RHYTHM.length);
    /** daysAgo → the goods bought that day with their quantities. */
    const byDay = new Map<number, Array<{ goods: GoodsRecord; number: number }>>();
    RHYTHM.forEach((plan, i) => {
      const g = goods[i];
      if (!g) return;
      for (let ago = plan.lastDaysAgo, k = 0; ago <= RHYTHM_DAYS; ago += plan.every, k++) {
        // About the same quantity each time: one 中包装 more every third purchase.
        const number = g.zbz * (plan.packs + (k % 3 === 2 ? 1 : 0));
        const day = byDay.get(ago) ?? [];
        day.push({ goods: g, number });
        byDay.set(ago, day);
      }
    });
    for (const ago of [...byDay.keys()].sort((a, b) => b - a)) {
      const lines = byDay.get(ago)!;
      const createdAt = builtAt - ago * DAY - intBetween(rng, 2, 6) * HOUR;
      const order = buildOrder(db, account, payer, lines.map((l) => l.goods), rng, createdAt, ago <= 3 ? 3 : 4, false, lines.map((l) => l.number));
      state.orders[String(order.id)] = order;
    }
    const first = goods[0];
    if (first) {
      const cancelled = buildOrder(db, account, payer, [first], rng, builtAt - 9 * DAY - 3 * HOUR, 5, false, [first.zbz * 20]);
      state.orders[String(cancelled.id)] = cancelled;
    }
  }
}

/**
 * DEMO_ORDERS=N gives kangning N more orders (all statuses, spread over the last year) for the order-centre
 * benchmark (scripts/bench-orders.ts); unset or 0 adds none.
 */
function seedBenchmarkOrders(db: DemoDb): void {
  const n = Math.min(Number(process.env.DEMO_ORDERS) || 0, 100_000);
  if (n <= 0) return;
  const account = db.members.accounts.find((a) => a.username === 'kangning');
  if (!account) return;
  const state = tradeState(db);
  const rng = subRng(db.catalogue.seed ^ 0xbe7c4, account.id);
  const statuses = [1, 3, 4, 4, 4, 5] as const;
  for (let i = 0; i < n; i++) {
    const goods = pickGoods(db, account, rng, false, intBetween(rng, 1, 4));
    if (goods.length === 0) continue;
    const status = statuses[i % statuses.length]!;
    const createdAt = db.catalogue.builtAt - (status === 1 ? intBetween(rng, 1, 20) * HOUR : intBetween(rng, 2, 360) * DAY);
    const order = buildOrder(db, account, account, goods, rng, createdAt, status, false);
    state.orders[String(order.id)] = order;
  }
}
