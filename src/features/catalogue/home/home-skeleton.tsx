/** A grey box of a block's final size, so the home page does not move while its blocks load. */
export function BlockSkeleton({ height, label = '加载中' }: { height: number; label?: string }) {
  return <div className="home-skeleton" style={{ height }} aria-busy="true" aria-label={label} />;
}
