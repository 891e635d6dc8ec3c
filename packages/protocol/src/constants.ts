/** Endpoint paths of the sync API, exactly as they are signed (section 5 of the spec). */
export const SYNC_PUSH_PATH = '/api/sync/push';
export const SYNC_PULL_PATH = '/api/sync/pull';

/**
 * Path of the changed-only push's first step, as it is signed: the client sends each file's hash and
 * learns which files the service already holds at that hash, then pushes only the others. A server
 * that does not know it answers 404 or 405, and the client pushes every file.
 */
export const SYNC_PUSH_STATE_PATH = '/api/sync/push/state';

/** The name of the default resource in answers (`resources[].resource`): the empty string. */
export const DEFAULT_RESOURCE = '';

/** Version prefix that every base address ends with. */
export const API_VERSION_PREFIX = '/api/v1';

/** The hosted service's base addresses (the spec's {base_url}, {sdk_base_url}, {sdk_qa_base_url}). */
export const DEFAULT_API_URL = 'https://api.locale-sync.dev/api/v1';
export const DEFAULT_SDK_BASE_URL = 'https://sdk.locale-sync.dev/api/v1';
export const DEFAULT_SDK_QA_BASE_URL = 'https://sdk.qa.locale-sync.dev/api/v1';

/** Header names of the signed sync API (lower-case, as HTTP/2 and Node hand them over). */
export const HEADER_PROJECT_KEY = 'x-project-key';
export const HEADER_TIMESTAMP = 'x-sync-ts';
export const HEADER_NONCE = 'x-sync-nonce';
export const HEADER_SIGNATURE = 'x-sync-signature';
/** Carries `Bearer <OIDC token>` instead of x-sync-signature on a keyless sync request. */
export const HEADER_AUTHORIZATION = 'authorization';
/**
 * The project branch a sync request works on (absent: main). When present it is the sixth line of the
 * signed payload, so that a signed request cannot be moved to another branch.
 */
export const HEADER_BRANCH = 'x-sync-branch';
/** Path of the signed request that closes a project branch: merged (moves its translations to main) or not (deletes it). */
export const SYNC_BRANCH_CLOSE_PATH = '/api/sync/branch/close';
/**
 * A project branch name: a git branch name's usual characters, at most 200, never a path: no `..`,
 * no `//`, no leading or trailing `/` or `.`, no `@{`, no whitespace or control characters.
 */
export const BRANCH_PATTERN = /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?![./])(?!.*[./]$)[A-Za-z0-9._/@+-]{1,200}$/;
/** Longest branch name. */
export const MAX_BRANCH_LENGTH = 200;
/** Set by the SDK API when a bounded quota fail-open path was used. */
export const HEADER_FAIL_OPEN = 'x-sdk-failopen';
/** Correlates a response with the server's log line. */
export const HEADER_REQUEST_ID = 'x-request-id';
/**
 * Set (`true`) on a pull answer whose `files` member comes last: every other member is before it,
 * so a client may apply each file as it arrives instead of holding the whole answer.
 */
export const HEADER_FILES_LAST = 'x-sync-files-last';
/**
 * Sent on a push by a client that reads only the first keys of each list of the answer: each
 * locale's `created`, `updated` and `obsolete` then list at most this many keys, and `counts` says
 * how many each stands for. A server that does not know the header answers every key.
 */
export const HEADER_LIST_KEYS = 'x-sync-list-keys';
/**
 * Sent on a push beside or without `x-sync-list-keys` by a client whose reports list a number of
 * keys for the whole answer: each of `created`, `updated` and `obsolete` then lists at most this
 * many keys over all of `plan`, the first entries' first, and `counts` says how many each stands
 * for. A layout of ten files per locale is then answered with the keys one file per locale would be.
 */
export const HEADER_LIST_KEYS_TOTAL = 'x-sync-list-keys-total';
/** Largest `x-sync-list-keys` a server reads (a client wanting every key leaves the header out). */
export const MAX_LIST_KEYS = 1_000_000;

/** Accepted clock skew between client and server, in seconds, in both directions. */
export const SIGNATURE_WINDOW_SECONDS = 300;
/**
 * How long a server remembers a nonce, counted from the later of its receipt and its stamp: a request
 * stays acceptable until its stamp + the window, so the nonce must outlive that (one second more
 * than twice the window, so that no rounding of either clock can reopen it).
 */
export const NONCE_RETENTION_SECONDS = 2 * SIGNATURE_WINDOW_SECONDS + 1;
/** Longest project key. */
export const MAX_PROJECT_KEY_LENGTH = 128;
/** A project key: 1 to 128 characters of `[A-Za-z0-9_-]` (no newline: it is a field of the signed payload). */
export const PROJECT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** Longest locale code a server reads (BCP 47 tags in use are far shorter: `zh-Hant-TW` has 10). */
export const MAX_LOCALE_CODE_LENGTH = 64;
/** Push bodies above this many bytes are sent gzip-compressed. */
export const GZIP_THRESHOLD_BYTES = 64 * 1024;

/** Limits of the public SDK API (section 8). */
export const MAX_PHRASES_PER_BATCH = 500;
export const MAX_INSTANT_TEXTS = 50;

/** Formats, structures and statuses a pull may ask for. */
export const FORMATS = [
  'json',
  'yaml',
  'properties',
  'po',
  'arb',
  'xliff',
  'strings',
  'android',
  'resx',
  'fluent',
  'ini',
  'go-i18n',
  'qt',
  'stringsdict',
  'php',
  'chrome',
  'json5',
  'jed',
  'vscode',
  'csv',
  'structured-json',
  'smartling',
] as const;
export type Format = (typeof FORMATS)[number];
export const STRUCTURES = ['flat', 'nested'] as const;
export type Structure = (typeof STRUCTURES)[number];
/** `approved` only approved; `translated` approved and translated; `all` also machine drafts. */
export const PULL_STATUSES = ['approved', 'translated', 'all'] as const;
export type PullStatus = (typeof PULL_STATUSES)[number];
/** Status of one stored translation. */
export const TRANSLATION_STATUSES = ['draft', 'translated', 'approved'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
