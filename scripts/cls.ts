/**
 * Measures the cumulative layout shift of the drug list (/list) in Chromium against the built site and the demo API:
 * a PerformanceObserver for layout-shift entries from the first paint, through loading, a scroll to the bottom and
 * back, for a visitor and for a member. Prints one figure per run and exits 1 when any is above the budget (0.02).
 *   npm run build && npx tsx scripts/cls.ts [path…]
 */
import { chromium } from 'playwright-core';
import { startSiteServer } from '@mock/server';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/browser';

const BUDGET = 0.02;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/list', '/list/table', '/search?keywords=amxl'];

const site = await startSiteServer(Number(process.env.CLS_PORT ?? 8799));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
let worst = 0;
try {
  for (const user of [null, 'kangning'] as const) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    // Every shift counts, including those hadRecentInput would excuse: the figure should not flatter the page.
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: { value: number; sources: string[] }[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
          if (e.hadRecentInput) continue;
          w.__cls += e.value;
          w.__shifts.push({
            value: e.value,
            sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : String(s.node?.nodeName))),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    if (user) {
      await page.goto(`${site.url}/404`);
      await page.evaluate(async (u) => {
        await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `username=${u}&password=Demo2026`, credentials: 'include' });
      }, user);
    }
    for (const p of paths) {
      await page.goto(`${site.url}${p}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 120));
        }
        window.scrollTo(0, 0);
        await new Promise((r) => setTimeout(r, 500));
      });
      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: { value: number; sources: string[] }[] };
        return { cls: w.__cls, shifts: w.__shifts };
      });
      worst = Math.max(worst, cls);
      console.log(`CLS ${p} (${user ?? 'visitor'}): ${cls.toFixed(4)}`);
      if (process.env.CLS_VERBOSE) for (const s of shifts) console.log(`  ${s.value.toFixed(4)} ${s.sources.join(', ')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(`worst CLS: ${worst.toFixed(4)} (budget ${BUDGET})`);
process.exit(worst <= BUDGET ? 0 : 1);
