// Failures no retry can help are not retried: a host name that does not exist (DNS ENOTFOUND) and a
// failed TLS handshake. Before, both were tried five times over about seven seconds. A refused
// connection is still retried (the server may be starting).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreachableFor } from '../src/errors.ts';
import { NetworkError, SyncClient } from '../src/index.ts';
import { createHttpTransport } from '../src/node.ts';

/** What Node's fetch (undici) throws for a host name DNS does not know. */
function dnsFailure(host: string): TypeError {
  const cause = Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), {
    code: 'ENOTFOUND',
    hostname: host,
  });
  return new TypeError('fetch failed', { cause });
}

const client = (apiUrl: string, fetchFn?: typeof fetch, onRetry?: () => void) =>
  new SyncClient({
    apiUrl,
    projectKey: 'demo-app',
    secret: 'test-secret',
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
    addressSetting: '--api-url',
    ...(fetchFn ? { fetch: fetchFn } : {}),
    ...(onRetry ? { onRetry } : {}),
  });

let plain: Server;
let plainPort = 0;
beforeAll(async () => {
  // A plain HTTP server: a client speaking TLS to it fails in the handshake.
  plain = createServer((_req, res) => res.end('{}'));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainPort = (plain.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => plain.close(() => resolve()));
});

describe('failures no retry can help', () => {
  it('a host name that does not exist fails at the first try, naming the setting', async () => {
    let tries = 0;
    let retries = 0;
    const fetchFn = (async () => {
      tries++;
      throw dnsFailure('sync.example.invalid');
    }) as typeof fetch;
    const err = await client('https://sync.example.invalid/api/v1', fetchFn, () => retries++)
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(tries).toBe(1);
    expect(retries).toBe(0);
    expect((err as Error).message).toContain('getaddrinfo ENOTFOUND sync.example.invalid (ENOTFOUND)');
    expect((err as Error).message).toContain(
      'not retried, since the host name does not exist: check --api-url',
    );
  });

  it('https:// to a server that speaks plain HTTP fails at the first try with TLS advice', async () => {
    let retries = 0;
    const err = await client(`https://127.0.0.1:${plainPort}/api/v1`, undefined, () => retries++)
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(retries).toBe(0);
    expect(unreachableFor((err as Error).cause)).toBe('tls');
    expect((err as Error).message).toContain('not retried, since the TLS connection failed: check --api-url');
  });

  it('https:// to plain HTTP through the node:http transport (the CLI and the actions) is a TLS failure too', async () => {
    // node:https reports it as EPROTO with OpenSSL's text ("…:SSL routines:…:wrong version number:…\n"),
    // where fetch says ERR_SSL_WRONG_VERSION_NUMBER: it was retried five times, with no advice.
    let retries = 0;
    const err = await client(`https://127.0.0.1:${plainPort}/api/v1`, createHttpTransport(), () => retries++)
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(retries).toBe(0);
    expect((err as Error).message).toContain('not retried, since the TLS connection failed: check --api-url');
    expect((err as Error).message).not.toContain('\n');
  });

  it('a refused connection is still retried', async () => {
    let tries = 0;
    const fetchFn = (async () => {
      tries++;
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
      });
    }) as typeof fetch;
    const err = await client('http://127.0.0.1:9/api/v1', fetchFn)
      .pull()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(tries).toBe(5);
    expect((err as Error).message).toContain('after 5 tries');
  });
});
