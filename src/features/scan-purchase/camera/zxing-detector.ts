/**
 * The Barcode Detection API for browsers without it (Firefox, Safari before 17, Chromium on Linux and in some WebViews):
 * `barcode-detector`'s ponyfill, which runs ZXing-C++ as WebAssembly. Loaded only when the camera opens (the camera
 * panel imports this file dynamically), so no page pays for it otherwise.
 *
 * zxing-wasm fetches its .wasm from jsDelivr unless told otherwise; the site loads nothing from another host (its CSP
 * is connect-src 'self'), so the file is imported here as an asset — the build emits it under /assets/ with a content
 * hash (farm.config.ts `assets.include`) — and `locateFile` points the module at it. Compiling it needs
 * 'wasm-unsafe-eval' in the CSP's script-src (mock/server.ts).
 */
import { BarcodeDetector, prepareZXingModule, purgeZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

export interface Detector {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ rawValue: string; format: string }>>;
}

// One object for every opening of the camera: the module compares overrides to decide whether to load the .wasm again.
const OVERRIDES = { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) };

/** A detector of EAN-13 codes, once the .wasm is fetched and compiled (rejects when it cannot be). */
export async function createZXingDetector(): Promise<Detector> {
  try {
    await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
  } catch (e) {
    purgeZXingModule(); // a failed fetch is not kept: the next opening tries again
    throw e;
  }
  return new BarcodeDetector({ formats: ['ean_13'] });
}
