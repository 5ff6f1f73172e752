export { ApiError, isApiError, errorText, type ApiErrorKind } from './api-error';
export { customFetch, classify, retryAfterSeconds, type RequestConfig, type RequestOptions } from './mutator';
export { setHttpEffects, resetHttpEffects, presentError, E_CONTRACT_PATH, type HttpEffects } from './effects';
export { ERROR_CATALOGUE, STATUS_KIND, SUCCESS_CODES, TEXT as HTTP_TEXT, rateLimitedText, waitText } from './error-catalogue';
export { encodeForm, encodeQuery, toFormBody } from './form';
export { CANCEL_EXEMPT, isCancelExempt } from './inflight';
export { getRuntimeConfig, setRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from './runtime-config';
