import { errorBodySchema, HEADER_REQUEST_ID, problemsFromZod } from '@locale-sync/protocol';
import type { z } from 'zod';
import { HttpError, InvalidResponseError } from './errors.ts';

/** Reads a 2xx body and checks it against `schema`; anything else becomes a typed error. */
export async function readResponse<S extends z.ZodType>(
  response: Response,
  schema: S,
  url: string,
  attempts: number,
): Promise<z.output<S>> {
  if (!response.ok) throw await toHttpError(response, url, attempts);
  const text = await response.text();
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
  return new HttpError({
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
  const text = await response.text().catch(() => '');
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
