import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryProblem, requiredDocuments, type RegistrantType } from '@/domain/registration-documents';

const types: RegistrantType[] = ['pharmacy', 'chain', 'clinic', 'hospital'];
const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('requiredDocuments', () => {
  it('asks every type for 营业执照 and 采购委托书, and exactly one of the two licences by type', () => {
    for (const t of types) {
      const docs = requiredDocuments(t);
      expect(docs).toContain('business_license');
      expect(docs).toContain('purchase_authorization');
      const clinicLike = t === 'clinic' || t === 'hospital';
      expect(docs.includes('medical_institution_license')).toBe(clinicLike);
      expect(docs.includes('drug_trade_license')).toBe(!clinicLike);
    }
  });
});

describe('expiryProblem', () => {
  it('refuses a day before today and accepts today or later', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const problem = expiryProblem(a, b, '药品经营许可证', false);
        expect(problem === null).toBe(a >= b);
        if (problem) expect(problem).toBe('药品经营许可证已过期，请上传在有效期内的证件');
      }),
    );
  });

  it('needs a day unless the document may not expire', () => {
    expect(expiryProblem('', '2026-11-22', '采购委托书', false)).toBe('请填写采购委托书的有效期');
    expect(expiryProblem('', '2026-11-22', '营业执照', true)).toBeNull();
  });

  it('refuses days that do not exist or are not written YYYY-MM-DD', () => {
    for (const bad of ['2027-02-30', '2027-13-01', '27-01-01', '2027/01/01']) expect(expiryProblem(bad, '2026-11-22', 'x', false)).toBe('请按 年-月-日 填写有效期');
  });
});
