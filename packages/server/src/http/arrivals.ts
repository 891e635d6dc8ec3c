import type { IncomingMessage } from 'node:http';

// Which requests may share a freshness check made earlier in the same turn of the event loop.
//
// Node learns of a request from a socket read, and it reads only the sockets the kernel reported
// ready in the poll that started the turn (libuv's epoll_wait). A socket is reported ready because
// unread bytes were waiting on it. When every earlier request on that connection was read whole in
// an earlier turn, those waiting bytes are this request's own: its first byte had reached the server
// before the poll returned, so before any check made after the poll, i.e. by any request of this
// turn. A write that completed before the request was sent completed before that check, and is seen.
//
// It fails only where the bytes read are not the first ones waiting at the poll: a second request in
// one read of a connection (pipelining), the request after a body that ended in this turn's read
// (both counted here as not arriving with the turn), and a turn in which libuv polls twice, which it
// does only when one poll returns 1,024 ready descriptors (docs/self-hosting.md, "Read-cache
// consistency", says so). A check is only ever shared if it was made from a request's own arrival
// (the `request` event, emitted from a socket read, so after the turn's poll), never from a later
// step (a Fastify hook, a timer).

/** What is known of a connection's last request. */
interface Connection {
  /** Its last request (kept until the next one arrives or the connection goes). */
  request: IncomingMessage;
  /** The turn in which its last request arrived. */
  turn: number;
  /** Whether that request was read whole (head and body) in that turn. */
  whole: boolean;
}

/** Counts the event loop's turns and tells which requests arrived with the turn's poll. */
export class Arrivals {
  private turn = 0;
  private turnEnds = false;
  private readonly connections = new WeakMap<object, Connection>();
  private readonly nextTurn = () => {
    this.turnEnds = false;
    this.turn++;
  };

  /**
   * The current turn: a number that changes once the event loop has passed its check phase, which
   * comes after every poll. Cheap: one `setImmediate` per turn in which it is asked.
   */
  current(): number {
    if (!this.turnEnds) {
      this.turnEnds = true;
      setImmediate(this.nextTurn);
    }
    return this.turn;
  }

  /**
   * Notes a request as it is emitted (every request of the server, in order); true when its bytes
   * were the first waiting on its connection at this turn's poll: the connection is new, or its
   * previous request was read whole in an earlier turn. `bodiless` says whether this request has no
   * body (no Content-Length, no Transfer-Encoding), so is whole as it arrives.
   */
  arrived(req: IncomingMessage, bodiless: boolean): boolean {
    const turn = this.current();
    const socket = req.socket;
    const last = this.connections.get(socket);
    if (last === undefined) {
      this.connections.set(socket, { request: req, turn, whole: bodiless });
      return true;
    }
    const first = last.whole && last.turn !== turn;
    last.request = req;
    last.turn = turn;
    last.whole = bodiless;
    return first;
  }

  /**
   * Notes that the body of `req` was read whole in the turn it arrived; ignored when another request
   * of its connection arrived since (a pipelined one, read in the same turn).
   */
  readWhole(req: IncomingMessage): void {
    const last = this.connections.get(req.socket);
    if (last !== undefined && last.request === req && last.turn === this.turn) last.whole = true;
  }
}
