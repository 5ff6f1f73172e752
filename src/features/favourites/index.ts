// Favourites (我的收藏, /star): paged, cancel one or several, add to the cart from here.
export { FavouriteListView } from './favourite-list';
