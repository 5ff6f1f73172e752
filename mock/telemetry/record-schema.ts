/**
 * The JSON Schema of a request to the field-measurement collector (POST /telemetry): `{ "records": [ … ] }`, each record
 * a web-vitals metric or a script error as the site's client sends it (src/lib/telemetry/records.ts). Every object
 * says `additionalProperties: false` and the collector validates with ajv's `removeAdditional`, so a field the schema
 * does not name is dropped, never stored. `kind` picks the record's shape (ajv's `discriminator`), which also makes
 * ajv check — and strip — a record against its own shape only.
 */

/** At most this many records in one request (the site's client sends at most 20). */
export const MAX_RECORDS = 50;

const ROUTE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' } as const;
const VERSION = { type: 'string', pattern: '^[A-Za-z0-9.+_-]{1,64}$' } as const;
const CONNECTION = { type: 'string', enum: ['slow-2g', '2g', '3g', '4g'] } as const;

const METRIC = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name', 'value', 'route', 'version'],
  properties: {
    kind: { const: 'metric' },
    name: { type: 'string', enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] },
    // Milliseconds (an hour at most), or CLS's unitless score.
    value: { type: 'number', minimum: 0, maximum: 3_600_000 },
    rating: { type: 'string', enum: ['good', 'needs-improvement', 'poor'] },
    id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' },
    navigation: { type: 'string', enum: ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] },
    route: ROUTE,
    connection: CONNECTION,
    version: VERSION,
  },
} as const;

const ERROR = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'type', 'message', 'route', 'count', 'version'],
  properties: {
    kind: { const: 'error' },
    type: { type: 'string', enum: ['error', 'rejection'] },
    message: { type: 'string', minLength: 1, maxLength: 200 },
    route: ROUTE,
    // `/assets/index_3e2a.c58429ff.js:1:2345`: a path of the site, a line and a column; no origin, no query.
    frame: { type: 'string', maxLength: 200, pattern: '^/[A-Za-z0-9._/-]+:\\d{1,9}:\\d{1,9}$' },
    count: { type: 'integer', minimum: 1, maximum: 100_000 },
    connection: CONNECTION,
    version: VERSION,
  },
} as const;

export const FIELD_BATCH_SCHEMA = {
  $id: 'https://yaocai.example.cn/schemas/field-batch.json',
  title: 'Field measurements batch',
  type: 'object',
  additionalProperties: false,
  required: ['records'],
  properties: {
    records: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_RECORDS,
      items: {
        type: 'object',
        required: ['kind'],
        discriminator: { propertyName: 'kind' },
        oneOf: [METRIC, ERROR],
      },
    },
  },
} as const;

/** A record as stored: what the schema kept, and the collector's `received_at`. */
export type StoredRecord = Record<string, unknown> & { kind: 'metric' | 'error'; route: string; received_at: string };
