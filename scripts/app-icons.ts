/**
 * Draws the installed app's icons (public/icons/*.png, committed) from the site's mark — the white cross on the
 * brand green of favicon.svg and the boot shell — in the one Chromium (scripts/lib/chromium.ts): 192 and 512 px
 * with rounded corners, and a maskable 512 px one whose mark stays inside the 80 % safe circle on a full-bleed
 * background (a launcher may crop it to any shape). Run after changing the mark:
 *   npx tsx scripts/app-icons.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, requireChromium } from './lib/chromium';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const GREEN = '#1f7a4d';
const CROSS = 'M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z';

/** The mark in a 32-unit box: rounded (any purpose) or full-bleed with the cross scaled into the safe zone (maskable). */
function svg(maskable: boolean): string {
  const mark = maskable ? `<g transform="translate(16 16) scale(0.62) translate(-16 -16)"><path d="${CROSS}" fill="#fff"/></g>` : `<path d="${CROSS}" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%"><rect width="32" height="32" rx="${maskable ? 0 : 6}" fill="${GREEN}"/>${mark}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

requireChromium();
const browser = await launch();
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg(icon.maskable)}`);
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size}${icon.maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
