import { useEffect, useState } from 'react';
import type { Banner } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { SiteLink } from '@/features/site-link';
import { Skeleton } from '@/components/skeleton/skeleton';

export const BANNER_SIZE = { width: 730, height: 340 } as const;
const ROTATE_MS = 5000;

/** The home banners: one at a time, turning every 5 s (paused under the pointer), with dots to choose. */
export function BannerCarousel({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const [i, setI] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = banners?.length ?? 0;
  useEffect(() => {
    if (n < 2 || paused) return;
    const t = setInterval(() => setI((x) => (x + 1) % n), ROTATE_MS);
    return () => clearInterval(t);
  }, [n, paused]);
  // While loading and when empty the box keeps the banner's size (on a phone, its aspect ratio), so nothing below moves.
  if (loading && !banners) return <Skeleton className="banner-carousel banner-carousel--empty home-skeleton" style={BANNER_SIZE} label="广告加载中" />;
  if (!banners || n === 0) return <div className="banner-carousel banner-carousel--empty" style={BANNER_SIZE} />;
  const current = banners[i % n];
  return (
    <div className="banner-carousel" style={BANNER_SIZE} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} aria-roledescription="轮播" aria-label="首页广告">
      {current && (
        <SiteLink url={current.url} className="banner-carousel__slide" aria-label={current.title ?? '广告'}>
          <FallbackImage src={current.image} alt={current.title ?? '广告'} width={BANNER_SIZE.width} height={BANNER_SIZE.height} priority />
        </SiteLink>
      )}
      {n > 1 && (
        <div className="banner-carousel__dots">
          {banners.map((b, k) => (
            <button key={b.id ?? k} type="button" aria-label={`第 ${k + 1} 张：${b.title ?? ''}`} aria-pressed={k === i % n} className={k === i % n ? 'is-active' : undefined} onClick={() => setI(k)} />
          ))}
        </div>
      )}
    </div>
  );
}
