import { GoodsListView } from '@/features/catalogue/goods-list/goods-list-view';
import { LIST_VIEWS } from './list-views';

export default function ListTablePage() {
  return <GoodsListView title="药品列表" view="table" views={LIST_VIEWS} />;
}
