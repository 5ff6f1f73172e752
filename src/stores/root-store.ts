import { CartStore } from './cart-store';
import { ConnectionStore } from './connection-store';
import { SessionStore } from './session-store';
import { UiStore } from './ui-store';

/** One RootStore creates every store and passes itself in; tests build a fresh one each time. */
export class RootStore {
  readonly session: SessionStore;
  readonly ui: UiStore;
  readonly cart: CartStore;
  readonly connection: ConnectionStore;

  constructor() {
    this.session = new SessionStore(this);
    this.ui = new UiStore(this);
    this.cart = new CartStore(this);
    this.connection = new ConnectionStore(this);
  }
}
