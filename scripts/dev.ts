/**
 * `npm run dev`: rebuilds dist/ on every save (`farm watch`) and serves it with the demo API on one port (PORT,
 * default 9000) through mock/server.ts, restarted by `tsx watch` whenever mock/ or src/domain changes. The demo state
 * survives those restarts in DEMO_STATE_FILE (default .demo-state.json, git-ignored; delete it to start fresh).
 * `API=prism npm run dev` serves the pure contract mock instead; API_TARGET proxies to a real backend.
 *
 * Why not `farm start`: on this stack (Farm 1.7.11, Node 20) its dev server answers 404 "Not Found" for every path,
 * index.html included, even with a minimal config; the watch build plus our server is reliable. Reload the page after
 * a rebuild (no hot module replacement).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const env: NodeJS.ProcessEnv = { ...process.env, PORT: process.env.PORT ?? '9000', HOST: process.env.HOST ?? '127.0.0.1' };
env.DEMO_STATE_FILE ??= '.demo-state.json';
// No service worker in dev mode: it would answer with the previous build's shell after each rebuild. The server writes
// `serviceWorker: false` into runtime-config.json, and the site unregisters one a production build installed before.
env.SERVICE_WORKER = 'off';
const children: ChildProcess[] = [];
const stop = (code = 0) => {
  for (const c of children) c.kill();
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

const watch = spawn('npx', ['farm', 'watch'], { stdio: ['ignore', 'pipe', 'inherit'], env });
children.push(watch);
watch.on('exit', (code) => stop(code ?? 0));

// Serve once the first build has written dist/index.html.
await new Promise<void>((resolve) => {
  watch.stdout?.on('data', (buf: Buffer) => {
    process.stdout.write(buf);
    if (fs.existsSync('dist/index.html')) resolve();
  });
});
const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'openapi/marketplace.yaml', 'mock/server.ts'], {
  stdio: 'inherit',
  env,
});
children.push(server);
console.log(`药采平台 (dev) on http://${env.HOST}:${env.PORT} — rebuilds on save; reload the page to see changes`);
