/**
 * buildSeed: the whole demo marketplace from a seed — the catalogue, the inventory it starts with and the seeded
 * accounts. Goods and fixed content depend only on the seed (and DEMO_TODAY); activities with countdowns (spike,
 * group buys, coupons…) are placed relative to the injected `now`.
 */
import { formatBeijingDate, formatBeijingTime, startOfBeijingDay } from '@/domain/datetime';
import { fen, mulFen, sumFen } from '@/domain/money';
import { ACCOUNT_IDS, buildAccounts } from './accounts';
import { ArtRegistry } from './art';
import { BASE_GOODS } from './base-goods';
import { BRAND_SEEDS, makeBrandResolver } from './brands';
import { buildContent, COMMON_CONFIG, LINKS } from './content';
import { DAY_MS, HOUR_MS, TODAY_DAY_MS } from './dates';
import { buildGoods, permille, VARIANTS, type GoodsContext } from './goods-builder';
import { emptyInventory, lineStock, spikeKey, totalStock } from './inventory';
import { intBetween, mulberry32, shuffled, type Rng } from './prng';
import { CATEGORY_SEEDS, MANUFACTURER_SEEDS, WAREHOUSES } from './reference';
import { pinyinKeys } from '../search/pinyin';
import type {
  BannerRecord,
  BannerSlot,
  Brand,
  Catalogue,
  DemoFault,
  Category,
  Combination,
  CouponTemplate,
  DailySpecial,
  GiftActivity,
  GoodsRecord,
  GoodsTag,
  GroupBuy,
  Inventory,
  KxRule,
  Lottery,
  ManjianActivity,
  Manufacturer,
  NavItemRecord,
  PointsGoodsRecord,
  ScopeName,
  Seed,
  SpikeSession,
  ZoneKey,
  Zones,
} from './types';
import { DEMO_TODAY } from './types';

const DEFAULT_SEED = 20261122;
export const DEFAULT_GOODS_COUNT = 600;

interface BuildOptions {
  seed: number;
  goodsCount: number;
  now: Date;
  /** Test-only: the back office's text carries the sanitiser tests' attack payloads (./hostile-content.ts). */
  hostileContent: boolean;
  /** Test-only deliberate faults (DemoFault in ./types.ts). */
  faults?: readonly DemoFault[];
}

const ZONE_KEYS: readonly ZoneKey[] = [
  'jxqzc', 'qxzq', 'zyyp', 'kxzq', 'yx', 'ppzq', 'mrtj', 'hb', 'welfare', 'yyh', 'yjh', 'ptzq', 'zhzq', 'miaosha',
];

const TAG_ORDER: readonly GoodsTag[] = ['优', '秒', '满', '换购', '赠', '特', '新'];

function buildCategories(): Category[] {
  const out: Category[] = [];
  CATEGORY_SEEDS.forEach((top, i) => {
    out.push({
      id: top.id,
      name: top.name,
      parentId: null,
      scope: top.scope,
      logo: `/static/category/${top.id}.svg`,
      logo1: `/static/category/${top.id}-hover.svg`,
      sort: i,
    });
    top.children.forEach(([id, name], k) => out.push({ id, name, parentId: top.id, scope: top.scope, sort: k }));
  });
  return out;
}

function buildManufacturers(): Manufacturer[] {
  return MANUFACTURER_SEEDS.map((m, i) => {
    const keys = pinyinKeys(m.name);
    return { id: i + 1, name: m.name, shortName: m.shortName, pinyinFull: keys.full, pinyinInitials: keys.initials, province: m.province };
  });
}

function buildBrands(manufacturerIdByKey: Map<string, number>, art: ArtRegistry): Brand[] {
  return BRAND_SEEDS.map((b, i) => {
    const id = i + 1;
    art.banner(`brand-${id}`, `${b.name} 品牌专区`, b.description.slice(0, 24), '#8a1c1c');
    return {
      id,
      name: b.name,
      logo: `/static/brand/${id}.svg`,
      banner: `/static/banner/brand-${id}.svg`,
      manufacturerId: manufacturerIdByKey.get(b.makerKey) ?? 1,
      description: b.description,
    };
  });
}

function buildManjians(now: number): ManjianActivity[] {
  const start = now - 10 * DAY_MS;
  const end = now + 20 * DAY_MS;
  return [
    { id: 1, name: '冬季备货满减', startAt: start, endAt: end, rules: [{ amountFen: fen(100_000), reduceFen: fen(5_000) }, { amountFen: fen(200_000), reduceFen: fen(12_000) }, { amountFen: fen(500_000), reduceFen: fen(35_000) }] },
    { id: 2, name: '品牌厂家满减', startAt: start, endAt: end, rules: [{ amountFen: fen(50_000), reduceFen: fen(2_000) }, { amountFen: fen(150_000), reduceFen: fen(8_000) }] },
    { id: 3, name: '中药专场满减', startAt: start, endAt: end, rules: [{ amountFen: fen(30_000), reduceFen: fen(1_500) }, { amountFen: fen(100_000), reduceFen: fen(6_000) }, { amountFen: fen(300_000), reduceFen: fen(20_000) }] },
  ];
}

function buildGiftShells(now: number): GiftActivity[] {
  const start = now - 5 * DAY_MS;
  const end = now + 25 * DAY_MS;
  return [
    { id: 1, name: '买十赠一', type: 1, rule: '单品满 10 件赠 1 件同品', giftName: null, thresholdNumber: 10, giftNumber: 1, startAt: start, endAt: end, goodsIds: [] },
    { id: 2, name: '满额赠口罩', type: 2, rule: '单品满 500 元赠医用外科口罩 1 袋', giftName: '医用外科口罩 10只/袋', thresholdNumber: 0, giftNumber: 1, startAt: start, endAt: end, goodsIds: [] },
    { id: 3, name: '加 1 元换购', type: 3, rule: '单品满 20 件可加 1 元换购体温计 1 支', giftName: '电子体温计 KF-DT-01', thresholdNumber: 20, giftNumber: 1, startAt: start, endAt: end, goodsIds: [] },
    { id: 4, name: '买赠同品', type: 4, rule: '满 5 件赠 1 件', giftName: null, thresholdNumber: 5, giftNumber: 1, startAt: start, endAt: end, goodsIds: [] },
  ];
}

const KX_RULES: readonly KxRule[] = [
  { regions: ['河北省'] },
  { ranks: [2, 3] },
  { userIds: [ACCOUNT_IDS.pharmacy, ACCOUNT_IDS.chain, ...ACCOUNT_IDS.chainStores] },
  { regions: ['北京市', '天津市'], ranks: [3] },
];

function buildSpikes(now: number, pool: GoodsRecord[], rng: Rng, inventory: Inventory): SpikeSession[] {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const windows: Array<[number, number]> = [
    [hour - 5 * HOUR_MS, hour - HOUR_MS],
    [hour - HOUR_MS, hour + 3 * HOUR_MS],
    [hour + 3 * HOUR_MS, hour + 7 * HOUR_MS],
  ];
  return windows.map(([startAt, endAt], i) => ({
    id: i + 1,
    title: `${formatBeijingTime(startAt)}场`,
    startAt,
    endAt,
    goods: pool.slice(i * 6, i * 6 + 6).map((g) => {
      const stock = g.zbz * intBetween(rng, 10, 50);
      inventory.spikes[spikeKey(i + 1, g.id)] = { stock, sold: i === 0 ? stock : Math.floor((stock * intBetween(rng, 5, 70)) / 100) };
      return { goodsId: g.id, priceFen: fen(Math.max(1, permille(g.priceFen, 700))), limitNumber: g.zbz * 5 };
    }),
  }));
}

function endOfBeijingDay(now: number): number {
  return startOfBeijingDay(now) + DAY_MS - 1000;
}

function buildCouponTemplates(now: number, goodsIdsByName: (name: string) => number[], inventory: Inventory): CouponTemplate[] {
  const s = now - 7 * DAY_MS;
  const e = now + 30 * DAY_MS;
  const t = (
    id: number,
    type: 1 | 2,
    name: string,
    thresholdFen: number,
    reduceFen: number,
    scopeText: string,
    total: number,
    received: number,
    extra: Partial<CouponTemplate> = {},
  ): CouponTemplate => {
    inventory.couponsReceived[id] = received;
    return {
      id, type, name, thresholdFen: fen(thresholdFen), reduceFen: fen(reduceFen), startAt: s, endAt: e, validDays: 30, goodsIds: null, categoryIds: null,
      scopeText, total, inCentre: 1, ...extra,
    };
  };
  return [
    t(1, 1, '满1000减50', 100_000, 5_000, '全场通用（含麻商品除外）', 5000, 1826),
    t(2, 1, '满2000减120', 200_000, 12_000, '全场通用（含麻商品除外）', 3000, 2210),
    t(3, 1, '满500减20', 50_000, 2_000, '全场通用（含麻商品除外）', 8000, 6120),
    t(4, 1, '中成药满800减40', 80_000, 4_000, '限中成药分类', 2000, 745, { categoryIds: [2] }),
    t(5, 1, '抗生素满600减30', 60_000, 3_000, '限抗生素分类', 2000, 380, { categoryIds: [3] }),
    t(6, 2, '10元现金券', 10_000, 1_000, '全场通用，满100元可用（含麻商品除外）', 10000, 4410, { validDays: 15 }),
    t(7, 2, '50元现金券', 100_000, 5_000, '全场通用，满1000元可用（含麻商品除外）', 1000, 1000),
    t(8, 1, '连花清瘟专享券', 30_000, 1_500, '限连花清瘟系列', 1000, 233, { goodsIds: goodsIdsByName('连花清瘟') }),
    t(9, 1, '器械满300减15', 30_000, 1_500, '限医疗器械分类', 1500, 300, { categoryIds: [6] }),
    t(10, 1, '上月专享满3000减200', 300_000, 20_000, '全场通用（含麻商品除外）', 500, 120, { startAt: now - 40 * DAY_MS, endAt: now - DAY_MS, inCentre: 0 }),
  ];
}

function buildLotteries(now: number, art: ArtRegistry, couponIds: { small: number; cash: number }): { lottery: Lottery; draws: Lottery[] } {
  const prizes = (key: string): Lottery['prizes'] =>
    [
      { name: '华为智能手环', remarks: '奖品将在 3 个工作日内随单发出', weight: 1, isWin: 1 as const },
      { name: '50元现金券', remarks: '已发放至“我的钱包—现金券”', weight: 4, isWin: 1 as const, couponTemplateId: couponIds.cash },
      { name: '500积分', remarks: '积分已到账，可在积分商城兑换', weight: 15, isWin: 1 as const, pointsValue: 500 },
      { name: '医用外科口罩 1袋', remarks: '奖品将随您的下一笔订单发出', weight: 20, isWin: 1 as const },
      { name: '满1000减50优惠券', remarks: '已发放至“我的钱包—优惠券”', weight: 15, isWin: 1 as const, couponTemplateId: couponIds.small },
      { name: '100积分', remarks: '积分已到账', weight: 25, isWin: 1 as const, pointsValue: 100 },
      { name: '谢谢参与', remarks: '很遗憾没有中奖，明天再来试试', weight: 20, isWin: 0 as const },
      { name: '电子体温计', remarks: '奖品将在 3 个工作日内随单发出', weight: 2, isWin: 1 as const },
    ].map((p, i) => ({ id: i + 1, position: i, image: art.square(`${key}-prize-${i + 1}`, p.name, '', '#e8541e'), ...p }));
  const winners = ['河北康宁大药房', '石家庄仁和诊所', '保定济民药房', '邯郸同济堂', '唐山惠民大药房', '沧州百草堂', '衡水德仁药店', '邢台益康药房'].map(
    (name, i) => ({ name, prizeName: ['500积分', '医用外科口罩 1袋', '满1000减50优惠券', '100积分'][i % 4]!, at: now - (i + 1) * 37 * 60_000 }),
  );
  const make = (id: number, name: string, key: string): Lottery => ({
    id,
    name,
    remarks: '每日登录可抽奖 1 次，单笔订单满 1000 元再得 1 次',
    image: art.banner(`${key}`, name, '100% 中奖 · 每日可抽', '#d0201a'),
    rule: '<p>1. 活动期间每位会员每日可免费抽奖 1 次；</p><p>2. 单笔订单实付满 1000 元额外获得 1 次抽奖机会；</p><p>3. 实物奖品随下一笔订单发出，积分和券即时到账。</p>',
    chanceRule: '每日 1 次，满 1000 元订单再得 1 次',
    chancesPerDay: 1,
    startAt: now - 3 * DAY_MS,
    endAt: now + 27 * DAY_MS,
    prizes: prizes(key),
    winners,
  });
  return { lottery: make(1, '双十二幸运大转盘', 'lottery-1'), draws: [make(1, '双十二幸运大转盘', 'lottery-1'), make(2, '会员日九宫格抽奖', 'lottery-2')] };
}

function bannerList(art: ArtRegistry, slot: string, items: Array<[title: string, subtitle: string, url: string, colour?: string]>, startId: number): BannerRecord[] {
  return items.map(([title, subtitle, url, colour], i) => ({
    id: startId + i,
    title,
    url,
    image: art.banner(`${slot}-${i + 1}`, title, subtitle, colour ?? '#c8161d'),
  }));
}

function buildNav(): NavItemRecord[] {
  const item = (id: number, name: string, url: string, children: NavItemRecord[] = []): NavItemRecord => ({ id, name, url, image: null, isOpen: 1, children });
  return [
    item(1, '首页', '/'),
    item(2, '近效期专场', '/jxqzc'),
    item(3, '包邮专区', '/yx'),
    item(4, '品牌专区', '/ppzq'),
    item(5, '控销专区', '/kxzq'),
    item(6, '中药饮片', '/zyyp'),
    item(7, '器械专区', '/qxzq'),
    item(8, '每日特价', '/mrtj'),
    item(9, '活动专区', '/lqzx', [
      item(91, '领券中心', '/lqzx'),
      item(92, '拼团专区', '/ptzq'),
      item(93, '组合购', '/zhzq'),
      item(94, '满额返现', '/hb'),
      item(95, '全场94折', '/welfare'),
      item(96, '医药汇', '/yyh'),
    ]),
  ];
}

function buildPointsGoods(art: ArtRegistry, inventory: Inventory): PointsGoodsRecord[] {
  const rows: Array<[string, number, number]> = [
    ['医用外科口罩 10只/袋', 300, 520],
    ['电子体温计', 1200, 180],
    ['一次性医用检查手套 100只', 1500, 96],
    ['药采定制保温杯', 2500, 60],
    ['药采定制折叠雨伞', 1800, 75],
    ['鱼跃电子血压计 YE660D', 18000, 12],
    ['10元现金券', 1000, 999],
    ['药箱（家庭款）', 3500, 0],
  ];
  return rows.map(([name, points, stock], i) => {
    inventory.pointsGoodsStock[i + 1] = stock;
    return { id: i + 1, name, points, image: art.square(`points-${i + 1}`, name, `${points}积分`, '#e8541e') };
  });
}

export function buildSeed(options: Partial<BuildOptions> = {}): Seed {
  const seed = options.seed ?? DEFAULT_SEED;
  const goodsCount = Math.max(1, Math.floor(options.goodsCount ?? DEFAULT_GOODS_COUNT));
  const now = (options.now ?? new Date()).getTime();
  const rng = mulberry32(seed);
  const art = new ArtRegistry();
  const inventory = emptyInventory();

  const categories = buildCategories();
  const categoriesById = new Map(categories.map((c) => [c.id, c]));
  const categoryScope = new Map<number, ScopeName>(CATEGORY_SEEDS.map((c) => [c.id, c.scope]));
  const manufacturers = buildManufacturers();
  const manufacturerIdByKey = new Map(MANUFACTURER_SEEDS.map((m, i) => [m.key, i + 1]));
  const makersByKey = new Map(MANUFACTURER_SEEDS.map((m, i) => [m.key, { ...m, id: i + 1 }]));
  const brands = buildBrands(manufacturerIdByKey, art);
  const brandIdByName = new Map(brands.map((b) => [b.name, b.id]));
  const houseBrandByMaker = new Map<string, number>();
  BRAND_SEEDS.forEach((b, i) => {
    if (b.house && !houseBrandByMaker.has(b.makerKey)) houseBrandByMaker.set(b.makerKey, i + 1);
  });
  const makerPoolByTop = new Map<number, string[]>();
  for (const base of BASE_GOODS) {
    const top = Math.floor(base.categoryId / 100);
    const pool = makerPoolByTop.get(top) ?? [];
    for (const m of base.makers) if (!pool.includes(m)) pool.push(m);
    makerPoolByTop.set(top, pool);
  }

  const manjians = buildManjians(now);
  const gifts = buildGiftShells(now);
  const ctx: GoodsContext = {
    seed,
    makersByKey,
    makerPoolByTop,
    categoryScope,
    brandIdFor: makeBrandResolver(brandIdByName, houseBrandByMaker),
    kxRules: KX_RULES,
    manjianIds: manjians.map((m) => m.id),
    giftIds: gifts.map((g) => g.id),
  };

  const goods: GoodsRecord[] = new Array<GoodsRecord>(goodsCount);
  const zoneIds = Object.fromEntries(ZONE_KEYS.map((k) => [k, [] as number[]])) as Record<ZoneKey, number[]>;
  const goodsById = new Map<number, GoodsRecord>();
  const flags = { hb: [] as GoodsRecord[], welfare: [] as GoodsRecord[], yyh: [] as GoodsRecord[] };
  for (let i = 0; i < goodsCount; i++) {
    const draft = buildGoods(i, ctx);
    goods[i] = draft.goods;
    draft.goods.stocks.forEach((line, k) => (inventory.stock[line.goodsPriceId] = draft.stock[k] ?? 0));
    goodsById.set(draft.goods.id, draft.goods);
    if (draft.inHb) flags.hb.push(draft.goods);
    if (draft.inWelfare) flags.welfare.push(draft.goods);
    if (draft.inYyh) flags.yyh.push(draft.goods);
    const g = draft.goods;
    if (g.giftActivityId !== null) gifts[g.giftActivityId - 1]?.goodsIds.push(g.id);
  }

  // Activity goods come from the real base variants that are buyable by everyone (not 含麻, not controlled, in stock).
  const realCount = Math.min(goodsCount, VARIANTS.length);
  const eligible = goods.slice(0, realCount).filter((g) => g.isHm === 0 && g.isKx === 0 && totalStock(inventory, g) > 0 && lineStock(inventory, g.stocks[0]!) > 0);
  const pool = shuffled(rng, eligible);
  let cursor = 0;
  const take = (n: number): GoodsRecord[] => {
    const out: GoodsRecord[] = [];
    for (let k = 0; k < n; k++) out.push(pool[(cursor + k) % pool.length]!);
    cursor += n;
    return out;
  };

  const spikes = buildSpikes(now, take(18), rng, inventory);
  const daily = take(12);
  const dailySpecial: DailySpecial = {
    date: formatBeijingDate(now),
    endAt: endOfBeijingDay(now),
    items: daily.map((g) => {
      inventory.dailySpecialStock[g.id] = g.zbz * intBetween(rng, 20, 80);
      return { goodsId: g.id, priceFen: fen(Math.max(1, permille(g.priceFen, 800))) };
    }),
  };
  const groupBuys: GroupBuy[] = take(6).map((g, i) => {
    inventory.groupBuyJoined[i + 1] = [1, 4, 10, 2, 7, 0][i]!;
    return {
      id: i + 1,
      title: `${g.name} 拼团价`,
      goodsId: g.id,
      priceFen: fen(Math.max(1, permille(g.priceFen, 850))),
      minPeople: [3, 5, 10, 5, 20, 3][i]!,
      limitNumber: g.zbz * 10,
      rule: '<p>活动期间参团人数达到成团人数即拼团成功，按拼团价发货；未成团将自动退款。</p>',
      startAt: now - 2 * DAY_MS,
      endAt: now + (2 + i) * DAY_MS,
    };
  });
  const combinations: Combination[] = [
    ['感冒发热组合', 2],
    ['肠胃调理组合', 3],
    ['家庭常备组合', 3],
    ['慢病管理组合', 2],
    ['防护消毒组合', 2],
  ].map(([name, n], i) => {
    const parts = take(n as number);
    const lines = parts.map((g) => ({ goodsId: g.id, number: g.zbz, priceFen: fen(Math.max(1, permille(g.priceFen, 900))) }));
    const priceFen = sumFen(lines.map((l) => mulFen(l.priceFen, l.number)));
    const basePriceFen = sumFen(parts.map((g) => mulFen(g.priceFen, g.zbz)));
    inventory.combinationStock[i + 1] = i === 4 ? 0 : intBetween(rng, 20, 200);
    return {
      id: i + 1,
      name: name as string,
      image: art.square(`combination-${i + 1}`, name as string, '组合购更优惠', '#2a8a5c'),
      lines,
      priceFen,
      basePriceFen,
      limitNumber: 10,
    };
  });

  const goodsIdsByName = (needle: string): number[] => goods.filter((g) => g.name.includes(needle)).map((g) => g.id);
  const couponTemplates = buildCouponTemplates(now, goodsIdsByName, inventory);
  const { lottery, draws } = buildLotteries(now, art, { small: 1, cash: 7 });

  // Zones ---------------------------------------------------------------------------------------
  const spikeIds = new Set(spikes.flatMap((s) => s.goods.map((x) => x.goodsId)));
  const dailyIds = new Set(dailySpecial.items.map((x) => x.goodsId));
  const groupIds = new Set(groupBuys.map((x) => x.goodsId));
  const comboIds = new Set(combinations.flatMap((c) => c.lines.map((l) => l.goodsId)));
  const yjhZones = [
    { title: '秋冬呼吸道用药专场', colour: '#b8231b', start: -DAY_MS, n: 16 },
    { title: '慢病用药节', colour: '#1f6fb2', start: -2 * DAY_MS, n: 16 },
    { title: '年货节预热', colour: '#d9822b', start: 2 * DAY_MS, n: 12 },
  ].map((z, i) => ({
    id: i + 1,
    title: z.title,
    banner: art.banner(`yjh-${i + 1}`, z.title, '精选好药 限时特惠', z.colour),
    backgroundColor: z.colour,
    startAt: now + z.start,
    endAt: now + z.start + 20 * DAY_MS,
    goodsIds: take(z.n).map((g) => g.id),
  }));
  const yjhIds = new Set(yjhZones.flatMap((z) => z.goodsIds));
  const hbIds = new Set(flags.hb.map((g) => g.id));
  const welfareIds = new Set(flags.welfare.map((g) => g.id));
  const yyhIds = new Set(flags.yyh.map((g) => g.id));
  const fresh = TODAY_DAY_MS - 30 * DAY_MS;

  for (const g of goods) {
    const zones: ZoneKey[] = [];
    if (g.stocks.some((s) => s.isJxq === 1 && lineStock(inventory, s) > 0)) zones.push('jxqzc');
    if (g.topCategoryId === 6) zones.push('qxzq');
    if (g.topCategoryId === 5) zones.push('zyyp');
    if (g.isKx === 1) zones.push('kxzq');
    if (g.isFreeShipping === 1) zones.push('yx');
    if (g.brandId !== null) zones.push('ppzq');
    if (dailyIds.has(g.id)) zones.push('mrtj');
    if (hbIds.has(g.id)) zones.push('hb');
    if (welfareIds.has(g.id)) zones.push('welfare');
    if (yyhIds.has(g.id)) zones.push('yyh');
    if (yjhIds.has(g.id)) zones.push('yjh');
    if (groupIds.has(g.id)) zones.push('ptzq');
    if (comboIds.has(g.id)) zones.push('zhzq');
    if (spikeIds.has(g.id)) zones.push('miaosha');
    g.zones = zones;
    for (const z of zones) zoneIds[z].push(g.id);
    if (groupIds.has(g.id)) g.type = 2;

    const tags = new Set<GoodsTag>();
    if (g.isYoux === 1) tags.add('优');
    if (spikeIds.has(g.id)) tags.add('秒');
    if (g.manjianId !== null) tags.add('满');
    if (g.giftActivityId !== null) tags.add(gifts[g.giftActivityId - 1]?.type === 3 ? '换购' : '赠');
    if (dailyIds.has(g.id)) tags.add('特');
    if (g.createdAt >= fresh) tags.add('新');
    g.tags = TAG_ORDER.filter((t) => tags.has(t));
  }

  const kxGoods = zoneIds.kxzq;
  const floorDefs: Array<[string, string, string]> = [
    ['处方药控销', 'cfy', '#1f6fb2'],
    ['区域独家', 'qydj', '#b8231b'],
    ['高等级会员专享', 'hyzx', '#7a4bb0'],
  ];
  const floors = floorDefs.map(([title, url, colour], i) => ({
    title,
    url,
    image: art.banner(`kxzq-floor-${url}`, title, '控销商品 授权可购', colour),
    goodsIds: kxGoods.filter((_, k) => k % 3 === i).slice(0, 8),
  }));
  const hdzx = [
    ['双十二狂欢', '#d0201a'],
    ['品牌日', '#8a1c1c'],
    ['会员日', '#e8541e'],
  ].map(([title, colour], i) => ({
    id: i + 1,
    title: title!,
    image: art.square(`hdzx-tab-${i + 1}`, title!, '', colour),
    startAt: now - DAY_MS,
    endAt: now + (10 + i) * DAY_MS,
    banner: art.banner(`hdzx-${i + 1}`, title!, '抽奖赢好礼 好药低至五折', colour),
    rule: '<p>活动期间下单满 1000 元可获得额外抽奖机会，奖品以实际抽中为准。</p>',
    drawId: i === 1 ? 2 : 1,
    goodsIds: take(12).map((g) => g.id),
  }));
  const templates = [
    { id: 1, type: 'zqmb' as const, title: '感冒用药专区', colour: '#1f6fb2' },
    { id: 2, type: 'zqmb' as const, title: '儿科用药专区', colour: '#2a8a5c' },
    { id: 3, type: 'hdmb' as const, title: '冬季进补节', colour: '#b8231b' },
    { id: 4, type: 'hdmb' as const, title: '诊所开诊季', colour: '#0f8a9c' },
  ].map((t) => ({
    id: t.id,
    type: t.type,
    title: t.title,
    banner: art.banner(`template-${t.id}`, t.title, t.type === 'zqmb' ? '专区精选' : '限时活动', t.colour),
    backgroundColor: t.colour,
    sections: ['热销推荐', '品牌精选', '超值特价'].map((title, k) => ({
      title,
      image: k === 0 ? art.banner(`template-${t.id}-section-${k + 1}`, `${t.title} · ${title}`, '', t.colour) : null,
      moreUrl: k === 2 ? '/mrtj' : null,
      goodsIds: take(8).map((g) => g.id),
    })),
  }));
  const yyhDefs: Array<[string, number[]]> = [
    ['抗感染用药', [3]],
    ['慢病用药', [102, 105]],
    ['感冒呼吸', [104, 201, 202]],
    ['消化用药', [103, 204, 403]],
  ];
  const yyhSections = yyhDefs.map(([name, cats], i) => ({
    id: i + 1,
    name,
    image: art.banner(`yyh-section-${i + 1}`, name, '医药汇 · 诊所采购', '#0f8a9c'),
    goodsIds: flags.yyh
      .filter((g) => cats.includes(g.topCategoryId) || cats.includes(g.categoryId))
      .slice(0, 10)
      .map((g) => g.id),
  }));

  const brandGoodsCount = new Map<number, number>();
  for (const g of goods) if (g.brandId !== null) brandGoodsCount.set(g.brandId, (brandGoodsCount.get(g.brandId) ?? 0) + 1);
  const ppzqBrandIds = brands.filter((b) => (brandGoodsCount.get(b.id) ?? 0) > 0).map((b) => b.id);

  const zones: Zones = {
    goodsIds: zoneIds,
    kxzq: {
      notice: '控销商品仅对授权区域、授权等级或指定客户开放，未授权客户价格显示为「控销」，如需采购请联系您的专属客户经理。',
      entries: floors.map((f) => ({ name: f.title, url: `/kxzq/goods/${f.url}`, image: art.square(`kxzq-entry-${f.url}`, f.title, '', '#7a4bb0') })),
      floors,
    },
    yjh: yjhZones,
    hdzx,
    templates,
    yyh: { title: '医药汇 · 诊所一站式采购', sections: yyhSections },
    hb: {
      title: '满额返现',
      startAt: now - 5 * DAY_MS,
      endAt: now + 25 * DAY_MS,
      rule: '<p>活动期间购买返现专区商品，按订单实付金额阶梯返现至账户余额，订单完成后 7 日内到账。</p>',
      tiers: [
        { amountFen: fen(200_000), cashbackFen: fen(6_000) },
        { amountFen: fen(500_000), cashbackFen: fen(20_000) },
        { amountFen: fen(1_000_000), cashbackFen: fen(50_000) },
      ],
    },
    welfare: {
      title: '全场94折',
      discountRate: '0.94',
      discountPermille: 940,
      discountText: '94折',
      startAt: now - 2 * DAY_MS,
      endAt: now + 12 * DAY_MS,
      rule: '<p>专区商品下单立享 94 折，可与满减同享，不与秒杀、特价同享。</p>',
    },
    yx: {
      rule: '包邮专区商品单品达到包邮数量即可包邮；订单满 500 元全单包邮。',
      ruleHtml:
        '<h3>包邮规则</h3><p>1. 包邮专区商品单品采购数量达到页面标注的包邮数量，该商品免运费。</p><p>2. 单笔订单实付满 500 元全单包邮，不足 500 元收取运费 15 元。</p><p>3. 偏远地区（新疆、西藏、青海）不参与包邮。</p>',
      ruleUpdatedAt: now - 30 * DAY_MS,
      thresholdFen: COMMON_CONFIG.shippingThresholdFen,
    },
    ppzqBrandIds,
  };

  // Banners, nav, content ------------------------------------------------------------------------
  const firstOf = (name: string): number => goods.find((g) => g.name === name)?.id ?? goods[0]!.id;
  const yyBrand = brandIdByName.get('鱼跃') ?? 1;
  let bid = 1;
  const slot = (key: string, items: Array<[string, string, string, string?]>): BannerRecord[] => {
    const list = bannerList(art, key, items, bid);
    bid += items.length;
    return list;
  };
  const banners: Record<BannerSlot, BannerRecord[]> = {
    home: slot('home', [
      ['秋冬呼吸道用药专场', '连花清瘟 · 感冒灵 · 布洛芬 低至8折', '/yjh/1', '#b8231b'],
      ['领券中心', '满1000减50 每日10点上新', '/lqzx', '#d0201a'],
      ['鱼跃医疗品牌日', '血压计 血糖仪 厂家直供', `/ppzq/info/${yyBrand}`, '#0f8a9c'],
      ['每日特价', '爆款好药 一天一价', '/mrtj', '#e8541e'],
      ['拼团专区', '成团立享拼团价', '/ptzq', '#7a4bb0'],
    ]),
    kxzq_ad: slot('kxzq-ad', [
      ['处方药控销', '授权客户专享价', '/kxzq/goods/cfy', '#1f6fb2'],
      ['区域独家', '河北区域独家供货', '/kxzq/goods/qydj', '#b8231b'],
      ['高等级会员专享', '等级越高 品种越全', '/kxzq/goods/hyzx', '#7a4bb0'],
    ]),
    new_kxzq: slot('new-kxzq', [['控销专区全新上线', '按楼层浏览授权商品', '/kxzq/new', '#7a4bb0']]),
    right: slot('right', [
      ['新人专享券', '注册即领 10 元现金券', '/lqzx', '#d0201a'],
      ['满额返现', '最高返 500 元', '/hb', '#e8541e'],
    ]),
    xrtj: slot('xrtj', [
      ['新人推荐 · 阿莫西林胶囊', '华北制药 厂家直供', `/list/info/${firstOf('阿莫西林胶囊')}`, '#2a8a5c'],
      ['新人推荐 · 连花清瘟胶囊', '以岭药业 秋冬必备', `/list/info/${firstOf('连花清瘟胶囊')}`, '#b23a2a'],
      ['新人推荐 · 医用外科口罩', '防护必备 整箱更优', `/list/info/${firstOf('医用外科口罩')}`, '#0f8a9c'],
    ]),
    top: slot('top', [['双十二采购节', '12月1日-12日 全场满减', '/yjh/2', '#d0201a']]),
    ppzq: slot('ppzq', [
      ['品牌专区', '大牌好药 厂家直供', '/ppzq', '#8a1c1c'],
      ['以岭药业', '连花清瘟 通心络', `/ppzq/info/${brandIdByName.get('以岭') ?? 1}`, '#b23a2a'],
      ['同仁堂', '百年老字号', `/ppzq/info/${brandIdByName.get('同仁堂') ?? 1}`, '#8a5a2b'],
    ]),
    kxzq: slot('kxzq', [
      ['控销专区', '授权客户专享', '/kxzq', '#7a4bb0'],
      ['控销新品', '本月新增控销品种', '/kxzq/new', '#1f6fb2'],
    ]),
    zyzq: slot('zyzq', [
      ['道地药材', '黄芪 当归 枸杞 产地直采', '/zyyp', '#8a5a2b'],
      ['冬令进补', '滋补饮片 满300减15', '/zyyp', '#b23a2a'],
    ]),
    login: slot('login', [['药采平台', '正品保障 · 极速配送 · 专属服务', '', '#c8161d']]),
    yx: slot('yx', [
      ['包邮专区', '单品达量即包邮', '/yx/rule', '#2a8a5c'],
      ['满500元全单包邮', '河北省内次日达', '/yx/rule', '#0f8a9c'],
    ]),
    demo: slot('demo', [
      ['年货节通栏预览', '预览效果，非正式投放', '/yjh/3', '#d9822b'],
      ['品牌日通栏预览', '预览效果，非正式投放', '/ppzq', '#8a1c1c'],
    ]),
    yyh: slot('yyh', [
      ['医药汇', '诊所常用药一站采购', '/yyh/list', '#0f8a9c'],
      ['抗感染用药', '头孢 阿奇 左氧 一站配齐', '/yyh/list', '#2a8a5c'],
      ['慢病用药', '降压 降糖 调脂', '/yyh/list', '#1f6fb2'],
    ]),
    site_top_right: slot('site-top-right', [['领券中心', '满1000减50', '/lqzx', '#d0201a']]),
    site_bottom: slot('site-bottom', [['双十二幸运大转盘', '每日可抽 100%中奖', '/Hdzx/1,2,3/1', '#d0201a']]),
    side_ad: slot('side-ad', [
      ['领券中心', '好券天天领', '/lqzx', '#d0201a'],
      ['积分商城', '积分兑好礼', '/jfsc', '#e8541e'],
    ]),
  };
  const brandBanners = new Map<number, BannerRecord[]>(
    brands.map((b) => [b.id, [{ id: 1000 + b.id, title: `${b.name} 品牌专区`, url: `/ppzq/info/${b.id}`, image: b.banner }]]),
  );

  const hostileContent = options.hostileContent ?? false;
  const { articles, helpCategories } = buildContent(rng, art, hostileContent);
  const pointsGoods = buildPointsGoods(art, inventory);
  const favouritePool = pool.slice(0, 40).map((g) => g.id);
  const { admins, accounts } = buildAccounts(now, couponTemplates, favouritePool);
  for (const a of accounts) for (const q of a.qualifications) art.add(q.image, q.name, q.number, '#4a6b8a', 'doc');

  // Lookup maps ----------------------------------------------------------------------------------
  const stockByPriceId = new Map<number, { goods: GoodsRecord; stock: GoodsRecord['stocks'][number] }>();
  const goodsIdsByCategory = new Map<number, number[]>();
  for (const c of categories) goodsIdsByCategory.set(c.id, []);
  for (const g of goods) {
    for (const s of g.stocks) stockByPriceId.set(s.goodsPriceId, { goods: g, stock: s });
    goodsIdsByCategory.get(g.categoryId)?.push(g.id);
    goodsIdsByCategory.get(g.topCategoryId)?.push(g.id);
  }

  const catalogue: Catalogue = {
    seed,
    hostileContent,
    faults: new Set(options.faults ?? []),
    builtAt: now,
    today: DEMO_TODAY,
    categories,
    manufacturers,
    brands,
    warehouses: WAREHOUSES.map((w) => ({ ...w })),
    goods,
    manjians,
    gifts,
    groupBuys,
    combinations,
    dailySpecial,
    spikes,
    couponTemplates,
    lottery,
    draws,
    articles,
    helpCategories,
    banners,
    brandBanners,
    nav: buildNav(),
    hotSearches: ['连花清瘟胶囊', '阿莫西林胶囊', '布洛芬缓释胶囊', '感冒灵颗粒', '蒙脱石散', '医用外科口罩', '板蓝根颗粒', '血糖试纸'],
    links: LINKS.map((l) => ({ ...l })),
    zones,
    pointsGoods,
    commonConfig: { ...COMMON_CONFIG, wechatService: { ...COMMON_CONFIG.wechatService } },
    admins,
    art: art.map,
    goodsById,
    categoriesById,
    manufacturersById: new Map(manufacturers.map((m) => [m.id, m])),
    brandsById: new Map(brands.map((b) => [b.id, b])),
    warehousesById: new Map(WAREHOUSES.map((w) => [w.ckId, { ...w }])),
    stockByPriceId,
    articlesById: new Map(articles.map((a) => [a.id, a])),
    adminsById: new Map(admins.map((a) => [a.id, a])),
    couponTemplatesById: new Map(couponTemplates.map((t) => [t.id, t])),
    goodsIdsByCategory,
  };
  return { catalogue, inventory, accounts };
}
