import { CartView } from '@/features/cart/cart-view';

export default function CartPage() {
  return <CartView />;
}
