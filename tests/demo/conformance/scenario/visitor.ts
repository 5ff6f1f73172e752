/**
 * A visitor browses the whole public site: common data, banners, articles, search, goods, zones, activities, draws,
 * the points mall and the public registration helpers. Ids come from what the API lists first; the seed is read
 * only for records no public list exposes (e.g. activity-centre tab ids, which the site gets from links).
 */
import type { Obj } from '@tests/contract/load-contract';
import { expectOk, expectStatus, firstDefined, idFromUrl, listOf, type Scenario } from './context';

export async function visitorBrowses(s: Scenario): Promise<void> {
  const v = s.client('visitor');
  const cat = s.demo.api.db.catalogue;

  // Header and footer data.
  const common = await v.call('getGlobalCommon');
  expectOk(s, common, 'visitor loads common data');
  expectOk(s, await v.call('getGlobalConfig'), 'visitor loads config');
  await v.call('listGlobalLinks');
  await v.call('listSideAds');
  const user = await v.call('getUserBase');
  expectOk(s, user, 'visitor asks who is logged in');
  if (user.data) s.log.expectation(user.data.show === 0, 'getUserBase for a visitor answers show = 0');

  // Banners of every slot.
  const bannerUrls: string[] = [];
  for (const id of [
    'listHomeBanners',
    'listNewKxzqBanners',
    'listRightBanners',
    'listXrtjBanners',
    'listTopBanners',
    'listPpzqBanners',
    'listKxzqBanners',
    'listZyzqBanners',
    'listLoginBanners',
    'listYxBanners',
  ] as const) {
    const r = await v.call(id);
    expectOk(s, r, id);
    for (const b of listOf<Obj>(r.data)) if (typeof b.url === 'string') bannerUrls.push(b.url);
  }
  const ads = await v.call('getSiteAds');
  expectOk(s, ads, 'site ads');
  await v.call('listHomePosts');
  const kxAdIds = cat.banners.kxzq_ad.map((b) => b.id).slice(0, 2);
  expectOk(s, await v.call('listKxzqAdBanners', { query: { ids: kxAdIds.length ? kxAdIds : [1] } }), 'kxzq ad banners');
  const anyBanner = firstDefined(cat.banners.home[0]?.id, cat.banners.top[0]?.id);
  if (anyBanner) expectOk(s, await v.call('listDemoBanners', { query: { id: anyBanner } }), 'banner preview');

  // Articles: help tree, a help article, news list and a news article.
  const tree = await v.call('getHelpCategoryTree');
  expectOk(s, tree, 'help tree');
  const helpTop = listOf<Obj>(tree.data);
  s.log.expectation(helpTop.some((c) => ((c.children as Obj[] | undefined) ?? []).length > 0), 'the help tree has columns with articles');
  // The footer's help columns: category 3 (the contract's example), each column's children are articles.
  const arts = await v.call('listArticleCategory');
  expectOk(s, arts, 'footer help columns (category_id 3)');
  const artId = listOf<Obj>(arts.data).flatMap((c) => (c.children as Obj[] | undefined) ?? [])[0]?.id as number | undefined;
  s.log.expectation(artId !== undefined, 'the footer help columns (category_id 3) list articles');
  const helpArticle = artId ?? (helpTop.flatMap((c) => (c.children as Obj[] | undefined) ?? [])[0]?.id as number | undefined);
  if (helpArticle) expectOk(s, await v.call('getArticleDetail', { path: { id: helpArticle }, query: { type: 'help' } }), 'help article');
  expectStatus(s, await v.call('listArticleCategory', { query: { category_id: 987654321 } }), 404, 'unknown help column');
  for (const type of ['hy', 'company'] as const) {
    const news = await v.call('listArticles', { query: { type, page: 1, page_size: 10 } });
    expectOk(s, news, `news list ${type}`);
    const first = listOf<Obj>(news.data)[0];
    if (first) expectOk(s, await v.call('getArticleDetail', { path: { id: first.id }, query: { type } }), `news article ${type}`);
  }
  expectStatus(s, await v.call('getArticleDetail', { path: { id: 987654321 }, query: { type: 'hy' } }), 404, 'unknown article');

  // Search suggestions (pinyin initials, full pinyin, manufacturer) and goods lists.
  for (const [keywords, type] of [
    ['amxl', 0],
    ['hbzy', 1],
    ['布洛芬', 0],
    ['lianhua', 0],
  ] as const) {
    const r = await v.call('listSearchSuggestions', { query: { keywords, type } });
    expectOk(s, r, `suggestions ${keywords}`);
    if (r.data) s.log.expectation(listOf(r.data).length > 0, `suggestions for ${keywords} (type ${type}) are not empty`);
  }
  await v.call('listHotGoods');
  const page1 = await v.call('listGoods', { query: { page: 1 } });
  expectOk(s, page1, 'goods list');
  const goods = listOf<Obj>(page1.data);
  s.memo.set('visitorGoods', goods);
  for (const query of [
    { keywords: '阿莫西林', sort: 'price', order: 'asc', page: 1, page_size: 20 },
    { keywords: 'amxl', type: 0 },
    { keywords: '华北制药', type: 1 },
    { category_id: cat.categories.find((c) => c.parentId === null)?.id ?? 1, in_stock: 1, sort: 'sales', order: 'desc' },
    { is_jxq: 1 },
    { is_kx: 1 },
    { is_youx: 1, sort: 'new' },
    { is_zy: 1 },
    { is_qx: 1, page: 2 },
    { brand_id: cat.brands[0]?.id ?? 1 },
    { sccj: cat.manufacturers[0]?.name ?? '华北制药股份有限公司' },
    { keywords: '胶囊', sort: 'price', order: 'desc', page: 3 },
  ]) {
    expectOk(s, await v.call('listGoods', { query }), `goods list ${JSON.stringify(query)}`);
  }
  const detailId = (goods[0]?.id as number | undefined) ?? cat.goods[0]!.id;
  const detail = await v.call('getGoodsDetail', { path: { id: detailId } });
  expectOk(s, detail, 'goods detail');
  if (detail.data) s.log.expectation(detail.data.price === null, 'a visitor sees no price on the goods detail');
  const withActivity = cat.goods.find((g) => g.manjianId !== null || g.giftActivityId !== null) ?? cat.goods[0]!;
  expectOk(s, await v.call('getGoodsActivities', { query: { goods_id: withActivity.id } }), 'goods activities');
  expectStatus(s, await v.call('getGoodsDetail', { path: { id: 987654321 } }), 404, 'unknown goods detail');
  await v.call('listRecommendedGoods');
  expectOk(s, await v.call('getSpikeSessions'), 'spike sessions');
  expectOk(s, await v.call('listEverydayPriceGoods'), 'everyday price goods');

  // Zones.
  expectOk(s, await v.call('listNearExpiryGoods', { query: { page: 1 } }), 'near-expiry zone');
  expectOk(s, await v.call('listDeviceGoods', { query: { keywords: '血压计' } }), 'device zone');
  expectOk(s, await v.call('listHerbalGoods', { query: { sort: 'price', order: 'asc' } }), 'herbal zone');
  const kx = await v.call('getControlledZone', { query: { page: 1 } });
  expectOk(s, kx, 'controlled zone');
  const kxNew = await v.call('getControlledZoneNew');
  expectOk(s, kxNew, 'controlled zone (new)');
  const subUrl = firstDefined(
    ((kx.data as Obj | null)?.entries as Obj[] | undefined)?.[0]?.url as string | undefined,
    ((kxNew.data as Obj | null)?.floors as Obj[] | undefined)?.[0]?.url as string | undefined,
    cat.zones.kxzq.floors[0]?.url,
  );
  const subKey = subUrl ? (subUrl.split('/').filter(Boolean).pop() ?? subUrl) : 'ekyy';
  expectOk(s, await v.call('getControlledSubZone', { path: { url: subKey } }), `controlled sub-zone ${subKey}`);
  const brands = await v.call('listBrandZoneBrands', { query: { page: 1 } });
  expectOk(s, brands, 'brand zone');
  const brandId = (listOf<Obj>(brands.data)[0]?.id as number | undefined) ?? cat.brands[0]?.id ?? 1;
  expectOk(s, await v.call('getBrandZoneDetail', { path: { id: brandId }, query: { sort: 'sales' } }), 'brand detail');
  expectOk(s, await v.call('listBrandBanners', { path: { id: brandId } }), 'brand banners');
  expectOk(s, await v.call('getFreeShippingZone'), 'free-shipping zone');
  expectOk(s, await v.call('getFreeShippingRule'), 'free-shipping rule');
  const yjhId = firstDefined(...bannerUrls.map((u) => idFromUrl(u, 'yjh')), cat.zones.yjh[0]?.id) ?? 1;
  const yjh = await v.call('getActivityZone', { path: { id: yjhId } });
  expectOk(s, yjh, `activity zone ${yjhId}`);
  const hdzxIds = cat.zones.hdzx.map((t) => t.id);
  const hdzx = await v.call('getActivityCentre', { query: { ids: hdzxIds.length ? hdzxIds : [1], id: hdzxIds[0] } });
  expectOk(s, hdzx, 'activity centre');
  expectOk(s, await v.call('getDailySpecial'), 'daily special');
  expectOk(s, await v.call('getCashbackZone'), 'cashback zone');
  expectOk(s, await v.call('getWelfareZone'), 'welfare zone');
  const templateId = firstDefined(...bannerUrls.map((u) => idFromUrl(u, 'zqmb') ?? idFromUrl(u, 'hdmb')), cat.zones.templates[0]?.id) ?? 1;
  expectOk(s, await v.call('getZoneTemplate', { path: { id: templateId } }), 'zone template');
  const yyh = await v.call('getYyhHub');
  expectOk(s, yyh, 'yyh hub');
  const sectionId = ((yyh.data as Obj | null)?.sections as Obj[] | undefined)?.[0]?.id as number | undefined;
  expectOk(s, await v.call('listYyhGoods', { query: sectionId ? { section_id: sectionId } : {} }), 'yyh goods');

  // Activities, coupons centre, draws, points mall.
  expectOk(s, await v.call('recordActivityTap', { body: { id: yjhId, url: `/yjh/${yjhId}` } }), 'activity tap');
  const groups = await v.call('listGroupBuys');
  expectOk(s, groups, 'group buys');
  const groupId = (listOf<Obj>(groups.data)[0]?.id as number | undefined) ?? cat.groupBuys[0]?.id;
  if (groupId) expectOk(s, await v.call('getGroupBuy', { path: { id: groupId } }), 'group buy detail');
  s.memo.set('groupBuyId', groupId);
  const combos = await v.call('listCombinations');
  expectOk(s, combos, 'combinations');
  s.memo.set('combinationId', (listOf<Obj>(combos.data)[0]?.id as number | undefined) ?? cat.combinations[0]?.id);
  expectOk(s, await v.call('listCenterCoupons'), 'coupon centre');
  const drawId = firstDefined((hdzx.data as Obj | null)?.draw_id as number | null | undefined, cat.draws[0]?.id);
  s.memo.set('drawId', drawId);
  if (drawId) {
    expectOk(s, await v.call('getDrawActivity', { path: { id: drawId } }), 'draw activity');
    expectOk(s, await v.call('listNewDrawRecords', { query: { id: drawId } }), 'draw winners');
  }
  expectOk(s, await v.call('getDrawSimple'), 'draw entry');
  expectOk(s, await v.call('listDrawAds'), 'draw ads');
  expectOk(s, await v.call('getLotterySimple'), 'lottery popup');
  expectOk(s, await v.call('listPointsGoods'), 'points mall');

  // Public account helpers.
  expectOk(s, await v.call('checkPhoneRegistered', { path: { phone: '13900000001' } }), 'phone registered?');
  const qr = await v.call('getRegisterWechatQr');
  expectOk(s, qr, 'wechat register QR');
  const scene = (qr.data as Obj | null)?.scene as string | undefined;
  if (scene) {
    s.memo.set('wechatScene', scene);
    expectOk(s, await v.call('getRegisterWechatStatus', { query: { scene } }), 'wechat register status');
  }

  // A visitor may not use member operations.
  expectStatus(s, await v.call('getCartTotal'), 401, 'cart total without a session');
  // A stale session cookie on a visitor-friendly operation answers 401 (contract: SessionInvalid).
  const stale = s.client('stale-cookie');
  stale.setCookie('yc_session', 'expired-session-token');
  expectStatus(s, await stale.call('getGlobalCommon'), 401, 'common data with an invalid session cookie (SessionInvalid)');
}
