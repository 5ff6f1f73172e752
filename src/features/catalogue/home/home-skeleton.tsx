import { Skeleton } from '@/components/skeleton/skeleton';

/**
 * A grey box of a block's final size, so the home page does not move while its blocks load. A block whose call failed
 * keeps the box, no longer marked busy (the page says once, at the top, what failed).
 */
export function BlockSkeleton({ height, label = '加载中', failed = false }: { height: number; label?: string; failed?: boolean }) {
  return <Skeleton className="home-skeleton" style={{ height }} label={label} busy={!failed} />;
}
