import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetHttpEffects, setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '@/lib/http';
import { server } from './msw-server';

// findBy… and waitFor wait for a condition the page will show; their time-out is a limit for a hung test, not a pace.
// Testing-library's 1 s default failed a lazily loaded dialog on a busy host (one core, another test file beside it).
configure({ asyncUtilTimeout: 10_000 });

// jsdom's fetch needs absolute URLs; the site calls same-origin paths.
const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetHttpEffects();
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: ORIGIN });
  vi.useRealTimers();
});
afterAll(() => server.close());
setRuntimeConfig({ apiBaseUrl: ORIGIN });

// semantic-ui-react 2.1.5 uses findDOMNode (Ref) and warns under StrictMode. Filter exactly that warning; every
// other console error still reaches the output.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  const first = typeof args[0] === 'string' ? args[0] : '';
  if (first.includes('findDOMNode is deprecated')) return;
  originalError(...args);
};
