import { describe, expect, it } from 'vitest';
import { createEngine, type Handlers } from '@mock/demo/core/engine';
import { loadContract } from '@mock/demo/core/contract';
import { refuse } from '@mock/demo/core/respond';

/** The engine with stub handlers that echo what they received: routing, auth and validation are the engine's. */
function engine(overrides: Record<string, (ctx: never) => unknown> = {}) {
  const handlers = new Proxy(
    {},
    {
      get: (_t, id: string) =>
        overrides[id] ??
        ((ctx: { params: unknown; query: unknown; body: unknown; session: unknown }) => ({
          op: id,
          params: ctx.params,
          query: ctx.query,
          body: ctx.body,
          session: ctx.session,
        })),
    },
  ) as unknown as Handlers<object>;
  const log: string[] = [];
  const e = createEngine({ db: {}, handlers, log: (l) => log.push(l) });
  return { e, log };
}
const body = (r: { body: string | Uint8Array }) => JSON.parse(String(r.body)) as Record<string, unknown> & { data: Record<string, unknown> };

describe('demo API engine', () => {
  it('routes every contract operation, literal paths before templated ones', () => {
    const { e } = engine();
    const ops = loadContract().operations;
    expect(ops.length).toBeGreaterThan(140);
    const hm = e.handle({ method: 'GET', url: '/api/order/hm', cookie: 'yc_session=x' });
    expect(hm.status).toBe(401); // member-only: no session
    const { e: e2 } = engine();
    e2.sessions.set('t', { token: 't', accountId: 1, storeId: 1 });
    expect(body(e2.handle({ method: 'GET', url: '/api/order/hm', cookie: 'yc_session=t' })).data.op).toBe('listHmOrders');
    expect(body(e2.handle({ method: 'GET', url: '/api/order/77', cookie: 'yc_session=t' })).data).toMatchObject({ op: 'getOrderDetail', params: { id: 77 } });
  });

  it('answers 401 with code 10001 to member operations without a session, and serves visitors where allowed', () => {
    const { e } = engine();
    const r = e.handle({ method: 'GET', url: '/api/cart/list' });
    expect(r.status).toBe(401);
    expect(body(r)).toMatchObject({ code: 10001, data: null });
    expect(e.handle({ method: 'GET', url: '/api/goods/list' }).status).toBe(200);
  });

  it('coerces query strings to the contract types and applies defaults', () => {
    const { e } = engine();
    const r = body(e.handle({ method: 'GET', url: '/api/goods/list?page=2&in_stock=1' }));
    expect(r.data.query).toMatchObject({ page: 2, in_stock: 1 });
  });

  it('refuses a malformed form body with 422 and Chinese field messages', () => {
    const { e } = engine();
    e.sessions.set('t', { token: 't', accountId: 1, storeId: 1 });
    const r = e.handle({
      method: 'POST',
      url: '/api/cart',
      cookie: 'yc_session=t',
      contentType: 'application/x-www-form-urlencoded',
      body: 'params[0][id]=abc&params[0][number]=-3',
    });
    expect(r.status).toBe(422);
    const b = body(r) as unknown as { code: number; msg: string; errors: Record<string, string[]> };
    expect(b.code).toBe(422);
    expect(Object.keys(b.errors)).toEqual(expect.arrayContaining(['params.0.id', 'params.0.number']));
    expect(b.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(b.msg).toBe(Object.values(b.errors)[0]![0]);
  });

  it('hands a handler only input that passed its operation\'s schemas', () => {
    const { e } = engine();
    e.sessions.set('t', { token: 't', accountId: 1, storeId: 1 });
    // listFeedback declares no refusal: unreadable optional values are dropped and the defaults apply again.
    const list = body(e.handle({ method: 'GET', url: '/api/user/feedback?page=abc&page_size=500', cookie: 'yc_session=t' }));
    expect(list.data.query).toEqual({ page: 1, page_size: 20 });
    // An operation without a request body gets none, whatever was sent.
    const out = body(e.handle({ method: 'DELETE', url: '/api/user/logout', cookie: 'yc_session=t', contentType: 'application/x-www-form-urlencoded', body: 'x=1' }));
    expect(out.data.body).toEqual({});
  });

  it('answers 404 for a malformed path id where the operation declares 404', () => {
    const { e } = engine();
    const r = e.handle({ method: 'GET', url: '/api/goods/detail/abc' });
    expect(r.status).toBe(404);
    expect(body(r).code).toBe(40004);
  });

  it('answers unknown paths 404 and wrong methods 405, never 500', () => {
    const { e } = engine();
    expect(e.handle({ method: 'GET', url: '/api/nope' }).status).toBe(404);
    expect(e.handle({ method: 'DELETE', url: '/api/goods/list' }).status).toBe(405);
  });

  it('turns a thrown refusal into the error envelope and a crash into 500 with the busy text', () => {
    const { e, log } = engine({
      getGoodsDetail: () => {
        throw refuse('该商品已下架');
      },
      listGoods: () => {
        throw new Error('boom');
      },
    });
    const refused = e.handle({ method: 'GET', url: '/api/goods/detail/5' });
    expect(refused.status).toBe(400);
    expect(body(refused)).toMatchObject({ code: 40001, msg: '该商品已下架', data: null });
    expect(log.join()).toContain('does not declare'); // getGoodsDetail declares no 400
    const crashed = e.handle({ method: 'GET', url: '/api/goods/list' });
    expect(crashed.status).toBe(500);
    expect(body(crashed).msg).toBe('系统繁忙，请稍候再试');
  });

  it('sets an httpOnly session cookie on login and clears it on logout', () => {
    const { e } = engine({
      loginByPassword: (ctx: { login: (id: number) => unknown }) => {
        ctx.login(7);
        return null;
      },
      logoutUser: (ctx: { logout: () => void }) => {
        ctx.logout();
        return null;
      },
    });
    const r = e.handle({ method: 'POST', url: '/api/auth/login', contentType: 'application/x-www-form-urlencoded', body: 'username=a&password=123456' });
    const cookie = r.setCookies[0]!;
    expect(cookie).toMatch(/^yc_session=[^;]+; Path=\/; HttpOnly/);
    const token = /yc_session=([^;]+)/.exec(cookie)![1]!;
    expect(e.sessions.get(token)?.accountId).toBe(7);
    const out = e.handle({ method: 'DELETE', url: '/api/user/logout', cookie: `yc_session=${token}` });
    expect(out.setCookies[0]).toContain('Max-Age=0');
    expect(e.sessions.has(token)).toBe(false);
  });

  it('a login over an earlier session ends it and answers one cookie: the new session', () => {
    const { e } = engine({
      loginByPassword: (ctx: { session: unknown; logout: () => void; login: (id: number) => unknown }) => {
        if (ctx.session) ctx.logout();
        ctx.login(7);
        return null;
      },
    });
    const first = e.handle({ method: 'POST', url: '/api/auth/login', contentType: 'application/x-www-form-urlencoded', body: 'username=a&password=123456' });
    const old = /yc_session=([^;]+)/.exec(first.setCookies[0]!)![1]!;
    const again = e.handle({ method: 'POST', url: '/api/auth/login', cookie: `yc_session=${old}`, contentType: 'application/x-www-form-urlencoded', body: 'username=a&password=123456' });
    expect(again.setCookies).toHaveLength(1);
    const token = /^yc_session=([^;]+); Path=\/; HttpOnly/.exec(again.setCookies[0]!)?.[1];
    expect(token).not.toBe(old);
    expect(e.sessions.get(token!)?.accountId).toBe(7);
    expect(e.sessions.has(old)).toBe(false);
  });
});

describe('multipart uploads', () => {
  it('reads text parts as fields and file parts as descriptions, validated like the contract says', () => {
    const seen: Array<{ body: unknown; files: unknown }> = [];
    const { e } = engine({
      uploadQualification: (ctx: { body: unknown; files: unknown }) => {
        seen.push({ body: ctx.body, files: ctx.files });
        return null;
      },
    });
    e.sessions.set('t', { token: 't', accountId: 1, storeId: 1 });
    const form = new FormData();
    form.append('type', 'drug_trade_license');
    form.append('valid_until', '2030-12-31');
    form.append('image', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255])], { type: 'image/png' }), '药品经营许可证.png');
    const req = new Request('http://x/', { method: 'POST', body: form });
    return req.arrayBuffer().then((buf) => {
      const r = e.handle({
        method: 'POST',
        url: '/api/user/zizhi',
        cookie: 'yc_session=t',
        contentType: req.headers.get('content-type'),
        body: new Uint8Array(buf),
      });
      expect([200, 422]).toContain(r.status);
      if (r.status === 422) throw new Error(String(r.body));
      expect(seen[0]!.files).toEqual([{ field: 'image', name: '药品经营许可证.png', type: 'image/png', size: 8, bytes: expect.any(Uint8Array) }]);
      expect(seen[0]!.body).toMatchObject({ type: 'drug_trade_license', image: '药品经营许可证.png' });
    });
  });
});
