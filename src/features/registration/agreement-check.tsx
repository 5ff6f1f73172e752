import { Link } from 'wouter';
import { href } from '@/lib/routes/paths';

interface Props {
  agreed: boolean;
  /** True once a submit was tried without it: 请阅读并同意用户协议 is shown until it is ticked. */
  refused: boolean;
  onChange(agreed: boolean): void;
  id?: string;
}

/** 我已阅读并同意《用户协议》 (the help article), which every way to sign up asks for before its first call. */
export function AgreementCheck({ agreed, refused, onChange, id = 'register-agree-error' }: Props) {
  const showError = refused && !agreed;
  return (
    <>
      <label className="account-form__check">
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? id : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          我已阅读并同意
          <Link href={href('help_fwbz_yhxy')} target="_blank" rel="noopener">
            《用户协议》
          </Link>
        </span>
      </label>
      {showError ? (
        <p id={id} className="account-form__check-error" role="alert">
          请阅读并同意用户协议
        </p>
      ) : null}
    </>
  );
}
