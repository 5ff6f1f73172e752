import { fen } from '@/domain/money';
import { qualificationTypeName } from '@/domain/qualifications';
import { addMember } from '../../data/members';
import type {
  AccountRecord,
  AccountType,
  AddressRecord,
  QualificationRecord,
  QualificationTypeCode,
} from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { accountArea } from './state';

/**
 * Creating member records: accounts made by registration or by adding a store, their addresses and documents (a
 * message goes through shared/ledgers.ts pushMessage). Ids continue after the largest seeded id so they never collide,
 * and new accounts are indexed in db.members so login, the buyer helpers and every other area see them at once.
 */
const maxOf = (ids: Iterable<number>) => {
  let m = 0;
  for (const id of ids) if (id > m) m = id;
  return m;
};

function newAccountId(db: DemoDb): number {
  return nextId(db, 'account', maxOf(db.members.accounts.map((a) => a.id)) + 1);
}

function newAddressId(db: DemoDb): number {
  return nextId(db, 'address', maxOf(db.members.accounts.flatMap((a) => a.addresses.map((x) => x.id))) + 1);
}

function newQualificationId(db: DemoDb): number {
  return nextId(db, 'qualification', maxOf(db.members.accounts.flatMap((a) => a.qualifications.map((x) => x.id))) + 1);
}

/**
 * A generated picture for something uploaded or shown by the demo (it keeps no files): kept in the account area's
 * pictures, which the static route draws from after the catalogue's own (app.ts).
 */
export function registerArt(db: DemoDb, path: string, title: string, subtitle: string, shape: 'square' | 'doc'): string {
  const pictures = accountArea(db).pictures;
  if (!db.catalogue.art.has(path) && !Object.hasOwn(pictures, path)) pictures[path] = { title, subtitle, colour: '#1f5fa8', shape };
  return path;
}

export function pendingQualification(
  db: DemoDb,
  type: QualificationTypeCode,
  fields: { number?: string; validUntil?: string | null; remark?: string | null } = {},
): QualificationRecord {
  const id = newQualificationId(db);
  const name = qualificationTypeName(type);
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

function freeUsername(db: DemoDb, base: string): string {
  let name = base;
  for (let i = 2; db.members.byUsername.has(name); i += 1) name = `${base}_${i}`;
  return name;
}

interface NewAccountFields {
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
  const admin = db.catalogue.admins.find((a) => a.isDefault === 1);
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
    balanceFen: fen(0),
    frozenFen: fen(0),
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
  addMember(db.members, account);
  return account;
}

/** Top categories whose 经营范围 a licence's scope items cover ('抗生素制剂' covers 抗生素). */
export function scopeCategoriesFor(db: DemoDb, items: readonly string[]): number[] {
  const tops = db.catalogue.categories.filter((c) => c.parentId === null);
  return tops
    .filter((c) => items.some((item) => item.includes(c.scope) || c.scope.includes(item.trim())))
    .map((c) => c.id);
}
