import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerSourceOf,
  cacheRuleFor,
  isShellPath,
  mustForgetKeptAnswers,
  offlineText,
  sessionOfAnswer,
  storedAtOf,
  storedAtText,
} from '@/lib/offline/cache-rules';

const ORIGIN = 'https://yaocai.example.cn';
const rule = (path: string, method = 'GET', mode = 'cors', origin = ORIGIN) => cacheRuleFor(new URL(path, origin), method, mode, ORIGIN);

describe('cacheRuleFor', () => {
  it.each([
    ['/api/goods/list?page=2', 'api'],
    ['/api/goods/detail/12', 'api'],
    ['/api/focus', 'api'],
    ['/api/global/common', 'api'],
    ['/api/zone/kxzq', 'api'],
    ['/api/cart/list?filters=99999', 'api'],
    ['/api/cart/total', 'api'],
    ['/api/order?page=1', 'api'],
    ['/api/order/88', 'api'],
    ['/api/message', 'api'],
    ['/api/message/unread_count', 'api'],
    ['/api/user/base', 'api'],
    ['/api/user/summary', 'api'],
    ['/runtime-config.json', 'config'],
    ['/assets/cart-page_c9ea.468d389f.js', 'assets'],
    ['/static/goods/12.svg', 'pictures'],
    ['/static/banner/3.svg', 'pictures'],
  ])('keeps the catalogue, cart, orders and messages reads: %s → %s', (path, expected) => {
    expect(rule(path)).toBe(expected);
  });

  it.each([
    '/api/pay/88/methods',
    '/api/order/88/documents/invoice',
    '/api/order/88/document_archive',
    '/api/auth/login',
    '/api/user/zizhi/3/file',
    '/api/register/wechat/status',
    '/api/lottery/simple',
    '/api/cart/checkout',
    '/static/art/qualification-upload-7.svg',
    '/static/art/wechat-qr-abc.svg',
    '/telemetry',
    '/sw.js',
  ])('leaves payment, login, downloads, a member’s own pictures and everything else to the network: %s', (path) => {
    expect(rule(path)).toBe('network');
  });

  it('never answers a write from the device: every method but GET goes to the network, whatever the path', () => {
    fc.assert(
      fc.property(fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'post', 'HEAD'), fc.constantFrom('/api/cart', '/api/cart/list', '/api/order', '/', '/assets/a.js'), (method, path) => {
        expect(rule(path, method)).toBe('network');
      }),
    );
  });

  it('answers nothing of another origin', () => {
    expect(rule('/api/goods/list', 'GET', 'cors', 'https://cdn.example.com')).toBe('network');
  });

  it('answers navigations of the SPA with the shell, not the server’s own pages', () => {
    expect(rule('/list/info/12', 'GET', 'navigate')).toBe('shell');
    expect(rule('/', 'GET', 'navigate')).toBe('shell');
    for (const path of ['/api-docs/', '/api/goods/list', '/static/goods/1.svg', '/__demo/clock/advance', '/telemetry', '/favicon.svg']) {
      expect(rule(path, 'GET', 'navigate')).toBe('network');
    }
  });

  it('isShellPath: any path without an extension outside the server’s own', () => {
    expect(isShellPath('/cart/step2')).toBe(true);
    expect(isShellPath('/index.html')).toBe(false);
    // As the servers read it (mock/server.ts, nginx): a last segment with a dot is a file, never the SPA.
    expect(isShellPath('/news/2026.11')).toBe(false);
    expect(isShellPath('/api')).toBe(false);
  });
});

describe('whose answers are kept', () => {
  const base = (data: unknown, code = 10000) => ({ code, msg: 'ok', data });

  it('reads the member or the visitor from the base user and the member summary', () => {
    expect(sessionOfAnswer('/api/user/base', 200, base({ show: 1, company: '康宁大药房' }))).toBe('member:康宁大药房');
    expect(sessionOfAnswer('/api/user/base', 200, base({ show: 0 }))).toBe('visitor');
    expect(sessionOfAnswer('/api/user/summary', 200, base({ company: '仁和诊所' }))).toBe('member:仁和诊所');
    expect(sessionOfAnswer('/api/user/base', 200, base(null, 10001))).toBe('visitor');
  });

  it('a 401 from any call ends the session', () => {
    expect(sessionOfAnswer('/api/cart/list', 401, undefined)).toBe('visitor');
  });

  it('says nothing for other calls, failures and malformed answers', () => {
    expect(sessionOfAnswer('/api/goods/list', 200, base({ company: 'x' }))).toBeUndefined();
    expect(sessionOfAnswer('/api/user/base', 500, base({ show: 1, company: 'x' }))).toBeUndefined();
    expect(sessionOfAnswer('/api/user/base', 200, 'not json')).toBeUndefined();
    expect(sessionOfAnswer('/api/user/summary', 200, base({ company: 7 }))).toBeUndefined();
  });

  it('forgets the kept answers when another session is seen, and only then', () => {
    expect(mustForgetKeptAnswers('member:康宁', 'visitor')).toBe(true);
    expect(mustForgetKeptAnswers('member:康宁', 'member:仁和')).toBe(true);
    expect(mustForgetKeptAnswers('visitor', 'member:康宁')).toBe(true);
    expect(mustForgetKeptAnswers('member:康宁', 'member:康宁')).toBe(false);
    expect(mustForgetKeptAnswers('member:康宁', undefined)).toBe(false);
    // No record (a first visit, or after a logout deleted it with the answers): the first answer that tells records it.
    expect(mustForgetKeptAnswers(undefined, 'member:康宁')).toBe(false);
  });
});

describe('the offline message', () => {
  // 2026-11-28 09:12 in the test's time zone (the device's wall clock).
  const at = new Date(2026, 10, 28, 9, 12, 40).getTime();

  it('says what the page shows and from when', () => {
    expect(storedAtText(at)).toBe('11月28日 09:12');
    expect(offlineText(true, at)).toBe('离线：显示的是 11月28日 09:12 的数据');
    expect(offlineText(false, at)).toBe('网络不畅：显示的是 11月28日 09:12 的数据');
    expect(offlineText(true, undefined)).toBe('离线：网络已断开，联网后可继续操作');
  });

  it('pads the hour and minute, not the month and day', () => {
    expect(storedAtText(new Date(2027, 0, 5, 7, 3).getTime())).toBe('1月5日 07:03');
  });

  it('reads the worker’s marker headers, and nothing from a malformed one', () => {
    expect(storedAtOf(String(at))).toBe(at);
    for (const bad of [null, undefined, '', 'yesterday', '-5', '1e12', '12.5']) expect(storedAtOf(bad)).toBeUndefined();
    expect(answerSourceOf(null, null)).toEqual({});
    expect(answerSourceOf(String(at), 'offline')).toEqual({ keptAt: at, unreachable: true });
    expect(answerSourceOf(String(at), 'slow')).toEqual({ keptAt: at });
    expect(answerSourceOf('garbage', 'offline')).toEqual({});
  });
});
