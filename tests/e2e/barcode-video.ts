/**
 * A video of a box's barcode for Chromium's fake camera (`--use-file-for-fake-video-capture=<file>.y4m`): an EAN-13
 * drawn bar by bar into a YUV4MPEG2 file (4:2:0, grey: U and V at 128), which Chromium plays in a loop as the camera's
 * picture. Written at test time into a temporary folder by the camera e2e (scan-purchase.e2e.ts).
 *
 * EAN-13 (GS1 General Specifications, GB 12904): 95 modules — the start guard 101, six digits of the left half each in
 * code set L or G as the first digit's parity pattern says, the centre guard 01010, six digits of the right half in
 * code set R, the end guard 101 — with a quiet zone of at least 11 modules on the left and 7 on the right.
 */
import fs from 'node:fs';
import { isEan13 } from '@/domain/barcode';

/** Code set L (odd parity) of the digits 0–9; G is L reversed and inverted, R is L inverted. */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const invert = (bits: string) => [...bits].map((b) => (b === '1' ? '0' : '1')).join('');
const R = L.map(invert);
const G = R.map((bits) => [...bits].reverse().join(''));
/** The code sets of the left half's six digits, by the first digit (which is not drawn as bars of its own). */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13, '1' for a bar; throws on anything but a valid EAN-13. */
export function ean13Modules(code: string): string {
  if (!isEan13(code)) throw new RangeError(`not a valid EAN-13: ${code}`);
  const d = [...code].map(Number);
  const sets = PARITY[d[0]!]!;
  let left = '';
  for (let i = 0; i < 6; i++) left += (sets[i] === 'L' ? L : G)[d[i + 1]!]!;
  let right = '';
  for (let i = 7; i < 13; i++) right += R[d[i]!]!;
  return `101${left}01010${right}101`;
}

export interface BarcodeFrameOptions {
  width?: number;
  height?: number;
  /** Pixels per module. */
  module?: number;
  /** Height of the bars in pixels. */
  barHeight?: number;
}

const BLACK = 16; // video-range luma
const WHITE = 235;

/** One grey frame (luma only, width × height bytes): white, the bars centred with their quiet zones. */
export function barcodeLuma(code: string, { width = 640, height = 480, module = 4, barHeight = 220 }: BarcodeFrameOptions = {}): Uint8Array {
  const modules = ean13Modules(code);
  const luma = new Uint8Array(width * height).fill(WHITE);
  const barsWidth = modules.length * module;
  const quiet = 11 * module;
  if (barsWidth + 2 * quiet > width || barHeight > height) throw new RangeError('the barcode does not fit the frame');
  const x0 = Math.floor((width - barsWidth) / 2);
  const y0 = Math.floor((height - barHeight) / 2);
  for (let m = 0; m < modules.length; m++) {
    if (modules[m] !== '1') continue;
    for (let y = y0; y < y0 + barHeight; y++) luma.fill(BLACK, y * width + x0 + m * module, y * width + x0 + (m + 1) * module);
  }
  return luma;
}

/**
 * Writes `file` as a YUV4MPEG2 video (C420jpeg, `frames` frames at 10 fps) showing the code's barcode; answers the
 * frame's luma (for a check of the drawing itself).
 */
export function writeBarcodeY4m(file: string, code: string, options: BarcodeFrameOptions & { frames?: number } = {}): Uint8Array {
  const { width = 640, height = 480, frames = 10 } = options;
  const luma = barcodeLuma(code, { ...options, width, height });
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const parts: Uint8Array[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < frames; i++) parts.push(Buffer.from('FRAME\n'), luma, chroma);
  fs.writeFileSync(file, Buffer.concat(parts));
  return luma;
}
