/**
 * Built pages against answers the contract allows but nobody wrote by hand: each API call of answer set `n` is
 * answered with that set's random answer of its operation (contract-answers.ts), a visitor's base user in the even
 * sets and a member's in the odd ones. For each set and page the page must settle without the error boundary, without
 * an error in the console, without a call the contract does not have, and without NaN, undefined, [object Object] or a
 * price printed ¥-; and it must have seen the buyer the set was meant for.
 *
 * One test per answer set: the app is started once at the area's first page and the buyer then goes from page to page
 * within it, as on the site, each page checked once it has settled. A set's answer of an operation is the same
 * whichever page asks (contract-answers.ts), so the frame around the pages — header, footer, side bar, session — got
 * the very same answers on every page when each page started the app anew: that was the same frame drawn again ~30
 * times per set (a page cost 34–37 ms started anew, 12–20 ms arrived at, measured on all three areas). Every page is
 * still drawn against every set, and the frame's own start is checked against every set in each area. A page that
 * fails is reported and the app started anew at the next page, so one broken page cannot hide another.
 * The pages are run in three files by area (random-answers-*.test.tsx), so the fuzz runs on both cores:
 *   FUZZ_SEED=123 FUZZ_ANSWERS=5 npx vitest run tests/app/contract-fuzz/random-answers
 */
import { describe, expect, it } from 'vitest';
import type { BuiltRoute } from '../../../scripts/lib/built-route-addresses';
import { ANSWERS, SEED, answerText, isMemberSet } from './contract-answers';
import { answerEvery, areaOf, consoleErrors, fetchesBaseUser, installFuzzHarness, PAGES, renderApp, settle, shownProblems, walkPages, type PageArea } from './page-harness';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** What one page showed wrong in answer set `n`, once it settled; empty when nothing. */
async function problemsOf(page: BuiltRoute, n: number, app: ReturnType<typeof renderApp>, calls: ReturnType<typeof answerEvery>, outsideContract: string[], firstVisit: boolean): Promise<string[]> {
  const unsettled = await settle(calls, app.queryClient, { limitMs: firstVisit ? 30_000 : 5_000 });
  const problems = [...(unsettled ? [unsettled] : []), ...shownProblems(), ...consoleErrors.map((e) => `console.error: ${e.slice(0, 300)}`)];
  if (outsideContract.length) problems.push(`calls the contract does not have: ${outsideContract.join(', ')}`);
  // The set was meant for a visitor or a member: a page that asks who is buying must have seen that buyer.
  if (fetchesBaseUser(page.name) && app.store.session.isMember !== isMemberSet(n)) problems.push(`the page saw ${app.store.session.isMember ? 'a member' : 'no member'}`);
  return problems;
}

export function fuzzPagesOf(area: PageArea): void {
  const pages = PAGES.filter((p) => areaOf(p) === area);
  // A page's first visit in the file, whichever set makes it (the sets may run in any order), also compiles its modules.
  const visited = new Set<string>();
  installFuzzHarness(`random answers: ${ANSWERS} answer sets, each through the ${pages.length} built ${area} pages (FUZZ_ANSWERS to change)`);

  describe(`built ${area} pages against ${ANSWERS} sets of random contract-valid answers, seed ${SEED}`, () => {
    it('covers pages of this area', () => expect(pages.length).toBeGreaterThan(0));

    it.each(Array.from({ length: ANSWERS }, (_, n) => n))('answer set %i, every page', async (n) => {
      const outsideContract: string[] = [];
      const failures = await walkPages(pages, {
        // What the call log says is this page's (the page before it may have been dropped after a failure).
        beforePage: () => void (outsideContract.length = 0),
        answer: () =>
          answerEvery((op, call) => {
            if (op) return new Response(answerText(op, n), { headers: JSON_HEADERS });
            outsideContract.push(`${call.method} ${call.pathname}`);
            return new Response(null, { status: 404 });
          }),
        problemsOf: async (page, app, calls) => {
          const problems = await problemsOf(page, n, app, calls, outsideContract, !visited.has(page.name));
          visited.add(page.name);
          return problems;
        },
      });
      expect(failures, `set ${n} (${isMemberSet(n) ? 'member' : 'visitor'}), FUZZ_SEED=${SEED}`).toEqual([]);
    }, 180_000);
  });
}
