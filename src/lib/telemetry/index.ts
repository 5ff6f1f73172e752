import { afterLoadWhenIdle } from '../main-thread';
import { fromErrorEvent, fromRejection, type ErrorCapture } from './capture';
import type { FieldClient, FieldClientOptions } from './field-client';

/**
 * Field measurements (web-vitals and script errors) of real page loads, sent to runtime-config.json's telemetryUrl.
 * This file is all of it that the first load carries: it decides once per page load whether this load measures (the
 * sample rate), keeps the errors that happen meanwhile, and loads the client (field-client.ts, with web-vitals) by a
 * dynamic import once the page has loaded and the browser is idle. Without a telemetryUrl nothing is listened to,
 * loaded or sent.
 */

export interface FieldTelemetryOptions {
  /** runtime-config.json's telemetryUrl, as parseRuntimeConfig kept it; absent: off. */
  url?: string;
  /** runtime-config.json's telemetrySampleRate, 0..1; absent: 1. */
  sampleRate?: number;
  /** The route table's name of the page shown now (never its address). */
  routeName: () => string;
  random?: () => number;
  /** When to load the client; by default after the load event, in an idle period. */
  whenIdle?: (run: () => void) => void;
  loadClient?: () => Promise<{ startFieldClient(options: FieldClientOptions): FieldClient }>;
  /** Where errors are listened to (the window). */
  view?: Window;
}

export interface FieldTelemetry {
  status: 'off' | 'not-sampled' | 'started';
  /** Settles when the client has loaded (true) or failed to (false); false at once when not started. */
  loaded: Promise<boolean>;
}

/** Errors kept while the client loads; a page failing in a loop keeps the first ones. */
const MAX_EARLY = 50;

function validRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 1;
}

/** A user-timing mark (DevTools' performance panel, and the e2e test) of the moment the measuring began. */
export const STARTED_MARK = 'field-telemetry:started';

function markStarted(): void {
  try {
    performance.mark(STARTED_MARK);
  } catch {
    // No user timing: nothing to mark.
  }
}

export function startFieldTelemetry(options: FieldTelemetryOptions): FieldTelemetry {
  const { url } = options;
  const rate = options.sampleRate ?? 1;
  if (typeof url !== 'string' || !url || !validRate(rate)) return { status: 'off', loaded: Promise.resolve(false) };
  // Decided once for the page load: a load not sampled measures nothing, loads nothing, sends nothing.
  if (!((options.random ?? Math.random)() < rate)) return { status: 'not-sampled', loaded: Promise.resolve(false) };

  const routeName = () => {
    try {
      return options.routeName();
    } catch {
      return 'unknown';
    }
  };
  const loadRoute = routeName();
  const view = options.view ?? window;
  const early: ErrorCapture[] = [];
  let client: FieldClient | undefined;
  const capture = (c: ErrorCapture) => {
    if (client) client.error(c);
    else if (early.length < MAX_EARLY) early.push(c);
  };
  // Script errors only: a picture or a style sheet that fails to load fires an error event that does not bubble.
  const onError = (event: Event) => {
    if (event instanceof ErrorEvent) capture(fromErrorEvent(event, routeName()));
  };
  const onRejection = (event: PromiseRejectionEvent) => capture(fromRejection(event, routeName()));
  view.addEventListener('error', onError);
  view.addEventListener('unhandledrejection', onRejection);

  const loadClient = options.loadClient ?? (() => import('./field-client'));
  const loaded = new Promise<boolean>((resolve) => {
    (options.whenIdle ?? afterLoadWhenIdle)(() => {
      loadClient().then(
        (module) => {
          client = module.startFieldClient({ url, loadRoute, early: early.splice(0), view });
          markStarted();
          resolve(true);
        },
        () => {
          // The chunk did not arrive (offline, a deployment replaced it): measure nothing rather than retry.
          view.removeEventListener('error', onError);
          view.removeEventListener('unhandledrejection', onRejection);
          early.length = 0;
          resolve(false);
        },
      );
    });
  });
  return { status: 'started', loaded };
}
