/**
 * The field measurements' arithmetic, pure: reading the collector's NDJSON lines, the 75th percentile, Google's
 * ratings, and the grouping by route, by error and by day that `npm run field:report` prints (scripts/field-report.ts).
 */

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];
export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Google's thresholds (web.dev/articles/vitals): good up to `good`, poor above `poor`; ms except CLS. */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

export const RATING_LABEL: Record<Rating, string> = { good: '良好', 'needs-improvement': '需改进', poor: '较差' };

export function ratingOf(metric: MetricName, value: number): Rating {
  const t = THRESHOLDS[metric];
  if (value <= t.good) return 'good';
  return value > t.poor ? 'poor' : 'needs-improvement';
}

/**
 * The p-th percentile by the nearest-rank method: the smallest sample with at least p % of the samples at or below
 * it — always one of the samples, as the Chrome UX Report reads p75. Undefined for no samples.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export interface MetricRow {
  kind: 'metric';
  name: MetricName;
  value: number;
  route: string;
  id?: string;
  received_at: string;
}

export interface ErrorRow {
  kind: 'error';
  type: string;
  message: string;
  route: string;
  frame?: string;
  count: number;
  received_at: string;
}

export type FieldRow = MetricRow | ErrorRow;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One stored line as a row, or undefined when it is not one (a line cut short by a full disk, a hand edit). */
export function toRow(value: unknown): FieldRow | undefined {
  if (!isRecord(value) || typeof value.route !== 'string' || typeof value.received_at !== 'string') return undefined;
  if (value.kind === 'metric') {
    if (!METRICS.includes(value.name as MetricName) || typeof value.value !== 'number' || !Number.isFinite(value.value)) return undefined;
    return { kind: 'metric', name: value.name as MetricName, value: value.value, route: value.route, id: typeof value.id === 'string' ? value.id : undefined, received_at: value.received_at };
  }
  if (value.kind === 'error') {
    if (typeof value.message !== 'string' || typeof value.count !== 'number' || !(value.count >= 1)) return undefined;
    return {
      kind: 'error',
      type: typeof value.type === 'string' ? value.type : 'error',
      message: value.message,
      route: value.route,
      frame: typeof value.frame === 'string' ? value.frame : undefined,
      count: Math.floor(value.count),
      received_at: value.received_at,
    };
  }
  return undefined;
}

/** NDJSON text → rows, with the number of lines that were not a record. */
export function parseNdjson(text: string): { rows: FieldRow[]; skipped: number } {
  const rows: FieldRow[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let row: FieldRow | undefined;
    try {
      row = toRow(JSON.parse(line));
    } catch {
      row = undefined;
    }
    if (row) rows.push(row);
    else skipped += 1;
  }
  return { rows, skipped };
}

/**
 * One value per metric and page load: web-vitals reports CLS and INP again when they grow after the page was hidden
 * once, with the same id; the last report (the later line) is the page load's value.
 */
export function lastPerId(rows: readonly MetricRow[]): MetricRow[] {
  const byId = new Map<string, MetricRow>();
  const anonymous: MetricRow[] = [];
  for (const row of rows) {
    if (row.id) byId.set(`${row.name}:${row.id}`, row);
    else anonymous.push(row);
  }
  return [...anonymous, ...byId.values()];
}

export interface MetricSummary {
  n: number;
  p75: number;
  rating: Rating;
}

export interface RouteSummary {
  route: string;
  /** Page loads measured: the most samples any one metric has (TTFB and FCP come from nearly every load). */
  loads: number;
  metrics: Partial<Record<MetricName, MetricSummary>>;
}

export interface ErrorSummary {
  type: string;
  message: string;
  route: string;
  frame?: string;
  count: number;
}

export interface DayPoint {
  /** YYYY-MM-DD in Beijing time, the buyers' day. */
  day: string;
  p75: number;
  n: number;
}

export interface FieldSummary {
  records: number;
  first?: string;
  last?: string;
  routes: RouteSummary[];
  errors: ErrorSummary[];
  daily: Record<MetricName, DayPoint[]>;
}

function summarizeValues(name: MetricName, values: number[]): MetricSummary | undefined {
  const p75 = percentile(values, 75);
  return p75 === undefined ? undefined : { n: values.length, p75, rating: ratingOf(name, p75) };
}

/** The received time's day in Beijing (UTC+8, no daylight saving), or undefined for an unreadable time. */
export function beijingDay(iso: string): string | undefined {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? new Date(t + 8 * 3_600_000).toISOString().slice(0, 10) : undefined;
}

function group<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Routes by page loads (most first), errors by count (most first, `topErrors` of them), days in order. */
export function summarize(rows: readonly FieldRow[], topErrors = 10): FieldSummary {
  const metrics = lastPerId(rows.filter((r): r is MetricRow => r.kind === 'metric'));
  const errorRows = rows.filter((r): r is ErrorRow => r.kind === 'error');

  const routes: RouteSummary[] = [...group(metrics, (r) => r.route)].map(([route, list]) => {
    const summary: RouteSummary = { route, loads: 0, metrics: {} };
    for (const name of METRICS) {
      const m = summarizeValues(name, list.filter((r) => r.name === name).map((r) => r.value));
      if (!m) continue;
      summary.metrics[name] = m;
      summary.loads = Math.max(summary.loads, m.n);
    }
    return summary;
  });
  routes.sort((a, b) => b.loads - a.loads || a.route.localeCompare(b.route));

  const errors: ErrorSummary[] = [...group(errorRows, (r) => JSON.stringify([r.type, r.message, r.route, r.frame ?? '']))].map(([, list]) => {
    const first = list[0] as ErrorRow;
    return { type: first.type, message: first.message, route: first.route, frame: first.frame, count: list.reduce((n, r) => n + r.count, 0) };
  });
  errors.sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));

  const daily = Object.fromEntries(
    METRICS.map((name) => {
      const byDay = group(
        metrics.filter((r) => r.name === name),
        (r) => beijingDay(r.received_at),
      );
      const points = [...byDay]
        .map(([day, list]) => ({ day, n: list.length, p75: percentile(list.map((r) => r.value), 75) as number }))
        .sort((a, b) => a.day.localeCompare(b.day));
      return [name, points];
    }),
  ) as Record<MetricName, DayPoint[]>;

  const times = rows.map((r) => r.received_at).filter((t) => Number.isFinite(Date.parse(t))).sort();
  return { records: rows.length, first: times[0], last: times[times.length - 1], routes, errors: errors.slice(0, topErrors), daily };
}

/** A metric's value as the report prints it: `1840 ms`, CLS `0.082`. */
export function formatValue(name: MetricName, value: number): string {
  return THRESHOLDS[name].unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}
