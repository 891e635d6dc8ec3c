// Vitest global setup: says in one line which server backends this run tests and which it skips, so
// a run on a machine without PostgreSQL or Redis is green and says what it did not cover.
import { createConnection } from 'node:net';

function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(5000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => finish(true));
  });
}

/** Prints the backends line once, before the tests. */
export default async function setup(): Promise<void> {
  const [postgres, redis] = await Promise.all([answers(5432), answers(6379)]);
  const tested = ['SQLite + memory', postgres && 'PostgreSQL', redis && 'Redis'].filter(Boolean);
  const skipped = [
    !postgres && 'PostgreSQL (nothing answers on 127.0.0.1:5432)',
    !redis && 'Redis (nothing answers on 127.0.0.1:6379)',
  ].filter(Boolean);
  process.stdout.write(
    `backends: tested ${tested.join(', ')}${skipped.length > 0 ? `; skipped ${skipped.join(', ')}` : ''}\n`,
  );
}
