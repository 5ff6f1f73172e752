/**
 * axe-core in Chromium with every dialog, menu, popover, drawer and form a page opens (tests/e2e/a11y-openings.ts),
 * opened as a buyer opens it, for the visitor or the demo account it belongs to, at both widths in the same visit:
 * 0 serious or critical violations (WCAG 2.0–2.2 A and AA, best practices), audited open at 1366 px and, the same tab
 * narrowed, at 390 px, where it must fit the phone's width (each photographed open at 390 px, or at 1366 px when it
 * exists only on a desk, in test-results/screenshots/a11y/). A dialog must also take focus when it opens, keep it on
 * Tab and Shift+Tab, and give it back to its opener when it closes. A page that adds a dialog, menu or popover adds its
 * line to VISITS in a11y-openings.ts: where, for whom, how it opens, what shows and how it closes. The pages
 * themselves, closed, are audited by the route walk (route-walk/).
 *
 * The openings share one world of their own (tests/e2e/world.ts), each in a tab of its account (tab-pool.ts): nothing in them is answered
 * yes to (see a11y-openings.ts). axe's source is injected as a script (the site's CSP forbids inline scripts, so these
 * browser contexts bypass CSP; the site itself is unchanged).
 */
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { describe } from 'vitest';
import { ACCOUNTS, prepare, VISITS, type Facts, type Step, type Target, type Who } from './a11y-openings';
import { audit, describeViolations, serious } from './axe';
import { animationsDone, DESKTOP, nextFrames, quietShell, trackRequests } from '../../scripts/lib/chromium';
import { PHONE, sidewaysOverflow, visit } from './built-routes';
import { screenshot } from './helpers';
import { tabPool } from './tab-pool';
import { test as it } from './world';

/** The request timeout of the openings' tabs: longer than any held call waits for its audits, on any host. */
const HELD_CALL_TIMEOUT_MS = 30 * 60_000;

describe('axe with every dialog, menu, popover, drawer and form open, at 1366 px and at 390 px', () => {
  const contexts = {} as Record<Who, BrowserContext>;
  let facts: Facts;

  it.beforeAll(async ({ sharedWorld: world }) => {
    // One context (one login) per account, shared by its visits; each visit in a tab of it (tabs, below).
    for (const who of ['visitor', ...ACCOUNTS] as const) {
      const context = await world.newContext({ bypassCSP: true, loud: true, ...(who === 'visitor' ? {} : { who }) });
      // A held call (the lottery's draw) waits while the audits around it run, which on a slow host outlasts the app's
      // 30 s request timeout: its 请求超时 alert would then cover the page. These tabs run with a timeout no audit reaches.
      await context.route('**/runtime-config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), timeoutMs: HELD_CALL_TIMEOUT_MS } });
      });
      contexts[who] = context;
    }
    facts = await prepare({ kangning: contexts.kangning.request, baixing: contexts.baixing.request, xinkai: contexts.xinkai.request });
  });

  // A few visits at a time, like the route walk. Each opening is audited open at 1366 px, then (the same tab narrowed
  // to 390 px, still open) again, where it must fit the width; then it is closed and the tab widened for the next.
  it.concurrent.for(VISITS.map((v) => [`${v.who}${typeof v.path === 'string' ? ` ${v.path}` : ''}: ${v.openings.map((o) => o.name).join(', ')}`, v] as const))(
    '%s',
    async ([, v], { sharedWorld: world, expect }) => {
      const tab = `${v.who} ${v.loud ? 'loud' : 'quiet'}` as const;
      const page = await tabs.take(tab);
      const requests = trackRequests(page);
      const held = new Map<string, () => void>();
      let passed = false;
      try {
        await visit(page, world.baseUrl, typeof v.path === 'string' ? v.path : v.path(facts), requests);
        for (const o of v.openings) {
          const label = `${v.who} ${o.name}`;
          if (o.only === 'phone') await narrow(page, requests, held, PHONE.viewport);
          const opener = await perform(page, o.open, held);
          const shown = locate(page, o.shows);
          await shown.waitFor();
          await settle(page, requests, held);
          const isDialog = o.shows[0] === 'dialog' || o.shows[0] === 'alertdialog';
          if (isDialog) {
            expect(await focusInDialog(page), `${label}: focus moves into the dialog`).toBe(true);
            // More Tab presses each way than any dialog has stops: focus goes round inside, never to the page behind.
            for (const key of ['Tab', 'Shift+Tab']) {
              for (let i = 0; i < 8; i++) await page.keyboard.press(key);
              expect(await focusInDialog(page), `${label}: focus stays in the dialog (${key})`).toBe(true);
            }
          }
          if (o.only !== 'phone') expect(describeViolations(serious(await audit(page))), `${label} at 1366 px`).toEqual([]);
          if (o.only !== 'desktop') {
            if (o.only !== 'phone') await narrow(page, requests, held, PHONE.viewport);
            await shown.waitFor();
            expect(describeViolations(serious(await audit(page))), `${label} at 390 px`).toEqual([]);
            const box = await shown.boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width + 0.5, `${label} fits 390 px: ${JSON.stringify(box)}`).toBe(true);
            expect(await sidewaysOverflow(page), `${label}: sideways at 390 px`).toEqual({ extra: 0, widest: '' });
          }
          // In the middle of the screen for the picture: at its edge a sticky bar (the cart's 结算) may cover it.
          await shown.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await screenshot(page, `a11y/${label.replace(' ', '-')}`, false);
          if (o.close === 'keep') continue;
          await perform(page, o.close ?? [{ press: 'Escape' }], held);
          await shown.waitFor({ state: 'hidden' });
          // Back where the buyer was: on the control that opened it, while it is still there.
          if (isDialog && opener && (await opener.count()) > 0) {
            await expect.poll(() => opener.evaluate((el) => el === document.activeElement), { message: `${label}: focus returns to its opener` }).toBe(true);
          }
          await narrow(page, requests, held, DESKTOP.viewport!);
        }
        passed = true;
      } finally {
        requests.stop();
        for (const release of held.values()) release();
        await tabs.giveBack(tab, page, passed);
      }
    },
  );

  /** The visits' tabs, by account and whether the shell's popups stay quiet (tab-pool.ts). */
  const tabs = tabPool<`${Who} ${'loud' | 'quiet'}`>(async (key) => {
    const [who, loudness] = key.split(' ') as [Who, string];
    const page = await contexts[who].newPage();
    if (loudness === 'quiet') await quietShell(page);
    return page;
  });
});

/** Whether keyboard focus is in a dialog (or on it). */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')));
}

/** The visible element of this role and name (exact when a string); the first when several show. */
function locate(page: Page, [role, name]: Target): Locator {
  return page.getByRole(role, name === undefined ? {} : { name, exact: typeof name === 'string' }).first();
}

/** Resizes the tab and waits for the new layout (and anything it loads) to settle. */
async function narrow(page: Page, requests: ReturnType<typeof trackRequests>, held: Map<string, () => void>, viewport: { width: number; height: number }) {
  const now = page.viewportSize();
  if (now?.width === viewport.width && now.height === viewport.height) return;
  await page.setViewportSize(viewport);
  await nextFrames(page, 2);
  await settle(page, requests, held);
}

/** Requests ended (but a held one, which is the point), animations done, two frames drawn. */
async function settle(page: Page, requests: ReturnType<typeof trackRequests>, held: Map<string, () => void>) {
  if (held.size === 0) await requests.settled();
  await animationsDone(page);
  await nextFrames(page, 2);
}

/** Does the steps; answers the control the last click or focus went to (the opener, for a dialog). */
async function perform(page: Page, steps: readonly Step[], held: Map<string, () => void>): Promise<Locator | undefined> {
  let last: Locator | undefined;
  for (const step of steps) {
    if ('click' in step) {
      last = page.getByRole(step.click[0], { name: step.click[1], exact: typeof step.click[1] === 'string', disabled: false }).first();
      await last.click();
    } else if ('clickText' in step) {
      await page.getByText(step.clickText).first().click();
    } else if ('focus' in step) {
      last = locate(page, step.focus);
      await last.focus();
    } else if ('fill' in step) {
      await locate(page, step.fill).fill(step.text);
    } else if ('press' in step) {
      await page.keyboard.press(step.press);
    } else if ('scroll' in step) {
      await page.evaluate((to) => window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : 0), step.scroll);
    } else if ('answer' in step) {
      const { method, status, msg = '' } = step;
      await page.route(`**${step.answer}`, (route: Route) =>
        route.request().method() === method
          ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code: status, msg, data: null }) })
          : route.fallback(),
      );
    } else if ('hold' in step) {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      held.set(step.hold, release);
      await page.route(`**${step.hold}`, async (route: Route) => {
        await released;
        await route.fallback();
      });
    } else if ('release' in step) {
      held.get(step.release)?.();
      held.delete(step.release);
    } else {
      await page.route(/\.js(\?|$)/, (route: Route) => route.abort());
    }
  }
  return last;
}
