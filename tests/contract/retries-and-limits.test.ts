// @vitest-environment node
/**
 * What the contract promises about retries and limits, declared where a backend team reads it: the order and pay
 * operations take an Idempotency-Key and declare the 409 of a reused key; logins and SMS codes declare 429 with a
 * required Retry-After header and examples of the account lock and the SMS limits.
 */
import { describe, expect, it } from 'vitest';
import { operation, resolveRef, type Obj } from '@yaocai/contract-kit';

const IDEMPOTENT = ['submitOrder', 'payWithBalance', 'payWithPoints', 'startOnlinePay', 'confirmOnlinePay', 'uploadPayReceipt'];
const LIMITED = ['loginByPassword', 'loginBySms', 'sendSmsCode'];

function messagesOf(operationId: string, status: number): string[] {
  const response = resolveRef<Obj>(((operation(operationId).raw.responses as Obj)[String(status)]) ?? {});
  const media = ((response.content as Obj | undefined)?.['application/json'] ?? {}) as Obj;
  return Object.values((media.examples as Obj | undefined) ?? {}).map((e) => String(((resolveRef<Obj>(e).value as Obj | undefined) ?? {}).msg));
}

describe('safe retries and limits in the contract', () => {
  it.each(IDEMPOTENT)('%s takes an Idempotency-Key and declares the 409 of a key reused for another request', (id) => {
    const op = operation(id);
    const key = op.parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    expect(key?.schema).toMatchObject({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
    expect(op.responses.get(409)?.codes.has(409)).toBe(true);
    expect(op.responses.has(504)).toBe(true);
  });

  it.each(LIMITED)('%s declares 429 with a required Retry-After header', (id) => {
    const response = operation(id).responses.get(429);
    expect(response?.headers.get('retry-after')).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
    expect(response?.codes.has(429)).toBe(true);
  });

  it('shows the account lock and the SMS limits in the examples', () => {
    expect(messagesOf('loginByPassword', 429)).toContain('密码错误次数过多，账号已锁定，请 15 分钟后再试');
    expect(messagesOf('loginBySms', 429).some((m) => m.includes('账号已锁定'))).toBe(true);
    expect(messagesOf('sendSmsCode', 429).some((m) => m.includes('秒后再试'))).toBe(true);
    expect(messagesOf('sendSmsCode', 429).some((m) => m.includes('1 小时内'))).toBe(true);
  });
});
