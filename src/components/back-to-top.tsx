import type { ReactNode } from 'react';

/** Scrolls to the top and moves focus to the main content, so keyboard users land where they look. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  const main = document.getElementById('main');
  if (main) main.focus({ preventScroll: true });
}

interface Props {
  className?: string;
  children?: ReactNode;
}

export function BackToTopButton({ className, children = '返回顶部' }: Props) {
  return (
    <button type="button" className={className} onClick={scrollToTop} aria-label="返回顶部">
      {children}
    </button>
  );
}
