import { makeAutoObservable } from 'mobx';
import type { Admin, UserState } from '@generated/models';
import type { RootStore } from './root-store';

/** 'skipped': the route does not fetch the base user (user_hyzx, login, zhzq and bdwx load their own or need none). */
type SessionStatus = 'loading' | 'ready' | 'failed' | 'skipped';

/** The manager's label is prefixed 专属服务 when the manager is not the platform's default one. */
const DEDICATED_PREFIX = '专属服务';
const CLOCK_TICK_MS = 1000;

/** Who is buying: the base user (GET /api/user/base). A failed load leaves the site usable with no user data. */
export class SessionStore {
  user: UserState | null = null;
  status: SessionStatus = 'loading';

  /** Server time in ms, advanced every second by one shared clock; the local clock until the server has told us. */
  serverNow: number = Date.now();
  serverSynced = false;
  private serverAtSync = 0;
  private localAtSync = 0;
  private clockTimer: ReturnType<typeof setInterval> | undefined;
  private clockUsers = 0;

  constructor(readonly root: RootStore) {
    makeAutoObservable<SessionStore, 'serverAtSync' | 'localAtSync' | 'clockTimer' | 'clockUsers'>(
      this,
      { root: false, serverAtSync: false, localAtSync: false, clockTimer: false, clockUsers: false },
      { autoBind: true },
    );
  }

  setUser(user: UserState): void {
    this.user = user;
    this.status = 'ready';
  }

  /** A failed base-user load shows the site with no user data (no error message). */
  markFailed(): void {
    this.user = null;
    this.status = 'failed';
  }

  /**
   * A page that loads its own summary instead of the base user (the member home) tells the header who is logged in.
   * A base user already loaded says more, and is kept.
   */
  adoptMember(who: Pick<UserState, 'company' | 'rank' | 'admin' | 'is_passed'>): void {
    if (this.user?.show === 1) return;
    this.user = { show: 1, ...who };
    this.status = 'ready';
  }

  /** The page does not load the base user; the header shows what it has (nothing, on a first visit). */
  markSkipped(): void {
    if (this.status === 'loading') this.status = 'skipped';
  }

  /** A member is a logged-in buyer with a company name (`show` 1 and a company). */
  get isMember(): boolean {
    return this.user?.show === 1 && !!this.user.company;
  }

  get hotLine(): string | undefined {
    return this.user?.common_config?.hot_line || undefined;
  }

  get admin(): Admin | undefined {
    return this.isMember ? this.user?.admin : undefined;
  }

  /** "专属服务 王经理" for a dedicated manager, the plain name for the default service. */
  get managerLabel(): string | undefined {
    const a = this.admin;
    if (!a?.name) return undefined;
    return a.is_default === 0 ? `${DEDICATED_PREFIX} ${a.name}` : a.name;
  }

  get qualityInspection(): { url: string; text: string } | undefined {
    const q = this.isMember ? this.user?.quality_inspection : null;
    return q?.quality_inspection_url ? { url: q.quality_inspection_url, text: q.msg || '质检报告' } : undefined;
  }

  /** Sets the server clock from a server timestamp in seconds (GET /api/global/common `timestamp`). */
  syncServerTime(seconds: number, localNow: number = Date.now()): void {
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    this.serverAtSync = seconds * 1000;
    this.localAtSync = localNow;
    this.serverNow = this.serverAtSync;
    this.serverSynced = true;
  }

  /** Advances server time by the local time elapsed since the sync, so a throttled background tab does not drift. */
  tick(localNow: number = Date.now()): void {
    this.serverNow = this.serverSynced ? this.serverAtSync + Math.max(0, localNow - this.localAtSync) : localNow;
  }

  /**
   * Starts the one shared 1 s clock; every countdown reads serverNow, so they all tick together. Reference-counted:
   * the clock stops when its last user stops it.
   */
  startClock(): () => void {
    this.clockUsers += 1;
    if (!this.clockTimer) this.clockTimer = setInterval(() => this.tick(), CLOCK_TICK_MS);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.clockUsers -= 1;
      if (this.clockUsers === 0 && this.clockTimer) {
        clearInterval(this.clockTimer);
        this.clockTimer = undefined;
      }
    };
  }
}
