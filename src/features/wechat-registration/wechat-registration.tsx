import { useCallback, useEffect, useState } from 'react';
import { flowToken } from '@/features/account-forms';
import { WechatPhoneForm } from './wechat-phone-form';
import { WechatScan } from './wechat-scan';
import './wechat-registration.css';

/** How long a confirmed scan is kept for the tab (a reload goes back to the mobile, not to a new code). */
const CONFIRMED_KEEP_SECONDS = 600;

/**
 * /register/wechat: scan, then bind the mobile; a confirmed scan survives a reload of the tab. A code refused at the
 * binding (used, unknown) sends the buyer back to a new one with the reason.
 */
export function WechatRegistration({ onDone, onStep }: { onDone(): void; /** 1 while scanning, 2 while binding the mobile. */ onStep?(step: 1 | 2): void }) {
  const [bound, setBound] = useState<{ scene: string; nickname: string | null } | null>(() => {
    const scene = flowToken.read('register_wechat', 1);
    return scene ? { scene, nickname: null } : null;
  });
  const [again, setAgain] = useState<string | null>(null);
  const confirmed = useCallback((scene: string, nickname: string | null) => {
    flowToken.save('register_wechat', scene, CONFIRMED_KEEP_SECONDS, 1);
    setAgain(null);
    setBound({ scene, nickname });
  }, []);
  useEffect(() => onStep?.(bound ? 2 : 1), [bound, onStep]);
  if (bound)
    return (
      <WechatPhoneForm
        scene={bound.scene}
        nickname={bound.nickname}
        onDone={onDone}
        onScanAgain={(m) => {
          setAgain(m);
          setBound(null);
        }}
      />
    );
  return (
    <>
      {again ? (
        <p className="account-field__error wechat-again" role="alert">
          {again}
        </p>
      ) : null}
      <WechatScan onConfirmed={confirmed} />
    </>
  );
}
