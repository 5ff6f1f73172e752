// @vitest-environment node
/**
 * Property: whatever a client sends to any operation — random, malformed, out-of-range, unknown, broken — the demo
 * API never fails (no 500/502/503), answers only statuses the contract declares for that operation, and every
 * refusal is the error envelope with a Chinese `msg` (422: with a non-empty `errors` map). Success answers to odd
 * input must still match the contract's schema. Runs against the engine directly (no HTTP), as a member, as a
 * visitor and with a stale session cookie.
 *
 * While handlers are being written, operations answer 503 '该功能暂未开放': those runs are skipped and counted.
 */
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { createDemoApi, type DemoApi } from '@mock/demo/app';
import { contractOperations } from '@yaocai/contract-kit';
import { demoAccounts } from '../support/demo-accounts';
import { callEngine, engineLogin, problemsOf, SESSION_COOKIE } from '../support/engine-calls';
import { DEMO_NOW } from '../support/demo-server';
import { badRequestArb, type BadRequest } from './arbitraries';

const NUM_RUNS = Number(process.env.BAD_INPUT_RUNS) || 30;
/** A request the single-threaded server needs longer than this for blocks every other client: a denial of service. */
/** A limit for a call that hangs the server (a pathological input), not a pace: every call takes milliseconds. */
const SLOW_MS = 2_000;
const STALE_COOKIE = `${SESSION_COOKIE}=expired-or-forged-session-token`;

const runs = new Map<string, { total: number; skipped: number }>();
let memberLoginFailed = 0;

function describeRequest(req: BadRequest, cookie: string | null): string {
  const body = req.body === null ? '(no body)' : JSON.stringify(req.body.length > 300 ? `${req.body.slice(0, 300)}…` : req.body);
  return `${req.auth}${req.auth === 'member' && !cookie ? ' (login failed: sent as visitor)' : ''} ${req.url}\n  content-type: ${req.contentType}\n  body: ${body}`;
}

interface Fixture {
  api: DemoApi;
  username: string;
  password: string;
}

function freshFixture(): Fixture {
  const api = createDemoApi({ now: () => new Date(DEMO_NOW), log: () => {} });
  const { pharmacy } = demoAccounts(api.db.members);
  return { api, username: pharmacy.username, password: pharmacy.password };
}

let shared: Fixture | null = null;

/**
 * One API for every operation, built at first use: the same on every host (a choice by build time made the fast host
 * test fresh APIs and the slow one a shared API). A shared API is the harder test: each operation meets the state
 * that the hostile requests of the ones before it left.
 */
function fixtureFor(): Fixture {
  shared ??= freshFixture();
  return shared;
}

describe('bad input: every operation survives hostile parameters and bodies', () => {
  afterAll(() => {
    const skipped = [...runs.entries()].filter(([, r]) => r.skipped > 0);
    const totalSkipped = skipped.reduce((n, [, r]) => n + r.skipped, 0);
    const total = [...runs.values()].reduce((n, r) => n + r.total, 0);
    console.log(
      `[bad-input] ${total} requests over ${runs.size} operations; ${totalSkipped} skipped (503 该功能暂未开放) in ${skipped.length} operations` +
        (skipped.length ? `: ${skipped.map(([id, r]) => `${id} ${r.skipped}/${r.total}`).join(', ')}` : '') +
        (memberLoginFailed ? `; member login failed ${memberLoginFailed}× (member runs went out as visitor)` : ''),
    );
  });

  for (const op of contractOperations) {
    it(`${op.operationId} (${op.method} ${op.path})`, { timeout: 60_000 }, () => {
      const { api, username, password } = fixtureFor();
      const member = engineLogin(api, username, password);
      if (!member) memberLoginFailed += 1;
      const stat = { total: 0, skipped: 0 };
      runs.set(op.operationId, stat);
      fc.assert(
        fc.property(badRequestArb(op), (req) => {
          const cookie = req.auth === 'member' ? member : req.auth === 'stale' ? STALE_COOKIE : null;
          const started = performance.now();
          const ans = callEngine(api, op, {
            method: op.method,
            url: req.url,
            cookie,
            contentType: req.contentType,
            body: req.body,
          });
          stat.total += 1;
          if (ans.notBuilt) {
            stat.skipped += 1;
            return;
          }
          const problems = problemsOf(ans);
          const took = performance.now() - started;
          if (took > SLOW_MS) problems.push(`took ${Math.round(took)} ms (over ${SLOW_MS} ms blocks the server)`);
          if (problems.length) {
            throw new Error(`${op.operationId} answered ${ans.status}:\n  - ${problems.join('\n  - ')}\nrequest: ${describeRequest(req, cookie)}\nanswer: ${ans.text.slice(0, 400)}`);
          }
        }),
        { numRuns: NUM_RUNS },
      );
    });
  }
});
