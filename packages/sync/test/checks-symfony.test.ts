import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeProblems } from '../src/checks/describe.ts';
import { checkPushFiles } from '../src/checks/push-checks.ts';
import { checkTranslations } from '../src/checks/translations.ts';
import { collectPushFiles } from '../src/push/collect.ts';
import { parseConfig } from '../src/repository/config-parse.ts';
import { RepositoryLayout } from '../src/repository/layout.ts';
import { memoryLogger } from './helpers.ts';

// Kimai's Symfony domains (packages/formats/test/fixtures/kimai, see SOURCES.md there), laid out as
// in its repository:
//   translations/messages.en.xlf   %percent%% used (%left% are still open)
//   translations/messages.eu.xlf   %percent%% erabilia (%%left% faltan)
//   translations/email.en.xlf      Approval requested: %user%
//   translations/email.zh_CN.xlf   请求审批%用户%user%
//   translations/validators.{en,cs}.xlf   {{ value }} renamed {{ hodnota }} in Czech (a real fault)
const kimai = path.resolve(fileURLToPath(import.meta.url), '../../../formats/test/fixtures/kimai');

/** What the push checks and the pull's checks report for one domain of Kimai, as `<path>: <problem>`. */
async function problemsOf(domain: string, locale: string, code: string): Promise<string[]> {
  const logger = memoryLogger();
  const paths = { en: `translations/${domain}.en.xlf`, [locale]: `translations/${domain}.${code}.xlf` };
  const config = parseConfig(JSON.stringify({ sourceLocale: 'en', paths }), logger);
  const files = await collectPushFiles(kimai, config, logger);
  const source = files.find((f) => f.locale === 'en');
  if (!source) throw new Error(`no en file among ${files.map((f) => f.path)}`);
  const pushed = files
    .filter((f) => f !== source)
    .flatMap((f) => describeProblems(source, f, { plurals: true }).map((p) => `${f.path}: ${p}`));
  const counts = await checkPushFiles(files, { sourceLocale: 'en', strict: false, logger });
  expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(pushed.length);
  const pullLogger = memoryLogger();
  const pulled = await checkTranslations({
    rootReal: kimai,
    layout: await RepositoryLayout.read(kimai, config, memoryLogger()),
    sourceLocale: 'en',
    translations: files.filter((f) => f !== source),
    logger: pullLogger,
  });
  expect([...pulled.values()].reduce((a, b) => a + b, 0)).toBe(pushed.length);
  return pushed;
}

describe('Kimai’s Symfony XLIFF, checked by the push and the pull with its paths', () => {
  it('finds both parameters in the Basque `%%left%` and the Chinese `%用户%user%`: nothing to report', async () => {
    expect(await problemsOf('messages', 'eu', 'eu')).toEqual([]);
    expect(await problemsOf('email', 'zh-CN', 'zh_CN')).toEqual([]);
  });

  it('reports the Validator parameter the Czech translation renamed', async () => {
    const file = 'translations/validators.cs.xlf';
    const key = 'You do not have enough overtime, remaining are {{ value }}.';
    expect(await problemsOf('validators', 'cs', 'cs')).toEqual([
      `${file}: key "${key}": placeholder {{value}} of the source (translations/validators.en.xlf) is missing`,
      `${file}: key "${key}": placeholder {{hodnota}} is not in the source (translations/validators.en.xlf)`,
    ]);
  });
});
