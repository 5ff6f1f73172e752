import type { Fen } from '@/domain/money';
import type { QualificationType } from '@/domain/qualifications';

/**
 * Internal records of the demo API's in-memory marketplace.
 *
 * Conventions (the handlers map these to the contract's snake_case shapes):
 * - Money is integer fen in fields ending `Fen` (never floats); the contract's Money strings are made at the edge.
 * - Instants (`...At`) are epoch milliseconds; calendar dates (expiry, qualification validity) are 'YYYY-MM-DD'.
 * - Flags are 0 | 1 like the contract, so they can be passed through unchanged.
 * - Trade terms keep the trade's names: sccj 生产厂家, ypgg 规格, bzdw 包装单位, zbz 中包装, pzwh 批准文号.
 * - Image fields hold same-origin paths under /static/… that `staticAsset` (images.ts) resolves.
 */

/** Fixed "today" for expiry and qualification checks, so near-expiry goods and expired licences never drift. */
export const DEMO_TODAY = '2026-11-22';

export type Flag = 0 | 1;

/** The 经营范围 (business scope) names; each top category belongs to exactly one. */
export type ScopeName =
  | '化学药制剂'
  | '中成药'
  | '抗生素'
  | '生化药品'
  | '中药饮片'
  | '医疗器械'
  | '保健食品'
  | '消毒用品';

export interface Category {
  id: number;
  name: string;
  /** null for a top category. */
  parentId: number | null;
  /** 经营范围 the category falls under (same as its top category's). */
  scope: ScopeName;
  logo?: string;
  /** Hover icon (MenuItem.logo1). */
  logo1?: string;
  sort: number;
}

export interface Manufacturer {
  id: number;
  /** Full registered name, e.g. 华北制药股份有限公司 (this is what `sccj` shows). */
  name: string;
  /** Short trade name, e.g. 华北制药. */
  shortName: string;
  /** Lowercase, no tones, no spaces, of `name`. */
  pinyinFull: string;
  /** Lowercase initials of `name`, e.g. hbzygfyxgs. */
  pinyinInitials: string;
  province: string;
}

export interface Brand {
  id: number;
  name: string;
  logo: string;
  /** Wide banner for the brand zone. */
  banner: string;
  manufacturerId: number;
  description: string;
}

export interface Warehouse {
  ckId: number;
  name: string;
}

/** One warehouse's line of a goods: price and batch (contract Warehouse); its stock is in the Inventory. */
export interface GoodsStock {
  ckId: number;
  /** Unique across the catalogue; the cart sends it back, and Inventory.stock is keyed by it. */
  goodsPriceId: number;
  priceFen: Fen;
  /** 批号 (ph). */
  batch: string;
  /** 有效期至 (yxq), 'YYYY-MM-DD'. */
  expiry: string;
  /** 1 when expiry is within 6 months of DEMO_TODAY (近效期). */
  isJxq: Flag;
}

export interface LadderTier {
  id: number;
  /** Quantity from which `priceFen` applies. Tiers ascend by number, prices descend. */
  number: number;
  priceFen: Fen;
}

/** Controlled sales (控销): visible/buyable only for buyers matching any listed criterion. */
export interface KxRule {
  /** Provinces, e.g. '河北省'. */
  regions?: string[];
  /** Member ranks allowed. */
  ranks?: number[];
  userIds?: number[];
}

export type ZoneKey =
  | 'jxqzc' // 近效期专场
  | 'qxzq' // 器械专区
  | 'zyyp' // 中药饮片
  | 'kxzq' // 控销专区
  | 'yx' // 包邮专区
  | 'ppzq' // 品牌专区
  | 'mrtj' // 每日特价
  | 'hb' // 满额返现
  | 'welfare' // 全场94折
  | 'yyh' // 医药汇
  | 'yjh' // 活动专区
  | 'ptzq' // 拼团
  | 'zhzq' // 组合购
  | 'miaosha'; // 秒杀

export type GoodsTag = '优' | '秒' | '满' | '换购' | '赠' | '特' | '新';

export interface GoodsRecord {
  id: number;
  /** Name as listed (usually the generic name; a brand prefix for some OTC/health goods). */
  name: string;
  commonName: string;
  /** 商品名 (trade name, e.g. 芬必得), null for goods sold under the generic name only. */
  tradeName: string | null;
  /** EAN-13 商品条码 (69 prefix, valid check digit), unique in the catalogue. */
  barcode: string;
  /** Manufacturer's full name. */
  sccj: string;
  manufacturerId: number;
  ypgg: string;
  bzdw: string;
  /** 中包装: quantities step by it. */
  zbz: number;
  pzwh: string;
  categoryId: number;
  /** Top category id (its 经营范围), denormalised for scope checks. */
  topCategoryId: number;
  scope: ScopeName;
  brandId: number | null;
  images: string[];
  /** 建议零售价 / list price. */
  basePriceFen: Fen;
  /** Price in the default (first) warehouse. */
  priceFen: Fen;
  /** Empty when the goods has no ladder; sorted ascending by number. */
  ladder: LadderTier[];
  /** 0 none, 1 per goods quantity, 2 per order quantity. */
  ladderType: 0 | 1 | 2;
  tags: GoodsTag[];
  /** 含麻黄碱类复方制剂: separate order, corporate transfer, purchase limits. */
  isHm: Flag;
  /** 处方药. */
  isRx: Flag;
  /** Controlled sales. */
  isKx: Flag;
  kxRule: KxRule | null;
  isYoux: Flag;
  isFreeShipping: Flag;
  /** Quantity that ships this goods free; 0 when not offered. */
  freeShippingNumber: number;
  /** Counts toward coupons and 满减 thresholds. */
  couponEligible: Flag;
  manjianId: number | null;
  giftActivityId: number | null;
  /** Goods type: 1 normal, 2 group buy, 3 combination (combinations are separate records). */
  type: 1 | 2;
  sales: number;
  createdAt: number;
  /** At least one; the first is the default warehouse. */
  stocks: GoodsStock[];
  /** 说明书 as simple HTML. */
  insertHtml: string;
  zones: ZoneKey[];
  /** Per-buyer purchase cap per order (含麻 goods); 0 = none. */
  limitNumber: number;
}

// ---------------------------------------------------------------- activities

interface ManjianRule {
  amountFen: Fen;
  reduceFen: Fen;
}

export interface ManjianActivity {
  id: number;
  name: string;
  startAt: number;
  endAt: number;
  /** Ascending by amount. */
  rules: ManjianRule[];
}

/** 满赠 / 换购 (contract GoodsGiftActivity). type: 1 满件赠, 2 满额赠, 3 换购, 4 买赠同品, 5 买赠异品. */
export interface GiftActivity {
  id: number;
  name: string;
  type: 1 | 2 | 3 | 4 | 5;
  rule: string;
  giftName: string | null;
  /** Goods that triggers the gift when it reaches `thresholdNumber`. */
  thresholdNumber: number;
  giftNumber: number;
  startAt: number;
  endAt: number;
  goodsIds: number[];
}

export interface GroupBuy {
  id: number;
  title: string;
  goodsId: number;
  priceFen: Fen;
  /** Group size needed for success (the stores that joined so far are in the Inventory). */
  minPeople: number;
  limitNumber: number;
  rule: string;
  startAt: number;
  endAt: number;
}

interface CombinationLine {
  goodsId: number;
  number: number;
  /** Unit price inside the combination. */
  priceFen: Fen;
}

export interface Combination {
  id: number;
  name: string;
  image: string;
  lines: CombinationLine[];
  /** Sum of lines' number × priceFen. */
  priceFen: Fen;
  /** Sum of lines' number × goods' own price. */
  basePriceFen: Fen;
  /** Sets per buyer; the sets in stock are in the Inventory. */
  limitNumber: number;
}

/** A daily special's goods and price (the units left are in the Inventory). */
interface DailySpecialItem {
  goodsId: number;
  priceFen: Fen;
}

export interface DailySpecial {
  /** 'YYYY-MM-DD' of `now` (Beijing). */
  date: string;
  endAt: number;
  items: DailySpecialItem[];
}

/** A goods of a spike session at its spike price (its allotment and units sold are in the Inventory). */
interface SpikeGoods {
  goodsId: number;
  priceFen: Fen;
  limitNumber: number;
}

export interface SpikeSession {
  id: number;
  title: string;
  startAt: number;
  endAt: number;
  goods: SpikeGoods[];
}

export interface CouponTemplate {
  id: number;
  /** 1 coupon (优惠券), 2 cash voucher (现金券). */
  type: 1 | 2;
  name: string;
  thresholdFen: Fen;
  reduceFen: Fen;
  startAt: number;
  endAt: number;
  /** Days a received coupon stays valid (from receipt, capped by endAt). */
  validDays: number;
  goodsIds: number[] | null;
  categoryIds: number[] | null;
  /** Human scope text, e.g. 全场通用（含麻商品除外）. */
  scopeText: string;
  /** Coupons the offer hands out in all (how many are taken is in the Inventory). */
  total: number;
  /** Shown in the coupon centre (lqzx). */
  inCentre: Flag;
}

export interface LotteryPrize {
  id: number;
  name: string;
  remarks: string;
  image: string;
  /** Position on the wheel, 0-based. */
  position: number;
  /** Relative draw weight. */
  weight: number;
  isWin: Flag;
  /** Points or fen credited when won, if any. */
  pointsValue?: number;
  couponTemplateId?: number;
}

/** A draw wheel (活动中心 / popup lottery share this shape). */
export interface Lottery {
  id: number;
  name: string;
  remarks: string;
  image: string;
  rule: string;
  chanceRule: string;
  chancesPerDay: number;
  startAt: number;
  endAt: number;
  prizes: LotteryPrize[];
  /** Made-up winners for the scrolling list. */
  winners: Array<{ name: string; prizeName: string; at: number }>;
}

// ---------------------------------------------------------------- content

type ArticleType = 'help' | 'hy' | 'company';

export interface Article {
  id: number;
  /** Help category id for help articles; 0 for news. */
  categoryId: number;
  type: ArticleType;
  title: string;
  summary: string;
  html: string;
  image: string | null;
  source: string | null;
  publishedAt: number;
  views: number;
}

/** Help tree: top columns with children; each child maps to one route key and one article. */
export interface HelpCategory {
  id: number;
  name: string;
  parentId: number | null;
  /** Route key under /help, e.g. 'xrzn/hyzc' or 'zfps/ddzf'. Top columns: 'xrzn', 'fwbz', 'us', 'zfps'. */
  key: string;
  articleId: number | null;
  sort: number;
}

export type BannerSlot =
  | 'home'
  | 'kxzq_ad'
  | 'new_kxzq'
  | 'right'
  | 'xrtj'
  | 'top'
  | 'ppzq'
  | 'kxzq'
  | 'zyzq'
  | 'login'
  | 'yx'
  | 'demo'
  | 'yyh'
  | 'site_top_right'
  | 'site_bottom'
  | 'side_ad';

export interface BannerRecord {
  id: number;
  title: string;
  url: string;
  image: string;
}

export interface NavItemRecord {
  id: number;
  name: string;
  url: string;
  image: string | null;
  isOpen: Flag;
  children: NavItemRecord[];
}

export interface LinkRecord {
  name: string;
  url: string;
}

// ---------------------------------------------------------------- zones

interface ControlledZoneFloorRecord {
  title: string;
  /** Sub-zone key for /kxzq/goods/{url}. */
  url: string;
  image: string;
  goodsIds: number[];
}

interface ActivityZoneRecord {
  /** yjh/{id}. */
  id: number;
  title: string;
  banner: string;
  backgroundColor: string | null;
  startAt: number;
  endAt: number;
  goodsIds: number[];
}

interface ActivityCentreTabRecord {
  id: number;
  title: string;
  image: string;
  startAt: number;
  endAt: number;
  banner: string;
  rule: string;
  drawId: number;
  goodsIds: number[];
}

interface ZoneTemplateRecord {
  id: number;
  type: 'zqmb' | 'hdmb';
  title: string;
  banner: string;
  backgroundColor: string | null;
  sections: Array<{ title: string; image: string | null; moreUrl: string | null; goodsIds: number[] }>;
}

interface YyhSectionRecord {
  id: number;
  name: string;
  image: string;
  goodsIds: number[];
}

interface CashbackTierRecord {
  amountFen: Fen;
  cashbackFen: Fen;
}

export interface Zones {
  /** Goods ids per zone key, in display order. */
  goodsIds: Record<ZoneKey, number[]>;
  kxzq: {
    notice: string;
    entries: Array<{ name: string; url: string; image: string }>;
    floors: ControlledZoneFloorRecord[];
  };
  yjh: ActivityZoneRecord[];
  hdzx: ActivityCentreTabRecord[];
  templates: ZoneTemplateRecord[];
  yyh: { title: string; sections: YyhSectionRecord[] };
  hb: { title: string; startAt: number; endAt: number; rule: string; tiers: CashbackTierRecord[] };
  welfare: {
    title: string;
    /** Decimal string as the contract wants, e.g. '0.94'. */
    discountRate: string;
    /** Per-mille for integer arithmetic: 940 = 94%. */
    discountPermille: number;
    discountText: string;
    startAt: number;
    endAt: number;
    rule: string;
  };
  yx: { rule: string; ruleHtml: string; ruleUpdatedAt: number; thresholdFen: Fen };
  /** Brand zone order. */
  ppzqBrandIds: number[];
}

/** A goods of the points mall (its units left are in the Inventory). */
export interface PointsGoodsRecord {
  id: number;
  name: string;
  image: string;
  points: number;
}

export interface CommonConfigRecord {
  hotLine: string;
  siteName: string;
  companyName: string;
  icp: string;
  drugInfoFiling: string;
  tradeFiling: string;
  businessLicense: string;
  businessLicenseUrl: string | null;
  appDownloadUrl: string;
  wechatService: { name: string; url: string };
  serviceTime: string;
  /** Order amount from which shipping is free (shipping_data). */
  shippingThresholdFen: Fen;
  shippingFeeFen: Fen;
  qualityInspectionUrl: string | null;
  qualityInspectionMsg: string | null;
}

// ---------------------------------------------------------------- accounts

export interface AdminRecord {
  id: number;
  name: string;
  phone: string;
  /** 1 the platform's default service (no 专属服务 prefix). */
  isDefault: Flag;
}

/** The kinds of document and their names are src/domain/qualifications.ts. */
export type QualificationTypeCode = QualificationType;

export interface QualificationRecord {
  id: number;
  type: QualificationTypeCode;
  /** The kind's name (营业执照, 药品经营许可证…), or the document's own under `other` (GSP证书…). */
  name: string;
  number: string;
  /** 'YYYY-MM-DD'; null for documents without expiry (e.g. 长期 licences). */
  validUntil: string | null;
  /** Relative to DEMO_TODAY at build time: expiring = within 30 days. */
  status: 'valid' | 'expiring' | 'expired' | 'pending';
  image: string;
  remark: string | null;
}

export interface AddressRecord {
  id: number;
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: Flag;
}

export interface WalletCouponRecord {
  /** user_coupon_id. */
  id: number;
  templateId: number;
  /** 1 unused, 2 used, 3 expired. */
  status: 1 | 2 | 3;
  receivedAt: number;
  /** Valid until (epoch ms). */
  expiresAt: number;
  usedAt: number | null;
}

export interface MessageRecord {
  id: number;
  /** 1 system, 2 order, 3 activity, 4 qualification. */
  type: 1 | 2 | 3 | 4;
  title: string;
  content: string;
  url: string | null;
  isRead: Flag;
  createdAt: number;
}

export interface MoneyLogRecord {
  id: number;
  /** Signed change in fen. */
  changeFen: Fen;
  balanceAfterFen: Fen;
  memo: string;
  at: number;
}

export interface PointsLogRecord {
  id: number;
  change: number;
  pointsAfter: number;
  memo: string;
  at: number;
}

export type AccountType = 'pharmacy' | 'clinic' | 'chain';

export interface AccountRecord {
  id: number;
  /** Login name. Demo passwords are stored in plain text on purpose (documented in accounts.md). */
  username: string;
  password: string;
  phone: string;
  /** Contact person. */
  name: string;
  company: string;
  face: string | null;
  type: AccountType;
  /** 'all', or top category ids the buyer may purchase. */
  scopeCategoryIds: 'all' | number[];
  /** Human 经营范围 text as on the licence. */
  scopeText: string;
  qualifications: QualificationRecord[];
  isPassed: Flag;
  contractSigned: Flag;
  contractSignedAt: number | null;
  rank: number;
  /** Province, matched by KxRule.regions. */
  region: string;
  adminId: number;
  balanceFen: Fen;
  frozenFen: Fen;
  points: number;
  addresses: AddressRecord[];
  /** For a chain head: its store accounts' ids (each a full AccountRecord with parentId set). */
  storeIds: number[];
  /** The chain head's id for a store account; null otherwise. */
  parentId: number | null;
  coupons: WalletCouponRecord[];
  messages: MessageRecord[];
  moneyLog: MoneyLogRecord[];
  pointsLog: PointsLogRecord[];
  favoriteGoodsIds: number[];
  wechatBound: Flag;
  /** Whether the lottery popup was already joined. */
  lotteryJoined: Flag;
  /** What the account demonstrates (for the README). */
  demoNote: string;
}

// ---------------------------------------------------------------- the seed: catalogue, inventory, accounts

/** A generated picture other than a packshot or brand logo (banners, icons, prizes…), keyed by its /static path. */
export interface ArtRecord {
  title: string;
  subtitle: string;
  colour: string;
  /** banner: wide; square: icons, prizes, points goods; doc: a scanned-document look (qualifications). */
  shape: 'banner' | 'square' | 'doc';
}

/**
 * A deliberate fault the demo API can be built with, for the tests that prove the conformance kit catches one (never
 * reachable from `npm start` or `npm run demo:api`):
 * - `search-ignores-trade-names`: the goods search and its suggestions know generic names only, as a backend that
 *   never indexed 商品名 would (the contract's `keywords` matches trade names).
 */
export type DemoFault = 'search-ignores-trade-names';

/**
 * The seeded catalogue: goods, activities, content, configuration and account managers. Built from the seed at
 * start and never changed by a request (what requests change is in the Inventory, the member accounts and the
 * handler areas' states).
 */
export interface Catalogue {
  seed: number;
  /** Built with the test-only attack payloads in the back office's text (data/hostile-content.ts); false by default. */
  hostileContent: boolean;
  /** Test-only deliberate faults of the demo (DemoFault, app.ts); empty by default. */
  faults: ReadonlySet<DemoFault>;
  /** The `now` the time-relative parts (spike, activities) were built against. */
  builtAt: number;
  today: string;
  categories: Category[];
  manufacturers: Manufacturer[];
  brands: Brand[];
  warehouses: Warehouse[];
  goods: GoodsRecord[];
  manjians: ManjianActivity[];
  gifts: GiftActivity[];
  groupBuys: GroupBuy[];
  combinations: Combination[];
  dailySpecial: DailySpecial;
  spikes: SpikeSession[];
  couponTemplates: CouponTemplate[];
  /** The popup lottery (/api/lottery: offered to each member until joined). */
  lottery: Lottery;
  /** Draw wheels for 活动中心 and /api/draw. */
  draws: Lottery[];
  articles: Article[];
  helpCategories: HelpCategory[];
  banners: Record<BannerSlot, BannerRecord[]>;
  /** Per-brand banners (/api/focus/brand/{id}). */
  brandBanners: Map<number, BannerRecord[]>;
  nav: NavItemRecord[];
  hotSearches: string[];
  links: LinkRecord[];
  zones: Zones;
  pointsGoods: PointsGoodsRecord[];
  commonConfig: CommonConfigRecord;
  admins: AdminRecord[];
  /** Every non-goods, non-brand image path used in the data → how to draw it. */
  art: Map<string, ArtRecord>;

  goodsById: Map<number, GoodsRecord>;
  categoriesById: Map<number, Category>;
  manufacturersById: Map<number, Manufacturer>;
  brandsById: Map<number, Brand>;
  warehousesById: Map<number, Warehouse>;
  /** goods_price_id → goods and warehouse line. */
  stockByPriceId: Map<number, { goods: GoodsRecord; stock: GoodsStock }>;
  articlesById: Map<number, Article>;
  adminsById: Map<number, AdminRecord>;
  couponTemplatesById: Map<number, CouponTemplate>;
  /** Goods ids per category id (a top category lists its children's goods too). */
  goodsIdsByCategory: Map<number, number[]>;
}

/**
 * How many are left of what the marketplace sells and hands out: the counters requests change, kept apart from the
 * catalogue. Plain data keyed by id (goods_price_id, combination id…), so it is persisted as it is.
 */
export interface Inventory {
  /** Units in stock per warehouse line (goods_price_id). */
  stock: Record<number, number>;
  /** Sets in stock per combination id (besides the stock of its goods). */
  combinationStock: Record<number, number>;
  /** Units left per points-mall goods id. */
  pointsGoodsStock: Record<number, number>;
  /** Coupons handed out so far per coupon template id (of the template's `total`). */
  couponsReceived: Record<number, number>;
  /** Stores that joined so far per group buy id. */
  groupBuyJoined: Record<number, number>;
  /** A spike line's allotment and units sold, keyed by spikeKey(sessionId, goodsId). */
  spikes: Record<string, { stock: number; sold: number }>;
  /** Units left of the daily special per goods id. */
  dailySpecialStock: Record<number, number>;
}

/** The member accounts with their wallets, points, coupons, inbox, addresses and documents, and their indexes. */
export interface Members {
  /** The seeded accounts, then the ones registration and 新增门店 create. */
  accounts: AccountRecord[];
  byId: Map<number, AccountRecord>;
  byUsername: Map<string, AccountRecord>;
}

/** What buildSeed makes from a seed: the catalogue, the inventory it starts with and the seeded accounts. */
export interface Seed {
  catalogue: Catalogue;
  inventory: Inventory;
  accounts: AccountRecord[];
}
