/**
 * axe-core for the e2e tests: its source is evaluated in the page through the DevTools protocol (Runtime.evaluate), not
 * added as a <script>: the site's CSP, which forbids inline scripts, does not apply to it, and the renderer compiles it
 * in about half the time (170 ms against 260–430 ms of its main thread per audit, measured here).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeNode {
  target: string[];
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

/** WCAG 2.0, 2.1 and 2.2 at A and AA (2.2's AA brings target-size: targets of at least 24 px, or spaced as if they were) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page with the rules of AXE_TAGS that can find a serious or critical violation. The e2e tests fail on
 * serious and critical violations only (serious()), and a rule whose every check is minor or moderate (region,
 * heading-order, the landmark rules, …: 26 of the 90 in axe 4.14) can never find one: running them changed no result
 * and cost a fifth to a third of a whole run (measured on four pages). The rules are read from the axe build in the
 * page, so a rule that becomes serious in a later axe runs.
 */
export async function audit(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are judged as rendered: wait for finite animations (fade-ins) to end, or a half-faded popup fails contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await page.evaluate(async (tags) => {
    interface Rule { id: string; tags: string[]; impact?: string; any: Array<{ id: string }>; all: Array<{ id: string }>; none: Array<{ id: string }> }
    const axe = (window as unknown as {
      axe: {
        run: (ctx: unknown, opts: object) => Promise<{ violations: unknown[] }>;
        _audit?: { rules?: Rule[]; checks?: Record<string, { metadata?: { impact?: string } } | undefined> };
      };
    }).axe;
    // The rules that can never find a serious or critical violation, as axe describes them: a rule's impact is its own
    // where it sets one, else the highest of its checks'; a check naming no impact could be anything. Axe picks the
    // rules of the tags as always; these are switched off among them. Where the build does not describe its rules this
    // way, none is switched off.
    const { rules = [], checks = {} } = axe._audit ?? {};
    // (No named function in here: a page function is sent as its source, and tsx's names helper is not in the page.)
    const neverSerious = rules.filter((rule) => {
      const impacts = rule.impact ? [rule.impact] : [...rule.any, ...rule.all, ...rule.none].map((c) => checks[c.id]?.metadata?.impact);
      return impacts.length > 0 && impacts.every((i) => i === 'minor' || i === 'moderate');
    });
    const off = Object.fromEntries(neverSerious.map((r) => [r.id, { enabled: false }]));
    return axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags }, rules: off });
  }, AXE_TAGS);
  return result.violations as AxeViolation[];
}

export const serious = (v: AxeViolation[]) => v.filter((x) => x.impact === 'serious' || x.impact === 'critical');
export const describeViolations = (v: AxeViolation[]) =>
  v.map((x) => `${x.impact} ${x.id} (${x.help}): ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
