import type { AccountRecord, QualificationRecord } from '../../data/types';
import { DEMO_TODAY } from '../../data/types';
import { areaState, type DemoDb } from '../../state';
import { pushMessage } from '../shared/ledgers';

/**
 * The simulated back office that reviews documents (registration step 3, a replacement on /zzzj). Each document in
 * review is decided REVIEW_AFTER_MS after it was sent, lazily, at the start of every call with the request's clock
 * (the demo clock: POST /__demo/clock/advance moves it on):
 * - a document whose expiry date is already past is rejected, with the reason, in its remark and in a message; a
 *   replacement that is rejected leaves the document it was to replace as it was;
 * - any other is approved: it replaces the document it was sent for, and an account under review whose documents
 *   have all passed is approved (is_passed 1) and told so — it may then sign the e-contract and buy.
 * The delay is DEMO_REVIEW_SECONDS (default 120 s), so a demo or a test sees 审核中 first.
 */
export const REVIEW_AFTER_MS = reviewDelay(process.env.DEMO_REVIEW_SECONDS);

function reviewDelay(raw: string | undefined): number {
  const s = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(s) && s >= 0 ? Math.floor(s * 1000) : 120_000;
}

/** A document in review: who sent it, when, and the document it replaces (null for a new one). */
interface ReviewRecord {
  accountId: number;
  submittedAt: number;
  replacesId: number | null;
}

/** An uploaded file, base64 so the state stays plain data (DEMO_STATE_FILE). */
interface UploadRecord {
  accountId: number;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  base64: string;
}

/** The review area's own state: documents in review and uploaded files, both by document id. */
interface ReviewAreaState {
  reviews: Record<string, ReviewRecord>;
  uploads: Record<string, UploadRecord>;
}

function reviewArea(db: DemoDb): ReviewAreaState {
  return areaState(db, 'review', () => ({ reviews: {}, uploads: {} }));
}

function reviewsOf(db: DemoDb): Record<string, ReviewRecord> {
  return reviewArea(db).reviews;
}

export function uploadsOf(db: DemoDb): Record<string, UploadRecord> {
  return reviewArea(db).uploads;
}

/** Puts a document into review now. */
export function submitForReview(db: DemoDb, account: AccountRecord, doc: QualificationRecord, at: number, replacesId: number | null = null): void {
  reviewsOf(db)[String(doc.id)] = { accountId: account.id, submittedAt: at, replacesId };
}

const UPLOAD_TYPES: Record<string, UploadRecord['contentType']> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'application/pdf': 'application/pdf',
};

/**
 * Keeps an uploaded file of a document (a multipart part with its bytes) and answers the address it is served back
 * at to its owner, or null when there is nothing to keep (a form body names the file only).
 */
export function keepUpload(db: DemoDb, account: AccountRecord, docId: number, file: unknown): string | null {
  if (!file || typeof file !== 'object') return null;
  const f = file as { type?: unknown; bytes?: unknown; name?: unknown };
  if (!(f.bytes instanceof Uint8Array) || f.bytes.length === 0) return null;
  const byType = typeof f.type === 'string' ? UPLOAD_TYPES[f.type.toLowerCase()] : undefined;
  const ext = typeof f.name === 'string' ? /\.([a-z]+)$/i.exec(f.name)?.[1]?.toLowerCase() : undefined;
  const contentType = byType ?? (ext === 'png' ? 'image/png' : ext === 'pdf' ? 'application/pdf' : 'image/jpeg');
  uploadsOf(db)[String(docId)] = { accountId: account.id, contentType, base64: Buffer.from(f.bytes).toString('base64') };
  return `/api/user/zizhi/${docId}/file`;
}

/** The review's outcome for one document on a given day: null when it passes, else the reason it is rejected. */
export function reviewProblem(doc: Pick<QualificationRecord, 'name' | 'validUntil'>, today: string): string | null {
  if (doc.validUntil && doc.validUntil < today) return `${doc.name}已过期（有效期至 ${doc.validUntil}），请上传在有效期内的证件`;
  return null;
}

/** The back office catches up to `at`: every document whose review is due is decided (see above). */
export function settleReviews(db: DemoDb, at: number): void {
  const reviews = reviewsOf(db);
  const today = db.catalogue.today || DEMO_TODAY;
  const touched = new Set<AccountRecord>();
  for (const [id, review] of Object.entries(reviews)) {
    if (at < review.submittedAt + REVIEW_AFTER_MS) continue;
    delete reviews[id];
    const account = db.members.byId.get(review.accountId);
    const doc = account?.qualifications.find((q) => q.id === Number(id));
    if (!account || !doc || doc.status !== 'pending') continue;
    const decidedAt = review.submittedAt + REVIEW_AFTER_MS;
    const problem = reviewProblem(doc, today);
    if (problem) {
      const reason = `审核未通过：${problem}`;
      const replaced = review.replacesId === null ? undefined : account.qualifications.find((q) => q.id === review.replacesId);
      if (replaced) {
        // The replacement is dropped and the document it was for stays as it was, with the reason beside it.
        account.qualifications = account.qualifications.filter((q) => q !== doc);
        replaced.remark = reason;
      } else {
        doc.status = 'expired';
        doc.remark = reason;
      }
      pushMessage(db, account, { type: 4, title: `${doc.name}审核未通过`, content: reason, url: '/zzzj' }, decidedAt);
    } else {
      doc.status = 'valid';
      doc.remark = null;
      if (review.replacesId !== null) account.qualifications = account.qualifications.filter((q) => q.id !== review.replacesId);
      pushMessage(db, account, { type: 4, title: `${doc.name}审核通过`, content: `您提交的${doc.name}已审核通过。`, url: '/zzzj' }, decidedAt);
    }
    touched.add(account);
  }
  for (const account of touched) {
    if (account.isPassed === 1) continue;
    const docs = account.qualifications;
    if (docs.length === 0 || docs.some((q) => q.status === 'pending' || q.remark?.startsWith('审核未通过'))) continue;
    account.isPassed = 1;
    pushMessage(
      db,
      account,
      { type: 4, title: '资质审核通过', content: '您的资质已审核通过，签署电子合同后即可采购。', url: '/dzht' },
      at,
    );
  }
}
