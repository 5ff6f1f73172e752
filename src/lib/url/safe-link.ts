/**
 * The one rule for a link whose target comes from outside the code — the server's ads, nav items, messages, file
 * addresses and licence page, or a login return path in the address bar. A target is followed only when it is
 *   - an absolute http or https URL (`https://www.nmpa.gov.cn`), without a user name or password in it; or
 *   - a path on this site (`/lqzx`, `/list/info/12?x=1#top`), or an absolute URL on this site's origin.
 * Everything else is no link: `javascript:`, `data:`, `vbscript:` and every other scheme in any letter case, a
 * protocol-relative `//host`, a backslash anywhere (browsers read `\` as `/`), white space or a control character
 * anywhere (browsers drop them, so `java\tscript:` would run), an HTML character reference (`&#106;`, `&colon;`: text
 * that is meant to be decoded first), a relative path without its leading `/`, a path whose dot segments fold it into
 * `//host` (`/.//evil.example`), and anything that does not parse.
 * The caller then draws the text without a link.
 */

/** Where a safe link goes: a path on this site (routed inside the app), or a page on another web site. */
export type SafeLink = { kind: 'site'; path: string } | { kind: 'web'; href: string };

// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;
const CHARACTER_REFERENCE = /&(?:#|[a-z][a-z0-9]*;)/i;
const WEB_URL = /^https?:\/\/[^/]/i;

/** The link a target from outside leads to, or null when it is not followed (see the rule above). */
export function safeLink(raw: unknown, origin: string = window.location.origin): SafeLink | null {
  if (typeof raw !== 'string' || raw === '') return null;
  if (SPACE_OR_CONTROL.test(raw) || raw.includes('\\') || CHARACTER_REFERENCE.test(raw)) return null;
  const web = WEB_URL.test(raw);
  if (!web && !(raw.startsWith('/') && !raw.startsWith('//'))) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) {
    // Dot segments can fold a path into a protocol-relative one (/.//evil.example → //evil.example): no link.
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? null : { kind: 'site', path };
  }
  if (!web || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return { kind: 'web', href: url.href };
}

/** A target as an `href`: the site path or the web address of safeLink, or null when it is no link. */
export function safeHref(raw: unknown, origin: string = window.location.origin): string | null {
  const link = safeLink(raw, origin);
  return link === null ? null : link.kind === 'site' ? link.path : link.href;
}

/** A target only when it stays on this site (a message's link, a login return path): its path, or null. */
export function sitePath(raw: unknown, origin: string = window.location.origin): string | null {
  const link = safeLink(raw, origin);
  return link?.kind === 'site' ? link.path : null;
}
