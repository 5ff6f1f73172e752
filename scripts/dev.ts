/**
 * `npm run dev`: rebuilds dist/ on every save (`farm watch`) and serves it with the API on one port (PORT, default
 * 9000) through mock/server.ts, whose /api goes to Prism serving the contract (or to API_TARGET when set).
 *
 * Why not `farm start`: on this stack (Farm 1.7.11, Node 20) its dev server answers 404 "Not Found" for every path,
 * index.html included, even with a minimal config; the watch build plus our server is reliable. Reload the page after
 * a rebuild (no hot module replacement).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { startSiteServer } from '../mock/server';

const port = Number(process.env.PORT ?? 9000);
const children: ChildProcess[] = [];
const stop = (code = 0) => {
  for (const c of children) c.kill();
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

const watch = spawn('npx', ['farm', 'watch'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
children.push(watch);
watch.on('exit', (code) => stop(code ?? 0));

// Serve once the first build has written dist/index.html.
await new Promise<void>((resolve) => {
  watch.stdout?.on('data', (buf: Buffer) => {
    process.stdout.write(buf);
    if (fs.existsSync('dist/index.html')) resolve();
  });
});
const site = await startSiteServer(port, process.env.HOST ?? '127.0.0.1');
console.log(`药采平台 (dev) on ${site.url} — rebuilds on save; reload the page to see changes`);
