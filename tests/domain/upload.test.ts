import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUploadFile, checkUploadFormat, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadFormat } from '@/domain/upload';

const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'application/pdf'];
const ACCEPTED_EXTS = ['jpg', 'jpeg', 'png', 'pdf'];

describe('upload rule (receipts, qualification documents, registration licences)', () => {
  it('takes JPG, PNG and PDF, judged by the MIME type, else by the extension', () => {
    expect(uploadFormat({ name: 'x', type: 'image/jpeg' })).toEqual({ ext: 'jpg', kind: 'image' });
    expect(uploadFormat({ name: 'x.pdf', type: 'IMAGE/PNG' })).toEqual({ ext: 'png', kind: 'image' });
    expect(uploadFormat({ name: 'SCAN.PDF', type: '' })).toEqual({ ext: 'pdf', kind: 'pdf' });
    expect(uploadFormat({ name: 'a.png', type: 'application/octet-stream' })).toBeNull();
    expect(uploadFormat({ name: 'a.constructor', type: '' })).toBeNull();
    expect(uploadFormat({ name: 'a', type: 'constructor' })).toBeNull();
  });

  it('a declared MIME type decides alone: accepted exactly when it is a JPG, PNG or PDF type', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ACCEPTED_TYPES), fc.string({ minLength: 1 })), fc.string(), (type, name) => {
        fc.pre(type.trim() !== '');
        expect(uploadFormat({ name, type }) !== null).toBe(ACCEPTED_TYPES.includes(type.trim().toLowerCase()));
      }),
    );
  });

  it('without a MIME type the extension decides, in any letter case', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.constantFrom(...ACCEPTED_EXTS), fc.stringMatching(/^[a-z0-9]{1,5}$/)), fc.boolean(), (stem, ext, upper) => {
        const name = `${stem}.${upper ? ext.toUpperCase() : ext}`;
        expect(uploadFormat({ name, type: '' }) !== null).toBe(ACCEPTED_EXTS.includes(ext));
      }),
    );
  });

  it('a file of an accepted format passes exactly when its size is 1 byte to 5 MB, and says why not', () => {
    fc.assert(
      fc.property(fc.constantFrom({ name: 'a.jpg', type: 'image/jpeg' }, { name: 'b.png', type: '' }, { name: 'c.pdf', type: 'application/pdf' }), fc.integer({ min: -10, max: UPLOAD_MAX_BYTES * 2 }), (file, size) => {
        const check = checkUploadFile({ ...file, size });
        if (size >= 1 && size <= UPLOAD_MAX_BYTES) expect(check).toEqual({ ok: true, ...uploadFormat(file) });
        else expect(check).toEqual({ ok: false, problem: size <= 0 ? 'empty' : 'too_large' });
      }),
    );
  });

  it('the format is judged before the size, and the format check alone ignores the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: UPLOAD_MAX_BYTES * 2 }), (size) => {
        expect(checkUploadFile({ name: 'a.gif', type: 'image/gif', size })).toEqual({ ok: false, problem: 'format' });
      }),
    );
    expect(checkUploadFormat({ name: '回单.pdf', type: '' })).toEqual({ ok: true, ext: 'pdf', kind: 'pdf' });
  });

  it('the file input accepts what the rule accepts', () => {
    for (const token of UPLOAD_ACCEPT.split(',')) {
      const file = token.startsWith('.') ? { name: `x${token}`, type: '' } : { name: 'x', type: token };
      expect(uploadFormat(file), token).not.toBeNull();
    }
  });
});
