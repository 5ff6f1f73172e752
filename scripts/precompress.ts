/**
 * After `farm build`: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin beside every text file of
 * the build (JS, CSS, HTML, SVG, JSON) larger than 1 KB, and beside WebAssembly (the camera's barcode reader: 1 MB,
 * a third of it compressed), so the server sends them compressed without compressing at
 * each request (mock/server.ts serves them through sirv; any static host that knows precompressed files can too).
 * runtime-config.json is left alone: it is written per deployment. SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/precompress.ts
 */
import fs from 'node:fs';
import path from 'node:path';
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

let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
for (const file of walk(dist)) {
  if (!TEXT.test(file) || path.basename(file) === 'runtime-config.json') continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzip);
  files++;
  raw += body.length;
  br += brotli.length;
  gz += gzip.length;
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dist) || '.'}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
