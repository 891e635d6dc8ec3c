// Browser-safe entry: the public SDK client and its errors, nothing that imports node:*.
export { HttpError, InvalidResponseError, NetworkError, RetryBudgetExceededError } from './errors.ts';
export type { ResponseMeta } from './response.ts';
export { backoff, fetchWithRetry, parseRetryAfter, type RetryInfo, type RetryOptions } from './retry.ts';
export { SdkClient, type SdkClientOptions } from './sdk-client.ts';
