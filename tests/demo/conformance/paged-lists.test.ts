/**
 * Every paged list of the contract (each operation with a `page_size` parameter) honours it in the demo API: asked for
 * one item a page, it answers at most one and says `page_size: 1`. The operations are read from the contract, so a
 * paged list added later is checked too.
 */
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '@mock/demo/app';
import { loadContract, type OperationSpec } from '@mock/demo/core/contract';
import { engineLogin } from '../support/engine-calls';

const NOW = new Date('2026-11-22T02:00:00Z');
const api = createDemoApi({ now: () => NOW, log: () => {} });
const kangning = api.db.members.byId.get(1)!;
const cookie = engineLogin(api, kangning.username, kangning.password);
const zones = api.db.catalogue.zones;

/** Path values that name something the seed has (a contract example may name nothing in the demo's data). */
const PATH_VALUES: Record<string, (op: OperationSpec) => string | undefined> = {
  url: () => zones.kxzq.floors[0]?.url,
  id: (op) => (op.operationId === 'getActivityZone' ? String(zones.yjh.find((z) => z.startAt <= NOW.getTime() && NOW.getTime() <= z.endAt)?.id) : undefined),
};

function example(op: OperationSpec, name: string): string {
  const p = op.parameters.find((x) => x.name === name);
  const schema = (p?.schema ?? {}) as { example?: unknown; default?: unknown; enum?: unknown[] };
  return String(schema.example ?? schema.default ?? schema.enum?.[0] ?? 1);
}

const paged = loadContract().operations.filter((op) => op.parameters.some((p) => p.in === 'query' && p.name === 'page_size'));

describe('paged lists honour page_size', () => {
  it('finds the paged operations in the contract', () => {
    expect(paged.length).toBeGreaterThanOrEqual(30);
    expect(cookie).not.toBeNull();
  });

  it.each(paged.map((op) => [op.operationId, op] as const))('%s answers one item a page when asked', (_id, op) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(PATH_VALUES[name]?.(op) ?? example(op, name)));
    const q = new URLSearchParams({ page_size: '1' });
    for (const p of op.parameters) if (p.in === 'query' && p.required && p.name !== 'page_size') q.set(p.name, example(op, p.name));
    const res = api.handle({ method: op.method, url: `${path}?${q}`, cookie });
    const body = JSON.parse(String(res.body)) as { msg: string; data: Record<string, unknown> };
    expect(res.status, body.msg).toBe(200);
    expect(Array.isArray(body.data.list), 'a paged answer holds `list`').toBe(true);
    expect((body.data.list as unknown[]).length).toBeLessThanOrEqual(1);
    if ('page_size' in body.data) expect(body.data.page_size).toBe(1);
  });
});
