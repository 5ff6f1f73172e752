/**
 * The answers a page's document carries for its first calls (src/domain/first-answers.ts, src/lib/http/first-answers.ts): written so that no text
 * of an answer can leave the data block, read back exactly, taken once each by the transport instead of a request,
 * and ignored when they are anything else.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswersElement, parseFirstAnswers } from '@/domain/first-answers';
import { FIRST_ANSWERS_MAX_AGE_MS, firstAnswersLeadPicture, resetFirstAnswers, takeFirstAnswer } from '@/lib/http/first-answers';
import { customFetch } from '@/lib/http/mutator';
import { setRuntimeConfig } from '@/lib/http/runtime-config';

/** Puts `html` at the end of the body, as a server's document would carry it. */
function inDocument(html: string): void {
  document.body.insertAdjacentHTML('beforeend', html);
}

// A page a second old, whatever the test worker's own clock reads: its jsdom lives as long as the worker, often longer
// than the 30 s an answer may be taken.
beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000));
afterEach(() => {
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  resetFirstAnswers();
});

describe('the data block', () => {
  it('is one inert element whatever the answers hold, and reads back exactly', () => {
    // Hostile text: markup, the block's own end tag in any case, comments, entities, line separators.
    const hostile = fc.oneof(fc.string(), fc.constantFrom('</script>', '</SCRIPT >', '<!--', '<script>', '-->', '&lt;', '\u2028', '\u2029', ']]>'));
    const answer = fc.record({ code: fc.integer(), msg: hostile, data: fc.array(fc.record({ name: hostile, n: fc.integer() }), { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.dictionary(fc.string().map((s) => `/api/${s}`), answer, { maxKeys: 4 }), (answers) => {
        const html = firstAnswersElement(new Map(Object.entries(answers)));
        expect(html).not.toMatch(/<\/script(?!>$)/i);
        const template = document.createElement('template');
        template.innerHTML = `${html}<p id="after"></p>`;
        const [block, after] = template.content.children;
        expect(template.content.children).toHaveLength(2);
        expect(block).toBeInstanceOf(HTMLScriptElement);
        expect((block as HTMLScriptElement).type).toBe('application/json');
        expect(after!.id).toBe('after');
        expect(Object.fromEntries(parseFirstAnswers(block!.textContent))).toEqual(answers);
      }),
    );
  });

  it('is read as nothing when it is not {"answers": {…}}, and only /api/ addresses are taken', () => {
    for (const text of ['', 'not json', 'null', '[]', '{"answers":[1]}', '{"answers":"x"}', '{"other":{}}']) expect(parseFirstAnswers(text).size, text).toBe(0);
    expect([...parseFirstAnswers('{"answers":{"/api/a":1,"https://evil.test/api/b":2,"/static/c":3}}').keys()]).toEqual(['/api/a']);
  });
});

describe('taking an answer', () => {
  it('gives each address once, then nothing, and removes the block from the page', () => {
    inDocument(firstAnswersElement(new Map([['/api/global/common', { code: 10000, msg: 'ok', data: 1 }]])));
    expect(takeFirstAnswer('/api/global/common')).toEqual({ answer: { code: 10000, msg: 'ok', data: 1 } });
    expect(takeFirstAnswer('/api/global/common')).toBeUndefined();
    expect(takeFirstAnswer('/api/other')).toBeUndefined();
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it('gives nothing once the page is older than the answers may be, and forgets the rest', () => {
    inDocument(firstAnswersElement(new Map([['/api/a', 1], ['/api/b', 2]])));
    expect(takeFirstAnswer('/api/a', 1_000)).toEqual({ answer: 1 });
    expect(takeFirstAnswer('/api/b', FIRST_ANSWERS_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeFirstAnswer('/api/b', 1_000)).toBeUndefined();
  });

  it('ignores an element of that id that is not a JSON data block', () => {
    inDocument(`<div id="${FIRST_ANSWERS_ELEMENT_ID}">{"answers":{"/api/a":1}}</div>`);
    expect(takeFirstAnswer('/api/a')).toBeUndefined();
  });
});

describe('the lead picture the answers name', () => {
  const banner = ['/api/focus/common', { code: 10000, msg: '', data: { bottom: { image: '/static/banner/site-bottom-1.svg' } } }] as const;
  it('is the page’s own where an answer names one, else the bottom banner, and is read whether or not answers were taken', () => {
    inDocument(firstAnswersElement(new Map<string, unknown>([banner, ['/api/goods/detail/7', { code: 10000, msg: '', data: { goods_image: [{ big: '/static/goods/7.svg' }] } }]])));
    expect(takeFirstAnswer('/api/focus/common')).toBeDefined();
    expect(firstAnswersLeadPicture()).toBe('/static/goods/7.svg');
    resetFirstAnswers();
    inDocument(firstAnswersElement(new Map<string, unknown>([banner])));
    expect(firstAnswersLeadPicture()).toBe('/static/banner/site-bottom-1.svg');
    // The block was read by it, and its answers are still there to be taken.
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(takeFirstAnswer('/api/focus/common')).toEqual({ answer: banner[1] });
  });

  it('is none for a document that carried no answers', () => {
    expect(firstAnswersLeadPicture()).toBeUndefined();
  });
});

describe('the transport with answers in the document', () => {
  const common = { code: 10000, msg: '操作成功', data: { now: 1 } };

  it('takes the answer instead of asking, once; the next call asks the network', async () => {
    setRuntimeConfig({ apiBaseUrl: '' });
    inDocument(firstAnswersElement(new Map([['/api/article/category?category_id=3', common]])));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 10000, msg: '操作成功', data: { now: 2 } }));
    await expect(customFetch({ url: '/api/article/category', method: 'GET', params: { category_id: 3 } })).resolves.toEqual(common);
    expect(fetchSpy).not.toHaveBeenCalled();
    await expect(customFetch({ url: '/api/article/category', method: 'GET', params: { category_id: 3 } })).resolves.toMatchObject({ data: { now: 2 } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks the network for an answer that is not a success, and for an API on another host', async () => {
    inDocument(firstAnswersElement(new Map<string, unknown>([['/api/a', { code: 500, msg: '系统繁忙' }], ['/api/b', common]])));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json(common)));
    setRuntimeConfig({ apiBaseUrl: '' });
    await customFetch({ url: '/api/a', method: 'GET' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    setRuntimeConfig({ apiBaseUrl: 'http://api.example.test' });
    await customFetch({ url: '/api/b', method: 'GET' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(String(fetchSpy.mock.calls[1]![0])).toBe('http://api.example.test/api/b');
  });

  it('never answers a write from the document', async () => {
    setRuntimeConfig({ apiBaseUrl: '' });
    inDocument(firstAnswersElement(new Map([['/api/cart/add', common]])));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 10000, msg: '已加入', data: null }));
    await expect(customFetch({ url: '/api/cart/add', method: 'POST', data: { goods_id: 1 } })).resolves.toMatchObject({ msg: '已加入' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
