/**
 * After `farm build`: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin beside every text file of
 * the build (JS, CSS, HTML, SVG, JSON) larger than 1 KB, and beside WebAssembly (the camera's barcode reader: 1 MB,
 * a third of it compressed), so the server sends them compressed without compressing at
 * each request (mock/server.ts serves them through sirv; any static host that knows precompressed files can too).
 * runtime-config.json is left alone: it is written per deployment. SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/precompress.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
const TEXT = /\.(js|css|html|svg|json|wasm)$/;
const MIN_BYTES = 1024;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
async function compress(file: string): Promise<void> {
  const body = await fs.promises.readFile(file);
  if (body.length < MIN_BYTES) return;
  const [brotli, gzip] = await Promise.all([
    brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipCompress(body, { level: 9 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, brotli), fs.promises.writeFile(`${file}.gz`, gzip)]);
  files++;
  raw += body.length;
  br += brotli.length;
  gz += gzip.length;
}

// zlib's async calls run on libuv's thread pool: one file per core at a time keeps every core compressing (brotli at
// quality 11 is most of the build's last step, with the routes' merged files some 6 MB of it).
const queue = [...walk(dist)].filter((file) => TEXT.test(file) && path.basename(file) !== 'runtime-config.json');
await Promise.all(
  Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compress(file);
  }),
);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dist) || '.'}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
