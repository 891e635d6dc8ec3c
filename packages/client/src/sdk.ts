// Browser-safe entry: the public SDK client, the runtime on top of it and their errors; nothing
// here imports node:* or zod, so a browser bundle stays small (see scripts/build-browser.ts).
export {
  HttpError,
  InvalidResponseError,
  NetworkError,
  OriginNotAllowedError,
  RedirectError,
  ResponseTooLargeError,
  RetryBudgetExceededError,
  TimeoutError,
  type TimeoutPhase,
} from './errors.ts';
export type { ResponseMeta } from './response.ts';
export {
  backoff,
  DEFAULT_MAX_RESPONSE_BYTES,
  fetchWithRetry,
  parseRetryAfter,
  type RetryInfo,
  type RetryOptions,
  type TransportOptions,
} from './retry.ts';
export { type DomText, elementPath, findDomTexts } from './runtime/dom.ts';
export {
  LocaleSync,
  type LocaleSyncEvents,
  type LocaleSyncOptions,
  SOURCE_TYPE_CALL,
  SOURCE_TYPE_DOM,
} from './runtime/locale-sync.ts';
export { SDK_MAX_RESPONSE_BYTES, SdkClient, type SdkClientOptions } from './sdk-client.ts';
