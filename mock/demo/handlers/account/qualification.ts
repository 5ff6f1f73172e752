import type { QualificationDocument } from '@generated/models/qualificationDocument';
import type { QualificationType } from '@generated/models/qualificationType';
import { parseBeijing } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { notFound, refuse, reply, unauthorized } from '../../core/respond';
import { DEMO_TODAY, type QualificationRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { loggedInAccount, requireBuyer } from '../shared/buyer';
import { fileProblem, Problems, trim, uploaded } from './input';
import { pendingQualification } from './registry';
import { keepUpload, submitForReview, uploadsOf } from './review';

/**
 * Qualification documents (contract tag `qualification`) of the buyer (a chain's documents follow the selected
 * store). Validity is measured against the demo's fixed today (DEMO_TODAY) so expired and expiring licences never
 * drift. An upload goes into review (`pending`) and the simulated back office (review.ts) decides it after a short
 * delay; a replaced document stays in force meanwhile, as the contract says. The uploaded file is served back to its
 * owner only.
 */
const DAY_MS = 86_400_000;
const EXPIRING_DAYS = 30;

function daysLeft(validUntil: string | null, today = DEMO_TODAY): number | null {
  if (!validUntil) return null;
  return Math.round((parseBeijing(validUntil).getTime() - parseBeijing(today).getTime()) / DAY_MS);
}

export function qualificationView(q: QualificationRecord, today = DEMO_TODAY): QualificationDocument {
  const left = daysLeft(q.validUntil, today);
  const status: QualificationDocument['status'] =
    q.status === 'pending' ? 'pending' : left === null ? 'valid' : left < 0 ? 'expired' : left <= EXPIRING_DAYS ? 'expiring' : 'valid';
  return {
    id: q.id,
    type: q.type,
    name: q.name,
    number: q.number,
    valid_until: q.validUntil,
    status,
    days_left: left,
    image: q.image,
    remark: q.remark,
  };
}

export const qualificationHandlers: PartialHandlers<DemoDb> = {
  listQualifications(ctx) {
    return requireBuyer(ctx).qualifications.map((q) => qualificationView(q, ctx.db.catalogue.today || DEMO_TODAY));
  },

  uploadQualification(ctx) {
    const buyer = requireBuyer(ctx);
    const f = ctx.body;
    const type = f.type as QualificationType;
    const today = ctx.db.catalogue.today || DEMO_TODAY;
    const validUntil = trim(f.valid_until) || null;
    const p = new Problems();
    p.add('image', fileProblem(uploaded(ctx, 'image'), '请上传证件图片'));
    if (validUntil && validUntil < today) p.add('valid_until', '有效期不能早于今天');
    p.throwIfAny();
    const replacing = f.id === undefined ? null : buyer.qualifications.find((q) => q.id === Number(f.id));
    if (replacing === undefined) throw notFound('该证件不存在');
    if (replacing?.status === 'pending' || buyer.qualifications.some((q) => q.status === 'pending' && q.type === type)) {
      throw refuse('该证件正在审核中，请勿重复提交', 40066);
    }
    const doc = pendingQualification(ctx.db, type, {
      number: trim(f.number) || replacing?.number || '',
      validUntil,
      remark: replacing ? `更换「${replacing.name}」，审核通过前原证件继续有效` : null,
    });
    doc.image = keepUpload(ctx.db, buyer, doc.id, uploaded(ctx, 'image')) ?? doc.image;
    buyer.qualifications.push(doc);
    submitForReview(ctx.db, buyer, doc, ctx.now.getTime(), replacing?.id ?? null);
    return reply(qualificationView(doc, today), '已提交，平台将在 1 个工作日内审核');
  },

  getQualificationFile(ctx) {
    // Only to its owner: the buying store, or the person logged in (a chain's head sees its stores' documents).
    const me = loggedInAccount(ctx);
    if (!me) throw unauthorized();
    const id = Number(ctx.params.id);
    const file = uploadsOf(ctx.db)[String(id)];
    const owner = file ? ctx.db.members.byId.get(file.accountId) : undefined;
    const mine = owner && (owner.id === me.id || owner.parentId === me.id) && owner.qualifications.some((q) => q.id === id);
    if (!file || !mine) throw notFound('该证件文件不存在');
    return {
      raw: true,
      contentType: file.contentType,
      body: new Uint8Array(Buffer.from(file.base64, 'base64')),
      headers: { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
    };
  },
};
