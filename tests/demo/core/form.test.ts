import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseForm } from '@mock/demo/core/form';
import { encodeForm } from '@/lib/http/form';

describe('parseForm (the demo API reads what the site sends)', () => {
  it('reads repeated keys as lists and bracket keys as nested lists of objects', () => {
    const body = 'goods_ids=12&goods_ids=15&params[0][id]=1001&params[0][number]=20&params[1][id]=1088&params[1][number]=10&new=1';
    expect(parseForm(body)).toEqual({
      goods_ids: ['12', '15'],
      params: [
        { id: '1001', number: '20' },
        { id: '1088', number: '10' },
      ],
      new: '1',
    });
  });

  it('does not let a key reach the object prototype', () => {
    const out = parseForm('__proto__[polluted]=1&a[constructor][x]=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(out, '__proto__')).toBe(false);
  });

  it('inverts encodeForm for any cart-lines body', () => {
    const line = fc.record({ id: fc.integer({ min: 1, max: 1e6 }), number: fc.integer({ min: 1, max: 1e4 }), is_yj: fc.constantFrom(0, 1) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 1e6 }), { minLength: 2, maxLength: 5 }), (params, ids) => {
        const parsed = parseForm(encodeForm({ params, ids }).toString());
        expect(parsed.params).toEqual(params.map((p) => ({ id: String(p.id), number: String(p.number), is_yj: String(p.is_yj) })));
        expect(parsed.ids).toEqual(ids.map(String));
      }),
    );
  });
});

describe('parseForm against hostile keys', () => {
  it('reads a huge list index without allocating a sparse array', () => {
    // The largest index a form may use: the old sparse-array parse walked every slot up to it, which takes minutes and
    // ends at the test's time-out (a hang limit); read as a key, it is as quick as any other.
    const out = parseForm('params[999999999][id]=1&params[5][id]=2');
    expect(out.params).toEqual([{ id: '2' }, { id: '1' }]);
  });
});
