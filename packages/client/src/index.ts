export { HttpError, InvalidResponseError, NetworkError, RetryBudgetExceededError } from './errors.ts';
export { describeSyncError } from './explain.ts';
export type { ResponseMeta } from './response.ts';
export {
  backoff,
  fetchWithRetry,
  parseRetryAfter,
  type RetryInfo,
  type RetryOptions,
  type TransportOptions,
} from './retry.ts';
export { SdkClient, type SdkClientOptions } from './sdk-client.ts';
export {
  type PullRequestOptions,
  type PushOptions,
  SyncClient,
  type SyncClientOptions,
} from './sync-client.ts';
