import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_RE,
  LANDLINE_RE,
  PHONE_RE,
  validateEmail,
  validatePassword,
  PASSWORD_RE,
  validateAddress,
  validateContactPhone,
  validatePhone,
} from '@/domain/validation';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('phone', () => {
  it('examples', () => {
    expect(validatePhone('13812345678')).toBeNull();
    expect(validatePhone(' 19912345678 ')).toBeNull();
    expect(validatePhone('12812345678')).toBe('请输入正确的 11 位手机号');
    expect(validatePhone('1381234567')).not.toBeNull();
    expect(validatePhone('')).toBe('请输入手机号');
    expect(validatePhone(undefined)).toBe('请输入手机号');
  });

  it('accepts exactly 1, then 3–9, then 9 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'3456789'.split('')), digits(9), (second, rest) => {
        expect(PHONE_RE.test(`1${second}${rest}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a-'.split('')), maxLength: 14 }), (s) => {
        const expected = s.length === 11 && s[0] === '1' && /[3-9]/.test(s[1] ?? '') && /^\d+$/.test(s);
        expect(PHONE_RE.test(s)).toBe(expected);
      }),
    );
  });
});

describe('landline', () => {
  it('area code, hyphen, 7 or 8 digits', () => {
    expect(LANDLINE_RE.test('010-12345678')).toBe(true);
    expect(LANDLINE_RE.test('0311-1234567')).toBe(true);
    expect(LANDLINE_RE.test('0311-123456')).toBe(false);
    expect(LANDLINE_RE.test('010-123456789')).toBe(false);
    expect(LANDLINE_RE.test('01012345678')).toBe(false);
    expect(LANDLINE_RE.test('110-12345678')).toBe(false);
    expect(validateContactPhone('010-1234567')).toBeNull();
    expect(validateContactPhone('010-12345')).toBe('固定电话格式应为 区号-号码，如 0311-86012345');
  });

  it('accepts every 3–4 digit area code with a 7–8 digit number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.integer({ min: 7, max: 8 }), fc.nat(), (a, n, seed) => {
        const area = `0${String(seed).padStart(a, '1').slice(0, a)}`;
        const num = String(seed).padStart(n, '5').slice(0, n);
        expect(LANDLINE_RE.test(`${area}-${num}`)).toBe(true);
      }),
    );
  });
});

describe('email', () => {
  it('examples', () => {
    expect(EMAIL_RE.test('zhang_san-1@example.com.cn')).toBe(true);
    expect(EMAIL_RE.test('a@b.c')).toBe(true);
    expect(EMAIL_RE.test('a@localhost')).toBe(false);
    expect(EMAIL_RE.test('a b@x.com')).toBe(false);
    expect(EMAIL_RE.test('@x.com')).toBe(false);
    expect(EMAIL_RE.test('a@x..com')).toBe(false);
    expect(validateEmail('buyer@163.com')).toBeNull();
    expect(validateEmail('buyer')).toBe('请输入正确的邮箱地址');
    expect(validateEmail(null)).toBe('请输入邮箱');
  });

  it('accepts word@dotted.domain built from the allowed characters', () => {
    const part = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'.split('')), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(part, part, fc.array(part, { minLength: 1, maxLength: 3 }), (local, host, rest) => {
        expect(EMAIL_RE.test(`${local}@${[host, ...rest].join('.')}`)).toBe(true);
        expect(EMAIL_RE.test(`${local}${host}`)).toBe(false);
      }),
    );
  });
});

describe('password and required', () => {
  it('password: 6–20 letters and digits, both present', () => {
    expect(validatePassword('abcd1234')).toBeNull();
    expect(validatePassword('Kn2026pharm!')).toBeNull();
    expect(validatePassword('a1'.repeat(10))).toBeNull();
    expect(validatePassword('a1'.repeat(10) + 'x')).toBe('密码长度须为 8–20 位');
    expect(validatePassword('abc1234')).toBe('密码长度须为 8–20 位');
    expect(validatePassword('abcd 1234')).toBe('密码不能包含空格');
    expect(validatePassword('abcdefgh')).toBe('密码须同时包含字母和数字');
    expect(validatePassword('12345678')).toBe('密码须同时包含字母和数字');
    expect(validatePassword('')).toBe('请输入密码');
  });
});

describe('the site and the contract agree on passwords', () => {
  it('PASSWORD_RE is the contract NewPassword pattern', async () => {
    const { contract } = await import('../contract/load-contract');
    const schema = contract.components.schemas!.NewPassword as { pattern: string };
    expect(PASSWORD_RE.source).toBe(schema.pattern.replace(/\//g, '\\/'));
  });
});

describe('contact phone (ContactPhone: mobile or landline)', () => {
  it('accepts exactly what one of the two patterns accepts, and says which one was meant', () => {
    expect(validateContactPhone('0311-86012345')).toBeNull();
    expect(validateContactPhone('13912345678')).toBeNull();
    expect(validateContactPhone('')).toBe('请输入联系电话');
    expect(validateContactPhone('0311-860')).toMatch(/^固定电话格式/);
    expect(validateContactPhone('12812345678')).toMatch(/11 位手机号/);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789-a'.split('')), maxLength: 14 }), (s) => {
        const ok = PHONE_RE.test(s.trim()) || LANDLINE_RE.test(s.trim());
        expect(validateContactPhone(s) === null).toBe(ok);
      }),
    );
  });
});

describe('delivery address (AddressForm)', () => {
  const good = { consignee: '张敏', phone: '13912345678', province: '河北省', city: '石家庄市', district: '长安区', detail: '中山东路 88 号' };

  it('names every missing field, and nothing for a good address', () => {
    expect(validateAddress(good)).toEqual({});
    const empty = validateAddress({ consignee: ' ', phone: '', province: '', city: null, district: undefined, detail: '' });
    expect(Object.keys(empty).sort()).toEqual(['city', 'consignee', 'detail', 'district', 'phone', 'province']);
  });

  it('counts the consignee (2–20) and the detail (2–200) in characters after trimming', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 220 }), fc.constantFrom('王', '𠮷', 'a'), (n, m, ch) => {
        const e = validateAddress({ ...good, consignee: ` ${ch.repeat(n)} `, detail: ch.repeat(m) });
        expect(e.consignee === undefined).toBe(n >= 2 && n <= 20);
        expect(e.detail === undefined).toBe(m >= 2 && m <= 200);
      }),
    );
  });
});
