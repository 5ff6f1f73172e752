import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A page that records console errors and every request to a host other than the site's own. `bypassCSP` only for
 * injecting axe (tests/e2e/axe.ts); every other test runs under the site's real CSP.
 */
export async function openPage(browser: Browser, baseUrl: string, options: { bypassCSP?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', bypassCSP: options.bypassCSP ?? false });
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin) foreignRequests.push(u);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('findDOMNode is deprecated')) consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  return { page, foreignRequests, consoleErrors };
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * A member who has not joined the lottery gets its popup and the bottom banner once a session: mark both seen in this
 * context so they cover nothing (the shell's own tests cover them).
 */
export async function quietShell(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.sessionStorage.setItem('yc_lottery_seen', '1');
    window.sessionStorage.setItem('yc_bottom_banner_closed', '1');
  });
}

/** A desktop zh-CN context with quietShell; `bypassCSP` only where axe is injected. */
export async function quietContext(browser: Browser, options: { bypassCSP?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    bypassCSP: options.bypassCSP ?? false,
  });
  await quietShell(context);
  return context;
}
