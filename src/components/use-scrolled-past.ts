import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `px` (the compact sticky header appears after 205 px). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Read again at the next frame, not now: reading scrollY right after React's first commit made the browser lay the
    // whole new page out inside this effect (a third of the boot's longest task on a phone); at the next frame the
    // browser has laid it out already.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
