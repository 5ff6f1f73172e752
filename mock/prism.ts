import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = path.join(root, 'openapi/marketplace.yaml');

/** Starts Prism serving the contract's examples on host:port; resolves once it listens. */
export function startPrism(port: number, host = '127.0.0.1'): Promise<ChildProcess> {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  const child = spawn(process.execPath, [bin, 'mock', CONTRACT, '--host', host, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const onData = (buf: Buffer) => {
      const text = buf.toString();
      if (process.env.PRISM_VERBOSE) process.stdout.write(text);
      if (text.includes('Prism is listening')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`prism exited with ${code}`)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PRISM_PORT ?? 4010);
  process.env.PRISM_VERBOSE = '1';
  startPrism(port).then(
    () => console.log(`Prism serves ${path.relative(root, CONTRACT)} on http://127.0.0.1:${port}`),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
