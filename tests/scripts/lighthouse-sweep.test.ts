import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSweep, slowestRoutes, sweepMisses, sweepTable, type Sweep, type SweepMeasure, type SweepRow } from '../../scripts/lib/lighthouse-sweep';

const m = (performance: number, lcp = 1500, tbt = 50): SweepMeasure => ({ performance, lcp, tbt, cls: 0, bytes: 150 * 1024, multiplier: 2 });
const sweepOf = (rows: SweepRow[]): Sweep => ({ measured: '2026-11-29T10:00:00.000Z', runs: 3, hostWorkloadMs: 920, rows });

describe('the slowest routes of a sweep', () => {
  const rows: SweepRow[] = [
    { route: 'home', path: '/', member: false, http1: m(80), http2: m(99) },
    { route: 'cart', path: '/cart', member: true, http1: m(90), http2: m(93) },
    { route: 'help', path: '/help', member: false, http1: m(92), http2: m(93, 2100) },
    { route: 'news', path: '/news', member: false, http1: m(99), http2: m(96) },
  ];

  it('ranks over HTTP/2 by score, then the later LCP, and leaves out the gate’s own pages', () => {
    expect(slowestRoutes(sweepOf(rows), 2).map((r) => r.path)).toEqual(['/help', '/cart']);
    expect(slowestRoutes(sweepOf(rows), 2, new Set(['/help'])).map((r) => r.path)).toEqual(['/cart', '/news']);
  });

  it('ranks over HTTP/1.1 where the sweep measured only that', () => {
    const plain = rows.map(({ http2: _, ...r }) => r);
    expect(slowestRoutes(sweepOf(plain), 1).map((r) => r.path)).toEqual(['/']);
  });

  it('answers at most `count` routes, none excluded, each no faster than the next', () => {
    const row = fc.record({ path: fc.constantFrom('/', '/a', '/b', '/c', '/d', '/e'), performance: fc.integer({ min: 0, max: 100 }), lcp: fc.integer({ min: 500, max: 9000 }) });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.path }), fc.integer({ min: 0, max: 7 }), fc.subarray(['/', '/a', '/b']), (picked, count, excluded) => {
        const sweep = sweepOf(picked.map((r) => ({ route: r.path, path: r.path, member: false, http2: m(r.performance, r.lcp) })));
        const out = slowestRoutes(sweep, count, new Set(excluded));
        expect(out.length).toBe(Math.min(count, picked.filter((r) => !excluded.includes(r.path)).length));
        for (const r of out) expect(excluded).not.toContain(r.path);
        for (let i = 1; i < out.length; i++) {
          const [a, b] = [out[i - 1]!.http2!, out[i]!.http2!];
          expect(a.performance < b.performance || (a.performance === b.performance && a.lcp >= b.lcp)).toBe(true);
        }
      }),
    );
  });
});

describe('the sweep’s targets', () => {
  it('holds HTTP/1.1 to 95 and an LCP of 2.0 s, HTTP/2 to 97', () => {
    expect(sweepMisses({ route: 'x', path: '/x', member: false, http1: m(95, 2000), http2: m(97) })).toEqual([]);
    expect(sweepMisses({ route: 'x', path: '/x', member: false, http1: m(94, 2010), http2: m(96) })).toEqual([
      '/x HTTP/1.1: mobile 94 < 95',
      '/x HTTP/1.1: LCP 2.01 s > 2 s',
      '/x HTTP/2: mobile 96 < 97',
    ]);
  });
});

describe('the sweep’s table', () => {
  it('lists every route slowest first with both protocols, says how it was measured and names what missed', () => {
    const table = sweepTable(sweepOf([
      { route: 'news', path: '/news', member: false, http1: m(99, 1500, 20), http2: m(99) },
      { route: 'cart', path: '/cart', member: true, http1: m(91, 2400, 120), http2: m(95) },
    ]));
    const lines = table.split('\n');
    const cart = lines.findIndex((l) => l.startsWith('| cart (member) | `/cart` | 91 / 2.40 s / 120 ms / 0.000 / 150 KB | 95 /'));
    const news = lines.findIndex((l) => l.startsWith('| news | `/news` | 99 / 1.50 s / 20 ms'));
    expect(cart).toBeGreaterThan(0);
    expect(news).toBeGreaterThan(cart);
    expect(table).toContain('median of 3 runs');
    expect(table).toContain('Missed (3):');
    expect(table).toContain('- /cart HTTP/2: mobile 95 < 97');
  });
});

describe('reading the committed sweep', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));

  it('answers nothing where there is no file, and refuses a file that is not a sweep', () => {
    expect(readSweep(path.join(dir, 'none.json'))).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'bad.json'), '{"pages": []}');
    expect(() => readSweep(path.join(dir, 'bad.json'))).toThrow('is not a Lighthouse sweep');
    fs.writeFileSync(path.join(dir, 'good.json'), JSON.stringify(sweepOf([])));
    expect(readSweep(path.join(dir, 'good.json'))?.runs).toBe(3);
  });
});
