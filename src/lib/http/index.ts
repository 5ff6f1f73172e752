export { ApiError, isApiError, errorText } from './api-error';
export { customFetch } from './mutator';
export { setHttpEffects, resetHttpEffects, presentError } from './effects';
export { STATUS_KIND, TEXT as HTTP_TEXT, waitText } from './error-catalogue';
export { encodeForm } from './form';
export { isCancelExempt } from './inflight';
export { getRuntimeConfig, setRuntimeConfig, loadRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from './runtime-config';
