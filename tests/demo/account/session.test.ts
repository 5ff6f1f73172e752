import { describe, expect, it } from 'vitest';
import { Browser, demo, hasChinese, topAccounts } from './client';

describe('demo API: login, session cookie and logout', () => {
  it('logs in every seeded account (by login name and by mobile) and answers its own user state', () => {
    const { api } = demo();
    const accounts = api.db.members.accounts.filter((a) => a.password !== '');
    expect(accounts.length).toBeGreaterThanOrEqual(5);
    for (const a of accounts) {
      const b = new Browser(api);
      const r = b.login(a.username, a.password);
      expect(r.status, `${a.username}: ${r.msg}`).toBe(200);
      expect(r.code).toBe(10000);
      expect(r.data.username).toBe(a.username);
      expect(b.cookie).toMatch(/^yc_session=.+/);
      const base = b.call('getUserBase');
      expect(base.data).toMatchObject({ show: 1, username: a.username, name: a.name });
    }
    for (const a of topAccounts(api)) {
      const b = new Browser(api);
      expect(b.login(a.phone, a.password).data.username, `login by mobile ${a.phone}`).toBe(a.username);
    }
  });

  it('sets the session as an httpOnly cookie', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    const r = new Browser(api).login(a!.username, a!.password);
    const line = r.setCookies.find((c) => c.startsWith('yc_session='));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*Path=\//);
  });

  it('refuses a wrong password or an unknown account with 40051 and a Chinese message, and sets no cookie', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    for (const [username, password] of [
      [a!.username, `${a!.password}x`],
      [a!.username, a!.password.toUpperCase() === a!.password ? 'wrong1' : a!.password.toUpperCase()],
      ['no_such_user', a!.password],
    ] as const) {
      const b = new Browser(api);
      const r = b.login(username, password);
      expect(r.status).toBe(400);
      expect(r.code).toBe(40051);
      expect(r.msg).toBe('账号或密码错误');
      expect(b.cookie).toBeNull();
    }
  });

  it('refuses an empty login form with 422 and Chinese field messages', () => {
    const { api } = demo();
    const r = new Browser(api).call('loginByPassword', { body: { username: '', password: '' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.errors ?? {})).toEqual(expect.arrayContaining(['username', 'password']));
    for (const list of Object.values(r.errors ?? {})) expect(list.every(hasChinese)).toBe(true);
  });

  it('answers 401 / 10001 to member calls without a session or with a forged one', () => {
    const { api } = demo();
    const b = new Browser(api);
    for (const op of ['getWalletBalance', 'listAddresses', 'listMessages', 'getEContract', 'listStores', 'listFavorites']) {
      const r = b.call(op);
      expect(r.status, op).toBe(401);
      expect(r.code, op).toBe(10001);
    }
    b.cookie = 'yc_session=forged-token';
    expect(b.call('getWalletBalance').status).toBe(401);
  });

  it('logout clears the cookie and ends the session on the server', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api).loginAs(a!);
    const stolen = b.cookie;
    expect(b.call('getWalletBalance').status).toBe(200);
    const out = b.call('logoutUser');
    expect(out.status).toBe(200);
    expect(out.msg).toBe('已安全退出');
    expect(out.setCookies.some((c) => c.startsWith('yc_session=;') && /Max-Age=0/i.test(c))).toBe(true);
    expect(b.cookie).toBeNull();
    expect(b.call('getUserBase').data.show).toBe(0);
    // The old cookie no longer opens the session, even if a copy was kept.
    b.cookie = stolen;
    expect(b.call('getWalletBalance').status).toBe(401);
    expect(b.call('logoutUser').status).toBe(401);
  });

  it('answers a visitor 200 with show 0, the default service line and the hotline', () => {
    const { api } = demo();
    const r = new Browser(api).call('getUserBase');
    expect(r.status).toBe(200);
    expect(r.data.show).toBe(0);
    expect(r.data.username ?? null).toBeNull();
    expect(r.data.company ?? null).toBeNull();
    expect(r.data.admin).toMatchObject({ is_default: 1 });
    expect(r.data.common_config).toEqual({ hot_line: api.db.catalogue.commonConfig.hotLine });
    expect(r.data).not.toHaveProperty('points');
  });

  it('answers a member the full user state: manager, unread messages, points, default address', () => {
    const { api } = demo();
    let withDefaultAddress = 0;
    for (const a of topAccounts(api)) {
      const b = new Browser(api).loginAs(a);
      const s = b.call('getUserBase').data as Record<string, unknown>;
      const token = b.cookie!.slice('yc_session='.length);
      const buyer = api.db.members.byId.get(api.sessions.get(token)!.storeId)!;
      const admin = api.db.catalogue.adminsById.get(buyer.adminId)!;
      expect(s.admin).toEqual({ name: admin.name, phone: admin.phone, is_default: admin.isDefault });
      expect(s.message_count).toBe(a.messages.filter((m) => !m.isRead).length);
      expect(s.points).toBe(a.points);
      expect(s.is_passed).toBe(buyer.isPassed);
      expect(s.company).toBe(buyer.company);
      const def = buyer.addresses.find((x) => x.isDefault);
      if (def) {
        expect(String(s.address)).toContain(def.detail);
        withDefaultAddress++;
      }
      expect(s.token).not.toBe(b.cookie!.split('=')[1]);
    }
    expect(withDefaultAddress, 'accounts whose base user shows their default address').toBeGreaterThan(0);
    // Some accounts have a dedicated account manager (专属服务), others the platform's default service line.
    const flags = topAccounts(api).map((a) => api.db.catalogue.adminsById.get(a.adminId)?.isDefault);
    expect(flags).toContain(0);
    expect(flags).toContain(1);
  });
});
