import type { Goods } from '@generated/models/goods';
import type { Reminder } from '@generated/models/reminder';
import { tryParseBeijing } from '@/domain/datetime';
import { errorText, isApiError, presentError } from '@/lib/http';
import { href } from '@/lib/routes/paths';
import { pageParam } from '@/lib/url/page-param';

/** The server's page size for reminders (the contract's default). */
export const REMINDERS_PAGE_SIZE = 20;

/** What a reminder button needs of a goods (a card's, a table row's, the detail's, a cart line's or a favourite's). */
export type ReminderGoods = Pick<Goods, 'id' | 'name' | 'trade_name' | 'ypgg' | 'sccj' | 'zbz' | 'bzdw' | 'number'> & {
  /** The buyer's price as the goods shows it (null when hidden); the 降价提醒 compares the target with it. */
  price?: string | null;
};

export const KIND_TABS = [
  { type: 0, label: '全部' },
  { type: 1, label: '到货提醒' },
  { type: 2, label: '降价提醒' },
] as const;
type KindFilter = (typeof KIND_TABS)[number]['type'];

export const STATUS_FILTERS = [
  { status: -1, label: '全部状态' },
  { status: 0, label: '等待中' },
  { status: 1, label: '已到货' },
  { status: 2, label: '已降价' },
  { status: 3, label: '已取消' },
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number]['status'];

/** A status's words and its tone (the self-service pages' status colours). */
export function reminderStatus(status: number): { text: string; tone: 'wait' | 'ok' | 'off' | 'other' } {
  switch (status) {
    case 0:
      return { text: '等待中', tone: 'wait' };
    case 1:
      return { text: '已到货', tone: 'ok' };
    case 2:
      return { text: '已降价', tone: 'ok' };
    case 3:
      return { text: '已取消', tone: 'off' };
    default:
      return { text: '状态未知', tone: 'other' };
  }
}

export interface ReminderQuery {
  type: KindFilter;
  status: StatusFilter;
  page: number;
}

/** The list's kind, status and page from the address (?type=1&status=0&page=2); anything unreadable is its default. */
export function readReminderQuery(search: string): ReminderQuery {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const type = KIND_TABS.find((t) => String(t.type) === q.get('type'))?.type ?? 0;
  const status = STATUS_FILTERS.find((s) => String(s.status) === q.get('status'))?.status ?? -1;
  return { type, status, page: pageParam(q.get('page')) };
}

/** The /dhtx address of a query, defaults left out. */
export function reminderHref(q: ReminderQuery): string {
  const p = new URLSearchParams();
  if (q.type !== 0) p.set('type', String(q.type));
  if (q.status !== -1) p.set('status', String(q.status));
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `${href('dhtx')}?${s}` : href('dhtx');
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const nullableText = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const positiveInt = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

/**
 * One reminder as answered, cleaned for drawing: null when it cannot be drawn (no id, goods, kind or name). Optional
 * text that is not text is left out rather than printed as [object Object].
 */
function readReminder(v: unknown): Reminder | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  const id = positiveInt(r.id);
  const goodsId = positiveInt(r.goods_id);
  if (id === null || goodsId === null || (r.type !== 1 && r.type !== 2) || typeof r.name !== 'string' || r.name.trim() === '') return null;
  return {
    id,
    type: r.type,
    status: (typeof r.status === 'number' ? r.status : -1) as Reminder['status'],
    goods_id: goodsId,
    name: r.name,
    trade_name: nullableText(r.trade_name),
    ypgg: text(r.ypgg),
    sccj: text(r.sccj),
    image: text(r.image),
    number: positiveInt(r.number),
    target_price: nullableText(r.target_price),
    price_then: nullableText(r.price_then),
    created_at: tryParseBeijing(r.created_at) ? text(r.created_at) : '',
    fired_at: tryParseBeijing(r.fired_at) ? text(r.fired_at) : null,
  };
}

/** A page of reminders as answered; null when the answer is not a page (the list then says it failed). */
export function readReminderPage(body: unknown): { list: Reminder[]; total: number } | null {
  const data = (body as { data?: unknown } | null | undefined)?.data as { list?: unknown; total?: unknown } | null | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.list)) return null;
  const list = data.list.map(readReminder).filter((r): r is Reminder => r !== null);
  const total = typeof data.total === 'number' && Number.isSafeInteger(data.total) && data.total >= 0 ? data.total : list.length;
  return { list, total };
}

/**
 * What a reminder dialog says when subscribing failed: the server's reason (库存充足, 已达上限, the target's field
 * message), or a general failure. A lost session or an unsigned e-contract is handed to the transport's own reaction
 * (login, /dzht), and nothing is said here.
 */
export function subscribeFailure(e: unknown, fallback = '订阅失败，请稍后重试'): string | null {
  if (isApiError(e)) {
    if (e.kind === 'unauthorized' || e.kind === 'e-contract') {
      presentError(e);
      return null;
    }
    if (e.kind === 'cancelled') return null;
    if (e.kind === 'validation') return e.firstFieldMessage ?? (e.message || fallback);
    return errorText(e, fallback);
  }
  return fallback;
}

/** The goods page a reminder leads to. */
export const reminderGoodsHref = (goodsId: number): string => href('list_info', { id: goodsId });
