/** The pay pages' rules without React: the gateway's return path, the receipt check, the meaning of refusals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { afterGatewayHref, checkPayMethods, readPayError } from '@/features/checkout/pay/pay-rules';

describe('afterGatewayHref', () => {
  it('follows a same-origin step-4 path and keeps hm', () => {
    expect(afterGatewayHref('/cart/step4?order_id=12', 12, null)).toBe('/cart/step4?order_id=12');
    expect(afterGatewayHref('/cart/step4?order_id=12', 12, 13)).toBe('/cart/step4?order_id=12&hm=13');
    expect(afterGatewayHref('/cart/step4/?order_id=12&hm=13', 12, null)).toBe('/cart/step4?order_id=12&hm=13');
  });

  it('falls back to step 4 of the order for anything else', () => {
    const bad = [
      'https://evil.example/cart/step4?order_id=12',
      '//evil.example/cart/step4?order_id=12',
      '/\\evil.example/cart/step4?order_id=12',
      '/cart/step4x?order_id=12',
      '/cart/step3/12',
      '/cart/step4/../../login?order_id=12',
      '/cart/step4?order_id=abc',
      'javascript:alert(1)',
      ' /cart/step4?order_id=12',
      '',
      null,
      42,
    ];
    for (const p of bad) expect(afterGatewayHref(p, 7, 8)).toBe('/cart/step4?order_id=7&hm=8');
  });

  it('never leaves /cart/step4 on this site, whatever the gateway answers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('/cart/step4?order_id=')), fc.nat(), (path, n) => {
        const out = afterGatewayHref(path + (path.endsWith('=') ? String(n) : ''), 5, null);
        const url = new URL(out, 'http://site.test');
        expect(url.origin).toBe('http://site.test');
        expect(url.pathname).toBe('/cart/step4');
        expect(out.startsWith('/cart/step4?order_id=')).toBe(true);
      }),
    );
  });
});

describe('readPayError', () => {
  const biz = (code: number, message = 'm', status = 400) => new ApiError({ kind: 'business', status, code, message });
  it('sorts the refusals of the pay calls', () => {
    expect(readPayError(biz(40032)).kind).toBe('closed');
    expect(readPayError(biz(40036)).kind).toBe('closed');
    expect(readPayError(biz(40034)).kind).toBe('paid');
    expect(readPayError(biz(40031)).kind).toBe('insufficient');
    expect(readPayError(biz(40035)).kind).toBe('insufficient');
    expect(readPayError(biz(404, '订单不存在', 404)).kind).toBe('not-found');
    expect(readPayError(biz(40013, '上一笔'))).toMatchObject({ kind: 'other', message: '上一笔' });
    expect(readPayError(new ApiError({ kind: 'network', message: '网络连接失败' })).kind).toBe('retry');
    expect(readPayError(new ApiError({ kind: 'server', status: 502, message: '系统繁忙' })).kind).toBe('retry');
    expect(readPayError(new TypeError('x')).kind).toBe('retry');
    expect(readPayError(new ApiError({ kind: 'validation', status: 422, message: 'v', fieldErrors: { file: ['文件太大'] } }))).toMatchObject({ kind: 'other', message: '文件太大' });
  });
});

describe('checkPayMethods', () => {
  const good = {
    order_id: 1, order_no: 'YC1', is_hm: 0, pay_amount: '10.00', pay_deadline: '2026-11-23 10:00:00', countdown: 60, timestamp: 1_800_000_000,
    balance: '1.00', points: 0, points_needed: 1000, methods: [{ type: 'balance', name: '余额支付', is_available: 0, reason: '余额不足' }],
  };
  it('accepts a well-formed answer and refuses a malformed one', () => {
    expect(checkPayMethods(good)).toBe(good);
    expect(checkPayMethods({ ...good, pay_amount: 'NaN' })).toBeNull();
    expect(checkPayMethods({ ...good, countdown: -1 })).toBeNull();
    expect(checkPayMethods({ ...good, methods: [] })).toBeNull();
    expect(checkPayMethods({ ...good, methods: [{ type: 'cash', name: 'x', is_available: 1, reason: null }] })).toBeNull();
    expect(checkPayMethods(null)).toBeNull();
  });
});
