import type { BuyBlock } from '@generated/models/buyBlock';
import { ApiFailure, refuse } from '../../core/respond';

/** Business code of a buy block in the cart calls (the contract's examples: 40021 scope, 40022 documents, 40023 控销). */
function blockCode(block: BuyBlock): number {
  if (!block) return 40001;
  switch (block.reason) {
    case 'out_of_scope':
      return 40021;
    case 'qualification_expired':
      return 40022;
    case 'controlled':
      return 40023;
    case 'not_passed':
      return 40026;
    case 'no_stock':
      return 40011;
    default:
      return 40001;
  }
}

/** A 400 with the block's reason, after `prefix：` (the goods' name) when given. */
export function refuseBlock(block: NonNullable<BuyBlock>, prefix = ''): ApiFailure {
  return refuse(prefix ? `${prefix}：${block.msg}` : block.msg, blockCode(block));
}
