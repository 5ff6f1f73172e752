// Multi-store registration (/register/dd/step1..3): a chain's head office, its stores, the confirmation.
export { ChainHeadForm } from './chain-head-form';
export { ChainStoresForm } from './chain-stores-form';
export { ChainConfirm, ChainSubmitted } from './chain-confirm';
export { CHAIN_STEPS } from './chain-rules';
