import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReceiptFile, checkReceiptFormat, formatFileSize } from '@/domain/receipt';
import { UPLOAD_MAX_BYTES as RECEIPT_MAX_BYTES } from '@/domain/upload';

const f = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('transfer receipt (PayReceiptForm)', () => {
  it('takes JPG, PNG and PDF up to 5 MB, judged by the MIME type, else by the extension', () => {
    expect(checkReceiptFile(f('a.jpg', 'image/jpeg'))).toEqual({ ok: true, ext: 'jpg', kind: 'image' });
    expect(checkReceiptFile(f('a.png', 'image/png', RECEIPT_MAX_BYTES))).toEqual({ ok: true, ext: 'png', kind: 'image' });
    expect(checkReceiptFile(f('a.pdf', 'application/pdf'))).toEqual({ ok: true, ext: 'pdf', kind: 'pdf' });
    expect(checkReceiptFile(f('SCAN.JPEG', ''))).toEqual({ ok: true, ext: 'jpg', kind: 'image' });
    expect(checkReceiptFile(f('receipt.png', 'application/x-msdownload'))).toMatchObject({ ok: false });
  });

  it('refuses other types, empty and oversized files with Chinese messages', () => {
    expect(checkReceiptFile(f('a.gif', 'image/gif'))).toEqual({ ok: false, message: '回执文件须为 JPG、PNG 或 PDF 格式' });
    expect(checkReceiptFile(f('a.png.exe', ''))).toMatchObject({ ok: false });
    expect(checkReceiptFile(f('a.png', 'image/png', 0))).toEqual({ ok: false, message: '所选文件为空，请重新选择' });
    expect(checkReceiptFile(f('a.png', 'image/png', RECEIPT_MAX_BYTES + 1))).toEqual({ ok: false, message: '回执文件不能超过 5 MB（所选文件 5.1 MB）' });
    expect(checkReceiptFormat({ name: '回单.pdf', type: '' })).toMatchObject({ ok: true, ext: 'pdf' });
  });

  it('a file of an accepted format passes exactly when its size is 1 byte to 5 MB', () => {
    fc.assert(
      fc.property(fc.constantFrom(f('a.jpg', 'image/jpeg'), f('b.png', ''), f('c.pdf', 'application/pdf')), fc.integer({ min: -10, max: RECEIPT_MAX_BYTES * 2 }), (file, size) => {
        expect(checkReceiptFile({ ...file, size }).ok).toBe(size >= 1 && size <= RECEIPT_MAX_BYTES);
      }),
    );
  });

  it('never shows an oversized file as 5.0 MB or less', () => {
    fc.assert(
      fc.property(fc.integer({ min: RECEIPT_MAX_BYTES + 1, max: RECEIPT_MAX_BYTES * 4 }), (size) => {
        expect(Number.parseFloat(formatFileSize(size))).toBeGreaterThan(5);
      }),
    );
  });
});
