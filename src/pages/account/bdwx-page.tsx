import { WechatBinding } from '@/features/wechat-binding/wechat-binding';

/** /bdwx (绑定微信), drawn in the member centre; it reads the user itself. */
export default function BdwxPage() {
  return <WechatBinding />;
}
