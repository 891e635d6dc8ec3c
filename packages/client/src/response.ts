import { errorBodySchema, HEADER_REQUEST_ID, problemsFromZod } from '@locale-sync/protocol';
import type { z } from 'zod';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  OriginNotAllowedError,
  ResponseTooLargeError,
  TimeoutError,
} from './errors.ts';

/** Reads a 2xx body and checks it against `schema`; anything else becomes a typed error. */
export async function readResponse<S extends z.ZodType>(
  response: Response,
  schema: S,
  url: string,
  attempts: number,
): Promise<z.output<S>> {
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
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = problemsFromZod(parsed.error)
      .slice(0, 5)
      .map((p) => `${p.location}: ${p.message}`)
      .join('; ');
    throw new InvalidResponseError(url, response.status, `body does not match the protocol: ${problems}`);
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
  });
}

/** The `{error:{code,message,details}}` of a response, or a stand-in built from its status and text. */
export async function readErrorBody(
  response: Response,
): Promise<{ code: string; message: string; details?: unknown }> {
  const text = await readStart(response, MAX_ERROR_BODY_BYTES).catch(() => '');
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  return {
    code: `http_${response.status}`,
    message: `HTTP ${response.status}${statusText}${text ? `: ${preview(text)}` : ''}`,
  };
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
    failOpen: response.headers.get('x-sdk-failopen')?.toLowerCase() === 'true',
    requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
    attempts,
  };
}
