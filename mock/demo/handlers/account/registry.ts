import type {
  AccountRecord,
  AccountType,
  AddressRecord,
  MessageRecord,
  QualificationRecord,
  QualificationTypeCode,
} from '../../data/types';
import { nextId, type DemoDb } from '../../state';

/**
 * Creating records inside the seeded catalogue: accounts made by registration or by adding a store, their
 * addresses, messages and documents. Ids continue after the largest seeded id so they never collide, and new
 * accounts are indexed in the catalogue's maps so login, the buyer helpers and every other area see them at once.
 */
const maxOf = (ids: Iterable<number>) => {
  let m = 0;
  for (const id of ids) if (id > m) m = id;
  return m;
};

export function newAccountId(db: DemoDb): number {
  return nextId(db, 'account', maxOf(db.cat.accounts.map((a) => a.id)) + 1);
}

export function newAddressId(db: DemoDb): number {
  return nextId(db, 'address', maxOf(db.cat.accounts.flatMap((a) => a.addresses.map((x) => x.id))) + 1);
}

export function newMessageId(db: DemoDb): number {
  return nextId(db, 'message', maxOf(db.cat.accounts.flatMap((a) => a.messages.map((x) => x.id))) + 1);
}

export function newQualificationId(db: DemoDb): number {
  return nextId(db, 'qualification', maxOf(db.cat.accounts.flatMap((a) => a.qualifications.map((x) => x.id))) + 1);
}

export const QUALIFICATION_NAMES: Record<QualificationTypeCode, string> = {
  business_license: '营业执照',
  drug_trade_license: '药品经营许可证',
  medical_institution_license: '医疗机构执业许可证',
  purchase_authorization: '采购委托书',
  annual_report: '年度报告',
  quality_agreement: '质量保证协议',
  other: '其他资料',
};

/**
 * A generated picture for something uploaded or shown by the demo (it keeps no files): registered in the
 * catalogue's art table, which the static route draws from.
 */
export function registerArt(db: DemoDb, path: string, title: string, subtitle: string, shape: 'square' | 'doc'): string {
  if (!db.cat.art.has(path)) db.cat.art.set(path, { title, subtitle, colour: '#1f5fa8', shape });
  return path;
}

export function pendingQualification(
  db: DemoDb,
  type: QualificationTypeCode,
  fields: { number?: string; validUntil?: string | null; remark?: string | null } = {},
): QualificationRecord {
  const id = newQualificationId(db);
  const name = QUALIFICATION_NAMES[type];
  return {
    id,
    type,
    name,
    number: fields.number ?? '',
    validUntil: fields.validUntil ?? null,
    status: 'pending',
    image: registerArt(db, `/static/art/qualification-upload-${id}.svg`, name, fields.number || '审核中', 'doc'),
    remark: fields.remark ?? '审核中，平台将在 1 个工作日内完成审核',
  };
}

export function newAddress(
  db: DemoDb,
  fields: Omit<AddressRecord, 'id' | 'isDefault'>,
  isDefault: 0 | 1,
): AddressRecord {
  return { id: newAddressId(db), ...fields, isDefault };
}

export function pushMessage(
  db: DemoDb,
  account: AccountRecord,
  msg: Pick<MessageRecord, 'type' | 'title' | 'content' | 'url'>,
  at: number,
): MessageRecord {
  const rec: MessageRecord = { id: newMessageId(db), ...msg, isRead: 0, createdAt: at };
  account.messages.unshift(rec);
  return rec;
}

function freeUsername(db: DemoDb, base: string): string {
  let name = base;
  for (let i = 2; db.cat.accountsByUsername.has(name); i += 1) name = `${base}_${i}`;
  return name;
}

export interface NewAccountFields {
  phone: string;
  password: string;
  name: string;
  company: string;
  type: AccountType;
  region: string;
  scopeCategoryIds: number[] | 'all';
  scopeText: string;
  parentId?: number | null;
  adminId?: number;
  /** Login name; by default `yc` + the account id. */
  username?: string;
  wechatBound?: 0 | 1;
  demoNote: string;
}

/** Creates an account waiting for review (is_passed 0, no contract, empty wallet) and indexes it. */
export function createAccount(db: DemoDb, f: NewAccountFields): AccountRecord {
  const id = newAccountId(db);
  const admin = db.cat.admins.find((a) => a.isDefault === 1);
  const account: AccountRecord = {
    id,
    username: freeUsername(db, f.username ?? `yc${id}`),
    password: f.password,
    phone: f.phone,
    name: f.name,
    company: f.company,
    face: null,
    type: f.type,
    scopeCategoryIds: f.scopeCategoryIds,
    scopeText: f.scopeText,
    qualifications: [],
    isPassed: 0,
    contractSigned: 0,
    contractSignedAt: null,
    rank: 1,
    region: f.region,
    adminId: f.adminId ?? admin?.id ?? 0,
    balanceFen: 0,
    frozenFen: 0,
    points: 0,
    addresses: [],
    storeIds: [],
    parentId: f.parentId ?? null,
    coupons: [],
    messages: [],
    moneyLog: [],
    pointsLog: [],
    favoriteGoodsIds: [],
    wechatBound: f.wechatBound ?? 0,
    lotteryJoined: 0,
    demoNote: f.demoNote,
  };
  db.cat.accounts.push(account);
  db.cat.accountsById.set(account.id, account);
  db.cat.accountsByUsername.set(account.username, account);
  return account;
}

/** Top categories whose 经营范围 a licence's scope items cover ('抗生素制剂' covers 抗生素). */
export function scopeCategoriesFor(db: DemoDb, items: readonly string[]): number[] {
  const tops = db.cat.categories.filter((c) => c.parentId === null);
  return tops
    .filter((c) => items.some((item) => item.includes(c.scope) || c.scope.includes(item.trim())))
    .map((c) => c.id);
}
