import { describe, expect, it } from 'vitest';
import { loadContract } from '@mock/demo/core/contract';
import { catalogueHandlers } from '@mock/demo/handlers/catalogue';
import { ACCOUNTS, demo, sessionFor } from './helpers';
import { contractErrors } from './schema-check';

/**
 * Every catalogue operation answers what the contract declares, for visitors and for members with different rights,
 * on success and on refusal: the body is checked strictly against the response schema of the status it came with.
 */
const CATALOGUE_TAGS = ['common', 'focus', 'article', 'goods', 'zone', 'draw'];

type Who = 'visitor' | 'pharmacy' | 'clinic' | 'unsigned';
const CASES: Array<[op: string, method: string, url: string, who: Who[], status?: number]> = [
  ['getGlobalCommon', 'GET', '/api/global/common', ['visitor', 'pharmacy']],
  ['getGlobalConfig', 'GET', '/api/global/config', ['visitor']],
  ['listGlobalLinks', 'GET', '/api/global/links', ['visitor']],
  ['listSideAds', 'GET', '/api/global/side_ad', ['visitor']],
  ['listHomeBanners', 'GET', '/api/focus', ['visitor']],
  ['listKxzqAdBanners', 'GET', '/api/focus/kxzq_ad?ids=6&ids=7&ids=99999', ['visitor']],
  ['listKxzqAdBanners', 'GET', '/api/focus/kxzq_ad', ['visitor'], 422],
  ['listNewKxzqBanners', 'GET', '/api/focus/new_kxzq', ['visitor']],
  ['listRightBanners', 'GET', '/api/focus/right', ['visitor']],
  ['listXrtjBanners', 'GET', '/api/focus/xrtj', ['visitor']],
  ['listTopBanners', 'GET', '/api/focus/top', ['visitor']],
  ['listPpzqBanners', 'GET', '/api/focus/ppzq', ['visitor']],
  ['listKxzqBanners', 'GET', '/api/focus/kxzq', ['visitor']],
  ['listZyzqBanners', 'GET', '/api/focus/zyzq', ['visitor']],
  ['listLoginBanners', 'GET', '/api/focus/login', ['visitor']],
  ['listYxBanners', 'GET', '/api/focus/yx', ['visitor']],
  ['listBrandBanners', 'GET', '/api/focus/brand/1', ['visitor']],
  ['listBrandBanners', 'GET', '/api/focus/brand/99999', ['visitor'], 404],
  ['getSiteAds', 'GET', '/api/focus/common', ['visitor']],
  ['listHomePosts', 'GET', '/api/focus/postList', ['visitor']],
  ['listDemoBanners', 'GET', '/api/focus/demo?id=1', ['visitor']],
  ['listDemoBanners', 'GET', '/api/focus/demo?id=99999', ['visitor'], 404],
  ['listArticleCategory', 'GET', '/api/article/category?category_id=3', ['visitor']],
  ['listArticleCategory', 'GET', '/api/article/category?category_id=99999', ['visitor'], 404],
  ['getHelpCategoryTree', 'GET', '/api/article/help_category', ['visitor']],
  ['listArticles', 'GET', '/api/article/list?type=hy', ['visitor']],
  ['listArticles', 'GET', '/api/article/list?type=company&page=2&page_size=3', ['visitor']],
  ['listArticles', 'GET', '/api/article/list?type=other', ['visitor'], 422],
  ['getArticleDetail', 'GET', '/api/article/detail/2?type=help', ['visitor']],
  ['getArticleDetail', 'GET', '/api/article/detail/2?type=hy', ['visitor'], 404],
  ['listSearchSuggestions', 'GET', '/api/goods/search?keywords=amxl', ['visitor']],
  ['listSearchSuggestions', 'GET', '/api/goods/search?keywords=hbzy&type=1', ['visitor']],
  ['listSearchSuggestions', 'GET', '/api/goods/search?keywords=qqqqqq', ['visitor']],
  ['listHotGoods', 'GET', '/api/goods/hot', ['visitor', 'pharmacy', 'clinic']],
  ['listGoods', 'GET', '/api/goods/list?keywords=amxl', ['visitor', 'pharmacy', 'clinic']],
  ['listGoods', 'GET', '/api/goods/list?is_kx=1&sort=price&order=asc', ['visitor', 'pharmacy', 'unsigned']],
  ['listGoods', 'GET', '/api/goods/list?is_jxq=1&in_stock=1&sort=new', ['pharmacy']],
  ['listGoods', 'GET', '/api/goods/list?sort=nonsense', ['visitor'], 422],
  ['getGoodsDetail', 'GET', '/api/goods/detail/1001', ['visitor', 'pharmacy', 'clinic']],
  ['getGoodsDetail', 'GET', '/api/goods/detail/99999999', ['visitor'], 404],
  ['getGoodsActivities', 'GET', '/api/goods/activities?goods_id=1001', ['visitor', 'pharmacy']],
  ['getGoodsActivities', 'GET', '/api/goods/activities?goods_id=99999999', ['visitor'], 404],
  ['listRecommendedGoods', 'GET', '/api/index_wntj/1', ['visitor', 'pharmacy', 'clinic']],
  ['getSpikeSessions', 'GET', '/api/index/spike', ['visitor', 'pharmacy']],
  ['listEverydayPriceGoods', 'GET', '/api/activity/everyday_price', ['visitor', 'pharmacy']],
  ['listNearExpiryGoods', 'GET', '/api/zone/jxqzc', ['visitor', 'pharmacy']],
  ['listNearExpiryGoods', 'GET', '/api/zone/jxqzc?sort=price&order=desc&page=2&page_size=5', ['pharmacy']],
  ['listDeviceGoods', 'GET', '/api/zone/qxzq', ['visitor', 'clinic']],
  ['listHerbalGoods', 'GET', '/api/zone/zyyp?sort=sales', ['pharmacy']],
  ['getControlledZone', 'GET', '/api/zone/kxzq', ['visitor', 'pharmacy', 'unsigned']],
  ['getControlledZoneNew', 'GET', '/api/zone/kxzq/new', ['visitor', 'pharmacy']],
  ['getControlledSubZone', 'GET', '/api/zone/kxzq/goods/cfy', ['visitor', 'pharmacy']],
  ['getControlledSubZone', 'GET', '/api/zone/kxzq/goods/nowhere', ['visitor'], 404],
  ['listBrandZoneBrands', 'GET', '/api/zone/ppzq', ['visitor']],
  ['getBrandZoneDetail', 'GET', '/api/zone/ppzq/1?sort=price&order=asc', ['visitor', 'pharmacy']],
  ['getBrandZoneDetail', 'GET', '/api/zone/ppzq/99999', ['visitor'], 404],
  ['getFreeShippingZone', 'GET', '/api/zone/yx', ['visitor', 'pharmacy']],
  ['getFreeShippingRule', 'GET', '/api/zone/yx/rule', ['visitor']],
  ['getActivityZone', 'GET', '/api/zone/yjh/1', ['visitor', 'pharmacy']],
  ['getActivityZone', 'GET', '/api/zone/yjh/3', ['visitor'], 400],
  ['getActivityZone', 'GET', '/api/zone/yjh/99999', ['visitor'], 404],
  ['getActivityCentre', 'GET', '/api/zone/hdzx?ids=1&ids=2&id=2', ['visitor', 'pharmacy']],
  ['getActivityCentre', 'GET', '/api/zone/hdzx?ids=99999', ['visitor'], 404],
  ['getDailySpecial', 'GET', '/api/zone/mrtj', ['visitor', 'pharmacy']],
  ['getCashbackZone', 'GET', '/api/zone/hb', ['visitor', 'pharmacy']],
  ['getWelfareZone', 'GET', '/api/zone/welfare', ['visitor', 'pharmacy']],
  ['getZoneTemplate', 'GET', '/api/zone/template/1', ['visitor', 'pharmacy']],
  ['getZoneTemplate', 'GET', '/api/zone/template/3', ['visitor']],
  ['getZoneTemplate', 'GET', '/api/zone/template/99999', ['visitor'], 404],
  ['getYyhHub', 'GET', '/api/zone/yyh', ['visitor', 'clinic']],
  ['listYyhGoods', 'GET', '/api/zone/yyh/list?section_id=1', ['visitor', 'clinic']],
  ['listYyhGoods', 'GET', '/api/zone/yyh/list?section_id=99999', ['visitor'], 404],
  ['listNewDrawRecords', 'GET', '/api/draw/new_record?id=1', ['visitor']],
  ['listNewDrawRecords', 'GET', '/api/draw/new_record?id=99999', ['visitor'], 404],
  ['getDrawActivity', 'GET', '/api/draw/1/activity', ['visitor', 'pharmacy']],
  ['getDrawActivity', 'GET', '/api/draw/99999/activity', ['visitor'], 404],
  ['getDrawSimple', 'GET', '/api/draw/simple', ['visitor']],
  ['listDrawAds', 'GET', '/api/draw/ads', ['visitor']],
  ['getLotterySimple', 'GET', '/api/lottery/simple', ['visitor', 'pharmacy']],
  ['drawPrize', 'GET', '/api/draw?id=1', ['pharmacy']],
  ['drawPrize', 'GET', '/api/draw?id=1', ['pharmacy'], 400],
  ['drawPrize', 'GET', '/api/draw?id=99999', ['pharmacy'], 404],
  ['drawPrize', 'GET', '/api/draw?id=1', ['visitor'], 401],
  ['listMyDrawRecords', 'GET', '/api/draw/record', ['pharmacy']],
  ['listMyDrawRecords', 'GET', '/api/draw/record', ['visitor'], 401],
  ['drawLottery', 'POST', '/api/lottery/1/draw', ['pharmacy']],
  ['drawLottery', 'POST', '/api/lottery/1/draw', ['pharmacy'], 400],
  ['drawLottery', 'POST', '/api/lottery/99999/draw', ['pharmacy'], 404],
];

describe('catalogue answers conform to the contract', () => {
  it('implements every operation of its tags', () => {
    const mine = loadContract()
      .operations.filter((o) => CATALOGUE_TAGS.includes(o.tag))
      .map((o) => o.operationId)
      .sort();
    expect(mine.length).toBe(57); // common 4, focus 15, article 4, goods 8, zone 18, draw 8
    expect(mine.filter((id) => !(id in catalogueHandlers))).toEqual([]);
    // …and every one of them is exercised below.
    expect(mine.filter((id) => !CASES.some(([op]) => op === id))).toEqual([]);
  });

  it('answers each case with the expected status and a body the contract accepts', () => {
    const api = demo();
    const cookies: Record<Who, string | undefined> = {
      visitor: undefined,
      pharmacy: sessionFor(api, ACCOUNTS.pharmacy),
      clinic: sessionFor(api, ACCOUNTS.clinic),
      unsigned: sessionFor(api, ACCOUNTS.unsigned),
    };
    const problems: string[] = [];
    for (const [op, method, url, whos, status = 200] of CASES) {
      for (const who of whos) {
        const r = api.handle({ method, url, cookie: cookies[who] });
        const body = JSON.parse(String(r.body)) as unknown;
        if (r.status !== status) problems.push(`${op} ${url} as ${who}: status ${r.status}, expected ${status} (${String(r.body).slice(0, 120)})`);
        problems.push(...contractErrors(op, r.status, body).map((e) => `${url} as ${who}: ${e}`));
        if (status !== 200) expect((body as { msg: string }).msg).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the check can fail: a broken answer is reported', () => {
    expect(contractErrors('listGoods', 200, { code: 10000, msg: '操作成功', data: { total: 1, page: 1, page_size: 20, list: [{ id: 1 }] } })).not.toEqual([]);
    expect(contractErrors('getGoodsDetail', 418, {})).not.toEqual([]);
  });
});
