/**
 * The calls each built page makes before any answer of its own has come: they follow from the page's address (and
 * whether a member asks) alone, so a server can start them with the page's code — scripts/route-preloads.ts names
 * them in the page's `Link` preload header, beside src/app/route-data.ts's. Recorded here, by rendering every page in
 * jsdom with the frame's calls answered and the page's own held, into scripts/page-first-calls.json, which the build
 * reads; this test fails when a page’s first calls change and the file does not (`npm run first-calls` records it anew).
 * In the fuzz project: it uses the fuzz’s page harness and QR encoder stub, which no file of the site project may share.
 *
 * What is kept of a page's calls: GETs, each at most once, with
 * - a path parameter written `{name}` (the page is rendered with a sentinel id in each: the servers fill in the
 *   address's own value when it is a plain id, and leave the call out otherwise);
 * - for a route with an optional path parameter, the page is rendered without one and with `2` in it: a call made both
 *   ways is kept as it is, one made only without it gets `withoutOptional` (the servers start it only for an address
 *   that leaves the optional segments out: /ppzq's first page, not /ppzq/2); and once more with a sentinel in each
 *   optional parameter, where a call naming one is kept with `{name}` (/yjh/7's zone: the servers start it only for an
 *   address that gives the parameter a plain id); any other call made only with it is left out; and none naming a
 *   date (a page asking for "the last two months" asks for other days tomorrow);
 * - `member` on a member page's calls (a visitor is sent to log in) and where the contract answers the call only with
 *   a session (its security has no anonymous entry): the servers start it only for a request with the session cookie;
 * - none of the frame's own (src/app/route-data.ts's frameQueries, which the servers start for every page: the
 *   settings, the base user, the ads, the footer's articles, and a member's cart and message counts and lottery).
 * All are for the page's address without a query string (`bare`): with one, a page may ask for other things — except
 * a call naming a query id (ROUTE_QUERY_IDS: /zqmb?id=7's template), recorded from the address with a sentinel there
 * and written `{id}`, which the servers start only for an address whose query string gives that id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { findOperation } from '@yaocai/contract-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '@/app/route-pages';
import { frameQueries, queryUrl } from '@/app/route-data';
import { compilePattern } from '@/lib/routes/match';
import { fillPattern, ROUTE_QUERY_IDS } from '@/lib/routes/paths';
import { FLAT_ROUTES, routeByName, type FlatRoute } from '@/lib/routes/route-table';
import { PAGE_FIRST_CALLS_FILE, PARAM_SENTINEL_BASE, type PageFirstCall, type PageFirstCalls } from '../../../scripts/lib/page-first-calls';
import { answerText, isMemberSet, operationOf } from './contract-answers';
import { abandoned, answerEvery, freshVisit, installFuzzHarness, renderApp, turn, type Calls } from './page-harness';

/**
 * Every page's module (src/app/route-pages.ts's lazy imports), loaded before the first render, so that a page's lazy
 * code arrives within a turn of the event loop rather than after however long the module takes to load.
 */
const PAGE_MODULES = [...fs.readFileSync(path.resolve('src/app/route-pages.ts'), 'utf8').matchAll(/import\('(@\/pages\/[\w/-]+)'\)/g)].map((m) => m[1]!);
beforeAll(async () => {
  expect(PAGE_MODULES.length).toBeGreaterThan(50);
  await Promise.all(PAGE_MODULES.map((m) => import(/* @vite-ignore */ m)));
});

installFuzzHarness('first calls of every page (answers of the member set 1)');

const JSON_HEADERS = { 'Content-Type': 'application/json' };
/** The answer set of the frame's calls: a member (contract-answers' odd sets). */
const MEMBER_SET = 1;
/** An optional path parameter's value in the second rendering (the second page of a list, the second of an id). */
const OPTIONAL_VALUE = '2';
/** A date in an address (2026-12-05): the call changes from day to day. */
const DATE = /\d{4}-\d{2}-\d{2}/;
/** Turns of the event loop with no new call and no change to the page before it counts as done asking. */
const QUIET_TURNS = 10;
const LIMIT_MS = 10_000;

/** Waits until the page has asked for all it asks for without answers: nothing new for QUIET_TURNS turns. */
async function quiet(calls: Calls): Promise<void> {
  let changes = 0;
  const observer = new MutationObserver(() => void changes++);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    await act(async () => {
      const deadline = performance.now() + LIMIT_MS;
      let still = 0;
      let seen = { started: calls.started, changes };
      while (still < QUIET_TURNS) {
        await turn();
        still = calls.started === seen.started && changes === seen.changes ? still + 1 : 0;
        seen = { started: calls.started, changes };
        if (performance.now() > deadline) throw new Error(`the page kept changing for ${LIMIT_MS} ms`);
      }
    });
  } finally {
    observer.disconnect();
  }
}

const optionalKeys = (pattern: string) => [...pattern.matchAll(/:(\w+)\?/g)].map((m) => m[1]!);

/**
 * How a rendering fills a route's optional path parameters: left out, a small plain value, or a sentinel like the
 * required ones.
 */
type Optional = 'without' | 'value' | 'sentinel';

/**
 * The page's own GETs (the frame's calls answered, every other held) at the route's address with sentinel ids; with
 * `withQuery`, its query ids (ROUTE_QUERY_IDS) in the query string with sentinels of their own after the path's.
 */
async function pageCalls(route: FlatRoute, optionals: Optional, withQuery = false): Promise<string[]> {
  const { keys: pathKeys } = compilePattern(route.path);
  const keys = [...pathKeys, ...(withQuery ? (ROUTE_QUERY_IDS[route.name] ?? []) : [])];
  const optional = optionalKeys(route.path);
  // An optional parameter is left out, or given a small plain value a page takes as it is (a sentinel might be read
  // as out of range and replaced by the default, which would hide that the call depends on it), or a sentinel (to
  // find the calls that name it).
  const params = Object.fromEntries(
    pathKeys.flatMap((k, i) =>
      !optional.includes(k) || optionals === 'sentinel' ? [[k, String(PARAM_SENTINEL_BASE + i)]] : optionals === 'value' ? [[k, OPTIONAL_VALUE]] : [],
    ),
  );
  const query = keys.slice(pathKeys.length).map((k, i) => `${k}=${PARAM_SENTINEL_BASE + pathKeys.length + i}`);
  const frame = new Set(frameQueries(route).map((q) => queryUrl(q.options.queryKey)));
  freshVisit();
  const gets: string[] = [];
  const calls = answerEvery((op, call) => {
    if (frame.has(call.url) && op) return new Response(answerText(op, MEMBER_SET), { headers: JSON_HEADERS });
    if (call.method === 'GET' && !gets.includes(call.url)) gets.push(call.url);
    return abandoned(call).then(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
  });
  const app = renderApp(`${fillPattern(route.path, params) || '/'}${query.length ? `?${query.join('&')}` : ''}`);
  try {
    await quiet(calls);
  } finally {
    app.unmount();
  }
  // The sentinels back to their names; a call that names a parameter no way the servers can fill is left out.
  return gets.map((url) => keys.reduce((u, k, i) => u.split(String(PARAM_SENTINEL_BASE + i)).join(`{${k}}`), url)).filter((url) => !DATE.test(url));
}

/** The calls of every built page, recorded: routes in the table's order, calls in the order the page made them. */
async function record(): Promise<PageFirstCalls> {
  expect(isMemberSet(MEMBER_SET)).toBe(true);
  // The frame's calls (frameQueries, answered above) are all the shell asks for, a member's cart and message counts and
  // the lottery among them: the not-found page, which asks for nothing of its own, makes no other call.
  const shell = await pageCalls(routeByName('notFound'), 'without');
  expect(shell).toEqual([]);
  const routes: PageFirstCalls['routes'] = {};
  for (const route of FLAT_ROUTES) {
    if (route.group || route.redirect || route.external || !ROUTE_PAGES[route.name]) continue;
    const urls = (await pageCalls(route, 'without')).filter((u) => !shell.includes(u));
    // With an optional segment given, the calls both renderings make; without one, also the calls only it makes.
    const optional = optionalKeys(route.path);
    const both = optional.length ? new Set(await pageCalls(route, 'value')) : undefined;
    // With a sentinel in the optional segments, the calls that name one (the servers fill it from the address).
    if (optional.length) urls.push(...(await pageCalls(route, 'sentinel')).filter((u) => optional.some((n) => u.includes(`{${n}}`)) && !urls.includes(u)));
    // A page named by a query id (/zqmb?id=7): also the calls that name it, made at such an address.
    const named = ROUTE_QUERY_IDS[route.name] ?? [];
    if (named.length) urls.push(...(await pageCalls(route, 'without', true)).filter((u) => named.some((n) => u.includes(`{${n}}`)) && !urls.includes(u)));
    const calls = urls.map((url): PageFirstCall => {
      const op = findOperation('GET', new URL(url.replace(/\{\w+\}/g, '1'), 'http://site').pathname)?.op;
      return {
        url,
        ...(route.member || op?.security === 'session' ? { member: true as const } : {}),
        ...(both && !both.has(url) && !optional.some((n) => url.includes(`{${n}}`)) ? { withoutOptional: true as const } : {}),
      };
    });
    if (calls.length) routes[route.name] = calls;
  }
  return { routes };
}

describe('the first calls of every built page', () => {
  it(`are the ones ${PAGE_FIRST_CALLS_FILE} names, which the servers preload (npm run first-calls writes it)`, async () => {
    const recorded = await record();
    const file = path.resolve(PAGE_FIRST_CALLS_FILE);
    if (process.env.RECORD_FIRST_CALLS === '1') fs.writeFileSync(file, `${JSON.stringify(recorded, null, 1)}\n`);
    const committed = JSON.parse(fs.readFileSync(file, 'utf8')) as PageFirstCalls;
    expect(committed, `${PAGE_FIRST_CALLS_FILE} is not what the pages ask for: run \`npm run first-calls\` and commit it`).toEqual(recorded);
    // Every call is one of the contract's, so no page asks the servers for an address they do not have.
    for (const [name, calls] of Object.entries(recorded.routes)) {
      for (const c of calls) expect(operationOf('GET', new URL(c.url.replace(/\{\w+\}/g, '1'), 'http://site').pathname), `${name}: ${c.url}`).toBeDefined();
    }
  }, 600_000);
});
