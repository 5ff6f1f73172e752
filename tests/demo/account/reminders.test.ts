/**
 * The demo API's 到货提醒 and 降价提醒 on the demo clock: a reminder fires once, at the warehouses' morning (06:00
 * Beijing time), with its status, time and one message in 我的消息 linking to the goods; the refusals (40076, 40077,
 * 422 on target_price); cancelling; and another buyer's reminder is not found. Every answer is checked against the
 * contract by the client.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '@mock/demo/app';
import { persistence } from '@mock/demo/persist';
import { toFen } from '@/domain/money';
import { MAX_PRICE_CUTS, MAX_WAITING_REMINDERS, cutPrice, morningAfter } from '@/domain/reminders';
import { account, Browser, demo, START } from './client';

type Row = Record<string, unknown>;
interface GoodsRow {
  id: number;
  name: string;
  trade_name: string | null;
  zbz: number;
  number: number;
  price: string | null;
  is_hm: number;
  is_kx: number;
  bzdw: string;
  ladder_price: Array<{ number: number; price: string }>;
}
interface ReminderRow {
  id: number;
  type: number;
  status: number;
  goods_id: number;
  number: number | null;
  target_price: string | null;
  price_then: string | null;
  fired_at: string | null;
}
interface MessageRow {
  id: number;
  type: number;
  title: string;
  content: string;
  url: string | null;
  is_read: number;
}

/** Ms from the test's start (10:00 Beijing) to just past the next 06:00 Beijing. */
const PAST_NEXT_MORNING = morningAfter(START) - START + 60_000;
const DAY = 86_400_000;

function setUp() {
  const { api, clock } = demo();
  const kangning = new Browser(api).loginAs(account(api, (a) => a.username === 'kangning', 'kangning'));
  const renhe = new Browser(api).loginAs(account(api, (a) => a.username === 'renhe', 'renhe'));
  return { api, clock, kangning, renhe };
}

function allGoods(b: Browser): GoodsRow[] {
  const out: GoodsRow[] = [];
  for (let page = 1; ; page++) {
    const res = b.call<{ list: GoodsRow[]; total: number }>('listGoods', { query: { page, page_size: 100 } });
    expect(res.status).toBe(200);
    out.push(...res.data.list);
    if (out.length >= res.data.total || res.data.list.length === 0) return out;
  }
}

function soldOut(b: Browser): GoodsRow {
  const g = allGoods(b).find((x) => x.number === 0 && x.is_hm === 0 && x.price !== null);
  if (!g) throw new Error('the seed has no sold-out goods with a visible price');
  return g;
}

function inStock(b: Browser): GoodsRow {
  const g = allGoods(b).find((x) => x.number >= x.zbz * 5 && x.is_hm === 0 && x.price !== null && toFen(x.price) > 100);
  if (!g) throw new Error('the seed has no goods in stock with a visible price');
  return g;
}

const detail = (b: Browser, id: number) => b.call<GoodsRow>('getGoodsDetail', { path: { id } }).data;
const reminders = (b: Browser, query: Row = {}) => b.call<{ list: ReminderRow[]; total: number }>('listReminders', { query: { page: 1, ...query } }).data;
const messages = (b: Browser) => b.call<{ list: MessageRow[] }>('listMessages', { query: { page: 1, page_size: 50 } }).data.list;
const unread = (b: Browser) => b.call<{ count: number }>('getUnreadMessageCount').data.count;

describe('demo API: 到货提醒', () => {
  it('fires once at the morning restock: 已到货 with its time, one message linking to the goods, now in stock', () => {
    const { clock, kangning } = setUp();
    const g = soldOut(kangning);
    const created = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 1 } });
    expect(created.status).toBe(201);
    expect(created.msg).toBe('到货后将通知您');
    expect(created.data).toMatchObject({ type: 1, status: 0, goods_id: g.id, number: g.zbz, target_price: null, fired_at: null });
    const before = messages(kangning).length;
    const unreadBefore = unread(kangning);

    // Before the morning nothing happens.
    clock.advance(morningAfter(START) - START - 60_000);
    expect(reminders(kangning).list[0]).toMatchObject({ id: created.data.id, status: 0, fired_at: null });
    expect(detail(kangning, g.id).number).toBe(0);

    clock.advance(2 * 60_000);
    const fired = reminders(kangning).list[0]!;
    expect(fired).toMatchObject({ id: created.data.id, status: 1 });
    // Dated the morning it fired (06:00 Beijing), not when it was noticed.
    expect(fired.fired_at).toMatch(/ 06:00:00$/);
    const inbox = messages(kangning);
    expect(inbox).toHaveLength(before + 1);
    const title = g.trade_name ? `${g.name}（${g.trade_name}）` : g.name;
    expect(inbox[0]).toMatchObject({ type: 1, title: `到货提醒：${title}`, url: `/list/info/${g.id}`, is_read: 0 });
    expect(inbox[0]!.content).toContain(`满足您期望的 ${g.zbz}${g.bzdw}`);
    expect(unread(kangning)).toBe(unreadBefore + 1);
    const now = detail(kangning, g.id);
    expect(now.number).toBeGreaterThanOrEqual(g.zbz * 100);
    // The list's index sees the stock at once.
    const listed = kangning.call<{ list: GoodsRow[] }>('listGoods', { query: { page: 1, page_size: 100, keywords: g.name, in_stock: 1 } }).data.list;
    expect(listed.map((x) => x.id)).toContain(g.id);

    // Later mornings send nothing more.
    clock.advance(3 * DAY);
    expect(messages(kangning)).toHaveLength(before + 1);
    expect(reminders(kangning).list[0]).toMatchObject({ status: 1, fired_at: fired.fired_at });
    // Filtered by kind and status.
    expect(reminders(kangning, { type: 1, status: 1 }).total).toBe(1);
    expect(reminders(kangning, { type: 2 }).total).toBe(0);
    expect(reminders(kangning, { status: 0 }).total).toBe(0);
  });

  it('restocks up to a quantity above a hundred 中包装', () => {
    const { clock, kangning } = setUp();
    const g = soldOut(kangning);
    const wanted = g.zbz * 100 + g.zbz * 3;
    expect(kangning.call('createReminder', { body: { goods_id: g.id, type: 1, number: wanted } }).status).toBe(201);
    clock.advance(PAST_NEXT_MORNING);
    expect(reminders(kangning).list[0]).toMatchObject({ status: 1, number: wanted });
    expect(detail(kangning, g.id).number).toBeGreaterThanOrEqual(wanted);
  });

  it('subscribing again updates the waiting reminder instead of adding one', () => {
    const { kangning } = setUp();
    const g = soldOut(kangning);
    const first = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 1 } }).data;
    const again = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 1, number: g.zbz * 3 } });
    expect(again.status).toBe(201);
    expect(again.data).toMatchObject({ id: first.id, number: g.zbz * 3 });
    expect(reminders(kangning).total).toBe(1);
  });

  it('refuses a goods with the stock wanted (40076), but takes one short of a bigger quantity', () => {
    const { kangning } = setUp();
    const g = inStock(kangning);
    const refused = kangning.call('createReminder', { body: { goods_id: g.id, type: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.code).toBe(40076);
    expect(refused.msg).toContain('可直接采购');
    expect(kangning.call('createReminder', { body: { goods_id: g.id, type: 1, number: g.number + g.zbz } }).status).toBe(201);
  });

  it('keeps at most 100 waiting reminders (40077); updating one of them still works, and a cancelled one frees a place', () => {
    const { kangning } = setUp();
    const goods = allGoods(kangning).filter((g) => g.number < 99_999);
    expect(goods.length).toBeGreaterThan(MAX_WAITING_REMINDERS);
    const made: ReminderRow[] = [];
    for (const g of goods.slice(0, MAX_WAITING_REMINDERS)) {
      const r = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 1, number: 99_999 } });
      expect(r.status, r.msg).toBe(201);
      made.push(r.data);
    }
    const over = kangning.call('createReminder', { body: { goods_id: goods[MAX_WAITING_REMINDERS]!.id, type: 1, number: 99_999 } });
    expect(over.status).toBe(400);
    expect(over.code).toBe(40077);
    expect(kangning.call('createReminder', { body: { goods_id: goods[0]!.id, type: 1, number: 99_998 } }).status).toBe(201);
    expect(kangning.call('cancelReminder', { path: { id: made[1]!.id } }).status).toBe(200);
    expect(kangning.call('createReminder', { body: { goods_id: goods[MAX_WAITING_REMINDERS]!.id, type: 1, number: 99_999 } }).status).toBe(201);
  });

  it('cancels a waiting reminder, which then never fires; a cancelled or fired one is answered as it is', () => {
    const { clock, kangning } = setUp();
    const g = soldOut(kangning);
    const r = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 1 } }).data;
    const cancelled = kangning.call<ReminderRow>('cancelReminder', { path: { id: r.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ id: r.id, status: 3, fired_at: null });
    const before = messages(kangning).length;
    clock.advance(PAST_NEXT_MORNING);
    expect(reminders(kangning).list[0]).toMatchObject({ id: r.id, status: 3, fired_at: null });
    expect(messages(kangning)).toHaveLength(before);
    // Nobody waits for it any more: the warehouses leave it sold out.
    expect(detail(kangning, g.id).number).toBe(0);
    const again = kangning.call<ReminderRow>('cancelReminder', { path: { id: r.id } });
    expect(again.status).toBe(200);
    expect(again.data.status).toBe(3);

    const second = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 1 } }).data;
    expect(second.id).not.toBe(r.id);
    clock.advance(DAY);
    expect(kangning.call<ReminderRow>('cancelReminder', { path: { id: second.id } }).data.status).toBe(1);
  });

  it("another buyer's reminder is not found, and lists show only the buyer's own", () => {
    const { kangning, renhe } = setUp();
    const g = soldOut(kangning);
    const r = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 1 } }).data;
    const other = renhe.call('cancelReminder', { path: { id: r.id } });
    expect(other.status).toBe(404);
    expect(reminders(renhe).total).toBe(0);
    expect(kangning.call('cancelReminder', { path: { id: 987654321 } }).status).toBe(404);
    expect(kangning.call('createReminder', { body: { goods_id: 987654321, type: 1 } }).status).toBe(404);
    expect(reminders(kangning).list.map((x) => x.id)).toEqual([r.id]);
  });

  it('asks a visitor to log in', () => {
    const { api } = setUp();
    const visitor = new Browser(api);
    expect(visitor.call('listReminders', { query: { page: 1 } }).status).toBe(401);
    expect(visitor.call('createReminder', { body: { goods_id: 1001, type: 1 } }).status).toBe(401);
  });
});

describe('demo API: 降价提醒', () => {
  it('fires once when the price drops at the morning: 已降价, one message with both prices; the goods costs less everywhere', () => {
    const { clock, kangning } = setUp();
    const g = inStock(kangning);
    const price = toFen(g.price!);
    const created = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 2 } });
    expect(created.status).toBe(201);
    expect(created.msg).toBe('降价后将通知您');
    expect(created.data).toMatchObject({ type: 2, status: 0, number: null, target_price: null, price_then: g.price });
    const before = messages(kangning).length;

    clock.advance(PAST_NEXT_MORNING);
    const fired = reminders(kangning).list[0]!;
    expect(fired).toMatchObject({ id: created.data.id, status: 2 });
    expect(fired.fired_at).toMatch(/ 06:00:00$/);
    const now = detail(kangning, g.id);
    expect(toFen(now.price!)).toBe(cutPrice(price));
    const inbox = messages(kangning);
    expect(inbox).toHaveLength(before + 1);
    expect(inbox[0]!.title).toMatch(/^降价提醒：/);
    expect(inbox[0]!.content).toContain(`由 ¥${g.price} 降至 ¥${now.price}`);
    expect(inbox[0]!.url).toBe(`/list/info/${g.id}`);
    // The list shows the new price too.
    const listed = kangning.call<{ list: GoodsRow[] }>('listGoods', { query: { page: 1, page_size: 100, keywords: g.name } }).data.list.find((x) => x.id === g.id);
    expect(listed?.price).toBe(now.price);

    // Fired once: no one watches it any more, so the price stays and nothing more is sent.
    clock.advance(2 * DAY);
    expect(detail(kangning, g.id).price).toBe(now.price);
    expect(messages(kangning)).toHaveLength(before + 1);
  });

  it('waits for a target price over several mornings, and never goes beyond six cuts', () => {
    const { clock, kangning } = setUp();
    const g = inStock(kangning);
    const price = toFen(g.price!);
    let twoCuts = price;
    for (let i = 0; i < 2; i++) twoCuts = cutPrice(twoCuts as typeof price);
    const target = twoCuts;
    const r = kangning.call<ReminderRow>('createReminder', { body: { goods_id: g.id, type: 2, target_price: (target / 100).toFixed(2) } });
    expect(r.status, r.msg).toBe(201);
    clock.advance(PAST_NEXT_MORNING);
    expect(reminders(kangning).list[0]!.status).toBe(0);
    clock.advance(DAY);
    expect(reminders(kangning).list[0]).toMatchObject({ status: 2, target_price: (target / 100).toFixed(2) });
    expect(messages(kangning)[0]!.content).toContain(`已达到您的目标价 ¥${(target / 100).toFixed(2)}`);

    // A target out of reach: the price stops falling after six mornings and the reminder keeps waiting.
    const h = allGoods(kangning).find((x) => x.id !== g.id && x.price !== null && toFen(x.price) > 1000 && x.is_hm === 0)!;
    const low = kangning.call<ReminderRow>('createReminder', { body: { goods_id: h.id, type: 2, target_price: '0.01' } });
    expect(low.status).toBe(201);
    clock.advance(30 * DAY);
    let expected = toFen(h.price!);
    for (let i = 0; i < MAX_PRICE_CUTS; i++) expected = cutPrice(expected);
    expect(toFen(detail(kangning, h.id).price!)).toBe(expected);
    expect(reminders(kangning, { status: 0 }).list.map((x) => x.goods_id)).toEqual([h.id]);
  });

  it('refuses a target that is not below the current price, or not a price (422 on target_price)', () => {
    const { kangning } = setUp();
    const g = inStock(kangning);
    const same = kangning.call('createReminder', { body: { goods_id: g.id, type: 2, target_price: g.price } });
    expect(same.status).toBe(422);
    expect(same.errors).toEqual({ target_price: [`目标价须低于当前价 ${g.price} 元`] });
    const zero = kangning.call('createReminder', { body: { goods_id: g.id, type: 2, target_price: '0.00' } });
    expect(zero.status).toBe(422);
    expect(zero.errors).toEqual({ target_price: ['目标价须大于 0'] });
    expect(reminders(kangning).total).toBe(0);
  });

  it('the price cuts survive a restart with DEMO_STATE_FILE (laid over the fresh catalogue)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-reminders-')), 'state.json');
    const store = persistence(file, () => {});
    const { api, clock } = demo();
    const kangning = new Browser(api).loginAs(account(api, (a) => a.username === 'kangning', 'kangning'));
    const g = inStock(kangning);
    kangning.call('createReminder', { body: { goods_id: g.id, type: 2 } });
    clock.advance(PAST_NEXT_MORNING);
    const cut = detail(kangning, g.id).price;
    expect(cut).not.toBe(g.price);
    store.flush(api);

    const restarted = createDemoApi({ now: clock.now, log: () => {}, restore: (a) => store.restore(a) });
    const again = new Browser(restarted);
    again.cookie = kangning.cookie; // the session was kept too
    expect(detail(again, g.id).price).toBe(cut);
    expect(reminders(again).list[0]).toMatchObject({ goods_id: g.id, status: 2 });
    // The cut is made once: later calls and mornings do not cut it again.
    clock.advance(DAY);
    expect(detail(again, g.id).price).toBe(cut);
  });
});
