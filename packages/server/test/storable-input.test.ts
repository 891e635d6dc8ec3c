import { describe, expect, it } from 'vitest';
import { MAX_PHRASE_COUNT } from '../src/domain/phrases.ts';
import { push, setup, testBackends } from './helpers.ts';

// What the database cannot hold is refused with a 400 naming where it is, on every backend: a lone
// UTF-16 surrogate has no UTF-8 form (stored as U+FFFD, two keys became one on SQLite and collided
// in a unique index on PostgreSQL), and a count past 2^53 overflowed the stored total.
describe(`input the database cannot hold (${testBackends()})`, () => {
  it('refuses a lone surrogate in an SDK body field with 400 naming the field', async () => {
    const env = await setup({ project: { instantTranslation: { enabled: true } } });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/translate/instant',
      headers: { 'x-project-key': 'demo' },
      payload: { projectKey: 'demo', targetLocale: 'de', texts: ['fine', 'bad \ud800 text'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details[0].location).toBe('body.texts[1]');
    expect(res.json().error.message).toMatch(/lone UTF-16 surrogate/);
  });

  it('refuses a lone surrogate in pushed content with 400 invalid_file naming the file and line', async () => {
    const env = await setup();
    const res = await push(env, [{ locale: 'en', path: 'en.json', content: '{\n  "a": "A \udc00"\n}\n' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_file');
    expect(res.json().error.message).toContain('en.json:2:');
  });

  it('refuses keys that only a "\\ud800" escape in the file makes different, instead of storing one', async () => {
    const env = await setup();
    const res = await push(env, [
      { locale: 'en', path: 'en.json', content: '{"k\\ud800":"A","k\\ud801":"B"}' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_file');
    expect(res.json().error.message).toMatch(/en\.json.*lone UTF-16 surrogate/);
    const pulled = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect(pulled.json()).toEqual({ translations: {} });
  });

  it('refuses a phrase count over 2147483647 naming the field, and saturates the stored total', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const extract = (count: number) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/phrases/batch-extract',
        payload: { projectKey: 'demo', phrases: [{ sourceText: 'Hi', count }] },
      });
    const tooBig = await extract(2 ** 53);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details[0].location).toBe('body.phrases[0].count');
    expect((await extract(2_147_483_647)).statusCode).toBe(200);
    // Stored totals stop at 2^53 - 1, which every backend and a JavaScript number hold exactly.
    const now = env.clock.now();
    await env.storage.recordPhrases(
      env.project.id,
      [{ sourceText: 'Hi', count: MAX_PHRASE_COUNT - 10 }],
      now,
    );
    await env.storage.recordPhrases(env.project.id, [{ sourceText: 'Hi', count: 2_147_483_647 }], now);
    const [phrase] = await env.storage.listPhrases(env.project.id);
    expect(phrase?.count).toBe(MAX_PHRASE_COUNT);
    expect((await extract(1)).statusCode).toBe(200);
  });
});
