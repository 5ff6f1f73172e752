import type { ReactNode } from 'react';
import type { Goods } from '@generated/models';
import { CardSkeletons, GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';

interface Props {
  title: string;
  goods: Goods[] | undefined;
  loading: boolean;
  extra?: ReactNode;
  /** How many cards a floor shows (one row of five). */
  count?: number;
  id?: string;
}

/** A home floor: a heading and one row of goods cards; while loading, skeleton cards of the same size. */
/** A floor still loading (or not yet near the viewport): its heading and skeleton cards of the loaded size. */
export function FloorSkeleton({ title, id, count = 5 }: { title: string; id?: string; count?: number }) {
  return <GoodsFloor title={title} id={id} goods={undefined} loading count={count} />;
}

export function GoodsFloor({ title, goods, loading, extra, count = 5, id }: Props) {
  if (!loading && (!goods || goods.length === 0)) return null;
  return (
    <section className="home-floor" aria-labelledby={id}>
      <header className="home-floor__head">
        <h2 id={id}>{title}</h2>
        {extra}
      </header>
      {goods ? <GoodsGrid goods={goods.slice(0, count)} eagerCount={0} /> : <CardSkeletons count={count} />}
    </section>
  );
}
