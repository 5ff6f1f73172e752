/**
 * What the e2e tests share on top of scripts/lib/chromium.ts: a longer poll for pages that load over the network, the
 * demo login, the shell's popups out of the way, and screenshots taken once the page has settled.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID, parseFirstAnswers } from '@/domain/first-answers';
import { toFen } from '@/domain/money';
import { animationsDone, nextFrames, quietShell } from '../../scripts/lib/chromium';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** A condition the page will show: polled until the e2e config's limit for a hung wait (vitest.e2e.config.ts). */
export const poll = <T,>(fn: () => T | Promise<T>) => expect.poll(fn);

/**
 * Logs a demo account in (password Demo2026) from inside the page, so the page's context holds the session cookie,
 * and quiets the shell's lottery popup and bottom banner for the rest of the context's pages. The page is a world's
 * (tests/e2e/world.ts): its context's base URL is that world's site.
 */
export async function login(page: Page, username: string): Promise<void> {
  await quietShell(page.context());
  await page.goto('/404');
  const status = await page.evaluate(async (u) => {
    const r = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: u, password: 'Demo2026' }).toString(),
      credentials: 'include',
    });
    return r.status;
  }, username);
  expect(status).toBe(200);
}

/** The lottery popup and the bottom banner are the shell's: close those showing so they cover nothing. */
export async function dismissPopups(page: Page): Promise<void> {
  for (const name of ['关闭抽奖', '关闭底部广告']) {
    const button = page.getByRole('button', { name, exact: true });
    if (!(await button.isVisible())) continue;
    await button.click();
    await button.waitFor({ state: 'hidden' });
  }
}

/** Waits until the page looks finished: fonts loaded, every finite animation ended, and two frames rendered. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
  await nextFrames(page, 2);
}

/**
 * Saves test-results/screenshots/<name>.png and returns its path: the whole page (`fullPage`) or the viewport.
 *
 * A viewport at one device pixel per CSS pixel — every visit of the route walk, twice, at 1366 px and narrowed to
 * 390 px — is taken through a DevTools session of its own, closed at once, with Chromium's fast PNG encoding
 * (`optimizeForSpeed`, which playwright does not ask for): ~50 ms of the browser's CPU instead of ~130 ms for a
 * 1366 px shot, the file ~25 % larger. Without a clip, as the shot is then of what the page shows in CSS pixels: a
 * clip with a scale, or a capture beyond the viewport, from a second session resets the device emulation playwright
 * set on the page (a phone's device pixel ratio, its mobile viewport and its coarse pointer stay gone after the shot:
 * tests/e2e/screenshots.e2e.ts). So every other shot — the whole page, or a phone's viewport at 2× — is playwright's
 * own, which restores what it changes. Still PNGs, as every screenshot is looked at.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  fs.mkdirSync(path.dirname(path.join(SCREENSHOT_DIR, name)), { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (fullPage || (await page.evaluate(() => window.devicePixelRatio)) !== 1) {
    await page.screenshot({ path: file, fullPage });
    return file;
  }
  // As playwright's own screenshots do: the web fonts loaded first, so no fallback glyph is photographed.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
  } finally {
    await cdp.detach();
  }
  return file;
}

/** A full-page screenshot with the shell's popups closed, once the page has settled. */
export async function shot(page: Page, name: string): Promise<string> {
  await dismissPopups(page);
  await settle(page);
  return screenshot(page, name);
}

/**
 * Calls the API from inside the page (its cookies, its origin): a form body when `form` is given, a list as repeated
 * keys. Answers the status and the parsed JSON body.
 */
export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  form?: Record<string, string | number | readonly (string | number)[]>,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, form }) => {
      const init: RequestInit = { method, credentials: 'include' };
      if (form) {
        const body = new URLSearchParams();
        for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, String(one));
        init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
        init.body = body.toString();
      }
      const r = await fetch(path, init);
      return { status: r.status, body: await r.json() };
    },
    { method, path, form },
  ) as Promise<{ status: number; body: T }>;
}

/**
 * A download's bytes, read from its stream: the same for the worker's Chromium (tests/e2e/world.ts) and for a browser
 * connected to remotely, where Download.path() is not available.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The one amount a text shows (¥1,234.56, 实付 ¥12.30, -¥5.00, 5267.30) in fen, read exactly by the site's money rule
 * (toFen). Throws when the text holds no amount or more than one, so a test never compares the wrong figure.
 */
export function shownFen(text: string): number {
  const amounts = [...text.matchAll(/(-?)¥?\s*(\d[\d,]*(?:\.\d+)?)/g)];
  if (amounts.length !== 1) throw new Error(`expected one amount in ${JSON.stringify(text)}`);
  const [, sign = '', digits = ''] = amounts[0]!;
  return toFen(sign + digits.replace(/,/g, ''));
}

/** The wallet balance of the page's account, in fen (the API's Money read exactly by the one money rule). */
export async function walletFen(page: Page): Promise<number> {
  const res = await api<{ data: { balance: string } }>(page, 'GET', '/api/user/user_money');
  return toFen(res.body.data.balance);
}

/** The answers a page's document carries (src/lib/http/first-answers.ts), by address, in their order. */
export function carriedAnswers(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return [...parseFirstAnswers(block?.[1]).keys()];
}
