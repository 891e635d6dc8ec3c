// A push whose files are all of other locales than the project's source, to a project without source
// strings for them: every key would be ignored, so the answer names the mismatch (docs/protocol.md, Errors).
import { describe, expect, it } from 'vitest';
import { push, setup } from './helpers.ts';

const repository = [
  { locale: 'en-US', content: { title: 'Home' } },
  { locale: 'de', content: { title: 'Start' } },
];

describe('a push that sends no file of the source locale', () => {
  it('is refused as source_locale_mismatch when no resource it names has source keys, dry run included', async () => {
    const env = await setup({ project: { sourceLocale: 'en', locales: ['en', 'en-US', 'de'] } });
    for (const dryRun of [true, false]) {
      const res = await push(env, repository, { dryRun });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('source_locale_mismatch');
      expect(error.details).toEqual({ sourceLocale: 'en', pushedLocales: ['en-US', 'de'] });
      expect(error.message).toContain(
        "project demo's source locale is en, but this push sends no en file (it sends en-US, de)",
      );
      expect(error.message).toContain(
        'If en-US is the repository\'s source locale, make it the project\'s ("locale-sync-server project update --key demo --source en-US")',
      );
    }
    expect(await env.storage.listResources(env.project.id)).toEqual([]);
    expect(await env.storage.pushHistory(env.project.id, 10)).toEqual([]);
  });

  it('names the likely source locale when it is not one of the project', async () => {
    const env = await setup();
    const res = await push(env, repository);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('unknown_locale');
    expect(res.json().error.message).toContain(
      `this push sends no file of the project's source locale en: if en-US is the repository's source locale, make it the project's ("locale-sync-server project update --key demo --source en-US")`,
    );
  });

  it('takes translations alone as before: ignored without source keys, stored once there are some', async () => {
    const env = await setup({ project: { sourceLocale: 'en', locales: ['en', 'en-US', 'de'] } });
    expect((await push(env, [{ locale: 'en-US', content: {} }])).statusCode).toBe(200);
    const alone = await push(env, [{ locale: 'de', content: { title: 'Start' } }]);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().keys.ignored).toBe(1);
    expect((await push(env, [{ locale: 'en', content: { title: 'Home' } }])).statusCode).toBe(200);
    const res = await push(env, [{ locale: 'de', content: { title: 'Start' } }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().keys.created).toBe(1);
  });
});
