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

/**
 * Runs axe on the page: WCAG 2.0, 2.1 and 2.2 at A and AA (2.2's AA brings target-size: targets of at least 24 px, or
 * spaced as if they were) and axe's best practices.
 */
export async function audit(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are judged as rendered: wait for finite animations (fade-ins) to end, or a half-faded popup fails contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
  });
  return result.violations as AxeViolation[];
}

export const serious = (v: AxeViolation[]) => v.filter((x) => x.impact === 'serious' || x.impact === 'critical');
export const describeViolations = (v: AxeViolation[]) =>
  v.map((x) => `${x.impact} ${x.id} (${x.help}): ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);

