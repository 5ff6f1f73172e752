/**
 * The picture a page draws first, at high priority, as its first answers name it: the home carousel's first slide
 * (src/features/catalogue/home/banner-carousel.tsx), a goods detail's main picture (its first picture, large if it has
 * one: src/features/catalogue/detail/gallery.tsx) or a template zone's first section picture
 * (src/features/catalogue/templates/template-zone.tsx) or an activity zone's banner
 * (src/features/catalogue/activities/activity-zone.tsx) — on a phone the page's largest paint — and on a page with none
 * of these, the bottom banner of every page with the header (the site ads' `bottom`,
 * src/features/lottery/lottery-host.tsx), which is then the largest.
 *
 * A server that carries a page's answers in its document (mock/first-answers.ts) names this picture in the same
 * response as `rel=preload; as=image; fetchpriority=high`, so it loads with the page's code instead of after it has
 * run. One picture, not every one: over HTTP/1.1 each preload takes one of a phone's six connections while the page's
 * scripts wait for one (measured with Lighthouse's phone: the bottom banner preloaded beside the home slide made the
 * home page's LCP ~0.1 s later; alone, on a member's page, ~0.15 s earlier). Each answer is hostile text: only a
 * picture of this site's own (a plain path, no `..`, nothing that could end or extend a Link header) is ever named.
 */

/** A same-origin path of unreserved characters (and `%`-escapes), no `.` or `..` segment, at most 512 characters. */
const OWN_PICTURE = /^(?!.*\/\.\.?(?:\/|$))\/[\w.~%-]+(?:\/[\w.~%-]+)*$/;
const MAX_LENGTH = 512;

/** Whether `url` may be named in a preload: a picture of this site's own (see OWN_PICTURE). */
export function isOwnPicture(url: unknown): url is string {
  return typeof url === 'string' && url.length <= MAX_LENGTH && OWN_PICTURE.test(url) && !/%(?![0-9a-f]{2})/i.test(url);
}

type Reader = (data: unknown) => unknown;

const field = (value: unknown, key: string | number): unknown => (typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined);

/** The goods' first picture as the gallery shows it: its large version, else its list picture. */
const firstGoodsPicture: Reader = (data) => {
  const first = field(field(data, 'goods_image'), 0) ?? field(field(data, 'gallery'), 0);
  return field(first, 'big') || field(first, 'list');
};

/** Which answer names a page's own lead picture: the address's path (no query string), and where in the answer's `data`. */
const PAGE_PICTURES: readonly { path: RegExp; read: Reader }[] = [
  { path: /^\/api\/focus$/, read: (data) => field(field(data, 0), 'image') },
  { path: /^\/api\/goods\/detail\/\d+$/, read: firstGoodsPicture },
  { path: /^\/api\/zone\/template\/\d+$/, read: (data) => field(field(field(data, 'sections'), 0), 'image') },
  { path: /^\/api\/zone\/yjh\/\d+$/, read: (data) => field(data, 'banner') },
];
/** The site ads: the bottom banner. */
const BOTTOM_BANNER = { path: /^\/api\/focus\/common$/, read: (data: unknown) => field(field(data, 'bottom'), 'image') };

/** The picture `readers` find first in `answers` (address → the answer's JSON), from a success envelope (`code` 10000). */
function firstPicture(answers: ReadonlyMap<string, unknown>, readers: readonly { path: RegExp; read: Reader }[]): string | undefined {
  for (const [url, answer] of answers) {
    if (field(answer, 'code') !== 10000) continue;
    const path = url.split('?')[0]!;
    for (const reader of readers) {
      if (!reader.path.test(path)) continue;
      let picture: unknown;
      try {
        picture = reader.read(field(answer, 'data'));
      } catch {
        continue; // an answer shaped like nothing expected names no picture
      }
      if (isOwnPicture(picture)) return picture;
    }
  }
  return undefined;
}

/**
 * The lead picture `answers` name (address → the answer's JSON, as a document carries them): the page's own, else the
 * bottom banner; undefined when no success envelope names a picture of this site.
 */
export function leadPicture(answers: ReadonlyMap<string, unknown>): string | undefined {
  return firstPicture(answers, PAGE_PICTURES) ?? firstPicture(answers, [BOTTOM_BANNER]);
}
