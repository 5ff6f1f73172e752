/**
 * WebKit, as iPhone buyers' Safari renders the site: Debian's WebKitGTK MiniBrowser, driven over W3C WebDriver by
 * WebKitWebDriver (package webkit2gtk-driver) with selenium-webdriver as the client.
 *
 * MiniBrowser needs an X display: start() runs an Xvfb of its own (it picks a free display number itself and reports
 * it on a pipe, so runs side by side never collide), then WebKitWebDriver on a free port with DISPLAY set to it, and
 * waits until the driver answers /status. stop() ends the driver, then Xvfb, and waits for both to exit. Each open()
 * is a WebDriver session: a MiniBrowser process of its own, closed by close().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort, stopProcess, tail } from '../processes';
import { callSource, describeTarget, findInPage, waitFor, waitForViewport, type Driver, type Engine, type Target } from './driver';

export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = process.env.XVFB_PATH || '/usr/bin/Xvfb';

/** The X screen: room for the 1366 × 900 desktop viewport and MiniBrowser's toolbar. */
const SCREEN = '1920x1200x24';

/**
 * MiniBrowser's toolbar buttons keep its window at least 447 px wide, wider than a phone. Without their padding the
 * window goes down to about 320 px, so a 390 px viewport can be had. GTK reads this from $XDG_CONFIG_HOME/gtk-3.0;
 * it styles only the browser's own toolbar, never the page.
 */
const GTK_CSS = 'button { padding: 0; min-width: 0; }\n';

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false; // missing or not executable: reported by webkitProblem()
  }
}

/** Why WebKit cannot run here, in one line with what to install; undefined when it can. */
export function webkitProblem(): string | undefined {
  const missing = [WEBKIT_WEBDRIVER, MINIBROWSER, XVFB].filter((file) => !executable(file));
  if (missing.length === 0) return undefined;
  return `WebKit cannot run: ${missing.join(' and ')} missing: run \`apt-get install -y webkit2gtk-driver xvfb\` (or .ci/run, which installs them).`;
}

/**
 * Starts Xvfb on a display it chooses (-displayfd) and answers `:N` once it accepts connections.
 *
 * `-noreset`: an X server resets itself when its last client leaves, and a client connecting during the reset is
 * dropped. Each WebDriver session is a MiniBrowser of its own, the only client, so every session's end is such a
 * moment and the next session's MiniBrowser could find no display ("cannot open display"), more often the faster it
 * follows. Measured here: 24 of 300 back-to-back connections dropped without the flag, none with it.
 */
export async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const output = tail(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not report a display within 15 s: ${output()}`)), 15_000);
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before reporting a display: ${output()}`));
    });
    xvfb.once('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb could not be started: ${e.message}`));
    });
  });
  return { display, process: xvfb };
}

/** True once the WebDriver server at `url` says it is ready; false while nothing listens there yet. */
async function driverReady(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/status`);
    const body = (await res.json()) as { value?: { ready?: boolean } };
    return body.value?.ready === true;
  } catch (e) {
    // Only "nothing listens on the port yet" means not ready; any other failure is the test's to see.
    if ((e as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return false;
    throw e;
  }
}

/**
 * How long one WebDriver command may take before the session counts as hung. Page loads and scripts have their own
 * limits of 30 s (set at open()), which end first; a command that outlives this one (WebKitWebDriver or MiniBrowser
 * stuck) fails naming itself instead of running into the test's time-out without a word.
 */
const COMMAND_MS = 60_000;

/** `pending`, or an error naming `what` (and `context()`) should it not have answered within COMMAND_MS. */
async function answered<T>(what: string, pending: Promise<T>, context: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKit did not answer ${what} within ${COMMAND_MS / 1000} s (${context()})`)), COMMAND_MS);
  });
  try {
    return await Promise.race([pending, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** One MiniBrowser session behind the Driver interface. */
class WebKitSession implements Driver {
  /** The session's last commands with their durations, oldest first, for the message of a hung one. */
  private readonly recent: string[] = [];

  constructor(private readonly wd: WebDriver) {}

  /** Runs one WebDriver command (named `what` in messages) and fails if it has not answered within COMMAND_MS. */
  private async command<T>(what: string, run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await answered(what, run(), () => `the commands before it: ${this.recent.join('; ') || 'none'}`);
    } finally {
      this.recent.push(`${what} ${Date.now() - started} ms`);
      if (this.recent.length > 8) this.recent.shift();
    }
  }

  async goto(url: string): Promise<void> {
    await this.command(`get ${url}`, () => this.wd.get(url));
  }

  url(): Promise<string> {
    return this.command('getCurrentUrl', () => this.wd.getCurrentUrl());
  }

  private element(target: Target): Promise<WebElement> {
    return waitFor(`${describeTarget(target)} to be shown and enabled`, () =>
      this.command(`find ${describeTarget(target)}`, () =>
        this.wd.executeScript<WebElement | null>(`return ${callSource(findInPage, { target, actionable: true })}`),
      ),
    );
  }

  async click(target: Target): Promise<void> {
    const el = await this.element(target);
    await this.command(`click ${describeTarget(target)}`, () => el.click());
  }

  async type(target: Target, text: string): Promise<void> {
    const el = await this.element(target);
    await this.command(`sendKeys ${describeTarget(target)}`, () => el.sendKeys(text));
    await waitFor(`${describeTarget(target)} to hold "${text}"`, async () =>
      (await this.command('read the value', () => this.wd.executeScript<string>('return arguments[0].value', el))) === text,
    );
  }

  async pressEnter(target: Target): Promise<void> {
    const el = await this.element(target);
    await this.command(`Enter in ${describeTarget(target)}`, () => el.sendKeys(Key.ENTER));
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.command(`executeScript ${fn.name || 'a function'}`, () => this.wd.executeScript<R>(`return ${callSource(fn, arg)}`));
  }

  async setViewport(width: number, height: number): Promise<void> {
    // The window's size includes MiniBrowser's toolbar: add what the window has around the page.
    const around = await this.evaluate(() => ({ x: outerWidth - innerWidth, y: outerHeight - innerHeight }), null);
    const rect = { width: width + around.x, height: height + around.y };
    // WebKitWebDriver answers Set Window Rect once the window reports its new size back; what counts here is the page's
    // viewport, which the next commands read (WebKitWebDriver takes commands while one is pending). So this waits for
    // the viewport, and for the answer only until then: an answer that never comes (a size notification lost on the
    // X display, which has no window manager) fails no test whose viewport has the size; an error answer still does.
    const answer = this.command(`setRect ${rect.width} × ${rect.height}`, () => this.wd.manage().window().setRect(rect));
    const sized = waitForViewport(this, 'WebKit', width, height);
    await Promise.race([sized, answer.then(() => sized)]);
  }

  async screenshot(file: string): Promise<void> {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await this.command('takeScreenshot', () => this.wd.takeScreenshot()), 'base64'));
  }

  async close(): Promise<void> {
    await this.command('quit', () => this.wd.quit());
  }
}

/** Starts Xvfb and WebKitWebDriver; fails with one line naming what to install when they are missing. */
export async function startWebKit(): Promise<Engine> {
  const problem = webkitProblem();
  if (problem) throw new Error(problem);

  const xvfb = await startXvfb();
  const gtkConfig = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-gtk-'));
  fs.mkdirSync(path.join(gtkConfig, 'gtk-3.0'));
  fs.writeFileSync(path.join(gtkConfig, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const driver = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], {
    // The buyers' time zone, as the Chromium tests have it (MiniBrowser inherits the driver's environment).
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: gtkConfig, GDK_BACKEND: 'x11', TZ: 'Asia/Shanghai' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tail(driver);
  let spawnError: Error | undefined;
  driver.once('error', (e) => (spawnError = e));
  // Should the test process end without stop() (a crash, a kill), take the driver and the display with it.
  const killBoth = () => {
    driver.kill('SIGKILL');
    xvfb.process.kill('SIGKILL');
  };
  process.once('exit', killBoth);
  const server = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killBoth);
    await stopProcess(driver);
    await stopProcess(xvfb.process);
    fs.rmSync(gtkConfig, { recursive: true, force: true });
  };
  try {
    await waitFor(`WebKitWebDriver to answer on ${server}`, async () => {
      if (spawnError) throw new Error(`WebKitWebDriver could not be started: ${spawnError.message}`);
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${output()}`);
      return driverReady(server);
    });
  } catch (e) {
    await stop();
    throw e;
  }

  return {
    name: 'webkit',
    async open() {
      const wd = new Builder()
        .usingServer(server)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
        .build();
      // The thenable driver keeps a promise of its own derived from the session's: without a handler, a session that
      // never starts (its failure is reported just below) would also surface later as an unhandled rejection.
      wd.catch(() => undefined);
      await answered('New Session (MiniBrowser started)', wd.getSession(), () => `WebKitWebDriver: ${output() || 'no output'}`);
      await answered('Set Timeouts', wd.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 }), () => 'a new session');
      return new WebKitSession(wd);
    },
    stop,
  };
}
