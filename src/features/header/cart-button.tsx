import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { CountBadge } from '@/components/badge/count-badge';
import { CartIcon } from '@/components/icons/icons';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';

/** 我的购物车 with the line count, capped at 99. */
export const CartButton = observer(function CartButton({ compact = false }: { compact?: boolean }) {
  const { cart } = useStores();
  return (
    <Link href={href('cart')} className={`cart-button${compact ? ' cart-button--compact' : ''}`}>
      <CartIcon />
      <span>我的购物车</span>
      <CountBadge count={cart.count} label="购物车商品" className="cart-button__badge" />
    </Link>
  );
});
