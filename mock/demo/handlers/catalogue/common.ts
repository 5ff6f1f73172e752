import type { MenuItem } from '@generated/models/menuItem';
import type { NavItem } from '@generated/models/navItem';
import type { PartialHandlers } from '../../core/engine';
import type { Catalogue, Category, NavItemRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { showsFreeShippingZone } from '../shared/catalogue-visibility';
import { bannerView, unixSeconds, viewer } from './support';

/** Tag `common`: the payload every page shares, the site configuration, footer links and the side-bar ad. */

const NAV_MAX = 9;

interface Menus {
  category: MenuItem[];
  category_yx: MenuItem[];
  category_zy: MenuItem[];
  category_qx: MenuItem[];
}

// The menus only change with the catalogue itself, so they are computed once per catalogue.
const menuCache = new WeakMap<Catalogue, Menus>();

function byOrder(a: Category, b: Category): number {
  return a.sort - b.sort || a.id - b.id;
}

function menuItem(c: Category, children?: MenuItem[]): MenuItem {
  const item: MenuItem = { id: c.id, name: c.name, logo: c.logo ?? null, logo1: c.logo1 ?? null };
  if (children) item.children = children;
  return item;
}

function menus(cat: Catalogue): Menus {
  const cached = menuCache.get(cat);
  if (cached) return cached;
  const tops = cat.categories.filter((c) => c.parentId === null).sort(byOrder);
  const childrenOf = (id: number) => cat.categories.filter((c) => c.parentId === id).sort(byOrder);
  // The free-shipping menu lists only the categories that hold free-shipping zone goods.
  const yxCats = new Set<number>();
  for (const id of cat.zones.goodsIds.yx) {
    const g = cat.goodsById.get(id);
    if (g) {
      yxCats.add(g.categoryId);
      yxCats.add(g.topCategoryId);
    }
  }
  const result: Menus = {
    category: tops.map((t) => menuItem(t, childrenOf(t.id).map((c) => menuItem(c)))),
    category_yx: tops
      .filter((t) => yxCats.has(t.id))
      .map((t) => menuItem(t, childrenOf(t.id).filter((c) => yxCats.has(c.id)).map((c) => menuItem(c)))),
    category_zy: tops.filter((t) => t.scope === '中药饮片').flatMap((t) => childrenOf(t.id).map((c) => menuItem(c))),
    category_qx: tops.filter((t) => t.scope === '医疗器械').flatMap((t) => childrenOf(t.id).map((c) => menuItem(c))),
  };
  menuCache.set(cat, result);
  return result;
}

function navView(n: NavItemRecord): NavItem {
  const item: NavItem = { id: n.id, name: n.name, url: n.url, image: n.image, is_open: n.isOpen };
  if (n.children.length > 0) item.children = n.children.map(navView);
  return item;
}

const isFreeShippingNav = (n: NavItemRecord) => n.url === '/yx' || n.url.startsWith('/yx/') || n.url.startsWith('/yx?');

export const commonHandlers: PartialHandlers<DemoDb> = {
  getGlobalCommon: (ctx) => {
    const cat = ctx.db.catalogue;
    const showYx = showsFreeShippingZone(viewer(ctx));
    const m = menus(cat);
    return {
      rnss: [...cat.hotSearches],
      nav: cat.nav
        .filter((n) => showYx || !isFreeShippingNav(n))
        .slice(0, NAV_MAX)
        .map(navView),
      category: m.category,
      category_yx: showYx ? m.category_yx : [],
      category_zy: m.category_zy,
      category_qx: m.category_qx,
      brand: cat.brands.map((b) => ({ id: b.id, name: b.name, logo: b.logo })),
      timestamp: unixSeconds(ctx),
    };
  },

  getGlobalConfig: (ctx) => {
    const c = ctx.db.catalogue.commonConfig;
    return {
      hot_line: c.hotLine,
      site_name: c.siteName,
      company_name: c.companyName,
      icp: c.icp,
      drug_info_filing: c.drugInfoFiling,
      trade_filing: c.tradeFiling,
      business_license: c.businessLicense,
      business_license_url: c.businessLicenseUrl,
      app_download_url: c.appDownloadUrl,
      wechat_service: { name: c.wechatService.name, url: c.wechatService.url },
      service_time: c.serviceTime,
    };
  },

  listGlobalLinks: (ctx) => ctx.db.catalogue.links.map((l) => ({ name: l.name, url: l.url })),

  listSideAds: (ctx) => ctx.db.catalogue.banners.side_ad.map(bannerView),
};
