import type { ReactNode } from 'react';
import { useScrolledPast } from '@/components/use-scrolled-past';
import { CartButton } from './cart-button';
import { Logo } from './logo';

/** The compact search header appears after 205 px of scrolling. */
const STICKY_AFTER_PX = 205;

interface Props {
  /** Renders the compact search box; called only while the bar is shown. */
  renderSearch: () => ReactNode;
}

export function StickyHeader({ renderSearch }: Props) {
  const shown = useScrolledPast(STICKY_AFTER_PX);
  if (!shown) return null;
  return (
    <div className="sticky-header" data-testid="sticky-header">
      <div className="ui container sticky-header__inner">
        <Logo small />
        {renderSearch()}
        <CartButton compact />
      </div>
    </div>
  );
}
