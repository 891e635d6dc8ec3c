import { createGunzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * Decompresses a gzip body as it streams in; every route with a body uses it as its preParsing
 * step, so no route reads compressed bytes as JSON or takes a body whose encoding it ignored.
 * Fastify's body limit then counts the decompressed bytes (a zip bomb stops at the limit), and
 * `receivedEncodedLength` lets it check Content-Length against the bytes actually received.
 */
export function decodeBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream & { receivedEncodedLength?: number },
): NodeJS.ReadableStream {
  const encoding = (request.headers['content-encoding'] ?? 'identity').toString().trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return payload;
  if (encoding !== 'gzip' && encoding !== 'x-gzip') {
    throw new ApiError(
      'unsupported_media_type',
      `Content-Encoding ${encoding} is not supported; send the body plain or gzip-compressed`,
    );
  }
  const gunzip = createGunzip() as ReturnType<typeof createGunzip> & { receivedEncodedLength: number };
  gunzip.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => {
    gunzip.receivedEncodedLength += chunk.length;
  });
  payload.on('error', (err) => gunzip.destroy(err));
  payload.pipe(gunzip);
  return gunzip;
}
