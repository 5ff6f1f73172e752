/** /register/step2 against the demo API: the region cascade, 经营范围 from the server, the messages, the token moved on. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registerStep1, sendSmsCode } from '@generated/endpoints/auth/auth';
import RegisterStep2Page from '@/pages/account/register-step2-page';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

afterEach(() => sessionStorage.clear());

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

/** Step 1 done through the API: the page finds its token where step 1 keeps it. */
async function passStep1(phone: string) {
  await sendSmsCode({ phone, scene: 'register' });
  const res = await registerStep1({ phone, code: '123456', password: 'Shop2026ok', password_confirmation: 'Shop2026ok' });
  sessionStorage.setItem('yc.flow.register', JSON.stringify({ token: res.data.token, expiresAt: Date.now() + 600_000, step: 2 }));
}

async function chooseRegion(ue: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByLabelText('省份')).toBeEnabled());
  await ue.selectOptions(screen.getByLabelText('省份'), '河北省');
  await waitFor(() => expect(screen.getByLabelText('城市')).toBeEnabled());
  await ue.selectOptions(screen.getByLabelText('城市'), '石家庄市');
  await waitFor(() => expect(screen.getByLabelText('区县')).toBeEnabled());
  await ue.selectOptions(screen.getByLabelText('区县'), '长安区');
}

describe('注册 第二步', () => {
  it('sends the company with its region and scope and goes to step 3 for its type', async () => {
    startDemo();
    await passStep1('13712345001');
    const ue = userEvent.setup();
    const requests = countRequests();
    const r = renderWithApp(<RegisterStep2Page />, { path: '/register/step2' });
    await ue.selectOptions(field('单位类型'), '单体药店');
    await ue.type(field('单位名称'), '石家庄仁济大药房有限公司');
    await ue.type(field('联系人'), '刘芳');
    await chooseRegion(ue);
    await ue.type(field('详细地址'), '中山东路 100 号');
    await ue.type(field('联系电话'), '0311-86012345');
    await ue.click(await screen.findByRole('checkbox', { name: '中成药' }));
    await ue.dblClick(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/register/step3?type=pharmacy'));
    expect(requests.of('POST /api/register/step2')).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('yc.flow.register')!)).toMatchObject({ step: 3 });
    requests.stop();
  });

  it('says each missing thing in Chinese and sends nothing', async () => {
    startDemo();
    await passStep1('13712345002');
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<RegisterStep2Page />, { path: '/register/step2' });
    await screen.findByRole('checkbox', { name: '中成药' });
    await ue.type(field('联系电话'), '0311-123');
    await ue.type(field('电子邮箱'), 'zhang.san@qq');
    await ue.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请选择单位类型', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('请输入单位名称', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('请选择所在地区：省份', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('固定电话格式应为 区号-号码，如 0311-86012345', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('请输入正确的邮箱地址', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('请至少选择一项经营范围', { selector: 'p' })).toBeInTheDocument();
    expect(requests.of('POST /api/register/step2')).toBe(0);
    requests.stop();
  });

  it('clears the city and district when another province is chosen', async () => {
    startDemo();
    await passStep1('13712345003');
    const ue = userEvent.setup();
    renderWithApp(<RegisterStep2Page />, { path: '/register/step2' });
    await chooseRegion(ue);
    await ue.selectOptions(screen.getByLabelText('省份'), '北京市');
    expect(screen.getByLabelText('城市')).toHaveValue('');
    expect(screen.getByLabelText('区县')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('option', { name: '北京市', selected: false })).toBeInTheDocument());
  });

  it('without the token of step 1 goes back to step 1', async () => {
    startDemo();
    const r = renderWithApp(<RegisterStep2Page />, { path: '/register/step2' });
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/register/step1'));
  });
});
