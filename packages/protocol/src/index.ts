// Browser-safe entry: schemas, constants and helpers. Signing (node:crypto) is in `./signing`.
export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export { isLocale, normalizeLocale } from './locale.ts';
export * from './plan-listing.ts';
export * from './sdk-schemas.ts';
export * from './strings.ts';
export * from './sync-answers.ts';
export * from './sync-request-schemas.ts';
export * from './sync-schemas.ts';
