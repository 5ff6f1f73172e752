/**
 * The installed app's links — its manifest (name, icons, standalone window) and the home-screen icon Safari reads —
 * added to the document once the page has loaded and the browser is idle, not written in index.html: over HTTP/1.1 a
 * phone fetched both right when the page's own scripts and styles wanted its six connections. Nothing reads them
 * before the buyer installs the site, which needs the app's scripts anyway (its service worker). Called once at boot
 * (src/main.tsx).
 */
import { afterLoadWhenIdle } from '../main-thread';

export const MANIFEST_HREF = '/manifest.webmanifest';
export const HOME_SCREEN_ICON_HREF = '/icons/icon-192.png';

const LINKS: ReadonlyArray<{ rel: string; href: string }> = [
  { rel: 'manifest', href: MANIFEST_HREF },
  { rel: 'apple-touch-icon', href: HOME_SCREEN_ICON_HREF },
];

/** Adds each link the head does not have yet. */
export function addInstallLinks(doc: Document = document): void {
  for (const { rel, href } of LINKS) {
    if (doc.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    doc.head.append(link);
  }
}

/** addInstallLinks once the page has loaded, in an idle period. */
export function addInstallLinksAfterLoad(): void {
  afterLoadWhenIdle(() => addInstallLinks());
}
