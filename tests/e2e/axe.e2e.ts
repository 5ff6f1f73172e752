/**
 * The e2e tests' axe audit (./axe.ts) on a page made to fail: it finds serious and critical violations, and leaves out
 * the rules that could only ever find minor or moderate ones.
 */
import { expect } from 'vitest';
import { withHangLimit } from '../../scripts/lib/chromium';
import { audit, serious } from './axe';
import { test } from './world';

const FAILING_PAGE = `<!doctype html><html lang="zh-CN"><head><title>axe</title></head><body>
  <main><h1>药品</h1><p style="color:#bbb;background:#fff">浅灰色的字，对比度不够</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></main>
  <div>地标之外的内容</div>
</body></html>`;

test('finds the serious and critical violations of a page, and runs no rule that finds only minor or moderate ones', async ({ browser }) => {
  const context = withHangLimit(await browser.newContext());
  try {
    const page = await context.newPage();
    await page.setContent(FAILING_PAGE);
    const found = await audit(page);
    const ids = serious(found).map((v) => v.id);
    expect(ids).toContain('color-contrast');
    expect(ids).toContain('image-alt');
    // The text outside every landmark is a moderate violation (region): a rule that is not run.
    expect(found.map((v) => v.id)).not.toContain('region');
    expect(found.every((v) => v.impact === 'serious' || v.impact === 'critical'), found.map((v) => `${v.id} ${v.impact}`).join(', ')).toBe(true);
  } finally {
    await context.close();
  }
});
