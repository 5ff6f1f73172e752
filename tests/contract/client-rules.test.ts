/**
 * The client's rules as the contract documents them for backend teams are what the site does:
 * - the form encoding: every "Wire form" an operation documents is exactly what the site's encoder
 *   (src/lib/http/form.ts) makes of that operation's request example, and the list and bracket rules of
 *   info.description hold for it;
 * - the in-flight cancel: the paths the contract names as exempt are exempt in src/lib/http/inflight.ts, and others
 *   are not;
 * - the timeout: the 30 s and the dialog text are the site's;
 * - every paged list takes page_size.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, HTTP_TEXT, encodeForm, isCancelExempt } from '@/lib/http';
import { contract, operations, resolveRef, type Obj } from './load-contract';

const info = String((contract.info as Obj).description);

function requestExample(op: Obj): unknown {
  const body = resolveRef<Obj>(op.requestBody ?? {});
  const media = Object.values((body.content as Record<string, Obj>) ?? {})[0];
  if (!media) return undefined;
  return media.example ?? resolveRef<Obj>(Object.values((media.examples as Obj) ?? {})[0]).value;
}

describe('form encoding as documented', () => {
  const documented = operations()
    .map(({ op }) => ({ op, wire: /Wire form[\s\S]*?`([^`]*=[^`]*)`/.exec(String(op.description ?? ''))?.[1] }))
    .filter((x): x is { op: Obj; wire: string } => x.wire !== undefined);

  it('documents the wire form of the cart lines and of a list', () => {
    expect(documented.map(({ op }) => op.operationId)).toEqual(expect.arrayContaining(['addCartLines', 'deleteCartLines']));
  });

  it('is what the site encodes for each documented request example', () => {
    expect(documented.some(({ wire }) => wire.includes('[')), 'a documented wire form with bracket keys').toBe(true);
    for (const { op, wire } of documented) {
      const sent = encodeForm(requestExample(op)).toString();
      expect(decodeURIComponent(sent), String(op.operationId)).toBe(wire);
      // Brackets travel percent-encoded, as the contract says.
      expect(sent.includes('%5B'), String(op.operationId)).toBe(wire.includes('['));
    }
  });

  it('follows the rules of info.description: repeated keys, bracket keys, 1/0, null and empty lists left out', () => {
    expect(info).toContain('`ids=12&ids=15`');
    expect(encodeForm({ ids: [12, 15] }).toString()).toBe('ids=12&ids=15');
    expect(info).toContain('`params[0][id]=12&params[0][number]=10&params[1][id]=15`');
    expect(decodeURIComponent(encodeForm({ params: [{ id: 12, number: 10 }, { id: 15 }] }).toString())).toBe('params[0][id]=12&params[0][number]=10&params[1][id]=15');
    expect(encodeForm({ a: true, b: false, c: null, d: undefined, e: [] }).toString()).toBe('a=1&b=0');
  });
});

describe('in-flight cancel as documented', () => {
  it('exempts exactly the cart, favourite, favourite cancel and activity tap paths', () => {
    for (const named of ['`/api/cart` and every path', '`POST /api/favorite`', '`POST /api/favorite/cancel`', '`POST /api/activity/tap`']) expect(info.replace(/\s+/g, ' ')).toContain(named);
    for (const path of ['/api/cart', '/api/cart/list', '/api/cart/12/edit', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap']) expect(isCancelExempt(path), path).toBe(true);
    for (const path of ['/api/goods/list', '/api/order', '/api/favorites', '/api/activity/taps', '/api/cartx']) expect(isCancelExempt(path), path).toBe(false);
  });
});

describe('timeout as documented', () => {
  it('is 30 s by default, and the dialog says 请求超时，请刷新页面', () => {
    expect(DEFAULT_RUNTIME_CONFIG.timeoutMs).toBe(30_000);
    expect(info).toContain('within 30 s');
    expect(info).toContain(HTTP_TEXT.timeout);
  });
});

describe('paged lists', () => {
  it('take page_size wherever they take page', () => {
    const missing = operations()
      .filter(({ op }) => {
        const names = ((op.parameters as unknown[] | undefined) ?? []).map((p) => resolveRef<Obj>(p).name);
        return names.includes('page') && !names.includes('page_size');
      })
      .map(({ op }) => op.operationId);
    expect(missing).toEqual([]);
  });
});
