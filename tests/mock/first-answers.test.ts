/**
 * The answers a page's document carries (mock/first-answers.ts): only the API's plain successes, put where the app
 * reads them before any of its code runs; everything else left to the browser, which asks as it would have anyway.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { askFirstAnswers, pageAnswer, withFirstAnswers, type ApiAnswer, type AskApi } from '@mock/first-answers';
import { routeAnswers } from '@mock/site-headers';
import { FIRST_ANSWERS_ELEMENT_ID } from '@/domain/first-answers';

const JSON_TYPE = 'application/json; charset=utf-8';
const ok = (data: unknown): ApiAnswer => ({ status: 200, contentType: JSON_TYPE, body: JSON.stringify({ code: 10000, msg: '操作成功', data }), setsCookie: false });

/** A build folder with a route document (`pages/<name>.html`) for each of `documents` and route-preloads.json holding `routes`. */
function buildWith(documents: string[], routes: unknown[]): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-answers-'));
  fs.mkdirSync(path.join(dist, 'pages'));
  for (const name of documents) fs.writeFileSync(path.join(dist, 'pages', `${name}.html`), '<body></body>');
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ routes }));
  return dist;
}

describe('the answers a document carries', () => {
  it('are the 200 JSON answers without a cookie, asked with the page request’s cookie, each address once', () => {
    const asked: Array<[string, string | undefined]> = [];
    const answers: Record<string, ApiAnswer> = {
      '/api/global/common': ok({ now: 1 }),
      '/api/user/base': { status: 401, contentType: JSON_TYPE, body: '{"code":401,"msg":"请先登录"}', setsCookie: false },
      '/api/cart/total': { ...ok(3), setsCookie: true },
      '/api/focus/common': { status: 200, contentType: 'text/html', body: '<p>maintenance</p>', setsCookie: false },
      '/api/article/help_category': { status: 200, contentType: JSON_TYPE, body: '{"code":', setsCookie: false },
      '/api/global/config': { status: 500, contentType: JSON_TYPE, body: '{"code":500,"msg":"x"}', setsCookie: false },
    };
    const ask: AskApi = (url, cookie) => {
      asked.push([url, cookie]);
      if (url === '/api/throws') throw new Error('engine failure');
      return answers[url]!;
    };
    const taken = askFirstAnswers([...Object.keys(answers), '/api/throws', '/api/global/common'], 'yc_session=tok', ask);
    expect([...taken]).toEqual([['/api/global/common', { code: 10000, msg: '操作成功', data: { now: 1 } }]]);
    expect(asked.map(([u]) => u)).toEqual([...Object.keys(answers), '/api/throws']);
    expect(asked.every(([, c]) => c === 'yc_session=tok')).toBe(true);
  });

  it('go just before the body’s first script, or before </body> without one; a document without answers is unchanged', () => {
    const answers = new Map([['/api/a', { code: 10000 }]]);
    const html = '<html><head><script src=/x.js></script></head><body><div id=root></div><link rel=stylesheet href=/a.css><script src=/b.js></script></body></html>';
    const out = withFirstAnswers(html, answers);
    expect(out.indexOf(`id="${FIRST_ANSWERS_ELEMENT_ID}"`)).toBeGreaterThan(out.indexOf('a.css'));
    expect(out.indexOf(`id="${FIRST_ANSWERS_ELEMENT_ID}"`)).toBeLessThan(out.indexOf('<script src=/b.js>'));
    expect(out.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, '')).toBe(html);
    expect(withFirstAnswers('<body><p>x</p></body>', answers)).toMatch(/<p>x<\/p><script type="application\/json" id="first-answers">.*<\/script><\/body>$/);
    expect(withFirstAnswers(html, new Map())).toBe(html);
  });
});

describe("a page's answer", () => {
  const dist = buildWith(['help'], [
    { route: 'help', pattern: '^\\/help\\/?$', params: [], preload: ['/assets/help.1.js'], document: '/pages/help.html', data: [{ url: '/api/global/common' }, { url: '/api/user/base', member: true }] },
    { route: 'news', pattern: '^\\/news\\/?$', params: [], preload: [], document: '/pages/news.html', data: [{ url: '/api/global/common' }] },
  ]);
  const answerFor = routeAnswers(dist);
  const ask: AskApi = (url) => (url === '/api/user/base' ? ok({ name: 'kangning' }) : { ...ok(1), status: url === '/api/global/common' ? 200 : 404 });

  it("carries the answers it got and preloads only the rest, a member's call only for a member", () => {
    const member = pageAnswer(dist, answerFor({ pathname: '/help', search: '', cookie: 'yc_session=tok' }), 'yc_session=tok', ask);
    expect(member.file).toBe('/pages/help.html');
    expect([...member.answers.keys()]).toEqual(['/api/global/common', '/api/user/base']);
    expect(member.link).toBe('</assets/help.1.js>; rel=preload; as=script; fetchpriority=low');
    const visitor = pageAnswer(dist, answerFor({ pathname: '/help', search: '', cookie: undefined }), undefined, ask);
    expect([...visitor.answers.keys()]).toEqual(['/api/global/common']);
  });

  it('preloads every call without a way to ask the API, and is index.html where the build has no document', () => {
    const page = pageAnswer(dist, answerFor({ pathname: '/help', search: '', cookie: undefined }), undefined, undefined);
    expect(page.answers.size).toBe(0);
    expect(page.link).toBe('</api/global/common>; rel=preload; as=fetch; crossorigin=use-credentials, </assets/help.1.js>; rel=preload; as=script; fetchpriority=low');
    expect(pageAnswer(dist, answerFor({ pathname: '/news', search: '', cookie: undefined }), undefined, ask).file).toBe('/index.html');
  });
});

describe("a page's lead picture", () => {
  const dist = buildWith(['list_info'], [
    {
      route: 'list_info',
      pattern: '^\\/list\\/info\\/([^/]+?)\\/?$',
      params: ['id'],
      preload: ['/assets/detail.1.js'],
      document: '/pages/list_info.html',
      data: [{ url: '/api/goods/detail/{id}' }, { url: '/api/focus/common' }],
    },
  ]);
  const answerFor = routeAnswers(dist);
  const request = (pathname: string) => answerFor({ pathname, search: '', cookie: undefined });

  it('is preloaded at high priority, first, for the answers the document carries: the page’s own picture, not the banner too', () => {
    const ask: AskApi = (url) =>
      url === '/api/focus/common'
        ? ok({ bottom: { image: '/static/banner/site-bottom-1.svg' } })
        : ok({ goods_image: [{ list: '/static/goods/1006.svg', big: '/static/goods/1006-big.svg' }], gallery: [] });
    const page = pageAnswer(dist, request('/list/info/1006'), undefined, ask);
    expect(page.link).toBe(
      '</static/goods/1006-big.svg>; rel=preload; as=image; fetchpriority=high, </assets/detail.1.js>; rel=preload; as=script; fetchpriority=low',
    );
  });

  it('is never a picture of another host or one that could change the header, and none without carried answers', () => {
    const hostile = ['https://cdn.example/a.png', '//cdn.example/a.png', '/a.png>; rel=preload; as=script', '/a,b.png', '/static/../api/x', 'javascript:alert(1)'];
    for (const image of hostile) {
      const ask: AskApi = (url) => (url === '/api/focus/common' ? ok({ bottom: { image } }) : ok({ goods_image: [{ big: image }] }));
      expect(pageAnswer(dist, request('/list/info/1006'), undefined, ask).link).toBe('</assets/detail.1.js>; rel=preload; as=script; fetchpriority=low');
    }
    const link = pageAnswer(dist, request('/list/info/1006'), undefined, undefined).link;
    expect(link).not.toContain('as=image');
    expect(link).toContain('</api/goods/detail/1006>; rel=preload; as=fetch');
  });
});
