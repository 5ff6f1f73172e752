/**
 * The Link header of a route's index.html (mock/site-headers.ts): the page's first API calls preloaded as the app's
 * fetch asks for them, a member's only with the session cookie, the default view's only without a query string, a
 * path parameter only as a plain id, and nothing from route-preloads.json that is not this site's API or build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSessionCookie, LINK_MAX_CHARS, queryIdOf, routeAnswers, routeLink, type PageRequest, type RoutePreload } from '@mock/site-headers';

const FETCH = 'rel=preload; as=fetch; crossorigin=use-credentials';
const detail: RoutePreload = {
  route: 'list_info',
  pattern: '^\\/list\\/info\\/([^\\/]+)\\/?$',
  params: ['id'],
  preload: ['/assets/detail.1a.js'],
  data: [{ url: '/api/goods/detail/{id}' }, { url: '/api/global/common' }, { url: '/api/user/base', member: true }],
};
const list: RoutePreload = {
  route: 'list_index',
  pattern: '^\\/list\\/?$',
  params: [],
  preload: [],
  data: [{ url: '/api/goods/list?sort=default&page=1&page_size=20', bare: true }, { url: '/api/global/common' }],
};

/** A build folder whose route-preloads.json holds `routes`. */
function buildWith(routes: unknown[]): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ routes }));
  return dist;
}

/** Its Link header for a request. */
function serverOf(routes: unknown[]) {
  const answers = routeAnswers(buildWith(routes));
  return (request: PageRequest) => answers(request).link();
}

describe('the session cookie', () => {
  it('is a member only with a non-empty yc_session', () => {
    expect(hasSessionCookie('a=1; yc_session=tok; b=2')).toBe(true);
    expect(hasSessionCookie('yc_session=tok')).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('yc_session=; b=2')).toBe(false);
    expect(hasSessionCookie('old_yc_session=tok; yc_sessions=tok')).toBe(false);
  });
});

describe("a route's Link header", () => {
  const header = serverOf([detail, list]);

  it("preloads a visitor's calls as the app fetches them (cors, credentials included), then the page's files", () => {
    expect(header({ pathname: '/list/info/1006', search: '', cookie: undefined })).toBe(
      `</api/goods/detail/1006>; ${FETCH}, </api/global/common>; ${FETCH}, </assets/detail.1a.js>; rel=preload; as=script; fetchpriority=low`,
    );
  });

  it("adds a member's calls only with the session cookie", () => {
    expect(header({ pathname: '/list/info/1006', search: '', cookie: 'yc_session=tok' })).toContain(`</api/user/base>; ${FETCH}`);
    expect(header({ pathname: '/list/info/1006', search: '', cookie: 'yc_session=' })).not.toContain('/api/user/base');
  });

  it("names the same calls as the request's calls, and leaves out those the document answers", () => {
    const answers = routeAnswers(buildWith([detail, list]));
    const member = answers({ pathname: '/list/info/1006', search: '', cookie: 'yc_session=tok' });
    expect(member.calls).toEqual(['/api/goods/detail/1006', '/api/global/common', '/api/user/base']);
    expect(member.link(new Set(['/api/goods/detail/1006', '/api/user/base']))).toBe(
      `</api/global/common>; ${FETCH}, </assets/detail.1a.js>; rel=preload; as=script; fetchpriority=low`,
    );
    expect(member.link(new Set(member.calls))).toBe('</assets/detail.1a.js>; rel=preload; as=script; fetchpriority=low');
    expect(answers({ pathname: '/list/info/1006', search: '', cookie: undefined }).calls).toEqual(['/api/goods/detail/1006', '/api/global/common']);
  });

  it("preloads the default view's call only for an address without a query string", () => {
    expect(header({ pathname: '/list', search: '', cookie: undefined })).toBe(`</api/goods/list?sort=default&page=1&page_size=20>; ${FETCH}, </api/global/common>; ${FETCH}`);
    expect(header({ pathname: '/list', search: '?page=2', cookie: undefined })).toBe(`</api/global/common>; ${FETCH}`);
  });

  it('puts a path parameter into an address only as a plain id, and leaves the call out otherwise', () => {
    for (const id of ['0', '007', '1e3', '12345678901', 'a>;rel=x', '1,2', '1 2']) {
      const link = header({ pathname: `/list/info/${id}`, search: '', cookie: undefined });
      expect(link, id).toBe(`</api/global/common>; ${FETCH}, </assets/detail.1a.js>; rel=preload; as=script; fetchpriority=low`);
    }
  });

  it('puts a path parameter into a call’s query string as a plain id too (the goods’ activities)', () => {
    const withActivities: RoutePreload = { ...detail, data: [{ url: '/api/goods/detail/{id}' }, { url: '/api/goods/activities?goods_id={id}' }] };
    const link = serverOf([withActivities]);
    expect(link({ pathname: '/list/info/1006', search: '', cookie: undefined })).toBe(
      `</api/goods/detail/1006>; ${FETCH}, </api/goods/activities?goods_id=1006>; ${FETCH}, </assets/detail.1a.js>; rel=preload; as=script; fetchpriority=low`,
    );
    expect(link({ pathname: '/list/info/1%2C2', search: '', cookie: undefined })).toBe(`</assets/detail.1a.js>; rel=preload; as=script; fetchpriority=low`);
  });

  it('puts a query id into an address only as the first plain id of that name in the query string, and leaves the call out otherwise', () => {
    const template: RoutePreload = { route: 'zqmb', pattern: '^\\/zqmb\\/?$', params: [], query: ['id'], preload: [], data: [{ url: '/api/zone/template/{id}' }, { url: '/api/global/common' }] };
    const link = serverOf([template]);
    const at = (search: string) => link({ pathname: '/zqmb', search, cookie: undefined });
    for (const search of ['?id=7', '?from=home&id=7', '?id=7&id=8', '?xid=1&id=7&x=2']) expect(at(search), search).toBe(`</api/zone/template/7>; ${FETCH}, </api/global/common>; ${FETCH}`);
    for (const search of ['', '?id=', '?id=07', '?id=%37', '?id=abc&id=7', '?ID=7', '?xid=7', '?id=7x', '?id=12345678901']) expect(at(search), search).toBe(`</api/global/common>; ${FETCH}`);
    // The same rule, as both servers apply it to the raw query string.
    expect([queryIdOf('id=42', 'id'), queryIdOf('?a=1&id=42&b', 'id'), queryIdOf('?id=42', 'i.d'), queryIdOf('?pid=42', 'id')]).toEqual(['42', '42', undefined, undefined]);
  });

  it("drops every address from route-preloads.json that is not this site's API, or names a parameter the route lacks", () => {
    const hostile: RoutePreload = {
      ...list,
      data: [
        { url: 'https://elsewhere.example/api/x' },
        { url: '//elsewhere.example/api/x' },
        { url: '/api/x>; rel=stylesheet' },
        { url: '/api/x, </evil>' },
        { url: '/api/$host' },
        { url: '/api/../secret' },
        { url: '/api/goods/{other}' },
        { url: '/api/goods/activities?goods_id={other}' },
        { url: '/api/goods/activities?goods_id={id' },
        { url: '/static/x.svg' },
        { url: '/api/ok' },
      ],
    };
    expect(routeLink(hostile, { member: true, bare: true, param: () => '1' })).toBe(`</api/ok>; ${FETCH}`);
  });

  it('reads no call from a malformed entry, and keeps the files of a build from before the calls', () => {
    const old = serverOf([{ route: 'list_index', pattern: '^\\/list\\/?$', preload: ['/assets/list.1.js'] }, { route: 'x', pattern: '^\\/x\\/?$', preload: [], data: [{ url: 1 }, 'nope', { url: '/api/ok', member: 'yes' }] }]);
    expect(old({ pathname: '/list', search: '', cookie: undefined })).toBe('</assets/list.1.js>; rel=preload; as=script; fetchpriority=low');
    expect(old({ pathname: '/x', search: '', cookie: 'yc_session=t' })).toBeUndefined();
  });

  it(`stays within ${LINK_MAX_CHARS} characters, keeping the calls and dropping files from the end`, () => {
    const many: RoutePreload = { ...list, preload: Array.from({ length: 200 }, (_, i) => `/assets/chunk-${i}.0123456789abcdef.js`) };
    const link = routeLink(many, { member: false, bare: true, param: () => undefined })!;
    expect(link.length).toBeLessThanOrEqual(LINK_MAX_CHARS);
    expect(link.startsWith(`</api/goods/list?sort=default&page=1&page_size=20>; ${FETCH}, </api/global/common>; ${FETCH}, </assets/chunk-0.`)).toBe(true);
  });
});

describe("a route's document", () => {
  const visitor = (pathname: string) => ({ pathname, search: '', cookie: undefined });

  it("is the route's own where the build wrote one, else index.html", () => {
    const answers = routeAnswers(buildWith([{ ...detail, document: '/pages/list_info.html' }, list]));
    expect(answers(visitor('/list/info/1006')).document).toBe('/pages/list_info.html');
    expect(answers(visitor('/list')).document).toBe('/index.html');
    const none = answers(visitor('/no/such/page'));
    expect([none.document, none.calls, none.link()]).toEqual(['/index.html', [], undefined]);
  });

  it('is never a file outside the pages folder, whatever the file says', () => {
    const hostile = ['/index.html', '/pages/../sw.js', '/pages/a/b.html', 'pages/x.html', '/pages/x.html?y', '/assets/a.js', 42];
    for (const document of hostile) {
      const answers = routeAnswers(buildWith([{ ...detail, document }]));
      expect(answers(visitor('/list/info/1006')).document, String(document)).toBe('/index.html');
    }
  });

  it('is index.html without a build', () => {
    const none = routeAnswers(path.join(os.tmpdir(), 'no-such-build-folder'))(visitor('/list'));
    expect([none.document, none.calls, none.link()]).toEqual(['/index.html', [], undefined]);
  });
});
