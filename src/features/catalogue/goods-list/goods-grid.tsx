import type { Goods } from '@generated/models';
import { useItemsInSteps } from '@/components/use-items-in-steps';
import { GoodsCard } from '@/features/catalogue/goods-card/goods-card';

/** A placeholder with a card's own size. */
function CardSkeleton({ noImage }: { noImage?: boolean }) {
  return <div className={`goods-card goods-card--skeleton${noImage ? ' goods-card--no-image' : ''}`} aria-hidden="true" />;
}

/** Fixed-size placeholders with the cards' own size, so the grid does not move when the goods arrive. */
export function CardSkeletons({ count, noImage }: { count: number; noImage?: boolean }) {
  return (
    <div className="goods-grid" aria-busy="true">
      <span className="visually-hidden">加载中</span>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} noImage={noImage} />
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

/** Cards drawn at once: the first screen's (two rows of five at desktop width, five rows of two on a phone). */
const FIRST_CARDS = 10;
/** Cards added by each later step. */
const STEP_CARDS = 10;

export function GoodsGrid({ goods, noImage, eagerCount = 5, headingLevel }: GridProps) {
  // Drawn in steps: a page of 20 cards in one go (render, commit and layout) was one long task on a phone.
  const cards = useItemsInSteps(goods, FIRST_CARDS, STEP_CARDS);
  return (
    <div className="goods-grid">
      {cards.map((g, i) => (
        <GoodsCard key={g.id} goods={g} noImage={noImage} eager={i < eagerCount} headingLevel={headingLevel} />
      ))}
      {/* The cards still to come keep their place, so nothing below them moves when they are drawn. */}
      {goods.slice(cards.length).map((g) => (
        <CardSkeleton key={g.id} noImage={noImage} />
      ))}
    </div>
  );
}
