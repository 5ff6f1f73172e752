import { makeAutoObservable } from 'mobx';
import { setHttpEffects } from '@/lib/http';
import { BACK_ONLINE_TEXT, offlineText, UPDATE_TEXT, type AnswerSource } from '@/lib/offline/cache-rules';
import { MANIFEST_HREF } from '@/lib/offline/install-links';
import { startServiceWorker } from '@/lib/offline/service-worker';
import type { RootStore } from './root-store';

/** How long 网络已恢复 stays up when the buyer does not close it. */
const BACK_ONLINE_MS = 8000;
/** While the network is unreachable, how often the store asks whether it is back. */
const PROBE_MS = 5000;
/**
 * The probe: a HEAD of a small file of the site, which the service worker never answers (it answers GETs only), so
 * only the network can. navigator.onLine alone cannot tell: a phone on a county 4G cell that carries nothing, or a
 * Wi-Fi without internet, is "online".
 */
const PROBE_URL = MANIFEST_HREF;

export interface ConnectionHooks {
  /** The network came back: the pages ask again for what they show (the app refetches its active queries). */
  reconnected?: () => void;
  /** Asks the network once; resolves true when it answered. Tests replace it. */
  probe?: () => Promise<boolean>;
}

const probeNetwork = () =>
  fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  );

/**
 * The network as the buyer needs to know it, in one observable the connection banner reads: whether the device is
 * online, whether the page shows answers the service worker kept (and from when), that the network came back, and
 * that a new version is waiting. Fed from one place each — the window's online/offline events and a probe while the
 * network is away, the transport's answers (src/lib/http reads the worker's X-Yc-Stored-At) and the service worker's
 * registration (src/lib/offline) — all connected by `start()` at boot.
 */
export class ConnectionStore {
  online = true;
  /** When the oldest answer the page shows from the device was stored; undefined once the network answers. */
  keptAt: number | undefined = undefined;
  /** The network returned after the device was offline: the banner says so until closed or BACK_ONLINE_MS pass. */
  backOnline = false;
  /** A new version is installed and waiting for the buyer's click. */
  updateWaiting = false;
  /** The buyer clicked 有新版本，点击刷新: the page reloads as soon as the new version takes over. */
  updating = false;
  private applyUpdate: (() => void) | undefined = undefined;
  private backOnlineTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private probeTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private hooks: ConnectionHooks = {};

  constructor(readonly root: RootStore) {
    makeAutoObservable<ConnectionStore, 'applyUpdate' | 'backOnlineTimer' | 'probeTimer' | 'hooks'>(
      this,
      { root: false, applyUpdate: false, backOnlineTimer: false, probeTimer: false, hooks: false },
      { autoBind: true },
    );
  }

  /**
   * Connects the store to the browser once, at boot: the window's online/offline events, the transport's answers and
   * the service worker's registration. Returns the function that disconnects the events and stops the probe.
   */
  start(hooks: ConnectionHooks = {}, win: Window = window): () => void {
    this.hooks = hooks;
    if (win.navigator.onLine === false) this.setOnline(false);
    const onOnline = () => this.probeNow();
    const onOffline = () => this.setOnline(false);
    win.addEventListener('online', onOnline);
    win.addEventListener('offline', onOffline);
    setHttpEffects({ answered: this.noteAnswer });
    startServiceWorker({ updateWaiting: this.offerUpdate });
    return () => {
      win.removeEventListener('online', onOnline);
      win.removeEventListener('offline', onOffline);
      clearTimeout(this.probeTimer);
      clearTimeout(this.backOnlineTimer);
    };
  }

  /**
   * Online or not, as the last evidence says. Going offline starts the probe; coming back clears the kept-answer
   * line, says 网络已恢复 and has the pages ask again.
   */
  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    clearTimeout(this.backOnlineTimer);
    clearTimeout(this.probeTimer);
    if (online) {
      this.keptAt = undefined;
      this.backOnline = true;
      this.backOnlineTimer = setTimeout(this.dismissBackOnline, BACK_ONLINE_MS);
      this.hooks.reconnected?.();
    } else {
      this.backOnline = false;
      this.probeTimer = setTimeout(this.probeNow, PROBE_MS);
    }
  }

  /** Asks the network now; while it does not answer, again every PROBE_MS. */
  probeNow(): void {
    clearTimeout(this.probeTimer);
    void (this.hooks.probe ?? probeNetwork)().then((answered) => {
      if (answered) this.setOnline(true);
      else if (!this.online) this.probeTimer = setTimeout(this.probeNow, PROBE_MS);
      else this.setOnline(false);
    });
  }

  dismissBackOnline(): void {
    clearTimeout(this.backOnlineTimer);
    this.backOnline = false;
  }

  /**
   * An API call's outcome, from the transport: the network's answer (the network is there), the worker's kept answer
   * (shown with its time; the network unreachable, or only slow), or no answer at all (unreachable).
   */
  noteAnswer(source: AnswerSource): void {
    if (source.keptAt !== undefined) this.keptAt = this.keptAt === undefined ? source.keptAt : Math.min(this.keptAt, source.keptAt);
    if (source.unreachable) this.setOnline(false);
    else if (source.keptAt === undefined) {
      this.keptAt = undefined;
      this.setOnline(true);
    }
  }

  offerUpdate(apply: () => void): void {
    this.applyUpdate = apply;
    this.updateWaiting = true;
  }

  update(): void {
    if (!this.applyUpdate || this.updating) return;
    this.updating = true;
    this.applyUpdate();
  }

  /** The offline line (离线：显示的是 11月28日 09:12 的数据), or undefined when the page shows the network's answers. */
  get offlineLine(): string | undefined {
    if (this.online && this.keptAt === undefined) return undefined;
    return offlineText(!this.online, this.keptAt);
  }

  get backOnlineLine(): string | undefined {
    return this.backOnline && !this.offlineLine ? BACK_ONLINE_TEXT : undefined;
  }

  get updateLine(): string | undefined {
    return this.updateWaiting ? UPDATE_TEXT : undefined;
  }
}
