import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { addressCounterKey, clientAddress } from '../src/http/client-address.ts';
import { loggerOptions } from '../src/server.ts';
import { setup } from './helpers.ts';

describe('the per-address counter of an address', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:C000:0201', '192.0.2.1'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:1::', '2001:db8:0:0::/64'],
    ['2001:db8:aa:bb:cc:dd:ee:ff', '2001:db8:aa:bb::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(addressCounterKey(address)).toBe(key);
  });
});

describe('the client address', () => {
  it('is the proxied address when it is an IP address, else the peer that sent it', () => {
    const socket = { remoteAddress: '10.0.0.5' };
    expect(clientAddress({ ip: '198.51.100.7', socket })).toBe('198.51.100.7');
    expect(clientAddress({ ip: 'not-an-ip', socket })).toBe('10.0.0.5');
    expect(clientAddress({ ip: '1.1.1.1:1234', socket })).toBe('10.0.0.5');
  });
});

describe('the remoteAddress of the log lines', () => {
  // The logs must name the address the per-address limit counted: a trusted proxy passing on a
  // client's own text (`not-an-ip`) has the request counted under the proxy, so it is logged so too.
  it('is the address the rate limit counts, never a forwarded entry that is no address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    const env = await setup({
      deps: {
        config: { trustProxy: 1 },
        logger: loggerOptions({ LOG_LEVEL: 'info' }, stream as never),
      },
    });
    for (const xff of ['not-an-ip', '1.1.1.1:1234', '198.51.100.7']) {
      await env.app.inject({
        method: 'GET',
        url: '/api/v1/projects/key/demo',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': xff },
      });
    }
    const addresses = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { remoteAddress: string } })
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req?.remoteAddress);
    expect(addresses).toEqual(['127.0.0.1', '127.0.0.1', '198.51.100.7']);
  });
});

describe('TRUST_PROXY as proxy addresses', () => {
  // A request straight from a peer that is not one of the proxies: its X-Forwarded-For is its own
  // writing, so each made-up address must not buy it a fresh counter.
  it('ignores X-Forwarded-For from a peer not in the list, and believes the listed proxy', async () => {
    const env = await setup({
      deps: {
        config: {
          trustProxy: ['10.0.0.5', '10.1.0.0/16'],
          rateLimits: { enabled: true, perIp: { points: 2, durationSeconds: 60 } },
        },
      },
    });
    const get = async (remoteAddress: string, xff: string) =>
      (
        await env.app.inject({
          method: 'GET',
          url: '/api/v1/projects/key/demo',
          remoteAddress,
          headers: { 'x-forwarded-for': xff },
        })
      ).statusCode;
    const direct = [];
    for (let i = 0; i < 4; i++) direct.push(await get('192.0.2.50', `198.51.100.${i}`));
    expect(direct).toEqual([200, 200, 429, 429]);
    // Through the listed proxies (one in the CIDR range, in a chain), each client has its own counter.
    expect(await get('10.0.0.5', '198.51.100.1')).toBe(200);
    expect(await get('10.1.2.3', '198.51.100.2, 10.0.0.5')).toBe(200);
    expect(await get('10.0.0.5', '192.0.2.50')).toBe(429);
  });
});
