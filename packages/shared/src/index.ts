export * from './auth.js';
export * from './constants.js';
export * from './error-codes.js';
export * from './messages.js';
export * from './validation.js';
