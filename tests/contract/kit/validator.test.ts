// @vitest-environment node
/**
 * The conformance kit's validator itself: it must catch what it claims to catch, or a "0 violations" run proves nothing.
 */
import { describe, expect, it } from 'vitest';
import { encodeForm } from '@/lib/http/form';
import { contractOperations, findOperation, operation, checkRequest, checkResponse } from '@yaocai/contract-kit';

const json = (value: unknown) => ({ contentType: 'application/json; charset=utf-8', text: JSON.stringify(value) });

describe('the kit validator', () => {
  it('indexes every contract operation with a unique id and routes each path template back to it', () => {
    expect(contractOperations.length).toBeGreaterThan(140);
    expect(new Set(contractOperations.map((o) => o.operationId)).size).toBe(contractOperations.length);
    for (const op of contractOperations) {
      const sample = op.path.replace(/\{(\w+)\}/g, (_m, n: string) => (n === 'session' ? 'ps_0123456789abcdef' : n === 'phone' ? '13912345678' : n === 'url' ? 'ekyy' : '7'));
      expect(findOperation(op.method, sample)?.op.operationId, `${op.method} ${sample}`).toBe(op.operationId);
    }
  });

  it('rejects an unknown route, unknown query parameters, a missing required parameter and a bad body', () => {
    expect(checkRequest({ method: 'GET', url: '/api/nowhere' }).violations).toHaveLength(1);
    expect(checkRequest({ method: 'GET', url: '/api/goods/list?page=1' }).violations).toEqual([]);
    expect(checkRequest({ method: 'GET', url: '/api/goods/list?pagee=1' }).violations[0]?.message).toMatch(/pagee/);
    expect(checkRequest({ method: 'GET', url: '/api/goods/search' }).violations[0]?.message).toMatch(/keywords/);
    expect(checkRequest({ method: 'GET', url: '/api/goods/list?sort=cheapest' }).violations).toHaveLength(1);
    const good = encodeForm({ params: [{ id: 1001, number: 20, ck_id: 1, goods_price_id: 50011 }] }).toString();
    expect(checkRequest({ method: 'POST', url: '/api/cart', contentType: 'application/x-www-form-urlencoded', body: good }).violations).toEqual([]);
    const extra = encodeForm({ params: [{ id: 1001, number: 20, ck_id: 1, goods_price_id: 50011, colour: 'red' }] }).toString();
    expect(checkRequest({ method: 'POST', url: '/api/cart', contentType: 'application/x-www-form-urlencoded', body: extra }).violations[0]?.message).toMatch(/colour/);
    expect(checkRequest({ method: 'POST', url: '/api/cart', contentType: 'application/json', body: '{}' }).violations.length).toBeGreaterThan(0);
    expect(checkRequest({ method: 'POST', url: '/api/cart' }).violations[0]?.message).toMatch(/required/);
  });

  it('rejects an undeclared status, a wrong content type, a missing field and an unknown property', () => {
    const op = operation('getUnreadMessageCount');
    const ok = checkResponse(op, 'test', { status: 200, ...json({ code: 10000, msg: '操作成功', data: { count: 3 } }) });
    // The exact data shape is the contract's; whatever it is, the envelope checks below must fail.
    expect(checkResponse(op, 'test', { status: 418, ...json({ code: 418, msg: '茶壶', data: null }) }).violations).toHaveLength(1);
    expect(checkResponse(op, 'test', { status: 401, contentType: 'text/html', text: '<p>login</p>' }).violations).toHaveLength(1);
    expect(checkResponse(op, 'test', { status: 401, ...json({ code: 10001, data: null }) }).violations).toHaveLength(1);
    expect(checkResponse(op, 'test', { status: 401, ...json({ code: 10001, msg: '请先登录', data: null }) }).violations).toEqual([]);
    expect(checkResponse(op, 'test', { status: 401, ...json({ code: 10001, msg: '请先登录', data: null, trace: 'x' }) }).violations[0]?.message).toMatch(/trace/);
    expect(ok.json).toBeTruthy();
    const goods = operation('getGoodsDetail');
    expect(checkResponse(goods, 'test', { status: 200, ...json({ code: 10000, msg: 'ok', data: { id: 1 } }) }).violations).toHaveLength(1);
    const invalid = operation('createAddress');
    expect(checkResponse(invalid, 'test', { status: 422, ...json({ code: 422, msg: '手机号格式不正确', data: null }) }).violations).toHaveLength(1);
    expect(checkResponse(invalid, 'test', { status: 422, ...json({ code: 422, msg: '手机号格式不正确', data: null, errors: { phone: ['手机号格式不正确'] } }) }).violations).toEqual([]);
  });
});
