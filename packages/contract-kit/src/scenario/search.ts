/**
 * The goods search as the contract describes `keywords`: a buyer finds a drug by what is printed on the box. Goods and
 * their trade names, barcodes and approval numbers come from the backend's own list, so the step holds for any data:
 * - every goods' barcode is a valid EAN-13, and searching it lists that goods first (and its suggestion names it);
 * - a trade name finds its goods, and its suggestion says `matched: trade_name`;
 * - a 批准文号 lists the goods that carry it first;
 * - a name with its manufacturer narrows to that manufacturer's goods (words AND together);
 * - a name of 4 or more characters with one character wrong still finds the goods.
 */
import { isEan13 } from '../../../../src/domain/barcode';
import type { Obj } from '../contract';
import { expectOk, listOf, type Scenario } from './context';

/** A character no drug name holds, for the one-wrong-character check. */
const WRONG = '龘';

function idsOf(data: unknown): number[] {
  return listOf(data)
    .map((g) => g.id)
    .filter((id): id is number => typeof id === 'number');
}

export async function searchByWhatIsOnTheBox(s: Scenario): Promise<void> {
  const v = s.client('visitor');
  const page = await v.call('listGoods', { query: { page: 1, page_size: 100, sort: 'sales', order: 'desc' } });
  if (!expectOk(s, page, 'goods for the search checks')) return;
  const goods = listOf(page.data);
  const search = async (keywords: string, what: string) => {
    const r = await v.call('listGoods', { query: { keywords, page: 1, page_size: 20 } });
    expectOk(s, r, `search ${what}`);
    return listOf(r.data);
  };
  const suggestions = async (keywords: string, what: string) => {
    const r = await v.call('listSearchSuggestions', { query: { keywords, type: 0 } });
    expectOk(s, r, `suggestions ${what}`);
    return listOf(r.data);
  };

  // Barcodes: valid everywhere; one of them, searched, is that goods first.
  const coded = goods.filter((g) => typeof g.barcode === 'string');
  for (const g of coded) s.log.expectation(isEan13(g.barcode as string), `goods ${String(g.id)} has a valid EAN-13 barcode (got ${String(g.barcode)})`);
  const byCode = coded[0];
  if (byCode) {
    const code = byCode.barcode as string;
    const found = await search(code, `barcode ${code}`);
    s.log.expectation(found[0]?.id === byCode.id, `keywords=${code} (goods ${String(byCode.id)}'s barcode) lists that goods first; got ${idsOf(found).slice(0, 5).join(', ') || 'nothing'}`);
    const [first] = await suggestions(code, `barcode ${code}`);
    s.log.expectation(first?.matched === 'barcode' && first.goods_id === byCode.id, `the suggestion for barcode ${code} says matched: barcode and goods_id ${String(byCode.id)}; got ${JSON.stringify(first ?? null)}`);
  } else s.log.skip('listGoods', 'no goods on the first page has a barcode to search');

  // Trade names.
  const branded = goods.find((g) => typeof g.trade_name === 'string' && (g.trade_name as string).trim() !== '');
  if (branded) {
    const tradeName = (branded.trade_name as string).trim();
    const found = await search(tradeName, `trade name ${tradeName}`);
    s.log.expectation(
      found.some((g) => g.trade_name === branded.trade_name),
      `keywords=${tradeName} (a trade name) lists goods of that trade name; got ${found.slice(0, 5).map((g) => `${String(g.name)}/${String(g.trade_name)}`).join(', ') || 'nothing'}`,
    );
    const said = await suggestions(tradeName, `trade name ${tradeName}`);
    s.log.expectation(
      said.some((x: Obj) => x.trade_name === branded.trade_name && x.matched === 'trade_name'),
      `a suggestion for ${tradeName} names it as the trade name (matched: trade_name); got ${JSON.stringify(said.slice(0, 3))}`,
    );
  } else s.log.skip('listSearchSuggestions', 'no goods on the first page has a trade name to search');

  // Approval numbers.
  const approved = goods.find((g) => typeof g.pzwh === 'string' && /\d{6,}/.test(g.pzwh as string));
  if (approved) {
    const pzwh = approved.pzwh as string;
    const found = await search(pzwh, `批准文号 ${pzwh}`);
    s.log.expectation(found[0]?.pzwh === pzwh && found.some((g) => g.id === approved.id), `keywords=${pzwh} lists the goods carrying it first; got ${found.slice(0, 5).map((g) => String(g.pzwh)).join(', ') || 'nothing'}`);
  }

  // A name with its manufacturer: every word must match.
  const made = goods.find((g) => typeof g.name === 'string' && typeof g.sccj === 'string' && (g.sccj as string).length > 0);
  if (made) {
    const name = made.name as string;
    const sccj = made.sccj as string;
    const byName = await search(name, `name ${name}`);
    const both = await search(`${name} ${sccj}`, `name and manufacturer ${name} ${sccj}`);
    s.log.expectation(both.some((g) => g.id === made.id), `keywords "${name} ${sccj}" lists goods ${String(made.id)}`);
    s.log.expectation(both.every((g) => g.sccj === sccj), `keywords "${name} ${sccj}" lists only goods of ${sccj}; got ${[...new Set(both.map((g) => String(g.sccj)))].join('、')}`);
    s.log.expectation(both.length <= byName.length, `adding the manufacturer narrows the results (${both.length} ≤ ${byName.length})`);
  }

  // One wrong character in a name of 4 or more.
  const long = goods.find((g) => typeof g.name === 'string' && /^[\u4e00-\u9fff]{4,}$/.test(g.name as string));
  if (long) {
    const chars = Array.from(long.name as string);
    chars[Math.floor(chars.length / 2)] = WRONG;
    const typo = chars.join('');
    const found = await search(typo, `a name with one wrong character (${typo})`);
    s.log.expectation(found.some((g) => g.name === long.name), `keywords=${typo} (one character of ${String(long.name)} wrong) still lists ${String(long.name)}`);
  } else s.log.skip('listGoods', 'no goods on the first page has a Chinese name of 4 or more characters');
}
