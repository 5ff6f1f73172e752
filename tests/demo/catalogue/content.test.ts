import { describe, expect, it } from 'vitest';
import type { ArticleDetail } from '@generated/models/articleDetail';
import type { ArticleSummary } from '@generated/models/articleSummary';
import type { Banner } from '@generated/models/banner';
import type { CommonPayload } from '@generated/models/commonPayload';
import type { HelpCategory } from '@generated/models/helpCategory';
import type { SiteAds } from '@generated/models/siteAds';
import { demo, get, NOW } from './helpers';

/** Tags common, focus and article: the shared payload, the ad slots, help and news. */
const api = demo();
const cat = api.db.catalogue;

describe('common', () => {
  it('the common payload: hot searches, at most 9 nav items, menus, brands and the server time', () => {
    const c = get<CommonPayload>(api, '/api/global/common').data;
    expect(c.rnss).toEqual(cat.hotSearches);
    expect(c.nav.length).toBeGreaterThan(0);
    expect(c.nav.length).toBeLessThanOrEqual(9);
    expect(c.timestamp).toBe(Math.floor(NOW.getTime() / 1000));
    const tops = cat.categories.filter((x) => x.parentId === null);
    expect(c.category.map((m) => m.id)).toEqual(tops.sort((a, b) => a.sort - b.sort).map((x) => x.id));
    expect(c.category.every((m) => (m.children ?? []).every((ch) => cat.categoriesById.get(ch.id)?.parentId === m.id))).toBe(true);
    expect(c.category_qx.length).toBeGreaterThan(0);
    expect(c.category_qx.every((m) => cat.categoriesById.get(m.id)?.scope === '医疗器械')).toBe(true);
    expect(c.category_zy.every((m) => cat.categoriesById.get(m.id)?.scope === '中药饮片')).toBe(true);
    // The free-shipping menu lists only categories that hold free-shipping goods.
    const yxCats = new Set(cat.zones.goodsIds.yx.map((id) => cat.goodsById.get(id)!.categoryId));
    expect(c.category_yx.flatMap((m) => m.children ?? []).every((ch) => yxCats.has(ch.id))).toBe(true);
    expect(c.brand.length).toBe(cat.brands.length);
  });

  it('config, links and the side ad come from the site data', () => {
    expect(get<{ hot_line: string }>(api, '/api/global/config').data.hot_line).toBe(cat.commonConfig.hotLine);
    expect(get<Array<{ name: string }>>(api, '/api/global/links').data.map((l) => l.name)).toEqual(cat.links.map((l) => l.name));
    expect(get<Banner[]>(api, '/api/global/side_ad').data.length).toBe(cat.banners.side_ad.length);
  });
});

describe('focus', () => {
  it('every slot answers its own banners', () => {
    const slots: Array<[string, keyof typeof cat.banners]> = [
      ['/api/focus', 'home'],
      ['/api/focus/new_kxzq', 'new_kxzq'],
      ['/api/focus/right', 'right'],
      ['/api/focus/xrtj', 'xrtj'],
      ['/api/focus/top', 'top'],
      ['/api/focus/ppzq', 'ppzq'],
      ['/api/focus/kxzq', 'kxzq'],
      ['/api/focus/zyzq', 'zyzq'],
      ['/api/focus/login', 'login'],
      ['/api/focus/yx', 'yx'],
    ];
    for (const [url, slot] of slots) {
      const list = get<Banner[]>(api, url).data;
      expect(list.length, url).toBeGreaterThan(0);
      expect(list.map((b) => b.id)).toEqual(cat.banners[slot].map((b) => b.id));
      expect(list.every((b) => b.image.startsWith('/static/'))).toBe(true);
    }
  });

  it('kxzq_ad keeps the order of ids and skips unknown ones', () => {
    const [a, b] = cat.banners.kxzq_ad;
    const list = get<Banner[]>(api, `/api/focus/kxzq_ad?ids=${b!.id}&ids=424242&ids=${a!.id}`).data;
    expect(list.map((x) => x.id)).toEqual([b!.id, a!.id]);
  });

  it('brand banners, site ads, posts and the preview', () => {
    const brand = cat.brands[0]!;
    expect(get<Banner[]>(api, `/api/focus/brand/${brand.id}`).data.length).toBeGreaterThan(0);
    const ads = get<SiteAds>(api, '/api/focus/common').data;
    expect(ads.top_right?.id).toBe(cat.banners.site_top_right[0]!.id);
    expect(ads.bottom?.id).toBe(cat.banners.site_bottom[0]!.id);
    const posts = get<ArticleSummary[]>(api, '/api/focus/postList').data;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.type === 'hy' || p.type === 'company')).toBe(true);
    const times = posts.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const preview = cat.banners.demo[0]!;
    expect(get<Banner[]>(api, `/api/focus/demo?id=${preview.id}`).data.map((x) => x.id)).toContain(preview.id);
  });
});

describe('article', () => {
  it('the footer columns (category_id=3) and the help tree list articles as children', () => {
    const footer = get<HelpCategory[]>(api, '/api/article/category?category_id=3').data;
    expect(footer.length).toBeGreaterThan(0);
    for (const column of footer) {
      expect(column.children?.length).toBeGreaterThan(0);
      for (const child of column.children ?? []) expect(cat.articlesById.get(child.id)?.type).toBe('help');
    }
    expect(get<HelpCategory[]>(api, '/api/article/help_category').data).toEqual(footer);
  });

  it('help articles walk the tree order with prev and next', () => {
    const tree = get<HelpCategory[]>(api, '/api/article/help_category').data;
    const order = tree.flatMap((c) => (c.children ?? []).map((x) => x.id));
    const mid = order[1]!;
    const d = get<ArticleDetail>(api, `/api/article/detail/${mid}?type=help`).data;
    expect(d.prev?.id).toBe(order[0]);
    expect(d.next?.id).toBe(order[2]);
    expect(d.source).toBeNull();
    expect(get<ArticleDetail>(api, `/api/article/detail/${order[0]}?type=help`).data.prev).toBeNull();
  });

  it('news pages newest first; prev is the older article, next the newer', () => {
    const p1 = get<{ total: number; list: ArticleSummary[] }>(api, '/api/article/list?type=hy&page_size=5').data;
    expect(p1.total).toBe(cat.articles.filter((a) => a.type === 'hy').length);
    expect(p1.list.every((a) => a.type === 'hy')).toBe(true);
    const second = p1.list[1]!;
    const d = get<ArticleDetail>(api, `/api/article/detail/${second.id}?type=hy`).data;
    expect(d.next?.id).toBe(p1.list[0]!.id);
    expect(d.prev?.id).toBe(p1.list[2]!.id);
    expect(get<ArticleDetail>(api, `/api/article/detail/${p1.list[0]!.id}?type=hy`).data.next).toBeNull();
    expect(get(api, `/api/article/detail/${second.id}?type=company`).status).toBe(404);
  });
});
