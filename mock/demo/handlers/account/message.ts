import type { UserMessage } from '@generated/models/userMessage';
import { formatBeijing } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { notFound, paginate, reply, unauthorized } from '../../core/respond';
import type { AccountRecord, MessageRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { loggedInAccount, type Ctx } from '../shared/buyer';
import { unreadCount } from './views';

/** The inbox (contract tag `message`) is the logged-in person's, whichever store a chain is buying for. */
function inboxOwner(ctx: Ctx): AccountRecord {
  const a = loggedInAccount(ctx);
  if (!a) throw unauthorized();
  return a;
}

function messageView(m: MessageRecord): UserMessage {
  return {
    id: m.id,
    type: m.type,
    title: m.title,
    content: m.content,
    url: m.url,
    is_read: m.isRead,
    created_at: formatBeijing(new Date(m.createdAt)),
  };
}

export const messageHandlers: PartialHandlers<DemoDb> = {
  listMessages(ctx) {
    const q = ctx.query;
    const rows = [...inboxOwner(ctx).messages]
      .filter((m) => !q.type || m.type === q.type)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map(messageView);
    return paginate(rows, q.page, q.page_size);
  },

  markMessageRead(ctx) {
    const owner = inboxOwner(ctx);
    const m = owner.messages.find((x) => x.id === Number(ctx.params.id));
    if (!m) throw notFound('该消息不存在或已删除');
    m.isRead = 1;
    return { count: unreadCount(owner) };
  },

  markAllMessagesRead(ctx) {
    const owner = inboxOwner(ctx);
    for (const m of owner.messages) m.isRead = 1;
    return reply({ count: 0 }, '已全部标为已读');
  },

  getUnreadMessageCount(ctx) {
    return { count: unreadCount(inboxOwner(ctx)) };
  },
};
