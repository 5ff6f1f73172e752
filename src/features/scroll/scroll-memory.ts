/** Scroll positions by address (path + query), kept in sessionStorage so a reload or a return visit restores them. */
export const SCROLL_STORAGE_KEY = 'yc_scroll';
const MAX_ENTRIES = 50;

export class ScrollMemory {
  private positions = new Map<string, number>();

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = null) {
    try {
      const raw = storage?.getItem(SCROLL_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (parsed && typeof parsed === 'object') {
        for (const [k, v] of Object.entries(parsed)) if (typeof v === 'number' && v >= 0) this.positions.set(k, v);
      }
    } catch {
      // unreadable storage: start empty
    }
  }

  save(key: string, y: number): void {
    if (!Number.isFinite(y) || y < 0) return;
    this.positions.delete(key); // re-insert so the newest is last and the oldest is dropped first
    this.positions.set(key, Math.round(y));
    while (this.positions.size > MAX_ENTRIES) {
      const oldest = this.positions.keys().next().value;
      if (oldest === undefined) break;
      this.positions.delete(oldest);
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  persist(): void {
    try {
      this.storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(this.positions)));
    } catch {
      // full or disabled storage: positions still work for this page's life
    }
  }
}
