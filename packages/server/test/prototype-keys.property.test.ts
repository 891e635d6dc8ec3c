import { FormatError, getFormat } from '@locale-sync/formats';
import { FORMATS, type Format, STRUCTURES, type Structure } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createProject } from '../src/domain/projects.ts';
import { setup, type TestEnv } from './helpers.ts';

const HOSTILE = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty.x',
  'constructor.title',
  'prototype',
];

/** Signed push or pull for any project of the env's app. */
function call(
  env: TestEnv,
  project: { key: string; secret: string },
  kind: 'push' | 'pull',
  extra: { query?: string; files?: unknown[] } = {},
) {
  const headers = signRequest({
    method: kind === 'push' ? 'POST' : 'GET',
    path: kind === 'push' ? '/api/sync/push' : '/api/sync/pull',
    projectKey: project.key,
    secret: project.secret,
    nowMs: env.clock.now(),
  });
  return kind === 'push'
    ? env.app.inject({
        method: 'POST',
        url: '/api/v1/api/sync/push',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { files: extra.files },
      })
    : env.app.inject({
        method: 'GET',
        url: `/api/v1/api/sync/pull?${extra.query ?? ''}`,
        headers: { ...headers },
      });
}

/** Project A (`demo`, attacked) and project B (`other`, which must not notice), B seeded and read once. */
async function twoProjects() {
  const env = await setup();
  const b = await createProject(
    env.storage,
    { key: 'other', sourceLocale: 'en', locales: ['en', 'de'] },
    env.clock.now(),
  );
  const a = { key: 'demo', secret: env.secret };
  const other = { key: 'other', secret: b.syncSecret };
  const bFiles = [
    { locale: 'en', path: 'en.json', format: 'json', content: '{"title": "Title", "toString": "Text"}' },
    { locale: 'de', path: 'de.json', format: 'json', content: '{"title": "Titel", "toString": "Text DE"}' },
  ];
  expect((await call(env, other, 'push', { files: bFiles })).statusCode).toBe(200);
  const readB = async () => {
    const settings = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/other' });
    const translations = await env.app.inject({ method: 'GET', url: '/api/v1/translate/other/de' });
    const pulled = await call(env, other, 'pull', { query: 'locales=en,de' });
    return [
      settings.statusCode,
      settings.headers.etag,
      settings.body,
      translations.body,
      pulled.json().files,
    ];
  };
  const before = await readB();
  /** B's reads are unchanged and a second push of B's files changes nothing. */
  const expectBUnchanged = async () => {
    expect(await readB()).toEqual(before);
    const again = await call(env, other, 'push', { files: bFiles });
    expect(again.statusCode).toBe(200);
    expect(again.json().keys).toMatchObject({ created: 0, updated: 0, obsolete: 0 });
    expect(({} as Record<string, unknown>).title).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
  };
  return { env, a, other, expectBUnchanged };
}

function sorted(entries: Iterable<[string, string]>): Array<[string, string]> {
  return [...entries].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

const segment = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  'title',
  'x',
  'café',
  'ключ',
  '键',
  'n1',
);
const key = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.')),
);
const value = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,8}[A-Za-z0-9]$/);
const entries = fc.uniqueArray(fc.tuple(key, value), { minLength: 1, maxLength: 6, selector: ([k]) => k });
const PUSH_VARIANTS: Array<{ format: Format; structure: Structure }> = FORMATS.flatMap(
  (format): Array<{ format: Format; structure: Structure }> =>
    format === 'json'
      ? STRUCTURES.map((structure) => ({ format, structure }))
      : [{ format, structure: 'flat' }],
);
const pushVariant = fc.constantFrom(...PUSH_VARIANTS);

describe('prototype-named keys', () => {
  it('pushed to one project leave another project and the SDK reads untouched', async () => {
    const { env, a, expectBUnchanged } = await twoProjects();
    const content = JSON.stringify(Object.fromEntries(HOSTILE.map((k, i) => [k, `Text ${i}`])));
    const res = await call(env, a, 'push', {
      files: [{ locale: 'en', path: 'en.json', format: 'json', content }],
    });
    expect(res.statusCode).toBe(200);
    const settings = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/demo' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ sourceLocale: 'en' });
    const pulled = await call(env, a, 'pull', { query: 'locales=en' });
    expect(pulled.statusCode).toBe(200);
    expect(sorted(getFormat('json').parse(pulled.json().files[0].content))).toEqual(
      sorted(HOSTILE.map((k, i) => [k, `Text ${i}`])),
    );
    await expectBUnchanged();
  });

  it('round-trip through every wire format and structure, or a 400 naming the key', async () => {
    await fc.assert(
      fc.asyncProperty(entries, pushVariant, async (pairs, variant) => {
        const map = new Map(pairs);
        let content: string;
        try {
          content = getFormat(variant.format).serialize(map, { structure: variant.structure });
        } catch (err) {
          // The format itself cannot hold these keys (a and a.b nested, say): nothing to push.
          if (err instanceof FormatError) return;
          throw err;
        }
        const { env, a, expectBUnchanged } = await twoProjects();
        const pushed = await call(env, a, 'push', {
          files: [{ locale: 'en', path: `en.${variant.format}`, format: variant.format, content }],
        });
        expect(pushed.statusCode, pushed.body).toBe(200);
        for (const format of FORMATS) {
          for (const structure of STRUCTURES) {
            const pulled = await call(env, a, 'pull', {
              query: `locales=en&format=${format}&structure=${structure}`,
            });
            if (pulled.statusCode === 400) {
              const message: string = pulled.json().error.message;
              expect(
                pairs.some(([k]) => message.includes(k)),
                message,
              ).toBe(true);
              continue;
            }
            expect(pulled.statusCode, pulled.body).toBe(200);
            const back = getFormat(format).parse(pulled.json().files[0].content);
            expect(sorted(back), `${variant.format} → ${format} ${structure}`).toEqual(sorted(map));
          }
        }
        await expectBUnchanged();
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
