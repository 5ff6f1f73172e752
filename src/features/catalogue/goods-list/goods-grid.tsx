import type { Goods } from '@generated/models';
import { GoodsCard } from '@/features/catalogue/goods-card/goods-card';

/** Fixed-size placeholders with the cards' own size, so the grid does not move when the goods arrive. */
export function CardSkeletons({ count, noImage }: { count: number; noImage?: boolean }) {
  return (
    <div className="goods-grid" aria-busy="true">
      <span className="visually-hidden">加载中</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`goods-card goods-card--skeleton${noImage ? ' goods-card--no-image' : ''}`} aria-hidden="true" />
      ))}
    </div>
  );
}

interface GridProps {
  goods: Goods[];
  noImage?: boolean;
  eagerCount?: number;
  /** The level of each card's name: 2 right under a page's h1 (a list, a zone), 3 inside a titled section (default). */
  headingLevel?: 2 | 3;
}

export function GoodsGrid({ goods, noImage, eagerCount = 5, headingLevel }: GridProps) {
  return (
    <div className="goods-grid">
      {goods.map((g, i) => (
        <GoodsCard key={g.id} goods={g} noImage={noImage} eager={i < eagerCount} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
