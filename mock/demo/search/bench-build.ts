/**
 * Prints build and query timings (not asserted in tests: shared CI machines are too noisy).
 * Run: npx tsx mock/demo/search/bench-build.ts [goodsCount…]
 */
import { buildSeed } from '../data/catalogue';
import { buildSearchIndex, searchGoodsIds, suggest } from './index';

const counts = process.argv.slice(2).map(Number).filter((n) => n > 0);
const now = new Date();
for (const goodsCount of counts.length ? counts : [600, 50_000]) {
  let t = performance.now();
  const { catalogue } = buildSeed({ seed: 20261122, goodsCount, now });
  const buildMs = performance.now() - t;
  t = performance.now();
  const index = buildSearchIndex(catalogue);
  const indexMs = performance.now() - t;
  const queries: Array<[string, 0 | 1]> = [
    ['amxl', 0], ['hbzy', 1], ['lhqw', 0], ['bulu', 0], ['a', 0], ['胶囊', 0], ['药业', 1], ['芬必得', 0], ['阿莫西临', 0],
    ['布洛芬胶囊', 0], ['阿莫西林 华北 0.25g', 0], ['国药准字H44194730', 0], ['6900570000056', 0],
  ];
  const rounds = 200;
  t = performance.now();
  for (let r = 0; r < rounds; r++) for (const [q, type] of queries) suggest(index, q, type);
  const suggestUs = ((performance.now() - t) * 1000) / (rounds * queries.length);
  t = performance.now();
  let hits = 0;
  for (let r = 0; r < rounds; r++) for (const [q, type] of queries) hits += searchGoodsIds(index, q, type).length;
  const listUs = ((performance.now() - t) * 1000) / (rounds * queries.length);
  console.log(
    `${goodsCount} goods: catalogue ${buildMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms ` +
      `(${index.names.length} names, ${index.entries.length} vocabulary entries); suggest ${suggestUs.toFixed(1)} µs, ` +
      `searchGoodsIds ${listUs.toFixed(1)} µs avg (${hits / rounds} ids per round)`,
  );
}
