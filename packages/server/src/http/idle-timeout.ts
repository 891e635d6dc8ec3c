import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// The server's idle timeout (`IDLE_TIMEOUT_MS`: a connection with no traffic either way for this
// long is closed) without Node re-arming it for every request.
//
// With `server.setTimeout(ms)`, Node arms the socket's timer at connection, again as each request
// after the first arrives (taking the socket off its keep-alive timer), and refreshes it at every
// read and write: a timer inserted and a clock read per request, and again per write, even for an
// answer written whole in the same turn (docs/performance.md, section 43). Instead the server's own
// `timeout` stays 0 (Node then only clears the keep-alive timer as a request arrives), the timer is
// armed at connection, and re-armed for a request wherever it can fire before the request is done:
// when the request goes to Fastify (routes, hooks and bodies take their time) and when an answer
// written by the listener in front of Fastify could not be handed to the kernel whole (a client not
// reading, or an answer queued behind a pipelined one). Once armed, Node refreshes it at every read
// and write and it fires as before (Node's `socketOnTimeout`: the request's, the response's or the
// server's 'timeout', else the socket is destroyed). An answer that left whole needs none: once it
// has finished, Node puts the socket on its keep-alive timer, as after every answer.

/** Arms the idle timer of `ms` (0: none) on every new connection of `server`, as `server.setTimeout` would. */
export function installIdleTimeout(server: Server, ms: number): void {
  // Added after Node's own connection listener (added when the server was made), as Node arms it.
  if (ms > 0) server.on('connection', (socket: Socket) => socket.setTimeout(ms));
}

/** Arms the idle timer for a request whose answer is still to come. */
export function armIdle(req: IncomingMessage, ms: number): void {
  if (ms > 0) req.socket.setTimeout(ms);
}

/**
 * Arms the idle timer after an answer was written (`res.end`) unless all of it was handed to the
 * kernel then: the write still pending, or the answer queued behind an earlier one on the socket.
 */
export function armUnlessSent(req: IncomingMessage, res: ServerResponse, ms: number): void {
  const socket = res.socket;
  if (socket === null || socket.writableLength > 0) armIdle(req, ms);
}
