// @vitest-environment node
/**
 * The error-code catalogue (`ErrorCode` and `SuccessCode` in the contract) is complete and honest:
 * - every code the demo API's source can send is in it (a scan of mock/ for the codes it writes);
 * - every code the site handles by number (the pay page) is in it;
 * - every entry says what it means and what a client does, and is declared by some operation (its examples or the
 *   description of an answer), except the two answered before any operation;
 * - every (operation, status, code) the demo API actually answers during the kit's scenario is declared by that
 *   operation for that status.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LEVEL_CODES, errorCodes, isCatalogued, successCodes, contractOperations, runKit, type KitRun } from '@yaocai/contract-kit';
import { DEMO_KIT_ACCOUNTS, startServer, type RunningServer } from './kit/servers';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/**
 * The codes the demo API's source writes: 400xx literals (refusals), and the numbers in `new ApiFailure(status, code`
 * and in `code: N` of the envelopes it builds by hand.
 */
function codesIn(dir: string): Map<number, string> {
  const found = new Map<number, string>();
  for (const file of sourceFiles(path.resolve(dir))) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(process.cwd(), file);
    for (const m of text.matchAll(/(?<![\w.])(4\d{4})(?![\w.])/g)) found.set(Number(m[1]), where);
    for (const m of text.matchAll(/ApiFailure\(\s*\d+\s*,\s*(\d+)/g)) found.set(Number(m[1]), where);
    for (const m of text.matchAll(/\bcode:\s*(\d{3,5})\b/g)) found.set(Number(m[1]), where);
  }
  return found;
}

describe('error-code catalogue', () => {
  it('lists the success codes and the error codes, each once, each with its meaning and what a client does', () => {
    expect(successCodes.map((e) => e.code)).toEqual([10000, 200, 201]);
    const codes = errorCodes.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [401, 10001, 422, 429, 459, 500, 502, 503, 504, 40001, 40004]) expect(codes).toContain(code);
    const vague = errorCodes.filter((e) => !/[\u4e00-\u9fff]/.test(e.description) || !/Client:/.test(e.description)).map((e) => e.code);
    expect(vague, 'entries without a Chinese meaning or a "Client:" action').toEqual([]);
  });

  it('holds every code the demo API can send', () => {
    const missing = [...codesIn('mock')].filter(([code]) => !isCatalogued(code)).map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it('holds every code the site acts on by number (the pay page: 40031–40036)', () => {
    const site = [...codesIn('src')].filter(([code]) => code >= 40000);
    expect(site.length).toBeGreaterThan(0);
    expect(site.filter(([code]) => !isCatalogued(code)).map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });

  it('has every entry declared by at least one operation (but the codes answered before any operation)', () => {
    const declared = new Set(contractOperations.flatMap((op) => [...op.responses.values()].flatMap((r) => [...r.codes])));
    const orphans = errorCodes.map((e) => e.code).filter((c) => !declared.has(c) && !ROUTE_LEVEL_CODES.includes(c));
    expect(orphans).toEqual([]);
  });
});

describe('codes the demo API answers during the kit scenario', { timeout: 300_000 }, () => {
  let server: RunningServer;
  let run: KitRun;

  beforeAll(async () => {
    server = await startServer();
    run = await runKit({ target: { baseUrl: server.baseUrl, accounts: DEMO_KIT_ACCOUNTS, smsCode: '123456', advance: server.advance, seed: 7 }, fuzzRuns: 0 });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it('are each declared by the operation that answered them, for that status', () => {
    const undeclared = new Set<string>();
    for (const call of run.log.calls) {
      if (!call.operationId || call.code === null || (call.status >= 200 && call.status < 300)) continue;
      const op = contractOperations.find((o) => o.operationId === call.operationId)!;
      const response = op.responses.get(call.status);
      if (!response?.codes.has(call.code)) undeclared.add(`${call.operationId} ${call.status} code ${call.code} (${call.msg})`);
    }
    expect([...undeclared].sort()).toEqual([]);
  });
});
