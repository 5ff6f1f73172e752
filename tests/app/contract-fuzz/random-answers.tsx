/**
 * Built pages against answers the contract allows but nobody wrote by hand: each API call of answer set `n` is
 * answered with that set's random answer of its operation (contract-answers.ts), a visitor's base user in the even
 * sets and a member's in the odd ones. For each set the page must settle without the error boundary, without an error
 * in the console, without a call the contract does not have, and without NaN, undefined, [object Object] or a price
 * printed ¥-; and it must have seen the buyer the set was meant for.
 * The pages are run in three files by area (random-answers-*.test.tsx), so the fuzz runs on both cores:
 *   FUZZ_SEED=123 FUZZ_ANSWERS=5 npx vitest run tests/app/contract-fuzz/random-answers
 */
import { describe, expect, it } from 'vitest';
import { ANSWERS, SEED, answerText, isMemberSet } from './contract-answers';
import { answerEvery, areaOf, consoleErrors, fetchesBaseUser, freshVisit, installFuzzHarness, PAGES, renderApp, settle, shownProblems, type PageArea } from './page-harness';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

export function fuzzPagesOf(area: PageArea): void {
  const pages = PAGES.filter((p) => areaOf(p) === area);
  installFuzzHarness(`random answers: ${ANSWERS} answer sets for each of the ${pages.length} built ${area} pages (FUZZ_ANSWERS to change)`);

  describe(`built ${area} pages against ${ANSWERS} sets of random contract-valid answers, seed ${SEED}`, () => {
    it('covers pages of this area', () => expect(pages.length).toBeGreaterThan(0));

    it.each(pages)('$path', async ({ name, path }) => {
      const failures: string[] = [];
      const askedWho = fetchesBaseUser(name);
      for (let n = 0; n < ANSWERS; n++) {
        freshVisit();
        const outsideContract: string[] = [];
        const calls = answerEvery((op, call) => {
          if (op) return new Response(answerText(op, n), { headers: JSON_HEADERS });
          outsideContract.push(`${call.method} ${call.pathname}`);
          return new Response(null, { status: 404 });
        });
        const { unmount, queryClient, store } = renderApp(path);
        try {
          // The first set also compiles the page's modules.
          const unsettled = await settle(calls, queryClient, { limitMs: n === 0 ? 30_000 : 5_000 });
          const problems = [...(unsettled ? [unsettled] : []), ...shownProblems(), ...consoleErrors.map((e) => `console.error: ${e.slice(0, 300)}`)];
          if (outsideContract.length) problems.push(`calls the contract does not have: ${outsideContract.join(', ')}`);
          // The set was meant for a visitor or a member: the page must have seen that buyer.
          if (askedWho && store.session.isMember !== isMemberSet(n)) problems.push(`the page saw ${store.session.isMember ? 'a member' : 'no member'}`);
          if (problems.length) failures.push(`set ${n} (${isMemberSet(n) ? 'member' : 'visitor'}): ${problems.join('; ')}`);
        } finally {
          unmount();
        }
      }
      expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    }, 180_000);
  });
}
