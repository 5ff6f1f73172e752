import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { formatReport, readFieldData, renderHtml } from '@scripts/field-report';
import { lastPerId, METRICS, parseNdjson, percentile, ratingOf, summarize, type MetricRow } from '@scripts/lib/field-stats';

describe('percentile', () => {
  it('p75 is one of the samples, within their range, with at least 75 % of them at or below it and fewer than 75 % below', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 200 }), (values) => {
        const p75 = percentile(values, 75) as number;
        expect(values).toContain(p75);
        expect(p75).toBeGreaterThanOrEqual(Math.min(...values));
        expect(p75).toBeLessThanOrEqual(Math.max(...values));
        expect(values.filter((v) => v <= p75).length).toBeGreaterThanOrEqual(0.75 * values.length);
        expect(values.filter((v) => v < p75).length).toBeLessThan(0.75 * values.length);
      }),
    );
  });

  it('has none for no samples', () => {
    expect(percentile([], 75)).toBeUndefined();
  });
});

describe('ratings by Google’s thresholds', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
  ] as const)('%s %s is %s', (metric, value, rating) => {
    expect(ratingOf(metric, value)).toBe(rating);
  });
});

const at = '2026-11-25T02:00:00.000Z';
const line = (r: Record<string, unknown>) => JSON.stringify({ received_at: at, version: '0.1.0', ...r });
const m = (name: string, value: number, route: string, id: string, receivedAt = at) => line({ kind: 'metric', name, value, route, id, received_at: receivedAt });

/**
 * home: four page loads with LCP 1000, 2000, 3000 and 4000 ms — p75 by nearest rank is the 3rd of 4, 3000 ms (需改进);
 * CLS reported twice for one load (0.3, then 0.05 with the same id: the last counts) and 0.02 for another — p75 of
 * [0.05, 0.02] is 0.05 (良好). list_info: one load, INP 600 ms (较差). One line is not JSON and one not a record.
 */
const FIXTURE = [
  m('LCP', 1000, 'home', 'a'),
  m('LCP', 2000, 'home', 'b'),
  m('LCP', 3000, 'home', 'c'),
  m('LCP', 4000, 'home', 'd'),
  m('CLS', 0.3, 'home', 'e'),
  m('CLS', 0.05, 'home', 'e', '2026-11-26T02:00:00.000Z'),
  m('CLS', 0.02, 'home', 'f'),
  m('INP', 600, 'list_info', 'g'),
  '{"kind": "metric", "name": "LCP", "val',
  line({ kind: 'visit', route: 'home' }),
  line({ kind: 'error', type: 'error', message: 'TypeError: x is undefined', route: 'cart', frame: '/assets/cart-page_c088.js:1:23', count: 3 }),
  line({ kind: 'error', type: 'error', message: 'TypeError: x is undefined', route: 'cart', frame: '/assets/cart-page_c088.js:1:23', count: 2 }),
  line({ kind: 'error', type: 'rejection', message: '<img src=x onerror=alert(1)>', route: 'home', count: 1 }),
].join('\n');

function fixtureFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-report-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'telemetry.ndjson');
  // The older half in the rotated file, as the collector leaves it.
  const lines = FIXTURE.split('\n');
  fs.writeFileSync(`${file}.1`, `${lines.slice(0, 4).join('\n')}\n`);
  fs.writeFileSync(file, `${lines.slice(4).join('\n')}\n`);
  return file;
}

describe('reading the stored lines', () => {
  it('skips lines that are not records', () => {
    const { rows, skipped } = parseNdjson(FIXTURE);
    expect(skipped).toBe(2);
    expect(rows).toHaveLength(FIXTURE.split('\n').length - 2);
  });

  it('keeps the last report of a metric of one page load', () => {
    const rows = parseNdjson(FIXTURE).rows.filter((r): r is MetricRow => r.kind === 'metric' && r.name === 'CLS');
    expect(lastPerId(rows).map((r) => r.value).sort()).toEqual([0.02, 0.05]);
  });

  it('reads the rotated files with the current one', () => {
    const data = readFieldData(fixtureFile());
    expect(data.files.map((f) => path.basename(f))).toEqual(['telemetry.ndjson.1', 'telemetry.ndjson']);
    expect(data.rows.filter((r) => r.kind === 'metric' && r.name === 'LCP')).toHaveLength(4);
  });
});

describe('npm run field:report', () => {
  it('prints per route the page loads and the p75 of each metric with its rating', () => {
    const report = formatReport(readFieldData(fixtureFile()));
    const row = (route: string) => report.split('\n').find((l) => l.startsWith(`${route} `)) ?? '';
    expect(row('home')).toMatch(/^home\s+4\s+3000 ms 需改进\s+—\s+0\.050 良好\s+—\s+—$/);
    expect(row('list_info')).toMatch(/^list_info\s+1\s+—\s+600 ms 较差/);
  });

  it('adds up the counts of one error across records', () => {
    const summary = summarize(readFieldData(fixtureFile()).rows);
    expect(summary.errors[0]).toEqual({ type: 'error', message: 'TypeError: x is undefined', route: 'cart', frame: '/assets/cart-page_c088.js:1:23', count: 5 });
    expect(formatReport(readFieldData(fixtureFile()))).toMatch(/5\s+cart\s+脚本错误\s+TypeError: x is undefined\s+\/assets\/cart-page_c088\.js:1:23/);
  });

  it('says so when there is no file yet', () => {
    expect(formatReport(readFieldData(path.join(os.tmpdir(), 'no-such-folder-field', 'telemetry.ndjson')))).toContain('没有找到现场测量文件');
  });

  it('writes a self-contained page: an SVG chart per metric, the tables, no script and nothing fetched', () => {
    const html = renderHtml(readFieldData(fixtureFile()));
    for (const name of METRICS) expect(html).toContain(`data-metric="${name}"`);
    expect(html.match(/<svg\b/g)).toHaveLength(METRICS.length);
    expect(html).not.toMatch(/<script/i);
    // No attribute that loads anything (the escaped message's text "src=x" is not in a tag).
    expect(html).not.toMatch(/<[^>]*\s(src|href|srcset)=|url\(|@import/i);
    expect(html).toContain('3000 ms 需改进');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).not.toContain('<img');
  });

  it('charts the p75 of each day', () => {
    const { daily } = summarize(readFieldData(fixtureFile()).rows);
    // CLS: the load reported twice counts on the day of its last report.
    expect(daily.CLS).toEqual([
      { day: '2026-11-25', p75: 0.02, n: 1 },
      { day: '2026-11-26', p75: 0.05, n: 1 },
    ]);
    expect(daily.LCP).toEqual([{ day: '2026-11-25', p75: 3000, n: 4 }]);
  });
});
