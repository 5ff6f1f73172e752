import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeForm, encodeQuery } from '@/lib/http/form';
import { parseRuntimeConfig } from '@/lib/http/runtime-config';

describe('encodeForm', () => {
  it('writes scalars, booleans as 0/1 and skips null and undefined', () => {
    expect(encodeForm({ number: 10, new: true, remark: null, coupon_id: undefined, name: '张敏' }).toString()).toBe('number=10&new=1&name=%E5%BC%A0%E6%95%8F');
  });
  it('round-trips any list of ids as repeated keys', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1 })), (ids) => {
      expect(encodeForm({ ids }).getAll('ids')).toEqual(ids.map(String));
    }));
  });
  it('encodes an empty query as nothing', () => {
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('parseRuntimeConfig', () => {
  it('keeps well-formed fields and drops the rest', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.yaocai.example.cn/', loginUrl: 'https://www.yaocai.example.cn/login', timeoutMs: 30000 })).toEqual({
      apiBaseUrl: 'https://api.yaocai.example.cn', loginUrl: 'https://www.yaocai.example.cn/login', timeoutMs: 30000,
    });
    expect(parseRuntimeConfig({ apiBaseUrl: 'javascript:alert(1)', loginUrl: 42, timeoutMs: -1 })).toEqual({});
    expect(parseRuntimeConfig('nonsense')).toEqual({});
  });
});
