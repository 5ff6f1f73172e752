/**
 * The contract's 429 and 504 as the site handles them: a 429 says the wait in Chinese (from Retry-After, or the
 * server's own words when they already give it); a 504 from a gateway shows the timeout dialog, like the site's own
 * 30 s timeout.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@tests/msw-server';
import type { ApiError } from '@/lib/http/api-error';
import { setHttpEffects } from '@/lib/http/effects';
import { rateLimitedText, TEXT, waitText } from '@/lib/http/error-catalogue';
import { customFetch, retryAfterSeconds } from '@/lib/http/mutator';

function recordEffects() {
  const fx = {
    toast: vi.fn<(t: string) => void>(),
    alert: vi.fn<(title: string, text: string) => Promise<void>>(() => Promise.resolve()),
    timeoutDialog: vi.fn<(t: string) => void>(),
    redirect: vi.fn<(u: string) => void>(),
    navigate: vi.fn<(p: string) => void>(),
    currentPath: vi.fn(() => '/login'),
  };
  setHttpEffects(fx);
  return fx;
}

const caught = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as ApiError,
  );

describe('429 too many requests', () => {
  it('toasts the wait from Retry-After in Chinese and keeps the seconds on the error', async () => {
    const fx = recordEffects();
    server.use(http.post('*/api/user/create_code', () => HttpResponse.json({ code: 429, msg: '操作过于频繁', data: null }, { status: 429, headers: { 'Retry-After': '45' } })));
    const e = await caught(customFetch({ url: '/api/user/create_code', method: 'POST', data: { phone: '13912345678', scene: 'login' } }));
    expect({ kind: e.kind, retryAfter: e.retryAfter, message: e.message }).toEqual({ kind: 'rate-limited', retryAfter: 45, message: '操作过于频繁，请 45 秒后再试' });
    expect(fx.toast).toHaveBeenCalledWith('操作过于频繁，请 45 秒后再试');
  });

  it("keeps the server's words when they already say how long (a locked account)", async () => {
    recordEffects();
    const msg = '密码错误次数过多，账号已锁定，请 15 分钟后再试';
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ code: 429, msg, data: null }, { status: 429, headers: { 'Retry-After': '900' } })));
    const e = await caught(customFetch({ url: '/api/auth/login', method: 'POST', data: { username: 'kangning', password: 'x' } }));
    expect({ kind: e.kind, retryAfter: e.retryAfter, message: e.message }).toEqual({ kind: 'rate-limited', retryAfter: 900, message: msg });
  });

  it('says waits in seconds under 2 minutes and in whole minutes from there', () => {
    expect([waitText(1), waitText(59.2), waitText(119), waitText(120), waitText(900), waitText(901)]).toEqual(['1 秒', '60 秒', '119 秒', '2 分钟', '15 分钟', '16 分钟']);
    expect(rateLimitedText('', 30)).toBe(`${TEXT.rateLimited}，请 30 秒后再试`);
    expect(rateLimitedText('发送过于频繁。', undefined)).toBe('发送过于频繁。');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-22T02:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sun, 22 Nov 2026 02:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe('504 gateway timeout', () => {
  it('shows the timeout dialog, as for the site’s own timeout', async () => {
    const fx = recordEffects();
    server.use(http.get('*/api/order', () => HttpResponse.json({ code: 504, msg: '网关超时，请稍后刷新页面', data: null }, { status: 504 })));
    const e = await caught(customFetch({ url: '/api/order', method: 'GET' }));
    expect(e.kind).toBe('timeout');
    expect(fx.timeoutDialog).toHaveBeenCalledWith(TEXT.timeout);
    expect(fx.toast).not.toHaveBeenCalled();
  });

  it('shows the same dialog when the gateway answers 504 without an envelope', async () => {
    const fx = recordEffects();
    server.use(http.get('*/api/order', () => new HttpResponse('<html>504 Gateway Time-out</html>', { status: 504, headers: { 'Content-Type': 'text/html' } })));
    expect((await caught(customFetch({ url: '/api/order', method: 'GET' }))).kind).toBe('timeout');
    expect(fx.timeoutDialog).toHaveBeenCalledTimes(1);
  });
});
