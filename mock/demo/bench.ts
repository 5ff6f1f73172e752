/**
 * Benchmark of the demo API's search suggestions and goods list: for each catalogue size, the API
 * runs in its own process (mock/demo/bench-server.ts) and autocannon drives it with 20 concurrent connections for
 * ~10 s per endpoint. Prints requests/s, p50 and p99 latency and errors per row, and PASS/FAIL against the target
 * (p99 < 50 ms; the target is for 50,000 goods, smaller catalogues are held to it too).
 *
 *   npx tsx mock/demo/bench.ts                       # 500 and 50,000 goods, 10 s per row
 *   npx tsx mock/demo/bench.ts --counts=500 --duration=3 --connections=20
 *
 * Exit code 1 when a row fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BASE_GOODS } from './data/base-goods';
import { MANUFACTURER_SEEDS } from './data/reference';
import { pinyinKeys } from './search/pinyin';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const TARGET_P99_MS = 50;

function option(name: string, fallback: string): string {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
}

const counts = option('counts', '500,50000').split(',').map(Number);
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '20'));

interface Endpoint {
  label: string;
  path: string;
  member?: boolean;
  /** Many different keywords, asked in turn across all connections (`path` then ends in `keywords=`). */
  keywords?: readonly string[];
}

/**
 * Words a pharmacy types, all different: every generic name, its prefixes, its pinyin initials, it with one character
 * wrong, and it with each maker's short name. Asked in turn, each is asked again only after ~2,000 others, so the
 * demo API's answer cache (a few hundred queries) never holds it: these rows measure the search itself.
 */
function manyWords(): string[] {
  const words = new Set<string>();
  for (const base of BASE_GOODS) {
    const chars = Array.from(base.name);
    words.add(base.name);
    for (let k = 2; k < chars.length; k++) words.add(chars.slice(0, k).join(''));
    words.add(pinyinKeys(base.name).initials);
    if (chars.length >= 4) words.add([...chars.slice(0, 2), '临', ...chars.slice(3)].join(''));
    for (const key of base.makers) {
      const maker = MANUFACTURER_SEEDS.find((m) => m.key === key);
      if (maker) words.add(`${base.name} ${maker.shortName}`);
    }
  }
  return [...words];
}

const q = (s: string) => encodeURIComponent(s);
const ENDPOINTS: Endpoint[] = [
  { label: 'search amxl (type 0)', path: `/api/goods/search?keywords=amxl&type=0` },
  { label: 'search hbzy (type 1)', path: `/api/goods/search?keywords=hbzy&type=1` },
  { label: 'search 布洛芬', path: `/api/goods/search?keywords=${q('布洛芬')}&type=0` },
  { label: 'search lhqw', path: `/api/goods/search?keywords=lhqw&type=0` },
  { label: 'search a', path: `/api/goods/search?keywords=a&type=0` },
  { label: 'search zz', path: `/api/goods/search?keywords=zz&type=0` },
  { label: 'search 芬必得 (trade name)', path: `/api/goods/search?keywords=${q('芬必得')}&type=0` },
  { label: 'search 阿莫西临 (near miss)', path: `/api/goods/search?keywords=${q('阿莫西临')}&type=0` },
  { label: 'search 布洛芬胶囊 (middle left out)', path: `/api/goods/search?keywords=${q('布洛芬胶囊')}&type=0` },
  { label: 'search 国药准字H44194730', path: `/api/goods/search?keywords=${q('国药准字H44194730')}&type=0` },
  { label: 'search barcode 6900570000056', path: `/api/goods/search?keywords=6900570000056&type=0` },
  { label: 'list page 1', path: `/api/goods/list?page=1` },
  { label: 'list 阿莫西林 华北 0.25g', path: `/api/goods/list?keywords=${q('阿莫西林 华北 0.25g')}&page=1` },
  { label: 'list 胶囊 (many matches), page 1', path: `/api/goods/list?keywords=${q('胶囊')}&page=1` },
  { label: 'list 胶囊 by price, page 3', path: `/api/goods/list?keywords=${q('胶囊')}&sort=price&order=asc&page=3` },
  { label: 'list page 1 (member)', path: `/api/goods/list?page=1`, member: true },
];
const WORDS = manyWords();
ENDPOINTS.push(
  { label: `search, ${WORDS.length} different words`, path: `/api/goods/search?type=0&keywords=`, keywords: WORDS },
  { label: `list, ${WORDS.length} different words`, path: `/api/goods/list?page=1&keywords=`, keywords: WORDS },
);

interface Server {
  child: ChildProcess;
  port: number;
  goods: number;
  buildMs: number;
  rssMb: number;
}

function startServer(goodsCount: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'bench-server.ts'), String(goodsCount)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the demo API with ${goodsCount} goods did not start within 5 minutes`));
    }, 300_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench-server exited with code ${code}`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const msg = JSON.parse(line) as { ready?: boolean; port: number; goods: number; buildMs: number; rssMb: number };
        if (msg.ready) {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          resolve({ child, port: msg.port, goods: msg.goods, buildMs: msg.buildMs, rssMb: msg.rssMb });
        }
      } catch {
        // not the ready line
      }
    });
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** Logs in as the first seeded account with a signed contract, through the API itself. */
async function memberCookie(base: string): Promise<string | null> {
  const { createDemoDb } = await import('./app');
  // The accounts do not depend on the catalogue size: read them from a small build.
  const account = createDemoDb({ goodsCount: 50 }).members.accounts.find((a) => a.contractSigned === 1 && a.parentId === null);
  if (!account) return null;
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account.username, password: account.password }).toString(),
  });
  if (res.status !== 200) return null;
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('yc_session='));
  return cookie ? cookie.split(';')[0]! : null;
}

interface Row {
  goods: number;
  endpoint: string;
  items: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  pass: boolean;
}

/** Warms the endpoint up and reports how many items it answers (a benchmark of empty answers would prove nothing). */
async function warmUp(url: string, headers: Record<string, string>): Promise<string> {
  let items = '?';
  for (let i = 0; i < 20; i += 1) {
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { data?: unknown };
    const data = body.data as { total?: number; list?: unknown[] } | unknown[] | null | undefined;
    if (Array.isArray(data)) items = String(data.length);
    else if (data && typeof data === 'object') items = `${data.list?.length ?? '?'} of ${data.total ?? '?'}`;
  }
  return items;
}

async function measure(base: string, goods: number, ep: Endpoint, cookie: string | null): Promise<Row> {
  const headers: Record<string, string> = ep.member && cookie ? { cookie } : {};
  const words = ep.keywords;
  const items = await warmUp(base + ep.path + (words ? q(words[0]!) : ''), headers);
  let turn = 0;
  const result = await autocannon({
    url: base + ep.path,
    connections,
    duration,
    headers,
    ...(words
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `${ep.path}${q(words[turn++ % words.length]!)}` }) }] }
      : {}),
  });
  const non2xx = result.non2xx;
  const errors = result.errors + result.timeouts;
  const row: Row = {
    goods,
    endpoint: ep.label + (ep.member && !cookie ? ' [login failed: visitor]' : ''),
    items,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    non2xx,
    requests: result.requests.total,
    pass: result.latency.p99 < TARGET_P99_MS && errors === 0 && non2xx === 0,
  };
  return row;
}

function table(rows: Row[]): string {
  const head = ['goods', 'endpoint', 'items', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'result'];
  const body = rows.map((r) => [
    r.goods.toLocaleString('en-US'),
    r.endpoint,
    r.items,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    `${r.errors}/${r.non2xx}`,
    r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(displayWidth(h), ...body.map((b) => displayWidth(b[i]!))));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i]! - displayWidth(c))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u2E80-\uFFEF]/.test(ch) ? 2 : 1;
  return w;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  console.log(`demo API benchmark: ${connections} connections, ${duration} s per endpoint, target p99 < ${TARGET_P99_MS} ms`);
  for (const count of counts) {
    const server = await startServer(count);
    console.log(`\n${server.goods.toLocaleString('en-US')} goods: built in ${server.buildMs} ms, server RSS ${server.rssMb} MB`);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const cookie = await memberCookie(base);
      for (const ep of ENDPOINTS) {
        const row = await measure(base, server.goods, ep, cookie);
        rows.push(row);
        console.log(`  ${row.endpoint} (${row.items} items): ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx} → ${row.pass ? 'PASS' : 'FAIL'}`);
      }
    } finally {
      await stopServer(server);
    }
  }
  console.log(`\n${table(rows)}`);
  const failed = rows.filter((r) => !r.pass);
  console.log(failed.length ? `\n${failed.length} row(s) FAIL` : '\nall rows PASS');
  if (failed.length) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
