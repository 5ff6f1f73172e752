// The chain's stores' public entry: /ddgl, listing, adding, editing, removing and switching stores.
export { StoreManager, readStores } from './store-manager';
