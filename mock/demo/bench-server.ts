/**
 * The demo API alone on a free port, for the benchmark (mock/demo/bench.ts starts it as a child process so the load
 * generator never shares the server's event loop). Usage: `npx tsx mock/demo/bench-server.ts <goodsCount>`.
 * Prints one JSON line `{"ready":true,"port":…,"goods":…,"buildMs":…}` on stdout when it listens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi } from './app';
import { nodeHandler } from './core/node-adapter';

const goodsCount = Number(process.argv[2] ?? process.env.DEMO_GOODS ?? 500);
if (!Number.isInteger(goodsCount) || goodsCount < 1) {
  console.error(`bench-server: goods count must be a positive integer, got ${process.argv[2]}`);
  process.exit(2);
}

const started = performance.now();
const api = createDemoApi({ goodsCount, log: () => {} });
const buildMs = Math.round(performance.now() - started);

const server = http.createServer(nodeHandler(api));
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  process.stdout.write(`${JSON.stringify({ ready: true, port, goods: api.db.catalogue.goods.length, buildMs, rssMb })}\n`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent going away (crash, Ctrl-C) must not leave a server behind.
process.stdin.on('end', stop);
process.stdin.resume();
