import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Becomes true once the element is displayed and within `margin` of the viewport (at once where IntersectionObserver
 * is missing), and stays true: work for what nobody sees yet (a closed popover, a floor below the first screen) waits
 * until it is about to be seen.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

interface NearViewProps {
  /** Drawn until the block comes near the viewport: it must take the block's size, so nothing moves when it swaps. */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far outside the viewport the block starts to render (half a screen ahead: a scrolling buyer never sees the swap). */
  margin?: string;
}

/**
 * Renders its children only once they come near the viewport. A long page (the home page's floors) then builds and
 * lays out its first screen alone on load, which on a phone is most of the first render's main-thread time; the rest
 * renders a screen before the buyer scrolls to it.
 */
export function NearView({ placeholder, children, margin = '50% 0px' }: NearViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box, margin);
  return near ? <>{children}</> : <div ref={box}>{placeholder}</div>;
}
