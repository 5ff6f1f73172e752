/**
 * Deployment settings read at run time from /runtime-config.json, so one build serves any API host.
 * A missing or malformed file falls back to same-origin defaults rather than stopping the site.
 */
interface RuntimeConfig {
  /** Prefix of every API call, e.g. "https://api.yaocai.example.cn"; "" means same origin. */
  apiBaseUrl: string;
  /** The main-site login page that 401 / 10001 sends the browser to. */
  loginUrl: string;
  /** Request timeout in ms (30000 unless the deployment says otherwise). */
  timeoutMs: number;
  /**
   * Where the field measurements (web-vitals and script errors, src/lib/telemetry) are sent: a same-origin path such as
   * "/telemetry" or an http(s) URL. Absent: nothing is measured or sent, and the measuring code is never loaded.
   */
  telemetryUrl?: string;
  /** The share of page loads that measure and send, 0..1, decided once per load (1 when only telemetryUrl is given). */
  telemetrySampleRate?: number;
  /**
   * Whether the site installs its service worker (offline use, repeat visits from the device; src/lib/offline). false:
   * none is registered and one installed before is unregistered with everything it kept. The reference server writes
   * false in Prism and dev mode and when SERVICE_WORKER=off; an nginx installation sets it in its runtime-config.json.
   */
  serviceWorker: boolean;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = Object.freeze({ apiBaseUrl: '', loginUrl: '/login', timeoutMs: 30_000, serviceWorker: true });

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export const getRuntimeConfig = (): RuntimeConfig => current;

export function setRuntimeConfig(patch: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...patch };
  return current;
}

/** Keeps only well-formed fields of an untrusted JSON value. */
export function parseRuntimeConfig(raw: unknown): Partial<RuntimeConfig> {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: Partial<RuntimeConfig> = {};
  if (typeof r.apiBaseUrl === 'string' && /^(https?:\/\/[^\s/]+)?(\/[^\s]*)?$/.test(r.apiBaseUrl)) {
    out.apiBaseUrl = r.apiBaseUrl.replace(/\/+$/, '');
  }
  if (typeof r.loginUrl === 'string' && /^(https?:\/\/|\/)[^\s]*$/.test(r.loginUrl)) out.loginUrl = r.loginUrl;
  if (typeof r.timeoutMs === 'number' && Number.isInteger(r.timeoutMs) && r.timeoutMs > 0) out.timeoutMs = r.timeoutMs;
  if (typeof r.serviceWorker === 'boolean') out.serviceWorker = r.serviceWorker;
  Object.assign(out, parseTelemetrySettings(r.telemetryUrl, r.telemetrySampleRate));
  return out;
}

/**
 * The field measurements' two settings, or none: a bad URL (not a path of this site or an http(s) URL; `//host` is
 * another host) or a bad sample rate (not a number from 0 to 1) turns the measurements off rather than guessing what
 * the deployment meant.
 */
function parseTelemetrySettings(url: unknown, rate: unknown): Pick<RuntimeConfig, 'telemetryUrl' | 'telemetrySampleRate'> {
  if (typeof url !== 'string' || url.length > 2000 || !/^(https?:\/\/[^\s/]+)?\/(?!\/)[^\s]*$/.test(url)) return {};
  if (rate === undefined) return { telemetryUrl: url, telemetrySampleRate: 1 };
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 1) return {};
  return { telemetryUrl: url, telemetrySampleRate: rate };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    // The default cache mode, so the request index.html preloads (<link rel="preload" as="fetch">) is the one used;
    // the server sends the file with Cache-Control: no-store, so it is never stale.
    const res = await fetchImpl('/runtime-config.json');
    if (res.ok) return setRuntimeConfig(parseRuntimeConfig(await res.json()));
  } catch {
    // Unreadable config: keep the defaults, the site still works same-origin.
  }
  return current;
}
