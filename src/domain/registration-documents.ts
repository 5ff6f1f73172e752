import type { QualificationType } from './qualifications';

/** The company types a registration can choose. */
export type RegistrantType = 'pharmacy' | 'chain' | 'clinic' | 'hospital';

/**
 * The documents a registration must upload for its company type: every buyer sends 营业执照 and 采购委托书; a
 * pharmacy or chain adds 药品经营许可证, a clinic or hospital 医疗机构执业许可证. In that order.
 */
export function requiredDocuments(type: RegistrantType): readonly QualificationType[] {
  const licence: QualificationType = type === 'clinic' || type === 'hospital' ? 'medical_institution_license' : 'drug_trade_license';
  return ['business_license', licence, 'purchase_authorization'];
}

/** Whether a document's expiry date may be left empty (a business licence can be 长期有效). */
export const expiryOptional = (type: QualificationType): boolean => type === 'business_license';

/**
 * A document's expiry date (YYYY-MM-DD) checked against today (YYYY-MM-DD, Beijing): empty where the document may
 * not expire, otherwise a real calendar day that is today or later. Answers the Chinese message, or null.
 */
export function expiryProblem(day: string, today: string, name: string, optional: boolean): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!day.trim()) return optional ? null : `请填写${name}的有效期`;
  if (!m) return '请按 年-月-日 填写有效期';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return '请按 年-月-日 填写有效期';
  return day.trim() < today ? `${name}已过期，请上传在有效期内的证件` : null;
}
