import type { UserMessage } from '@generated/models/userMessage';
import { tryParseBeijing } from '@/domain/datetime';

/** The message types of the contract, for the filter and each message's tag. */
export const MESSAGE_TYPES = [
  { type: 1, label: '系统通知' },
  { type: 2, label: '订单消息' },
  { type: 3, label: '活动优惠' },
  { type: 4, label: '资质提醒' },
] as const;

export type MessageView = 'all' | 'unread';

/** The page of messages as answered, drawable ones only; null when it is not a page. */
export function readMessages(data: unknown): { list: UserMessage[]; total: number } | null {
  const page = data as { list?: unknown; total?: unknown } | null | undefined;
  if (!page || !Array.isArray(page.list)) return null;
  const list = (page.list as UserMessage[]).filter(
    (m) => m && typeof m.id === 'number' && typeof m.title === 'string' && typeof m.content === 'string' && tryParseBeijing(m.created_at) !== null,
  );
  return { list, total: typeof page.total === 'number' ? page.total : list.length };
}

/** Unread first, each group newest first (the server's order within a group is kept). */
export function unreadFirst(list: readonly UserMessage[], view: MessageView): UserMessage[] {
  const shown = view === 'unread' ? list.filter((m) => m.is_read !== 1) : list;
  return [...shown.filter((m) => m.is_read !== 1), ...shown.filter((m) => m.is_read === 1)];
}
