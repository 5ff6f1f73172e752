import { describe, expect, it } from 'vitest';
import { Browser, demo, hasChinese, topAccounts } from './client';

const CODE = '123456';
const NEW_PHONE = '13766550011';
const PASSWORD = 'Kn2026pharm';

describe('demo API: SMS codes', () => {
  it('sends a code at most once a minute per mobile, with a Chinese refusal in between', () => {
    const { api, clock } = demo();
    const b = new Browser(api);
    const first = b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'register' } });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ resend_after: 60, expires_in: 300 });
    expect(first.msg).toContain('137****0011');
    clock.advance(30_000);
    const again = b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'register' } });
    expect(again.status).toBe(429);
    expect(again.code).toBe(429);
    expect(again.msg).toMatch(/发送过于频繁，请 30 秒后再试/);
    clock.advance(30_000);
    expect(b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'register' } }).status).toBe(200);
  });

  it('refuses a scene that does not fit the mobile', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api);
    expect(b.call('sendSmsCode', { body: { phone: a!.phone, scene: 'register' } }).code).toBe(40055);
    expect(b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'login' } }).code).toBe(40056);
    expect(b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'forget' } }).code).toBe(40056);
    expect(b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'bind' } }).status).toBe(401);
    const bad = b.call('sendSmsCode', { body: { phone: '12345', scene: 'login' } });
    expect(bad.status).toBe(422);
    expect(bad.errors?.phone?.every(hasChinese)).toBe(true);
  });

  it('logs in by SMS only with the code that was sent, once, before it expires', () => {
    const { api, clock } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api);
    expect(b.call('loginBySms', { body: { phone: a!.phone, code: CODE } }).code).toBe(40053); // never sent
    b.call('sendSmsCode', { body: { phone: a!.phone, scene: 'login' } });
    expect(b.call('loginBySms', { body: { phone: a!.phone, code: '654321' } }).code).toBe(40053);
    const ok = b.call('loginBySms', { body: { phone: a!.phone, code: CODE } });
    expect(ok.status).toBe(200);
    expect(ok.data.username).toBe(a!.username);
    expect(b.cookie).not.toBeNull();
    expect(new Browser(api).call('loginBySms', { body: { phone: a!.phone, code: CODE } }).code).toBe(40053); // used
    clock.advance(61_000);
    b.call('sendSmsCode', { body: { phone: a!.phone, scene: 'login' } });
    clock.advance(301_000);
    expect(new Browser(api).call('loginBySms', { body: { phone: a!.phone, code: CODE } }).code).toBe(40053); // expired
    expect(new Browser(api).call('loginBySms', { body: { phone: NEW_PHONE, code: CODE } }).code).toBe(40056);
  });
});

describe('demo API: registration', () => {
  function step1(b: Browser, phone = NEW_PHONE) {
    b.call('sendSmsCode', { body: { phone, scene: 'register' } });
    return b.call('registerStep1', { body: { phone, code: CODE, password: PASSWORD, password_confirmation: PASSWORD } });
  }
  const company = {
    company: '石家庄新华大药房有限公司',
    company_type: 'pharmacy',
    name: '孙丽',
    province: '河北省',
    city: '石家庄市',
    district: '新华区',
    address: '中华北大街 12 号',
    business_scope: ['中成药', '化学药制剂', '抗生素制剂'],
  };
  const files = { business_license: '营业执照.jpg', drug_trade_license: '药品经营许可证.jpg', purchase_authorization: '采购委托书.pdf' };

  it('creates a real account in three steps that logs in at once and waits for review (is_passed 0)', () => {
    const { api } = demo();
    const b = new Browser(api);
    expect(b.call('checkPhoneRegistered', { path: { phone: NEW_PHONE } }).data).toEqual({ registered: 0 });
    b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'register' } });
    const mismatch = b.call('registerStep1', {
      body: { phone: NEW_PHONE, code: CODE, password: PASSWORD, password_confirmation: `${PASSWORD}0` },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.errors).toEqual({ password_confirmation: ['两次输入的密码不一致'] });
    const weak = b.call('registerStep1', { body: { phone: NEW_PHONE, code: CODE, password: 'short', password_confirmation: 'short' } });
    expect(weak.status).toBe(422);
    expect(weak.errors?.password?.every(hasChinese)).toBe(true);

    const s1 = b.call('registerStep1', { body: { phone: NEW_PHONE, code: CODE, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(s1.status).toBe(200);
    expect(s1.data).toMatchObject({ next_step: 2, expires_in: 1800 });
    const token = String(s1.data.token);
    expect(b.call('registerStep3', { body: { token, ...files } }).code).toBe(40057); // step 2 first
    const s2 = b.call('registerStep2', { body: { token, ...company } });
    expect(s2.data).toMatchObject({ token, next_step: 3 });
    const noLicence = b.call('registerStep3', { body: { token, business_license: 'a.jpg', purchase_authorization: 'b.pdf' } });
    expect(noLicence.status).toBe(422);
    expect(noLicence.errors).toEqual({ drug_trade_license: ['请上传药品经营许可证'] });
    const s3 = b.call('registerStep3', { body: { token, ...files } });
    expect(s3.status).toBe(201);
    expect(s3.code).toBe(201);
    expect(s3.data).toMatchObject({ status: 'pending' });
    const username = String(s3.data.username);
    expect(b.call('registerStep3', { body: { token, ...files } }).code).toBe(40057); // token spent

    expect(b.call('checkPhoneRegistered', { path: { phone: NEW_PHONE } }).data).toEqual({ registered: 1 });
    const login = b.login(username, PASSWORD);
    expect(login.status).toBe(200);
    expect(login.data).toEqual({ username, company: company.company, is_passed: 0 });
    expect(login.msg).toContain('审核');
    expect(new Browser(api).login(NEW_PHONE, PASSWORD).data.username).toBe(username);
    const base = b.call('getUserBase').data;
    expect(base).toMatchObject({ show: 1, is_passed: 0, company: company.company, name: '孙丽' });
    const docs = b.call<Array<{ status: string; type: string }>>('listQualifications').data;
    expect(docs.map((d) => d.type).sort()).toEqual(['business_license', 'drug_trade_license', 'purchase_authorization']);
    expect(docs.every((d) => d.status === 'pending')).toBe(true);
    const scope = b.call<{ allowed: Array<{ name: string }> }>('getBusinessScope').data;
    expect(scope.allowed.map((c) => c.name)).toEqual(expect.arrayContaining(['中成药', '化学药制剂', '抗生素']));
    expect(b.call<unknown[]>('listAddresses').data).toHaveLength(1);
    expect(b.call<{ count: number }>('getUnreadMessageCount').data.count).toBe(1);
  });

  it('refuses a taken mobile or company and an expired registration token', () => {
    const { api, clock } = demo();
    const [a] = topAccounts(api);
    const b = new Browser(api);
    b.call('sendSmsCode', { body: { phone: a!.phone, scene: 'login' } });
    const taken = b.call('registerStep1', { body: { phone: a!.phone, code: CODE, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(taken.code).toBe(40055);
    const token = String(step1(b).data.token);
    expect(b.call('registerStep2', { body: { token, ...company, company: a!.company } }).code).toBe(40073);
    clock.advance(1801_000);
    const late = b.call('registerStep2', { body: { token, ...company } });
    expect(late.code).toBe(40057);
    expect(late.msg).toBe('注册信息已过期，请重新开始注册');
  });

  it('asks clinics for the medical institution licence instead of the drug trade licence', () => {
    const { api } = demo();
    const b = new Browser(api);
    const token = String(step1(b).data.token);
    b.call('registerStep2', { body: { token, ...company, company: '新华社区诊所', company_type: 'clinic' } });
    const r = b.call('registerStep3', { body: { token, ...files } });
    expect(r.errors).toEqual({ medical_institution_license: ['请上传医疗机构执业许可证'] });
    expect(b.call('registerStep3', { body: { token, ...files, medical_institution_license: '许可证.jpg' } }).status).toBe(201);
  });

  it('registers through WeChat: the scan is confirmed after 6 s, the account has no password until /forget sets one', () => {
    const { api, clock } = demo();
    const b = new Browser(api);
    const qr = b.call('getRegisterWechatQr').data;
    expect(qr).toMatchObject({ expires_in: 300 });
    const scene = String(qr.scene);
    const status = () => b.call('getRegisterWechatStatus', { query: { scene } }).data;
    expect(status()).toMatchObject({ status: 'waiting', token: null });
    b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'register' } });
    expect(b.call('registerByWechat', { body: { scene, phone: NEW_PHONE, code: CODE } }).code).toBe(40072);
    clock.advance(3_000);
    expect(status()).toMatchObject({ status: 'scanned', token: null });
    clock.advance(3_000);
    const confirmed = status();
    expect(confirmed.status).toBe('confirmed');
    expect(b.call('getRegisterWechatStatus', { query: { scene: 'reg_nope' } }).status).toBe(404);
    const bound = b.call('registerByWechat', { body: { scene, phone: NEW_PHONE, code: CODE } });
    expect(bound.data).toMatchObject({ token: confirmed.token, next_step: 2 });
    const token = String(bound.data.token);
    b.call('registerStep2', { body: { token, ...company } });
    const done = b.call('registerStep3', { body: { token, ...files } });
    const username = String(done.data.username);
    expect(b.login(username, PASSWORD).code).toBe(40051); // no password yet

    clock.advance(61_000);
    b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'forget' } });
    const reset = b.call('forgetPasswordStep1', { body: { phone: NEW_PHONE, code: CODE } }).data;
    b.call('forgetPasswordStep2', { body: { token: reset.token, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(b.login(username, PASSWORD).status).toBe(200);
    expect(b.call('getUserBase').data.wechat).toBeTruthy();

    const stale = new Browser(api).call('getRegisterWechatQr').data;
    clock.advance(301_000);
    expect(b.call('getRegisterWechatStatus', { query: { scene: stale.scene } }).data.status).toBe('expired');
  });

  it('registers a chain with its stores; the stores wait for review and cannot be switched to yet', () => {
    const { api } = demo();
    const b = new Browser(api);
    b.call('sendSmsCode', { body: { phone: NEW_PHONE, scene: 'register' } });
    const s1 = b.call('registerMultiStoreStep1', {
      body: { phone: NEW_PHONE, code: CODE, password: PASSWORD, password_confirmation: PASSWORD, company: '河北新华医药连锁有限公司', name: '孙丽' },
    });
    const token = String(s1.data.token);
    const store = (name: string, phone: string) => ({ name, contact: '孙丽', phone, province: '河北省', city: '石家庄市', district: '新华区', address: '中华北大街 12 号' });
    const badPhone = b.call('registerMultiStoreStep2', { body: { token, stores: [store('新华一店', '13912345678'), store('新华二店', '12345')] } });
    expect(badPhone.status).toBe(422);
    expect(Object.keys(badPhone.errors ?? {})).toEqual(['stores.1.phone']);
    const s2 = b.call('registerMultiStoreStep2', { body: { token, stores: [store('新华一店', '13912345678'), store('新华二店', '0311-86012345')] } });
    expect(s2.msg).toBe('已保存 2 家门店');
    expect(b.call('registerMultiStoreStep3', { body: { token, agree: 0 } }).status).toBe(422);
    const s3 = b.call('registerMultiStoreStep3', { body: { token, agree: 1 } });
    expect(s3.status).toBe(201);
    expect(s3.data).toMatchObject({ status: 'pending', store_count: 2 });
    b.login(String(s3.data.username), PASSWORD);
    const stores = b.call<Array<{ id: number; name: string; is_passed: number }>>('listStores').data;
    expect(stores.map((s) => s.name).sort()).toEqual(['新华一店', '新华二店']);
    expect(stores.every((s) => s.is_passed === 0)).toBe(true);
    const sw = b.call('switchStore', { path: { id: stores[1]!.id } });
    expect(sw.code).toBe(40067);
  });
});

describe('demo API: password recovery', () => {
  it('resets the password with a verified mobile; the reset token works once', () => {
    const { api } = demo();
    const [a] = topAccounts(api);
    const old = a!.password;
    const b = new Browser(api);
    b.call('sendSmsCode', { body: { phone: a!.phone, scene: 'forget' } });
    expect(b.call('forgetPasswordStep1', { body: { phone: a!.phone, code: '000000' } }).code).toBe(40053);
    const s1 = b.call('forgetPasswordStep1', { body: { phone: a!.phone, code: CODE } });
    expect(s1.data).toMatchObject({ expires_in: 900 });
    const token = s1.data.token;
    const mismatch = b.call('forgetPasswordStep2', { body: { token, password: 'Kn2027safe', password_confirmation: 'Kn2027saf' } });
    expect(mismatch.errors).toEqual({ password_confirmation: ['两次输入的密码不一致'] });
    expect(b.call('forgetPasswordStep2', { body: { token, password: 'Kn2027safe', password_confirmation: 'Kn2027safe' } }).status).toBe(200);
    expect(b.call('forgetPasswordStep2', { body: { token, password: 'Kn2028safe', password_confirmation: 'Kn2028safe' } }).code).toBe(40060);
    expect(b.login(a!.username, old).code).toBe(40051);
    expect(b.login(a!.username, 'Kn2027safe').status).toBe(200);
  });
});
