// WeChat binding's public entry: /bdwx, bind by a locally drawn QR code or unbind after confirming.
export { WechatBinding } from './wechat-binding';
