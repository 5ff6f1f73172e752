/**
 * The e2e tests' screenshots (./helpers.ts): in device pixels, and harmless to the page. A shot taken through a second
 * DevTools session with a clip once reset a phone context's emulation for the rest of its test — device pixel ratio
 * 2 → 1, no mobile viewport, no coarse pointer — so later shots came out at half size and the scan page, reading the
 * pointer, put focus where a desk would. Each shot here is followed by a look at what the page still emulates.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, withHangLimit } from '../../scripts/lib/chromium';
import { screenshot } from './helpers';
import { test } from './world';

const PAGE = `<!doctype html><html lang="zh-CN"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>截图</title></head>
  <body style="margin:0"><main><div style="height:900px;background:#c00"></div><div style="height:2100px;background:#00c"></div></main></body></html>`;

/** What the page emulates: its viewport, pixel ratio and pointer. */
const emulation = (page: Page) =>
  page.evaluate(() => ({ width: innerWidth, height: innerHeight, ratio: devicePixelRatio, coarse: matchMedia('(pointer: coarse)').matches }));

/** A PNG's width and height, from its header. */
function pngSize(file: string): { width: number; height: number } {
  const head = fs.readFileSync(file).subarray(0, 24);
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

test('a phone at 2×: viewport and whole-page shots in device pixels, the emulation kept after each', async ({ browser }) => {
  const context = withHangLimit(await browser.newContext(PHONE));
  try {
    const page = await context.newPage();
    await page.setContent(PAGE);
    const phone = { width: 390, height: 844, ratio: 2, coarse: true };
    expect(await emulation(page)).toEqual(phone);

    expect(pngSize(await screenshot(page, 'screenshots/phone-viewport', false))).toEqual({ width: 780, height: 1688 });
    expect(await emulation(page), 'after a viewport shot').toEqual(phone);
    expect(pngSize(await screenshot(page, 'screenshots/phone-page'))).toEqual({ width: 780, height: 6000 });
    expect(await emulation(page), 'after a whole-page shot').toEqual(phone);
    expect(pngSize(await screenshot(page, 'screenshots/phone-viewport-again', false))).toEqual({ width: 780, height: 1688 });
  } finally {
    await context.close();
  }
});

test('a desk at 1×, scrolled, then narrowed to 390 px: the viewport as shown, the emulation kept', async ({ browser }) => {
  const context = withHangLimit(await browser.newContext(DESKTOP));
  try {
    const page = await context.newPage();
    await page.setContent(PAGE);
    await page.evaluate(() => window.scrollTo(0, 600));
    const desk = { width: 1366, height: 900, ratio: 1, coarse: false };
    expect(pngSize(await screenshot(page, 'screenshots/desk-viewport', false))).toEqual({ width: 1366, height: 900 });
    expect(await emulation(page)).toEqual(desk);
    expect(await page.evaluate(() => window.scrollY), 'the shot leaves the page where it was').toBe(600);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(pngSize(await screenshot(page, 'screenshots/desk-narrowed', false))).toEqual({ width: 390, height: 844 });
    expect(await emulation(page)).toEqual({ ...desk, width: 390, height: 844 });
    expect(pngSize(await screenshot(page, 'screenshots/desk-page'))).toEqual({ width: 390, height: 3000 });
  } finally {
    await context.close();
  }
});
