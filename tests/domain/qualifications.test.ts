import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QualificationType as ContractQualificationType } from '@generated/models/qualificationType';
import { QUALIFICATION_TYPE_NAMES, QUALIFICATION_TYPES, qualificationTypeName } from '@/domain/qualifications';

const contractTypes = Object.values(ContractQualificationType) as string[];

describe('qualification document kinds', () => {
  it('are exactly the contract QualificationType values', () => {
    expect([...QUALIFICATION_TYPES].sort()).toEqual([...contractTypes].sort());
  });

  it('each kind has its own Chinese name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUALIFICATION_TYPES), fc.constantFrom(...QUALIFICATION_TYPES), (a, b) => {
        expect(qualificationTypeName(a)).toMatch(/^\p{Script=Han}+$/u);
        expect(qualificationTypeName(a) === qualificationTypeName(b)).toBe(a === b);
      }),
    );
    expect(Object.keys(QUALIFICATION_TYPE_NAMES).sort()).toEqual([...QUALIFICATION_TYPES].sort());
  });

  it('names the licences as printed on them, and a document of no listed kind 其他资料', () => {
    expect(qualificationTypeName('drug_trade_license')).toBe('药品经营许可证');
    expect(qualificationTypeName('medical_institution_license')).toBe('医疗机构执业许可证');
    expect(qualificationTypeName('other')).toBe('其他资料');
  });
});
