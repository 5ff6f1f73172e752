/**
 * What a page load sends to the collector (runtime-config.json's telemetryUrl): a batch of records, each tagged with
 * the route's name from the route table — never the address, so no id, no query and no search words leave the page —
 * the build's version and, where the browser tells it, the connection type. Nothing about the buyer is ever sent: no
 * account, no cookie value, no form value, no address. The collector (mock/telemetry/record-schema.ts) holds the same
 * shape as a JSON Schema and drops whatever else a record carries.
 */

export type MetricName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** navigator.connection.effectiveType's values (Chromium-based browsers only). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** One web-vitals measurement of one page load. */
export interface MetricRecord {
  kind: 'metric';
  name: MetricName;
  /** Milliseconds, rounded (CLS: the unitless score, 4 decimals). */
  value: number;
  /** web-vitals' own rating by Google's thresholds. */
  rating: 'good' | 'needs-improvement' | 'poor';
  /** web-vitals' id of the metric in this page load (random, per load): a later report of the same metric replaces it. */
  id: string;
  /** How the page was reached: navigate, reload, back-forward, back-forward-cache, prerender, restore. */
  navigation: string;
  route: string;
  connection?: ConnectionType;
  version: string;
}

/** A script error or an unhandled rejection, repeats within a page load counted rather than sent again. */
export interface ErrorRecord {
  kind: 'error';
  type: 'error' | 'rejection';
  /** At most MAX_MESSAGE characters, with addresses' queries and long digit runs taken out. */
  message: string;
  route: string;
  /** The first frame of the site's own code: `/assets/file.js:line:col`, no origin, no query. */
  frame?: string;
  count: number;
  connection?: ConnectionType;
  version: string;
}

export type FieldRecord = MetricRecord | ErrorRecord;

/** The body of one request to the collector. */
export interface FieldBatch {
  records: FieldRecord[];
}

/** Longest error message sent, in characters. */
export const MAX_MESSAGE = 200;
/** At most this many records go in one request (the collector accepts up to 50). */
export const MAX_RECORDS_PER_REQUEST = 20;
/** A request's body stays below this many bytes (the collector refuses bodies over 16 KB). */
export const MAX_BATCH_BYTES = 12 * 1024;
/** Distinct errors kept per page load: a page failing in a loop sends a count, not a flood. */
export const MAX_ERROR_KINDS = 20;
