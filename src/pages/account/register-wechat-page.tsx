import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { WechatRegistration } from '@/features/wechat-registration/wechat-registration';
import { href } from '@/lib/routes/paths';

const WECHAT_STEPS = ['微信扫码', '绑定手机', '企业信息', '上传资质'] as const;

/** /register/wechat (微信注册): scan the QR code, bind the mobile, then the single-store steps 2 and 3. */
export default function RegisterWechatPage() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<1 | 2>(1);
  return (
    <AccountFrame
      title="微信注册"
      steps={WECHAT_STEPS}
      current={step}
      footer={
        <>
          <Link href={href('login')}>已有账号？去登录</Link>
          <Link href={href('register_step1')}>使用手机号注册</Link>
        </>
      }
    >
      <WechatRegistration onDone={() => navigate(href('register_step2'))} onStep={setStep} />
    </AccountFrame>
  );
}
