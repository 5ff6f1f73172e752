import type { QualificationDocument } from '@generated/models/qualificationDocument';
import { tryParseBeijing } from '@/domain/datetime';
import { sitePath } from '@/lib/url/safe-link';

/** What /zzzj says of a document's state, and which ones can be replaced (expired or expiring, not in review). */
export const STATUS_TEXT: Record<QualificationDocument['status'], string> = {
  valid: '有效',
  expiring: '即将到期',
  expired: '已过期',
  pending: '审核中',
};

export function canReplace(doc: QualificationDocument, all: readonly QualificationDocument[]): boolean {
  if (doc.status !== 'expired' && doc.status !== 'expiring') return false;
  return !all.some((d) => d.status === 'pending' && d.type === doc.type);
}

/** The list as it came, keeping only documents that can be drawn; null when the answer is not a list. */
export function readDocuments(data: unknown): QualificationDocument[] | null {
  if (!Array.isArray(data)) return null;
  return (data as QualificationDocument[]).filter(
    (d) =>
      d && typeof d.id === 'number' && typeof d.name === 'string' && d.status in STATUS_TEXT &&
      (d.valid_until === null || tryParseBeijing(d.valid_until) !== null),
  );
}

/** 长期有效 / 2026-12-15（还剩 23 天）/ 2026-10-31（已过期 22 天）. */
export function validityText(doc: QualificationDocument): string {
  if (!doc.valid_until) return '长期有效';
  const left = doc.days_left;
  if (left === null || left === undefined || doc.status === 'pending') return doc.valid_until;
  if (left < 0) return `${doc.valid_until}（已过期 ${-left} 天）`;
  if (left === 0 && doc.status === 'expired') return `${doc.valid_until}（已过期）`;
  return `${doc.valid_until}（还剩 ${left} 天）`;
}

/**
 * An uploaded file served by the API (a PDF or image of the owner's) is opened as a link: its path on this site (the
 * one link rule), or null for a picture, which is drawn.
 */
export function servedFilePath(url: string): string | null {
  return url.startsWith('/api/') ? sitePath(url) : null;
}
