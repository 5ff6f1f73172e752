/**
 * Getting in and out: SMS codes, login by SMS, the three-step registration (the last step multipart), the multi-store
 * registration, registration by WeChat QR, forgotten password, and logout (after which member operations answer 401).
 * The SMS steps need a code the server accepts (`smsCode`); the WeChat confirmation needs the server's clock.
 */
import { pngFile } from '../client';
import type { Obj } from '../contract';
import type { KitClient } from '../client';
import { expectOk, expectStatus, login, runPhone, type Credentials, type Scenario } from './context';

const SMS_STEPS = ['sendSmsCode', 'loginBySms', 'registerStep1', 'registerStep2', 'registerStep3', 'registerMultiStoreStep1', 'registerMultiStoreStep2', 'registerMultiStoreStep3', 'registerByWechat', 'forgetPasswordStep1', 'forgetPasswordStep2'];

/** The longest resend wait (Retry-After) the kit sits out before asking a server for a code again. */
const LONGEST_RESEND_WAIT_S = 120;

/**
 * Asks for an SMS code. When the server asks to wait first (429 with Retry-After: the phone had a code within its
 * resend wait) and the run cannot move the server's clock, the kit waits as a client would, once.
 */
async function sendCode(s: Scenario, client: KitClient, phone: string, scene: string): Promise<void> {
  const send = () => client.call('sendSmsCode', { body: { phone, scene } });
  const first = await send();
  const wait = Number(first.headers.get('retry-after'));
  if (first.status !== 429 || s.target.advance || !(wait > 0 && wait <= LONGEST_RESEND_WAIT_S)) return;
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  await send();
}

/** A phone this run may register: free according to the server. */
async function freePhone(s: Scenario, serial: number): Promise<string> {
  const c = s.client('phone-check');
  for (let i = 0; i < 5; i += 1) {
    const phone = runPhone(s, serial * 10 + i);
    const r = await c.call('checkPhoneRegistered', { path: { phone } });
    if (r.ok && (r.data as Obj | null)?.registered === 0) return phone;
  }
  return runPhone(s, serial * 10 + 9);
}

export async function registrationFlows(s: Scenario): Promise<void> {
  const code = s.target.smsCode;
  if (!code) {
    for (const id of SMS_STEPS) s.log.skip(id, 'needs an SMS code the server accepts (--sms-code)');
    return;
  }
  const minute = 61_000;
  const tag = String(Math.abs(s.target.seed) % 100000).padStart(5, '0');

  // Single-store registration.
  const r = s.client('registrant');
  const phone = await freePhone(s, 1);
  expectOk(s, await r.call('sendSmsCode', { body: { phone, scene: 'register' } }), 'SMS code for registration');
  expectStatus(s, await r.call('sendSmsCode', { body: { phone, scene: 'register' } }), [400, 429], 'a second SMS code within 60 s');
  expectStatus(s, await r.call('registerStep1', { body: { phone, code, password: 'Kn2026pharm', password_confirmation: 'Kn2026other' } }), 422, 'registration with passwords that differ');
  const step1 = await r.call('registerStep1', { body: { phone, code, password: 'Kn2026pharm', password_confirmation: 'Kn2026pharm' } });
  expectOk(s, step1, 'register step 1');
  const token = (step1.data as Obj | null)?.token as string | undefined;
  if (token) {
    const step2 = await r.call('registerStep2', {
      body: { token, company: `石家庄康宁测试大药房${tag}有限公司`, company_type: 'pharmacy', name: '张敏', province: '河北省', city: '石家庄市', district: '长安区', address: '中山东路 88 号', business_scope: ['中成药', '化学药制剂'] },
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
  const ddPhone = await freePhone(s, 2);
  expectOk(s, await d.call('sendSmsCode', { body: { phone: ddPhone, scene: 'register' } }), 'SMS code for a chain registration');
  const dd1 = await d.call('registerMultiStoreStep1', { body: { phone: ddPhone, code, password: 'Kn2026pharm', password_confirmation: 'Kn2026pharm', company: `河北康宁测试医药连锁${tag}有限公司`, name: '张敏' } });
  expectOk(s, dd1, 'chain registration step 1');
  const ddToken = (dd1.data as Obj | null)?.token as string | undefined;
  if (ddToken) {
    const stores = [
      { name: `康宁测试${tag}中山东路店`, contact: '张敏', phone: '13912345678', province: '河北省', city: '石家庄市', district: '长安区', address: '中山东路 88 号' },
      { name: `康宁测试${tag}裕华路店`, contact: '李娜', phone: '0311-86012345', province: '河北省', city: '石家庄市', district: '裕华区', address: '裕华东路 136 号' },
    ];
    expectOk(s, await d.call('registerMultiStoreStep2', { body: { stores, token: ddToken } }), 'chain registration step 2');
    expectOk(s, await d.call('registerMultiStoreStep3', { body: { token: ddToken, agree: 1 } }), 'chain registration step 3');
  }

  // Registration by WeChat: the QR is scanned and confirmed after a few seconds of the server's clock.
  const w = s.client('wechat-registrant');
  const qr = await w.call('getRegisterWechatQr');
  const scene = (qr.data as Obj | null)?.scene as string | undefined;
  const wxPhone = await freePhone(s, 3);
  if (scene && s.target.advance) {
    s.target.advance(7_000);
    expectOk(s, await w.call('getRegisterWechatStatus', { query: { scene } }), 'wechat QR status after confirmation');
    expectOk(s, await w.call('sendSmsCode', { body: { phone: wxPhone, scene: 'register' } }), 'SMS code for a WeChat registration');
    expectOk(s, await w.call('registerByWechat', { body: { scene, phone: wxPhone, code } }), 'register by WeChat');
  } else if (scene) {
    // Nobody scans the QR against a real server: registering answers that the scan is not confirmed.
    expectStatus(s, await w.call('registerByWechat', { body: { scene, phone: wxPhone, code } }), 400, 'register by WeChat before the scan is confirmed');
  }

  // Login by SMS on the buyer's phone, a forgotten password on the spare account's (its password is reset to
  // itself): two phones, so the server's resend wait between two codes for one phone does not get in the way.
  const spare = s.target.accounts.spare ?? s.target.accounts.buyer;
  const phoneOf = async (name: string, account: Credentials) => {
    const c = s.client(name);
    await login(s, c, account);
    return (await c.call('getUserBase')).data?.phone as string | undefined;
  };
  const buyerPhone = await phoneOf('sms-who', s.target.accounts.buyer);
  const sparePhone = spare === s.target.accounts.buyer ? buyerPhone : await phoneOf('spare-who', spare);
  if (buyerPhone) {
    const sms = s.client('sms-login');
    s.target.advance?.(minute);
    await sendCode(s, sms, buyerPhone, 'login');
    expectStatus(s, await sms.call('loginBySms', { body: { phone: buyerPhone, code: code === '000000' ? '111111' : '000000' } }), 400, 'SMS login with a wrong code');
    expectOk(s, await sms.call('loginBySms', { body: { phone: buyerPhone, code } }), 'SMS login');
  } else s.log.skip('loginBySms', 'the buyer account answers no phone');
  if (!sparePhone) {
    for (const id of ['forgetPasswordStep1', 'forgetPasswordStep2']) s.log.skip(id, 'the account answers no phone');
    return;
  }

  const f = s.client('forget');
  s.target.advance?.(minute);
  await sendCode(s, f, sparePhone, 'forget');
  const f1 = await f.call('forgetPasswordStep1', { body: { phone: sparePhone, code } });
  expectOk(s, f1, 'forgot password step 1');
  const fToken = (f1.data as Obj | null)?.token as string | undefined;
  if (fToken) {
    expectOk(s, await f.call('forgetPasswordStep2', { body: { token: fToken, password: spare.password, password_confirmation: spare.password } }), 'forgot password step 2');
    expectOk(s, await s.client('forget-login').call('loginByPassword', { body: { username: spare.username, password: spare.password } }), 'login with the reset password');
  } else {
    await f.call('forgetPasswordStep2', { body: { token: 'fp_unknown00000000', password: 'Kn2027safe', password_confirmation: 'Kn2027safe' }, label: 'reset with an unknown token' });
  }
  expectStatus(s, await f.call('loginByPassword', { body: { username: `nobody-${tag}`, password: 'Kn2026pharm' } }), 400, 'login with an unknown username');
  expectStatus(s, await f.call('loginByPassword', { body: { username: '', password: '' }, malformed: true }), 422, 'login with empty fields');
}

/** Logout ends the session: member operations answer 401 afterwards. */
export async function logoutFlow(s: Scenario): Promise<void> {
  const c = s.client('logout');
  await login(s, c, s.target.accounts.buyer);
  expectOk(s, await c.call('getCartTotal'), 'cart total before logout');
  expectOk(s, await c.call('logoutUser'), 'logout');
  expectStatus(s, await c.call('getCartTotal'), 401, 'cart total after logout');
  expectStatus(s, await c.call('logoutUser'), 401, 'logout twice');
}
