/**
 * The pictures a page's first answers name as its lead (src/domain/lead-pictures.ts): the right field of each answer,
 * and only ever a plain path of this site, whatever the answer holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOwnPicture, leadPictures } from '@/domain/lead-pictures';

const success = (data: unknown) => ({ code: 10000, msg: '操作成功', data });

describe('lead pictures', () => {
  it('are the bottom banner, the first home slide, the goods’ first picture (large first) and a template’s first section picture', () => {
    const answers = new Map<string, unknown>([
      ['/api/focus', success([{ image: '/static/banner/home-1.svg' }, { image: '/static/banner/home-2.svg' }])],
      ['/api/goods/detail/1006', success({ goods_image: [{ list: '/static/goods/1006.svg', big: '' }], gallery: [{ big: '/static/goods/1006-2.svg' }] })],
      ['/api/zone/template/1', success({ banner: '/static/banner/t.svg', sections: [{ image: '/static/banner/t-1.svg' }, { image: '/static/banner/t-2.svg' }] })],
      ['/api/focus/common', success({ top_right: { image: '/static/banner/right.svg' }, bottom: { image: '/static/banner/site-bottom-1.svg' } })],
      ['/api/goods/list?page=1', success({ list: [{ goods_image: [{ big: '/static/goods/1.svg' }] }] })],
    ]);
    expect(leadPictures(answers)).toEqual(['/static/banner/home-1.svg', '/static/goods/1006.svg', '/static/banner/t-1.svg', '/static/banner/site-bottom-1.svg']);
  });

  it('are none for a failure envelope, or an unexpected shape; the same picture once', () => {
    expect(leadPictures(new Map([['/api/focus', { code: 401, data: [{ image: '/a.svg' }] }]]))).toEqual([]);
    expect(leadPictures(new Map<string, unknown>([['/api/focus', success('x')], ['/api/goods/detail/1', success(null)], ['/api/focus/common', null]]))).toEqual([]);
    const twice = new Map<string, unknown>([
      ['/api/focus', success([{ image: '/a.svg' }])],
      ['/api/focus/common', success({ bottom: { image: '/a.svg' } })],
    ]);
    expect(leadPictures(twice)).toEqual(['/a.svg']);
  });

  it('only ever name a plain path of this site that cannot end or extend a Link header, whatever the answer holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('/a/../b', '/a/./b', '//x/y', '/a%2', '/a b', '/a>;x', '/ok/pic.svg')), (image) => {
        const named = leadPictures(new Map([['/api/focus/common', success({ bottom: { image } })]]));
        for (const url of named) {
          expect(url).toMatch(/^\/[^/]/);
          expect(url).not.toMatch(/[<>,;\s"'\\]|\/\.\.?(\/|$)|^\/\//);
          expect(isOwnPicture(url)).toBe(true);
        }
        expect(named.length).toBe(isOwnPicture(image) ? 1 : 0);
      }),
    );
    expect(isOwnPicture('/static/goods/1006.svg')).toBe(true);
  });
});
