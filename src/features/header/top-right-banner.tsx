import { useGetSiteAds } from '@generated/endpoints/focus/focus';
import { FallbackImage } from '@/components/image/fallback-image';
import { SiteLink } from '@/features/site-link';

const TOP_RIGHT_SIZE = { width: 190, height: 64 } as const;

/** The header's top-right ad (GET /api/focus/common); a failure or an empty slot shows nothing (no message). */
export function TopRightBanner() {
  const ads = useGetSiteAds({ request: { silent: true }, query: { staleTime: 5 * 60_000 } });
  const banner = ads.data?.data?.top_right;
  if (!banner) return <div className="top-right-banner" aria-hidden="true" />;
  const title = banner.title || '广告';
  return (
    <div className="top-right-banner">
      <SiteLink url={banner.url} aria-label={title}>
        {/* Lazy, though above the fold at a desk: a phone hides this box (phone.css), and a hidden lazy image is never
            fetched, so it does not take one of a phone's six connections from the page's largest picture. */}
        <FallbackImage src={banner.image} alt={title} {...TOP_RIGHT_SIZE} />
      </SiteLink>
    </div>
  );
}
