/** Where the service worker is on or off: the server's runtime-config.json field, and the site's reading of it. */
import { describe, expect, it } from 'vitest';
import { serviceWorkerEnabled } from '@mock/server';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from '@/lib/http/runtime-config';

describe('the serviceWorker setting', () => {
  it('is on by default, off in Prism mode, in dev mode and when the installation turns it off', () => {
    expect(serviceWorkerEnabled({})).toBe(true);
    expect(serviceWorkerEnabled({ API: 'prism' })).toBe(false);
    // scripts/dev.ts sets it for `npm run dev`; an installation sets it for `npm start`.
    expect(serviceWorkerEnabled({ SERVICE_WORKER: 'off' })).toBe(false);
    expect(serviceWorkerEnabled({ SERVICE_WORKER: 'on', API_TARGET: 'http://api.internal:8081' })).toBe(true);
  });

  it('the site reads a boolean and nothing else; absent, the worker is on', () => {
    expect(DEFAULT_RUNTIME_CONFIG.serviceWorker).toBe(true);
    expect(parseRuntimeConfig({ serviceWorker: false })).toEqual({ serviceWorker: false });
    expect(parseRuntimeConfig({ serviceWorker: true })).toEqual({ serviceWorker: true });
    for (const bad of ['false', 0, null, {}]) expect(parseRuntimeConfig({ serviceWorker: bad })).toEqual({});
  });
});
