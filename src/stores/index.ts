export { RootStore } from './root-store';
export { SessionStore } from './session-store';
export { UiStore, TOAST_MS, type Toast, type Dialog } from './ui-store';
export { StoresProvider, useStores } from './context';
