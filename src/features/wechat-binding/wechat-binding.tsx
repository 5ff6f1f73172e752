import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getGetBindWechatQrQueryKey, useGetBindWechatQr, useGetUserBase, useUnbindWechat } from '@generated/endpoints/user/user';
import { Button } from '@/components/button/button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QrCode } from '@/components/qr-code/qr-code';
import { QueryState } from '@/components/query-state';
import { ApiError, HTTP_TEXT, presentError } from '@/lib/http';
import './wechat-binding.css';

const POLL_MS = 2_000;
/** A WeChat temporary QR code lives at most 30 days; what a code says beyond that, or not a positive number, is not believed. */
const QR_DEFAULT_S = 300;
const QR_LONGEST_S = 30 * 24 * 3600;
/**
 * The longest a timer can wait: a browser runs a longer setTimeout at once (its delay overflows 32 bits), which would
 * show a fresh code as expired the moment it appears.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How long the code is valid, in seconds: the server's `expires_in` where it is believable, else 5 minutes. */
export function qrValiditySeconds(expiresIn: unknown): number {
  return typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0 && expiresIn <= QR_LONGEST_S ? expiresIn : QR_DEFAULT_S;
}

/**
 * /bdwx (绑定微信): a member without a bound WeChat sees a bind QR code, drawn locally, and the page polls the user
 * state every 2 s until the scan is confirmed (or the code expires, when a fresh one can be asked for); a bound one
 * sees the nickname and may unbind after confirming. This route does not load the base user for the layout: the page
 * reads it itself.
 */
export function WechatBinding() {
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const base = useGetUserBase({ request: { silent: true }, query: { staleTime: 0 } });
  const user = base.data?.data;
  const visitor = base.isSuccess && user?.show !== 1;
  const bound = typeof user?.wechat === 'string' && user.wechat.length > 0 ? user.wechat : null;
  const wantQr = base.isSuccess && !visitor && !bound;
  const qr = useGetBindWechatQr({ query: { enabled: wantQr && !expired, staleTime: Infinity, gcTime: 0, retry: false } });
  const code = qr.data?.data;
  const polling = wantQr && !expired && Boolean(code);
  const unbind = useUnbindWechat();

  useEffect(() => {
    if (visitor) presentError(new ApiError({ kind: 'unauthorized', message: HTTP_TEXT.loginRequired }));
  }, [visitor]);

  // Poll the user state while the code is shown; it names the WeChat once the scan is confirmed.
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void base.refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [polling, base]);

  // The code's own expiry: afterwards the buyer asks for a fresh one.
  useEffect(() => {
    if (!code || !wantQr) return;
    const timer = setTimeout(() => setExpired(true), Math.min(qrValiditySeconds(code.expires_in) * 1000, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [code, wantQr]);

  // A code was shown and the user state now names a WeChat: the scan bound it.
  const shown = useRef(false);
  useEffect(() => {
    if (polling) shown.current = true;
    if (bound && shown.current) {
      shown.current = false;
      setNotice(`绑定成功：已绑定微信「${bound}」`);
    }
  }, [bound, polling]);

  const freshCode = () => {
    void queryClient.removeQueries({ queryKey: getGetBindWechatQrQueryKey() });
    setExpired(false);
  };

  const doUnbind = () => {
    setConfirming(false);
    if (unbind.isPending) return;
    unbind.mutate(undefined, {
      onSuccess: (res) => {
        setNotice(res.msg || '微信解绑成功');
        freshCode();
        void base.refetch();
      },
    });
  };

  return (
    <div className="wechat">
      <h1 className="wechat__title">绑定微信</h1>
      <p className="wechat__notice" role="status">
        {notice}
      </p>
      {/* A visitor is on the way to the login page: still loading, as far as this page goes. */}
      <QueryState query={visitor ? { isPending: true, isError: false, isFetching: true, refetch: base.refetch } : base} data={user} failText="账号信息加载失败，请稍后重试。">
        {() =>
          bound ? (
            <section className="wechat__box" aria-label="已绑定的微信">
              <p>
                当前账号已绑定微信：<strong>{bound}</strong>
              </p>
              <p className="wechat__hint">绑定后可使用微信扫码登录，并接收订单与资质提醒。</p>
              <Button type="button" basic color="red" onClick={() => setConfirming(true)} loading={unbind.isPending} disabled={unbind.isPending}>
                解除绑定
              </Button>
            </section>
          ) : (
            <section className="wechat__box" aria-label="扫码绑定微信">
              <p>请使用微信扫描下方二维码，并在手机上确认绑定。</p>
              {expired ? (
                <div className="wechat__note" role="alert">
                  <p>二维码已过期。</p>
                  <Button type="button" size="small" primary onClick={freshCode}>
                    刷新二维码
                  </Button>
                </div>
              ) : (
                <QueryState query={qr} data={code && typeof code.qr_url === 'string' ? code : null} loadingText="正在生成二维码…" failText="二维码获取失败，请稍后重试。">
                  {(c) => (
                    <div className="wechat__qr" aria-live="polite">
                      <QrCode value={new URL(c.qr_url, window.location.origin).href} label="扫码绑定微信" size={180} />
                      <p className="wechat__hint">等待扫码确认…（二维码 {Math.max(1, Math.round(qrValiditySeconds(c.expires_in) / 60))} 分钟内有效）</p>
                    </div>
                  )}
                </QueryState>
              )}
            </section>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title="解除微信绑定"
        text={`确定解除与微信「${bound ?? ''}」的绑定吗？解除后不能再用该微信扫码登录。`}
        confirmText="解除绑定"
        onConfirm={doUnbind}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
