import { describe, expect, it } from 'vitest';
import { setup } from './helpers.ts';

// The hooks every request runs (X-Request-Id, CORS, rate limits) answer on every kind of answer.

const limits = {
  config: {
    rateLimits: {
      enabled: true,
      perIp: { points: 1000, durationSeconds: 60 },
      perProject: { points: 1000, durationSeconds: 60 },
      global: { points: 1000, durationSeconds: 60 },
      failOpenBudgetPerMinute: 1000,
    },
  },
};

const instant = {
  method: 'POST' as const,
  url: '/api/v1/translate/instant',
  headers: { 'x-project-key': 'demo', origin: 'https://app.example' },
  payload: { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' },
};

describe('hooks on every request', () => {
  it('set X-Request-Id and CORS on answers, refusals, preflights and unknown routes', async () => {
    const off = { config: { rateLimits: { ...limits.config.rateLimits, enabled: false } } };
    const env = await setup({ project: { instantTranslation: { enabled: true } }, deps: off });
    const answers = await Promise.all([
      env.app.inject(instant),
      env.app.inject({ ...instant, payload: { ...instant.payload, texts: [] } }),
      env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' }),
      env.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/translate/instant',
        headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
      }),
      env.app.inject({ method: 'OPTIONS', url: '/api/v1/translate/instant' }),
      env.app.inject({ method: 'GET', url: '/api/v1/nowhere' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 200, 204, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(answer.headers.vary).toBe('Origin');
    }
    expect(answers.slice(0, 5).map((a) => a.headers['access-control-allow-origin'])).toEqual([
      '*',
      '*',
      '*',
      '*',
      '*',
    ]);
    expect(answers[5]?.headers['access-control-allow-origin']).toBeUndefined();
    // Rate limits are off here: no hook, no headers.
    expect(answers[0]?.headers.ratelimit).toBeUndefined();
  });

  it('count SDK requests and say so in RateLimit headers when limits are on', async () => {
    const env = await setup({ project: { instantTranslation: { enabled: true } }, deps: limits });
    const answer = await env.app.inject(instant);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.ratelimit).toMatch(/r=999/);
    for (const layer of ['ip', 'global', 'project']) {
      expect(answer.headers['ratelimit-policy']).toContain(`"${layer}";q=1000;w=60`);
    }
    const health = await env.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers.ratelimit).toBeUndefined();
  });
});
