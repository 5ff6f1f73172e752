/**
 * The answers to a page's first API calls inside the page's own document, as the reference server writes them
 * (mock/first-answers.ts) and the site's transport reads them (src/lib/http/first-answers.ts): a data block —
 * `<script type="application/json" id="first-answers">`, which no browser runs, so the CSP's `script-src 'self'`
 * stays as strict as it is — mapping each call's same-origin address (path and query string, exactly as the app asks
 * for it) to the answer's JSON.
 */

/** The id of the data block in the document. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/**
 * The data block for a document: `answers` (address → the answer's parsed JSON) as JSON in which `<`, `>`, `&` and the
 * two line separators are written as `\u` escapes, so no text of an answer — an article's HTML, a goods name with
 * `</script>` in it — can end the block or start markup: the server's text is hostile.
 */
export function firstAnswersElement(answers: ReadonlyMap<string, unknown>): string {
  const json = JSON.stringify({ answers: Object.fromEntries(answers) }).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/** The answers of a data block's text: an empty map for anything that is not `{"answers": {"/api/…": …}}`. */
export function parseFirstAnswers(text: string | null | undefined): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!text) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return out;
  }
  const answers = (parsed as { answers?: unknown } | null)?.answers;
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return out;
  for (const [url, answer] of Object.entries(answers as Record<string, unknown>)) if (url.startsWith('/api/')) out.set(url, answer);
  return out;
}
