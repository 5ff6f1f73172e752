import type { BuyBlock } from '@generated/models/buyBlock';
import type { CartLine } from '@generated/models/cartLine';
import type { GiftData } from '@generated/models/giftData';
import type { Goods } from '@generated/models/goods';
import type { Manjian } from '@generated/models/manjian';
import { computeCartTotals, effectiveSelected, type CartLineInput, type CartTotals } from '@/domain/cart-totals';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { ladderUnitPrice, sortLadder } from '@/domain/ladder';
import type { ManjianRule } from '@/domain/manjian';
import { fenToYuan } from '@/domain/money';
import { ApiFailure, refuse } from '../../core/respond';
import type { AccountRecord, Combination, GoodsRecord, GoodsStock, GroupBuy } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { payerOf, requireBuyer, type Ctx } from '../shared/buyer';
import { blockFor, defaultStock, goodsView } from '../shared/goods-view';
import type { CartLineRecord } from './state';

/**
 * Shared pieces of the trade area: how a cart line is priced and shown, the cart's 满减 and shipping rules, and the
 * wallet, points and message logs. Every trade rule comes from src/domain; this file only gathers each rule's inputs
 * from the seeded catalogue.
 *
 * Decisions (the contract leaves them open):
 * - The cart's 满减 tiers are those of the first running 满减 activity (the platform-wide one): spec §4 says the tiers
 *   are reached by the selected coupon-eligible total, so one rule list applies to the whole cart (computeCartTotals).
 *   A goods' own `goods_manjian_id` is passed through unchanged, as the contract asks.
 * - 含麻 goods never count toward coupons or 满减 (their order takes no discount), whatever the catalogue says.
 * - A chain's store buys with its head's wallet, points and coupons (payerOf); carts and orders belong to the store.
 */
export const PAY_TIMEOUT_MS = 24 * 3_600_000;
/** 含麻 orders wait for a bank transfer, so they get longer (the contract's examples: 24 h and 48 h). */
export const HM_PAY_TIMEOUT_MS = 48 * 3_600_000;
/** Simulated back office: the warehouse ships, finance confirms a receipt, and invoices are issued after these delays. */
export const SHIP_AFTER_MS = 2 * 60_000;
export const RECEIPT_CONFIRM_AFTER_MS = 2 * 60_000;
export const INVOICE_ISSUE_AFTER_MS = 2 * 60_000;
export const AUTO_RECEIVE_AFTER_MS = 10 * 86_400_000;
export const AFTER_SALES_WINDOW_MS = 7 * 86_400_000;
export const AFTER_SALES_AUDIT_AFTER_MS = 10 * 60_000;
export const PAY_SESSION_TTL_MS = 15 * 60_000;
export { POINTS_MAX_PERCENT, POINTS_PER_YUAN } from '@/domain/points';

export const ORDER_STATUS_TEXT: Record<number, string> = { 1: '待付款', 2: '待发货', 3: '待收货', 4: '已完成', 5: '已取消' };
export const RECEIPT_STATUS_TEXT: Record<number, string> = { 0: '待上传', 1: '待确认', 2: '已确认', 3: '已驳回' };
export const PAY_METHOD_TEXT: Record<string, string> = {
  balance: '余额支付',
  points: '积分支付',
  online: '在线支付',
  transfer: '对公转账',
};
export const INVOICE_TYPE_TEXT: Record<number, string> = { 1: '普通发票', 2: '增值税专用发票', 3: '电子发票' };

export const dt = (ms: number): string => formatBeijing(new Date(ms));
export const dateOf = (ms: number): string => formatBeijingDate(new Date(ms));
export const yuan = fenToYuan;

/** A sequence that starts above every id already seeded in the catalogue (shared names: message, moneyLog…). */
export function seqAbove(db: DemoDb, name: string, existingMax: () => number): number {
  if (db.seq[name] === undefined) db.seq[name] = Math.max(0, existingMax());
  return nextId(db, name);
}

/** The account whose cart this session fills (the store a chain buys for). */
export function buyerOf(ctx: Ctx): AccountRecord {
  return requireBuyer(ctx);
}

export function payerAccount(ctx: Ctx, buyer: AccountRecord): AccountRecord {
  return payerOf(ctx, buyer);
}

// ---------------------------------------------------------------- rules from the catalogue

export function cartManjianActivity(db: DemoDb, at: number) {
  return db.cat.manjians.find((m) => m.startAt <= at && at <= m.endAt && m.rules.length > 0) ?? null;
}

export function cartManjianRules(db: DemoDb, at: number): ManjianRule[] {
  const m = cartManjianActivity(db, at);
  return m ? m.rules.map((r) => ({ amountFen: r.amountFen, reduceFen: r.reduceFen })) : [];
}

export function shippingRule(db: DemoDb) {
  const c = db.cat.commonConfig;
  return { shippingAmountFen: c.shippingFeeFen, freeThresholdFen: c.shippingThresholdFen };
}

export function totalsOptions(db: DemoDb, at: number) {
  return { manjian: cartManjianRules(db, at), ...shippingRule(db) };
}

/** Business code of a buy block in the cart calls (the contract's examples: 40021 scope, 40022 documents, 40023 控销). */
export function blockCode(block: BuyBlock): number {
  if (!block) return 40001;
  switch (block.reason) {
    case 'out_of_scope':
      return 40021;
    case 'qualification_expired':
      return 40022;
    case 'controlled':
      return 40023;
    case 'not_passed':
      return 40026;
    case 'no_stock':
      return 40011;
    default:
      return 40001;
  }
}

export function refuseBlock(block: NonNullable<BuyBlock>, prefix = ''): ApiFailure {
  return refuse(prefix ? `${prefix}：${block.msg}` : block.msg, blockCode(block));
}

export function stockLineOf(goods: GoodsRecord, goodsPriceId: number | null | undefined): GoodsStock {
  return (goodsPriceId ? goods.stocks.find((s) => s.goodsPriceId === goodsPriceId) : undefined) ?? defaultStock(goods);
}

export function isRunning(at: number, item: { startAt: number; endAt: number }): boolean {
  return item.startAt <= at && at <= item.endAt;
}

/** Sets of a combination that can be sold now: its own stock and every line's default warehouse. */
export function comboAvailable(db: DemoDb, combo: Combination): number {
  let sets = Math.max(0, combo.stock);
  for (const line of combo.lines) {
    const goods = db.cat.goodsById.get(line.goodsId);
    if (!goods || line.number <= 0) return 0;
    sets = Math.min(sets, Math.floor(defaultStock(goods).stock / line.number));
  }
  return Math.max(0, sets);
}

/** The first line of a combination the buyer may not buy (scope, documents, 控销), stock aside. */
export function comboBlock(ctx: Ctx, combo: Combination, buyer: AccountRecord | null): { goods: GoodsRecord; block: NonNullable<BuyBlock> } | null {
  for (const line of combo.lines) {
    const goods = ctx.db.cat.goodsById.get(line.goodsId);
    if (!goods) continue;
    const { block } = blockFor(ctx, goods, buyer, Math.max(1, defaultStock(goods).stock));
    if (block) return { goods, block };
  }
  return null;
}

// ---------------------------------------------------------------- pricing a cart line

export interface PricedLine {
  rec: CartLineRecord;
  /** What computeCartTotals needs (src/domain/cart-totals). */
  input: CartLineInput;
  goods: GoodsRecord | null;
  stock: GoodsStock | null;
  combo: Combination | null;
  groupBuy: GroupBuy | null;
  /** Why the buyer cannot buy this line now, stock aside (null when only the stock is missing). */
  issue: string | null;
  /** The domain's block for the goods (incl. no_stock), for codes and views. */
  block: BuyBlock;
  /** Stock of the chosen warehouse, or sets of a combination. */
  available: number;
  /** Quantity step base: the goods' 中包装, 1 for a combination. */
  zbz: number;
  /** Per-line cap besides stock (含麻 per-order limit, group-buy or combination limit); 0 for none. */
  limit: number;
  name: string;
  unit: string;
}

function missingLine(rec: CartLineRecord, msg: string): PricedLine {
  return {
    rec,
    input: {
      id: rec.id,
      goodsId: rec.goodsId,
      quantity: rec.number,
      baseFen: 0,
      ladder: [],
      selected: false,
      buyable: false,
      stock: 0,
      couponEligible: false,
      isHm: false,
      type: rec.type,
    },
    goods: null,
    stock: null,
    combo: null,
    groupBuy: null,
    issue: msg,
    block: { reason: 'no_stock', msg },
    available: 0,
    zbz: 1,
    limit: 0,
    name: '已下架商品',
    unit: '',
  };
}

export function priceLine(ctx: Ctx, buyer: AccountRecord, rec: CartLineRecord, at: number): PricedLine {
  const cat = ctx.db.cat;
  if (rec.type === 3) {
    const combo = cat.combinations.find((c) => c.id === rec.goodsId);
    if (!combo) return missingLine(rec, '该组合已下架');
    const available = comboAvailable(ctx.db, combo);
    const blocked = comboBlock(ctx, combo, buyer);
    const issue = blocked ? `组合中【${blocked.goods.name}】${blocked.block.msg}` : null;
    const isHm = combo.lines.some((l) => cat.goodsById.get(l.goodsId)?.isHm === 1);
    return {
      rec,
      input: {
        id: rec.id,
        goodsId: combo.id,
        quantity: rec.number,
        baseFen: combo.priceFen,
        ladder: [],
        selected: rec.selected === 1,
        buyable: issue === null,
        stock: available,
        couponEligible: false,
        isHm,
        type: 3,
        unit: '套',
      },
      goods: null,
      stock: null,
      combo,
      groupBuy: null,
      issue,
      block: blocked ? { reason: blocked.block.reason, msg: issue! } : available > 0 ? null : { reason: 'no_stock', msg: '组合库存不足' },
      available,
      zbz: 1,
      limit: combo.limitNumber,
      name: combo.name,
      unit: '套',
    };
  }
  const goods = cat.goodsById.get(rec.goodsId);
  if (!goods) return missingLine(rec, '该商品已下架');
  const stock = stockLineOf(goods, rec.goodsPriceId);
  const { block } = blockFor(ctx, goods, buyer, stock.stock);
  let issue = block && block.reason !== 'no_stock' ? block.msg : null;
  let groupBuy: GroupBuy | null = null;
  let baseFen = stock.priceFen;
  let ladder = goods.ladder.map((t) => ({ number: t.number, priceFen: t.priceFen }));
  let limit = goods.limitNumber;
  if (rec.type === 2) {
    groupBuy = cat.groupBuys.find((g) => g.id === rec.groupBuyId) ?? null;
    if (!groupBuy) issue ??= '该拼团已下架';
    else {
      baseFen = groupBuy.priceFen;
      ladder = [];
      limit = groupBuy.limitNumber;
      if (at > groupBuy.endAt) issue ??= '该拼团已结束';
    }
  }
  const isHm = goods.isHm === 1;
  return {
    rec,
    input: {
      id: rec.id,
      goodsId: goods.id,
      categoryId: goods.categoryId,
      quantity: rec.number,
      baseFen,
      ladder,
      selected: rec.selected === 1,
      buyable: issue === null,
      stock: stock.stock,
      couponEligible: rec.type === 1 && !isHm && goods.couponEligible === 1,
      isHm,
      freeShippingNumber: goods.freeShippingNumber,
      manjianId: goods.manjianId,
      type: rec.type,
      unit: goods.bzdw,
    },
    goods,
    stock,
    combo: null,
    groupBuy,
    issue,
    block,
    available: stock.stock,
    zbz: goods.zbz,
    limit,
    name: goods.name,
    unit: goods.bzdw,
  };
}

export function priceLines(ctx: Ctx, buyer: AccountRecord, recs: readonly CartLineRecord[], at: number): PricedLine[] {
  return recs.map((r) => priceLine(ctx, buyer, r, at));
}

/** Totals of these lines; `allSelected` counts every line passed (checkout) instead of the stored selection. */
export function totalsOf(ctx: Ctx, lines: readonly PricedLine[], at: number, allSelected = false): CartTotals {
  const inputs = lines.map((l) => (allSelected ? { ...l.input, selected: true } : l.input));
  return computeCartTotals(inputs, totalsOptions(ctx.db, at));
}

export function isEffectivelySelected(line: PricedLine): boolean {
  return effectiveSelected(line.input);
}

export function manjianView(totals: CartTotals): Manjian[] {
  return totals.tiers.map((t) => ({ amount: yuan(t.amountFen), reduce: yuan(t.reduceFen), status: t.status }));
}

/** The ladder tier id in effect at the line's quantity (opaque to the site, passed back as received). */
function ladderTierId(goods: GoodsRecord, qty: number): number | null {
  const { tierIndex } = ladderUnitPrice(0, goods.ladder, qty);
  if (tierIndex < 0) return null;
  const tier = sortLadder(goods.ladder)[tierIndex];
  return goods.ladder.find((t) => t.number === tier?.number)?.id ?? null;
}

/**
 * 满赠 for a line while the gift activity runs. The catalogue's activity types (1 满件赠, 2 满额赠, 3 换购, 4 买赠同品,
 * 5 买赠异品) map onto the contract's gift rule types (1 once at threshold, 2 per multiple, 4 text only, 5 same
 * quantity as bought): a 换购 gives nothing by itself, so it is text only.
 */
export function giftDataOf(ctx: Ctx, goods: GoodsRecord, qty: number, at: number): GiftData {
  if (!goods.giftActivityId) return null;
  const gift = ctx.db.cat.gifts.find((g) => g.id === goods.giftActivityId);
  if (!gift || !isRunning(at, gift)) return null;
  const name = gift.giftName ?? gift.name;
  const threshold = Math.max(1, gift.thresholdNumber);
  const times = Math.floor(qty / threshold);
  switch (gift.type) {
    case 1:
    case 5:
      return { total: times * gift.giftNumber, type: 2, name };
    case 2:
      return { total: qty >= threshold ? gift.giftNumber : 0, type: 1, name };
    case 4:
      return { total: times * gift.giftNumber, type: 5, name };
    default:
      return { total: 0, type: 4, name };
  }
}

/** A combination shown where the contract wants a `Goods` (a type-3 cart line's goods is the combination). */
export function comboGoodsView(ctx: Ctx, combo: Combination, buyer: AccountRecord | null, line?: PricedLine): Goods {
  const cat = ctx.db.cat;
  const parts = combo.lines.map((l) => ({ l, goods: cat.goodsById.get(l.goodsId) }));
  const makers = [...new Set(parts.map((p) => p.goods?.sccj).filter((s): s is string => Boolean(s)))];
  const available = line?.available ?? comboAvailable(ctx.db, combo);
  const blocked = buyer ? comboBlock(ctx, combo, buyer) : null;
  const block: BuyBlock = !buyer
    ? { reason: 'visitor', msg: '请登录后购买' }
    : blocked
      ? { reason: blocked.block.reason, msg: `组合中【${blocked.goods.name}】${blocked.block.msg}` }
      : available > 0
        ? null
        : { reason: 'no_stock', msg: '组合库存不足' };
  const seePrice = buyer !== null;
  return {
    id: combo.id,
    name: combo.name,
    sccj: makers.join('、') || '组合套餐',
    ypgg: parts.map((p) => `${p.goods?.name ?? '商品'}×${p.l.number}`).join(' + '),
    bzdw: '套',
    zbz: 1,
    goods_image: [{ list: combo.image, big: combo.image }],
    is_buy: block ? 0 : 1,
    buy_block: block,
    number: available,
    price: seePrice ? yuan(combo.priceFen) : null,
    base_price: seePrice ? yuan(combo.basePriceFen) : null,
    ladder_price: [],
    ladder_price_type: 0,
    type: 3,
    tags: [],
    is_hm: parts.some((p) => p.goods?.isHm === 1) ? 1 : 0,
    is_kx: 0,
    is_jxq: 0,
  };
}

/** A cart line as the contract's CartLine, priced at its quantity (ladder) with the selection the rules allow. */
export function cartLineView(ctx: Ctx, buyer: AccountRecord, line: PricedLine, totals: CartTotals, index: number, at: number): CartLine {
  const t = totals.lines[index];
  const unitFen = t?.unitFen ?? line.input.baseFen;
  const amountFen = t?.amountFen ?? 0;
  const rec = line.rec;
  const withCoupon = line.input.couponEligible ? 1 : 0;
  const view: CartLine = {
    id: rec.id,
    number: rec.number,
    price: yuan(unitFen),
    type: rec.type,
    is_selected: isEffectivelySelected(line) ? 1 : 0,
    goods_manjian_amount: yuan(withCoupon ? amountFen : 0),
    with_coupon: withCoupon,
    gift_data: null,
    combination: rec.type === 3 ? 1 : 0,
    ladder_price_id: rec.ladderPriceId,
    goods_manjian_id: rec.goodsManjianId,
    is_yj: rec.isYj,
    goods: line.combo
      ? comboGoodsView(ctx, line.combo, buyer, line)
      : line.goods
        ? goodsView(ctx, line.goods, buyer, { ckId: line.stock?.ckId, priceFen: line.groupBuy?.priceFen })
        : missingGoodsView(rec),
  };
  if (line.goods && line.stock) {
    view.ck_id = line.stock.ckId;
    view.goods_price_id = line.stock.goodsPriceId;
    if (rec.type === 1) {
      view.ladder_price_id = ladderTierId(line.goods, rec.number) ?? rec.ladderPriceId;
      view.gift_data = giftDataOf(ctx, line.goods, rec.number, at);
    }
    if (line.groupBuy) view.goods.type = 2;
  }
  return view;
}

function missingGoodsView(rec: CartLineRecord): Goods {
  return {
    id: rec.goodsId,
    name: '已下架商品',
    sccj: '',
    ypgg: '',
    bzdw: '',
    zbz: 1,
    goods_image: [],
    is_buy: 0,
    buy_block: { reason: 'no_stock', msg: '该商品已下架' },
    number: 0,
    price: null,
    ladder_price: [],
    tags: [],
  };
}

// ---------------------------------------------------------------- wallet, points and messages

function maxOver(accounts: readonly AccountRecord[], pick: (a: AccountRecord) => readonly { id: number }[]): number {
  let max = 0;
  for (const a of accounts) for (const r of pick(a)) if (r.id > max) max = r.id;
  return max;
}

export function addMoneyLog(db: DemoDb, account: AccountRecord, changeFen: number, memo: string, at: number): void {
  const id = seqAbove(db, 'moneyLog', () => maxOver(db.cat.accounts, (a) => a.moneyLog));
  account.moneyLog.unshift({ id, changeFen, balanceAfterFen: account.balanceFen, memo, at });
}

export function addPointsLog(db: DemoDb, account: AccountRecord, change: number, memo: string, at: number): void {
  const id = seqAbove(db, 'pointsLog', () => maxOver(db.cat.accounts, (a) => a.pointsLog));
  account.pointsLog.unshift({ id, change, pointsAfter: account.points, memo, at });
}

/**
 * An order message to the store that bought and, when a chain's head paid, to the head's inbox too. Logs and inboxes
 * keep the seed's order, newest first.
 */
export function notify(db: DemoDb, accountIds: readonly number[], title: string, content: string, url: string | null, at: number): void {
  for (const accountId of new Set(accountIds)) {
    const account = db.cat.accountsById.get(accountId);
    if (!account) continue;
    const id = seqAbove(db, 'message', () => maxOver(db.cat.accounts, (a) => a.messages));
    account.messages.unshift({ id, type: 2, title, content, url, isRead: 0, createdAt: at });
  }
}

// ---------------------------------------------------------------- coupons

export function nextUserCouponId(db: DemoDb): number {
  return seqAbove(db, 'userCoupon', () => maxOver(db.cat.accounts, (a) => a.coupons));
}

/** Unused coupons past their validity become expired (3) when next looked at. */
export function refreshCoupons(account: AccountRecord, at: number): void {
  for (const c of account.coupons) if (c.status === 1 && c.expiresAt < at) c.status = 3;
}

export interface CouponGoodsLine {
  goods: GoodsRecord;
  amountFen: number;
  couponEligible: boolean;
}

/** The coupon's rule for src/domain/coupon: valid from the offer's start until the received copy expires. */
export function couponRuleOf(db: DemoDb, wc: AccountRecord['coupons'][number]) {
  const t = db.cat.couponTemplatesById.get(wc.templateId);
  if (!t) return null;
  return {
    id: wc.id,
    type: t.type,
    thresholdFen: t.thresholdFen,
    reduceFen: t.reduceFen,
    startAt: dt(t.startAt),
    endAt: dt(wc.expiresAt),
    goodsIds: t.goodsIds,
    categoryIds: t.categoryIds,
    status: wc.status === 1 ? ('unused' as const) : wc.status === 2 ? ('used' as const) : ('expired' as const),
    template: t,
  };
}

/**
 * Lines as the coupon sees them. A coupon may name top categories (经营范围) or sub-categories, so each line carries
 * whichever of its two category ids the coupon names.
 */
export function couponLinesFor(categoryIds: readonly number[] | null, lines: readonly CouponGoodsLine[]) {
  return lines.map((l) => ({
    goodsId: l.goods.id,
    categoryId: categoryIds?.includes(l.goods.topCategoryId) ? l.goods.topCategoryId : l.goods.categoryId,
    amountFen: l.amountFen,
    couponEligible: l.couponEligible,
  }));
}

/** Counted lines of a cart or checkout as coupon lines (combinations and group buys carry no goods coupon). */
export function couponGoodsLines(lines: readonly PricedLine[], totals: CartTotals, onlyCounted: boolean): CouponGoodsLine[] {
  const out: CouponGoodsLine[] = [];
  lines.forEach((l, i) => {
    if (!l.goods || l.rec.type !== 1) return;
    if (onlyCounted && !isEffectivelySelected(l)) return;
    out.push({ goods: l.goods, amountFen: totals.lines[i]?.amountFen ?? 0, couponEligible: l.input.couponEligible });
  });
  return out;
}
