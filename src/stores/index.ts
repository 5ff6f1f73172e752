export { RootStore } from './root-store';
export { SessionStore, DEDICATED_PREFIX, CLOCK_TICK_MS, type SessionStatus } from './session-store';
export { CartStore, CART_LIST_PARAMS, DRAWER_WIDTH } from './cart-store';
export { UiStore, TOAST_MS, type Toast, type Dialog } from './ui-store';
export { StoresProvider, useStores } from './context';
