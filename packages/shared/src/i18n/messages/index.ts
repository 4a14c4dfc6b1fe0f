export * from './translate.js';
