// @vitest-environment node
/**
 * The conformance kit as a backend team gets it: `npm pack` of packages/contract-kit (its prepack builds dist/ and
 * copies the contract in), `npm install <tarball>` into an empty folder outside this repository (so nothing resolves
 * through the repository's node_modules; offline from npm's cache with --prefer-offline), then the installed
 * `contract-kit` command against the demo API on a free port: exit 0 against the demo, exit 1 with exactly the search
 * step failing against a demo built with the test-only fault `search-ignores-trade-names`, exit 2 when it cannot run.
 * Prints the tarball's size, the install's time, and the installed node_modules' size and package count.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { startDemoApiServer, type DemoApiServer } from '@mock/demo-api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGE_DIR = path.join(ROOT, 'packages/contract-kit');
const kitPackage = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { name: string; version: string; engines: { node: string } };
const contractVersion = (YAML.parse(fs.readFileSync(path.join(ROOT, 'openapi/marketplace.yaml'), 'utf8')) as { info: { version: string } }).info.version;

/** What the site needs and a backend's CI must not install with the kit. */
const NOT_FOR_THE_KIT = ['react', 'react-dom', 'semantic-ui-react', 'mobx', '@farmfe/core', 'vitest', 'tsx', 'esbuild', 'typescript', 'playwright-core', 'msw'];

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a team's shell: none of the npm settings this repository's `npm run`/`npx` put in it. */
function teamEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) || /^npm_config_cache$/i.test(k)) env[k] = v;
  return env;
}

function run(command: string, args: string[], cwd: string): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: teamEnv(), maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Bytes of every file under `dir`. */
function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) total += sizeOf(p);
    else if (entry.isFile()) total += fs.statSync(p).size;
  }
  return total;
}

/** The packages installed in a node_modules (scoped ones by their full name). */
function installedPackages(nodeModules: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const p = path.join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        for (const scoped of fs.readdirSync(p)) if (fs.existsSync(path.join(p, scoped, 'package.json'))) out.push(`${entry.name}/${scoped}`);
        continue;
      }
      if (fs.existsSync(path.join(p, 'package.json'))) out.push(entry.name);
      if (fs.existsSync(path.join(p, 'node_modules'))) walk(path.join(p, 'node_modules'));
    }
  };
  walk(nodeModules);
  return out.sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

it("the kit's version is the contract's info.version", () => {
  expect(kitPackage.version).toBe(contractVersion);
});

describe('the packed kit, installed into an empty folder', { timeout: 600_000 }, () => {
  let work: string;
  let app: string;
  let bin: string;
  let demo: DemoApiServer;
  let faulty: DemoApiServer;
  const notes: string[] = [];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-kit-'));
    app = path.join(work, 'backend-ci');
    fs.mkdirSync(app);
    fs.writeFileSync(path.join(app, 'package.json'), `${JSON.stringify({ name: 'backend-ci', private: true }, null, 2)}\n`);
    const [packed, a, b] = await Promise.all([
      run('npm', ['pack', '--workspace', kitPackage.name, '--pack-destination', work, '--json'], ROOT),
      startDemoApiServer(0, '127.0.0.1', { isolatedDemo: true }),
      startDemoApiServer(0, '127.0.0.1', { isolatedDemo: true, faults: ['search-ignores-trade-names'] }),
    ]);
    demo = a;
    faulty = b;
    if (packed.code !== 0) throw new Error(`npm pack failed (${packed.code}):\n${packed.stderr}`);
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string; size: number; unpackedSize: number; entryCount: number }>;
    const tarball = path.join(work, path.basename(info!.filename));
    const started = performance.now();
    const installed = await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], app);
    const installMs = performance.now() - started;
    if (installed.code !== 0) throw new Error(`npm install failed (${installed.code}):\n${installed.stderr}`);
    bin = path.join(app, 'node_modules/.bin/contract-kit');
    const packages = installedPackages(path.join(app, 'node_modules'));
    notes.push(
      `tarball ${path.basename(tarball)}: ${kb(info!.size)} (unpacked ${kb(info!.unpackedSize)}, ${info!.entryCount} files)`,
      `npm install <tarball> --prefer-offline: ${(installMs / 1000).toFixed(1)} s`,
      `installed node_modules: ${kb(sizeOf(path.join(app, 'node_modules')))}, ${packages.length - 1} dependencies besides the kit (${packages.filter((p) => p !== kitPackage.name).join(', ')})`,
    );
  }, 600_000);

  afterAll(async () => {
    console.log(`[contract-kit package]\n  ${notes.join('\n  ')}`);
    await demo?.close();
    await faulty?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('installs the kit and only what it needs, resolved inside the folder (not through this repository)', () => {
    const packages = installedPackages(path.join(app, 'node_modules'));
    expect(packages).toContain(kitPackage.name);
    expect(packages.filter((p) => NOT_FOR_THE_KIT.includes(p) || p.startsWith('@farmfe/') || p.startsWith('@testing-library/'))).toEqual([]);
    expect(fs.realpathSync(path.join(app, 'node_modules', kitPackage.name)).startsWith(fs.realpathSync(app))).toBe(true);
    expect(path.relative(ROOT, app).startsWith('..')).toBe(true);
    // The contract travels inside the package, YAML and JSON.
    const inside = path.join(app, 'node_modules', kitPackage.name, 'contract');
    expect((JSON.parse(fs.readFileSync(path.join(inside, 'marketplace.json'), 'utf8')) as { info: { version: string } }).info.version).toBe(contractVersion);
    expect(fs.readFileSync(path.join(inside, 'marketplace.yaml'), 'utf8')).toBe(fs.readFileSync(path.join(ROOT, 'openapi/marketplace.yaml'), 'utf8'));
  });

  it("`version` and --version print the kit's and the contract's versions (run as a team runs it, through npx)", async () => {
    const expected = { code: 0, lines: [`${kitPackage.name} ${kitPackage.version}`, `contract 药采平台 Marketplace API ${contractVersion}`] };
    // npx takes a bare --version for its own: `version`, or --version after `--`.
    const [word, flag] = await Promise.all([run('npx', ['--no', 'contract-kit', 'version'], app), run('npx', ['--no', '--', 'contract-kit', '--version'], app)]);
    expect({ code: word.code, lines: word.stdout.trim().split('\n') }).toEqual(expected);
    expect({ code: flag.code, lines: flag.stdout.trim().split('\n') }).toEqual(expected);
  });

  it('--help documents the command, its options and exit codes', async () => {
    const r = await run(bin, ['--help'], app);
    expect(r.code).toBe(0);
    for (const option of ['verify <base URL>', '--user', '--password', '--junit', '--only', '--fuzz', '--demo', '--seed', '--sms-code', '--chain', '--unsigned', '--expired', '--clinic', '--spare', '--out', '--verbose', 'exit codes']) {
      expect(r.stdout).toContain(option);
    }
  });

  it('exits 2 on bad arguments and on a server nothing answers at', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const [bad, unknownStep, unreachable] = await Promise.all([
      run(bin, ['verify', 'not-a-url', '--demo'], app),
      run(bin, ['verify', demo.url, '--demo', '--only', 'checkout-by-fax'], app),
      run(bin, ['verify', `http://127.0.0.1:${port}`, '--demo'], app),
    ]);
    expect([bad.code, unknownStep.code, unreachable.code]).toEqual([2, 2, 2]);
    expect(unknownStep.stderr).toMatch(/unknown step "checkout-by-fax"/);
    expect(unreachable.stderr).toMatch(/cannot reach/);
  });

  it('passes against the demo API (exit 0), every step and every operation, and writes JUnit without failures', async () => {
    const junit = path.join(work, 'demo.xml');
    const r = await run(bin, ['verify', demo.url, '--demo', '--fuzz', '1', '--seed', '20261122', '--junit', junit], app);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe(`the server states contract ${contractVersion} (X-Contract-Version), the version this kit checks`);
    expect(r.stdout).toMatch(/RESULT: PASS/);
    const xml = fs.readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuite name="scenario" tests="\d+" failures="0" errors="0" skipped="0">/);
    expect(xml).toMatch(/<testsuite name="operations" tests="\d+" failures="0" errors="0" skipped="0">/);
    expect(xml).not.toMatch(/<failure/);
  });

  it('fails against a demo whose search ignores trade names (exit 1), on exactly the search step', async () => {
    const junit = path.join(work, 'faulty.xml');
    const r = await run(bin, ['verify', faulty.url, '--demo', '--fuzz', '0', '--seed', '20261122', '--junit', junit], app);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(1);
    const failing = [...r.stdout.matchAll(/^ {2}FAIL +(\S+)/gm)].map((m) => m[1]);
    expect(failing).toEqual(['search']);
    expect(r.stdout).toMatch(/RESULT: FAIL/);
    const xml = fs.readFileSync(junit, 'utf8');
    const failures = [...xml.matchAll(/<testcase classname="(\w+)" name="([^"]*)">\s*<failure /g)].map((m) => `${m[1]}: ${m[2]!.split(':')[0]}`);
    expect(failures).toEqual(['scenario: search']);
  });
});
