import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type ServerErrorCode, serverErrorBody } from '../errors.ts';

/** What Node's HTTP parser (llhttp) and its timers report, mapped to a status, a code and advice. */
function describe(code: string | undefined): { status: number; code: ServerErrorCode; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'request_timeout',
        message:
          'the request did not arrive in time (headers or body too slow); send it again, in full, without pausing',
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
