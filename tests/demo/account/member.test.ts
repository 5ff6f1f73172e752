import { describe, expect, it } from 'vitest';
import { lineStock } from '@mock/demo/data/inventory';
import { account, Browser, demo, hasChinese, topAccounts } from './client';

const CODE = '123456';
type Row = Record<string, unknown>;
type Page = { list: Row[]; total: number; page: number; page_size: number };

const chainOf = (api: ReturnType<typeof demo>['api']) =>
  account(api, (a) => a.type === 'chain' && a.storeIds.length >= 2 && a.password !== '', 'chain with stores');

describe('demo API: stores of a chain', () => {
  it('logs a chain head in buying for its first approved store and switches the buying store', () => {
    const { api } = demo();
    const chain = chainOf(api);
    const stores = chain.storeIds.map((id) => api.db.members.byId.get(id)!);
    const approved = stores.filter((s) => s.isPassed === 1);
    expect(approved.length).toBeGreaterThanOrEqual(2);
    const b = new Browser(api).loginAs(chain);
    const list = b.call<Row[]>('listStores').data;
    expect(list.map((s) => s.id).sort()).toEqual([...chain.storeIds].sort());
    expect(list[0]).toMatchObject({ id: approved[0]!.id, is_current: 1 });
    expect(list.filter((s) => s.is_current === 1)).toHaveLength(1);
    expect(b.call('getUserBase').data.company).toBe(approved[0]!.company);

    const target = approved[1]!;
    const sw = b.call('switchStore', { path: { id: target.id } });
    expect(sw.status).toBe(200);
    expect(sw.data).toMatchObject({ id: target.id, is_current: 1, is_passed: 1 });
    expect(sw.msg).toBe(`已切换至 ${target.company}`);
    // Everything that follows the store now reads the other store.
    expect(b.call('getUserBase').data.company).toBe(target.company);
    expect(b.call<Row[]>('listStores').data[0]!.id).toBe(target.id);
    expect(b.call<Row[]>('listAddresses').data.map((x) => x.id).sort()).toEqual(target.addresses.map((x) => x.id).sort());
    expect(b.call<Row[]>('listQualifications').data.map((x) => x.id)).toEqual(target.qualifications.map((x) => x.id));
    // The wallet is the chain's, whichever store buys.
    expect(b.call('getWalletBalance').data.points).toBe(chain.points);
    // Another browser of the same account keeps its own store.
    const other = new Browser(api).loginAs(chain);
    expect(other.call('getUserBase').data.company).toBe(approved[0]!.company);

    // A store still in review cannot be bought for.
    const pending = stores.find((s) => s.isPassed === 0);
    expect(pending, 'the seed gives this chain a store in review').toBeDefined();
    expect(b.call('switchStore', { path: { id: pending!.id } }).code).toBe(40067);
    const stranger = topAccounts(api).find((a) => a.id !== chain.id)!;
    expect(b.call('switchStore', { path: { id: stranger.id } }).status).toBe(404);
  });

  it('lets a chain add a store in review, and refuses a single-store account', () => {
    const { api } = demo();
    const form = { name: '百姓康建华南大街店', contact: '王芳', phone: '13730111234', province: '河北省', city: '石家庄市', district: '桥西区', address: '建华南大街 209 号' };
    const b = new Browser(api).loginAs(chainOf(api));
    const created = b.call('createStore', { body: form });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: form.name, is_current: 0, is_passed: 0, phone: form.phone });
    expect(b.call<Row[]>('listStores').data.map((s) => s.name)).toContain(form.name);
    const bad = b.call('createStore', { body: { ...form, phone: '0311-123' } });
    expect(bad.status).toBe(422);
    expect(bad.errors?.phone?.every(hasChinese)).toBe(true);

    const single = account(api, (a) => a.type === 'pharmacy' && a.parentId === null && a.storeIds.length === 0 && a.password !== '', 'pharmacy');
    const s = new Browser(api).loginAs(single);
    expect(s.call<Row[]>('listStores').data).toEqual([expect.objectContaining({ id: single.id, is_current: 1 })]);
    expect(s.call('createStore', { body: form }).code).toBe(40068);
  });
});

describe('demo API: e-contract', () => {
  it('signs the contract once; afterwards the account is no longer asked to sign (459)', ({ skip }) => {
    const { api } = demo();
    const unsigned = account(api, (a) => a.parentId === null && a.contractSigned === 0 && a.isPassed === 1 && a.password !== '', 'unsigned account');
    const b = new Browser(api).loginAs(unsigned);
    const before = b.call('getEContract').data;
    expect(before).toMatchObject({ is_signed: 0, signed_at: null, signer: null });
    expect(String(before.content)).toContain(unsigned.company);
    const missing = b.call('signEContract', { body: { signer: '' } });
    expect(missing.status).toBe(422);
    expect(Object.values(missing.errors ?? {}).flat().every(hasChinese)).toBe(true);
    const signed = b.call('signEContract', { body: { agree: 1, signer: '李新凯' } });
    expect(signed.status).toBe(200);
    expect(signed.data).toMatchObject({ is_signed: 1, signer: '李新凯', signed_at: '2026-11-22 10:00:00' });
    expect(b.call('getEContract').data).toMatchObject({ is_signed: 1, signer: '李新凯' });
    expect(b.call('signEContract', { body: { agree: 1, signer: '李新凯' } }).code).toBe(40069);
    expect(unsigned.contractSigned).toBe(1);

    // With the trade area's cart in place, the same purchase answers 459 before signing and goes through after.
    const other = demo();
    const acc = other.api.db.members.byId.get(unsigned.id)!;
    const c = new Browser(other.api).loginAs(acc);
    const goods = other.api.db.catalogue.goods.find((g) => lineStock(other.api.db.inventory, g.stocks[0]!) >= g.zbz * 2 && g.isKx === 0 && g.isHm === 0)!;
    const add = () =>
      c.call('addCartLines', { body: { params: [{ id: goods.id, number: goods.zbz, ck_id: goods.stocks[0]!.ckId, goods_price_id: goods.stocks[0]!.goodsPriceId }] } });
    const first = add();
    if (first.status === 503) return skip();
    expect(first.status).toBe(459);
    c.call('signEContract', { body: { agree: 1, signer: acc.name } });
    expect(add().status).not.toBe(459);
  });

  it('refuses signing before the qualifications pass review', () => {
    const { api } = demo();
    const b = new Browser(api);
    b.call('sendSmsCode', { body: { phone: '13766550022', scene: 'register' } });
    const t = String(
      b.call('registerStep1', { body: { phone: '13766550022', code: CODE, password: 'Kn2026pharm', password_confirmation: 'Kn2026pharm' } }).data.token,
    );
    b.call('registerStep2', {
      body: { token: t, company: '测试大药房', company_type: 'pharmacy', name: '孙丽', province: '河北省', city: '石家庄市', district: '新华区', address: '中华北大街 12 号', business_scope: ['中成药'] },
    });
    const u = String(b.call('registerStep3', { body: { token: t, business_license: 'a', drug_trade_license: 'b', purchase_authorization: 'c' } }).data.username);
    b.login(u, 'Kn2026pharm');
    expect(b.call('signEContract', { body: { agree: 1, signer: '孙丽' } }).code).toBe(40074);
  });
});

describe('demo API: profile, password and WeChat', () => {
  it('changes the contact name, and the mobile only with a code sent to the new mobile', () => {
    const { api } = demo();
    const [a, other] = topAccounts(api);
    const b = new Browser(api).loginAs(a!);
    expect(b.call('updateUserInfo', { body: { name: '张敏敏', phone: a!.phone } }).data).toEqual({ name: '张敏敏', phone: a!.phone });
    const noCode = b.call('updateUserInfo', { body: { name: '张敏敏', phone: '13766550033' } });
    expect(noCode.errors).toEqual({ code: ['更换手机号请先获取验证码'] });
    expect(b.call('sendSmsCode', { body: { phone: other!.phone, scene: 'bind' } }).code).toBe(40055);
    expect(b.call('sendSmsCode', { body: { phone: '13766550033', scene: 'bind' } }).status).toBe(200);
    expect(b.call('updateUserInfo', { body: { name: '张敏敏', phone: '13766550033', code: '111111' } }).code).toBe(40053);
    expect(b.call('updateUserInfo', { body: { name: '张敏敏', phone: '13766550033', code: CODE } }).status).toBe(200);
    expect(b.call('getUserBase').data).toMatchObject({ name: '张敏敏', phone: '13766550033' });
    expect(new Browser(api).login('13766550033', a!.password).status).toBe(200);
  });

  it('changes the password only with the right old one', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api).loginAs(a!);
    expect(b.call('changePassword', { body: { old_password: 'nope', password: 'Kn2027safe', password_confirmation: 'Kn2027safe' } }).code).toBe(40058);
    expect(b.call('changePassword', { body: { old_password: a!.password, password: a!.password, password_confirmation: a!.password } }).code).toBe(40059);
    const mismatch = b.call('changePassword', { body: { old_password: a!.password, password: 'Kn2027safe', password_confirmation: 'Kn2027safX' } });
    expect(mismatch.errors).toEqual({ password_confirmation: ['两次输入的密码不一致'] });
    const old = a!.password;
    expect(b.call('changePassword', { body: { old_password: old, password: 'Kn2027safe', password_confirmation: 'Kn2027safe' } }).status).toBe(200);
    expect(b.call('getUserBase').data.show).toBe(1); // this session stays
    expect(new Browser(api).login(a!.username, old).code).toBe(40051);
    expect(new Browser(api).login(a!.username, 'Kn2027safe').status).toBe(200);
  });

  it('unbinds and binds WeChat (the bind completes 6 s after the QR code is shown)', () => {
    const { api, clock } = demo();
    const bound = account(api, (a) => a.wechatBound === 1 && a.password !== '', 'account with WeChat');
    const b = new Browser(api).loginAs(bound);
    expect(b.call('getUserBase').data.wechat).toBeTruthy();
    expect(b.call('getBindWechatQr').code).toBe(40062);
    expect(b.call('unbindWechat').msg).toBe('微信解绑成功');
    expect(b.call('getUserBase').data.wechat).toBeNull();
    expect(b.call('unbindWechat').code).toBe(40063);
    const qr = b.call('getBindWechatQr');
    expect(qr.data).toMatchObject({ expires_in: 300 });
    expect(b.call('getBindWechatQr').data.scene).toBe(qr.data.scene); // asked twice at once: the same code
    clock.advance(4_000);
    expect(b.call('getUserBase').data.wechat).toBeNull();
    clock.advance(2_000);
    expect(b.call('getUserBase').data.wechat).toBeTruthy();
  });

  it('answers the business scope: allowed and excluded top categories, together all of them', () => {
    const { api } = demo();
    const tops = api.db.catalogue.categories.filter((c) => c.parentId === null).map((c) => c.id).sort();
    const clinic = account(api, (a) => a.type === 'clinic' && a.scopeCategoryIds !== 'all' && a.password !== '', 'clinic');
    const s = new Browser(api).loginAs(clinic).call<{ allowed: Row[]; excluded: Row[]; scope_text: string }>('getBusinessScope').data;
    expect(s.scope_text).toBe(clinic.scopeText);
    expect(s.allowed.map((c) => c.id).sort()).toEqual([...(clinic.scopeCategoryIds as number[])].sort());
    expect(s.excluded.length).toBeGreaterThan(0);
    expect([...s.allowed, ...s.excluded].map((c) => c.id).sort()).toEqual(tops);
    const all = account(api, (a) => a.scopeCategoryIds === 'all' && a.parentId === null && a.password !== '', 'all-scope account');
    expect(new Browser(api).loginAs(all).call<{ excluded: Row[] }>('getBusinessScope').data.excluded).toEqual([]);
  });
});

describe('demo API: wallet', () => {
  it('answers the balance in yuan and the logs newest first, filtered', () => {
    const { api } = demo();
    const a = account(api, (x) => x.parentId === null && x.moneyLog.length >= 3 && x.password !== '', 'account with a money log');
    const b = new Browser(api).loginAs(a);
    const w = b.call('getWalletBalance').data;
    expect(w).toEqual({ balance: (a.balanceFen / 100).toFixed(2), frozen: (a.frozenFen / 100).toFixed(2), points: a.points });
    const log = b.call<Page>('listMoneyLog').data;
    expect(log.total).toBe(a.moneyLog.length);
    const times = log.list.map((r) => String(r.created_at));
    expect([...times].sort().reverse()).toEqual(times);
    expect(log.list[0]!.balance).toBe(w.balance);
    const topUps = b.call<Page>('listMoneyLog', { query: { use_type: 1 } }).data.list;
    expect(topUps.length).toBeGreaterThan(0);
    expect(topUps.every((r) => r.use_type === 1 && !String(r.amount).startsWith('-'))).toBe(true);
    const reversed = b.call('listMoneyLog', { query: { start_time: '2026-11-20', end_time: '2026-11-01' } });
    expect(reversed.errors).toEqual({ end_time: ['结束日期不能早于开始日期'] });
    const day = times[0]!.slice(0, 10);
    const oneDay = b.call<Page>('listMoneyLog', { query: { start_time: day, end_time: day } }).data.list;
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.every((r) => String(r.created_at).startsWith(day))).toBe(true);
    const spent = b.call<Page>('listPointsLog', { query: { type: 2 } }).data.list;
    expect(spent.every((r) => Number(r.points) < 0 && r.type === 2)).toBe(true);
    const points = b.call<Page>('listPointsLog').data;
    expect(points.total).toBe(a.pointsLog.length);
    expect(points.list.length, 'the account has a points log').toBeGreaterThan(0);
    expect(points.list[0]!.balance).toBe(a.points);
    expect(b.call('listPointsLog', { query: { type: 9 } }).status).toBe(422);
  });
});
