import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { Goods } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { goodsHref as detailHref } from '@/lib/routes';
import { goodsTitle } from '@/domain/goods-name';
import { defaultWanted, isShort } from '@/domain/reminders';
import { useStores } from '@/stores';
import { BuyControls } from '@/features/catalogue/buy-controls/buy-controls';
import { FavouriteButton } from '@/features/catalogue/buy-controls/favourite-button';
import { GoodsPrice } from '@/features/catalogue/goods-price/goods-price';
import { GoodsTags } from '@/features/catalogue/goods-tags/goods-tags';
import { listImage } from '@/features/catalogue/goods-rules';
import { ArrivalReminderButton } from '@/features/reminders';
import { GoodsMeta } from './goods-meta';

const CARD_IMAGE = 160;

/** The detail link of a goods (the group-buy variant for type 2). */
export function goodsHref(goods: Pick<Goods, 'id' | 'type'>): string {
  return detailHref(goods);
}

interface Props {
  goods: Goods;
  /** The text-only variant of /list/no_image. */
  noImage?: boolean;
  /** Above the fold: the first row loads its images eagerly. */
  eager?: boolean;
  /** The name's heading level: 2 when the card sits right under the page's h1, else 3. */
  headingLevel?: 2 | 3;
}

/**
 * The one goods presentation: picture, name, tags, price (or why it is hidden), facts, and buying. The card has a
 * fixed size so a page of cards never moves when pictures or prices arrive.
 */
export const GoodsCard = observer(function GoodsCard({ goods, noImage, eager, headingLevel = 3 }: Props) {
  const { session } = useStores();
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const to = goodsHref(goods);
  const title = goodsTitle(goods.name, goods.trade_name);
  return (
    <article className={`goods-card${noImage ? ' goods-card--no-image' : ''}`} aria-label={title} data-goods-id={goods.id}>
      {!noImage && (
        <Link href={to} className="goods-card__image" tabIndex={-1} aria-hidden="true">
          <FallbackImage src={listImage(goods.goods_image)} alt={goods.name} width={CARD_IMAGE} height={CARD_IMAGE} eager={eager} />
        </Link>
      )}
      <GoodsPrice goods={goods} isMember={session.isMember} className="goods-card__price" showBase />
      <Name className="goods-card__name">
        <Link href={to} title={title}>
          {title}
        </Link>
        <GoodsTags goods={goods} />
      </Name>
      <GoodsMeta goods={goods} />
      <div className={`goods-card__buy${isShort(goods.number, defaultWanted(goods.zbz)) ? ' goods-card__buy--remind' : ''}`}>
        <BuyControls goods={goods} />
        <ArrivalReminderButton goods={goods} named />
      </div>
      {session.isMember && (
        <div className="goods-card__fav">
          <FavouriteButton goodsId={goods.id} favourite={goods.is_favorite === 1} compact />
        </div>
      )}
    </article>
  );
});
