import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { account, Browser, demo, hasChinese, topAccounts } from './client';

type Row = Record<string, unknown>;
type Page = { list: Row[]; total: number; page: number; page_size: number };

const address = (n: number, extra: Record<string, unknown> = {}) => ({
  consignee: `收货人${n}`,
  phone: n % 2 ? '13912345678' : '0311-86012345',
  province: '河北省',
  city: '石家庄市',
  district: '长安区',
  detail: `中山东路 ${n} 号`,
  ...extra,
});

describe('demo API: delivery addresses', () => {
  it('creates, edits, defaults and deletes addresses with exactly one default', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api).loginAs(a!);
    const before = b.call<Row[]>('listAddresses').data;
    const created = b.call('createAddress', { body: address(1, { is_default: 1 }) });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ detail: '中山东路 1 号', is_default: 1 });
    let list = b.call<Row[]>('listAddresses').data;
    expect(list).toHaveLength(before.length + 1);
    expect(list[0]!.id).toBe(created.data.id);
    expect(list.filter((x) => x.is_default === 1)).toHaveLength(1);
    expect(String(b.call('getUserBase').data.address)).toContain('中山东路 1 号');

    const second = b.call('createAddress', { body: address(2) }).data;
    expect(second.is_default).toBe(0);
    const edited = b.call('updateAddress', { path: { id: Number(second.id) }, body: address(3, { is_default: 1 }) });
    expect(edited.data).toMatchObject({ id: second.id, detail: '中山东路 3 号', is_default: 1 });
    list = b.call<Row[]>('listAddresses').data;
    expect(list.filter((x) => x.is_default === 1).map((x) => x.id)).toEqual([second.id]);

    expect(b.call('deleteAddress', { path: { id: Number(second.id) } }).code).toBe(40065);
    expect(b.call('setDefaultAddress', { path: { id: Number(created.data.id) } }).msg).toBe('已设为默认地址');
    expect(b.call('deleteAddress', { path: { id: Number(second.id) } }).status).toBe(200);
    expect(b.call<Row[]>('listAddresses').data.map((x) => x.id)).not.toContain(second.id);
    for (const op of ['deleteAddress', 'setDefaultAddress'] as const) {
      const r = b.call(op, { path: { id: 999999 } });
      expect(r.status).toBe(404);
      expect(r.msg).toBe('该收货地址不存在或已删除');
    }
    // Another account cannot touch them.
    const other = new Browser(api).loginAs(topAccounts(api)[1]!);
    expect(other.call('deleteAddress', { path: { id: Number(created.data.id) } }).status).toBe(404);
  });

  it('refuses bad phones and empty details with Chinese field messages', () => {
    const { api } = demo();
    const b = new Browser(api).loginAs(topAccounts(api)[0]!);
    for (const phone of ['12345678901', '0311-123', '8601234567', '']) {
      const r = b.call('createAddress', { body: address(1, { phone }) });
      expect(r.status, phone).toBe(422);
      expect(r.errors?.phone?.length, phone).toBeGreaterThan(0);
      expect(r.errors!.phone!.every(hasChinese)).toBe(true);
      expect(hasChinese(r.msg)).toBe(true);
    }
    const r = b.call('createAddress', { body: address(1, { detail: '' }) });
    expect(r.status).toBe(422);
    expect(Object.keys(r.errors ?? {})).toContain('detail');
  });

  it('keeps exactly one default through any sequence of address operations (property)', () => {
    type Step = { op: 'create'; def: boolean } | { op: 'update' | 'delete' | 'default'; pick: number; def: boolean };
    const step = fc.oneof(
      fc.record({ op: fc.constant('create' as const), def: fc.boolean() }),
      fc.record({ op: fc.constantFrom('update' as const, 'delete' as const, 'default' as const), pick: fc.nat(30), def: fc.boolean() }),
    ) as fc.Arbitrary<Step>;
    const { api } = demo();
    const [a] = topAccounts(api);
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        a!.addresses = [];
        const b = new Browser(api).loginAs(a!);
        steps.forEach((s, i) => {
          const ids = b.call<Row[]>('listAddresses').data.map((x) => Number(x.id));
          if (s.op === 'create') {
            const r = b.call('createAddress', { body: address(i, { is_default: s.def ? 1 : 0 }) });
            expect([201, 400]).toContain(r.status);
            if (ids.length === 0) expect(r.data.is_default).toBe(1);
            return;
          }
          if (ids.length === 0) return;
          const id = ids[s.pick % ids.length]!;
          if (s.op === 'update') b.call('updateAddress', { path: { id }, body: address(i, { is_default: s.def ? 1 : 0 }) });
          else if (s.op === 'default') b.call('setDefaultAddress', { path: { id } });
          else expect([200, 400]).toContain(b.call('deleteAddress', { path: { id } }).status);
          const list = b.call<Row[]>('listAddresses').data;
          expect(list.filter((x) => x.is_default === 1)).toHaveLength(list.length > 0 ? 1 : 0);
          if (list.length > 0) expect(list[0]!.is_default).toBe(1);
        });
        const list = b.call<Row[]>('listAddresses').data;
        expect(list.length).toBeLessThanOrEqual(20);
        expect(list.filter((x) => x.is_default === 1)).toHaveLength(list.length > 0 ? 1 : 0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('demo API: messages', () => {
  it('counts unread messages and marking read lowers the count', () => {
    const { api } = demo();
    const a = account(api, (x) => x.parentId === null && x.messages.filter((m) => !m.isRead).length >= 2 && x.password !== '', 'account with 2 unread');
    const b = new Browser(api).loginAs(a);
    const unread = a.messages.filter((m) => !m.isRead).length;
    expect(b.call('getUnreadMessageCount').data).toEqual({ count: unread });
    expect(b.call('getUserBase').data.message_count).toBe(unread);
    const page = b.call<Page>('listMessages').data;
    expect(page.total).toBe(a.messages.length);
    const times = page.list.map((m) => String(m.created_at));
    expect([...times].sort().reverse()).toEqual(times);
    const first = page.list.find((m) => m.is_read === 0)!;
    expect(b.call('markMessageRead', { path: { id: Number(first.id) } }).data).toEqual({ count: unread - 1 });
    expect(b.call('markMessageRead', { path: { id: Number(first.id) } }).data).toEqual({ count: unread - 1 });
    expect(b.call('getUnreadMessageCount').data).toEqual({ count: unread - 1 });
    expect(b.call('markMessageRead', { path: { id: 999999 } }).status).toBe(404);
    const type = Number(page.list[0]!.type);
    const byType = b.call<Page>('listMessages', { query: { type } }).data.list;
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((m) => m.type === type)).toBe(true);
    expect(b.call('markAllMessagesRead').data).toEqual({ count: 0 });
    expect(b.call('getUserBase').data.message_count).toBe(0);
    expect(b.call<Page>('listMessages').data.list.every((m) => m.is_read === 1)).toBe(true);
  });
});

describe('demo API: favourites', () => {
  it('adds, lists newest first and cancels favourites; unknown goods are refused', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api).loginAs(a!);
    const start = b.call<Page>('listFavorites').data;
    const fresh = api.db.catalogue.goods.filter((g) => !a!.favoriteGoodsIds.includes(g.id)).slice(0, 3);
    const ids = fresh.map((g) => g.id);
    const added = b.call('addFavorites', { body: { goods_ids: ids } });
    expect(added.msg).toBe('收藏成功');
    expect(b.call('addFavorites', { body: { goods_ids: [ids[0]] } }).status).toBe(200); // already there: accepted
    const list = b.call<Page>('listFavorites').data;
    expect(list.total).toBe(start.total + 3);
    expect(list.list.slice(0, 3).map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(list.list.every((g) => g.is_favorite === 1)).toBe(true);
    expect(b.call('addFavorites', { body: { goods_ids: [987654321] } }).status).toBe(404);
    expect(b.call('cancelFavorites', { body: { goods_ids: [ids[0], 987654321] } }).msg).toBe('取消收藏成功');
    const after = b.call<Page>('listFavorites', { query: { page: 1 } }).data;
    expect(after.total).toBe(start.total + 2);
    expect(after.list.map((g) => g.id)).not.toContain(ids[0]);
    const p2 = b.call<Page>('listFavorites', { query: { page: 99 } }).data;
    expect(p2).toMatchObject({ list: [], page: 99, page_size: 20 });
  });
});

describe('demo API: qualifications', () => {
  it('shows expired and expiring documents and takes a replacement into review', () => {
    const { api } = demo();
    const a = account(api, (x) => x.parentId === null && x.qualifications.some((q) => q.status === 'expired') && x.password !== '', 'expired account');
    const b = new Browser(api).loginAs(a);
    const docs = b.call<Row[]>('listQualifications').data;
    const expired = docs.find((d) => d.status === 'expired')!;
    expect(Number(expired.days_left)).toBeLessThan(0);
    expect(docs.filter((d) => d.valid_until === null).every((d) => d.days_left === null && d.status === 'valid')).toBe(true);
    const past = b.call('uploadQualification', { body: { id: expired.id, type: expired.type, valid_until: '2026-01-01', image: 'x.jpg' } });
    expect(past.errors).toEqual({ valid_until: ['有效期不能早于今天'] });
    const up = b.call('uploadQualification', { body: { id: expired.id, type: expired.type, number: '冀CB9999999', valid_until: '2031-12-14', image: 'x.jpg' } });
    expect(up.status).toBe(200);
    expect(up.data).toMatchObject({ type: expired.type, status: 'pending', number: '冀CB9999999', valid_until: '2031-12-14' });
    expect(Number(up.data.days_left)).toBeGreaterThan(1800);
    expect(b.call('uploadQualification', { body: { type: expired.type, image: 'y.jpg' } }).code).toBe(40066);
    expect(b.call('uploadQualification', { body: { id: 999999, type: 'other', image: 'y.jpg' } }).status).toBe(404);
    const now = b.call<Row[]>('listQualifications').data;
    expect(now).toHaveLength(docs.length + 1);
    // The old copy stays in force until the new one passes.
    expect(now.find((d) => d.id === expired.id)?.status).toBe('expired');
    expect(api.handle({ method: 'GET', url: String(up.data.image) }).status).toBe(200);
  });
});

describe('demo API: purchase requests and feedback', () => {
  it('answers a purchase request with the account manager one minute later', () => {
    const { api, clock } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api).loginAs(a!);
    const sold = api.db.catalogue.goods[0]!;
    const listed = b.call('createPurchaseRequest', { body: { name: sold.name, number: 50, price: '12.50', remark: '需近一年内批号' } });
    expect(listed.status).toBe(201);
    expect(listed.data).toMatchObject({ name: sold.name, number: 50, price: '12.50', status: 0 });
    const rare = b.call('createPurchaseRequest', { body: { name: '某罕见进口制剂', sccj: '某某制药', number: 5 } }).data;
    expect(rare.price).toBeNull();
    const waiting = b.call('getPurchaseRequest', { path: { id: Number(listed.data.id) } }).data;
    expect(waiting).toMatchObject({ status: 0, reply: null, goods_id: null });
    clock.advance(60_000);
    const answered = b.call('getPurchaseRequest', { path: { id: Number(listed.data.id) } }).data;
    expect(answered).toMatchObject({ status: 2, goods_id: sold.id });
    const admin = api.db.catalogue.adminsById.get(a!.adminId)!;
    expect((answered.reply as Row).admin).toEqual({ name: admin.name, phone: admin.phone, is_default: admin.isDefault });
    expect(b.call('getPurchaseRequest', { path: { id: Number(rare.id) } }).data).toMatchObject({ status: 1, goods_id: null });
    const page = b.call<Page>('listPurchaseRequests').data;
    expect(page.list.map((r) => r.id)).toEqual([rare.id, listed.data.id]);
    expect(new Browser(api).loginAs(topAccounts(api)[1]!).call('getPurchaseRequest', { path: { id: Number(rare.id) } }).status).toBe(404);
    const badPrice = b.call('createPurchaseRequest', { body: { name: '布洛芬', number: 1, price: '0' } });
    expect(badPrice.errors).toEqual({ price: ['期望价格须大于 0'] });
  });

  it('limits purchase requests to 10 a day', () => {
    const { api, clock } = demo();
    const b = new Browser(api).loginAs(topAccounts(api)[0]!);
    for (let i = 0; i < 10; i += 1) expect(b.call('createPurchaseRequest', { body: { name: `品种${i}`, number: 1 } }).status).toBe(201);
    expect(b.call('createPurchaseRequest', { body: { name: '品种10', number: 1 } }).code).toBe(40071);
    clock.advance(24 * 3_600_000);
    expect(b.call('createPurchaseRequest', { body: { name: '品种11', number: 1 } }).status).toBe(201);
  });

  it('thanks for feedback and refuses a flood', () => {
    const { api, clock } = demo();
    const b = new Browser(api).loginAs(topAccounts(api)[0]!);
    const text = '11 月 20 日的订单物流较慢，希望石家庄市区能次日达。';
    const r = b.call('submitFeedback', { body: { type: 2, content: text } });
    expect(r.status).toBe(201);
    expect(r.data).toMatchObject({ created_at: '2026-11-22 10:00:00' });
    expect(b.call('submitFeedback', { body: { type: 2, content: '太短了' } }).status).toBe(422);
    b.call('submitFeedback', { body: { type: 3, content: text } });
    b.call('submitFeedback', { body: { type: 5, content: text } });
    expect(b.call('submitFeedback', { body: { type: 5, content: text } }).code).toBe(40075);
    clock.advance(5 * 60_000);
    expect(b.call('submitFeedback', { body: { type: 5, content: text } }).status).toBe(201);
  });
});
