import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@tests/msw-server';
import { ApiError } from '@/lib/http/api-error';
import { setHttpEffects } from '@/lib/http/effects';
import { customFetch } from '@/lib/http/mutator';
import { getRuntimeConfig, setRuntimeConfig } from '@/lib/http/runtime-config';
import type { AnswerSource } from '@/lib/offline/cache-rules';

function recordEffects() {
  const fx = {
    toast: vi.fn<(t: string) => void>(),
    alert: vi.fn<(title: string, text: string) => Promise<void>>(() => Promise.resolve()),
    timeoutDialog: vi.fn<(t: string) => void>(),
    redirect: vi.fn<(u: string) => void>(),
    navigate: vi.fn<(p: string) => void>(),
    currentPath: vi.fn(() => '/cart?from=drawer'),
    answered: vi.fn<(source: AnswerSource) => void>(),
  };
  setHttpEffects(fx);
  return fx;
}

const ok = (data: unknown, code = 10000) => HttpResponse.json({ code, msg: '操作成功', data });
const fail = (status: number, body: unknown) => HttpResponse.json(body as Record<string, unknown>, { status });
const caught = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as ApiError);

describe('transport', () => {
  it('sends cookies and prefixes the runtime API base URL', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.example.test' });
    let credentials: RequestCredentials | undefined;
    let url = '';
    server.use(http.get('http://api.example.test/api/user/base', ({ request }) => {
      credentials = request.credentials;
      url = request.url;
      return ok({ show: 0 });
    }));
    const spy = vi.spyOn(globalThis, 'fetch');
    await customFetch({ url: '/api/user/base', method: 'GET', params: { keywords: '阿莫西林', ids: [1, 2], empty: undefined } });
    expect(url).toBe('http://api.example.test/api/user/base?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&ids=1&ids=2');
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(credentials === undefined || credentials === 'include').toBe(true);
  });

  it.each([10000, 200, 201])('accepts success code %i and returns the envelope', async (code) => {
    server.use(http.get('*/api/goods/hot', () => ok([{ id: 1 }], code)));
    await expect(customFetch({ url: '/api/goods/hot', method: 'GET' })).resolves.toEqual({ code, msg: '操作成功', data: [{ id: 1 }] });
  });

  it('form-encodes POST and PUT bodies, lists as repeated keys, nested lines as bracket keys', async () => {
    const seen: Array<[string | null, string]> = [];
    server.use(
      http.post('*/api/cart', async ({ request }) => { seen.push([request.headers.get('content-type'), await request.text()]); return ok(null); }),
      http.put('*/api/address/3', async ({ request }) => { seen.push([request.headers.get('content-type'), await request.text()]); return ok(null); }),
    );
    await customFetch({ url: '/api/cart', method: 'POST', data: { params: [{ id: 12, number: 10 }], goods_ids: [1, 2] } });
    await customFetch({ url: '/api/address/3', method: 'PUT', data: new URLSearchParams({ consignee: '张敏' }) });
    expect(seen[0]?.[0]).toContain('application/x-www-form-urlencoded');
    expect(decodeURIComponent(seen[0]?.[1] ?? '')).toBe('params[0][id]=12&params[0][number]=10&goods_ids=1&goods_ids=2');
    expect(seen[1]?.[0]).toContain('application/x-www-form-urlencoded');
    expect(seen[1]?.[1]).toBe('consignee=%E5%BC%A0%E6%95%8F');
  });
});

describe('in-flight cancellation', () => {
  it('a repeat of the same URL cancels the earlier request, silently', async () => {
    const fx = recordEffects();
    server.use(http.get('*/api/goods/search', async ({ request }) => {
      const kw = new URL(request.url).searchParams.get('keywords');
      await delay(kw === 'a' ? 200 : 10);
      return ok([kw]);
    }));
    const first = caught(customFetch({ url: '/api/goods/search', method: 'GET', params: { keywords: 'a' } }));
    const second = customFetch<{ data: string[] }>({ url: '/api/goods/search', method: 'GET', params: { keywords: 'amxl' } });
    expect((await second).data).toEqual(['amxl']);
    const err = await first;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('cancelled');
    expect(fx.toast).not.toHaveBeenCalled();
    expect(fx.alert).not.toHaveBeenCalled();
  });

  it.each(['/api/cart', '/api/cart/12/edit', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap'])(
    'does not cancel repeats of the exempt URL %s',
    async (url) => {
      let served = 0;
      server.use(http.post(`*${url}`, async () => { await delay(30); served += 1; return ok(null); }));
      const results = await Promise.all([1, 2, 3].map(() => customFetch({ url, method: 'POST', data: { goods_ids: [1] } })));
      expect(results).toHaveLength(3);
      expect(served).toBe(3);
    },
  );

  it('a call aborted by its caller rejects as cancelled and shows nothing', async () => {
    const fx = recordEffects();
    server.use(http.get('*/api/focus', async () => { await delay(200); return ok([]); }));
    const ctl = new AbortController();
    const p = caught(customFetch({ url: '/api/focus', method: 'GET', signal: ctl.signal }));
    ctl.abort();
    expect((await p).kind).toBe('cancelled');
    expect(fx.toast).not.toHaveBeenCalled();
  });
});

describe('error catalogue', () => {
  it.each([
    ['HTTP 401', fail(401, { code: 401, msg: '登录已过期，请重新登录', data: null })],
    ['code 10001 on HTTP 200', HttpResponse.json({ code: 10001, msg: '请先登录', data: null })],
    ['HTTP 401 with an HTML body', new HttpResponse('<html>401</html>', { status: 401, headers: { 'Content-Type': 'text/html' } })],
  ])('%s → the main-site login page with the return path', async (_name, response) => {
    const fx = recordEffects();
    setRuntimeConfig({ loginUrl: 'https://www.yaocai.example.cn/login' });
    server.use(http.get('*/api/user/coupon', () => response));
    expect((await caught(customFetch({ url: '/api/user/coupon', method: 'GET' }))).kind).toBe('unauthorized');
    expect(fx.redirect).toHaveBeenCalledWith('https://www.yaocai.example.cn/login?redirect=%2Fcart%3Ffrom%3Ddrawer');
  });

  it('several 401s at once redirect only once', async () => {
    const fx = recordEffects();
    server.use(http.get('*/api/message/unread_count', () => fail(401, { code: 401, msg: '请先登录', data: null })), http.get('*/api/user/couponNum', () => fail(401, { code: 10001, msg: '请先登录', data: null })));
    await Promise.all([caught(customFetch({ url: '/api/message/unread_count', method: 'GET' })), caught(customFetch({ url: '/api/user/couponNum', method: 'GET' }))]);
    expect(fx.redirect).toHaveBeenCalledTimes(1);
  });

  it('459 → shows the message, then goes to /dzht', async () => {
    const fx = recordEffects();
    let close!: () => void;
    fx.alert.mockImplementation(() => new Promise<void>((r) => { close = r; }));
    server.use(http.post('*/api/cart/checkout', () => fail(459, { code: 459, msg: '您尚未签署电子合同，签署后即可采购', data: null })));
    expect((await caught(customFetch({ url: '/api/cart/checkout', method: 'POST', data: { ids: [1] } }))).kind).toBe('e-contract');
    expect(fx.alert).toHaveBeenCalledWith('温馨提示', '您尚未签署电子合同，签署后即可采购');
    expect(fx.navigate).not.toHaveBeenCalled();
    close();
    await vi.waitFor(() => expect(fx.navigate).toHaveBeenCalledWith('/dzht'));
  });

  it('422 → a toast of the first message of the first failing field', async () => {
    const fx = recordEffects();
    server.use(http.post('*/api/address', () => fail(422, { code: 422, msg: '请检查填写内容', data: null, errors: { phone: ['手机号格式不正确', '手机号不能为空'], consignee: ['请填写收货人'] } })));
    const err = await caught(customFetch({ url: '/api/address', method: 'POST', data: { phone: '123' } }));
    expect(err.kind).toBe('validation');
    expect(err.fieldErrors).toEqual({ phone: ['手机号格式不正确', '手机号不能为空'], consignee: ['请填写收货人'] });
    expect(fx.toast).toHaveBeenCalledWith('手机号格式不正确');
  });

  it.each([500, 502, 503])('%i → toast 系统繁忙，请稍候再试', async (status) => {
    const fx = recordEffects();
    server.use(http.get('*/api/order', () => fail(status, { code: status, msg: 'Internal Server Error', data: null })));
    expect((await caught(customFetch({ url: '/api/order', method: 'GET' }))).kind).toBe('server');
    expect(fx.toast).toHaveBeenCalledWith('系统繁忙，请稍候再试');
  });

  it.each([
    ['HTTP 400', fail(400, { code: 40012, msg: '该商品不在您的经营范围内', data: null })],
    ['HTTP 200 with another code', HttpResponse.json({ code: 40012, msg: '该商品不在您的经营范围内', data: null })],
  ])('%s → alert titled 温馨提示 with the server message', async (_n, response) => {
    const fx = recordEffects();
    server.use(http.post('*/api/cart/quick_add/9', () => response));
    const err = await caught(customFetch({ url: '/api/cart/quick_add/9', method: 'POST', data: { number: 10 } }));
    expect(err.kind).toBe('business');
    expect(err.code).toBe(40012);
    expect(fx.alert).toHaveBeenCalledWith('温馨提示', '该商品不在您的经营范围内');
  });

  it.each([
    ['an HTML page', new HttpResponse('<html>502 Bad Gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['JSON without an envelope', HttpResponse.json({ list: [] })],
    ['an empty body', new HttpResponse(null, { status: 200 })],
    ['truncated JSON', new HttpResponse('{"code":10000,"msg":"ok","da', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ])('%s is a server failure (system-busy toast), never a crash', async (_n, response) => {
    const fx = recordEffects();
    server.use(http.get('*/api/goods/list', () => response));
    const err = await caught(customFetch({ url: '/api/goods/list', method: 'GET' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('server');
    expect(fx.toast).toHaveBeenCalledWith('系统繁忙，请稍候再试');
  });

  it('a network fault → a clear Chinese toast', async () => {
    const fx = recordEffects();
    server.use(http.get('*/api/goods/hot', () => HttpResponse.error()));
    expect((await caught(customFetch({ url: '/api/goods/hot', method: 'GET' }))).kind).toBe('network');
    expect(fx.toast).toHaveBeenCalledWith('网络连接失败，请检查网络后重试');
  });

  it('a write that cannot reach the network says it was not done (never queued) and reports the network unreachable', async () => {
    const fx = recordEffects();
    server.use(http.post('*/api/cart', () => HttpResponse.error()));
    expect((await caught(customFetch({ url: '/api/cart', method: 'POST', data: { goods_id: 1, number: 10 } }))).kind).toBe('network');
    expect(fx.toast).toHaveBeenCalledWith('网络已断开，本次操作未完成，请联网后重试');
    expect(fx.answered).toHaveBeenCalledWith({ unreachable: true });
  });

  it("reports where each answer came from: the network's, or the service worker's kept one with its time and why", async () => {
    const fx = recordEffects();
    const at = Date.UTC(2026, 10, 28, 1, 12);
    server.use(
      http.get('*/api/goods/hot', () => ok([])),
      http.get('*/api/cart/list', () => HttpResponse.json({ code: 10000, msg: 'ok', data: [] }, { headers: { 'X-Yc-Stored-At': String(at), 'X-Yc-Kept-Because': 'offline' } })),
      http.get('*/api/order', () => HttpResponse.json({ code: 10000, msg: 'ok', data: [] }, { headers: { 'X-Yc-Stored-At': String(at), 'X-Yc-Kept-Because': 'slow' } })),
    );
    await customFetch({ url: '/api/goods/hot', method: 'GET' });
    await customFetch({ url: '/api/cart/list', method: 'GET' });
    await customFetch({ url: '/api/order', method: 'GET' });
    expect(fx.answered.mock.calls.map((c) => c[0])).toEqual([{}, { keptAt: at, unreachable: true }, { keptAt: at }]);
  });

  it('silent calls reject with the ApiError but show nothing', async () => {
    const fx = recordEffects();
    server.use(http.get('*/api/goods/search', () => fail(500, { code: 500, msg: 'x', data: null })), http.get('*/api/user/zizhi', () => fail(401, { code: 401, msg: 'x', data: null })));
    expect((await caught(customFetch({ url: '/api/goods/search', method: 'GET' }, { silent: true }))).kind).toBe('server');
    expect((await caught(customFetch({ url: '/api/user/zizhi', method: 'GET' }, { silent: true }))).kind).toBe('unauthorized');
    expect(fx.toast).not.toHaveBeenCalled();
    expect(fx.redirect).not.toHaveBeenCalled();
  });
});

describe('timeout', () => {
  it('uses 30 000 ms by default', () => {
    expect(getRuntimeConfig().timeoutMs).toBe(30_000);
  });

  it('no answer within the timeout → the dialog 请求超时，请刷新页面', async () => {
    const fx = recordEffects();
    setRuntimeConfig({ timeoutMs: 50 });
    server.use(http.get('*/api/goods/list', async () => { await delay(1_000); return ok([]); }));
    const err = await caught(customFetch({ url: '/api/goods/list', method: 'GET' }));
    expect(err.kind).toBe('timeout');
    expect(fx.timeoutDialog).toHaveBeenCalledWith('请求超时，请刷新页面');
    expect(fx.toast).not.toHaveBeenCalled();
  });
});
