/**
 * How a goods is named. A medicine has a generic name (通用名, 布洛芬缓释胶囊) and often a trade name (商品名, 芬必得),
 * which is what a pharmacy asks for; lists and the detail page show both, the generic name first, as pharmacies write
 * them: 布洛芬缓释胶囊（芬必得）.
 */

/** The trade name worth showing beside `name`: trimmed, and none when it is blank or says the same as the name. */
export function shownTradeName(name: string, tradeName: string | null | undefined): string | null {
  const trade = typeof tradeName === 'string' ? tradeName.trim() : '';
  if (trade === '' || trade === name.trim() || name.includes(`（${trade}）`)) return null;
  return trade;
}

/** The goods' title: `布洛芬缓释胶囊（芬必得）`, or the generic name alone when there is no trade name. */
export function goodsTitle(name: string, tradeName: string | null | undefined): string {
  const trade = shownTradeName(name, tradeName);
  return trade === null ? name : `${name}（${trade}）`;
}
