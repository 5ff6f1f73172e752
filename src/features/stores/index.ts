// The chain's stores' public entry: /ddgl, listing, adding, editing, removing and switching stores.
export { StoreManager } from './store-manager';
