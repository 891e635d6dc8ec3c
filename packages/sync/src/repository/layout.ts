import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadFormats } from '@locale-sync/formats/core';
import { type Format, normalizeLocale } from '@locale-sync/protocol';
import { SyncError, UnsafePathError } from '../errors.ts';
import { type Logger, silentLogger } from '../logger.ts';
import { CONFIG_PATH, type SyncConfig } from './config.ts';
import { arbEscapingOf } from './discover-flutter.ts';
import { discoverRepository, logDiscovery } from './discover-report.ts';
import { readHead } from './discover-walk.ts';
import {
  compareStrings,
  DISCOVERY_DIRS,
  type FileFormat,
  isMultiLocale,
  isQtLinguistHead,
  parseFileName,
  syncFormatForPath,
  type TranslationFile,
  wireFormatForPath,
} from './discovery.ts';
import type { ResolvedResource } from './files-layout.ts';
import { type LocaleMap, mediaWikiCode, mediaWikiLocale } from './locale-spelling.ts';
import { readInside, resolveInside } from './paths.ts';

/** How a file that holds every locale of its resource spells them (an Xcode String Catalog). */
export interface HeldLocales {
  /** The project's code → the file's spelling, from the `files` entry's `localeMap`. */
  localeMap?: LocaleMap;
}

/** Where one locale's file is, or would be created. */
export interface LocaleFile extends TranslationFile {
  /** True when the file is in the repository now. */
  exists: boolean;
  /** Set when the file holds every locale of its resource: the locale is one part of it. */
  holdsEveryLocale?: HeldLocales;
}

/** A file of the layout, with its resource (its source file's path) when the layout has several. */
export interface LayoutFile extends TranslationFile {
  /** The source file's path; set only when the layout has more than one source file. */
  resource?: string;
  /**
   * Set when the file holds every locale of its resource (`locale` is then its source locale): a
   * push sends each locale it holds, a pull writes every locale into it.
   */
  holdsEveryLocale?: HeldLocales;
}

/** One resource of a `files` layout, for logs and reports. */
export interface ResourceInfo {
  /** The source file's path: the resource's identity. */
  resource: string;
  /** The `files` entry it comes from. */
  entry: number;
  format: string;
  /** True when one file keeps every locale. */
  multiLocale: boolean;
  /** Locale → the file holding it now (the source locale → the source file). */
  translations: ReadonlyMap<string, string>;
}

/**
 * Whether apostrophes quote ICU syntax in the file at a repository path, when its tool's configuration
 * says (Flutter's `use-escaping`); undefined leaves it to the file's format (see `icuQuoting` of the
 * checks' options).
 */
export type IcuQuotingOf = (file: string) => boolean | undefined;

/** The source locale a layout resolves `files` with when neither the caller nor the config names one. */
const FALLBACK_SOURCE_LOCALE = 'en';

/**
 * The repository's translation files, read once per run, answering "which file holds locale X" for
 * push, pull and the checks alike, so that pull writes exactly where push reads:
 * - with `paths` in the config, those files (and, for a locale not listed, the path the listed ones
 *   make when their locale is put in: `shared/{en_US}/translation.json` → `shared/de_DE/translation.json`);
 * - otherwise the files found in the discovery folders (and in `outputDir` when the config sets it);
 *   a new locale's file goes next to them, named as they are (`pt_BR.json` when the others use `_`),
 *   or into `outputDir` (default `locales/`) when there are none.
 */
export class RepositoryLayout {
  private readonly config: SyncConfig;
  private readonly byLocale: ReadonlyMap<string, TranslationFile>;
  private readonly newFileDir: string;
  private readonly pathTemplate: PathTemplate | undefined;
  /** The resources of a `files` config; undefined with `paths` or discovery (one default resource). */
  private readonly resolved: readonly ResolvedResource[] | undefined;
  /** The repository's real root, for finding a source file `paths` does not list. */
  private rootReal = '';
  private sourceLocaleInForce = FALLBACK_SOURCE_LOCALE;
  /** Discovery's `arbEscaping`: each l10n.yaml's `arb-dir` and its `use-escaping`. */
  private arbEscaping: ReadonlyMap<string, boolean> = new Map();

  private constructor(
    config: SyncConfig,
    byLocale: ReadonlyMap<string, TranslationFile>,
    newFileDir: string,
    pathTemplate: PathTemplate | undefined,
    resolved?: readonly ResolvedResource[],
  ) {
    this.config = config;
    this.byLocale = byLocale;
    this.newFileDir = newFileDir;
    this.pathTemplate = pathTemplate;
    this.resolved = resolved;
  }

  /**
   * Reads the repository below `rootReal` (already resolved) with its config. `sourceLocale` is the
   * locale whose files `files` entries' sources are (default: the config's `sourceLocale`, else `en`).
   */
  static async read(
    rootReal: string,
    config: SyncConfig,
    logger: Logger,
    options: { sourceLocale?: string } = {},
  ): Promise<RepositoryLayout> {
    if (config.files !== undefined) {
      const sourceLocale = options.sourceLocale ?? config.sourceLocale ?? FALLBACK_SOURCE_LOCALE;
      const resolved = await (await loadFilesLayout()).resolveFiles(
        rootReal,
        config.files,
        sourceLocale,
        logger,
      );
      for (const r of resolved) {
        logger.debug(`resource ${r.resource} (files[${r.rule.index}]): ${[...r.files.keys()].join(', ')}`);
      }
      const arbFiles = resolved.flatMap((r) => [...r.files.values()]);
      return new RepositoryLayout(config, new Map(), config.outputDir, undefined, resolved)
        .at(rootReal, sourceLocale)
        .escaping(await configuredArbEscaping(rootReal, arbFiles));
    }
    if (config.paths.size > 0) {
      logger.debug(`using the ${config.paths.size} paths of ${CONFIG_PATH} instead of discovery`);
      const byLocale = new Map<string, TranslationFile>();
      for (const [locale, file] of config.paths) {
        const format = (wireFormatForPath(file)?.name ?? 'json') as Format;
        byLocale.set(locale, { locale, path: file, format });
      }
      const outputDir = config.outputDirSet ? config.outputDir : commonFolder([...byLocale.values()]);
      return new RepositoryLayout(config, byLocale, outputDir ?? config.outputDir, templateOf(config.paths))
        .at(rootReal, options.sourceLocale ?? config.sourceLocale ?? FALLBACK_SOURCE_LOCALE)
        .escaping(await configuredArbEscaping(rootReal, [...config.paths.values()]));
    }
    // Neither `paths` nor `files`: discovery. Its layouts are `files` entries, resolved above's way; files
    // named <locale>.<ext> in the discovery folders keep today's reading below (one default resource,
    // possibly spread over several folders, which `files` cannot say).
    const sourceLocale = options.sourceLocale ?? config.sourceLocale;
    const discovered = await discoverRepository(
      rootReal,
      {
        ...(sourceLocale !== undefined && { sourceLocale }),
        ...(config.outputDirSet && { outputDir: config.outputDir }),
      },
      logger,
    );
    logDiscovery(discovered, logger);
    if (!discovered.legacy && discovered.files.length > 0) {
      const { parseFilesEntries } = await import('./files-config.ts');
      const rules = parseFilesEntries(discovered.files);
      const resolved = await (await loadFilesLayout()).resolveFiles(
        rootReal,
        rules,
        discovered.sourceLocale,
        logger,
      );
      const described: SyncConfig = { ...config, files: rules, sourceLocale: discovered.sourceLocale };
      return new RepositoryLayout(described, new Map(), config.outputDir, undefined, resolved)
        .at(rootReal, discovered.sourceLocale)
        .escaping(discovered.arbEscaping);
    }
    const folders: string[] = [...DISCOVERY_DIRS];
    if (config.outputDirSet && !folders.includes(config.outputDir)) folders.push(config.outputDir);
    const found: TranslationFile[] = [];
    for (const folder of folders) {
      const configured = config.outputDirSet && folder === config.outputDir;
      found.push(...(await filesIn(rootReal, folder, logger, configured)));
    }
    found.sort((a, b) => compareStrings(a.path, b.path));
    const byLocale = new Map<string, TranslationFile>();
    for (const file of found) {
      const earlier = byLocale.get(file.locale);
      if (earlier) {
        throw new SyncError(
          `locale ${file.locale} is found twice: ${earlier.path} and ${file.path}; keep one, or choose with "paths" in ${CONFIG_PATH} (e.g. {"paths": {"${file.locale}": "${earlier.path}"}})`,
          { file: file.path },
        );
      }
      byLocale.set(file.locale, file);
      logger.debug(`found ${file.path} (locale ${file.locale}, format ${file.format})`);
    }
    const newFileDir = config.outputDirSet
      ? config.outputDir
      : (commonFolder([...byLocale.values()]) ?? config.outputDir);
    return new RepositoryLayout(config, byLocale, newFileDir, undefined)
      .at(rootReal, discovered.sourceLocale)
      .escaping(discovered.arbEscaping);
  }

  private escaping(arbEscaping: ReadonlyMap<string, boolean> | undefined): this {
    if (arbEscaping !== undefined) this.arbEscaping = arbEscaping;
    return this;
  }

  /**
   * Whether apostrophes quote in the ARB file at `file`: the `use-escaping` of the l10n.yaml whose
   * `arb-dir` holds it (gen-l10n reads the ARB files directly in that folder), as discovery read it
   * (with `paths` or `files` in the config, read from the l10n.yaml files above the ARB files they
   * name); undefined for any other file: the ARB format's own reading then, gen-l10n's default.
   */
  readonly icuQuotingOf: IcuQuotingOf = (file) =>
    path.posix.extname(file).toLowerCase() === '.arb'
      ? this.arbEscaping.get(path.posix.dirname(file))
      : undefined;

  private at(rootReal: string, sourceLocale: string): this {
    this.rootReal = rootReal;
    this.sourceLocaleInForce = sourceLocale;
    return this;
  }

  /**
   * The source locale the layout was read with: the one asked for, else the config's, else (with
   * discovery) the one discovery chose, else `en`. Push checks against it, so that push reads the
   * repository as pull and `locale-sync init` do.
   */
  get sourceLocale(): string {
    return this.sourceLocaleInForce;
  }

  /**
   * The file the checks compare `resource`'s translations with: its source file with `files`; else
   * the source locale's file of the layout, or, when `paths` does not list it, the one discovery or
   * `outputDir` holds (a config may list only the translations it places elsewhere).
   */
  async checkSourceFile(sourceLocale: string, resource?: string): Promise<TranslationFile | undefined> {
    if (this.resolved !== undefined) return this.sourceFile(resource);
    const found = this.existing(sourceLocale);
    if (found !== undefined || this.config.paths.size === 0) return found;
    const locale = normalizeLocale(sourceLocale);
    const folders: string[] = [...DISCOVERY_DIRS];
    if (!folders.includes(this.config.outputDir)) folders.push(this.config.outputDir);
    for (const folder of folders) {
      const files = await filesIn(this.rootReal, folder, silentLogger).catch(() => []);
      const file = files.find((f) => f.locale === locale);
      if (file !== undefined) return file;
    }
    return undefined;
  }

  /**
   * The repository's translation files, in path order: what a push sends. With several source files
   * (a `files` config), each carries its resource.
   */
  files(): LayoutFile[] {
    if (this.resolved !== undefined) {
      const several = this.multiResource;
      const out: LayoutFile[] = [];
      for (const r of this.resolved) {
        for (const [locale, file] of r.files) {
          out.push({
            locale,
            path: file,
            format: formatOf(r, file),
            ...(several && { resource: r.resource }),
            ...(r.rule.multiLocale && { holdsEveryLocale: heldOf(r) }),
          });
        }
      }
      return out.sort((a, b) => compareStrings(a.path, b.path));
    }
    return [...this.byLocale.values()].sort((a, b) => compareStrings(a.path, b.path));
  }

  /** True when the layout has more than one source file: push and pull then name each file's resource. */
  get multiResource(): boolean {
    return (this.resolved?.length ?? 0) > 1;
  }

  /** The resources of a `files` config, in path order (empty with `paths` or discovery). */
  resources(): ResourceInfo[] {
    return (this.resolved ?? []).map((r) => ({
      resource: r.resource,
      entry: r.rule.index,
      format: r.rule.format ?? formatOf(r, r.resource),
      multiLocale: r.rule.multiLocale,
      translations: r.files,
    }));
  }

  /**
   * The source locale's file of `resource` (or of the only resource), as the checks compare
   * translations against it; undefined without a `files` config (the checks then use `existing`).
   */
  sourceFile(resource?: string): TranslationFile | undefined {
    const r = this.resourceNamed(resource);
    if (r === undefined) return undefined;
    return { locale: [...r.files.keys()][0] as string, path: r.resource, format: formatOf(r, r.resource) };
  }

  /** The file holding `locale` of `resource` (a `files` layout; the only one when undefined) now, if any. */
  existing(locale: string, resource?: string): TranslationFile | undefined {
    const canonical = normalizeLocale(locale);
    if (canonical === undefined) return undefined;
    if (this.resolved !== undefined) {
      const r = this.resourceNamed(resource);
      const file = r?.files.get(canonical);
      return r === undefined || file === undefined
        ? undefined
        : { locale: canonical, path: file, format: formatOf(r, file) };
    }
    return this.byLocale.get(canonical);
  }

  /** The resource called `resource`, or the only one when undefined. */
  private resourceNamed(resource: string | undefined): ResolvedResource | undefined {
    if (this.resolved === undefined) return undefined;
    if (resource === undefined || resource === '')
      return this.resolved.length === 1 ? this.resolved[0] : undefined;
    return this.resolved.find((r) => r.resource === resource);
  }

  /**
   * The file for `locale`: the existing one, or where a new one goes. `format` is the format the
   * user asked for, if any: a new file takes it (else the format of the repository's other files,
   * else JSON); an existing file of another format is an error naming both files, never a second file.
   */
  fileFor(locale: string, format?: Format, resource?: string): LocaleFile {
    if (this.resolved !== undefined) return this.resourceFileFor(locale, format, resource);
    const found = this.existing(locale);
    if (found) {
      if (format !== undefined && format !== found.format) {
        throw new SyncError(
          `locale ${found.locale} is kept in ${found.path} (${found.format}), but format "${format}" was asked for, which would write a second file for it; leave "format" empty to update ${found.path}, or convert that file first`,
          { file: found.path },
        );
      }
      return { ...found, exists: true };
    }
    const chosen = format ?? this.usualFormat() ?? 'json';
    const fromTemplate = this.pathTemplate?.pathFor(locale, chosen);
    if (fromTemplate !== undefined) return { locale, path: fromTemplate, format: chosen, exists: false };
    const name = `${this.spell(locale)}${extensionOf(chosen, this.byLocale)}`;
    return {
      locale,
      path: this.newFileDir === '.' ? name : path.posix.join(this.newFileDir, name),
      format: chosen,
      exists: false,
    };
  }

  /** `fileFor` in a `files` layout: the resource's file for the locale, or where its template puts it. */
  private resourceFileFor(
    locale: string,
    format: Format | undefined,
    resource: string | undefined,
  ): LocaleFile {
    const r = this.resourceNamed(resource);
    if (r === undefined) {
      throw new SyncError(
        resource === undefined
          ? `no resource named for locale ${locale}, and the layout has ${this.resolved?.length ?? 0} source files`
          : `${resource} is not a source file of ${CONFIG_PATH} "files"`,
      );
    }
    // A file holding every locale holds this one too, or will once the pull writes it in.
    const found = r.rule.multiLocale ? this.sourceFile(r.resource) : this.existing(locale, r.resource);
    const target = found?.path ?? loadedFilesLayout().pathFor(r, locale);
    if (target === undefined) {
      throw new SyncError(`${r.resource} has no file for ${locale} and no template to make one`);
    }
    const own = formatOf(r, target);
    if (format !== undefined && format !== own) {
      throw new SyncError(
        `locale ${locale} of ${r.resource} is kept in ${target} (${own}), but format "${format}" was asked for; leave "format" empty, or change files[${r.rule.index}] in ${CONFIG_PATH}`,
        { file: target },
      );
    }
    return {
      locale: normalizeLocale(locale) ?? locale,
      path: target,
      format: own,
      exists: found !== undefined,
      ...(r.rule.multiLocale && { holdsEveryLocale: heldOf(r) }),
    };
  }

  /** The format most of the repository's files of one locale each have. */
  usualFormat(): Format | undefined {
    const counts = new Map<Format, number>();
    for (const { format } of this.byLocale.values()) {
      if (!isMultiLocale(format)) counts.set(format, (counts.get(format) ?? 0) + 1);
    }
    let best: Format | undefined;
    for (const [format, count] of counts)
      if (best === undefined || count > (counts.get(best) ?? 0)) best = format;
    return best;
  }

  /** `pt_BR` when the repository's files with a region use `_`, else the canonical `pt-BR`. */
  private spell(locale: string): string {
    const stems = [...this.byLocale.values()].map((f) => stemOf(f.path)).filter((s) => /[-_]/.test(s));
    const underscored = stems.length > 0 && stems.every((s) => s.includes('_'));
    if (underscored) return locale.replaceAll('-', '_');
    // MediaWiki's i18n/ spells every code in lower case (`zh-hans.json`, `be-tarask.json`) and Serbian's
    // scripts its own way (`sr-ec.json`): a folder that does so gets new files spelled so too.
    const mediawiki = stems.length > 0 && stems.every((s) => s === s.toLowerCase());
    if (!mediawiki) return locale;
    const own = stems.some((s) => mediaWikiLocale(s) !== undefined) ? mediaWikiCode(locale) : undefined;
    return own ?? locale.toLowerCase();
  }

  /** Config in force, for callers that need `outputDir` or `sourceLocale`. */
  get settings(): SyncConfig {
    return this.config;
  }
}

/**
 * Finds the translation files of the discovery folders below `root` (with the default config): the
 * same locale in two files is an error naming both.
 */
export async function discoverFiles(root: string, logger: Logger): Promise<TranslationFile[]> {
  const config: SyncConfig = { present: false, outputDir: 'locales', outputDirSet: false, paths: new Map() };
  return (await RepositoryLayout.read(root, config, logger)).files();
}

/** The files a push sends: the config's `paths` when it has any (they replace discovery), else what discovery finds. */
export async function resolvePushFiles(
  root: string,
  config: SyncConfig,
  logger: Logger,
  options: { sourceLocale?: string } = {},
): Promise<LayoutFile[]> {
  return (await readPushLayout(root, config, logger, options)).files;
}

/** The files a push sends (see resolvePushFiles) and the source locale the layout was read with. */
export async function readPushLayout(
  root: string,
  config: SyncConfig,
  logger: Logger,
  options: { sourceLocale?: string } = {},
): Promise<{ files: LayoutFile[]; sourceLocale: string; icuQuotingOf: IcuQuotingOf }> {
  const layout = await RepositoryLayout.read(root, config, logger, options);
  const files = layout.files();
  // The push parses every file: the code of their formats, and of no other, is loaded here.
  await loadFormats(files.map((f) => f.format));
  return { files, sourceLocale: layout.sourceLocale, icuQuotingOf: layout.icuQuotingOf };
}

/** How a resource's one file spells the locales it holds. */
type FilesLayout = typeof import('./files-layout.ts');
let filesLayout: FilesLayout | undefined;

/**
 * files-layout.ts, loaded by the first layout of `files` entries (configured, or as discovery found
 * them): a repository read by `paths` or as `<locale>.<ext>` in the discovery folders never compiles it.
 */
async function loadFilesLayout(): Promise<FilesLayout> {
  filesLayout ??= await import('./files-layout.ts');
  return filesLayout;
}

/** files-layout.ts in a layout of `files` entries, which `RepositoryLayout.read` loaded to resolve them. */
function loadedFilesLayout(): FilesLayout {
  if (filesLayout === undefined)
    throw new Error('files-layout.ts is not loaded: resolve the files entries first');
  return filesLayout;
}

function heldOf(resource: ResolvedResource): HeldLocales {
  return resource.rule.localeMap === undefined ? {} : { localeMap: resource.rule.localeMap };
}

/**
 * The format of a file of a resource: the entry's `format`, else the extension's; a file whose
 * extension names no format is an error asking for `format`.
 */
function formatOf(resource: ResolvedResource, file: string): FileFormat {
  if (resource.rule.format !== undefined) return resource.rule.format as FileFormat;
  const info = syncFormatForPath(file);
  if (info === undefined) {
    throw new SyncError(
      `${file} (files[${resource.rule.index}] of ${CONFIG_PATH}): its extension names no format the sync carries; set "format" in that entry`,
      { file: CONFIG_PATH },
    );
  }
  return info.name as FileFormat;
}

/** The folder all files share, when they share one. */
function commonFolder(files: readonly TranslationFile[]): string | undefined {
  const folders = new Set(files.map((f) => path.posix.dirname(f.path)));
  return folders.size === 1 ? [...folders][0] : undefined;
}

function stemOf(file: string): string {
  const base = path.posix.basename(file);
  return base.slice(0, base.length - path.posix.extname(base).length);
}

/** The extension a new file of `format` takes: the one the repository already uses for it, else the first. */
function extensionOf(format: Format, files: ReadonlyMap<string, TranslationFile>): string {
  for (const file of files.values()) {
    if (file.format === format) return path.posix.extname(file.path);
  }
  const parsedDefault: Record<string, string> = Object.assign(Object.create(null), {
    json: '.json',
    yaml: '.yml',
    po: '.po',
    arb: '.arb',
    xliff: '.xlf',
    properties: '.properties',
    strings: '.strings',
    android: '.xml',
    resx: '.resx',
    fluent: '.ftl',
    ini: '.ini',
    'go-i18n': '.toml',
    qt: '.ts',
    stringsdict: '.stringsdict',
    php: '.php',
    chrome: '.json',
    json5: '.json5',
    jed: '.json',
    vscode: '.json',
    csv: '.csv',
    'structured-json': '.json',
    smartling: '.json',
  });
  return parsedDefault[format] ?? '.json';
}

/** A path with the locale's place marked, learnt from `paths` (`shared/{}/translation.json`). */
interface PathTemplate {
  pathFor(locale: string, format: Format): string | undefined;
}

/**
 * Learns where a locale goes from the configured paths, when every one of them spells its own locale
 * in the same place, the same way: `de_DE/translation.json`, `fr_FR/translation.json` → `{}` with `_`.
 */
function templateOf(paths: ReadonlyMap<string, string>): PathTemplate | undefined {
  let template: string | undefined;
  let separator: '-' | '_' | undefined;
  for (const [locale, file] of paths) {
    const spellings = locale.includes('-') ? [locale.replaceAll('-', '_'), locale] : [locale];
    const spelled = spellings.find((s) => file.includes(s));
    if (spelled === undefined) return undefined;
    const at = file.lastIndexOf(spelled);
    const candidate = `${file.slice(0, at)}\0${file.slice(at + spelled.length)}`;
    if (template !== undefined && candidate !== template) return undefined;
    template = candidate;
    if (locale.includes('-')) {
      const used = spelled.includes('_') ? '_' : '-';
      if (separator !== undefined && separator !== used) return undefined;
      separator = used;
    }
  }
  if (template === undefined || paths.size < 2) return undefined;
  const pattern = template;
  return {
    pathFor(locale, format) {
      const filled = pattern.replace('\0', separator === '_' ? locale.replaceAll('-', '_') : locale);
      return wireFormatForPath(filled)?.name === format ? filled : undefined;
    },
  };
}

/**
 * `<folder>/<locale>.<ext>` files directly in `folder`, skipping what is not a translation file. A
 * folder the repository names (`configured`: its `outputDir`) that cannot be used safely (a link
 * out of the repository) refuses the run; one discovery only looks in is skipped with a warning.
 */
async function filesIn(
  rootReal: string,
  folder: string,
  logger: Logger,
  configured = true,
): Promise<TranslationFile[]> {
  let absolute: string;
  try {
    absolute = folder === '.' ? rootReal : await resolveInside(rootReal, folder, 'folder');
  } catch (err) {
    if (err instanceof UnsafePathError) {
      const reason = err.message.replace(/^refusing path "[^"]*": /, '');
      if (configured) throw new UnsafePathError(`folder "${folder}" cannot be used: ${reason}`);
      logger.warning(
        `discovery skips folder "${folder}": ${reason.replace(/ \(nothing was written\)$/, '')}`,
        { file: folder },
      );
      return [];
    }
    throw err;
  }
  let entries: Dirent[];
  try {
    // The entries' types come with the listing: no lstat per file (a link is not a file, as with lstat).
    entries = await readdir(absolute, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: TranslationFile[] = [];
  for (const entry of entries.sort((a, b) => compareStrings(a.name, b.name))) {
    const name = entry.name;
    if (name.startsWith('.')) continue;
    const rel = folder === '.' ? name : `${folder}/${name}`;
    const parsed = parseFileName(name);
    if ('skip' in parsed) {
      logger.debug(`skipping ${rel}: ${parsed.skip}`);
      continue;
    }
    if (!entry.isFile()) continue;
    if (parsed.format === 'qt' && !isQtLinguistHead(await readHead(rootReal, rel))) {
      logger.debug(`skipping ${rel}: a .ts file without <TS> is TypeScript, not Qt Linguist`);
      continue;
    }
    files.push({ locale: parsed.locale, path: rel, format: parsed.format });
  }
  return files;
}

/** `arbEscapingOf` the ARB files of a `paths` or `files` config, l10n.yaml files read inside the root. */
async function configuredArbEscaping(
  rootReal: string,
  files: readonly string[],
): Promise<ReadonlyMap<string, boolean> | undefined> {
  const arbFiles = files.filter((file) => path.posix.extname(file).toLowerCase() === '.arb');
  if (arbFiles.length === 0) return undefined;
  return arbEscapingOf(arbFiles, async (file) => {
    try {
      return (await readInside(rootReal, file)).toString('utf8');
    } catch {
      // No l10n.yaml there (or none readable inside the repository).
      return undefined;
    }
  });
}
