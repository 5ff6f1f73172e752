import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/url/safe-return-path';

const origin = 'https://www.yaocai.example.cn';

describe('safeReturnPath', () => {
  it.each([
    ['/cart?from=drawer#top', '/cart?from=drawer#top'],
    ['/list/info/1001', '/list/info/1001'],
  ])('keeps the same-origin path %s', (raw, expected) => expect(safeReturnPath(raw, origin)).toBe(expected));

  it.each(['https://evil.example/steal', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined, 'cart', '/\tevil'])(
    'rejects %s',
    (raw) => expect(safeReturnPath(raw as string, origin)).toBe('/'),
  );

  it('never returns anything that leaves the origin', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeReturnPath(s, origin);
        expect(out.startsWith('/')).toBe(true);
        expect(new URL(out, origin).origin).toBe(origin);
      }),
    );
  });
});
