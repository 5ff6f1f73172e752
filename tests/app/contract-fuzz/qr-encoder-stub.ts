/**
 * The QR encoder (the qrcode package) for the fuzz: a fixed one-module symbol. Encoding real codes (masks scored eight
 * times over) is the library's work, not the page's, and up to five codes are on every page the fuzz renders: the page
 * still gets a symbol to draw, or the failure the encoder gives for a value too long to encode.
 *
 * Not vi.mock: vitest 4 hands the real module to every import() of a mocked one that overlaps another
 * (vitest-dev/vitest#7040), and the header's, footer's and side bar's codes import it in the same commit. The package
 * is CommonJS, so its exports object is replaced before anything imports it as a module (each test file runs in a
 * fresh process), and the site's import('qrcode') reads the stub from it.
 */
import { createRequire } from 'node:module';

const SYMBOL = { modules: { size: 1, get: () => 1 } };
/** What the real encoder holds at level M in byte mode; longer values are refused as it refuses them. */
const MAX_BYTES = 2331;

function create(value: string): typeof SYMBOL {
  if (new TextEncoder().encode(value).length > MAX_BYTES) throw new Error('The amount of data is too big to be stored in a QR Code');
  return SYMBOL;
}

/** Puts the stub in place, and fails loudly if the site would still get the real encoder. */
export async function stubQrEncoder(): Promise<void> {
  (createRequire(import.meta.url)('qrcode') as { create: unknown }).create = create;
  const seen = await import('qrcode');
  if (seen.create !== (create as unknown)) throw new Error('qrcode was imported before the stub: the fuzz would encode real codes');
}
