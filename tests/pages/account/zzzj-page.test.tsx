/** /zzzj against the demo API: every document with its status; anda replaces its expired licence (one upload rule). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listQualifications } from '@generated/endpoints/qualification/qualification';
import ZzzjPage from '@/pages/account/zzzj-page';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '许可证.png', { type: 'image/png' });

describe('资质证件', () => {
  it('lists anda\'s documents with expiry and status; the replacement goes under review once, however often clicked', async () => {
    startDemo();
    await loginByPassword({ username: 'anda', password: 'Demo2026' });
    const docs = (await listQualifications()).data;
    const expired = docs.find((d) => d.status === 'expired')!;
    const ue = userEvent.setup({ applyAccept: false });
    renderWithApp(<ZzzjPage />, { path: `/zzzj?replace=${expired.id}` });
    const list = await screen.findByRole('list', { name: '证件列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(docs.length);
    expect(within(list).getAllByText('已过期').length).toBeGreaterThan(0);
    expect(within(list).getByText(/2026-10-31（已过期 22 天）/)).toBeInTheDocument();
    // ?replace= opened the form; a wrong file and a missing date are refused before sending.
    const form = await screen.findByRole('form', { name: `更换${expired.name}` });
    await ue.upload(within(form).getByLabelText(`新${expired.name}文件`), new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    expect(within(form).getByText(`${expired.name}：仅支持 JPG、PNG 或 PDF 格式`)).toBeInTheDocument();
    await ue.upload(within(form).getByLabelText(`新${expired.name}文件`), png());
    await ue.click(within(form).getByRole('button', { name: '提交审核' }));
    expect(within(form).getByText('请填写新证件的有效期')).toBeInTheDocument();
    await ue.type(within(form).getByLabelText('新证件有效期至'), '2031-12-14');
    const requests = countRequests();
    await ue.dblClick(within(form).getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('已提交，平台将在 1 个工作日内审核')).toBeInTheDocument();
    expect(requests.of('POST /api/user/zizhi')).toBe(1);
    requests.stop();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '证件列表' })).getAllByText('审核中').length).toBeGreaterThan(0));
    // The expired one can no longer be replaced a second time while its replacement is in review.
    expect(screen.queryByRole('button', { name: `更换${expired.name}` })).toBeNull();
  });

  it('sends a visitor to the login page with the way back', async () => {
    const { seen } = startDemo();
    renderWithApp(<ZzzjPage />, { path: '/zzzj' });
    await waitFor(() => expect(seen.redirects).toHaveLength(1));
    expect(seen.redirects[0]).toContain('redirect=%2Fzzzj');
  });
});
