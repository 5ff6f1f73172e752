/**
 * What is kept of a script error or an unhandled rejection the moment it happens: strings only (the Error object and
 * the rejection's value are not held), each cut short, with the route shown at that moment. Part of the first load
 * (the listeners run from the start); turning a capture into a record is the lazy client's work (error-record.ts).
 */

export interface ErrorCapture {
  type: 'error' | 'rejection';
  message: string;
  stack?: string;
  /** ErrorEvent's script, line and column: the only place a thrown non-Error says where it came from. */
  filename?: string;
  lineno?: number;
  colno?: number;
  /** The route table's name of the page shown when it happened. */
  route: string;
}

/** Raw text kept before the lazy client cleans and caps it. */
const RAW_LIMIT = 4000;

function text(value: unknown): string {
  try {
    return String(value).slice(0, RAW_LIMIT);
  } catch {
    // An object whose toString throws.
    return '';
  }
}

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) {
    return { message: text(value.message ? `${value.name}: ${value.message}` : value.name), stack: typeof value.stack === 'string' ? text(value.stack) : undefined };
  }
  return { message: typeof value === 'string' ? text(value) : text(Object.prototype.toString.call(value)) };
}

export function fromErrorEvent(event: ErrorEvent, route: string): ErrorCapture {
  const fromError = event.error instanceof Error ? describe(event.error) : undefined;
  return {
    type: 'error',
    // The Error's own `Name: message` where there is one (the event's adds the browser's "Uncaught " prefix).
    message: fromError?.message ?? text(event.message),
    stack: fromError?.stack,
    filename: event.filename ? text(event.filename) : undefined,
    lineno: Number.isFinite(event.lineno) ? event.lineno : undefined,
    colno: Number.isFinite(event.colno) ? event.colno : undefined,
    route,
  };
}

export function fromRejection(event: PromiseRejectionEvent, route: string): ErrorCapture {
  return { type: 'rejection', ...describe(event.reason), route };
}
