import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/config.ts';
import type { LimiterStoreFactory } from '../src/rate-limit.ts';
import { push, setup } from './helpers.ts';

const limits = (over: Record<string, unknown>) => ({
  config: {
    rateLimits: {
      enabled: true,
      perIp: { points: 1000, durationSeconds: 60 },
      perProject: { points: 1000, durationSeconds: 60 },
      global: { points: 1000, durationSeconds: 60 },
      failOpenBudgetPerMinute: 1000,
      ...over,
    },
  },
});

const failingStore: LimiterStoreFactory = () => ({
  consume: async () => {
    throw new Error('redis: connection refused');
  },
});

describe('rate limits', () => {
  it('answers 429 rate_limited with Retry-After and RateLimit headers once the IP layer is spent', async () => {
    const env = await setup({ deps: limits({ perIp: { points: 2, durationSeconds: 30 } }) });
    const get = () => env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-policy']).toContain('"ip";q=2;w=30');
    expect(first.headers.ratelimit).toMatch(/^"ip";r=1;t=\d+$/);
    expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    const retryAfter = limited.headers['retry-after'] as string;
    expect(retryAfter).toMatch(/^\d+$/);
    // The window is 30 s and began a moment ago: never earlier than the real reset.
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(28);
    expect(Number(retryAfter)).toBeLessThanOrEqual(30);
    expect(limited.headers.ratelimit).toMatch(/^"ip";r=0;t=\d+$/);
  });

  it('applies the strictest layer: a spent project does not limit another project', async () => {
    const env = await setup({ deps: limits({ perProject: { points: 1, durationSeconds: 60 } }) });
    await env.storage.createProject({ ...env.project, key: 'other' }, 1);
    expect((await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' })).statusCode).toBe(200);
    const second = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect(second.statusCode).toBe(429);
    expect(second.headers.ratelimit).toMatch(/^"project";r=0/);
    expect((await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/other' })).statusCode).toBe(200);
  });

  it('limits batch-extract per project from the body', async () => {
    const env = await setup({
      project: { extraction: { extractPhrases: true } },
      deps: limits({ perProject: { points: 1, durationSeconds: 60 } }),
    });
    const payload = { projectKey: 'demo', phrases: [{ sourceText: 'Hi' }] };
    expect(
      (await env.app.inject({ method: 'POST', url: '/api/v1/phrases/batch-extract', payload })).statusCode,
    ).toBe(200);
    const limited = await env.app.inject({ method: 'POST', url: '/api/v1/phrases/batch-extract', payload });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['ratelimit-policy']).toBe(
      '"ip";q=1000;w=60, "global";q=1000;w=60, "project";q=1;w=60',
    );
    expect(limited.headers.ratelimit).toMatch(/^"project";r=0;t=\d+$/);
    expect(await env.storage.listPhrases(env.project.id)).toHaveLength(1);
  });

  it('has a global layer across IPs and projects', async () => {
    const env = await setup({
      deps: limits({ global: { points: 2, durationSeconds: 60 } }),
    });
    expect((await env.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (const ip of ['10.0.0.1', '10.0.0.2']) {
      await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo', remoteAddress: ip });
    }
    const third = await env.app.inject({
      method: 'GET',
      url: '/api/v1/projects/key/demo',
      remoteAddress: '10.0.0.3',
    });
    expect(third.statusCode).toBe(429);
    expect(third.headers.ratelimit).toMatch(/^"global"/);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const ipLimit = { perIp: { points: 1, durationSeconds: 60 } };
    const env = await setup({ deps: limits(ipLimit) });
    const get = (xff: string) =>
      env.app.inject({
        method: 'GET',
        url: '/api/v1/projects/key/demo',
        headers: { 'x-forwarded-for': xff },
      });
    expect((await get('1.1.1.1')).statusCode).toBe(200);
    expect((await get('2.2.2.2')).statusCode).toBe(429);
    const trusting = await setup({ deps: { config: { ...limits(ipLimit).config, trustProxy: 1 } } });
    const get2 = (xff: string) =>
      trusting.app.inject({
        method: 'GET',
        url: '/api/v1/projects/key/demo',
        headers: { 'x-forwarded-for': xff },
      });
    expect((await get2('1.1.1.1')).statusCode).toBe(200);
    expect((await get2('2.2.2.2')).statusCode).toBe(200);
  });

  // nginx's $proxy_add_x_forwarded_for appends the address it saw to what the client sent: with one
  // trusted hop only that right-most entry counts, so made-up addresses on the left change nothing.
  it.each([
    ['a hop count', 1],
    ['the proxy address', ['127.0.0.1']],
    ['a CIDR range of proxies', ['127.0.0.0/8']],
  ] as const)(
    'with TRUST_PROXY as %s, counts the address the proxy saw, never one the client injected',
    async (_what, trustProxy) => {
      const ipLimit = { perIp: { points: 2, durationSeconds: 60 } };
      const env = await setup({
        deps: { config: { ...limits(ipLimit).config, trustProxy: trustProxy as number | string[] } },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const reply = await env.app.inject({
          method: 'GET',
          url: '/api/v1/projects/key/demo',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      const other = await env.app.inject({
        method: 'GET',
        url: '/api/v1/projects/key/demo',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.0, 203.0.113.10' },
      });
      expect(other.statusCode).toBe(200);
    },
  );

  it.each([
    ['a hop count', 1],
    ['the proxy address', ['127.0.0.1']],
  ] as const)(
    'with TRUST_PROXY as %s, an X-Forwarded-For entry that is not an IP address counts under the proxy',
    async (_what, trustProxy) => {
      const ipLimit = { perIp: { points: 2, durationSeconds: 60 } };
      const env = await setup({
        deps: { config: { ...limits(ipLimit).config, trustProxy: trustProxy as number | string[] } },
      });
      const statuses: number[] = [];
      for (const entry of ['not-an-ip', '1.1.1.1:1234', 'x1', 'x2']) {
        const reply = await env.app.inject({
          method: 'GET',
          url: '/api/v1/projects/key/demo',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': entry },
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    },
  );

  // An IPv6 client owns a whole /64: were each address a counter of its own, it could take a fresh one
  // per request. An IPv4 client reported in IPv6 form by a dual-stack socket keeps its one counter.
  it('counts IPv6 clients per /64 network and an IPv4-mapped address as the IPv4 address', async () => {
    const ipLimit = { perIp: { points: 2, durationSeconds: 60 } };
    const env = await setup({ deps: { config: { ...limits(ipLimit).config, trustProxy: 1 } } });
    const get = async (xff: string) =>
      (
        await env.app.inject({
          method: 'GET',
          url: '/api/v1/projects/key/demo',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': xff },
        })
      ).statusCode;
    const network = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:0:0:0:abcd'];
    expect([
      await get(network[0] as string),
      await get(network[1] as string),
      await get(network[2] as string),
    ]).toEqual([200, 200, 429]);
    expect(await get('2001:db8:1:3::1')).toBe(200);
    expect([await get('192.0.2.7'), await get('::ffff:192.0.2.7'), await get('::ffff:c000:207')]).toEqual([
      200, 200, 429,
    ]);
  });

  it('also limits the sync API', async () => {
    const env = await setup({ deps: limits({ perIp: { points: 1, durationSeconds: 60 } }) });
    expect((await push(env, [{ locale: 'en', content: { a: 'A' } }])).statusCode).toBe(200);
    const limited = await push(env, [{ locale: 'en', content: { a: 'B' } }]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('counts the sync project layer only after the signature verifies, apart from SDK traffic', async () => {
    const env = await setup({ deps: limits({ perProject: { points: 2, durationSeconds: 60 } }) });
    // Unsigned junk and public SDK calls naming the project must not spend its sync quota.
    for (let i = 0; i < 3; i++) {
      await env.app.inject({
        method: 'GET',
        url: '/api/v1/api/sync/pull',
        headers: { 'x-project-key': 'demo' },
      });
      await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    }
    expect((await push(env, [{ locale: 'en', content: { a: 'A' } }])).statusCode).toBe(200);
    expect((await push(env, [{ locale: 'en', content: { a: 'B' } }])).statusCode).toBe(200);
    const third = await push(env, [{ locale: 'en', content: { a: 'C' } }]);
    expect(third.statusCode).toBe(429);
    expect(third.headers.ratelimit).toMatch(/^"project";r=0/);
  });

  describe('when the limiter store fails', () => {
    it('lets the SDK API through within the fail-open budget and says so', async () => {
      const env = await setup({
        deps: { ...limits({ failOpenBudgetPerMinute: 2 }), limiterStore: failingStore },
      });
      const get = () => env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
      const first = await get();
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-sdk-failopen']).toBe('true');
      expect((await get()).headers['x-sdk-failopen']).toBe('true');
      const spent = await get();
      expect(spent.statusCode).toBe(503);
      expect(spent.json().error.code).toBe('service_unavailable');
    });

    it('lets batch-extract through on one unit of the budget and one store try, though it checks twice', async () => {
      // A hung Redis costs REDIS_COMMAND_TIMEOUT_MS per try: the body's project layer must not ask the
      // failed store again, nor take a second unit of a budget counted in requests.
      let tries = 0;
      const countingFailingStore: LimiterStoreFactory = () => ({
        consume: async () => {
          tries++;
          throw new Error('redis: command timed out');
        },
      });
      const env = await setup({
        project: { extraction: { extractPhrases: true } },
        deps: { ...limits({ failOpenBudgetPerMinute: 2 }), limiterStore: countingFailingStore },
      });
      const extract = () =>
        env.app.inject({
          method: 'POST',
          url: '/api/v1/phrases/batch-extract',
          payload: { projectKey: 'demo', phrases: [{ sourceText: 'Hi' }] },
        });
      const first = await extract();
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-sdk-failopen']).toBe('true');
      expect(tries).toBe(1);
      const second = await extract();
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-sdk-failopen']).toBe('true');
      const spent = await extract();
      expect(spent.statusCode).toBe(503);
      expect(spent.headers['x-sdk-failopen']).toBeUndefined();
    });

    it('refuses the signed sync API with 503 (fail closed)', async () => {
      const env = await setup({ deps: { ...limits({}), limiterStore: failingStore } });
      const res = await push(env, [{ locale: 'en', content: { a: 'A' } }]);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('service_unavailable');
      expect(res.headers['x-sdk-failopen']).toBeUndefined();
      expect(await env.storage.listTranslations(env.project.id, {})).toEqual([]);
    });

    it('does not mark normal answers as fail-open', async () => {
      const env = await setup();
      const res = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
      expect(res.headers['x-sdk-failopen']).toBeUndefined();
    });
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count, addresses and CIDRs, and refuses what would trust every hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY must be a hop count.*"true"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
  });
});
