import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetRegisterWechatStatus } from '@generated/endpoints/auth/auth';
import type { WechatScanStatus } from '@generated/models/wechatScanStatus';
import { Button } from '@/components/button/button';
import { QrCode } from '@/components/qr-code/qr-code';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/http';
import { dropWechatQrLater, wechatQrOptions } from './wechat-qr-query';

/** The status is asked for every 2 s while the code waits for its scan (the contract's polling rate). */
const WECHAT_POLL_MS = 2_000;

type ScanState = WechatScanStatus['status'];
const STATES: readonly ScanState[] = ['waiting', 'scanned', 'confirmed', 'expired'];

function readStatus(data: unknown): { status: ScanState; nickname: string | null } | null {
  const d = (data as { data?: Partial<WechatScanStatus> } | undefined)?.data;
  if (!d || !STATES.includes(d.status as ScanState)) return null;
  return { status: d.status as ScanState, nickname: typeof d.nickname === 'string' && d.nickname ? d.nickname : null };
}

interface Props {
  /** The scan was confirmed on the phone: the scene to bind a mobile to, and the WeChat's nickname. */
  onConfirmed(scene: string, nickname: string | null): void;
}

/**
 * 微信扫码: a registration QR code drawn locally from the server's scene (no image from another host), its state asked
 * every 2 s until it is confirmed or expired — the polling stops then, and when the page is left (the query unmounts).
 * An expired or unknown code offers 刷新二维码, which asks for a new one.
 */
export function WechatScan({ onConfirmed }: Props) {
  const client = useQueryClient();
  // Usually already asked for at boot, with the page's code (route data): this takes that answer.
  const qr = useQuery(wechatQrOptions());
  useEffect(() => () => dropWechatQrLater(client), [client]);
  const scene = typeof qr.data?.data?.scene === 'string' ? qr.data.data.scene : '';
  const qrValue = typeof qr.data?.data?.qr_url === 'string' ? qr.data.data.qr_url : '';
  const status = useGetRegisterWechatStatus(
    { scene },
    {
      query: {
        enabled: Boolean(scene) && !qr.isFetching,
        gcTime: 0,
        retry: false,
        refetchOnWindowFocus: false,
        // Stops asking once the code is done with (confirmed or expired) or unknown to the server.
        refetchInterval: (q) => {
          const s = readStatus(q.state.data)?.status;
          if (s === 'confirmed' || s === 'expired') return false;
          if (isApiError(q.state.error) && q.state.error.status === 404) return false;
          return WECHAT_POLL_MS;
        },
      },
      request: { silent: true },
    },
  );
  const state = readStatus(status.data);
  const unknown = isApiError(status.error) && status.error.status === 404;
  const expired = state?.status === 'expired' || unknown;

  useEffect(() => {
    if (state?.status === 'confirmed' && scene) onConfirmed(scene, state.nickname);
  }, [state?.status, state?.nickname, scene, onConfirmed]);

  const refresh = () => void qr.refetch();

  let note: string;
  if (qr.isPending || (qr.isFetching && !scene)) note = '正在生成二维码…';
  else if (qr.isError) note = '二维码生成失败，请检查网络后重试';
  else if (expired) note = unknown ? '二维码已失效，请刷新后重新扫码' : '二维码已过期，请刷新后重新扫码';
  else if (state?.status === 'scanned') note = `${state.nickname ? `「${state.nickname}」` : ''}已扫码，请在手机微信上点击「确认」`;
  else if (state?.status === 'confirmed') note = '已确认，请绑定手机号';
  else note = '请使用微信「扫一扫」扫描二维码';

  return (
    <section className="wechat-scan" aria-labelledby="wechat-scan-title">
      <h2 id="wechat-scan-title" className="wechat-scan__title">
        微信扫码注册
      </h2>
      <div className={`wechat-scan__code${expired || qr.isError ? ' is-dim' : ''}`}>
        <QrCode value={expired || qr.isError ? '' : qrValue} label="微信扫码注册" size={180} />
        {expired || qr.isError ? (
          <div className="wechat-scan__over">
            <Button type="button" primary onClick={refresh} loading={qr.isFetching} disabled={qr.isFetching}>
              {qr.isError ? '重新获取二维码' : '刷新二维码'}
            </Button>
          </div>
        ) : null}
      </div>
      <p className={`wechat-scan__note${expired || qr.isError ? ' is-problem' : ''}`} role="status">
        {note}
      </p>
      {status.isError && !unknown && !expired ? (
        <QueryState
          size="compact"
          className="wechat-scan__note is-problem"
          query={{ isPending: false, isError: true, isFetching: status.isFetching, error: status.error, refetch: status.refetch }}
          failText="暂时无法获取扫码结果。"
        />
      ) : null}
      <ol className="wechat-scan__how">
        <li>打开手机微信，点击右上角「+」→「扫一扫」</li>
        <li>扫描上方二维码，在手机上点击「确认」</li>
        <li>绑定手机号后，继续填写企业信息并上传资质</li>
      </ol>
    </section>
  );
}
