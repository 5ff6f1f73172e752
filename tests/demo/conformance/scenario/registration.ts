/**
 * Getting in and out: SMS codes, login by SMS, the three-step registration (the last step multipart), the multi-store
 * registration, registration by WeChat QR, forgotten password, and logout (after which member operations answer 401).
 */
import type { Obj } from '@tests/contract/load-contract';
import { pngFile } from '@tests/demo/support/demo-client';
import { expectOk, expectStatus, login, type Scenario } from './context';

export const DEMO_SMS_CODE = '123456';

export async function registrationFlows(s: Scenario): Promise<void> {
  const minute = 61_000;

  // Single-store registration.
  const r = s.client('registrant');
  const phone = '13912340001';
  expectOk(s, await r.call('checkPhoneRegistered', { path: { phone } }), 'new phone is free');
  expectOk(s, await r.call('listRegions'), 'the provinces, for a visitor');
  expectOk(s, await r.call('listRegions', { query: { parent: '130000' } }), 'the cities of 河北省');
  expectOk(s, await r.call('listRegions', { query: { parent: '130100' } }), 'the districts of 石家庄市');
  expectStatus(s, await r.call('listRegions', { query: { parent: '999999' } }), 404, 'the children of an unknown division');
  expectOk(s, await r.call('listRegisterBusinessScope'), 'the 经营范围 items registration offers, for a visitor');
  expectOk(s, await r.call('sendSmsCode', { body: { phone, scene: 'register' } }), 'SMS code for registration');
  expectStatus(s, await r.call('sendSmsCode', { body: { phone, scene: 'register' } }), 400, 'a second SMS code within 60 s');
  expectStatus(s, await r.call('registerStep1', { body: { phone, code: DEMO_SMS_CODE, password: 'Kn2026pharm', password_confirmation: 'Kn2026other' } }), 422, 'registration with passwords that differ');
  const step1 = await r.call('registerStep1', { body: { phone, code: DEMO_SMS_CODE, password: 'Kn2026pharm', password_confirmation: 'Kn2026pharm' } });
  expectOk(s, step1, 'register step 1');
  const token = (step1.data as Obj | null)?.token as string | undefined;
  if (token) {
    const step2 = await r.call('registerStep2', {
      body: { token, company: '石家庄康宁测试大药房有限公司', company_type: 'pharmacy', name: '张敏', province: '河北省', city: '石家庄市', district: '长安区', address: '中山东路 88 号', business_scope: ['中成药', '化学药制剂'] },
    });
    expectOk(s, step2, 'register step 2');
    const step3 = await r.call('registerStep3', {
      multipart: { token, business_license: pngFile('营业执照.png'), drug_trade_license: pngFile('药品经营许可证.png'), purchase_authorization: pngFile('采购委托书.png') },
    });
    expectOk(s, step3, 'register step 3 (multipart)');
  }
  expectStatus(s, await r.call('registerStep2', { body: { token: 'rg_unknown00000000', company: '某药房', company_type: 'pharmacy', name: '张敏', province: '河北省', city: '石家庄市', district: '长安区', address: '中山东路 1 号', business_scope: ['中成药'] } }), 400, 'register step 2 with an unknown token');

  // Multi-store registration.
  const d = s.client('chain-registrant');
  const ddPhone = '13912340002';
  expectOk(s, await d.call('sendSmsCode', { body: { phone: ddPhone, scene: 'register' } }), 'SMS code for a chain registration');
  const dd1 = await d.call('registerMultiStoreStep1', { body: { phone: ddPhone, code: DEMO_SMS_CODE, password: 'Kn2026pharm', password_confirmation: 'Kn2026pharm', company: '河北康宁测试医药连锁有限公司', name: '张敏' } });
  expectOk(s, dd1, 'chain registration step 1');
  const ddToken = (dd1.data as Obj | null)?.token as string | undefined;
  if (ddToken) {
    const dd2 = await d.call('registerMultiStoreStep2', { body: { ...(bodyExampleStores()), token: ddToken } });
    expectOk(s, dd2, 'chain registration step 2');
    expectOk(s, await d.call('registerMultiStoreStep3', { body: { token: ddToken, agree: 1 } }), 'chain registration step 3');
  }

  // Registration by WeChat: the QR is scanned and confirmed after a few seconds.
  const w = s.client('wechat-registrant');
  const qr = await w.call('getRegisterWechatQr');
  const scene = (qr.data as Obj | null)?.scene as string | undefined;
  if (scene) {
    s.demo.advance(7_000);
    const status = await w.call('getRegisterWechatStatus', { query: { scene } });
    expectOk(s, status, 'wechat QR status after confirmation');
    const wxPhone = '13912340003';
    expectOk(s, await w.call('sendSmsCode', { body: { phone: wxPhone, scene: 'register' } }), 'SMS code for a WeChat registration');
    expectOk(s, await w.call('registerByWechat', { body: { scene, phone: wxPhone, code: DEMO_SMS_CODE } }), 'register by WeChat');
  }

  // Login by SMS with a seeded account's phone.
  const smsUser = s.accounts.pharmacy;
  const sms = s.client('sms-login');
  s.demo.advance(minute);
  expectOk(s, await sms.call('sendSmsCode', { body: { phone: smsUser.phone, scene: 'login' } }), 'SMS code for login');
  expectStatus(s, await sms.call('loginBySms', { body: { phone: smsUser.phone, code: '000000' } }), 400, 'SMS login with a wrong code');
  expectOk(s, await sms.call('loginBySms', { body: { phone: smsUser.phone, code: DEMO_SMS_CODE } }), 'SMS login');

  // Forgotten password, on the expired-qualification account (not used for buying afterwards).
  const forgetAccount = s.accounts.expired ?? s.accounts.pharmacy;
  const f = s.client('forget');
  s.demo.advance(minute);
  expectOk(s, await f.call('sendSmsCode', { body: { phone: forgetAccount.phone, scene: 'forget' } }), 'SMS code for a forgotten password');
  const f1 = await f.call('forgetPasswordStep1', { body: { phone: forgetAccount.phone, code: DEMO_SMS_CODE } });
  expectOk(s, f1, 'forgot password step 1');
  const fToken = (f1.data as Obj | null)?.token as string | undefined;
  if (fToken) {
    expectOk(s, await f.call('forgetPasswordStep2', { body: { token: fToken, password: 'Kn2027safe', password_confirmation: 'Kn2027safe' } }), 'forgot password step 2');
    expectOk(s, await s.client('forget-login').call('loginByPassword', { body: { username: forgetAccount.username, password: 'Kn2027safe' } }), 'login with the reset password');
  }
  expectStatus(s, await f.call('loginByPassword', { body: { username: 'nobody-here', password: 'Kn2026pharm' } }), 400, 'login with an unknown username');
  expectStatus(s, await f.call('loginByPassword', { body: { username: '', password: '' }, malformed: true }), 422, 'login with empty fields');
}

function bodyExampleStores(): Obj {
  return {
    stores: [
      { name: '康宁测试大药房中山东路店', contact: '张敏', phone: '13912345678', province: '河北省', city: '石家庄市', district: '长安区', address: '中山东路 88 号' },
      { name: '康宁测试大药房裕华路店', contact: '李娜', phone: '0311-86012345', province: '河北省', city: '石家庄市', district: '裕华区', address: '裕华东路 136 号' },
    ],
  };
}

/** Logout ends the session: member operations answer 401 afterwards. */
export async function logoutFlow(s: Scenario): Promise<void> {
  const c = s.client('logout');
  await login(s, c, s.accounts.pharmacy);
  expectOk(s, await c.call('getCartTotal'), 'cart total before logout');
  expectOk(s, await c.call('logoutUser'), 'logout');
  expectStatus(s, await c.call('getCartTotal'), 401, 'cart total after logout');
  expectStatus(s, await c.call('logoutUser'), 401, 'logout twice');
}
