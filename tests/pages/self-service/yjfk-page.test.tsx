/** /yjfk against the demo API: type, content with its length, pictures by the one upload rule, contact; the history. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listFeedback } from '@generated/endpoints/feedback/feedback';
import YjfkPage from '@/pages/self-service/yjfk-page';
import { renderWithApp } from '@tests/render';
import { server } from '@tests/msw-server';
import { countRequests, startDemo } from '../account/account-fixtures';

async function asMember(username = 'kangning', options: { hostileContent?: boolean } = {}) {
  startDemo(options);
  await loginByPassword({ username, password: 'Demo2026' });
}

const png = (name: string, size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('意见反馈', () => {
  it('shows the length typed against 500 and refuses a short text before asking', async () => {
    await asMember();
    const requests = countRequests();
    const ue = userEvent.setup();
    renderWithApp(<YjfkPage />, { path: '/yjfk' });
    await ue.type(screen.getByLabelText('反馈内容'), '太慢了');
    expect(screen.getByTestId('feedback-count')).toHaveTextContent('已输入 3 / 500 字');
    await ue.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(screen.getByText('反馈内容至少 10 个字，还差 7 个字')).toBeInTheDocument();
    expect(requests.of('POST /api/user/feedback')).toBe(0);
    requests.stop();
  });

  it('uploads a picture, refuses a file the rule refuses, sends once and shows it in the history', async () => {
    await asMember();
    const requests = countRequests();
    const ue = userEvent.setup({ applyAccept: false });
    renderWithApp(<YjfkPage />, { path: '/yjfk' });
    await screen.findByText('还没有反馈记录。');
    const input = screen.getByLabelText('选择图片') as HTMLInputElement;
    await ue.upload(input, new File(['x'], '说明.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('「说明.pdf」不是 JPG 或 PNG 图片')).toBeInTheDocument();
    await ue.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], '大图.png', { type: 'image/png' }));
    expect(await screen.findByText(/「大图\.png」有 6\.0 MB，图片不能超过 5\.0 MB/)).toBeInTheDocument();
    await ue.upload(input, png('外包装.png'));
    expect(await screen.findByText(/外包装\.png/)).toBeInTheDocument();
    expect(requests.of('POST /api/user/feedback/image')).toBe(1);

    await ue.selectOptions(screen.getByLabelText('反馈类型'), '商品质量');
    const text = '收到的阿莫西林胶囊外包装有破损，请核查仓库。';
    await ue.type(screen.getByLabelText('反馈内容'), text);
    await ue.dblClick(screen.getByRole('button', { name: '提交反馈' }));
    const history = await screen.findByTestId('feedback-history');
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(text));
    // jsdom's FormData sends no file name; the browser's does (the e2e checks it).
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('附图 1 张');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('商品质量');
    expect(requests.of('POST /api/user/feedback')).toBe(1);
    expect(screen.getByLabelText('反馈内容')).toHaveValue('');
    const saved = (await listFeedback({ page: 1 })).data.list[0]!;
    expect(saved).toMatchObject({ type: 1, content: text, images: [{ size: 68 }] });
    requests.stop();
  });

  it('checks the contact mobile and keeps the text when the server refuses', async () => {
    await asMember();
    server.use(http.post('*/api/user/feedback', () => HttpResponse.json({ code: 40075, msg: '提交过于频繁，请 5 分钟后再试', data: null }, { status: 400 })));
    const ue = userEvent.setup();
    const r = renderWithApp(<YjfkPage />, { path: '/yjfk' });
    await ue.type(screen.getByLabelText('联系手机（选填）'), '1391234');
    await ue.tab();
    expect(screen.getByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    await ue.clear(screen.getByLabelText('联系手机（选填）'));
    const text = '希望石家庄市区能次日达，谢谢。';
    await ue.type(screen.getByLabelText('反馈内容'), text);
    await ue.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(r.store.ui.dialogs.map((d) => ('text' in d ? d.text : ''))).toContain('提交过于频繁，请 5 分钟后再试'));
    expect(screen.getByLabelText('反馈内容')).toHaveValue(text);
  });

  it("shows renhe's seeded hostile reply as text, the buyer's own markup as typed", async () => {
    await asMember('renhe', { hostileContent: true });
    renderWithApp(<YjfkPage />, { path: '/yjfk' });
    const history = await screen.findByTestId('feedback-history');
    const item = await within(history).findByText('手机上查看订单时<b>表格</b>显示不全，希望改进。');
    const li = item.closest('li')!;
    expect(li).toHaveTextContent('您好，手机版订单页已改版，感谢您的反馈。');
    expect(li.querySelector('script, details, [onerror], [ontoggle], b')).toBeNull();
    for (const a of li.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });
});
