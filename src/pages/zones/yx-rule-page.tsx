import { FreeShippingRule } from '@/features/catalogue/zone/free-shipping-rule';

export default function YxRulePage() {
  return <FreeShippingRule />;
}
