/** What the 扫码采购 e2e tests read off the scan list, and how they scan. */
import type { Page } from 'playwright-core';

/** 阿莫西林胶囊（阿莫仙）0.5g*20粒, 中包装 10: the one code known by heart. */
export const AMOXIL = '6900570000056';

/** A scanned code's line in the list. */
export const scanLine = (page: Page, code: string) => page.locator(`tr.scan-line[data-barcode="${code}"]`);

/** The quantity in a scanned code's line. */
export const scanQuantity = (page: Page, code: string) => scanLine(page, code).locator('input.qty-stepper__input').inputValue();

/** A USB scanner: the 13 digits and Enter, as fast as keys go, into whatever has focus. */
export async function wedge(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 0 });
  await page.keyboard.press('Enter');
}
