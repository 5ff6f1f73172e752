import type { PurchaseRequest } from '@generated/models/purchaseRequest';
import type { PurchaseRequestDetail } from '@generated/models/purchaseRequestDetail';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { fen, fenToYuan, tryToFen } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { notFound, paginate, refuse, reply, unauthorized } from '../../core/respond';
import { CLEAN_FEEDBACK_REPLY, CLEAN_PURCHASE_REPLY, HOSTILE_FEEDBACK_REPLY, HOSTILE_PURCHASE_REPLY } from '../../data/hostile-content';
import type { AccountRecord, Catalogue } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { loggedInAccount, type Ctx } from '../shared/buyer';
import { Problems, trim } from './input';
import { accountArea, type PurchaseRequestRecord } from './state';
import { adminView } from './views';

/**
 * Purchase requests (contract tag `purchase`, 品种求购). The account manager's answer is simulated: it arrives one
 * minute after the request (by the server clock), derived on read rather than stored, so nothing has to run in the
 * background. When the catalogue sells a goods of that name (and manufacturer, if given) the answer points to it
 * (status 2, goods_id set); otherwise the manager promises to source it (status 1).
 */
const REPLY_AFTER_MS = 60_000;
const DAILY_LIMIT = 10;

/**
 * The account whose self-service history is seeded with back-office replies (attack payloads only when the demo was
 * built with the test-only `hostileContent` option: data/hostile-content.ts).
 */
const SELF_SERVICE_SEED_USERNAME = 'renhe';
const DAY_MS = 86_400_000;

/**
 * Adds, once per demo state, the seeded purchase requests and feedback of SELF_SERVICE_SEED_USERNAME: dated days
 * before the demo's today, so the daily limits and the "newest first" order of new records are untouched.
 */
export function ensureSelfServiceSeed(db: DemoDb, now: Date): void {
  const area = accountArea(db);
  if (area.selfServiceSeeded) return;
  area.selfServiceSeeded = true;
  const a = db.members.accounts.find((x) => x.username === SELF_SERVICE_SEED_USERNAME);
  if (!a) return;
  const at = (days: number) => now.getTime() - days * DAY_MS;
  const hostile = db.catalogue.hostileContent;
  area.purchases.push(
    { id: nextId(db, 'purchaseRequest', 1001), accountId: a.id, name: '羚羊感冒片', sccj: '吉林省辉南长龙生化药业股份有限公司', ypgg: '0.36g*24片', number: 60, priceFen: fen(650), remark: '需近一年内批号', createdAt: at(6), matchedGoodsId: null, replyText: hostile ? HOSTILE_PURCHASE_REPLY : CLEAN_PURCHASE_REPLY },
    { id: nextId(db, 'purchaseRequest', 1001), accountId: a.id, name: '复方丹参滴丸', sccj: '天士力医药集团股份有限公司', ypgg: '27mg*180丸', number: 20, priceFen: null, remark: '', createdAt: at(3), matchedGoodsId: null },
  );
  area.feedback.push(
    { id: nextId(db, 'feedback', 3001), accountId: a.id, type: 3, content: '手机上查看订单时<b>表格</b>显示不全，希望改进。', phone: a.phone, createdAt: at(5), replyText: hostile ? HOSTILE_FEEDBACK_REPLY : CLEAN_FEEDBACK_REPLY },
  );
}

function owner(ctx: Ctx): AccountRecord {
  const a = loggedInAccount(ctx);
  if (!a) throw unauthorized();
  return a;
}

function matchGoods(cat: Catalogue, name: string, sccj: string): number | null {
  const hit = cat.goods.find(
    (g) => (g.name === name || g.commonName === name) && (!sccj || g.sccj.includes(sccj) || sccj.includes(g.sccj)),
  );
  return hit?.id ?? null;
}

function replied(ctx: Ctx, r: PurchaseRequestRecord): boolean {
  return ctx.now.getTime() >= r.createdAt + REPLY_AFTER_MS;
}

function rowView(ctx: Ctx, r: PurchaseRequestRecord): PurchaseRequest {
  return {
    id: r.id,
    name: r.name,
    sccj: r.sccj,
    ypgg: r.ypgg,
    number: r.number,
    price: r.priceFen === null ? null : fenToYuan(r.priceFen),
    remark: r.remark,
    status: replied(ctx, r) ? (r.matchedGoodsId !== null ? 2 : 1) : 0,
    created_at: formatBeijing(new Date(r.createdAt)),
  };
}

function detailView(ctx: Ctx, r: PurchaseRequestRecord, account: AccountRecord): PurchaseRequestDetail {
  const row = rowView(ctx, r);
  if (!replied(ctx, r)) return { ...row, reply: null, goods_id: null };
  const goods = r.matchedGoodsId !== null ? ctx.db.catalogue.goodsById.get(r.matchedGoodsId) : undefined;
  const content = r.replyText !== undefined
    ? r.replyText
    : goods
    ? `您好，平台已有该品种在售：${goods.name}（${goods.sccj}，${goods.ypgg}），可点击下方链接直接采购。如需特定批号或效期，请联系我。`
    : `您好，已收到您对「${r.name}」${r.number} 件的求购需求，我们正在联系厂家和供应商，有货源后将第一时间通知您。`;
  return {
    ...row,
    reply: { content, replied_at: formatBeijing(new Date(r.createdAt + REPLY_AFTER_MS)), admin: adminView(ctx.db.catalogue, account) },
    goods_id: goods ? goods.id : null,
  };
}

export const purchaseHandlers: PartialHandlers<DemoDb> = {
  listPurchaseRequests(ctx) {
    const me = owner(ctx);
    ensureSelfServiceSeed(ctx.db, ctx.now);
    const q = ctx.query;
    const rows = accountArea(ctx.db)
      .purchases.filter((r) => r.accountId === me.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((r) => rowView(ctx, r));
    return paginate(rows, q.page, q.page_size);
  },

  createPurchaseRequest(ctx) {
    const me = owner(ctx);
    ensureSelfServiceSeed(ctx.db, ctx.now);
    const f = ctx.body;
    const name = trim(f.name);
    const priceText = trim(f.price);
    const priceFen = priceText ? tryToFen(priceText) : null;
    const p = new Problems();
    if (!name) p.add('name', '请输入药品名称');
    if (priceText && priceFen === null) p.add('price', '期望价格最多保留两位小数');
    else if (priceFen !== null && priceFen <= 0) p.add('price', '期望价格须大于 0');
    p.throwIfAny();
    const area = accountArea(ctx.db);
    const today = formatBeijingDate(ctx.now);
    const todayCount = area.purchases.filter((r) => r.accountId === me.id && formatBeijingDate(new Date(r.createdAt)) === today).length;
    if (todayCount >= DAILY_LIMIT) throw refuse(`每天最多提交 ${DAILY_LIMIT} 条求购，请明天再试`, 40071);
    const sccj = trim(f.sccj);
    const rec: PurchaseRequestRecord = {
      id: nextId(ctx.db, 'purchaseRequest', 1001),
      accountId: me.id,
      name,
      sccj,
      ypgg: trim(f.ypgg),
      number: f.number,
      priceFen,
      remark: trim(f.remark),
      createdAt: ctx.now.getTime(),
      matchedGoodsId: matchGoods(ctx.db.catalogue, name, sccj),
    };
    area.purchases.push(rec);
    return reply(rowView(ctx, rec), '求购已提交，客户经理将尽快联系您');
  },

  getPurchaseRequest(ctx) {
    const me = owner(ctx);
    ensureSelfServiceSeed(ctx.db, ctx.now);
    const rec = accountArea(ctx.db).purchases.find((r) => r.id === ctx.params.id && r.accountId === me.id);
    if (!rec) throw notFound('该求购记录不存在');
    return detailView(ctx, rec, me);
  },
};
