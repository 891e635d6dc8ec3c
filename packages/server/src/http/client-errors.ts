import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError, type ServerErrorCode, serverErrorBody } from '../errors.ts';

const TIMEOUT_MESSAGE =
  'the request did not arrive in time (headers or body too slow); send it again, in full, without pausing';

/** What Node's HTTP parser (llhttp) and its timers report, mapped to a status, a code and advice. */
function describe(code: string | undefined): { status: number; code: ServerErrorCode; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'request_timeout',
        message: TIMEOUT_MESSAGE,
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'headers_too_large',
        message:
          'the request headers are larger than this server accepts (16 KiB in all); send fewer or shorter headers',
      };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return {
        status: 400,
        code: 'validation_failed',
        message:
          'the request has both Content-Length and Transfer-Encoding (or a bad Transfer-Encoding); send one of them',
      };
    case 'HPE_INVALID_HEADER_TOKEN':
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_CR_EXPECTED':
    case 'HPE_LF_EXPECTED':
      return {
        status: 400,
        code: 'validation_failed',
        message:
          'a request header is malformed (invalid characters such as NUL, or a bad Content-Length); fix the client',
      };
    default:
      return {
        status: 400,
        code: 'validation_failed',
        message: `the request is not valid HTTP/1.1 (${code ?? 'unreadable'}); fix the client`,
      };
  }
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refuses (malformed or oversized
 * headers, a request that arrives too slowly) in the wire error shape, then closes the connection,
 * since the parser cannot tell where the next request would start. Nothing of the raw request is
 * logged.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' && failBodyRead(socket)) return;
  const { status, code, message } = describe(err.code);
  this.log.info({ code: err.code, status }, 'client error');
  // A response already under way cannot be replaced; the connection can only be closed.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(serverErrorBody(code, message));
    const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    // Closed once the answer is flushed, or after a second if the client does not read it.
    setTimeout(() => socket.destroy(), 1000).unref();
    socket.write(head + body, () => socket.destroy());
    return;
  }
  socket.destroy();
}

/**
 * A request whose headers came in time but whose body did not (REQUEST_TIMEOUT_MS): its body reader
 * is failed with the 408, so that its route answers it as any other error, with its request id and
 * its `request completed` log line, and then closes the connection (the rest of the body is not
 * read). False when no request is reading a body on `socket` (the headers are still arriving), or
 * its answer has begun: the caller then answers on the socket itself. Should the route not answer
 * within a second, the connection is closed.
 */
function failBodyRead(socket: Socket): boolean {
  const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  const req: IncomingMessage | undefined = res?.req;
  if (res == null || req === undefined || res.headersSent || req.complete || req.destroyed) return false;
  // Without a listener the event would be thrown; nothing reading the body would answer anyway.
  if (req.listenerCount('error') === 0) return false;
  req.emit('error', new ApiError('request_timeout', TIMEOUT_MESSAGE));
  setTimeout(() => {
    if (!res.headersSent) socket.destroy();
  }, 1000).unref();
  return true;
}
