import { type Command, InvalidArgumentError } from 'commander';
import { serve } from '../server.ts';
import { type CliIo, DB_FLAGS, DB_HELP, dbPath } from './shared.ts';

function port(value: string): number {
  if (!/^[0-9]{1,5}$/.test(value) || Number(value) > 65535)
    throw new InvalidArgumentError('Expected a number from 0 to 65535.');
  return Number(value);
}

/** `serve`: the HTTP server; resolves once listening (the process then stays up until SIGTERM/SIGINT). */
export function registerServeCommand(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description(
      'Runs the sync API and the public SDK API under /api/v1. Prints "locale-sync-server listening on http://HOST:PORT" to stderr once listening; stops cleanly on SIGTERM or SIGINT.',
    )
    .option('--port <port>', 'port to listen on; 0 picks a free one (default $PORT or 8787)', port)
    .option('--host <host>', 'address to listen on (default $HOST or 127.0.0.1)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { port?: number; host?: string; db?: string }, command: Command) => {
      let portNumber = o.port;
      if (portNumber === undefined) {
        const fromEnv = io.env.PORT ?? '8787';
        try {
          portNumber = port(fromEnv);
        } catch {
          command.error(`error: PORT must be a number from 0 to 65535, got "${fromEnv}"`);
        }
      }
      const host = o.host ?? io.env.HOST ?? '127.0.0.1';
      // Node reads an empty host as every address: a blank HOST must not open the server to the network.
      if (host.trim() === '') {
        command.error(
          `error: ${o.host === undefined ? 'HOST' : '--host'} is empty; give an address to listen on (127.0.0.1, or 0.0.0.0 for every address), or leave it unset for 127.0.0.1`,
        );
      }
      await serve({
        port: portNumber as number,
        host,
        dbPath: dbPath(o.db, io.env),
        env: io.env,
      });
    });
}
