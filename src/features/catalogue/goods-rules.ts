import type { Goods, GoodsImage } from '@generated/models';
import type { LadderTier } from '@/domain/ladder';
import { wireFen } from '@/domain/money';
import { quantityStep } from '@/domain/packing';

/** The list picture of a goods (the first image's `list`), or undefined so the image shows its placeholder. */
export function listImage(images: readonly GoodsImage[] | undefined): string | undefined {
  return images?.[0]?.list || undefined;
}

/** Ladder tiers in fen; tiers with an unreadable price are dropped rather than shown as ¥0. */
export function ladderTiers(goods: Pick<Goods, 'ladder_price'>): LadderTier[] {
  const out: LadderTier[] = [];
  for (const t of goods.ladder_price ?? []) {
    const priceFen = wireFen(t.price);
    if (priceFen !== null && Number.isInteger(t.number) && t.number > 0) out.push({ number: t.number, priceFen });
  }
  return out;
}

/** The first quantity the stepper offers: one 中包装 (or the remaining stock when it is below one). */
export function initialQuantity(goods: Pick<Goods, 'zbz' | 'number'>): number {
  return quantityStep(goods.zbz, goods.number);
}

type StockState = 'none' | 'low' | 'ok';

/** 'low' when less than five 中包装 remain, so a wholesale buyer sees that a big order will not be met. */
export function stockState(goods: Pick<Goods, 'zbz' | 'number'>): StockState {
  if (!(goods.number > 0)) return 'none';
  return goods.number < Math.max(1, goods.zbz) * 5 ? 'low' : 'ok';
}

export const STOCK_TEXT: Record<StockState, string> = { none: '暂无库存', low: '库存紧张', ok: '有货' };

/** Whether the buyer can add it: the server's buy_block decides; is_buy 0 without a block is read as not buyable. */
export function canBuy(goods: Pick<Goods, 'is_buy' | 'buy_block'>): boolean {
  return goods.is_buy === 1 && !goods.buy_block;
}

/** The reason shown before any click, or null when the goods can be bought. */
export function blockMessage(goods: Pick<Goods, 'is_buy' | 'buy_block' | 'number'>): string | null {
  if (goods.buy_block?.msg) return goods.buy_block.msg;
  if (goods.is_buy === 1) return null;
  return goods.number > 0 ? '该商品暂不可购买' : '该商品暂无库存';
}
