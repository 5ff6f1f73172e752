/**
 * The kinds of qualification document a buyer files (the contract's QualificationType) and the Chinese name of each
 * kind, for the registration pages, the member centre's 资质证照 and the demo API. `other` is the kind for any document
 * that is none of the listed ones, named 其他资料 as the registration form's 其他资料 field calls it; a document filed
 * under it may carry its own name (a GSP证书, say).
 */
export const QUALIFICATION_TYPES = [
  'business_license',
  'drug_trade_license',
  'medical_institution_license',
  'purchase_authorization',
  'annual_report',
  'quality_agreement',
  'other',
] as const;

export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

export const QUALIFICATION_TYPE_NAMES: Readonly<Record<QualificationType, string>> = {
  business_license: '营业执照',
  drug_trade_license: '药品经营许可证',
  medical_institution_license: '医疗机构执业许可证',
  purchase_authorization: '采购委托书',
  annual_report: '年度报告',
  quality_agreement: '质量保证协议',
  other: '其他资料',
};

/** The Chinese name of a kind of document, e.g. drug_trade_license → 药品经营许可证. */
export function qualificationTypeName(type: QualificationType): string {
  return QUALIFICATION_TYPE_NAMES[type];
}
