import type { FeedbackRecord as FeedbackView } from '@generated/models/feedbackRecord';
import { randomBytes } from 'node:crypto';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { checkUploadFile } from '@/domain/upload';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, paginate, refuse, reply, unauthorized } from '../../core/respond';
import type { AccountRecord } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { loggedInAccount, type Ctx } from '../shared/buyer';
import { Problems, trim } from './input';
import { ensureSelfServiceSeed } from './purchase';
import { accountArea, type FeedbackRecord } from './state';

/**
 * Feedback (contract tag `feedback`): kept in the area state; at most 3 submissions per account in 5 minutes. Pictures
 * are uploaded one by one first (the platform's one upload rule, pictures only) and referenced by address; an address
 * counts only for the account that uploaded it. Customer service's reply is simulated: it arrives half an hour after
 * the feedback (by the server clock), derived on read; seeded records carry a back-office reply of their own.
 */
const FEEDBACK_WINDOW_MS = 5 * 60_000;
const FEEDBACK_PER_WINDOW = 3;
export const FEEDBACK_REPLY_AFTER_MS = 30 * 60_000;
const FEEDBACK_MAX_IMAGES = 3;
const FEEDBACK_TYPES = [1, 2, 3, 4, 5] as const;

function me(ctx: Ctx): AccountRecord {
  const a = loggedInAccount(ctx);
  if (!a) throw unauthorized();
  ensureSelfServiceSeed(ctx.db, ctx.now);
  return a;
}

function imagesOf(db: DemoDb, r: FeedbackRecord): FeedbackView['images'] {
  const known = accountArea(db).feedbackImages ?? {};
  return (r.images ?? []).flatMap((url) => (known[url] ? [{ url, name: known[url].name, size: known[url].size }] : []));
}

function feedbackView(ctx: Ctx, r: FeedbackRecord): FeedbackView {
  const answered = r.replyText !== undefined || ctx.now.getTime() >= r.createdAt + FEEDBACK_REPLY_AFTER_MS;
  const content =
    r.replyText ?? '<p>您好，您的反馈已收到并转交相关部门处理，处理结果将通过站内消息通知您。感谢您对药采平台的支持！</p>';
  return {
    id: r.id,
    type: (FEEDBACK_TYPES.find((t) => t === r.type) ?? 5) as FeedbackView['type'],
    content: r.content,
    phone: r.phone,
    images: imagesOf(ctx.db, r),
    created_at: formatBeijing(new Date(r.createdAt)),
    reply: answered ? { content, replied_at: formatBeijing(new Date(r.createdAt + (r.replyText !== undefined ? 3_600_000 : FEEDBACK_REPLY_AFTER_MS))) } : null,
  };
}

export const feedbackHandlers: PartialHandlers<DemoDb> = {
  submitFeedback(ctx) {
    const account = me(ctx);
    const f = ctx.body;
    const content = trim(f.content);
    const images = [...new Set((Array.isArray(f.images) ? f.images : f.images === undefined ? [] : [f.images]).map(String))];
    const known = accountArea(ctx.db).feedbackImages ?? {};
    const p = new Problems();
    if ([...content].length < 10) p.add('content', '反馈内容至少 10 个字');
    if (images.length > FEEDBACK_MAX_IMAGES) p.add('images', `最多上传 ${FEEDBACK_MAX_IMAGES} 张图片`);
    else if (images.some((url) => known[url]?.accountId !== account.id)) p.add('images', '请重新上传反馈图片');
    p.throwIfAny();
    const area = accountArea(ctx.db);
    const now = ctx.now.getTime();
    const recent = area.feedback.filter((x) => x.accountId === account.id && now - x.createdAt < FEEDBACK_WINDOW_MS).length;
    if (recent >= FEEDBACK_PER_WINDOW) throw refuse('提交过于频繁，请 5 分钟后再试', 40075);
    const id = nextId(ctx.db, 'feedback', 3001);
    area.feedback.push({ id, accountId: account.id, type: f.type, content, phone: trim(f.phone) || account.phone, createdAt: now, images });
    return reply({ id, created_at: formatBeijing(ctx.now) }, '感谢您的反馈，我们会在 1 个工作日内处理');
  },

  listFeedback(ctx) {
    const account = me(ctx);
    const q = ctx.query;
    const rows = accountArea(ctx.db)
      .feedback.filter((r) => r.accountId === account.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((r) => feedbackView(ctx, r));
    return paginate(rows, q.page, q.page_size ?? 10);
  },

  uploadFeedbackImage(ctx) {
    const account = me(ctx);
    const file = ctx.files.find((x) => x.field === 'file');
    if (!file) throw invalidField('file', '请选择要上传的图片');
    const check = checkUploadFile(file);
    if (!check.ok && check.problem === 'too_large') throw invalidField('file', '反馈图片不能超过 5 MB');
    if (!check.ok && check.problem === 'empty') throw invalidField('file', '图片文件为空，请重新选择');
    if (!check.ok || check.kind !== 'image') throw invalidField('file', '反馈图片仅支持 JPG、PNG 格式');
    const area = accountArea(ctx.db);
    const url = `/uploads/feedback/${formatBeijingDate(ctx.now).replace(/-/g, '')}/${randomBytes(6).toString('hex')}.${check.ext}`;
    (area.feedbackImages ??= {})[url] = { accountId: account.id, name: file.name.slice(0, 100) || `图片.${check.ext}`, size: file.size };
    return reply({ url, name: area.feedbackImages[url]!.name, size: file.size }, '图片已上传');
  },
};
