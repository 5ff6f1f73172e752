import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { BUILD_VERSION } from './build-version';
import type { ErrorCapture } from './capture';
import { ErrorTally } from './error-record';
import {
  CONNECTION_TYPES,
  MAX_BATCH_BYTES,
  MAX_RECORDS_PER_REQUEST,
  type ConnectionType,
  type FieldRecord,
  type MetricRecord,
} from './records';
import { sendBatch } from './transport';

/**
 * The field measurements of one page load, loaded by index.ts once the page is interactive (its own chunk, with
 * web-vitals): the five web-vitals metrics and the script errors are kept in a batch that is sent when the page is
 * hidden or left (visibilitychange → hidden, pagehide), which is also when web-vitals reports LCP, CLS and INP.
 */

/** The registration functions of web-vitals; tests pass their own. */
export interface Vitals {
  onLCP: typeof onLCP;
  onINP: typeof onINP;
  onCLS: typeof onCLS;
  onFCP: typeof onFCP;
  onTTFB: typeof onTTFB;
}

export interface FieldClientOptions {
  /** runtime-config.json's telemetryUrl. */
  url: string;
  /** The route the page was loaded on (the route table's name). */
  loadRoute: string;
  /** Errors captured before this chunk arrived. */
  early?: readonly ErrorCapture[];
  version?: string;
  origin?: string;
  connection?: () => ConnectionType | undefined;
  send?: (url: string, records: readonly FieldRecord[]) => unknown;
  vitals?: Vitals;
  /** Where visibilitychange and pagehide are listened to. */
  view?: Window;
}

export interface FieldClient {
  error(capture: ErrorCapture): void;
  /** Sends what is waiting, in requests of at most MAX_RECORDS_PER_REQUEST records and MAX_BATCH_BYTES. */
  flush(): void;
}

/** navigator.connection.effectiveType where the browser has it (Chromium), one of the four values, else nothing. */
export function effectiveConnection(nav: Navigator = navigator): ConnectionType | undefined {
  const type = (nav as Navigator & { connection?: { effectiveType?: unknown } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((t) => t === type);
}

function metricRecord(metric: Metric, route: string, version: string, connection: ConnectionType | undefined): MetricRecord {
  const record: MetricRecord = {
    kind: 'metric',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    id: metric.id,
    navigation: metric.navigationType,
    route,
    version,
  };
  if (connection) record.connection = connection;
  return record;
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** Records in request-sized groups: at most MAX_RECORDS_PER_REQUEST each, and below MAX_BATCH_BYTES of JSON. */
export function toBatches(records: readonly FieldRecord[]): FieldRecord[][] {
  const batches: FieldRecord[][] = [];
  let current: FieldRecord[] = [];
  let bytes = 0;
  for (const record of records) {
    const size = utf8Length(JSON.stringify(record)) + 1;
    if (current.length && (current.length >= MAX_RECORDS_PER_REQUEST || bytes + size > MAX_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(record);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

export function createFieldClient(options: FieldClientOptions): FieldClient & { metric(metric: Metric): void } {
  const version = options.version ?? BUILD_VERSION;
  const origin = options.origin ?? window.location.origin;
  const connection = options.connection ?? (() => effectiveConnection());
  const send = options.send ?? sendBatch;
  // The latest report of each metric of this page load not sent yet, by web-vitals' id: CLS and INP are reported
  // again when they grow after a flush, and the collector's report keeps the last record of an id.
  const metrics = new Map<string, MetricRecord>();
  const errors = new ErrorTally({ origin, version, connection });
  for (const capture of options.early ?? []) errors.add(capture);
  return {
    metric(metric) {
      metrics.set(`${metric.name}:${metric.id}`, metricRecord(metric, options.loadRoute, version, connection()));
    },
    error(capture) {
      errors.add(capture);
    },
    flush() {
      const records: FieldRecord[] = [...metrics.values(), ...errors.take()];
      metrics.clear();
      for (const batch of toBatches(records)) send(options.url, batch);
    },
  };
}

/**
 * Starts measuring: web-vitals' five metrics and the errors, sent when the page is hidden or left.
 *
 * Soft navigations (the SPA's route changes) start no new measurement: web-vitals measures the document's load —
 * TTFB, FCP and LCP happen once, and CLS and INP cover the whole time the document is open, route changes included —
 * so every metric is tagged with the route the page was loaded on. Errors carry the route shown when they happened.
 */
export function startFieldClient(options: FieldClientOptions): FieldClient {
  const client = createFieldClient(options);
  const vitals = options.vitals ?? { onLCP, onINP, onCLS, onFCP, onTTFB };
  const report = (metric: Metric) => client.metric(metric);
  // Every change of LCP, CLS and INP, each kept (by id) over the one before until the page is hidden: web-vitals works
  // out INP's latest interaction in an idle callback, and one still pending when the page is hidden reports only as
  // a change — before this file's flush (below), so the batch carries the final value.
  const allChanges = { reportAllChanges: true };
  vitals.onTTFB(report);
  vitals.onFCP(report);
  vitals.onLCP(report, allChanges);
  vitals.onCLS(report, allChanges);
  vitals.onINP(report, allChanges);
  const view = options.view ?? window;
  // Registered after web-vitals' own listeners (on the window, in the capture phase), and here in the bubbling phase
  // on the document: web-vitals has reported LCP, CLS and INP by the time this runs.
  view.document.addEventListener('visibilitychange', () => {
    if (view.document.visibilityState === 'hidden') client.flush();
  });
  view.addEventListener('pagehide', () => client.flush());
  return { error: (capture) => client.error(capture), flush: () => client.flush() };
}
