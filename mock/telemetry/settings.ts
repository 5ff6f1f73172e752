import path from 'node:path';
import { DEFAULT_MAX_BYTES } from './collector';

/**
 * The collector's environment for `npm start` and `npm run dev` (mock/server.ts):
 * - `TELEMETRY=off` — no collector, and runtime-config.json names no telemetryUrl (the site then loads nothing);
 * - `FIELD_FILE` — the NDJSON file (default `.field/telemetry.ndjson`, relative to the working folder);
 * - `FIELD_MAX_BYTES` — rotate the file past this size (default 10 MB);
 * - `TELEMETRY_SAMPLE_RATE` — the share of page loads that measure, 0..1 (default 1).
 * A value that is not understood stops the server with the reason rather than running in a way nobody asked for.
 */

export const DEFAULT_FIELD_FILE = '.field/telemetry.ndjson';

/** The file the collector writes, or undefined when TELEMETRY=off. */
export function fieldFileFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.TELEMETRY === 'off') return undefined;
  return path.resolve(env.FIELD_FILE || DEFAULT_FIELD_FILE);
}

export function sampleRateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TELEMETRY_SAMPLE_RATE;
  if (raw === undefined || raw === '') return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`TELEMETRY_SAMPLE_RATE must be a number from 0 to 1, not "${raw}"`);
  return rate;
}

export function maxBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FIELD_MAX_BYTES;
  if (raw === undefined || raw === '') return DEFAULT_MAX_BYTES;
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 1024) throw new Error(`FIELD_MAX_BYTES must be a whole number of bytes, at least 1024, not "${raw}"`);
  return bytes;
}
