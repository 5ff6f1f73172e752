import './account-forms.css';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { AccountForm } from './use-account-form';

interface Props<F extends string> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'onBlur'> {
  form: AccountForm<F>;
  name: F;
  label: string;
  /** A note under the field while it has no error (the password rule). */
  hint?: string;
  /** Drawn after the input (the 获取验证码 button). */
  after?: ReactNode;
}

/** One labelled input of an account form, its message under it (announced, and tied to the input for screen readers). */
export function TextField<F extends string>({ form, name, label, hint, after, required = true, id, ...input }: Props<F>) {
  const inputId = id ?? `af-${name}`;
  const error = form.error(name);
  const noteId = `${inputId}-note`;
  return (
    <div className={`account-field${error ? ' has-error' : ''}`}>
      <label htmlFor={inputId} className={`account-field__label${required ? ' is-required' : ''}`}>
        {label}
      </label>
      <div className="account-field__control">
        <div className="account-field__row">
          <input
            id={inputId}
            name={name}
            value={form.values[name]}
            onChange={(e) => form.set(name, e.target.value)}
            onBlur={() => form.blur(name)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? noteId : undefined}
            aria-required={required || undefined}
            {...input}
          />
          {after}
        </div>
        {error ? (
          <p id={noteId} className="account-field__error" role="alert">
            {error}
          </p>
        ) : hint ? (
          <p id={noteId} className="account-field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
