/**
 * A visitor browses the whole public site: common data, banners, articles, search, goods, zones, activities, draws,
 * the points mall and the public registration helpers. Ids come from what the API lists or links to.
 */
import type { Obj } from '../contract';
import { collectLinks, expectOk, expectStatus, firstDefined, idFromUrl, listOf, type Scenario } from './context';

const UNKNOWN_ID = 987654321;

export async function visitorBrowses(s: Scenario): Promise<void> {
  const v = s.client('visitor');

  // Header and footer data.
  const common = await v.call('getGlobalCommon');
  expectOk(s, common, 'visitor loads common data');
  collectLinks(s, common.data);
  expectOk(s, await v.call('getGlobalConfig'), 'visitor loads config');
  collectLinks(s, (await v.call('listGlobalLinks')).data);
  collectLinks(s, (await v.call('listSideAds')).data);
  const user = await v.call('getUserBase');
  expectOk(s, user, 'visitor asks who is logged in');
  if (user.data) s.log.expectation(user.data.show === 0, 'getUserBase for a visitor answers show = 0');

  // Banners of every slot.
  const bannerIds: number[] = [];
  for (const id of ['listHomeBanners', 'listNewKxzqBanners', 'listRightBanners', 'listXrtjBanners', 'listTopBanners', 'listPpzqBanners', 'listKxzqBanners', 'listZyzqBanners', 'listLoginBanners', 'listYxBanners'] as const) {
    const r = await v.call(id);
    expectOk(s, r, id);
    collectLinks(s, r.data);
    for (const b of listOf(r.data)) if (typeof b.id === 'number') bannerIds.push(b.id);
  }
  const ads = await v.call('getSiteAds');
  expectOk(s, ads, 'site ads');
  collectLinks(s, ads.data);
  collectLinks(s, (await v.call('listHomePosts')).data);
  const kxAds = await v.call('listKxzqAdBanners');
  expectOk(s, kxAds, 'kxzq ad banners (the contract example ids)');
  if (bannerIds[0]) expectOk(s, await v.call('listDemoBanners', { query: { id: bannerIds[0] } }), 'banner preview');
  else s.log.skip('listDemoBanners', 'no banner listed to preview');

  // Articles: help tree, a help article, news list and a news article.
  const tree = await v.call('getHelpCategoryTree');
  expectOk(s, tree, 'help tree');
  const helpTop = listOf(tree.data);
  const arts = await v.call('listArticleCategory');
  const artId = listOf(arts.data).flatMap((c) => (c.children as Obj[] | undefined) ?? [])[0]?.id as number | undefined;
  const helpArticle = artId ?? (helpTop.flatMap((c) => (c.children as Obj[] | undefined) ?? [])[0]?.id as number | undefined);
  if (helpArticle) expectOk(s, await v.call('getArticleDetail', { path: { id: helpArticle }, query: { type: 'help' } }), 'help article');
  expectStatus(s, await v.call('listArticleCategory', { query: { category_id: UNKNOWN_ID } }), 404, 'unknown help column');
  for (const type of ['hy', 'company'] as const) {
    const news = await v.call('listArticles', { query: { type, page: 1, page_size: 10 } });
    expectOk(s, news, `news list ${type}`);
    const first = listOf(news.data)[0];
    if (first) expectOk(s, await v.call('getArticleDetail', { path: { id: first.id }, query: { type } }), `news article ${type}`);
  }
  expectStatus(s, await v.call('getArticleDetail', { path: { id: UNKNOWN_ID }, query: { type: 'hy' } }), 404, 'unknown article');

  // Search suggestions and goods lists.
  for (const [keywords, type] of [
    ['amxl', 0],
    ['布洛芬', 0],
    ['制药', 1],
  ] as const) {
    expectOk(s, await v.call('listSearchSuggestions', { query: { keywords, type } }), `suggestions ${keywords}`);
  }
  await v.call('listHotGoods');
  const page1 = await v.call('listGoods', { query: { page: 1 } });
  expectOk(s, page1, 'goods list');
  const goods = listOf(page1.data);
  s.memo.set('visitorGoods', goods);
  const categories = listOf((common.data as Obj | null)?.category);
  const brands = listOf((common.data as Obj | null)?.brand ?? (common.data as Obj | null)?.brands);
  const sccj = goods.find((g) => typeof g.sccj === 'string')?.sccj as string | undefined;
  for (const query of [
    { keywords: '阿莫西林', sort: 'price', order: 'asc', page: 1, page_size: 20 },
    { keywords: 'amxl', type: 0 },
    { category_id: (categories[0]?.id as number | undefined) ?? 1, in_stock: 1, sort: 'sales', order: 'desc' },
    { is_jxq: 1 },
    { is_kx: 1 },
    { is_youx: 1, sort: 'new' },
    { is_zy: 1 },
    { is_qx: 1, page: 2 },
    ...(brands[0] ? [{ brand_id: brands[0].id }] : []),
    ...(sccj ? [{ sccj }] : []),
    { keywords: '胶囊', sort: 'price', order: 'desc', page: 3 },
  ]) {
    expectOk(s, await v.call('listGoods', { query }), `goods list ${JSON.stringify(query)}`);
  }
  const detailId = goods[0]?.id as number | undefined;
  if (detailId) {
    const detail = await v.call('getGoodsDetail', { path: { id: detailId } });
    expectOk(s, detail, 'goods detail');
    if (detail.data) s.log.expectation(detail.data.price === null, 'a visitor sees no price on the goods detail');
  }
  const withActivity = goods.find((g) => ((g.tags as string[] | undefined) ?? []).some((t) => t === '满' || t === '赠' || t === '换购')) ?? goods[0];
  if (withActivity) expectOk(s, await v.call('getGoodsActivities', { query: { goods_id: withActivity.id } }), 'goods activities');
  expectStatus(s, await v.call('getGoodsDetail', { path: { id: UNKNOWN_ID } }), 404, 'unknown goods detail');
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
  collectLinks(s, kx.data);
  collectLinks(s, kxNew.data);
  const subUrl = firstDefined(
    ((kx.data as Obj | null)?.entries as Obj[] | undefined)?.[0]?.url as string | undefined,
    ((kxNew.data as Obj | null)?.floors as Obj[] | undefined)?.[0]?.url as string | undefined,
  );
  const subKey = subUrl ? (subUrl.split('/').filter(Boolean).pop() ?? subUrl) : 'ekyy';
  expectOk(s, await v.call('getControlledSubZone', { path: { url: subKey } }), `controlled sub-zone ${subKey}`);
  const brandZone = await v.call('listBrandZoneBrands', { query: { page: 1 } });
  expectOk(s, brandZone, 'brand zone');
  const brandId = (listOf(brandZone.data)[0]?.id as number | undefined) ?? (brands[0]?.id as number | undefined) ?? 1;
  expectOk(s, await v.call('getBrandZoneDetail', { path: { id: brandId }, query: { sort: 'sales' } }), 'brand detail');
  expectOk(s, await v.call('listBrandBanners', { path: { id: brandId } }), 'brand banners');
  expectOk(s, await v.call('getFreeShippingZone'), 'free-shipping zone');
  expectOk(s, await v.call('getFreeShippingRule'), 'free-shipping rule');
  // The draw entry links to the activity-centre tab that hosts the running wheel (`/Hdzx/{ids}/{id}`).
  const drawEntry = await v.call('getDrawSimple');
  collectLinks(s, drawEntry.data);
  const links = [...s.links];
  const yjhId = firstDefined(...links.map((u) => idFromUrl(u, 'yjh'))) ?? 1;
  expectOk(s, await v.call('getActivityZone', { path: { id: yjhId } }), `activity zone ${yjhId}`);
  // The site's link is `/Hdzx/1,2,3/1`; older links are `/hdzx?ids=1,2,3&id=1`.
  const hdzxPath = links.map((u) => /^\/hdzx\/([\d,]+)/i.exec(u)?.[1]).find(Boolean);
  const hdzxLink = links.map((u) => /\/hdzx\?(.*)$/i.exec(u)?.[1]).find(Boolean);
  const hdzxParams = new URLSearchParams(hdzxLink ?? '');
  const hdzxIds = (hdzxPath ? [hdzxPath] : hdzxParams.getAll('ids')).flatMap((x) => x.split(',')).map(Number).filter((n) => n > 0);
  const hdzx = await v.call('getActivityCentre', hdzxIds.length ? { query: { ids: hdzxIds, id: hdzxIds[0] } } : {});
  expectOk(s, hdzx, `activity centre (${hdzxIds.length ? 'ids from a link' : 'the contract example ids'})`);
  expectOk(s, await v.call('getDailySpecial'), 'daily special');
  expectOk(s, await v.call('getCashbackZone'), 'cashback zone');
  expectOk(s, await v.call('getWelfareZone'), 'welfare zone');
  const templateId = firstDefined(...links.map((u) => idFromUrl(u, 'zqmb') ?? idFromUrl(u, 'hdmb'))) ?? 1;
  expectOk(s, await v.call('getZoneTemplate', { path: { id: templateId } }), `zone template ${templateId}`);
  const yyh = await v.call('getYyhHub');
  expectOk(s, yyh, 'yyh hub');
  const sectionId = ((yyh.data as Obj | null)?.sections as Obj[] | undefined)?.[0]?.id as number | undefined;
  expectOk(s, await v.call('listYyhGoods', { query: sectionId ? { section_id: sectionId } : {} }), 'yyh goods');

  // Activities, coupons centre, draws, points mall.
  expectOk(s, await v.call('recordActivityTap', { body: { id: yjhId, url: `/yjh/${yjhId}` } }), 'activity tap');
  const groups = await v.call('listGroupBuys');
  expectOk(s, groups, 'group buys');
  const groupId = listOf(groups.data)[0]?.id as number | undefined;
  if (groupId) expectOk(s, await v.call('getGroupBuy', { path: { id: groupId } }), 'group buy detail');
  else s.log.skip('getGroupBuy', 'no group buy listed');
  s.memo.set('groupBuyId', groupId);
  const combos = await v.call('listCombinations');
  expectOk(s, combos, 'combinations');
  s.memo.set('combinationId', listOf(combos.data)[0]?.id as number | undefined);
  expectOk(s, await v.call('listCenterCoupons'), 'coupon centre');
  const drawId = firstDefined((hdzx.data as Obj | null)?.draw_id as number | null | undefined, (drawEntry.data as Obj | null)?.id as number | undefined);
  s.memo.set('drawId', drawId);
  const drawQuery = drawId ? { query: { id: drawId } } : {};
  expectOk(s, await v.call('getDrawActivity', { path: { id: drawId ?? 1 } }), 'draw activity');
  expectOk(s, await v.call('listNewDrawRecords', drawQuery), 'draw winners');
  expectOk(s, await v.call('getDrawSimple'), 'draw entry');
  expectOk(s, await v.call('listDrawAds'), 'draw ads');
  const lottery = await v.call('getLotterySimple');
  expectOk(s, lottery, 'lottery popup');
  s.memo.set('lotteryId', (lottery.data as Obj | null)?.id as number | undefined);
  expectOk(s, await v.call('listPointsGoods'), 'points mall');

  // Public account helpers.
  expectOk(s, await v.call('checkPhoneRegistered', { path: { phone: '13900000001' } }), 'phone registered?');
  // The division picker and the 经营范围 items of registration, open to visitors.
  expectOk(s, await v.call('listRegions'), 'the provinces, for a visitor');
  expectOk(s, await v.call('listRegions', { query: { parent: '130000' } }), 'the cities of 河北省');
  expectOk(s, await v.call('listRegions', { query: { parent: '130100' } }), 'the districts of 石家庄市');
  expectStatus(s, await v.call('listRegions', { query: { parent: '999999' } }), 404, 'the children of an unknown division');
  expectOk(s, await v.call('listRegisterBusinessScope'), 'the 经营范围 items registration offers, for a visitor');
  const qr = await v.call('getRegisterWechatQr');
  expectOk(s, qr, 'wechat register QR');
  const scene = (qr.data as Obj | null)?.scene as string | undefined;
  if (scene) expectOk(s, await v.call('getRegisterWechatStatus', { query: { scene } }), 'wechat register status');

  // A visitor may not use member operations; a stale session cookie answers 401 even on visitor-friendly ones.
  expectStatus(s, await v.call('getCartTotal'), 401, 'cart total without a session');
  const stale = s.client('stale-cookie');
  stale.setCookie('yc_session', 'expired-session-token');
  expectStatus(s, await stale.call('getGlobalCommon'), 401, 'common data with an invalid session cookie (SessionInvalid)');
}
