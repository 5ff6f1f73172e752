/**
 * The Lighthouse sweep of every built route (`npm run lighthouse -- --all`): its record, kept in docs/lighthouse-sweep.json
 * and shown in docs/lighthouse-sweep.md, the targets every route is held to, and the slowest routes the CI gate adds
 * to its own pages from the last sweep.
 */
import fs from 'node:fs';

/** One route's medians in one protocol (mobile profile). */
export interface SweepMeasure {
  performance: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** What the load transferred (Lighthouse's total byte weight), bytes. */
  bytes: number;
  /** The CPU multiplier the runs were audited with (scripts/lib/cpu-calibration.ts), median. */
  multiplier: number;
}

export type Protocol = 'http1' | 'http2';

export interface SweepRow {
  route: string;
  path: string;
  /** Measured as the demo member kangning (a member page sends a visitor to the login page). */
  member: boolean;
  http1?: SweepMeasure;
  http2?: SweepMeasure;
}

export interface Sweep {
  /** When it was measured (ISO date-time). */
  measured: string;
  runs: number;
  /** The host workload's main-thread CPU ms the multipliers were calibrated to. */
  hostWorkloadMs: number;
  rows: SweepRow[];
}

export const SWEEP_FILE = 'docs/lighthouse-sweep.json';
export const SWEEP_TABLE = 'docs/lighthouse-sweep.md';

/** What every route owes a phone on slow 4G: over plain HTTP/1.1 (a simple proxy) and over HTTP/2. */
export const SWEEP_TARGETS = { http1: { performance: 95, lcp: 2000 }, http2: { performance: 97 } } as const;

/** Where a route misses the sweep's targets, one line each. */
export function sweepMisses(row: SweepRow): string[] {
  const out: string[] = [];
  const h1 = row.http1;
  if (h1 && h1.performance < SWEEP_TARGETS.http1.performance) out.push(`${row.path} HTTP/1.1: mobile ${h1.performance} < ${SWEEP_TARGETS.http1.performance}`);
  if (h1 && h1.lcp > SWEEP_TARGETS.http1.lcp) out.push(`${row.path} HTTP/1.1: LCP ${(h1.lcp / 1000).toFixed(2)} s > ${SWEEP_TARGETS.http1.lcp / 1000} s`);
  const h2 = row.http2;
  if (h2 && h2.performance < SWEEP_TARGETS.http2.performance) out.push(`${row.path} HTTP/2: mobile ${h2.performance} < ${SWEEP_TARGETS.http2.performance}`);
  return out;
}

/** Slower first: the lower score, then the later LCP, then the longer blocking time. */
const slower = (a: SweepMeasure, b: SweepMeasure) => a.performance - b.performance || b.lcp - a.lcp || b.tbt - a.tbt;

/**
 * The `count` slowest routes of a sweep over HTTP/2 (the protocol the gate measures; HTTP/1.1 where a sweep has only
 * that), leaving out the addresses in `exclude` (the gate's own pages).
 */
export function slowestRoutes(sweep: Sweep, count: number, exclude: ReadonlySet<string> = new Set()): SweepRow[] {
  const measureOf = (r: SweepRow) => r.http2 ?? r.http1;
  return sweep.rows
    .filter((r) => !exclude.has(r.path) && measureOf(r) !== undefined)
    .sort((a, b) => slower(measureOf(a)!, measureOf(b)!))
    .slice(0, count);
}

/** Reads the committed sweep; undefined when there is none. Throws on a file that is not a sweep. */
export function readSweep(file = SWEEP_FILE): Sweep | undefined {
  if (!fs.existsSync(file)) return undefined;
  const sweep = JSON.parse(fs.readFileSync(file, 'utf8')) as Sweep;
  if (!Array.isArray(sweep.rows) || typeof sweep.runs !== 'number') throw new Error(`${file} is not a Lighthouse sweep`);
  return sweep;
}

const cell = (m: SweepMeasure | undefined) =>
  m ? `${m.performance} / ${(m.lcp / 1000).toFixed(2)} s / ${Math.round(m.tbt)} ms / ${m.cls.toFixed(3)} / ${Math.round(m.bytes / 1024)} KB` : '—';

/** The sweep as a Markdown table, slowest over HTTP/2 first, with how it was measured and what missed. */
export function sweepTable(sweep: Sweep): string {
  const rows = slowestRoutes(sweep, sweep.rows.length);
  const misses = sweep.rows.flatMap(sweepMisses);
  const lines = [
    '# Lighthouse on every built route',
    '',
    `Measured ${sweep.measured.slice(0, 10)} by \`npm run lighthouse -- --all\` (scripts/lighthouse.ts): Lighthouse 12's mobile`,
    `profile (simulated slow 4G), the CPU multiplier calibrated to the host (its workload read ${sweep.hostWorkloadMs} ms),`,
    `median of ${sweep.runs} run${sweep.runs === 1 ? '' : 's'} per route and protocol, member pages as the demo member kangning. Each cell: performance`,
    '/ LCP / TBT / CLS / bytes transferred. Targets: over HTTP/1.1 performance ≥ 95 with LCP ≤ 2.0 s, over HTTP/2 ≥ 97.',
    'The CI gate adds the five slowest routes over HTTP/2 (the first rows below that are not already its pages) to its own.',
    '',
    '| route | address | HTTP/1.1 | HTTP/2 |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.route}${r.member ? ' (member)' : ''} | \`${r.path}\` | ${cell(r.http1)} | ${cell(r.http2)} |`),
    '',
    misses.length ? `Missed (${misses.length}):` : 'Every route meets its targets.',
    ...misses.map((m) => `- ${m}`),
    '',
  ];
  return lines.join('\n');
}
