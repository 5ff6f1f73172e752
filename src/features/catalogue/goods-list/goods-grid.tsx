import type { Goods } from '@generated/models';
import { GoodsCard } from '@/features/catalogue/goods-card/goods-card';

/** Fixed-size placeholders with the cards' own size, so the grid does not move when the goods arrive. */
export function CardSkeletons({ count, noImage }: { count: number; noImage?: boolean }) {
  return (
    <div className="goods-grid" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`goods-card goods-card--skeleton${noImage ? ' goods-card--no-image' : ''}`} aria-hidden="true" />
      ))}
    </div>
  );
}

export function GoodsGrid({ goods, noImage, eagerCount = 5 }: { goods: Goods[]; noImage?: boolean; eagerCount?: number }) {
  return (
    <div className="goods-grid">
      {goods.map((g, i) => (
        <GoodsCard key={g.id} goods={g} noImage={noImage} eager={i < eagerCount} />
      ))}
    </div>
  );
}
