// @vitest-environment node
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { sheetName, xlsxBlob } from '@/lib/files/xlsx';

describe('xlsx export', () => {
  it('writes a header row and typed cells that read back as written', async () => {
    const blob = await xlsxBlob([
      {
        name: '验收记录',
        columns: [{ title: '通用名', width: 20 }, { title: '数量' }, { title: '金额' }, { title: '备注' }],
        rows: [
          ['阿莫西林胶囊', 30, '204.00', null],
          ['=HYPERLINK("http://x")', 1, '0.10', '+1'],
        ],
      },
    ]);
    const sheets = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(['验收记录']);
    expect(sheets[0]!.data).toEqual([
      ['通用名', '数量', '金额', '备注'],
      ['阿莫西林胶囊', 30, '204.00', null],
      ['=HYPERLINK("http://x")', 1, '0.10', '+1'],
    ]);
  });

  it('names sheets as Excel allows', () => {
    expect(sheetName('按月/按分类: [2026]')).toBe('按月按分类 2026');
    expect(sheetName('')).toBe('Sheet1');
    expect(Array.from(sheetName('很'.repeat(40))).length).toBe(31);
  });
});
