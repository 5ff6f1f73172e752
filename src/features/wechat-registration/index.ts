// WeChat registration (/register/wechat): the scan, then the mobile; the company and documents are registration's.
export { WechatRegistration } from './wechat-registration';
