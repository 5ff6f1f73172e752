import { validateContactPhone } from '@/domain/validation';
import { validateRegion } from '@/features/region-cascade';
import { accountRules, textLength, type AccountField } from '@/features/registration';

/** The chain's three steps: the head office's account, its stores, the confirmation (then 审核中). */
export const CHAIN_STEPS = ['总部账号', '添加门店', '确认提交'] as const;

/** At most this many stores in one registration (the contract's maxItems); more are added later in /ddgl. */
export const MAX_STORES = 50;

export type HeadField = AccountField | 'company' | 'name';

/** The head office: the single store's account rules, and the head office's name and contact. */
export const headRules = (v: Record<HeadField, string>) => ({
  ...accountRules(v),
  company: textLength(v.company, '总部单位名称', '单位名称', 2, 100),
  name: textLength(v.name, '联系人姓名', '联系人姓名', 2, 20),
});

export interface StoreDraft {
  /** Local key of the card (stable while stores are added and removed). */
  key: string;
  name: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

export type StoreField = 'name' | 'contact' | 'phone' | 'address';
export type StoreErrors = Partial<Record<StoreField | 'region', string | null>>;

let seq = 0;
export const emptyStore = (): StoreDraft => {
  seq += 1;
  return { key: `s${Date.now().toString(36)}${seq}`, name: '', contact: '', phone: '', province: '', city: '', district: '', address: '' };
};

/** One store's messages: the same length and phone rules as the company form, the region cascade's rule. */
function storeRules(s: StoreDraft): StoreErrors {
  return {
    name: textLength(s.name, '门店名称', '门店名称', 2, 100),
    contact: textLength(s.contact, '联系人姓名', '联系人姓名', 2, 20),
    phone: validateContactPhone(s.phone),
    region: validateRegion(s),
    address: textLength(s.address, '详细地址', '详细地址', 2, 200),
  };
}

/** Every store's messages, with 门店名称重复 on a later store carrying an earlier one's name. */
export function storesRules(stores: readonly StoreDraft[]): StoreErrors[] {
  const seen = new Set<string>();
  return stores.map((s) => {
    const e = storeRules(s);
    const name = s.name.trim();
    if (!e.name && seen.has(name)) e.name = '门店名称重复';
    if (name) seen.add(name);
    return e;
  });
}

export const storesValid = (errors: readonly StoreErrors[]) => errors.every((e) => Object.values(e).every((m) => !m));

/**
 * What the chain typed that is not secret (the head office's name and contact, the stores), kept for the tab so a
 * reload in the middle loses nothing and step 3 can show what is submitted. Never the password or a code.
 */
interface ChainDraft {
  company: string;
  name: string;
  stores: StoreDraft[];
}

const DRAFT_KEY = 'yc.draft.register_dd';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');

export const chainDraft = {
  read(): ChainDraft {
    try {
      const v = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null') as Partial<ChainDraft> | null;
      const stores = Array.isArray(v?.stores)
        ? v.stores.slice(0, MAX_STORES).map((s: Partial<StoreDraft>) => ({
            ...emptyStore(),
            name: str(s?.name),
            contact: str(s?.contact),
            phone: str(s?.phone),
            province: str(s?.province),
            city: str(s?.city),
            district: str(s?.district),
            address: str(s?.address),
          }))
        : [];
      return { company: str(v?.company), name: str(v?.name), stores };
    } catch {
      return { company: '', name: '', stores: [] };
    }
  },
  save(patch: Partial<ChainDraft>): void {
    try {
      storage()?.setItem(DRAFT_KEY, JSON.stringify({ ...chainDraft.read(), ...patch }));
    } catch {
      // storage full or refused: the flow still works within the page
    }
  },
  clear(): void {
    storage()?.removeItem(DRAFT_KEY);
  },
};

/** Where a 422 key of step 2 points: stores.1.phone → store 1's phone; stores → the list as a whole. */
export function storeErrorKey(key: string): { index: number; field: StoreField | 'region' } | null {
  const m = /^stores\.(\d+)\.(\w+)$/.exec(key);
  if (!m) return null;
  const f = m[2]!;
  const field = f === 'province' || f === 'city' || f === 'district' ? 'region' : (['name', 'contact', 'phone', 'address'] as const).find((x) => x === f);
  return field ? { index: Number(m[1]), field } : null;
}
