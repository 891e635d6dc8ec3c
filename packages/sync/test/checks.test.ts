import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { renderPlanText } from '../src/report/plan-text.ts';
import { fakeApi, pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});
async function tree(files: Record<string, string>): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}

const options = { format: 'json', structure: 'flat', status: 'approved' } as const;

describe('placeholder checks on pull', () => {
  it('warns on the written file about lost placeholders and broken ICU, and counts them', async () => {
    // repo/
    //   locales/en.json   the source: {name} and an ICU plural
    const root = await tree({
      'locales/en.json': JSON.stringify({
        greet: 'Hello {name}',
        items: '{count, plural, one {# item} other {# items}}',
        plain: 'Save',
      }),
    });
    const logger = memoryLogger();
    const { api } = fakeApi({
      pull: pullAnswer({
        de: { greet: 'Hallo', items: '{count, plural, one {# Ding} other {# Dinge}', plain: 'Speichern' },
        fr: {
          greet: 'Bonjour {name}',
          items: '{count, plural, one {# truc} other {# trucs}}',
          plain: 'Enregistrer',
        },
      }),
    });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    const warnings = logger.lines.filter((l) => l.level === 'warning');
    expect(warnings.every((w) => w.where?.file === 'locales/de.json')).toBe(true);
    expect(warnings[0]?.message).toBe(
      'locales/de.json: key "greet": placeholder {name} of the source (locales/en.json) is missing',
    );
    // The broken plural is reported once, as broken: the placeholders it seems to lose are noise.
    expect(warnings.map((w) => w.message).slice(1)).toEqual([
      'locales/de.json: key "items": invalid ICU message: expect argument closing brace at line 1, column 1 of the text',
    ]);
    expect(result.changes.map((c) => [c.locale, c.problems])).toEqual([
      ['de', 2],
      ['fr', undefined],
    ]);
    expect(renderPlanText(result.changes)).toContain(
      '3 created, 0 updated, 0 obsolete, 0 unchanged, 2 translation problems',
    );
  });

  it('finds the source in the config paths or outputDir, and is quiet without one', async () => {
    // repo/
    //   .locale/config.json   {"outputDir": "l10n"}
    //   l10n/en.json          the source, outside the discovery folders
    const root = await tree({
      '.locale/config.json': '{"outputDir":"l10n"}',
      'l10n/en.json': '{"greet":"Hi {name}"}',
    });
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: pullAnswer({ de: { greet: 'Hallo' } }) });
    await runPull({ root, client: api, logger, options, dryRun: true });
    expect(logger.text('warning')).toContain(
      'l10n/de.json: key "greet": placeholder {name} of the source (l10n/en.json)',
    );

    const bare = await tree({});
    const quiet = memoryLogger();
    await runPull({ root: bare, client: api, logger: quiet, options, dryRun: true });
    expect(quiet.text('warning')).toBe('');
    expect(quiet.text('debug')).toContain('no en file in the repository; placeholders are not checked');
  });
});
