import { PURCHASE_LIST_COLUMNS, toCsv, type PurchaseListRow } from '@/domain/purchase-list';

const BOM = '\ufeff';

/** The template: the five columns and two sample rows, as CSV with a BOM so Excel opens the Chinese correctly. */
export function templateCsv(): string {
  return (
    BOM +
    toCsv([
      PURCHASE_LIST_COLUMNS.map((c) => c.title),
      ['阿莫西林胶囊', '0.25g*24粒', '华北制药股份有限公司', '20', '国药准字H13925843'],
      ['连花清瘟胶囊', '0.35g*36粒', '石家庄以岭药业股份有限公司', '30', ''],
    ])
  );
}

/** The rows the buyer still has to buy elsewhere, with why, in the template's columns so they can be fixed and re-imported. */
export function unmatchedCsv(rows: ReadonlyArray<{ row: PurchaseListRow; reason: string }>): string {
  return (
    BOM +
    toCsv([
      [...PURCHASE_LIST_COLUMNS.map((c) => c.title), '原行号', '原因'],
      ...rows.map(({ row, reason }) => [row.name, row.spec, row.maker, row.quantityText, row.pzwh, String(row.line), reason]),
    ])
  );
}

