import type { RegisterToken } from '@generated/models/registerToken';
import { qualificationTypeName } from '@/domain/qualifications';
import { validateContactPhone } from '@/domain/validation';
import type { PartialHandlers } from '../../core/engine';
import { notFound, refuse, reply, unauthorized } from '../../core/respond';
import { DEMO_TODAY, type AccountRecord, type AccountType, type QualificationRecord, type QualificationTypeCode } from '../../data/types';
import type { DemoDb } from '../../state';
import type { Ctx } from '../shared/buyer';
import { pushMessage } from '../shared/ledgers';
import { fileProblem, passwordsAgree, Problems, trim, uploaded } from './input';
import { createAccount, newAddress, pendingQualification, scopeCategoriesFor } from './registry';
import { keepUpload, submitForReview } from './review';
import {
  checkCode,
  consumeCode,
  DEMO_SMS_CODE,
  issueCode,
  maskPhone,
  resendWait,
  SMS_RESEND_SECONDS,
  SMS_VALID_SECONDS,
} from './sms';
import { accountArea, newToken, secondsLeft, type RegistrationRecord } from './state';
import { assertNotLocked, assertSmsAllowed, clearLoginFailures, recordSmsSent, recordWrongPassword } from './access-limits';
import { isRegionChain } from './region';
import { findLoginAccount, isPhoneRegistered, loginStoreOf } from './views';
import { QR_CONFIRMED_AFTER_MS, QR_SCANNED_AFTER_MS, QR_SECONDS, wechatQr } from './wechat';

/**
 * Session and sign-up (contract tag `auth`).
 *
 * Login: by login name or registered mobile. A chain head logs in buying for its first approved store (else its first
 * store), which the session's storeId records; POST /api/store/{id}/switch changes it. Accounts without a password
 * (stores of a chain, WeChat registrations before they set one through /forget) cannot log in with a password.
 * SMS codes: see sms.ts (the demo code is always 123456, asked for first). Registration creates a real account that
 * can log in at once and stays in review (is_passed 0).
 */
const REGISTER_TOKEN_SECONDS = 1800;
const RESET_TOKEN_SECONDS = 900;
const WECHAT_NICKNAMES = ['康宁药房', '仁和堂', '百姓大药房', '益丰健康', '同济诊所', '济民药店', '福康医药', '惠民药房'];

const notRegistered = () => refuse('该手机号尚未注册，请先注册', 40056);
const registerExpired = () => refuse('注册信息已过期，请重新开始注册', 40057);
const wrongCredentials = () => refuse('账号或密码错误', 40051);

function loginAs(ctx: Ctx, account: AccountRecord) {
  // A new login replaces whatever session the browser had.
  if (ctx.session) ctx.logout();
  const store = loginStoreOf(ctx.db.members, account);
  ctx.login(account.id, store.id);
  const data = { username: account.username, company: store.company, is_passed: store.isPassed };
  return reply(data, store.isPassed ? '登录成功' : '登录成功，您的资质正在审核中');
}

function companyTaken(ctx: Ctx, company: string): boolean {
  return ctx.db.members.accounts.some((a) => a.parentId === null && a.company === company);
}

function registration(ctx: Ctx, token: string, kinds: RegistrationRecord['kind'][], step: 2 | 3): RegistrationRecord {
  const rec = accountArea(ctx.db).registrations[token];
  if (!rec || !kinds.includes(rec.kind) || rec.expiresAt <= ctx.now.getTime()) throw registerExpired();
  if (rec.nextStep < step) throw refuse('请先完成上一步注册信息', 40057);
  return rec;
}

function tokenAnswer(ctx: Ctx, token: string, rec: RegistrationRecord): RegisterToken {
  return { token, next_step: rec.nextStep, expires_in: secondsLeft(rec.expiresAt, ctx.now) };
}

function newRegistration(ctx: Ctx, kind: RegistrationRecord['kind'], phone: string, password: string): RegistrationRecord {
  return {
    kind,
    phone,
    password,
    nextStep: 2,
    expiresAt: ctx.now.getTime() + REGISTER_TOKEN_SECONDS * 1000,
    wechatNickname: null,
    company: null,
    companyType: null,
    name: null,
    province: null,
    city: null,
    district: null,
    address: null,
    businessScope: [],
    stores: [],
  };
}

type SceneState = 'waiting' | 'scanned' | 'confirmed' | 'expired';

function sceneState(ctx: Ctx, scene: { createdAt: number; expiresAt: number; used: boolean }): SceneState {
  const now = ctx.now.getTime();
  if (scene.used) return 'confirmed';
  if (now >= scene.expiresAt) return 'expired';
  const elapsed = now - scene.createdAt;
  if (elapsed < QR_SCANNED_AFTER_MS) return 'waiting';
  return elapsed < QR_CONFIRMED_AFTER_MS ? 'scanned' : 'confirmed';
}

const ACCOUNT_TYPES: Record<NonNullable<RegistrationRecord['companyType']>, AccountType> = {
  pharmacy: 'pharmacy',
  chain: 'chain',
  clinic: 'clinic',
  hospital: 'clinic',
};

export const authHandlers: PartialHandlers<DemoDb> = {
  loginByPassword(ctx) {
    const f = ctx.body;
    const account = findLoginAccount(ctx.db.members, f.username);
    if (!account || !account.password) throw wrongCredentials();
    // A locked account answers 429 whatever the password; the 5th wrong one within 15 minutes locks it.
    assertNotLocked(ctx, account.id);
    if (account.password !== f.password) {
      recordWrongPassword(ctx, account.id);
      throw wrongCredentials();
    }
    clearLoginFailures(ctx, account.id);
    return loginAs(ctx, account);
  },

  loginBySms(ctx) {
    const f = ctx.body;
    const account = findLoginAccount(ctx.db.members, f.phone);
    if (!account) throw notRegistered();
    assertNotLocked(ctx, account.id);
    checkCode(ctx, f.phone, 'login', f.code);
    consumeCode(ctx, f.phone);
    clearLoginFailures(ctx, account.id);
    return loginAs(ctx, account);
  },

  sendSmsCode(ctx) {
    const f = ctx.body;
    const registered = isPhoneRegistered(ctx.db.members, f.phone);
    if (f.scene === 'bind') {
      if (!ctx.session) throw unauthorized();
      const owner = findLoginAccount(ctx.db.members, f.phone);
      if (owner && owner.id !== ctx.session.accountId) throw refuse('该手机号已被其他账号使用', 40055);
    } else if (f.scene === 'register' && registered) {
      throw refuse('该手机号已注册，请直接登录', 40055);
    } else if (f.scene !== 'register' && !registered) {
      throw notRegistered();
    }
    // Past the 60 s rule or 10 codes an hour for the mobile: 429 with Retry-After.
    assertSmsAllowed(ctx, f.phone, resendWait(ctx, f.phone));
    issueCode(ctx, f.phone, f.scene);
    recordSmsSent(ctx, f.phone);
    return reply(
      { resend_after: SMS_RESEND_SECONDS, expires_in: SMS_VALID_SECONDS },
      `验证码已发送至 ${maskPhone(f.phone)}（演示环境验证码：${DEMO_SMS_CODE}）`,
    );
  },

  logoutUser(ctx) {
    ctx.logout();
    return reply(null, '已安全退出');
  },

  checkPhoneRegistered(ctx) {
    return { registered: isPhoneRegistered(ctx.db.members, String(ctx.params.phone)) ? 1 : 0 };
  },

  registerStep1(ctx) {
    const f = ctx.body;
    const p = new Problems();
    passwordsAgree(p, f.password, f.password_confirmation);
    p.throwIfAny();
    if (isPhoneRegistered(ctx.db.members, f.phone)) throw refuse('该手机号已注册，请直接登录', 40055);
    checkCode(ctx, f.phone, 'register', f.code);
    consumeCode(ctx, f.phone);
    const token = newToken('rg_');
    const rec = newRegistration(ctx, 'single', f.phone, f.password);
    accountArea(ctx.db).registrations[token] = rec;
    return tokenAnswer(ctx, token, rec);
  },

  registerStep2(ctx) {
    const f = ctx.body;
    const scope = f.business_scope.map(trim).filter(Boolean);
    const p = new Problems();
    if (!trim(f.company)) p.add('company', '请输入单位名称');
    if (scope.length === 0) p.add('business_scope', '请至少选择一项经营范围');
    if (!trim(f.address)) p.add('address', '请输入详细地址');
    if (!isRegionChain(f.province, f.city, f.district)) p.add('district', '请选择所在地区（省、市、区县）');
    p.throwIfAny();
    const rec = registration(ctx, f.token, ['single', 'wechat'], 2);
    const company = trim(f.company);
    if (companyTaken(ctx, company)) throw refuse('该单位已注册，请联系客户经理找回账号', 40073);
    Object.assign(rec, {
      nextStep: 3,
      company,
      companyType: f.company_type,
      name: trim(f.name),
      province: f.province,
      city: f.city,
      district: f.district,
      address: trim(f.address),
      businessScope: scope,
    });
    return tokenAnswer(ctx, f.token, rec);
  },

  registerStep3(ctx) {
    const f = ctx.body;
    const token = trim(f.token);
    const rec = registration(ctx, token, ['single', 'wechat'], 3);
    const clinicLike = rec.companyType === 'clinic' || rec.companyType === 'hospital';
    const licence: QualificationTypeCode = clinicLike ? 'medical_institution_license' : 'drug_trade_license';
    const p = new Problems();
    p.add('business_license', fileProblem(uploaded(ctx, 'business_license'), '请上传营业执照'));
    p.add(licence, fileProblem(uploaded(ctx, licence), clinicLike ? '请上传医疗机构执业许可证' : '请上传药品经营许可证'));
    p.add('purchase_authorization', fileProblem(uploaded(ctx, 'purchase_authorization'), '请上传采购委托书'));
    const others = Array.isArray(f.others) ? f.others : f.others === undefined ? [] : [f.others];
    others.forEach((o, i) => p.add(`others.${i}`, fileProblem(o, '请上传文件')));
    // Each document's expiry (absent: does not expire); one already past is refused with the document named.
    const validUntil: Partial<Record<QualificationTypeCode, string>> = {};
    for (const type of ['business_license', licence, 'purchase_authorization'] as const) {
      const day = trim(f[`${type}_valid_until`]);
      if (!day) continue;
      if (day < DEMO_TODAY) p.add(`${type}_valid_until`, `${qualificationTypeName(type)}已过期，请上传在有效期内的证件`);
      validUntil[type] = day;
    }
    p.throwIfAny();
    if (isPhoneRegistered(ctx.db.members, rec.phone)) throw refuse('该手机号已注册，请直接登录', 40055);
    if (rec.company && companyTaken(ctx, rec.company)) throw refuse('该单位已注册，请联系客户经理找回账号', 40073);

    const db = ctx.db;
    const now = ctx.now.getTime();
    const account = createAccount(db, {
      phone: rec.phone,
      password: rec.password,
      name: rec.name ?? '',
      company: rec.company ?? '',
      type: ACCOUNT_TYPES[rec.companyType ?? 'pharmacy'],
      region: rec.province ?? '',
      scopeCategoryIds: scopeCategoriesFor(db, rec.businessScope),
      scopeText: rec.businessScope.join('、'),
      wechatBound: rec.kind === 'wechat' ? 1 : 0,
      demoNote: '演示中注册的账号（资质审核中）',
    });
    // Each document goes to the simulated back office (review.ts); its file is kept to be shown back to the account.
    const sent: Array<[QualificationRecord, unknown]> = [];
    for (const type of ['business_license', licence, 'purchase_authorization'] as const) {
      sent.push([pendingQualification(db, type, { validUntil: validUntil[type] ?? null }), uploaded(ctx, type)]);
    }
    for (let i = 0; i < others.length; i += 1) sent.push([pendingQualification(db, 'other'), ctx.files.filter((x) => x.field === 'others')[i]]);
    for (const [doc, file] of sent) {
      doc.image = keepUpload(db, account, doc.id, file) ?? doc.image;
      account.qualifications.push(doc);
      submitForReview(db, account, doc, now);
    }
    account.addresses.push(
      newAddress(
        db,
        {
          consignee: rec.name ?? '',
          phone: rec.phone,
          province: rec.province ?? '',
          city: rec.city ?? '',
          district: rec.district ?? '',
          detail: rec.address ?? '',
        },
        1,
      ),
    );
    if (rec.kind === 'wechat' && rec.wechatNickname) accountArea(db).wechatNicknames[String(account.id)] = rec.wechatNickname;
    pushMessage(
      db,
      account,
      {
        type: 4,
        title: '注册成功，资质审核中',
        content: `欢迎加入！您的登录账号为 ${account.username}（也可使用手机号登录）。平台将在 1 个工作日内完成资质审核，审核通过前可浏览商品，暂不能采购。`,
        url: '/zzzj',
      },
      now,
    );
    delete accountArea(db).registrations[token];
    return reply(
      {
        username: account.username,
        status: 'pending' as const,
        review_hint: `平台将在 1 个工作日内完成资质审核，结果将短信通知 ${maskPhone(rec.phone)}`,
      },
      '注册资料已提交',
    );
  },

  getRegisterWechatQr(ctx) {
    const scene = newToken('reg_', 4);
    const now = ctx.now.getTime();
    const nickname = WECHAT_NICKNAMES[Number.parseInt(scene.slice(4, 6), 16) % WECHAT_NICKNAMES.length]!;
    accountArea(ctx.db).wechatScenes[scene] = {
      kind: 'register',
      accountId: null,
      createdAt: now,
      expiresAt: now + QR_SECONDS * 1000,
      nickname,
      token: newToken('rg_wx_'),
      used: false,
    };
    return wechatQr(ctx.db, scene, now);
  },

  getRegisterWechatStatus(ctx) {
    const { scene } = ctx.query;
    const rec = accountArea(ctx.db).wechatScenes[scene];
    if (!rec || rec.kind !== 'register') throw notFound('二维码不存在，请刷新后重新扫码');
    const status = sceneState(ctx, rec);
    return {
      status,
      token: status === 'confirmed' ? rec.token : null,
      nickname: status === 'scanned' || status === 'confirmed' ? rec.nickname : null,
    };
  },

  registerByWechat(ctx) {
    const f = ctx.body;
    const area = accountArea(ctx.db);
    const scene = area.wechatScenes[f.scene];
    if (!scene || scene.kind !== 'register') throw notFound('二维码不存在，请刷新后重新扫码');
    if (scene.used) throw refuse('该二维码已使用，请刷新后重新扫码', 40072);
    if (sceneState(ctx, scene) !== 'confirmed' || !scene.token) throw refuse('请先使用微信扫码并确认', 40072);
    if (isPhoneRegistered(ctx.db.members, f.phone)) throw refuse('该手机号已注册，请登录后在会员中心绑定微信', 40055);
    checkCode(ctx, f.phone, 'register', f.code);
    consumeCode(ctx, f.phone);
    const rec = newRegistration(ctx, 'wechat', f.phone, '');
    rec.wechatNickname = scene.nickname;
    area.registrations[scene.token] = rec;
    scene.used = true;
    return tokenAnswer(ctx, scene.token, rec);
  },

  registerMultiStoreStep1(ctx) {
    const f = ctx.body;
    const p = new Problems();
    passwordsAgree(p, f.password, f.password_confirmation);
    if (!trim(f.company)) p.add('company', '请输入总部单位名称');
    if (!trim(f.name)) p.add('name', '请输入联系人姓名');
    p.throwIfAny();
    if (isPhoneRegistered(ctx.db.members, f.phone)) throw refuse('该手机号已注册，请直接登录', 40055);
    const company = trim(f.company);
    if (companyTaken(ctx, company)) throw refuse('该单位已注册，请联系客户经理找回账号', 40073);
    checkCode(ctx, f.phone, 'register', f.code);
    consumeCode(ctx, f.phone);
    const token = newToken('rg_dd_');
    const rec = newRegistration(ctx, 'chain', f.phone, f.password);
    Object.assign(rec, { company, companyType: 'chain', name: trim(f.name) });
    accountArea(ctx.db).registrations[token] = rec;
    return tokenAnswer(ctx, token, rec);
  },

  registerMultiStoreStep2(ctx) {
    const f = ctx.body;
    const p = new Problems();
    if (f.stores.length === 0) p.add('stores', '请至少添加一家门店');
    const seen = new Set<string>();
    f.stores.forEach((s, i) => {
      const name = trim(s.name);
      if (!name) p.add(`stores.${i}.name`, '请输入门店名称');
      else if (seen.has(name)) p.add(`stores.${i}.name`, '门店名称重复');
      seen.add(name);
      p.add(`stores.${i}.phone`, validateContactPhone(s.phone) ? '请输入正确的手机号或固定电话，如 13912345678 或 0311-86012345' : null);
      if (!trim(s.address)) p.add(`stores.${i}.address`, '请输入详细地址');
    });
    p.throwIfAny();
    const rec = registration(ctx, f.token, ['chain'], 2);
    rec.stores = f.stores.map((s) => ({
      name: trim(s.name),
      contact: trim(s.contact),
      phone: s.phone.trim(),
      province: s.province,
      city: s.city,
      district: s.district,
      address: trim(s.address),
    }));
    rec.nextStep = 3;
    return reply(tokenAnswer(ctx, f.token, rec), `已保存 ${rec.stores.length} 家门店`);
  },

  registerMultiStoreStep3(ctx) {
    const token = trim(ctx.body.token);
    const rec = registration(ctx, token, ['chain'], 3);
    if (isPhoneRegistered(ctx.db.members, rec.phone)) throw refuse('该手机号已注册，请直接登录', 40055);
    if (rec.company && companyTaken(ctx, rec.company)) throw refuse('该单位已注册，请联系客户经理找回账号', 40073);
    const db = ctx.db;
    const first = rec.stores[0];
    const head = createAccount(db, {
      phone: rec.phone,
      password: rec.password,
      name: rec.name ?? '',
      company: rec.company ?? '',
      type: 'chain',
      region: first?.province ?? '',
      // The platform maps each store's licence to categories at review; until then nothing is buyable anyway.
      scopeCategoryIds: [],
      scopeText: '待审核（各门店上传资质后由平台核定）',
      demoNote: '演示中注册的连锁总部（审核中）',
    });
    rec.stores.forEach((s, i) => {
      const store = createAccount(db, {
        phone: s.phone,
        password: '',
        name: s.contact || head.name,
        company: s.name,
        type: 'pharmacy',
        region: s.province,
        scopeCategoryIds: [],
        scopeText: head.scopeText,
        parentId: head.id,
        adminId: head.adminId,
        username: `${head.username}_md${i + 1}`,
        demoNote: `${head.company}的门店（审核中）`,
      });
      store.addresses.push(
        newAddress(
          db,
          { consignee: store.name, phone: s.phone, province: s.province, city: s.city, district: s.district, detail: s.address },
          1,
        ),
      );
      head.storeIds.push(store.id);
    });
    pushMessage(
      db,
      head,
      {
        type: 4,
        title: '注册成功，请为各门店上传资质',
        content: `欢迎加入！总部登录账号为 ${head.username}（也可使用手机号登录）。请登录后切换到各门店，在「资质证件」中上传该门店的资质，审核通过后即可采购。`,
        url: '/zzzj',
      },
      ctx.now.getTime(),
    );
    delete accountArea(db).registrations[token];
    return reply(
      {
        username: head.username,
        status: 'pending' as const,
        review_hint: '平台将在 1 个工作日内完成审核，请登录后为各门店上传资质',
        store_count: Math.max(1, rec.stores.length),
      },
      '注册资料已提交',
    );
  },

  forgetPasswordStep1(ctx) {
    const f = ctx.body;
    const account = findLoginAccount(ctx.db.members, f.phone);
    if (!account) throw notRegistered();
    checkCode(ctx, f.phone, 'forget', f.code);
    consumeCode(ctx, f.phone);
    const token = newToken('fg_', 6);
    accountArea(ctx.db).resets[token] = { accountId: account.id, expiresAt: ctx.now.getTime() + RESET_TOKEN_SECONDS * 1000 };
    return reply({ token, expires_in: RESET_TOKEN_SECONDS }, '验证通过');
  },

  forgetPasswordStep2(ctx) {
    const f = ctx.body;
    const p = new Problems();
    passwordsAgree(p, f.password, f.password_confirmation);
    p.throwIfAny();
    const area = accountArea(ctx.db);
    const reset = area.resets[f.token];
    const account = reset ? ctx.db.members.byId.get(reset.accountId) : undefined;
    if (!reset || !account || reset.expiresAt <= ctx.now.getTime()) throw refuse('验证已过期，请重新获取验证码', 40060);
    account.password = f.password;
    delete area.resets[f.token];
    ctx.endOtherSessions(account.id);
    return reply(null, '密码已重置，请使用新密码登录');
  },
};
