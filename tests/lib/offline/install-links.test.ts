/**
 * The installed app's links (src/lib/offline/install-links.ts): added once the page has loaded, each once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addInstallLinks, HOME_SCREEN_ICON_HREF, MANIFEST_HREF } from '@/lib/offline/install-links';

const hrefs = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));

afterEach(() => {
  for (const l of document.head.querySelectorAll('link[rel="manifest"], link[rel="apple-touch-icon"]')) l.remove();
});

describe("the installed app's links", () => {
  it('names the manifest and the home-screen icon, each once however often it runs', () => {
    addInstallLinks();
    addInstallLinks();
    expect(hrefs('manifest')).toEqual([MANIFEST_HREF]);
    expect(hrefs('apple-touch-icon')).toEqual([HOME_SCREEN_ICON_HREF]);
  });

  it('keeps a link the document already has', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/other.webmanifest">');
    addInstallLinks();
    expect(hrefs('manifest')).toEqual(['/other.webmanifest']);
    expect(hrefs('apple-touch-icon')).toEqual([HOME_SCREEN_ICON_HREF]);
  });
});
