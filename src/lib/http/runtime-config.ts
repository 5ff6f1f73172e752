/**
 * Deployment settings read at run time from /runtime-config.json, so one build serves any API host.
 * A missing or malformed file falls back to same-origin defaults rather than stopping the site.
 */
export interface RuntimeConfig {
  /** Prefix of every API call, e.g. "https://api.yaocai.example.cn"; "" means same origin. */
  apiBaseUrl: string;
  /** The main-site login page that 401 / 10001 sends the browser to. */
  loginUrl: string;
  /** Request timeout in ms (30000 unless the deployment says otherwise). */
  timeoutMs: number;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = Object.freeze({ apiBaseUrl: '', loginUrl: '/login', timeoutMs: 30_000 });

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
  return out;
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
