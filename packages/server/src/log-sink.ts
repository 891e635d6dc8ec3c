import { write as fsWrite } from 'node:fs';
import { hostname } from 'node:os';

/** The `fs.write` shape the sink uses (injectable for tests). */
export type WriteFn = (
  fd: number,
  buffer: Buffer,
  callback: (err: NodeJS.ErrnoException | null, written: number) => void,
) => void;

/** Most log bytes held while the destination is slow or failing; past it, lines are dropped. */
export const LOG_QUEUE_BYTES = 1024 * 1024;

/**
 * The server's log destination (pino writes each JSON line to `write`). Writing never blocks the
 * event loop: lines are queued and written asynchronously, one write at a time; while the
 * destination is full (ENOSPC), closed (EPIPE), or too slow for the queue, lines are dropped and
 * counted instead. The first write that succeeds afterwards is followed by one warning line giving
 * the number dropped. pino's own stdout destination writes synchronously and, on a full pipe or
 * disk, retries in a loop: one stuck log device would stop every request and the SIGTERM handler.
 */
export class LogSink {
  private queue: Buffer[] = [];
  private queuedBytes = 0;
  private writing = false;
  private dropped = 0;
  private idle: Array<() => void> = [];

  private readonly fd: number;
  private readonly maxQueuedBytes: number;
  private readonly writeFn: WriteFn;

  constructor(
    fd = 1,
    maxQueuedBytes = LOG_QUEUE_BYTES,
    writeFn: WriteFn = (target, buffer, callback) => fsWrite(target, buffer, callback),
  ) {
    this.fd = fd;
    this.maxQueuedBytes = maxQueuedBytes;
    this.writeFn = writeFn;
  }

  /** Lines dropped since the last report. */
  get droppedLines(): number {
    return this.dropped;
  }

  /** Queues one line (pino's stream interface); drops and counts it when the queue is full. */
  write(line: string): boolean {
    const bytes = Buffer.from(line);
    if (this.queuedBytes + bytes.length > this.maxQueuedBytes) {
      this.dropped += 1;
    } else {
      this.queue.push(bytes);
      this.queuedBytes += bytes.length;
      this.flush();
    }
    return true;
  }

  /** Resolves once the queue is empty, or after `timeoutMs` (a stuck destination is not waited for). */
  async drained(timeoutMs: number): Promise<void> {
    if (!this.writing && this.queue.length === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private flush(): void {
    if (this.writing) return;
    if (this.queue.length === 0) {
      for (const done of this.idle.splice(0)) done();
      return;
    }
    const lines = this.queue.length;
    const chunk = Buffer.concat(this.queue);
    this.queue = [];
    this.queuedBytes = 0;
    this.writing = true;
    this.writeAll(chunk, (ok) => {
      this.writing = false;
      if (!ok) {
        this.dropped += lines;
      } else if (this.dropped > 0) {
        this.queue.unshift(Buffer.from(droppedReport(this.dropped)));
        this.queuedBytes += this.queue[0]?.length ?? 0;
        this.dropped = 0;
      }
      // After a failure, only a new line tries again, so a broken destination is not retried in a loop.
      if (ok) this.flush();
      else for (const done of this.idle.splice(0)) done();
    });
  }

  private writeAll(chunk: Buffer, done: (ok: boolean) => void): void {
    this.writeFn(this.fd, chunk, (err, written) => {
      if (err) return done(false);
      if (written < chunk.length) return this.writeAll(chunk.subarray(written), done);
      done(true);
    });
  }
}

/** The warning written once the destination takes lines again, in pino's JSON line shape. */
function droppedReport(dropped: number): string {
  return `${JSON.stringify({
    level: 40,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    droppedLines: dropped,
    msg: `log destination was full, closed or too slow: ${dropped} log lines dropped`,
  })}\n`;
}
