/** /register/step3 against the demo API: the documents of the type, the upload rule, expiry dates, then 审核中. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loginByPassword, registerStep1, registerStep2, sendSmsCode } from '@generated/endpoints/auth/auth';
import { listQualifications } from '@generated/endpoints/qualification/qualification';
import RegisterStep3Page from '@/pages/account/register-step3-page';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

afterEach(() => sessionStorage.clear());

async function passSteps12(phone: string, company: string, type: 'pharmacy' | 'clinic' = 'pharmacy') {
  await sendSmsCode({ phone, scene: 'register' });
  const s1 = await registerStep1({ phone, code: '123456', password: 'Shop2026ok', password_confirmation: 'Shop2026ok' });
  const s2 = await registerStep2({ token: s1.data.token, company, company_type: type, name: '刘芳', province: '河北省', city: '石家庄市', district: '长安区', address: '中山东路 100 号', business_scope: ['中成药'] });
  sessionStorage.setItem('yc.flow.register', JSON.stringify({ token: s2.data.token, expiresAt: Date.now() + 600_000, step: 3 }));
}

const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('注册 第三步', () => {
  it('uploads the pharmacy documents with their expiry and shows 审核中; the account logs in under review', async () => {
    startDemo();
    await passSteps12('13712346001', '石家庄仁济第三步大药房');
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<RegisterStep3Page />, { path: '/register/step3?type=pharmacy' });
    expect(screen.getByRole('heading', { name: '药品经营许可证' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '医疗机构执业许可证' })).not.toBeInTheDocument();
    await ue.upload(screen.getByLabelText('营业执照文件'), png('营业执照.png'));
    await ue.upload(screen.getByLabelText('药品经营许可证文件'), png('药品经营许可证.png'));
    await ue.upload(screen.getByLabelText('采购委托书文件'), png('采购委托书.png'));
    const dates = screen.getAllByLabelText(/有效期至/);
    await ue.type(dates[1]!, '2030-03-31');
    await ue.type(dates[2]!, '2028-12-31');
    await ue.dblClick(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('注册资料已提交，审核中')).toBeInTheDocument();
    expect(requests.of('POST /api/register/step3')).toBe(1);
    expect(sessionStorage.getItem('yc.flow.register')).toBeNull();
    requests.stop();

    const login = await loginByPassword({ username: '13712346001', password: 'Shop2026ok' });
    expect(login.data.is_passed).toBe(0);
    const docs = (await listQualifications()).data;
    expect(docs.find((d) => d.type === 'drug_trade_license')?.valid_until).toContain('2030-03-31');
  });

  it('refuses a file of the wrong type or too large before sending, and a missing document or date', async () => {
    startDemo();
    await passSteps12('13712346002', '石家庄仁济第三步诊所', 'clinic');
    const ue = userEvent.setup({ applyAccept: false });
    const requests = countRequests();
    renderWithApp(<RegisterStep3Page />, { path: '/register/step3?type=clinic' });
    expect(screen.getByRole('heading', { name: '医疗机构执业许可证' })).toBeInTheDocument();
    await ue.upload(screen.getByLabelText('营业执照文件'), new File(['x'], '营业执照.gif', { type: 'image/gif' }));
    expect(screen.getByText('营业执照：仅支持 JPG、PNG 或 PDF 格式')).toBeInTheDocument();
    await ue.upload(screen.getByLabelText('采购委托书文件'), png('采购委托书.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('采购委托书：文件不能超过 5.0 MB')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('请上传医疗机构执业许可证')).toBeInTheDocument();
    expect(screen.getByText('请填写采购委托书的有效期')).toBeInTheDocument();
    expect(requests.of('POST /api/register/step3')).toBe(0);
    requests.stop();
  });

  it('says an expired document is refused, naming it', async () => {
    startDemo();
    await passSteps12('13712346003', '石家庄仁济过期大药房');
    const ue = userEvent.setup();
    renderWithApp(<RegisterStep3Page />, { path: '/register/step3?type=pharmacy' });
    const dates = screen.getAllByLabelText(/有效期至/);
    await ue.type(dates[1]!, '2020-01-31');
    await ue.tab();
    expect(screen.getByText('药品经营许可证已过期，请上传在有效期内的证件')).toBeInTheDocument();
  });
});
