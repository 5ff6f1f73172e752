import type { FeedbackForm } from '@generated/models/feedbackForm';
import { formatBeijing } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { refuse, reply, unauthorized } from '../../core/respond';
import { nextId, type DemoDb } from '../../state';
import { loggedInAccount } from '../shared/buyer';
import { body, Problems, trim } from './input';
import { accountArea } from './state';

/** Feedback (contract tag `feedback`): kept in the area state; at most 3 submissions per account in 5 minutes. */
export const FEEDBACK_WINDOW_MS = 5 * 60_000;
export const FEEDBACK_PER_WINDOW = 3;

export const feedbackHandlers: PartialHandlers<DemoDb> = {
  submitFeedback(ctx) {
    const me = loggedInAccount(ctx);
    if (!me) throw unauthorized();
    const f = body<FeedbackForm>(ctx);
    const content = trim(f.content);
    const p = new Problems();
    if ([...content].length < 10) p.add('content', '反馈内容至少 10 个字');
    p.throwIfAny();
    const area = accountArea(ctx.db);
    const now = ctx.now.getTime();
    const recent = area.feedback.filter((x) => x.accountId === me.id && now - x.createdAt < FEEDBACK_WINDOW_MS).length;
    if (recent >= FEEDBACK_PER_WINDOW) throw refuse('提交过于频繁，请 5 分钟后再试', 40075);
    const id = nextId(ctx.db, 'feedback', 3001);
    area.feedback.push({ id, accountId: me.id, type: f.type, content, phone: trim(f.phone) || me.phone, createdAt: now });
    return reply({ id, created_at: formatBeijing(ctx.now) }, '感谢您的反馈，我们会在 1 个工作日内处理');
  },
};
