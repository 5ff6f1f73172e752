/**
 * The answers to a page's first API calls that its document carries (src/domain/first-answers.ts), sent by a server
 * that can ask its API while it answers the page (the reference server with its in-process demo API,
 * mock/first-answers.ts). Over HTTP/1.1 a phone has six connections per host: the page's five or six small calls,
 * preloaded, took five of them for a round trip each right when the page's scripts and styles wanted them. Inside
 * the document they cost no request at all.
 *
 * Each answer is taken once: the page's first call of that address gets it instead of asking the network, every
 * later call asks as usual. Anything in the block that is not its shape is ignored, and the page asks for itself.
 */
import { FIRST_ANSWERS_ELEMENT_ID, parseFirstAnswers } from '@/domain/first-answers';
import { leadPicture } from '@/domain/lead-pictures';

let pending: Map<string, unknown> | undefined;
/** The picture the document's answers name as the page's lead (src/domain/lead-pictures.ts), read with them. */
let lead: string | undefined;

/** Reads the document's block once (then removes it from the page). */
function readBlock(): Map<string, unknown> {
  if (pending) return pending;
  pending = new Map();
  if (typeof document !== 'undefined') {
    const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
    // By tag name, not instanceof: the build's HTML shell renders the frame where the DOM's classes are not globals.
    if (element?.tagName === 'SCRIPT' && (element as HTMLScriptElement).type === 'application/json') {
      pending = parseFirstAnswers(element.textContent);
      element.remove();
    }
  }
  lead = leadPicture(pending);
  return pending;
}

/**
 * How long after the navigation began (performance.now()'s origin, about when the server wrote the answers) one may
 * still be taken: a page boots within seconds, and an answer its first render did not ask for is never handed to a
 * later call as if it were fresh — from then on every call asks the network.
 */
export const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

/**
 * The document's answer to `url` (path and query string) if it has one not yet taken and not too old, else undefined.
 * The block is read on the first call and then removed from the page.
 */
export function takeFirstAnswer(url: string, now: number = performance.now()): { answer: unknown } | undefined {
  if (now > FIRST_ANSWERS_MAX_AGE_MS) {
    pending = new Map();
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    return undefined;
  }
  const answers = readBlock();
  if (!answers.has(url)) return undefined;
  const answer = answers.get(url);
  answers.delete(url);
  return { answer };
}

/**
 * The lead picture the document's answers named (the one the server preloaded at high priority: the page's own, else
 * the bottom banner); undefined when the document carried no answers (nginx, the service worker's shell) or none
 * named a picture.
 */
export function firstAnswersLeadPicture(): string | undefined {
  readBlock();
  return lead;
}

/** Tests only: forget what was read, so the next call reads the document again. */
export function resetFirstAnswers(): void {
  pending = undefined;
  lead = undefined;
}
