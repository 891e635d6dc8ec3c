import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { symfonyReadingOf, takeSymfonyParameters } from '../src/checks/symfony.ts';
import { checkPlaceholders, comparePlaceholders, getFormat } from '../src/index.ts';

// Real Symfony translation resources (see fixtures/SOURCES.md), each read against its English file
// with the path its repository has, as the push and the pull pass it:
//   kimai/translations/{messages,email,validators}.<locale>.xlf   Kimai's XLIFF, excerpts
//   wallabag/translations/{wallabag_user,validators}.<locale>.yml  wallabag's YAML domains
//   easyadmin/translations/EasyAdminBundle.<locale>.php            EasyAdmin's PHP arrays
const fixtures = path.resolve(fileURLToPath(import.meta.url), '../fixtures');

/** The placeholder problems of `<project>/<folder>/<domain>.<locale>.<ext>` against its `en` file. */
function problemsOf(project: string, repositoryPath: string, format: string, withPath = true) {
  const name = path.basename(repositoryPath);
  const [domain, locale, ext] = name.split('.') as [string, string, string];
  const read = (file: string, source: boolean) =>
    getFormat(format).parse(readFileSync(path.join(fixtures, project, 'translations', file), 'utf8'), {
      path: file,
      locale: source ? 'en' : locale,
      ...(source && { source }),
    });
  return checkPlaceholders(read(`${domain}.en.${ext}`, true), read(name, false), {
    format,
    locale,
    ...(withPath && { path: repositoryPath }),
  });
}

describe('which files Symfony’s translator reads', () => {
  it('knows a Symfony resource by its folder and its `<domain>.<locale>.<loader>` name', () => {
    expect(symfonyReadingOf('translations/messages.eu.xlf')).toBe('parameters');
    expect(symfonyReadingOf('translations/email.zh_CN.xlf')).toBe('parameters');
    expect(symfonyReadingOf('src/Resources/translations/EasyAdminBundle.pt_BR.php')).toBe('parameters');
    expect(symfonyReadingOf('translations/wallabag_user.ta.yml')).toBe('parameters');
    expect(symfonyReadingOf('translations/messages+intl-icu.fr_FR.yaml')).toBe('icu');
    // Laravel's groups, Rails' locales, a JSON file named by its locale alone: not Symfony's.
    expect(symfonyReadingOf('lang/de/auth.php')).toBeUndefined();
    expect(symfonyReadingOf('config/locales/de.yml')).toBeUndefined();
    expect(symfonyReadingOf('src/translations/de.json')).toBeUndefined();
    expect(symfonyReadingOf('locales/messages.de.xlf')).toBeUndefined();
    expect(symfonyReadingOf(undefined)).toBeUndefined();
  });
});

describe('Symfony’s parameters `%name%`, as `strtr` replaces them', () => {
  it('Kimai’s Basque `%%left%` has the parameter `%left%`, and no printf `%le` is missing', () => {
    expect(problemsOf('kimai', 'translations/messages.eu.xlf', 'xliff')).toEqual([]);
    // Read as any XLIFF file, the source's `% used (%left%` has printf `%le`, which Basque lacks.
    expect(problemsOf('kimai', 'translations/messages.eu.xlf', 'xliff', false)).toEqual([
      { key: 'stats.percentUsedLeft', placeholder: '%le', kind: 'missing' },
    ]);
  });

  it('reads the source’s parameter where strtr finds it: `%用户%user%` has `%user%`', () => {
    expect(problemsOf('kimai', 'translations/email.zh_CN.xlf', 'xliff')).toEqual([]);
  });

  it('still reports the Validator’s `{{ value }}` a Czech translation renamed', () => {
    const key = 'You do not have enough overtime, remaining are {{ value }}.';
    expect(problemsOf('kimai', 'translations/validators.cs.xlf', 'xliff')).toEqual([
      { key, placeholder: '{{value}}', kind: 'missing' },
      { key, placeholder: '{{hodnota}}', kind: 'extra' },
    ]);
  });

  it('reports a parameter lost in wallabag’s Tamil YAML, which YAML read as Rails’ did not see', () => {
    const lost = [{ key: 'auth_code.mailer.body.hello', placeholder: '%user%', kind: 'missing' }];
    // `%பயனர் %`: a space before the `%` makes it prose, which Symfony prints as it is.
    expect(problemsOf('wallabag', 'translations/wallabag_user.ta.yml', 'yaml')).toEqual(lost);
    expect(problemsOf('wallabag', 'translations/wallabag_user.ta.yml', 'yaml', false)).toEqual([]);
    expect(problemsOf('wallabag', 'translations/wallabag_user.de.yml', 'yaml')).toEqual([]);
    expect(problemsOf('wallabag', 'translations/validators.pt.yml', 'yaml')).toEqual([
      { key: 'validator.quote_length_too_high', placeholder: '{{limit}}', kind: 'missing' },
      { key: 'validator.quote_length_too_high', placeholder: '{{limite}}', kind: 'extra' },
    ]);
  });

  it('reads EasyAdmin’s PHP arrays as Symfony’s, not Laravel’s: parameters, and intervals that are no placeholder', () => {
    const where = 'src/Resources/translations';
    // Russian `results` has three forms without intervals where English has `{0}`, `{1}`, `]1,Inf]`,
    // and `%count%` in each form where English has it once: no problem.
    expect(problemsOf('easyadmin', `${where}/EasyAdminBundle.ru.php`, 'php')).toEqual([]);
    expect(problemsOf('easyadmin', `${where}/EasyAdminBundle.de.php`, 'php')).toEqual([
      { key: 'batch_action_modal.title', placeholder: '%action_name%', kind: 'missing' },
      { key: 'batch_action_modal.title', placeholder: '%num_items%', kind: 'missing' },
    ]);
    // Read as Laravel's `:name`, neither lost parameter was seen.
    expect(problemsOf('easyadmin', `${where}/EasyAdminBundle.de.php`, 'php', false)).toEqual([]);
  });

  it('reports a parameter whose name was translated, as wallabag’s Spanish and Persian have it', () => {
    expect(
      comparePlaceholders('Entry already saved on %date%', 'Artículo ya guardado el %fecha%', {
        format: 'symfony',
      }),
    ).toEqual([
      { placeholder: '%date%', kind: 'missing' },
      { placeholder: '%fecha%', kind: 'extra' },
    ]);
    expect(
      comparePlaceholders(
        '{0} No annotations|{1} One annotation|]1,Inf[ %count% annotations',
        '{0} بدون حاشیه|{1} یک حاشیه|]1,Inf[ %nbحاشیه% annotations',
        { format: 'symfony' },
      ),
    ).toEqual([
      { placeholder: '%count%', kind: 'missing' },
      { placeholder: '%nbحاشیه%', kind: 'extra' },
    ]);
  });

  it('reads printf only when the source has printf once its parameters are read', () => {
    expect(comparePlaceholders('%percent%% used', 'annak %percent%%-e', { format: 'symfony' })).toEqual([]);
    expect(comparePlaceholders('%count% of %s', '%count% sur', { format: 'symfony' })).toEqual([
      { placeholder: '%s', kind: 'missing' },
    ]);
  });

  it('reads a `+intl-icu` domain as ICU: arguments compared, `%name%` is text there', () => {
    const source = new Map([['hello', 'Hello {name}, 100% done']]);
    const translation = new Map([['hello', 'Hallo, %name% 100% fertig']]);
    expect(
      checkPlaceholders(source, translation, {
        format: 'yaml',
        locale: 'de',
        path: 'translations/messages+intl-icu.de.yaml',
      }),
    ).toEqual([{ key: 'hello', placeholder: '{name}', kind: 'missing' }]);
  });
});

describe('Symfony’s reading over runs of two hundred thousand characters', () => {
  const RUN = 200_000;

  it('reads an interval, a parameter or prose once, whatever the run inside it', () => {
    const found: string[] = [];
    // An interval never closed, a `%` name never closed, spaces after each `|`: no placeholder.
    takeSymfonyParameters(
      `{1${'1'.repeat(RUN)} x|${' '.repeat(RUN)}[1,${'2'.repeat(RUN)} %a${'b'.repeat(RUN)}`,
      found,
    );
    expect(found).toEqual([]);
    expect(takeSymfonyParameters(`{${'1,'.repeat(RUN)}2} %count% items`, found).trim()).toBe('items');
    expect(found).toEqual(['%count%']);
    const known = ['%count%', '%name%'];
    expect(takeSymfonyParameters(`${'%'.repeat(RUN)}%name%`, [], known)).toHaveLength(RUN + 1);
  });
});
