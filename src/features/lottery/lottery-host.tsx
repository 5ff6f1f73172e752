import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useGetLotterySimple } from '@generated/endpoints/draw/draw';
import { useGetSiteAds } from '@generated/endpoints/focus/focus';
import type { Lottery } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { typingNow } from '@/components/lazy-dialog/dialog-focus';
import { firstAnswersLeadPicture } from '@/lib/http/first-answers';
import { safeLink } from '@/lib/url/safe-link';
import { useStores } from '@/stores';
import { NOT_STARTED } from '@/features/site-link';
import './lottery.css';

// The popup (spinner, prize, confirmation) loads only when it is shown.
const loadPopup = () => import('./lottery-popup');
const LotteryPopup = lazy(loadPopup);

/**
 * The popup opens by itself once per browser session, on the first browsing page where it interrupts nothing; the
 * bottom banner opens it any time.
 */
const LOTTERY_SEEN_KEY = 'yc_lottery_seen';
const BOTTOM_BANNER_CLOSED_KEY = 'yc_bottom_banner_closed';

function sessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // storage disabled: the popup may show again next page, nothing worse
  }
}

/** The popup is shown only for a lottery the buyer has not joined. */
function openableLottery(list: unknown): Lottery | null {
  if (!Array.isArray(list)) return null;
  const l = list[0] as Lottery | undefined;
  return l && typeof l.id === 'number' && l.is_join === 0 ? l : null;
}

interface Props {
  /**
   * Whether the popup may open by itself on this page: on a browsing page yes, on a work page (the route table's
   * `work` flag: 快捷采购, the cart and checkout, payment, the orders, forms) never — the banner is the way in there.
   */
  popUp: boolean;
}

/** The bottom banner (the lottery's entry) and the lottery popup. */
export const LotteryHost = observer(function LotteryHost({ popUp }: Props) {
  const { session, ui } = useStores();
  const [location, navigate] = useLocation();
  const member = session.isMember;
  const ads = useGetSiteAds({ request: { silent: true }, query: { staleTime: 5 * 60_000 } });
  const simple = useGetLotterySimple({ request: { silent: true }, query: { enabled: member, staleTime: 60_000 } });
  const lottery = member ? openableLottery(simple.data?.data) : null;
  // The lottery on screen is kept apart from the query: after a draw the refreshed answer says joined, and the popup
  // must still finish its close animation.
  const [shown, setShown] = useState<Lottery | null>(null);
  const [bannerClosed, setBannerClosed] = useState(() => sessionFlag(BOTTOM_BANNER_CLOSED_KEY));
  // The lead picture the first page's document named (the one its server preloaded at high priority). Where that is
  // the page's own (a home slide, a goods picture), it is the page's largest paint and the banner is asked for after it.
  const [firstLead] = useState(firstAnswersLeadPicture);

  // Looked at again on each page: a work page, or a box being typed or scanned into, puts the popup off to the next
  // browsing page. Its chunk comes first, so the page is looked at just before the popup shows.
  useEffect(() => {
    if (!popUp || !lottery || sessionFlag(LOTTERY_SEEN_KEY)) return;
    let current = true;
    loadPopup().then(
      () => {
        if (!current || sessionFlag(LOTTERY_SEEN_KEY) || typingNow()) return;
        setSessionFlag(LOTTERY_SEEN_KEY);
        setShown(lottery);
      },
      // The chunk could not be fetched (offline): no popup this page; the banner still says what it can.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lottery, popUp, location]);

  const banner = ads.data?.data?.bottom;
  const afterPagePicture = firstLead !== undefined && firstLead !== banner?.image;
  // The banner's target as the one link rule reads it: none (or a refused one) says 活动未开始.
  const target = safeLink(banner?.url);
  const onBanner = () => {
    if (lottery) {
      // Opened on request: it has been seen, and will not pop up by itself later in the session.
      setSessionFlag(LOTTERY_SEEN_KEY);
      setShown(lottery);
    }
    else if (target?.kind === 'site') navigate(target.path);
    else if (target?.kind === 'web') window.location.assign(target.href);
    else ui.toast(NOT_STARTED);
  };

  return (
    <>
      {banner && !bannerClosed && (
        <div className="bottom-banner" role="region" aria-label="抽奖活动">
          <button type="button" className="bottom-banner__open" onClick={onBanner} aria-label={banner.title || '抽奖活动'}>
            {/* Fixed to the bottom of the viewport, so always on screen: loaded at once, not lazily; first, unless the
                page has a picture of its own. */}
            <FallbackImage src={banner.image} alt={banner.title || '抽奖活动'} width={1000} height={80} priority={!afterPagePicture} deferred={afterPagePicture} />
          </button>
          <button
            type="button"
            className="bottom-banner__close"
            aria-label="关闭底部广告"
            onClick={() => {
              setSessionFlag(BOTTOM_BANNER_CLOSED_KEY);
              setBannerClosed(true);
            }}
          >
            ×
          </button>
        </div>
      )}
      {banner && !bannerClosed && <div className="bottom-banner-spacer" aria-hidden="true" />}
      {shown && (
        <Suspense fallback={null}>
          <LotteryPopup lottery={shown} onClosed={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
});
