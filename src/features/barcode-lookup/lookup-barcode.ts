import { listGoods } from '@generated/endpoints/goods/goods';
import type { Goods } from '@generated/models/goods';
import { readBarcode } from '@/domain/barcode';
import { errorText } from '@/lib/http';

/** What a scanned or typed barcode names: the one goods that carries it, or why there is none (in Chinese). */
export type BarcodeLookup = { ok: true; code: string; goods: Goods } | { ok: false; code: string; reason: string };

/**
 * Finds the goods of a barcode through the goods list (its keywords match barcodes exactly, ranked first). Only a goods
 * whose own `barcode` equals the code counts: a list that answers other goods, or a malformed answer, is "not found".
 * Failures are silent here (the caller shows `reason` beside the scan) and never throw.
 */
export async function lookupBarcode(text: string, signal?: AbortSignal): Promise<BarcodeLookup> {
  const code = readBarcode(text);
  if (code === null) return { ok: false, code: text.trim(), reason: `「${text.trim()}」不是有效的商品条码（13 位 EAN-13）` };
  try {
    const answer = await listGoods({ keywords: code, page: 1, page_size: 5 }, { silent: true }, signal);
    const rows: unknown = answer?.data?.list;
    const goods = Array.isArray(rows) ? rows.find((g: Goods | null) => g !== null && typeof g === 'object' && g.barcode === code) : undefined;
    if (goods) return { ok: true, code, goods };
    return { ok: false, code, reason: `条码 ${code} 未找到对应商品` };
  } catch (e) {
    return { ok: false, code, reason: errorText(e, `条码 ${code} 查询失败，请重试`) };
  }
}
