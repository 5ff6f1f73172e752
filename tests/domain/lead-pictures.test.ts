/**
 * The picture a page's first answers name as its lead (src/domain/lead-pictures.ts): the page's own picture from the
 * right field of its answer, else the bottom banner; and only ever a plain path of this site, whatever the answer holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOwnPicture, leadPicture } from '@/domain/lead-pictures';

const success = (data: unknown) => ({ code: 10000, msg: '操作成功', data });
const bottomBanner: [string, unknown] = ['/api/focus/common', success({ top_right: { image: '/static/banner/right.svg' }, bottom: { image: '/static/banner/site-bottom-1.svg' } })];

describe('the lead picture', () => {
  it('is the page’s own: the first home slide, the goods’ first picture (large first), a template’s first section picture or an activity zone’s banner', () => {
    const home = new Map<string, unknown>([bottomBanner, ['/api/focus', success([{ image: '/static/banner/home-1.svg' }, { image: '/static/banner/home-2.svg' }])]]);
    expect(leadPicture(home)).toBe('/static/banner/home-1.svg');
    const goods = new Map<string, unknown>([
      ['/api/goods/detail/1006', success({ goods_image: [{ list: '/static/goods/1006.svg', big: '' }], gallery: [{ big: '/static/goods/1006-2.svg' }] })],
      bottomBanner,
    ]);
    expect(leadPicture(goods)).toBe('/static/goods/1006.svg');
    expect(leadPicture(new Map([['/api/goods/detail/7', success({ goods_image: [], gallery: [{ big: '/static/goods/7-big.svg', list: '/static/goods/7.svg' }] })]]))).toBe('/static/goods/7-big.svg');
    const template = new Map<string, unknown>([bottomBanner, ['/api/zone/template/1', success({ banner: '/static/banner/t.svg', sections: [{ image: '/static/banner/t-1.svg' }, { image: '/static/banner/t-2.svg' }] })]]);
    expect(leadPicture(template)).toBe('/static/banner/t-1.svg');
    const zone = new Map<string, unknown>([bottomBanner, ['/api/zone/yjh/1?sort=default&page=1&page_size=20', success({ banner: '/static/banner/yjh-1.svg', list: [] })]]);
    expect(leadPicture(zone)).toBe('/static/banner/yjh-1.svg');
  });

  it('is the bottom banner on a page whose answers name no picture of its own, and none without either', () => {
    expect(leadPicture(new Map<string, unknown>([['/api/goods/list?page=1', success({ list: [{ goods_image: [{ big: '/static/goods/1.svg' }] }] })], bottomBanner]))).toBe('/static/banner/site-bottom-1.svg');
    // A page picture that is not the site's own does not hide the banner.
    expect(leadPicture(new Map<string, unknown>([['/api/focus', success([{ image: 'https://cdn.example/a.svg' }])], bottomBanner]))).toBe('/static/banner/site-bottom-1.svg');
    expect(leadPicture(new Map<string, unknown>([['/api/global/common', success({})]]))).toBeUndefined();
  });

  it('is none for a failure envelope or an unexpected shape', () => {
    expect(leadPicture(new Map([['/api/focus', { code: 401, data: [{ image: '/a.svg' }] }]]))).toBeUndefined();
    expect(leadPicture(new Map<string, unknown>([['/api/focus', success('x')], ['/api/goods/detail/1', success(null)], ['/api/focus/common', null]]))).toBeUndefined();
  });

  it('is only ever a plain path of this site that cannot end or extend a Link header, whatever the answer holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('/a/../b', '/a/./b', '//x/y', '/a%2', '/a%41', '/a b', '/a>;x', '/ok/pic.svg')), (image) => {
        const named = leadPicture(new Map([['/api/focus/common', success({ bottom: { image } })]]));
        expect(named).toBe(isOwnPicture(image) ? image : undefined);
        // Whatever is named: a path of this site that nothing in a Link header can be read out of.
        const unsafe = (url: string) => !/^\/[^/]/.test(url) || /[<>,;\s"'\\]|\/\.\.?(\/|$)|%(?![0-9a-fA-F]{2})/.test(url);
        expect([named].filter((url): url is string => url !== undefined).filter(unsafe)).toEqual([]);
      }),
    );
    expect(isOwnPicture('/static/goods/1006.svg')).toBe(true);
    expect(['/a/../b', '//x/y', '/a%2', '/a b', 'a.svg'].filter(isOwnPicture)).toEqual([]);
  });
});
