// The few protocol constants the browser SDK needs, kept here rather than imported from
// @locale-sync/protocol: its entry also builds every zod schema of both APIs, which a browser bundle
// would carry whole. test/wire.test.ts holds them equal to the protocol's.

/** Correlates a response with the server's log line. */
export const HEADER_REQUEST_ID = 'x-request-id';
/** Set by the SDK API when a bounded quota fail-open path was used. */
export const HEADER_FAIL_OPEN = 'x-sdk-failopen';
/** Carries the project key of `POST /translate/instant`. */
export const HEADER_PROJECT_KEY = 'x-project-key';
/** The hosted service's SDK base addresses. */
export const DEFAULT_SDK_BASE_URL = 'https://sdk.locale-sync.dev/api/v1';
export const DEFAULT_SDK_QA_BASE_URL = 'https://sdk.qa.locale-sync.dev/api/v1';
/** Most phrases in one `POST /phrases/batch-extract`. */
export const MAX_PHRASES_PER_BATCH = 500;
/** Most texts in one `POST /translate/instant`. */
export const MAX_INSTANT_TEXTS = 50;
