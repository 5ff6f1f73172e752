/**
 * The answers to a page's first API calls inside the page's document (src/lib/http/first-answers.ts reads them), for a
 * server that can ask its API at no cost while it answers the page: the reference server with its in-process demo API.
 * A call it cannot answer so stays a `Link` preload (mock/site-headers.ts), which is all a server in front of a remote
 * API (API_TARGET, Prism, nginx) sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstAnswersElement } from '@/domain/first-answers';
import { leadPicture } from '@/domain/lead-pictures';
import { SHELL_DOCUMENT, type RouteAnswer } from './site-headers';

/** The API's answer to a GET, as the server's own API gives it. */
export interface ApiAnswer {
  status: number;
  /** The Content-Type header ('' without one). */
  contentType: string;
  body: string;
  /** The answer sets or clears a cookie (a session that ended): only the browser's own request may carry that. */
  setsCookie: boolean;
}

/** Asks the server's own API for a GET of `url` (path and query string) with the page request's cookies. */
export type AskApi = (url: string, cookie: string | undefined) => ApiAnswer;

/**
 * The answers a document carries for `calls`: each one the API answers with 200, JSON and no cookie. Any other answer
 * (a visitor's 401, an error, a session to clear) is left to the browser, which asks for it as it would have anyway.
 */
export function askFirstAnswers(calls: readonly string[], cookie: string | undefined, ask: AskApi): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const url of calls) {
    if (out.has(url)) continue;
    let answer: ApiAnswer;
    try {
      answer = ask(url, cookie);
    } catch {
      continue;
    }
    if (answer.status !== 200 || answer.setsCookie || !/^application\/json\b/i.test(answer.contentType)) continue;
    try {
      out.set(url, JSON.parse(answer.body));
    } catch {
      // Not JSON after all: the browser asks, and the app says what it says of such an answer.
    }
  }
  return out;
}

/**
 * `html` (a built document) with the answers' data block where the app reads it: just before the body's first script,
 * so it is in the page before any of the app's code runs; before `</body>` when the body has none. Unchanged without
 * answers.
 */
export function withFirstAnswers(html: string, answers: ReadonlyMap<string, unknown>): string {
  if (!answers.size) return html;
  const block = firstAnswersElement(answers);
  const body = html.search(/<body[\s>]/i);
  const firstScript = body < 0 ? -1 : html.slice(body).search(/<script[\s>]/i);
  if (firstScript >= 0) return html.slice(0, body + firstScript) + block + html.slice(body + firstScript);
  const end = html.search(/<\/body>/i);
  return end >= 0 ? html.slice(0, end) + block + html.slice(end) : html + block;
}

/**
 * A page's document for one request as the site answers it: the file (the route's own document, or index.html when
 * the build has none), the answers it carries (none without `ask`, or when the route has no calls) and its `Link`
 * header, which preloads the lead picture those answers name, the calls left unanswered and the page's files.
 */
export function pageAnswer(dist: string, route: RouteAnswer, cookie: string | undefined, ask: AskApi | undefined): { file: string; answers: Map<string, unknown>; link: string | undefined } {
  const file = fs.existsSync(path.join(dist, route.document.slice(1))) ? route.document : SHELL_DOCUMENT;
  const answers = ask && route.calls.length ? askFirstAnswers(route.calls, cookie, ask) : new Map<string, unknown>();
  const picture = leadPicture(answers);
  return { file, answers, link: route.link(new Set(answers.keys()), picture ? [picture] : []) };
}
