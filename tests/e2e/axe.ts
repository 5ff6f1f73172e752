/**
 * axe-core for the e2e tests: its source is injected as a script, so the browser context must bypass CSP (the site's
 * CSP forbids inline scripts; the site itself is unchanged).
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

/** Runs axe on the page; `shellOnly` leaves the page body (main) out, to judge the shell around it alone. */
export async function audit(page: Page, shellOnly = false): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  // Colours are judged as rendered: wait for finite animations (fade-ins) to end, or a half-faded popup fails contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await page.evaluate(async (shell) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    const ctx = shell ? { exclude: [['main#main']] } : document;
    return axe.run(ctx, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  }, shellOnly);
  return result.violations as AxeViolation[];
}

export const serious = (v: AxeViolation[]) => v.filter((x) => x.impact === 'serious' || x.impact === 'critical');
export const describeViolations = (v: AxeViolation[]) =>
  v.map((x) => `${x.impact} ${x.id} (${x.help}): ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);

