export { RootStore } from './root-store';
export { DRAWER_WIDTH } from './cart-store';
export type { Dialog } from './ui-store';
export { StoresProvider, useStores } from './context';
