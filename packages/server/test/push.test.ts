import { gzipSync } from 'node:zlib';
import { pullResponseSchema, pushResponseSchema } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { pull, push, setup, signed, sqliteOnly, type TestEnv } from './helpers.ts';

const EN = { 'home.title': 'Welcome', 'home.body': 'Hello {name}', 'nav.back': 'Back' };
const DE = { 'home.title': 'Willkommen', 'home.body': 'Hallo {name}' };

async function translations(env: Awaited<ReturnType<typeof setup>>, locale: string) {
  const rows = await env.storage.listTranslations(env.project.id, { locale });
  return Object.fromEntries(rows.map((r) => [r.key, `${r.value}|${r.status}`]));
}

describe('push', () => {
  it('keeps a legacy code apart under a code of its own (ro-x-mo), and folds the bare legacy code (mo is ro)', async () => {
    const env = await setup({ project: { locales: ['en', 'ro', 'ro-x-mo'] } });
    const res = await push(env, [
      { locale: 'en', content: { hi: 'Hi' } },
      { locale: 'ro', content: { hi: 'Salut' }, path: 'config/locales/ro.json' },
      { locale: 'ro-x-mo', content: { hi: 'Salut (MD)' }, path: 'config/locales/mo.json' },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = pullResponseSchema.parse((await pull(env, 'locales=ro,ro-x-mo')).json());
    expect(answer.files.map((f) => [f.locale, JSON.parse(f.content)])).toEqual([
      ['ro', { hi: 'Salut' }],
      ['ro-x-mo', { hi: 'Salut (MD)' }],
    ]);
    // On the wire `mo` is `ro`: the two files would be one locale, which the service refuses.
    const folded = await push(env, [
      { locale: 'ro', content: { hi: 'Salut' }, path: 'config/locales/ro.json' },
      { locale: 'mo', content: { hi: 'Salut (MD)' }, path: 'config/locales/mo.json' },
    ]);
    expect(folded.statusCode).toBe(400);
  });

  it('stores the source file as strings and other files as approved translations', async () => {
    const env = await setup();
    const res = await push(env, [
      { locale: 'en', content: EN },
      { locale: 'de', content: DE },
    ]);
    expect(res.statusCode).toBe(200);
    const body = pushResponseSchema.parse(res.json());
    expect(body).toMatchObject({ dryRun: false, files: 2, locales: ['en', 'de'] });
    expect(body.keys).toEqual({ created: 5, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 });
    expect(body.plan[0]).toEqual({
      locale: 'en',
      created: ['home.title', 'home.body', 'nav.back'],
      updated: [],
      obsolete: [],
      kept: [],
      ignored: [],
      unchanged: 0,
    });
    expect(await translations(env, 'de')).toEqual({
      'home.title': 'Willkommen|approved',
      'home.body': 'Hallo {name}|approved',
    });
  });

  it('changes nothing when the same files are pushed twice', async () => {
    const env = await setup();
    const files = [
      { locale: 'en', content: EN },
      { locale: 'de', content: DE },
    ];
    await push(env, files);
    const before = await env.storage.listTranslations(env.project.id, {});
    env.clock.advance(10_000);
    const second = (await push(env, files)).json();
    expect(second.keys).toEqual({ created: 0, updated: 0, unchanged: 5, obsolete: 0, kept: 0, ignored: 0 });
    expect(await env.storage.listTranslations(env.project.id, {})).toEqual(before);
  });

  it('reports updated texts and ignores translation keys the source does not have', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: EN }]);
    const res = await push(env, [
      { locale: 'en', content: { ...EN, 'home.title': 'Welcome!' } },
      { locale: 'fr', content: { 'home.title': 'Bienvenue', 'old.key': 'Vieux' } },
    ]);
    const body = res.json();
    expect(body.plan[0].updated).toEqual(['home.title']);
    expect(body.plan[1]).toMatchObject({ locale: 'fr', created: ['home.title'], ignored: ['old.key'] });
    expect(body.keys.ignored).toBe(1);
    expect(Object.keys(await translations(env, 'fr'))).toEqual(['home.title']);
  });

  it('accepts empty strings as texts', async () => {
    const env = await setup();
    await push(env, [
      { locale: 'en', content: { empty: '' } },
      { locale: 'de', content: { empty: '' } },
    ]);
    const res = await pull(env, 'locales=de');
    expect(res.json().files[0].content).toBe('{\n  "empty": ""\n}\n');
  });

  describe('translator-work guard', () => {
    it('keeps a translation changed in the service while the repository sends its old value', async () => {
      const env = await setup();
      await push(env, [
        { locale: 'en', content: EN },
        { locale: 'de', content: DE },
      ]);
      await env.storage.setTranslation(
        env.project.id,
        'home.title',
        'de',
        'Herzlich willkommen',
        'translated',
        1,
      );
      const res = await push(env, [
        { locale: 'en', content: EN },
        { locale: 'de', content: DE },
      ]);
      expect(res.json().plan[1]).toMatchObject({ kept: ['home.title'], updated: [], unchanged: 1 });
      expect(res.json().keys.kept).toBe(1);
      expect((await translations(env, 'de'))['home.title']).toBe('Herzlich willkommen|translated');
    });

    it('lets the repository win when its own value changed too', async () => {
      const env = await setup();
      await push(env, [
        { locale: 'en', content: EN },
        { locale: 'de', content: DE },
      ]);
      await env.storage.setTranslation(
        env.project.id,
        'home.title',
        'de',
        'Herzlich willkommen',
        'approved',
        1,
      );
      const res = await push(env, [{ locale: 'de', content: { ...DE, 'home.title': 'Willkommen!' } }]);
      expect(res.json().plan[0]).toMatchObject({ locale: 'de', updated: ['home.title'], kept: [] });
      expect((await translations(env, 'de'))['home.title']).toBe('Willkommen!|approved');
    });

    it('overwrites a machine draft that the repository never sent', async () => {
      const env = await setup();
      await push(env, [{ locale: 'en', content: EN }]);
      await env.storage.setTranslation(env.project.id, 'nav.back', 'de', '[Ɓáçķ]', 'draft', 1);
      const res = await push(env, [{ locale: 'de', content: { 'nav.back': 'Zurück' } }]);
      expect(res.json().plan[0].updated).toEqual(['nav.back']);
      expect((await translations(env, 'de'))['nav.back']).toBe('Zurück|approved');
    });
  });

  it('marks keys gone from the source obsolete and revives them with their translations', async () => {
    const env = await setup();
    await push(env, [
      { locale: 'en', content: EN },
      { locale: 'de', content: DE },
    ]);
    const { 'home.body': _gone, ...rest } = EN;
    const second = (await push(env, [{ locale: 'en', content: rest }])).json();
    expect(second.plan[0].obsolete).toEqual(['home.body']);
    expect(second.keys.obsolete).toBe(1);
    const pulled = (await pull(env, 'locales=en,de')).json();
    expect(pulled.files[0].content).not.toContain('home.body');
    expect(pulled.files[1].content).not.toContain('home.body');
    // A translation for an obsolete key is ignored, not stored.
    const ignored = (await push(env, [{ locale: 'de', content: { 'home.body': 'Neu' } }])).json();
    expect(ignored.plan[0].ignored).toEqual(['home.body']);
    const third = (await push(env, [{ locale: 'en', content: EN }])).json();
    expect(third.plan[0].created).toEqual(['home.body']);
    const back = (await pull(env, 'locales=de')).json();
    expect(JSON.parse(back.files[0].content)).toEqual(DE);
  });

  it('stores nothing on a dry run and answers the same plan', async () => {
    const env = await setup();
    const files = [
      { locale: 'en', content: EN },
      { locale: 'de', content: DE },
    ];
    const dry = (await push(env, files, { dryRun: true })).json();
    expect(dry.dryRun).toBe(true);
    expect(await env.storage.listTranslations(env.project.id, {})).toEqual([]);
    expect((await pull(env, 'locales=en')).json().files[0].keys).toBe(0);
    const real = (await push(env, files)).json();
    expect({ ...real, dryRun: true }).toEqual(dry);
  });

  it('answers 400 invalid_file naming the file and line, and stores nothing', async () => {
    const env = await setup();
    const res = await push(env, [
      { locale: 'en', content: EN },
      { locale: 'de', content: '{\n  "home.title": "Hallo",\n  "x": 1\n}\n', path: 'locales/de.json' },
    ]);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('invalid_file');
    expect(error.message).toContain('locales/de.json:3');
    expect(error.details[0].location).toBe('body.files[1].content');
    expect(await env.storage.listTranslations(env.project.id, {})).toEqual([]);
    expect((await pull(env, 'locales=en')).json().files[0].keys).toBe(0);
  });

  it('answers 400 invalid_file for a syntax error with its line', async () => {
    const env = await setup();
    const res = await push(env, [{ locale: 'en', content: '{\n  "a": "x",\n}\n', path: 'i18n/en.json' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/i18n\/en\.json:3/);
  });

  it('answers 400 unknown_locale with the unknown and supported locales', async () => {
    const env = await setup();
    const res = await push(env, [
      { locale: 'en', content: EN },
      { locale: 'ja', content: { 'home.title': 'ようこそ' } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'unknown_locale',
      details: { unknownLocales: ['ja'], supportedLocales: ['en', 'de', 'fr'] },
    });
  });

  it('names an unknown locale once when several files hold it (Localizable.strings, InfoPlist.strings)', async () => {
    const env = await setup();
    const res = await push(env, [
      { locale: 'en', content: EN, path: 'en.lproj/Localizable.json', resource: 'Localizable' },
      { locale: 'en', content: EN, path: 'en.lproj/InfoPlist.json', resource: 'InfoPlist' },
      {
        locale: 'ja',
        content: { 'home.title': 'ようこそ' },
        path: 'ja.lproj/Localizable.json',
        resource: 'Localizable',
      },
      {
        locale: 'ja',
        content: { 'home.title': 'ようこそ' },
        path: 'ja.lproj/InfoPlist.json',
        resource: 'InfoPlist',
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual({
      unknownLocales: ['ja'],
      supportedLocales: ['en', 'de', 'fr'],
    });
  });

  it('answers 400 validation_failed listing every problem with its location', async () => {
    const env = await setup();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
      payload: {
        files: [
          { locale: 'not a locale', path: '../etc/passwd', format: 'json', content: '{}' },
          { locale: 'de', path: 'a.json', format: 'xml', content: '{}' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation_failed');
    const locations = error.details.map((d: { location: string }) => d.location);
    expect(locations).toEqual(
      expect.arrayContaining(['body.files[0].locale', 'body.files[0].path', 'body.files[1].format']),
    );
  });

  it('answers 400 to a body that is not JSON, and 415 to another content type', async () => {
    const env = await setup();
    const bad = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
      payload: '{"files": [',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const text = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');
  });

  it('accepts a gzip-compressed body', async () => {
    const env = await setup();
    const body = JSON.stringify({
      files: [{ locale: 'en', path: 'locales/en.json', format: 'json', content: JSON.stringify(EN) }],
    });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().keys.created).toBe(3);
    // docs/protocol.md, JSON bodies: gzip's alias x-gzip (RFC 9110) is read as gzip.
    const alias = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json', 'content-encoding': 'x-gzip' },
      payload: gzipSync(body),
    });
    expect(alias.statusCode).toBe(200);
    expect(alias.json().keys.unchanged).toBe(3);
  });

  it('answers 400 to a body that claims gzip but is not', async () => {
    const env = await setup();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{"files":[]}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('answers 413 to a body over the limit, plain or gzip (counted after decompression)', async () => {
    const env = await setup({ deps: { config: { maxBodyBytes: 2000 } } });
    const big = JSON.stringify({
      files: [
        {
          locale: 'en',
          path: 'locales/en.json',
          format: 'json',
          content: JSON.stringify({ a: 'x'.repeat(5000) }),
        },
      ],
    });
    const plain = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
      payload: big,
    });
    expect(plain.statusCode).toBe(413);
    expect(plain.json().error.code).toBe('payload_too_large');
    const compressed = gzipSync(big);
    expect(compressed.length).toBeLessThan(2000);
    const zipped = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: compressed,
    });
    expect(zipped.statusCode).toBe(413);
    expect(zipped.json().error.code).toBe('payload_too_large');
    // The message names the setting that raises this limit, and the limit.
    expect(zipped.json().error.message).toContain(
      '(MAX_BODY_BYTES: 2000 bytes, counted after gzip decompression)',
    );
  });

  // SQLite's statements are replaced here to fail one write; the storage contract suite proves the
  // same rollback on every backend.
  it.skipIf(!sqliteOnly())(
    'rolls the whole push back when any write fails (nothing of it is stored)',
    async () => {
      const env = await setup();
      const db = env.storage.db as NonNullable<TestEnv['storage']['db']>;
      const prepare = db.prepare.bind(db);
      // The audit row is the last write of a push: failing there proves the earlier writes roll back.
      db.prepare = ((sql: string) => {
        if (sql.includes('INSERT INTO pushes')) throw new Error('disk I/O error');
        return prepare(sql);
      }) as typeof db.prepare;
      const res = await push(env, [
        { locale: 'en', content: EN },
        { locale: 'de', content: DE },
      ]);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('disk');
      db.prepare = prepare;
      expect(await env.storage.listTranslations(env.project.id, {})).toEqual([]);
      expect((await pull(env, 'locales=en')).json().files[0].keys).toBe(0);
      expect(db.isTransaction).toBe(false);
    },
  );

  it('loses nothing when pushes to one project run concurrently', async () => {
    const env = await setup({ project: { locales: ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'sv'] } });
    const keys = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, `Text ${i}`]));
    await push(env, [{ locale: 'en', content: keys }]);
    const locales = ['de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'sv'];
    const results = await Promise.all(
      locales.map((locale) =>
        push(env, [
          {
            locale,
            content: Object.fromEntries(Object.keys(keys).map((k) => [k, `${locale} ${k}`])),
          },
        ]),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(locales.map(() => 200));
    for (const locale of locales) {
      const rows = await env.storage.listTranslations(env.project.id, { locale });
      expect(rows).toHaveLength(50);
    }
  });

  it('keeps two apps on one database file consistent (one transaction per push)', async () => {
    const fs = await import('node:fs/promises');
    const dir = await fs.mkdtemp('/tmp/ls-concurrent-');
    const { openSqliteStorage } = await import('../src/storage/sqlite.ts');
    const env = await setup();
    const a = openSqliteStorage(`${dir}/db.sqlite`);
    const b = openSqliteStorage(`${dir}/db.sqlite`);
    await a.createProject({ ...env.project }, env.clock.now());
    const appA = await createApp({ storage: a, clock: env.clock });
    const appB = await createApp({ storage: b, clock: env.clock });
    const send = (app: typeof appA, locale: string, content: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/api/sync/push',
        headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
        payload: {
          files: [{ locale, path: `l/${locale}.json`, format: 'json', content: JSON.stringify(content) }],
        },
      });
    expect((await send(appA, 'en', { x: 'X', y: 'Y' })).statusCode).toBe(200);
    const [r1, r2] = await Promise.all([
      send(appA, 'de', { x: 'dX', y: 'dY' }),
      send(appB, 'fr', { x: 'fX', y: 'fY' }),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const project = (await b.getProject('demo'))!;
    expect(await b.listTranslations(project.id, {})).toHaveLength(4);
    a.close();
    b.close();
  });
});
