// Registration's public entry for the other ways to sign up (WeChat, the chain's head office and stores): the shared
// account fields, the agreement and the rules. The single-store pages import the step forms directly.
export { AgreementCheck } from './agreement-check';
export { PasswordFields } from './password-fields';
export { PhoneCodeFields } from './phone-code-fields';
export { RegisterSubmittedView } from './register-documents-form';
export { accountRules, textLength, type AccountField } from './register-rules';
