import { makeAutoObservable, runInAction } from 'mobx';
import { deleteCartLines, getCartTotal, listCartLines } from '@generated/endpoints/cart/cart';
import type { CartLine, ListCartLines200 } from '@generated/models';
import { badgeText, capBadge, showBadge } from '@/domain/badge';
import { CART_FILTER_ALL } from '@/domain/cart-filter';
import { fen, mulFen, sumFen, tryToFen, type Fen } from '@/domain/money';
import type { RootStore } from './root-store';

/** The whole cart: every line (the all-goods filter) of the current cart variant (`new`). */
const CART_LIST_PARAMS = { filters: CART_FILTER_ALL, new: 1 } as const;
/** The side bar's cart drawer width in px, closed and open. */
export const DRAWER_WIDTH = { collapsed: 40, open: 310 } as const;

type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** How long the cart asked for at boot may stand in for the /cart page's first load. */
const FIRST_LINES_FRESH_MS = 15_000;

/**
 * The shell's small cart: the badge count and the lines the side-bar drawer shows. The full cart of the /cart page
 * (selection, tiers, checkout) is cart-model.ts, created by cartModelOf() when the cart page loads so it stays out of
 * the initial bundle; it calls setCount() and markChanged() so the badge follows and the drawer reloads the next
 * time it opens.
 */
export class CartStore {
  /** Number of cart lines (GET /api/cart/total). */
  count = 0;
  lines: CartLine[] = [];
  linesState: LoadState = 'idle';
  /** True until the lines are loaded, and again whenever something else changes the cart. */
  changed = true;
  drawerOpen = false;
  /** The whole cart asked for at boot on /cart (startFirstLines), until the page's model takes it. */
  private firstLines: { at: number; answer: Promise<ListCartLines200> } | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'firstLines'>(this, { root: false, firstLines: false }, { autoBind: true });
  }

  /**
   * Asks for the whole cart at boot, while the /cart page's code is still downloading (src/app/route-data.ts): the
   * page's model then takes this answer for its first load instead of starting the call a few round trips later.
   * Quiet: a visitor's 401 or a failure shows nothing here; the model then asks again itself, with its usual messages.
   */
  startFirstLines(): void {
    const answer = listCartLines(CART_LIST_PARAMS, { silent: true });
    answer.catch(() => undefined);
    this.firstLines = { at: Date.now(), answer };
  }

  /** The boot-time answer for `filter`, once, if it is for the whole cart and still fresh; null otherwise. */
  takeFirstLines(filter: number): Promise<ListCartLines200> | null {
    const first = this.firstLines;
    this.firstLines = null;
    if (!first || filter !== CART_LIST_PARAMS.filters || Date.now() - first.at > FIRST_LINES_FRESH_MS) return null;
    return first.answer;
  }

  /** The count capped at 99 (99+ above it). */
  get badge(): number {
    return capBadge(this.count);
  }

  get badgeText(): string {
    return badgeText(this.count);
  }

  get showBadge(): boolean {
    return showBadge(this.count);
  }

  /** Sum of price × quantity over the drawer's lines, in fen; lines with an unreadable price count 0. */
  get totalFen(): Fen {
    return sumFen(this.lines.map((l) => mulFen(tryToFen(l.price) ?? fen(0), Number.isInteger(l.number) ? l.number : 0)));
  }

  setCount(n: number | undefined): void {
    if (typeof n === 'number' && Number.isFinite(n) && n >= 0) this.count = Math.floor(n);
  }

  markChanged(): void {
    this.changed = true;
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  toggleDrawer(): void {
    this.drawerOpen = !this.drawerOpen;
  }

  /** Refreshes the badge; silent because it runs in the background on every page. */
  async loadTotal(): Promise<void> {
    try {
      const res = await getCartTotal({ silent: true });
      this.setCount(res.data.total);
    } catch {
      // The badge keeps its last value; the base user's `cart` count seeded it.
    }
  }

  /** Loads the lines when the drawer needs them: the first time, or after the cart changed elsewhere. */
  async loadLinesIfChanged(): Promise<void> {
    if (!this.changed && this.linesState === 'ready') return;
    await this.loadLines();
  }

  async loadLines(): Promise<void> {
    this.linesState = 'loading';
    try {
      const res = await listCartLines(CART_LIST_PARAMS);
      runInAction(() => {
        this.lines = Array.isArray(res.data?.data) ? res.data.data : [];
        this.count = this.lines.length;
        this.linesState = 'ready';
        this.changed = false;
      });
    } catch {
      runInAction(() => {
        this.linesState = 'error';
      });
    }
  }

  /** POST /api/cart/batch_delete for one line; the confirmation is the caller's. Failures reach the shared handler. */
  async removeLine(id: number): Promise<boolean> {
    try {
      await deleteCartLines({ ids: [id] });
    } catch {
      return false;
    }
    runInAction(() => {
      this.lines = this.lines.filter((l) => l.id !== id);
      this.count = Math.max(0, this.count - 1);
    });
    return true;
  }
}
