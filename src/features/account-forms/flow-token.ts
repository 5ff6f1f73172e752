/**
 * The server's token of a multi-step flow kept for this tab (sessionStorage), so a reload in the middle keeps the
 * steps already passed. Only the token and its expiry are kept: never a password or a code.
 */
type FlowTokenKey = 'forget' | 'register' | 'register_wechat' | 'register_dd';

interface Stored {
  token: string;
  /** Epoch ms after which the server no longer knows it. */
  expiresAt: number;
  step: number;
}

const keyOf = (k: FlowTokenKey) => `yc.flow.${k}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy mode): the flow still works within the page
  }
}

export const flowToken = {
  save(k: FlowTokenKey, token: string, expiresInSeconds: number, step: number, now = Date.now()): void {
    const value: Stored = { token, expiresAt: now + Math.max(0, expiresInSeconds) * 1000, step };
    storage()?.setItem(keyOf(k), JSON.stringify(value));
  },
  /** The token when it is still valid and reached at least `step`; null otherwise. */
  read(k: FlowTokenKey, step: number, now = Date.now()): string | null {
    const raw = storage()?.getItem(keyOf(k));
    if (!raw) return null;
    try {
      const v = JSON.parse(raw) as Partial<Stored>;
      if (typeof v.token !== 'string' || typeof v.expiresAt !== 'number' || typeof v.step !== 'number') return null;
      return v.expiresAt > now && v.step >= step ? v.token : null;
    } catch {
      return null;
    }
  },
  clear(k: FlowTokenKey): void {
    storage()?.removeItem(keyOf(k));
  },
};
