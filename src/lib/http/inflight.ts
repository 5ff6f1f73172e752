/**
 * A repeat of an in-flight request to the same URL cancels the earlier one (only the newest answer matters), except the URLs below, where
 * every request counts (adding two goods to the cart in a row must add both).
 */
const CANCEL_EXEMPT: readonly RegExp[] = [
  /^\/api\/cart(\/|$)/, // cart: add, edit, select, delete, copy, quick add, next hint, total, list
  /^\/api\/favorite$/, // favourite (add)
  /^\/api\/favorite\/cancel$/, // favourite cancel
  /^\/api\/activity\/tap$/, // activity tap
];

export const isCancelExempt = (path: string): boolean => CANCEL_EXEMPT.some((re) => re.test(path));

export class InflightRegistry {
  private readonly running = new Map<string, AbortController>();

  /** Registers a request; aborts the earlier one with the same key unless its path is exempt. */
  start(method: string, path: string, controller: AbortController): () => void {
    if (isCancelExempt(path)) return () => undefined;
    const key = `${method.toUpperCase()} ${path}`;
    this.running.get(key)?.abort('superseded');
    this.running.set(key, controller);
    return () => {
      if (this.running.get(key) === controller) this.running.delete(key);
    };
  }

  get size(): number {
    return this.running.size;
  }
}
