export * from './auth.js';
export * from './constants.js';
export * from './error-codes.js';
export * from './messages.js';
export * from './validation.js';
export * from './registration.js';
export * from './room-types.js';
export * from './format.js';
