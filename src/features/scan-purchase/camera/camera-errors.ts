/**
 * What the buyer is told when the camera cannot be used, in Chinese, and what the scanner box still offers. The
 * browser's reasons: not a secure context (http:// on another host — cameras are offered to HTTPS pages only), no
 * camera API, permission refused, no camera, a camera another app holds.
 */
const OTHER_WAYS = '也可使用扫码枪或手动输入条码。';

/** Why the camera cannot even be asked for here, or null. */
export function cameraUnavailable(env: { isSecureContext?: boolean; navigator?: { mediaDevices?: { getUserMedia?: unknown } } }): string | null {
  if (env.isSecureContext === false) return `摄像头扫码需要安全连接：请通过 https:// 地址打开本页后重试。${OTHER_WAYS}`;
  if (typeof env.navigator?.mediaDevices?.getUserMedia !== 'function') return `当前浏览器不支持摄像头扫码，请换用新版 Chrome、Edge、Safari 或微信内置浏览器。${OTHER_WAYS}`;
  return null;
}

/** The buyer's reading of getUserMedia's refusal (a DOMException by name). */
export function cameraErrorText(e: unknown): string {
  const name = typeof e === 'object' && e !== null && 'name' in e ? String((e as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return `未获得摄像头权限：请在浏览器的网站设置中允许本站使用摄像头，然后重新打开摄像头。${OTHER_WAYS}`;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return `未检测到可用的摄像头。${OTHER_WAYS}`;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return `摄像头无法启动，可能正被其他应用使用，请关闭其他应用后重试。${OTHER_WAYS}`;
    default:
      return `摄像头打开失败，请重试。${OTHER_WAYS}`;
  }
}

export const DETECTOR_FAILED = `条码识别组件加载失败，请检查网络后重新打开摄像头。${OTHER_WAYS}`;
