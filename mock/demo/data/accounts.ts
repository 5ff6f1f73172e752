/**
 * Demo buyers and account managers. Passwords are plain text on purpose: these are public demo logins, listed in
 * accounts.md for the README. Each account shows one situation the site must handle.
 */
import { addFen, fen, type Fen } from '@/domain/money';
import { qualificationTypeName } from '@/domain/qualifications';
import { dateToDayMs, DAY_MS, HOUR_MS } from './dates';
import type {
  AccountRecord,
  AddressRecord,
  AdminRecord,
  CouponTemplate,
  MessageRecord,
  MoneyLogRecord,
  PointsLogRecord,
  QualificationRecord,
  QualificationTypeCode,
  WalletCouponRecord,
} from './types';
import { DEMO_TODAY } from './types';

export const DEMO_PASSWORD = 'Demo2026';

export const ACCOUNT_IDS = {
  pharmacy: 1,
  clinic: 2,
  expired: 3,
  chain: 4,
  chainStores: [5, 6, 7] as const,
  unsigned: 8,
} as const;

const ADMINS: readonly AdminRecord[] = [
  { id: 1, name: '平台客服', phone: '400-886-1234', isDefault: 1 },
  { id: 2, name: '王晓梅', phone: '13831128866', isDefault: 0 },
  { id: 3, name: '李建国', phone: '13931165520', isDefault: 0 },
  { id: 4, name: '赵文静', phone: '15831190321', isDefault: 0 },
];

function qualStatus(validUntil: string | null): QualificationRecord['status'] {
  if (validUntil === null) return 'valid';
  if (validUntil < DEMO_TODAY) return 'expired';
  const days = (dateToDayMs(validUntil) - dateToDayMs(DEMO_TODAY)) / DAY_MS;
  return days <= 30 ? 'expiring' : 'valid';
}

let qualSeq = 1;
/** A seeded document, named after its kind (src/domain/qualifications.ts) unless it has a name of its own. */
function qual(
  type: QualificationTypeCode,
  number: string,
  validUntil: string | null,
  remark: string | null = null,
  name = qualificationTypeName(type),
): QualificationRecord {
  const status = qualStatus(validUntil);
  return {
    id: qualSeq++,
    type,
    name,
    number,
    validUntil,
    status,
    image: `/static/art/qualification-${type}.svg`,
    remark: remark ?? (status === 'expired' ? `${name}已过期，请上传新证` : null),
  };
}

/** A GSP certificate: a document of no listed kind (`other`) that goes by its own name. */
const gsp = (number: string, validUntil: string) => qual('other', number, validUntil, null, 'GSP证书');

let addrSeq = 1;
function addr(consignee: string, phone: string, province: string, city: string, district: string, detail: string, isDefault: 0 | 1): AddressRecord {
  return { id: addrSeq++, consignee, phone, province, city, district, detail, isDefault };
}

interface LogSeed {
  change: number;
  memo: string;
  daysAgo: number;
}

function moneyLog(seeds: LogSeed[], now: number, startId: number): { log: MoneyLogRecord[]; balance: Fen } {
  let balance = fen(0);
  const log: MoneyLogRecord[] = seeds.map((s, i) => {
    balance = addFen(balance, fen(s.change));
    return { id: startId + i, changeFen: fen(s.change), balanceAfterFen: balance, memo: s.memo, at: now - s.daysAgo * DAY_MS };
  });
  return { log: log.reverse(), balance };
}

function pointsLog(seeds: LogSeed[], now: number, startId: number): { log: PointsLogRecord[]; points: number } {
  let points = 0;
  const log: PointsLogRecord[] = seeds.map((s, i) => {
    points += s.change;
    return { id: startId + i, change: s.change, pointsAfter: points, memo: s.memo, at: now - s.daysAgo * DAY_MS };
  });
  return { log: log.reverse(), points };
}

let couponSeq = 1;
function wallet(templates: readonly CouponTemplate[], now: number, spec: Array<[templateId: number, status: 1 | 2 | 3]>): WalletCouponRecord[] {
  return spec.map(([templateId, status]) => {
    const t = templates.find((x) => x.id === templateId);
    const receivedAt = now - (status === 3 ? 40 : 5) * DAY_MS;
    const expiresAt = status === 3 ? now - 2 * DAY_MS : Math.min(t?.endAt ?? now + 30 * DAY_MS, now + (t?.validDays ?? 30) * DAY_MS);
    return { id: couponSeq++, templateId, status, receivedAt, expiresAt, usedAt: status === 2 ? now - 2 * DAY_MS : null };
  });
}

let msgSeq = 1;
function msg(type: MessageRecord['type'], title: string, content: string, url: string | null, isRead: 0 | 1, at: number): MessageRecord {
  return { id: msgSeq++, type, title, content, url, isRead, createdAt: at };
}

function commonMessages(now: number): MessageRecord[] {
  return [
    msg(1, '平台系统升级公告', '为提升采购体验，平台将于本周日 02:00-04:00 进行系统升级，期间暂停下单，敬请谅解。', '/news/company', 1, now - 6 * DAY_MS),
    msg(3, '双十二采购节预告', '12月1日起全场满1000减50，领券中心每日10点上新，欢迎提前加购。', '/lqzx', 0, now - 1 * DAY_MS),
  ];
}

interface AccountsBuild {
  admins: AdminRecord[];
  accounts: AccountRecord[];
}

export function buildAccounts(now: number, templates: readonly CouponTemplate[], favouritePool: readonly number[]): AccountsBuild {
  qualSeq = 1;
  addrSeq = 1;
  couponSeq = 1;
  msgSeq = 1;
  const fav = (from: number, n: number): number[] => favouritePool.slice(from, from + n);

  const base = (id: number): Pick<AccountRecord, 'face' | 'frozenFen' | 'storeIds' | 'parentId' | 'wechatBound' | 'lotteryJoined'> => ({
    face: null,
    frozenFen: fen(0),
    storeIds: [],
    parentId: null,
    wechatBound: id === ACCOUNT_IDS.pharmacy ? 1 : 0,
    lotteryJoined: 0,
  });

  const m1 = moneyLog(
    [
      { change: 1_000_000, memo: '线下汇款充值', daysAgo: 40 },
      { change: -326_850, memo: '订单支付 DD20261018001', daysAgo: 35 },
      { change: 12_000, memo: '满额返现', daysAgo: 20 },
      { change: -158_420, memo: '订单支付 DD20261109015', daysAgo: 13 },
    ],
    now,
    1,
  );
  const p1 = pointsLog(
    [
      { change: 3268, memo: '订单完成赠送积分', daysAgo: 33 },
      { change: 1584, memo: '订单完成赠送积分', daysAgo: 11 },
      { change: -300, memo: '积分商城兑换 医用外科口罩', daysAgo: 3 },
    ],
    now,
    1,
  );

  const pharmacy: AccountRecord = {
    ...base(ACCOUNT_IDS.pharmacy),
    id: ACCOUNT_IDS.pharmacy,
    username: 'kangning',
    password: DEMO_PASSWORD,
    phone: '13803110000',
    name: '张敏',
    company: '石家庄康宁大药房有限公司',
    type: 'pharmacy',
    scopeCategoryIds: 'all',
    scopeText: '化学药制剂、中成药、抗生素、生化药品、中药饮片、医疗器械、保健食品、消毒用品',
    qualifications: [
      qual('business_license', '91130102MA0CKN2X8K', null),
      qual('drug_trade_license', '冀CB3110235', '2029-06-30'),
      gsp('HE-GSP-2024-0312', '2029-03-15'),
      qual('purchase_authorization', 'WT-KN-2026-01', '2027-06-30'),
      qual('annual_report', '2025年度', '2027-06-30'),
    ],
    isPassed: 1,
    contractSigned: 1,
    contractSignedAt: now - 200 * DAY_MS,
    rank: 2,
    region: '河北省',
    adminId: 1,
    balanceFen: m1.balance,
    points: p1.points,
    addresses: [
      addr('张敏', '13803110000', '河北省', '石家庄市', '长安区', '中山东路 88 号康宁大药房', 1),
      addr('刘强', '0311-86012345', '河北省', '石家庄市', '桥西区', '自强路 21 号仓库', 0),
    ],
    coupons: wallet(templates, now, [
      [1, 1],
      [2, 1],
      [6, 1],
      [3, 2],
      [4, 3],
    ]),
    messages: [
      ...commonMessages(now),
      msg(2, '订单已发货', '您的订单 DD20261109015 已由石家庄一号仓发出，顺丰速运 SF1402331785926。', '/order', 0, now - 12 * HOUR_MS),
    ],
    moneyLog: m1.log,
    pointsLog: p1.log,
    favoriteGoodsIds: fav(0, 6),
    demoNote: '资质齐全的单体药店；经营范围全品类；平台默认客服（页头不显示「专属服务」）。',
  };

  const m2 = moneyLog(
    [
      { change: 300_000, memo: '线下汇款充值', daysAgo: 25 },
      { change: -86_560, memo: '订单支付 DD20261102008', daysAgo: 19 },
    ],
    now,
    101,
  );
  const p2 = pointsLog([{ change: 865, memo: '订单完成赠送积分', daysAgo: 16 }], now, 101);
  const clinic: AccountRecord = {
    ...base(ACCOUNT_IDS.clinic),
    id: ACCOUNT_IDS.clinic,
    username: 'renhe',
    password: DEMO_PASSWORD,
    phone: '13932115566',
    name: '陈立华',
    company: '石家庄新华区仁和诊所',
    type: 'clinic',
    // Scope excludes 中药饮片, 医疗器械, 保健食品, 消毒用品: antibiotics stay buyable, a mask or a blood-pressure monitor does not.
    scopeCategoryIds: [1, 2, 3, 4],
    scopeText: '化学药制剂、中成药、抗生素、生化药品',
    qualifications: [
      qual('business_license', '92130105MA0DRH6P3Q', null),
      qual('medical_institution_license', 'PDY00231313010515D1202', '2030-12-31'),
      qual('purchase_authorization', 'WT-RH-2026-02', '2027-03-31'),
    ],
    isPassed: 1,
    contractSigned: 1,
    contractSignedAt: now - 150 * DAY_MS,
    rank: 1,
    region: '河北省',
    adminId: 2,
    balanceFen: m2.balance,
    points: p2.points,
    addresses: [addr('陈立华', '13932115566', '河北省', '石家庄市', '新华区', '中华北大街 156 号仁和诊所', 1)],
    coupons: wallet(templates, now, [
      [1, 1],
      [7, 1],
      [6, 1],
    ]),
    messages: [
      ...commonMessages(now),
      msg(4, '经营范围提示', '根据您的医疗机构执业许可证，中药饮片、医疗器械、保健食品、消毒用品暂不在可采购范围内。', '/zzzj', 0, now - 3 * DAY_MS),
    ],
    moneyLog: m2.log,
    pointsLog: p2.log,
    favoriteGoodsIds: fav(6, 4),
    demoNote: '诊所：经营范围仅化学药制剂、中成药、抗生素、生化药品，医疗器械、中药饮片等不可购买；专属经理王晓梅。',
  };

  const m3 = moneyLog([{ change: 150_000, memo: '线下汇款充值', daysAgo: 60 }], now, 201);
  const p3 = pointsLog([{ change: 520, memo: '注册赠送积分', daysAgo: 300 }], now, 201);
  const expired: AccountRecord = {
    ...base(ACCOUNT_IDS.expired),
    id: ACCOUNT_IDS.expired,
    username: 'anda',
    password: DEMO_PASSWORD,
    phone: '13511098765',
    name: '孙浩',
    company: '北京安达大药房有限公司',
    type: 'pharmacy',
    scopeCategoryIds: 'all',
    scopeText: '化学药制剂、中成药、抗生素、生化药品、中药饮片、医疗器械、保健食品、消毒用品',
    qualifications: [
      qual('business_license', '91110106MA01AD9T5N', null),
      qual('drug_trade_license', '京CA0106321', '2026-10-31'),
      gsp('BJ-GSP-2021-1187', '2026-12-10'),
      qual('purchase_authorization', 'WT-AD-2026-01', '2027-01-31'),
    ],
    isPassed: 1,
    contractSigned: 1,
    contractSignedAt: now - 400 * DAY_MS,
    rank: 1,
    region: '北京市',
    adminId: 3,
    balanceFen: m3.balance,
    points: p3.points,
    addresses: [addr('孙浩', '13511098765', '北京市', '北京市', '丰台区', '丰台北路 32 号安达大药房', 1)],
    coupons: wallet(templates, now, [
      [1, 1],
      [6, 1],
    ]),
    messages: [
      ...commonMessages(now),
      msg(4, '资质过期提醒', '您的药品经营许可证已于 2026-10-31 到期，暂停采购，请尽快上传新证。', '/zzzj', 0, now - 20 * DAY_MS),
      msg(4, '资质即将过期提醒', '您的GSP证书将于 2026-12-10 到期，请及时更新。', '/zzzj', 0, now - 2 * DAY_MS),
    ],
    moneyLog: m3.log,
    pointsLog: p3.log,
    favoriteGoodsIds: fav(10, 3),
    demoNote: '药品经营许可证已过期（2026-10-31）：浏览可见价格，但加购和下单被拒（资质过期）；GSP证书即将过期；专属经理李建国。',
  };

  const m4 = moneyLog(
    [
      { change: 5_000_000, memo: '线下汇款充值', daysAgo: 50 },
      { change: -1_256_300, memo: '订单支付 DD20261020033', daysAgo: 31 },
      { change: -845_090, memo: '订单支付 DD20261111002', daysAgo: 11 },
      { change: 50_000, memo: '满额返现', daysAgo: 8 },
    ],
    now,
    301,
  );
  const p4 = pointsLog(
    [
      { change: 12_563, memo: '订单完成赠送积分', daysAgo: 28 },
      { change: 8451, memo: '订单完成赠送积分', daysAgo: 9 },
    ],
    now,
    301,
  );
  const storeDefs = [
    { id: ACCOUNT_IDS.chainStores[0], suffix: '中山东路店', username: 'baixing_zsd', district: '长安区', detail: '中山东路 188 号', contact: '周丽', phone: '13833112201' },
    { id: ACCOUNT_IDS.chainStores[1], suffix: '裕华路店', username: 'baixing_yhl', district: '裕华区', detail: '裕华东路 66 号', contact: '吴刚', phone: '13833112202' },
    { id: ACCOUNT_IDS.chainStores[2], suffix: '建设大街店', username: 'baixing_jsdj', district: '桥西区', detail: '建设南大街 9 号', contact: '郑洁', phone: '13833112203' },
  ];
  const chain: AccountRecord = {
    ...base(ACCOUNT_IDS.chain),
    id: ACCOUNT_IDS.chain,
    username: 'baixing',
    password: DEMO_PASSWORD,
    phone: '13833112200',
    name: '马建军',
    company: '河北百姓康大药房连锁有限公司',
    type: 'chain',
    scopeCategoryIds: 'all',
    scopeText: '化学药制剂、中成药、抗生素、生化药品、中药饮片、医疗器械、保健食品、消毒用品',
    qualifications: [
      qual('business_license', '91130100MA0BXK7C2R', null),
      qual('drug_trade_license', '冀DA3110018', '2028-09-30'),
      gsp('HE-GSP-2023-0088', '2028-05-31'),
      qual('purchase_authorization', 'WT-BXK-2026-01', '2026-12-15', '委托书即将到期，请上传新委托书'),
      qual('quality_agreement', 'ZL-BXK-2026', '2027-12-31'),
    ],
    isPassed: 1,
    contractSigned: 1,
    contractSignedAt: now - 300 * DAY_MS,
    rank: 3,
    region: '河北省',
    adminId: 2,
    balanceFen: m4.balance,
    frozenFen: fen(20_000),
    points: p4.points,
    addresses: [addr('马建军', '13833112200', '河北省', '石家庄市', '长安区', '广安大街 12 号百姓康配送中心', 1)],
    storeIds: storeDefs.map((s) => s.id),
    coupons: wallet(templates, now, [
      [1, 1],
      [2, 1],
      [5, 1],
      [6, 1],
      [8, 1],
      [2, 2],
    ]),
    messages: [
      ...commonMessages(now),
      msg(4, '采购委托书即将到期', '您的采购委托书将于 2026-12-15 到期，请及时上传新委托书，以免影响采购。', '/zzzj', 0, now - 1 * DAY_MS),
      msg(2, '门店订单已签收', '建设大街店订单 DD20261111002 已签收，感谢您的采购。', '/order', 1, now - 9 * DAY_MS),
    ],
    moneyLog: m4.log,
    pointsLog: p4.log,
    favoriteGoodsIds: fav(13, 8),
    demoNote: '连锁总部，3 家门店：门店切换、购物车复制到其他门店；采购委托书即将到期；会员等级 3（可见等级控销商品）；专属经理王晓梅。',
  };

  const stores: AccountRecord[] = storeDefs.map((s, i) => ({
    ...base(s.id),
    id: s.id,
    username: s.username,
    password: DEMO_PASSWORD,
    phone: s.phone,
    name: s.contact,
    company: `河北百姓康大药房连锁有限公司${s.suffix}`,
    type: 'pharmacy',
    scopeCategoryIds: 'all',
    scopeText: chain.scopeText,
    qualifications: [
      qual('business_license', `91130102MA0BXK${i}D${i + 3}M`, null),
      qual('drug_trade_license', `冀DB311${String(i + 101)}`, '2028-09-30'),
    ],
    // The third store is still under review: switching to it shows 资质审核中.
    isPassed: i === 2 ? 0 : 1,
    contractSigned: 1,
    contractSignedAt: chain.contractSignedAt,
    rank: 3,
    region: '河北省',
    adminId: 2,
    balanceFen: fen(0),
    points: 0,
    addresses: [addr(s.contact, s.phone, '河北省', '石家庄市', s.district, s.detail, 1)],
    parentId: ACCOUNT_IDS.chain,
    coupons: [],
    messages: [],
    moneyLog: [],
    pointsLog: [],
    favoriteGoodsIds: [],
    demoNote: `百姓康连锁门店（${s.suffix}），由总部账号切换进入${i === 2 ? '；资质审核中' : ''}。`,
  }));

  const m8 = moneyLog([{ change: 200_000, memo: '线下汇款充值', daysAgo: 4 }], now, 401);
  const p8 = pointsLog([{ change: 200, memo: '注册赠送积分', daysAgo: 5 }], now, 401);
  const unsigned: AccountRecord = {
    ...base(ACCOUNT_IDS.unsigned),
    id: ACCOUNT_IDS.unsigned,
    username: 'xinkai',
    password: DEMO_PASSWORD,
    phone: '15053118899',
    name: '高颖',
    company: '济南新开大药房有限公司',
    type: 'pharmacy',
    scopeCategoryIds: 'all',
    scopeText: '化学药制剂、中成药、抗生素、生化药品、中药饮片、医疗器械、保健食品、消毒用品',
    qualifications: [
      qual('business_license', '91370102MA3XK8Q21B', null),
      qual('drug_trade_license', '鲁CA5310887', '2030-04-30'),
      qual('purchase_authorization', 'WT-XK-2026-01', '2027-11-30'),
    ],
    isPassed: 1,
    contractSigned: 0,
    contractSignedAt: null,
    rank: 1,
    region: '山东省',
    adminId: 4,
    balanceFen: m8.balance,
    points: p8.points,
    addresses: [addr('高颖', '15053118899', '山东省', '济南市', '历下区', '泉城路 210 号新开大药房', 1)],
    coupons: wallet(templates, now, [
      [1, 1],
      [6, 1],
    ]),
    messages: [
      msg(1, '请签署电子合同', '您尚未签署《药品购销合同》，签署后即可下单采购。', '/dzht', 0, now - 4 * DAY_MS),
      ...commonMessages(now),
    ],
    moneyLog: m8.log,
    pointsLog: p8.log,
    favoriteGoodsIds: fav(21, 2),
    demoNote: '未签署电子合同：每次购买（加购、下单）返回 459，引导到 /dzht 签署；专属经理赵文静。',
  };

  return { admins: ADMINS.map((a) => ({ ...a })), accounts: [pharmacy, clinic, expired, chain, ...stores, unsigned] };
}
