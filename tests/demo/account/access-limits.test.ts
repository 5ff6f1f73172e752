/**
 * Login lockout and the SMS limits of the demo API, over real HTTP (the Retry-After header is what a browser sees),
 * with the demo clock moved instead of waiting.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeForm } from '@/lib/http/form';
import { letLocalRequestsThrough, startDemoServer, type RunningDemo } from '../support/demo-server';
import { topAccounts } from './client';

let demo: RunningDemo;
beforeEach(async () => {
  await letLocalRequestsThrough();
  demo = await startDemoServer({ goodsCount: 200 });
});
afterEach(() => demo.close());

async function post(path: string, form: Record<string, unknown>) {
  const res = await fetch(`${demo.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: encodeForm(form).toString(),
  });
  const json = (await res.json()) as { code: number; msg: string };
  return { status: res.status, code: json.code, msg: json.msg, retryAfter: res.headers.get('Retry-After') };
}

const MINUTE = 60_000;

describe('demo API: login lockout', () => {
  it('locks an account for 15 minutes at the 5th wrong password within 15 minutes, the right password too', async () => {
    const a = topAccounts(demo.api)[0]!;
    for (let i = 1; i <= 4; i += 1) expect((await post('/api/auth/login', { username: a.username, password: `wrong-${i}` })).code).toBe(40051);
    const fifth = await post('/api/auth/login', { username: a.username, password: 'wrong-5' });
    expect(fifth).toMatchObject({ status: 429, code: 429, retryAfter: '900' });
    expect(fifth.msg).toBe('密码错误次数过多，账号已锁定，请 15 分钟后再试');

    demo.advance(10 * MINUTE);
    const right = await post('/api/auth/login', { username: a.username, password: a.password });
    expect(right).toMatchObject({ status: 429, retryAfter: '300' });
    expect(right.msg).toContain('请 5 分钟后再试');

    demo.advance(5 * MINUTE);
    expect((await post('/api/auth/login', { username: a.username, password: a.password })).status).toBe(200);
  });

  it('counts only the wrong passwords of the last 15 minutes, and a success clears the count', async () => {
    const a = topAccounts(demo.api)[0]!;
    for (let i = 0; i < 4; i += 1) await post('/api/auth/login', { username: a.username, password: 'wrong' });
    demo.advance(16 * MINUTE);
    expect((await post('/api/auth/login', { username: a.username, password: 'wrong' })).status).toBe(400);
    for (let i = 0; i < 3; i += 1) await post('/api/auth/login', { username: a.username, password: 'wrong' });
    expect((await post('/api/auth/login', { username: a.username, password: a.password })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await post('/api/auth/login', { username: a.username, password: 'wrong' })).status).toBe(400);
  });

  it('refuses an SMS login to a locked account', async () => {
    const a = topAccounts(demo.api).find((x) => x.phone)!;
    for (let i = 0; i < 5; i += 1) await post('/api/auth/login', { username: a.username, password: 'wrong' });
    expect((await post('/api/user/create_code', { phone: a.phone, scene: 'login' })).status).toBe(200);
    const sms = await post('/api/auth/login_sms', { phone: a.phone, code: '123456' });
    expect(sms).toMatchObject({ status: 429, retryAfter: '900' });
  });
});

describe('demo API: SMS limits', () => {
  it('answers 429 with Retry-After within 60 s of a code, and past 10 codes an hour for one mobile', async () => {
    const phone = '13766550019';
    expect((await post('/api/user/create_code', { phone, scene: 'register' })).status).toBe(200);
    demo.advance(20_000);
    const soon = await post('/api/user/create_code', { phone, scene: 'register' });
    expect(soon).toMatchObject({ status: 429, code: 429, retryAfter: '40' });
    expect(soon.msg).toContain('请 40 秒后再试');
    for (let i = 2; i <= 10; i += 1) {
      demo.advance(MINUTE);
      expect((await post('/api/user/create_code', { phone, scene: 'register' })).status, `code ${i}`).toBe(200);
    }
    demo.advance(MINUTE);
    const eleventh = await post('/api/user/create_code', { phone, scene: 'register' });
    expect(eleventh.status).toBe(429);
    // The first code was sent 9 min 20 s + 1 min ago: the hour ends 49 min 40 s from now.
    expect(eleventh.retryAfter).toBe(String(60 * 60 - (20 + 10 * 60)));
    expect(eleventh.msg).toContain('1 小时内获取验证码已达 10 次');
  });
});
