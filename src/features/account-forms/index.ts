// Account forms: the card, field, SMS code and submit-guard kit shared by registration, password recovery and the
// member centre's account pages.
export { AccountFrame } from './account-frame';
export { SmsCodeButton } from './sms-code-button';
export { TextField } from './text-field';
export { useAccountForm, type AccountForm } from './use-account-form';
export { focusFirstInvalid, reportSubmitError } from './submit-error';
export { flowToken } from './flow-token';
export { validateConfirmation, validateSmsCode } from './account-rules';
