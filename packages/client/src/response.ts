import type { BodyCheck, CheckIssue } from './check.ts';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  OriginNotAllowedError,
  ResponseTooLargeError,
  TimeoutError,
} from './errors.ts';
import { parseRetryAfter } from './retry-after.ts';
import { HEADER_FAIL_OPEN, HEADER_REQUEST_ID } from './wire.ts';

/**
 * Reads a 2xx body and checks it against `schema` (a zod schema or a `Check`); anything else
 * becomes a typed error.
 */
export async function readResponse<T>(
  response: Response,
  schema: BodyCheck<T>,
  url: string,
  attempts: number,
): Promise<T> {
  if (!response.ok) throw await toHttpError(response, url, attempts);
  let text: string;
  try {
    text = await response.text();
  } catch (err) {
    if (err instanceof ResponseTooLargeError || err instanceof TimeoutError) throw err;
    // The connection broke halfway through the body ("terminated").
    throw new NetworkError(url, attempts, err);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InvalidResponseError(url, response.status, `body is not JSON: ${preview(text)}`);
  }
  return checkBody(data, schema, url, response.status);
}

/**
 * `data` checked against `schema`, or an InvalidResponseError naming the first problems under
 * `at` (`body`, or `body.files[3]` for one part of a streamed answer).
 */
export function checkBody<T>(
  data: unknown,
  schema: BodyCheck<T>,
  url: string,
  status: number,
  at = 'body',
): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${jsonPath(issue, at)}: ${issue.message}`)
      .join('; ');
    throw new InvalidResponseError(url, status, `body does not match the protocol: ${problems}`);
  }
  return parsed.data;
}

/** Builds the HttpError of a non-2xx answer from the documented error body, or from the raw text. */
export async function toHttpError(response: Response, url: string, attempts: number): Promise<HttpError> {
  const body = await readErrorBody(response);
  const Kind =
    response.status === 403 && body.code === 'origin_not_allowed' ? OriginNotAllowedError : HttpError;
  return new Kind({
    status: response.status,
    code: body.code,
    message: body.message,
    details: body.details,
    requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
    url,
    attempts,
    retryAfterSeconds: retryAfterSeconds(response),
  });
}

/** The answer's Retry-After in whole seconds, undefined when absent or unreadable. */
function retryAfterSeconds(response: Response): number | undefined {
  const ms = parseRetryAfter(response.headers.get('retry-after'), Date.now());
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}

/** The `{error:{code,message,details}}` of a response, or a stand-in built from its status and text. */
export async function readErrorBody(
  response: Response,
): Promise<{ code: string; message: string; details?: unknown }> {
  const text = await readStart(response, MAX_ERROR_BODY_BYTES).catch(() => '');
  const error = errorOf(text);
  if (error) return error;
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  return {
    code: `http_${response.status}`,
    message: `HTTP ${response.status}${statusText}${text ? `: ${preview(text)}` : ''}`,
  };
}

/** The `error` of a documented error body `{"error":{"code","message","details"?}}`, else undefined. */
function errorOf(text: string): { code: string; message: string; details?: unknown } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !ERROR_CODE.test(code) || typeof message !== 'string') return undefined;
  return details === undefined ? { code, message } : { code, message, details };
}
const ERROR_CODE = /^[a-z][a-z0-9_]*$/;

/** `body.translations[0]` for the path `['translations', 0]`. */
function jsonPath(issue: CheckIssue, at = 'body'): string {
  let out = at;
  for (const part of issue.path) out += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  return out;
}

// An error body is only read for its code and message: a few KiB are plenty.
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** The first `maxBytes` of a body as text; the rest is left unread and the stream cancelled. */
async function readStart(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= maxBytes) await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, maxBytes));
}

/** A short, single-line excerpt of an untrusted body for messages. */
export function preview(text: string): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat || '(empty body)';
}

/** Metadata of the last answer a client received. */
export interface ResponseMeta {
  status: number;
  /** The SDK API used its bounded fail-open path (`X-SDK-FailOpen: true`). */
  failOpen: boolean;
  requestId: string | undefined;
  attempts: number;
}

/** Reads the metadata headers of a response. */
export function responseMeta(response: Response, attempts: number): ResponseMeta {
  return {
    status: response.status,
    failOpen: response.headers.get(HEADER_FAIL_OPEN)?.toLowerCase() === 'true',
    requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
    attempts,
  };
}
