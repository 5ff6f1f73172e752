/**
 * The purchase-list import's target: POST /api/purchase-list/match answers a 200-row list in under 500 ms with
 * 50,000 goods in the catalogue (DEMO_GOODS, default 50000). The list is drawn from the catalogue with a fixed seed
 * and made messy the way pharmacies write (pinyin initials, missing or extra spaces, short manufacturer names,
 * 批准文号 only, specs in other units, unknown drugs). Calls go through the demo API's engine as the server runs it
 * (form decoding, contract validation, the handler, JSON); the match index is built when the demo API starts.
 * It prints the cold call, the median and worst of the warm calls, and how many rows matched.
 * 补货建议's ERP stock export (POST /api/replenishment/stock) is matched with the same matching and the same target:
 * ~200 rows with trade names, barcodes, a wrong character and unknown drugs, stock and 30-day sales, measured the same way.
 *   npm run bench:import             (exit 1 when either median call is over the target; the worst is printed too, since a
 *   shared machine's pauses reach it)
 */
import { createDemoApi } from '@mock/demo/app';
import { pinyinKeys } from '@mock/demo/search/pinyin';
import { encodeForm } from '@/lib/http/form';

const GOODS = Number(process.env.DEMO_GOODS) || 50_000;
const ROWS = 200;
const TARGET_MS = 500;
const ROUNDS = 10;

let t = performance.now();
const api = createDemoApi({ goodsCount: GOODS, seed: 20261122, log: () => {} });
console.log(`demo API with ${api.db.catalogue.goods.length} goods (and its match index) built in ${(performance.now() - t).toFixed(0)} ms`);
api.sessions.set('bench-import', { token: 'bench-import', accountId: 1, storeId: 1 });

let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const goods = api.db.catalogue.goods;
const makers = new Map(api.db.catalogue.manufacturers.map((m) => [m.id, m]));
const rows = Array.from({ length: ROWS }, (_, i) => {
  const g = goods[Math.floor(rand() * goods.length)]!;
  const maker = makers.get(g.manufacturerId);
  const quantity = 1 + Math.floor(rand() * 60);
  switch (i % 8) {
    case 0:
      return { line: i + 2, name: pinyinKeys(g.name).initials, spec: g.ypgg, maker: maker?.shortName ?? g.sccj, quantity };
    case 1:
      return { line: i + 2, name: g.name.split('').join(' '), spec: g.ypgg.replace('*', '×'), quantity };
    case 2:
      return { line: i + 2, pzwh: g.pzwh, spec: g.ypgg, quantity };
    case 3:
      return { line: i + 2, name: `未知药品${i}号`, quantity };
    case 4:
      return { line: i + 2, name: pinyinKeys(g.name).full, maker: g.sccj, quantity };
    default:
      return { line: i + 2, name: g.name, spec: g.ypgg, maker: maker?.shortName ?? g.sccj, quantity };
  }
});
const body = encodeForm({ rows }).toString();

function call(): { ms: number; matched: number } {
  const t0 = performance.now();
  const res = api.handle({ method: 'POST', url: '/api/purchase-list/match', contentType: 'application/x-www-form-urlencoded', cookie: 'yc_session=bench-import', body });
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`matchPurchaseList answered ${res.status}: ${String(res.body).slice(0, 300)}`);
  const data = (JSON.parse(String(res.body)) as { data: { summary: { matched: number } } }).data;
  return { ms, matched: data.summary.matched };
}

t = performance.now();
const cold = call();
const times: number[] = [];
for (let i = 0; i < ROUNDS; i++) times.push(call().ms);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const worst = times.at(-1)!;
console.log(`match ${ROWS} rows at ${goods.length} goods: first call ${cold.ms.toFixed(0)} ms; warm median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target < ${TARGET_MS} ms); ${cold.matched} rows matched`);

// The ERP stock export of 补货建议: barcodes, trade names, a typo (one character replaced), names with spec, unknown drugs.
const stockRows = Array.from({ length: ROWS }, (_, i) => {
  const g = goods[Math.floor(rand() * goods.length)]!;
  const stock = Math.floor(rand() * 80);
  const sales = Math.floor(rand() * 120);
  switch (i % 5) {
    case 0:
      return { line: i + 2, code: `YP${i}`, barcode: g.barcode, stock, sales };
    case 1:
      return { line: i + 2, code: `YP${i}`, name: g.tradeName ?? g.name, spec: g.ypgg, stock, sales };
    case 2:
      return { line: i + 2, code: `YP${i}`, name: g.name.length >= 4 ? `${g.name.slice(0, 1)}${g.name.slice(2)}` : g.name, spec: g.ypgg, stock };
    case 3:
      return { line: i + 2, code: `YP${i}`, name: `未知药品${i}号`, stock };
    default:
      return { line: i + 2, code: `YP${i}`, name: g.name, spec: g.ypgg, maker: g.sccj, stock, sales };
  }
});
const stockBody = encodeForm({ rows: stockRows }).toString();

function stockCall(): { ms: number; matched: number } {
  const t0 = performance.now();
  const res = api.handle({ method: 'POST', url: '/api/replenishment/stock', contentType: 'application/x-www-form-urlencoded', cookie: 'yc_session=bench-import', body: stockBody });
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`uploadReplenishmentStock answered ${res.status}: ${String(res.body).slice(0, 300)}`);
  const data = (JSON.parse(String(res.body)) as { data: { snapshot: { matched: number } } }).data;
  return { ms, matched: data.snapshot.matched };
}

const stockCold = stockCall();
const stockTimes: number[] = [];
for (let i = 0; i < ROUNDS; i++) stockTimes.push(stockCall().ms);
stockTimes.sort((a, b) => a - b);
const stockMedian = stockTimes[Math.floor(stockTimes.length / 2)]!;
console.log(
  `stock export ${ROWS} rows at ${goods.length} goods: first call ${stockCold.ms.toFixed(0)} ms; warm median ${stockMedian.toFixed(0)} ms, worst ${stockTimes.at(-1)!.toFixed(0)} ms (target < ${TARGET_MS} ms); ${stockCold.matched} rows matched`,
);
process.exit(median < TARGET_MS && cold.ms < TARGET_MS * 2 && stockMedian < TARGET_MS && stockCold.ms < TARGET_MS * 2 ? 0 : 1);
