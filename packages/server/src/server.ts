import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { requestLogFields } from './http/client-address.ts';
import { LogSink } from './log-sink.ts';
import { translatorFromEnv } from './mt/index.ts';
import { feedSettingsFromEnv, openPostgresFeedShared } from './shared/postgres-feed.ts';
import { openRedisShared, redisSettingsFromEnv } from './shared/redis.ts';
import type { SharedState } from './shared/types.ts';
import { openStorage, storageConfigFromEnv } from './storage/open.ts';
import { PostgresStorage } from './storage/postgres/storage.ts';

export interface ServeOptions {
  port: number;
  host: string;
  dbPath: string;
  env?: NodeJS.ProcessEnv;
}

/** The levels LOG_LEVEL accepts (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * pino options: JSON lines on stdout, secrets and the signature header never written, the client
 * address as the rate limit counts it. Throws for
 * a LOG_LEVEL pino does not know, naming the allowed ones.
 */
export function loggerOptions(env: NodeJS.ProcessEnv, stream?: LogSink) {
  const level = env.LOG_LEVEL === undefined || env.LOG_LEVEL === '' ? 'info' : env.LOG_LEVEL;
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  }
  return {
    level,
    redact: {
      paths: [
        'req.headers["x-sync-signature"]',
        'req.headers.authorization',
        'syncSecret',
        '*.syncSecret',
        'secret',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    // remoteAddress is the address the per-address limit counts, never a proxy's non-address entry.
    serializers: { req: requestLogFields },
    ...(stream && { stream }),
  };
}

/**
 * Opens the database, builds the app and listens. Writes one human line to stderr once listening
 * (`locale-sync-server listening on http://HOST:PORT`) and closes cleanly on SIGTERM or SIGINT.
 */
export async function serve(options: ServeOptions): Promise<{ app: FastifyInstance; url: string }> {
  const env = options.env ?? process.env;
  const config = loadConfig(env);
  // stdout through a sink that drops (and counts) lines rather than block on a full or slow device.
  const sink = new LogSink(1);
  const logger = loggerOptions(env, sink);
  // Checked before the database opens, so a bad MT_PROVIDER stops the start with its message.
  translatorFromEnv(env);
  const redis = redisSettingsFromEnv(env);
  const feed = feedSettingsFromEnv(env);
  // A short SQLite busy timeout: the app retries a locked database asynchronously (storage/busy.ts).
  const storage = await openStorage(
    storageConfigFromEnv(env, {
      sqlitePath: options.dbPath,
      sqliteBusyTimeoutMs: config.database.busyTimeoutMs,
    }),
  );
  let shared: SharedState | undefined;
  try {
    // Read-cache invalidation across instances: Redis when configured, else PostgreSQL's own
    // LISTEN/NOTIFY; SQLite (one process, or a few on one host) checks its revision per request.
    if (redis) shared = await openRedisShared(storage, redis);
    else if (storage instanceof PostgresStorage && feed.mode === 'listen')
      shared = await openPostgresFeedShared(storage, feed);
  } catch (err) {
    await storage.close();
    throw err;
  }
  const app = await createApp({
    storage,
    config,
    env,
    fetch: globalThis.fetch,
    logger,
    ...(shared && { shared }),
  });
  app.addHook('onClose', async () => {
    await shared?.close();
    await storage.close();
  });
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (err) {
    // Close what is open (Redis and PostgreSQL connections would keep the process alive forever).
    await app.close().catch(() => undefined);
    throw listenError(err, options);
  }
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  process.stderr.write(`locale-sync-server listening on ${url}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const { drainMs } = config.timeouts;
    app.log.info({ signal, drainMs }, 'shutting down');
    // The drain time bounds the whole shutdown, whatever hangs (a request, the database, the log).
    const deadline = setTimeout(() => {
      app.log.error({ drainMs }, 'shutdown did not finish within DRAIN_TIMEOUT_MS: exiting');
      process.exit(1);
    }, drainMs);
    deadline.unref();
    // In-flight requests finish; the database closes after the last one (onClose hook).
    const exit = (code: number) => sink.drained(500).then(() => process.exit(code));
    app.close().then(
      () => exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        return exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return { app, url };
}

/** A failed listen, said as what to change: the port in use or the address this host lacks. */
function listenError(err: unknown, options: ServeOptions): unknown {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const where = `${options.host}:${options.port}`;
  if (code === 'EADDRINUSE') {
    return new Error(
      `cannot listen on ${where}: another process uses that port (a server already running?); stop it, or choose another port with --port or PORT`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'EACCES') {
    return new Error(
      `cannot listen on ${where} (${code}): ${code === 'EACCES' ? 'ports below 1024 need privileges; choose another with --port or PORT' : 'this machine has no such address; choose another with --host or HOST (0.0.0.0 for every address)'}`,
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new Error(
      `cannot listen on ${where} (${code}): ${options.host} is no address of this machine and no host name it can resolve; choose another with --host or HOST (127.0.0.1, or 0.0.0.0 for every address)`,
    );
  }
  return err;
}
