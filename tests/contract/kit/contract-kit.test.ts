// @vitest-environment node
/**
 * The conformance kit (@yaocai/contract-kit, packages/contract-kit; `npm run contract:verify`) proved both ways over real HTTP: against the
 * demo API it reaches every operation and finds no violation; against the demo API behind a harness that corrupts
 * four operations' answers (a wrong type, a missing required field, an undeclared status, a code outside the
 * catalogue) it reports each corruption at its operation, with the right kind and JSON pointer, and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoResponse } from '@mock/demo/core/engine';
import { failed, junitXml, runKit, type KitReport, type KitRun } from '@yaocai/contract-kit';
import { DEMO_KIT_ACCOUNTS, startServer, type Corrupt, type RunningServer } from './servers';

const SEED = 20261122;

function violating(report: KitReport): string[] {
  return report.operations.filter((o) => o.result === 'violation').map((o) => o.operationId);
}

describe('contract kit against the demo API', { timeout: 300_000 }, () => {
  let server: RunningServer;
  let run: KitRun;

  beforeAll(async () => {
    server = await startServer();
    run = await runKit({ target: { baseUrl: server.baseUrl, accounts: DEMO_KIT_ACCOUNTS, smsCode: '123456', advance: server.advance, seed: SEED }, fuzzRuns: 3 });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it('finds no violation in the scenario or the fuzz', () => {
    expect(run.report.summary.violations, run.log.violationReport()).toBe(0);
  });

  it('meets every expectation of the scenario (search by trade name, barcode, 批准文号, maker, near miss included)', () => {
    expect(run.report.unmet).toEqual([]);
  });

  it('reaches every operation of the contract', () => {
    expect(run.report.operations.filter((o) => o.result === 'not reached').map((o) => `${o.operationId}: ${o.reason}`)).toEqual([]);
  });

  it('fuzzes every operation that takes input, from the printed seed', () => {
    expect(run.report.fuzz?.seed).toBe(SEED);
    expect(run.report.fuzz?.fuzzed.length).toBeGreaterThan(100);
  });

  it('writes a JUnit suite with one passing test case per step and one per operation', () => {
    const xml = junitXml(run.report);
    expect(xml.match(/<testcase classname="operations" /g)).toHaveLength(run.report.operations.length);
    expect(xml.match(/<testcase classname="scenario" /g)).toHaveLength(run.report.steps.length);
    expect(xml).not.toMatch(/<failure|<skipped/);
  });

  it('adds one failing test case for requests to paths the contract does not have', () => {
    const stray = { operationId: null, kind: 'request' as const, call: 'GET /api/nowhere', status: null, pointer: '', message: 'no operation of the contract has this path' };
    const xml = junitXml({ ...run.report, unowned: [stray] });
    expect(xml.match(/<failure /g)).toHaveLength(1);
    expect(xml).toContain('<testcase classname="operations" name="(no operation)">');
    expect(xml).toContain(`<testsuite name="operations" tests="${run.report.operations.length + 1}" failures="1"`);
  });

  it('passes every step, and reads the contract version the demo states (the one it checks)', () => {
    expect(run.report.steps.filter((s) => s.result !== 'pass').map((s) => s.id)).toEqual([]);
    expect(run.report.server).toEqual({ statedVersion: run.report.contractVersion, match: 'same' });
  });
});

/** Rewrites the JSON body of an answer. */
function withJson(res: DemoResponse, change: (body: Record<string, unknown>) => void, status = res.status): DemoResponse {
  const body = JSON.parse(String(res.body)) as Record<string, unknown>;
  change(body);
  return { ...res, status, body: JSON.stringify(body) };
}

/** The four corruptions, each on one operation's success answers. */
const CORRUPTIONS: Record<string, { path: string; corrupt: (res: DemoResponse) => DemoResponse; kind: string; pointer: RegExp }> = {
  getUnreadMessageCount: {
    path: '/api/message/unread_count',
    corrupt: (res) => withJson(res, (b) => ((b.data as Record<string, unknown>).count = 'three')),
    kind: 'schema',
    pointer: /^\/data\/count$/,
  },
  getCouponCounts: {
    path: '/api/user/couponNum',
    corrupt: (res) =>
      withJson(res, (b) => {
        const data = b.data as Record<string, unknown>;
        delete data[Object.keys(data)[0]!];
      }),
    kind: 'schema',
    pointer: /^\/data\/\w+$/,
  },
  getCartTotal: { path: '/api/cart/total', corrupt: (res) => ({ ...res, status: 418 }), kind: 'status', pointer: /^$/ },
  getWalletBalance: { path: '/api/user/user_money', corrupt: (res) => withJson(res, (b) => (b.code = 10086)), kind: 'code', pointer: /^\/code$/ },
};

const corrupt: Corrupt = (req, res) => {
  const pathname = new URL(req.url, 'http://demo').pathname;
  const hit = Object.values(CORRUPTIONS).find((c) => c.path === pathname);
  return hit && req.method.toUpperCase() === 'GET' && res.status === 200 ? hit.corrupt(res) : res;
};

describe('contract kit against a deliberately broken server', { timeout: 300_000 }, () => {
  let server: RunningServer;
  let report: KitReport;

  beforeAll(async () => {
    server = await startServer(corrupt);
    ({ report } = await runKit({ target: { baseUrl: server.baseUrl, accounts: DEMO_KIT_ACCOUNTS, smsCode: '123456', advance: server.advance, seed: SEED }, fuzzRuns: 0 }));
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it('reports a violation at exactly the corrupted operations', () => {
    expect(violating(report).sort()).toEqual(Object.keys(CORRUPTIONS).sort());
  });

  it.each(Object.entries(CORRUPTIONS))('reports %s with the kind, status and JSON pointer of the corruption', (operationId, c) => {
    const op = report.operations.find((o) => o.operationId === operationId)!;
    const first = op.violations[0]!;
    expect({ kind: first.kind, pointer: c.pointer.test(first.pointer) }).toEqual({ kind: c.kind, pointer: true });
    expect(first.status).toBe(c.kind === 'status' ? 418 : 200);
  });

  it('marks the failures in the JUnit suite of the operations', () => {
    const operations = junitXml(report).split('<testsuite name="operations"')[1]!;
    expect(operations.match(/<failure /g)).toHaveLength(Object.keys(CORRUPTIONS).length);
  });
});

/**
 * A backend whose search knows generic names only: list and suggestion answers keep just the goods whose name holds
 * the words (identifiers, several words and near misses are left alone, so only the trade-name check can notice).
 */
const namesOnly: Corrupt = (req, res) => {
  const url = new URL(req.url, 'http://demo');
  const keywords = url.searchParams.get('keywords') ?? '';
  if (res.status !== 200 || !/^[\u4e00-\u9fff]+$/.test(keywords) || keywords.includes('龘')) return res;
  if (url.pathname === '/api/goods/list')
    return withJson(res, (b) => {
      const page = b.data as { list: Array<{ name: string }>; total?: number };
      page.list = page.list.filter((g) => g.name.includes(keywords));
      page.total = page.list.length;
    });
  if (url.pathname === '/api/goods/search')
    return withJson(res, (b) => (b.data = (b.data as Array<{ name: string }>).filter((s) => s.name.includes(keywords))));
  return res;
};

describe('contract kit against a backend that ignores trade names', { timeout: 300_000 }, () => {
  let server: RunningServer;
  let report: KitReport;

  beforeAll(async () => {
    server = await startServer(namesOnly);
    ({ report } = await runKit({ target: { baseUrl: server.baseUrl, accounts: DEMO_KIT_ACCOUNTS, smsCode: '123456', advance: server.advance, seed: SEED }, fuzzRuns: 0 }));
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it('fails the run on the trade-name search, which breaks no schema', () => {
    expect(report.summary.violations).toBe(0);
    expect(report.unmet.filter((m) => /trade name/.test(m)).length).toBeGreaterThan(0);
    expect(report.unmet.every((m) => /trade name|trade_name/.test(m)), report.unmet.join('\n')).toBe(true);
    expect(failed(report)).toBe(true);
  });

  it('fails exactly the search step', () => {
    expect(report.steps.filter((s) => s.result === 'fail').map((s) => s.id)).toEqual(['search']);
  });
});
