/**
 * The QR encoder (the qrcode package) for the fuzz: a fixed one-pixel picture. Drawing a real PNG (pngjs and zlib)
 * took a sixth of every render's time in jsdom — up to five codes on every page — and is the library's work, not the
 * page's: the page still gets a picture, or the failure the encoder gives for a value too long to encode.
 *
 * Not vi.mock: vitest 4 hands the real module to every import() of a mocked one that overlaps another
 * (vitest-dev/vitest#7040), and the header's, footer's and side bar's codes import it in the same commit. The package
 * is CommonJS, so its exports object is replaced before anything imports it as a module (each test file runs in a
 * fresh process), and the site's import('qrcode') reads the stub from it.
 */
import { createRequire } from 'node:module';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
/** What the real encoder holds at level M in byte mode; longer values are refused as it refuses them. */
const MAX_BYTES = 2331;

function toDataURL(value: string): Promise<string> {
  return new TextEncoder().encode(value).length > MAX_BYTES ? Promise.reject(new Error('The amount of data is too big to be stored in a QR Code')) : Promise.resolve(PIXEL);
}

/** Puts the stub in place, and fails loudly if the site would still get the real encoder. */
export async function stubQrEncoder(): Promise<void> {
  (createRequire(import.meta.url)('qrcode') as { toDataURL: unknown }).toDataURL = toDataURL;
  const seen = await import('qrcode');
  if (seen.toDataURL !== (toDataURL as unknown)) throw new Error('qrcode was imported before the stub: the fuzz would draw real PNGs');
}
