/**
 * The flags every Chromium of the tests and scripts is launched with (scripts/lib/chromium.ts): Chromium keeps only the
 * last `--disable-features` of its command line, so ours must carry every feature playwright-core switches off itself,
 * and the browser UI a headless run never shows (the address bar's WebUI suggestion popup) must not run in a renderer
 * of its own beside the pages under test.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, HANG_LIMIT_MS, withHangLimit } from '../../scripts/lib/chromium';

let server: Awaited<ReturnType<typeof chromium.launchServer>>;
beforeAll(async () => {
  server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
afterAll(() => server?.close());

/**
 * The command lines of a process and all its descendants (from /proc), as read: arguments NUL-separated, except where
 * a process rewrote its own (Chromium's zygote children: one string, arguments separated by spaces).
 */
function treeCommandLines(root: number): string[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while the list was read
    }
  }
  const lines: string[] = [];
  const walk = (pid: number) => {
    try {
      lines.push(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return lines;
}

const featureList = (arg: string) => arg.slice('--disable-features='.length).split(',').filter(Boolean);

test('the last --disable-features of the browser carries every feature the earlier ones switch off', () => {
  const [browserLine] = treeCommandLines(server.process().pid!);
  const lists = browserLine!.split('\0').filter((a) => a.startsWith('--disable-features=')).map(featureList);
  expect(lists.length, 'playwright-core’s own and ours').toBeGreaterThanOrEqual(2);
  const last = new Set(lists.at(-1));
  const dropped = lists.slice(0, -1).flat().filter((name) => !last.has(name));
  expect(dropped, 'switched off by playwright-core, dropped by ours (add them to PLAYWRIGHT_DISABLED_FEATURES)').toEqual([]);
});

test('no renderer draws the browser’s own UI while pages open and navigate', async () => {
  const browser = await chromium.connect(server.wsEndpoint(), { timeout: HANG_LIMIT_MS });
  try {
    const context = withHangLimit(await browser.newContext());
    for (let i = 0; i < 3; i++) {
      const page = await context.newPage();
      await page.goto(`data:text/html,<title>${i}</title><p>第${i}页</p>`);
      await page.goto(`data:text/html,<title>${i}b</title><p>第${i}页之二</p>`);
    }
    // Every page has its renderer by now (each has drawn): none of the browser's processes is a top-chrome WebUI one.
    const renderers = treeCommandLines(server.process().pid!).filter((line) => line.includes('--type=renderer'));
    expect(renderers.length, 'the pages’ renderers').toBeGreaterThan(0);
    expect(renderers.filter((line) => line.includes('--top-chrome-webui')).length, 'renderers of the browser’s own UI').toBe(0);
  } finally {
    await browser.close();
  }
});
