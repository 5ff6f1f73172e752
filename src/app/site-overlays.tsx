import { LotteryHost } from '@/features/lottery/lottery-host';
import { useRouteResolution } from './route-resolution';

/**
 * What the site draws over the pages of the header's layout: the bottom banner (the lottery's entry, fixed to the
 * bottom of the viewport) and the lottery popup, which opens by itself only on a browsing page (a work page of the
 * route table is never interrupted).
 *
 * main.tsx renders it in a root of its own beside the pages' root, and first: a small render of its own, not part of
 * the page's first render (a transition of ~15 slices on a phone), so the banner — on a phone the largest picture of
 * most pages — is drawn as soon as its answer is in rather than when the whole page has rendered.
 */
export function SiteOverlays() {
  const { resolution } = useRouteResolution();
  if (resolution.kind !== 'page' || !resolution.route.layout.header) return null;
  return <LotteryHost popUp={!resolution.route.work} />;
}
