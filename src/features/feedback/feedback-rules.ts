import { checkUploadFile, formatFileSize, UPLOAD_MAX_BYTES } from '@/domain/upload';
import { validatePhone } from '@/domain/validation';

/** The contract's limits (FeedbackForm): content 10–500 characters, at most 3 pictures. */
export const FEEDBACK_LIMITS = { min: 10, max: 500, images: 3 } as const;
export const FEEDBACK_PAGE_SIZE = 5;
export const FEEDBACK_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export const FEEDBACK_TYPES = [
  { value: 1, label: '商品质量' },
  { value: 2, label: '物流配送' },
  { value: 3, label: '网站功能' },
  { value: 4, label: '服务投诉' },
  { value: 5, label: '其他建议' },
] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['value'];

export function feedbackTypeLabel(type: unknown): string {
  return FEEDBACK_TYPES.find((t) => t.value === type)?.label ?? '其他';
}

/** Characters as a reader counts them (an emoji is one). */
export const contentLength = (v: string) => [...v.trim()].length;

export function validateFeedbackContent(v: string): string | null {
  const n = contentLength(v);
  if (n === 0) return '请填写反馈内容';
  if (n < FEEDBACK_LIMITS.min) return `反馈内容至少 ${FEEDBACK_LIMITS.min} 个字，还差 ${FEEDBACK_LIMITS.min - n} 个字`;
  if (n > FEEDBACK_LIMITS.max) return `反馈内容最多 ${FEEDBACK_LIMITS.max} 个字，请删减 ${n - FEEDBACK_LIMITS.max} 个字`;
  return null;
}

/** The contact mobile is optional (the account's is used when empty); when typed it must be a mobile. */
export function validateFeedbackPhone(v: string): string | null {
  return v.trim() === '' ? null : validatePhone(v);
}

/** Why a chosen picture is refused: the platform's one upload rule, and a picture rather than a PDF. */
export function feedbackImageProblem(file: { name: string; size: number; type: string }): string | null {
  const check = checkUploadFile(file);
  if (!check.ok && check.problem === 'empty') return `「${file.name}」是空文件，请重新选择`;
  if (!check.ok && check.problem === 'too_large') return `「${file.name}」有 ${formatFileSize(file.size)}，图片不能超过 ${formatFileSize(UPLOAD_MAX_BYTES)}`;
  if (!check.ok || check.kind !== 'image') return `「${file.name}」不是 JPG 或 PNG 图片`;
  return null;
}
