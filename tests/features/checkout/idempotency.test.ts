/**
 * One Idempotency-Key per buyer action: 提交订单 sends a key, a retry after an unknown outcome (504, timeout, network)
 * sends the same key, and a definite answer or a different order starts a new action with a new key.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { setHttpEffects } from '@/lib/http';
import { ActionKey, outcomeUnknown, randomKey } from '@/features/checkout/idempotency';
import { Step2Model } from '@/features/checkout/step2/step2-model';
import { server } from '../../msw-server';
import { confirmListing } from './confirm-fixture';

const err = (kind: ApiError['kind']) => new ApiError({ kind, message: 'x' });

describe('ActionKey', () => {
  it('keeps the key for retries after an unknown outcome, and starts a new one after a definite answer or another body', () => {
    let n = 0;
    const k = new ActionKey(() => `key-${(n += 1)}`);
    expect(k.for({ ids: [1] })).toBe('key-1');
    k.settle(err('timeout'));
    expect(k.for({ ids: [1] })).toBe('key-1');
    k.settle(err('server'));
    expect(k.headers({ ids: [1] })).toEqual({ 'Idempotency-Key': 'key-1' });
    k.settle(err('business'));
    expect(k.for({ ids: [1] })).toBe('key-2');
    expect(k.for({ ids: [2] })).toBe('key-3');
    k.settle();
    expect(k.for({ ids: [2] })).toBe('key-4');
  });

  it('treats timeouts, network failures, 5xx and cancels as unknown outcomes, and answers as definite', () => {
    expect((['timeout', 'network', 'server', 'cancelled'] as const).map((k) => outcomeUnknown(err(k)))).toEqual([true, true, true, true]);
    expect((['business', 'validation', 'e-contract', 'unauthorized', 'rate-limited'] as const).map((k) => outcomeUnknown(err(k)))).toEqual([false, false, false, false, false]);
  });

  it('makes keys the contract accepts (8–64 of A–Z a–z 0–9 _ -), different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, randomKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('提交订单 sends one key per action', () => {
  beforeEach(() => {
    setHttpEffects({ toast: vi.fn(), alert: vi.fn(() => Promise.resolve()), timeoutDialog: vi.fn(), redirect: vi.fn(), navigate: vi.fn() });
  });

  it('repeats the key after a 504 and sends a new one after a refusal', async () => {
    const keys: Array<string | null> = [];
    const answers = [
      () => HttpResponse.json({ code: 504, msg: '网关超时，请稍后刷新页面', data: null }, { status: 504 }),
      () => HttpResponse.json({ code: 422, msg: '请选择收货地址', data: null, errors: { address_id: ['请选择收货地址'] } }, { status: 422 }),
      () => HttpResponse.json({ code: 201, msg: '订单已提交', data: [{ id: 880001, order_no: 'YC1', is_hm: 0, pay_amount: '10.00', pay_deadline: '2026-11-23 10:30:00' }] }, { status: 201 }),
    ];
    server.use(
      http.post('*/api/order', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answers[keys.length - 1]!();
      }),
    );
    const m = new Step2Model();
    m.ids = [1, 2];
    m.applyConfirm(confirmListing([{ id: 2, consignee: '刘强', phone: '0311-86012345', address: '河北省石家庄市桥西区自强路 21 号', is_default: 1 }], [{ type: 3, name: '电子发票', is_default: 1 }]));
    m.phase = 'ready';
    expect((await m.submission.submit()).ok).toBe(false); // 504: outcome unknown
    expect((await m.submission.submit()).ok).toBe(false); // the retry: a 422 refusal, a definite answer
    expect((await m.submission.submit()).ok).toBe(true); // a new action
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
