/**
 * Without Chromium, every script that drives it and the e2e run stop with one line that says what to install, and
 * exit 1 — not with a stack trace from deep inside playwright. Without a build, one line says to build first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProblem } from '../../scripts/lib/build';
import { chromiumProblem } from '../../scripts/lib/chromium';

const MISSING = path.join(os.tmpdir(), 'no-such-dir', 'chromium');
const HINT = /^Chromium is not installed at .+: run `apt-get install -y chromium fonts-noto-cjk` \(or \.ci\/run, which installs both\), or set CHROMIUM_PATH to a Chromium binary\.$/;
const bin = (name: string) => path.resolve('node_modules/.bin', name);

describe('chromiumProblem', () => {
  it('names the missing path and what to install, in one line', () => {
    const problem = chromiumProblem(MISSING);
    expect(problem).toMatch(HINT);
    expect(problem).toContain(MISSING);
  });

  it('refuses a file that cannot be executed, and a directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-check-'));
    const plain = path.join(dir, 'chromium');
    fs.writeFileSync(plain, '', { mode: 0o644 });
    expect(chromiumProblem(plain)).toMatch(HINT);
    expect(chromiumProblem(dir)).toMatch(HINT);
    fs.rmSync(dir, { recursive: true });
  });

  it('accepts an executable file', () => {
    expect(chromiumProblem(process.execPath)).toBeUndefined();
  });
});

describe('buildProblem', () => {
  it('asks for `npm run build` when the folder has no index.html, and is satisfied when it has one', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-check-'));
    expect(buildProblem(dist)).toBe(`No production build in ${dist}: run \`npm run build\` first.`);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    expect(buildProblem(dist)).toBeUndefined();
    fs.rmSync(dist, { recursive: true });
  });
});

describe('with CHROMIUM_PATH pointing at nothing', () => {
  const env = { ...process.env, CHROMIUM_PATH: MISSING };

  it.each(['budget.ts', 'cls.ts', 'bench-cart-select.ts'])('scripts/%s prints the one line and exits 1', (script) => {
    const run = spawnSync(bin('tsx'), [path.join('scripts', script)], { env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toMatch(HINT);
  });

  it('the e2e run stops in its global setup with the one line and exit code 1', () => {
    const run = spawnSync(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', 'tests/e2e/footer.e2e.ts'], {
      env: { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(run.status).toBe(1);
    const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => l.trim() !== '');
    expect(lines.filter((l) => HINT.test(l.trim()))).toHaveLength(1);
    expect(lines.filter((l) => /^\s+at /.test(l) || /Error:/.test(l))).toEqual([]);
  });
});
