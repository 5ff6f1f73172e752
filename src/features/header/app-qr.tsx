import { useGetGlobalConfig } from '@generated/endpoints/common/common';
import { Popover } from '@/components/popover/popover';
import { QrCode } from '@/components/qr-code/qr-code';

/** 手机App: a popover with the download QR, drawn locally from the configured URL. */
export function AppQrPopover({ align = 'right' }: { align?: 'left' | 'right' | 'center' }) {
  const config = useGetGlobalConfig({ request: { silent: true }, query: { staleTime: 10 * 60_000 } });
  const url = config.data?.data?.app_download_url ?? '';
  return (
    <Popover trigger="手机App" label="手机App下载二维码" align={align} className="app-qr">
      <QrCode value={url} label="扫码下载手机App" size={110} />
    </Popover>
  );
}
