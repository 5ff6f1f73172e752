import { makeAutoObservable } from 'mobx';
import type { UserState } from '../../generated/models';
import type { RootStore } from './root-store';

export type SessionStatus = 'loading' | 'ready' | 'failed';

/** Who is buying: the base user (GET /api/user/base). A failed load leaves the site usable with no user data (§8). */
export class SessionStore {
  user: UserState | null = null;
  status: SessionStatus = 'loading';

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  setUser(user: UserState): void {
    this.user = user;
    this.status = 'ready';
  }

  /** §8: a failed base-user load shows the site with no user data. */
  markFailed(): void {
    this.user = null;
    this.status = 'failed';
  }

  /** A member is a logged-in buyer with a company name (§6). */
  get isMember(): boolean {
    return this.user?.show === 1 && !!this.user.company;
  }

  get hotLine(): string | undefined {
    return this.user?.common_config?.hot_line;
  }
}
