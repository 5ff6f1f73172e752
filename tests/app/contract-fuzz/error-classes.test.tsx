/**
 * Every built page when every call fails with one class of error — 401, 10001, 422, 459, 5xx, another business code,
 * a timeout, a body that is not JSON — with the base user failing too, and with the base user answering a member, so
 * that the member's own calls and pages fail as well:
 * - what the transport shows (a toast, the 温馨提示 alert, the timeout dialog, the way to log in) is the error
 *   catalogue's message for that class, and it reaches the screen;
 * - a page that asked for anything of its own tells the buyer — sends them to log in, or says the catalogue's words or
 *   its own failure note — and does not mistake the failure for something missing (不存在, 未找到, 已下架);
 * - the error boundary never shows, nothing reaches the console, and the shell around the page stays usable.
 *   npx vitest run tests/app/contract-fuzz/error-classes
 */
import { act, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@/lib/http';
import { TEXT } from '@/lib/http/error-catalogue';
import { routeByName } from '@/lib/routes/route-table';
import { answerText, isMemberSet, operationOf } from './contract-answers';
import { abandoned, answerEvery, type Call, consoleErrors, PAGES, redirects, renderApp, settle, shownProblems, installFuzzHarness, walkPages } from './page-harness';

interface ErrorClass {
  label: string;
  answer: (call: Call) => Promise<Response> | Response;
  /** The error catalogue's words for it: every toast and alert on screen says them, and a page may print them itself. */
  says: RegExp;
  /** Whether the catalogue sends the buyer to log in instead of showing a message. */
  login?: boolean;
}

const envelope = (status: number, code: number, msg: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ code, msg, data: null, ...extra }, { status });

/** The site's own timeout for this file: a call never answered is given up this soon. */
const TIMEOUT_MS = 20;
const FIELD_MESSAGE = '数量须为中包装的整数倍';
const BUSINESS_MESSAGE = '该商品已下架';

const ERROR_CLASSES: ErrorClass[] = [
  { label: '401', answer: () => envelope(401, 401, '请先登录'), says: /请先登录|登录/, login: true },
  { label: '10001', answer: () => envelope(200, 10001, '登录已失效'), says: /请先登录|登录/, login: true },
  { label: '422', answer: () => envelope(422, 422, '参数错误', { errors: { number: [FIELD_MESSAGE] } }), says: new RegExp(FIELD_MESSAGE) },
  { label: '459', answer: () => envelope(459, 459, '您尚未签署电子合同，请先签署'), says: /您尚未签署电子合同，请先签署/ },
  { label: '5xx', answer: () => envelope(503, 503, 'Service Unavailable'), says: new RegExp(TEXT.systemBusy) },
  { label: 'another business code', answer: () => envelope(400, 40010, BUSINESS_MESSAGE), says: new RegExp(BUSINESS_MESSAGE) },
  // Never answered: the call is pending until the site gives it up, which is what the page must then say.
  { label: 'a timeout', answer: async (call) => (await abandoned(call), HttpResponse.json({})), says: new RegExp(TEXT.timeout) },
  { label: 'a body that is not JSON', answer: () => new HttpResponse('<html>Bad Gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), says: new RegExp(TEXT.systemBusy) },
];

/**
 * The frame's calls — the header, footer, side bar and session (base user, settings, ads, help columns, cart count,
 * unread messages, the lottery) — and the login page's banners: quiet by design, their failure leaves that piece out
 * and there is nothing to tell. Any other call is the page's own.
 */
const FRAME_OPERATIONS = new Set(['getGlobalCommon', 'getUserBase', 'getGlobalConfig', 'getSiteAds', 'listArticleCategory', 'getCartTotal', 'getUnreadMessageCount', 'getLotterySimple', 'listLoginBanners']);
/** A page's own failure note: what a page whose calls are quiet says when they fail. */
const PAGE_NOTE = /加载失败|没有加载出来|重新加载|重试/;
/** What a failed call must not be taken for: the thing being gone. */
const MISSING = /不存在|未找到|已下架/;
const NOT_FOUND = /不存在|未找到/;

const BASE_USER = operationOf('GET', '/api/user/base')!;
/** A member's base user: the first random answer set that is a member's. */
const MEMBER = answerText(BASE_USER, [0, 1].find(isMemberSet)!);

const onScreen = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? '');

installFuzzHarness('error classes: 8 classes × every built page, with the base user failing too or a member');

it('has built pages with the site header, whose search every error class checks', () => {
  expect(PAGES.some(({ name }) => routeByName(name).layout.header)).toBe(true);
});

/** What one page showed wrong once it settled under the class, or nothing. */
async function problemsOf(
  { name }: (typeof PAGES)[number],
  { says, login, takenFor }: { says: RegExp; login?: boolean; takenFor: RegExp },
  app: ReturnType<typeof renderApp>,
  calls: ReturnType<typeof answerEvery>,
  own: ReadonlySet<string>,
): Promise<string[]> {
  const { queryClient, store } = app;
  // An alert the transport asked for is on screen once its chunk has loaded.
  const unsettled = await settle(calls, queryClient, { until: () => !store.ui.dialog || document.querySelector('[role=alertdialog]') !== null });
  const problems = unsettled ? [unsettled] : [];
  const transport = [...onScreen('.toast-stack .content'), ...onScreen('[role=alertdialog]')];
  for (const message of transport) if (!says.test(message)) problems.push(`a toast or alert on screen says "${message}"`);
  const main = document.querySelector('main')?.textContent ?? '';
  if (own.size > 0) {
    const toLogin = login && redirects.some((r) => r.includes('/login?redirect='));
    if (!(toLogin || transport.length > 0 || says.test(main) || PAGE_NOTE.test(main))) problems.push(`the buyer is not told (calls: ${[...own].join(', ')})`);
    const missing = takenFor.exec(main);
    if (missing) problems.push(`the failure is taken for "${missing[0]}"`);
  }
  problems.push(...shownProblems(), ...consoleErrors.map((e) => `console.error: ${e.slice(0, 300)}`));
  // The shell around the page still works: the site header is there exactly where the route's layout has it, and
  // its search stays usable.
  const siteHeader = document.querySelector<HTMLElement>('header.site-header');
  const searchBoxes = siteHeader ? within(siteHeader).queryAllByRole('combobox').length : 0;
  if (searchBoxes > 0 !== routeByName(name).layout.header) problems.push(`the site header's search is ${searchBoxes > 0 ? 'there' : 'missing'}, the route's layout says ${routeByName(name).layout.header ? 'it has' : 'none'}`);
  return problems;
}

/**
 * What the buyer had on screen from the page before: the toasts (so one of this page is not taken for the earlier
 * one's twin and left out) and the dialogs, dropped unanswered (a 459 alert answered would take the buyer to /dzht).
 */
function clearTransportMessages(store: ReturnType<typeof renderApp>['store']): void {
  act(() => {
    for (const t of [...store.ui.toasts]) store.ui.dismissToast(t.id);
    runInAction(() => {
      store.ui.dialogs = [];
    });
  });
}

describe.each(ERROR_CLASSES)('every built page when every call answers $label', ({ label, answer, says, login }) => {
  // What the failure must not be taken for; a business refusal whose own words are 已下架 may say them.
  const takenFor = label === 'another business code' ? NOT_FOUND : MISSING;
  describe.each([
    { buyer: 'the base user too', member: false },
    { buyer: 'but the base user, a member', member: true },
  ])('$buyer', ({ member }) => {
    /**
     * One test for all pages. Where the class sends the buyer to log in (401, 10001) the site leaves the document for
     * the login page, so each page is started anew, as the buyer would arrive at it. Under the other classes the buyer
     * stays and goes on from page to page, as on the site: the frame's calls failed on the first page and are not
     * made again, so what each later page asks for is its own (a page started anew cost 34–37 ms, arrived at 12–20
     * ms); what the page before showed (its toasts and dialogs, the console, the redirects) is cleared first. A page
     * that fails is reported by its address and the app started anew at the next, so one broken page hides no other.
     */
    it('every page: the message, and the page keeps working', async () => {
      setRuntimeConfig({ timeoutMs: TIMEOUT_MS });
      let own = new Set<string>();
      const failures = await walkPages(PAGES, {
        beforePage: () => void (own = new Set<string>()),
        answer: () =>
          answerEvery((op, call) => {
            if (member && op === BASE_USER) return new Response(MEMBER, { headers: { 'Content-Type': 'application/json' } });
            if (!op || !FRAME_OPERATIONS.has(op.id)) own.add(op?.id ?? call.pathname);
            return answer(call);
          }),
        startAnew: login,
        beforeNext: (app) => clearTransportMessages(app.store),
        problemsOf: (page, app, calls) => problemsOf(page, { says, login, takenFor }, app, calls, own),
      });
      expect(failures).toEqual([]);
    }, 180_000);
  });
});
