import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatForPath } from '@locale-sync/formats';
import { FORMATS } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { pull, setup, signed } from './helpers.ts';

const CORPUS = resolve(import.meta.dirname, '../../..', '../shared/corpus');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const cases = existsSync(CORPUS)
  ? files(CORPUS)
      // By the whole path: a Chrome extension's `_locales/<locale>/messages.json` is `chrome`.
      .map((path) => ({ path, format: formatForPath(relative(CORPUS, path)) }))
      // Formats the wire carries (a String Catalog holds every locale in one file: the sync sends it per
      // locale, never as a file of its own).
      .filter((c) => c.format !== undefined && (FORMATS as readonly string[]).includes(c.format.name))
      .map((c) => [relative(CORPUS, c.path), c.format?.name as string] as const)
  : [];

const TITLE = existsSync(CORPUS)
  ? 'real translation files through the server'
  : 'real translation files through the server: skipped, ../shared/corpus is missing';

describe.skipIf(!existsSync(CORPUS))(TITLE, () => {
  it.each(cases)(
    '%s (%s): pushed as sent, byte for byte UTF-8, and pulled back with the same entries',
    async (file, format) => {
      const env = await setup({ project: { locales: ['en'] } });
      const bytes = readFileSync(join(CORPUS, file));
      const content = bytes.toString('utf8');
      // The body carries the file's own bytes: a fatal UTF-8 decoder must take every real file.
      const body = Buffer.concat([
        Buffer.from(
          `{"files":[{"locale":"en","path":${JSON.stringify(file)},"format":"${format}","content":"`,
        ),
        Buffer.from(JSON.stringify(content).slice(1, -1)),
        Buffer.from('"}]}'),
      ]);
      const pushed = await env.app.inject({
        method: 'POST',
        url: '/api/v1/api/sync/push',
        headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
        payload: body,
      });
      expect(pushed.statusCode, pushed.body.slice(0, 500)).toBe(200);
      const expected = formatForPath(file)?.parse(content, { path: file }) ?? new Map();
      const pulled = await pull(env, `locales=en&format=${format}`);
      expect(pulled.statusCode, pulled.body.slice(0, 500)).toBe(200);
      const back = formatForPath(file)?.parse(pulled.json().files[0].content) ?? new Map();
      expect([...back.keys()].sort()).toEqual([...expected.keys()].sort());
    },
  );
});
