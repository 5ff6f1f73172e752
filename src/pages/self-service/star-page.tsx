import { observer } from 'mobx-react-lite';
import type { Goods } from '@generated/models';
import { BuyControls } from '@/features/catalogue/buy-controls/buy-controls';
import { goodsHref } from '@/features/catalogue/goods-card/goods-card';
import { GoodsPrice } from '@/features/catalogue/goods-price/goods-price';
import { FavouriteListView } from '@/features/favourites/favourite-list';
import { ArrivalReminderButton, PriceReminderButton } from '@/features/reminders/reminder-buttons';
import { useStores } from '@/stores';

/** /star (我的收藏), drawn in the member centre: the favourites list with the catalogue's price and buy controls. */
export default observer(function StarPage() {
  const { session } = useStores();
  const isMember = session.isMember;
  return (
    <FavouriteListView
      goodsHref={goodsHref}
      renderPrice={(g: Goods) => <GoodsPrice goods={g} isMember={isMember} />}
      renderBuy={(g: Goods) => <BuyControls goods={g} className="fav-buy" />}
      renderReminders={(g: Goods) => (
        <>
          <PriceReminderButton goods={g} named />
          <ArrivalReminderButton goods={g} named />
        </>
      )}
    />
  );
});
