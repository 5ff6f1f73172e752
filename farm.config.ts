import { defineConfig } from '@farmfe/core';


// `npm run dev` uses `farm watch` + mock/server.ts (see scripts/dev.ts for why not `farm start`); `farm start` would
// proxy /api to API_PROXY_TARGET (Prism on 4010 by default). One build serves any API host: the browser reads its API base URL from /runtime-config.json at boot.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';

export default defineConfig({
  compilation: {
    input: { index: './index.html' },
    output: { path: 'dist', publicPath: '/', filename: 'assets/[resourceName].[contentHash].[ext]', assetsFilename: 'assets/[resourceName].[contentHash].[ext]' },
    // No inline scripts: the Farm runtime is emitted as its own file, so a strict CSP (script-src 'self') holds.
    runtime: { isolate: true },
    sourcemap: false,
    persistentCache: false,
    presetEnv: false,
  },
  server: {
    port: Number(process.env.DEV_PORT ?? 9000),
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  plugins: ['@farmfe/plugin-react'],
});
