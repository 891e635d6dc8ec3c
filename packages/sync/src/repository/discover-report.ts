import type { Logger } from '../logger.ts';
import { CONFIG_PATH } from './config.ts';
import type { DiscoverOptions, Discovery } from './discover-model.ts';
import { listRepositoryFiles, readHead } from './discover-walk.ts';
import type { FilesEntry } from './files-config.ts';

/** The configuration that describes what discovery found: what `locale-sync init` prints. */
export interface DescribedConfig {
  sourceLocale: string;
  files: FilesEntry[];
}

/** The `.locale/config.json` content for a discovery. */
export function configFor(discovery: Discovery): DescribedConfig {
  return { sourceLocale: discovery.sourceLocale, files: discovery.files };
}

/** The config as the file is written: two spaces, one entry field per line, a final newline. */
export function renderConfig(config: DescribedConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * Walks the repository below `rootReal` and reads its layouts (see discoverLayouts); what it walked
 * past is logged at debug level.
 */
export async function discoverRepository(
  rootReal: string,
  options: Omit<DiscoverOptions, 'head'>,
  logger: Logger,
): Promise<Discovery> {
  const walked = await listRepositoryFiles(rootReal);
  for (const folder of walked.skipped)
    logger.debug(`discovery skips ${folder}/ (dependencies, build output or tests)`);
  if (walked.truncated) {
    logger.warning(
      `discovery stopped after ${walked.files.length} files; list the translation files with "files" in ${CONFIG_PATH}`,
    );
  }
  // No file to read (an empty repository, or one whose files are all in hidden or skipped folders):
  // the readers could only say "nothing found", so they are not loaded, about 150 KB of code.
  if (walked.files.length === 0) return nothingFound(options.sourceLocale ?? 'en');
  const { discoverLayouts } = await import('./discover.ts');
  return discoverLayouts(walked.files, {
    ...options,
    head: (file, bytes) => readHead(rootReal, file, bytes),
  });
}

/**
 * What discoverLayouts answers for no files: the source locale as set, else English (no file declares
 * one, and a service's configuration names it only among the files it finds); discover-report.test.ts
 * holds the two equal.
 */
function nothingFound(sourceLocale: string): Discovery {
  return {
    sourceLocale,
    files: [],
    layouts: [],
    legacy: false,
    unmapped: [],
    unread: [],
    orphans: [],
    aliases: [],
  };
}

/**
 * Logs what discovery found, one line per layout, what it left out and why, and last (unless
 * `withConfig` is false: init prints it on stdout) the `files` configuration that describes it.
 * `init` asked for this report, so it gets it whole (`report: true`); push and pull say the plain
 * case at debug level.
 */
export function logDiscovery(
  discovery: Discovery,
  logger: Logger,
  { withConfig = true, report = false }: { withConfig?: boolean; report?: boolean } = {},
): void {
  const { layouts } = discovery;
  // Only <locale>.<ext> files in the discovery folders, nothing left out: what was read before this
  // discovery existed, said at debug level so that such a push or pull prints what it always printed.
  const quiet =
    !report &&
    layouts.every((l) => l.legacy) &&
    discovery.unmapped.length + discovery.orphans.length + discovery.unread.length === 0;
  const log: Logger = quiet ? { ...logger, info: (message) => logger.debug(message) } : logger;
  const sourceFiles = layouts.reduce((n, l) => n + l.sources.length, 0);
  log.info(
    layouts.length === 0
      ? 'discovery found no translation files'
      : `discovery found ${layouts.length} layout${layouts.length === 1 ? '' : 's'} (${sourceFiles} source file${sourceFiles === 1 ? '' : 's'}), source locale ${discovery.sourceLocale}${discovery.sourceLocaleReason ? ` (${discovery.sourceLocaleReason})` : ''}:`,
  );
  if (discovery.sourceLocaleNotice !== undefined) logger.info(discovery.sourceLocaleNotice);
  for (const layout of layouts) {
    const { source, translation } = layout.entry;
    const pattern = translation === undefined ? source : `${source} → ${translation}`;
    const counts = [...layout.translations]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([locale, files]) => (files.length === 1 ? locale : `${locale} ${files.length}`));
    // A file holding every locale lists its locales once `init` has read them (listHeldLocales).
    const translations =
      layout.multiLocale && counts.length === 0
        ? 'in the same file'
        : counts.length === 0
          ? 'none yet'
          : counts.join(', ');
    log.info(
      `  ${pattern} (${layout.kind}): ${layout.sources.length === 0 ? 'no source file' : layout.sources.length === 1 ? layout.sources[0] : `${layout.sources.length} source files`}; translations: ${translations}`,
    );
  }
  const others = layouts.filter((l) => !l.legacy);
  if (discovery.legacy && others.length > 0) {
    log.info(
      `without a ${CONFIG_PATH}, push and pull read only the <locale>.<ext> files of the discovery folders, as before; to sync ${others.length === 1 ? 'the other layout' : `the ${others.length} other layouts`} too, put the configuration below in ${CONFIG_PATH}`,
    );
  }
  for (const item of discovery.unmapped) {
    const fix = item.fix ?? `name it with "localeMap" in ${CONFIG_PATH}`;
    log.warning(`${item.reason}; left out, never read as another locale (${fix})`, {
      file: item.path,
    });
  }
  for (const item of discovery.aliases) log.info(`${item.path}: ${item.reason}`);
  for (const item of discovery.orphans) log.info(`left out ${item.path}: ${item.reason}`);
  for (const item of discovery.unread) log.info(`left out ${item.path}: ${item.reason}`);
  if (layouts.length > 0 && withConfig) {
    log.info(
      `the configuration that describes this repository (put it in ${CONFIG_PATH} to change it; "locale-sync init --write" does):`,
    );
    // One line per log line: loggers escape line breaks inside a message.
    for (const line of renderConfig(configFor(discovery)).trimEnd().split('\n')) log.info(line);
  }
}

/**
 * Why a run without `paths` or `files` has nothing to sync: what discovery looked for below `root`
 * (see discoverLayouts and listRepositoryFiles) and the configuration that names the files instead.
 */
export function nothingDiscovered(root: string, sourceLocale: string): string {
  return (
    `no translation files found below ${root}: discovery looked in every folder (except hidden ones and ` +
    'those of dependencies, build output and tests: node_modules/, vendor/, dist/, build/, test/, fixtures/, …) ' +
    `for a source file of locale ${sourceLocale} (or a locale-less one: messages.pot, res/values/strings.xml, Base.lproj/) ` +
    'and its translations, in a layout it knows: a file per locale (locales/de.json), a folder per locale ' +
    '(public/locales/de/common.json), gettext (locale/de/LC_MESSAGES/django.po), Xcode (de.lproj/), Android ' +
    '(res/values-de/), the locale in the name (messages.de.xlf, intl_de.arb), a String Catalog (.xcstrings); ' +
    `a source with no translations yet is found as locales/${sourceLocale}.json (or in i18n/, translations/, src/locales/, …) ` +
    `or in a folder of its locale such as public/locales/${sourceLocale}/ or locale/${sourceLocale}/LC_MESSAGES/; ` +
    'any file it found but left out is listed above with the reason. ' +
    `Name your files in ${CONFIG_PATH}, e.g. {"files": [{"source": "lang/{locale}.json"}]} ` +
    '(see docs/actions.md, "Discovery without a config")'
  );
}
