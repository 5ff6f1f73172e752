// Pure trade rules shared by the SPA and the demo API. No React, stores, generated code or Node built-ins here.
export * from './money';
export * from './packing';
export * from './ladder';
export * from './manjian';
export * from './shipping';
export * from './datetime';
export * from './coupon';
export * from './buy-rules';
export * from './validation';
export * from './tags';
export * from './badge';
export * from './cart-totals';
export * from './points';
export * from './cart-filter';
