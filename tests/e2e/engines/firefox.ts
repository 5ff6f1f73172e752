/**
 * Firefox: Debian's firefox-esr, headless, driven over WebDriver BiDi by puppeteer-core (no browser download: the
 * system's Firefox is launched with a temporary profile). start() launches it once; each open() is a browser context
 * of its own (its cookies and storage), closed by close(); stop() closes Firefox.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { callSource, describeTarget, findInPage, waitFor, waitForViewport, type Driver, type Engine, type Target } from './driver';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Why Firefox cannot run here, in one line with what to install; undefined when it can. */
export function firefoxProblem(): string | undefined {
  try {
    fs.accessSync(FIREFOX, fs.constants.X_OK);
    if (fs.statSync(FIREFOX).isFile()) return undefined;
  } catch {
    // missing or not executable: the message below
  }
  return `Firefox cannot run: ${FIREFOX} missing: run \`apt-get install -y firefox-esr\` (or .ci/run, which installs it), or set FIREFOX_PATH.`;
}

/** One browser context and its page behind the Driver interface. */
class FirefoxSession implements Driver {
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  private element(target: Target): Promise<ElementHandle<Element>> {
    return waitFor(`${describeTarget(target)} to be shown and enabled`, async () => {
      const handle = await this.page.evaluateHandle(callSource(findInPage, { target, actionable: true }));
      const el = handle.asElement() as ElementHandle<Element> | null;
      if (!el) await handle.dispose();
      return el;
    });
  }

  async click(target: Target): Promise<void> {
    const el = await this.element(target);
    await el.click();
    await el.dispose();
  }

  async type(target: Target, text: string): Promise<void> {
    const el = await this.element(target);
    await el.type(text);
    await waitFor(`${describeTarget(target)} to hold "${text}"`, async () => (await el.evaluate((e) => (e as HTMLInputElement).value)) === text);
    await el.dispose();
  }

  async pressEnter(target: Target): Promise<void> {
    const el = await this.element(target);
    await el.press('Enter');
    await el.dispose();
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(callSource(fn, arg)) as Promise<R>;
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
    await waitForViewport(this, 'Firefox', width, height);
  }

  async screenshot(file: string): Promise<void> {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Launches headless Firefox; fails with one line naming what to install when it is missing. */
export async function startFirefox(): Promise<Engine> {
  const problem = firefoxProblem();
  if (problem) throw new Error(problem);
  // The buyers' language and time zone, as the Chromium tests have them.
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    extraPrefsFirefox: { 'intl.accept_languages': 'zh-CN, zh' },
  });
  return {
    name: 'firefox',
    async open() {
      const context = await browser.createBrowserContext();
      return new FirefoxSession(context, await context.newPage());
    },
    stop: () => browser.close(),
  };
}
