export {
  HttpError,
  InvalidResponseError,
  NetworkError,
  OriginNotAllowedError,
  RedirectError,
  RequestBodyError,
  ResponseTooLargeError,
  RetryBudgetExceededError,
  TimeoutError,
  type TimeoutPhase,
} from './errors.ts';
export { ACTION_SETTING_NAMES, describeSyncError, type SettingNames } from './explain.ts';
export type { PullStream } from './pull-stream.ts';
export type { ListedPlan, PushAnswer } from './push-answer.ts';
export type { PushFileBytes, PushFileSource } from './push-body.ts';
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
export { SDK_MAX_RESPONSE_BYTES, SdkClient, type SdkClientOptions } from './sdk-client.ts';
export {
  type PullRequestOptions,
  type PushOptions,
  type PushStreamOptions,
  SyncClient,
  type SyncClientOptions,
} from './sync-client.ts';
export { baseWithoutApiVersion, redactCredentials } from './url.ts';
