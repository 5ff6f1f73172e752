/** When the dialogs' chunk cannot be fetched (the network is down), the transport's dialogs still show, plainly. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpFeedback } from '@/app/http-feedback';
import { renderWithApp } from '@tests/render';
import { RootStore } from '@/stores';

vi.mock('@/app/http-dialogs', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('HttpFeedback without its dialogs chunk', () => {
  it('shows the timeout dialog as a plain alert dialog that closes and offers 刷新页面', async () => {
    const store = new RootStore();
    // React reports the caught chunk failure; anything else logged is a failure of its own.
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    renderWithApp(<HttpFeedback />, { store });
    act(() => store.ui.timeoutDialog('请求超时，请检查网络后刷新页面'));
    const dialog = await screen.findByRole('alertdialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent('请求超时，请检查网络后刷新页面');
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logged.filter((l) => !/dynamically imported module|The above error occurred/.test(l))).toEqual([]);
  });
});
