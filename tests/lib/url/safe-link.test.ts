/** The one rule for links from outside the code: http(s) or this site's paths, and nothing that could run or mislead. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref, safeLink, sitePath, type SafeLink } from '@/lib/url/safe-link';

const origin = 'https://www.yaocai.example.cn';

/** Where a link leads when followed from a page of this site; anything but the three safe answers says what went wrong. */
function destination(link: SafeLink | null): string {
  if (link === null) return 'no link';
  if (link.kind === 'site') {
    const onSite = /^\/(?![/\\])/.test(link.path) && new URL(link.path, origin).origin === origin;
    return onSite ? 'this site' : `a path off the site: ${link.path}`;
  }
  const url = new URL(link.href);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin ? 'the web' : `a bad web address: ${link.href}`;
}

/** Addresses a hostile back office or a crafted link could send, each of which must be no link. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&#58;alert(1)',
  '/&#x2F;evil.example',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VbScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example/x',
  'blob:https://www.yaocai.example.cn/1',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '\\\\evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'http:evil.example',
  'https:///evil.example',
  'https://user:pass@evil.example/',
  'https://www.yaocai.example.cn@evil.example/',
  'https://evil.example/a b',
  'https://evil.example/\u00a0',
  '/list\u3000',
  'lqzx',
  './lqzx',
  '../lqzx',
  '?page=2',
  '#top',
  'https://',
  'http://[::1',
  '',
  '   ',
  null,
  undefined,
  42,
  {},
];

describe('safeLink', () => {
  it.each([
    ['/lqzx', '/lqzx'],
    ['/cart?from=drawer#top', '/cart?from=drawer#top'],
    ['/list/info/1001', '/list/info/1001'],
    ['/a/../b', '/b'],
    ['https://www.yaocai.example.cn/kxzq/goods/otc?x=1', '/kxzq/goods/otc?x=1'],
    ['HTTPS://WWW.YAOCAI.EXAMPLE.CN/lqzx', '/lqzx'],
  ])('keeps the path of this site %s', (raw, path) => {
    expect(safeLink(raw, origin)).toEqual({ kind: 'site', path });
  });

  it.each([
    ['https://www.nmpa.gov.cn', 'https://www.nmpa.gov.cn/'],
    ['http://yjj.hebei.gov.cn/notice?id=3#a', 'http://yjj.hebei.gov.cn/notice?id=3#a'],
    ['HTTPS://Weixin.Example.cn/yaocai', 'https://weixin.example.cn/yaocai'],
    ['https://www.yaocai.example.cn:8443/x', 'https://www.yaocai.example.cn:8443/x'],
  ])('keeps the web address %s', (raw, href) => {
    expect(safeLink(raw, origin)).toEqual({ kind: 'web', href });
  });

  it.each(HOSTILE.map((raw) => [JSON.stringify(raw) ?? String(raw), raw]))('refuses %s', (_, raw) => {
    expect(safeLink(raw, origin)).toBeNull();
  });

  it('accepts nothing but an http(s) address or a path of this site', () => {
    const hostilePrefix = fc.constantFrom('javascript:', 'data:', 'vbscript:', '//', '/\\', '\\', '/./', '/../', '/.', 'https:', 'http://', 'https://', '/', '&#', ' ', '\t', '');
    const anyTarget = fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.webPath(), fc.tuple(hostilePrefix, fc.string()).map(([a, b]) => a + b));
    fc.assert(
      fc.property(anyTarget, (raw) => {
        expect(['no link', 'this site', 'the web']).toContain(destination(safeLink(raw, origin)));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every address with white space, a control character or a character reference in it', () => {
    const bad = fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u0085', '\u00a0', '\u2028', '\u3000', '\ufeff', '&#58;', '&colon;');
    fc.assert(
      fc.property(fc.webUrl(), bad, fc.nat(), (url, insert, at) => {
        const i = at % (url.length + 1);
        expect(safeLink(url.slice(0, i) + insert + url.slice(i), origin)).toBeNull();
      }),
    );
  });
});

describe('safeHref and sitePath', () => {
  it('give the path or the web address as an href', () => {
    expect(safeHref('/lqzx', origin)).toBe('/lqzx');
    expect(safeHref('https://www.nmpa.gov.cn', origin)).toBe('https://www.nmpa.gov.cn/');
    expect(safeHref('javascript:alert(1)', origin)).toBeNull();
  });

  it('keep to this site when asked for a site path only', () => {
    expect(sitePath('/zzzj', origin)).toBe('/zzzj');
    expect(sitePath('https://www.yaocai.example.cn/zzzj', origin)).toBe('/zzzj');
    expect(sitePath('https://evil.example', origin)).toBeNull();
    expect(sitePath('//evil.example/x', origin)).toBeNull();
  });

  it('never returns a site path that leaves the origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const path = sitePath(raw, origin) ?? '/';
        expect(path.startsWith('/')).toBe(true);
        expect(new URL(path, origin).origin).toBe(origin);
      }),
    );
  });
});
