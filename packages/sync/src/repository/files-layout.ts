import path from 'node:path';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { type CrowdinPlaceholder, crowdinOnlyPlaceholder } from './crowdin-codes.ts';
import { compareStrings } from './discovery.ts';
import { type FilePattern, fillPattern, literalPath, matchPattern, placeholdersOf } from './file-pattern.ts';
import type { FilesRule } from './files-config.ts';
import {
  LOCALE_PLACEHOLDERS,
  type LocalePlaceholder,
  localeParts,
  mappedSpelling,
  ownCodeFor,
  readLocale,
  type SpellingStyle,
  spellLocale,
  unmapSpelling,
  wireLocale,
} from './locale-spelling.ts';
import { localeMapExample } from './localemap-example.ts';
import { narrowerSpellings, sourceLocaleMap } from './source-spelling.ts';

const CONFIG_FILE = '.locale/config.json';

/** One source file of a `files` entry and its translations: a resource. */
export interface ResolvedResource {
  /** The source file's path, relative to the repository: the resource's identity. */
  resource: string;
  rule: FilesRule;
  /** Wire locale (as the service stores it) → the file holding it now; the source locale → the source file. */
  files: Map<string, string>;
  /** Where a locale's file goes: locale placeholders left to fill (undefined for a multi-locale file). */
  template?: FilePattern;
  /** How the repository spells locales this entry's files do not have yet. */
  style: SpellingStyle;
  /**
   * The repository's own spelling of locales, from every resource whose paths spell locales the same
   * way (`sr@latin` in another Odoo module's `i18n/`): placeholder → wire locale → its text.
   */
  learned?: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** The kind of whole-locale placeholder that a learned spelling fills. */
const WHOLE_LOCALE = ['locale', 'locale_', 'android'] as const;

/**
 * Resolves `files` entries against the repository: each entry's source files (the source locale put
 * in its locale placeholders), and for each, every translation file its template matches, the
 * locale read from the path. Two entries claiming one file, a source file matched twice, and two
 * files that would be one locale on the service are errors naming both; a path whose locale cannot
 * be read is logged and left out.
 */
export async function resolveFiles(
  rootReal: string,
  rules: readonly FilesRule[],
  sourceLocale: string,
  logger: Logger,
): Promise<ResolvedResource[]> {
  const claims = new Map<string, { rule: number; role: string }>();
  const claim = (file: string, rule: FilesRule, role: string) => {
    const earlier = claims.get(file);
    if (earlier !== undefined && earlier.rule !== rule.index) {
      throw new SyncError(
        `${CONFIG_FILE}: ${file} is claimed by files[${earlier.rule}] (as a ${earlier.role}) and files[${rule.index}] (as a ${role}); make the patterns exclusive, or leave it out of one with "ignore"`,
        { file: CONFIG_FILE },
      );
    }
    claims.set(file, { rule: rule.index, role });
  };
  const sourceWire = wireLocale(sourceLocale);
  const resources: ResolvedResource[] = [];
  const spellings = new RepositorySpellings();
  for (const rule of rules) {
    const ignored = (file: string) => rule.ignore.some((re) => re.test(file));
    const filled: Record<string, string> = {};
    for (const name of placeholdersOf(rule.source)) {
      filled[name] = spellLocale(sourceLocale, name as LocalePlaceholder, rule.localeMap);
    }
    const sources = (await matchPattern(rootReal, fillPattern(rule.source, filled))).filter(
      (m) => !ignored(m.path),
    );
    if (sources.length === 0) {
      logger.warning(
        `${CONFIG_FILE}: files[${rule.index}] "source" (${rule.entry.source}) matches no file for the source locale ${sourceLocale}${await sourceSpellingHint(rootReal, rule, sourceLocale)}`,
        { file: CONFIG_FILE },
      );
    }
    for (const match of sources) {
      claim(match.path, rule, 'source file');
      const files = new Map<string, string>([[sourceWire, match.path]]);
      if (rule.multiLocale) {
        resources.push({ resource: match.path, rule, files, style: {} });
        continue;
      }
      const template = templateFor(rule, match.path, match.wildcards);
      const unread: Array<{ path: string; spelling: string }> = [];
      const readAs = new Map<string, string>();
      const spellingOf = new Map<string, string>();
      for (const found of await matchPattern(rootReal, template)) {
        if (found.path === match.path || ignored(found.path)) continue;
        const locale = localeOfMatch(found.values, rule);
        if (locale === undefined) {
          // The text in the locale's place (`pseudo-LOCALE` in Grafana's `public/locales/pseudo-LOCALE/grafana.json`).
          const text =
            found.values.locale ?? found.values.locale_ ?? found.values.android ?? found.values.language;
          unread.push({ path: found.path, spelling: text ?? spellingIn(found.path) });
          continue;
        }
        const wire = wireLocale(locale);
        if (wire === sourceWire) {
          logger.debug(
            `${found.path}: the source locale's spelling in a translation path; not a translation`,
          );
          continue;
        }
        const earlier = files.get(wire);
        const text = found.values.locale ?? found.values.locale_ ?? found.values.android;
        if (earlier !== undefined) {
          const spelled = [earlier, found.path]
            .map((f) => `${f} ("${readAs.get(f) ?? locale}")`)
            .join(' and ');
          const folded = [readAs.get(earlier), locale].find((l) => l !== undefined && l !== wire) ?? locale;
          // The legacy code's file keeps its spelling; the map gives it a code the service keeps apart.
          const foldedPath = readAs.get(earlier) === folded ? earlier : found.path;
          const spelling =
            (foldedPath === found.path ? text : spellingOf.get(foldedPath)) ?? spellingIn(foldedPath);
          const own = folded !== wire ? ownCodeFor(folded) : '<code>';
          throw new SyncError(
            `${CONFIG_FILE}: files[${rule.index}]: ${spelled} are one locale (${wire}) on the service${folded !== wire ? `, which reads "${folded}" as "${wire}"` : ''}; leave one out with "ignore", or give "${spelling}" a code of its own with "localeMap" (e.g. {"${own}": "${spelling}"}: any code the service keeps apart from ${wire}, such as one with a region)`,
            { file: CONFIG_FILE },
          );
        }
        readAs.set(found.path, locale);
        if (text !== undefined) spellingOf.set(found.path, text);
        spellings.add(template, found.values, wire);
        claim(found.path, rule, 'translation');
        files.set(wire, found.path);
      }
      reportUnread(rule, unread, logger);
      resources.push({ resource: match.path, rule, files, template, style: {} });
    }
    // One spelling style per entry: a namespace without a pt-br file yet still gets `pt-br`.
    const own = resources.filter((r) => r.rule === rule && r.template !== undefined);
    const style = styleOf(rule, own);
    for (const r of own) r.style = style;
  }
  for (const r of resources) {
    if (r.template !== undefined) r.learned = spellings.for(r.template);
  }
  return resources.sort((a, b) => compareStrings(a.resource, b.resource));
}

/**
 * Every locale spelling the repository's translation paths hold, grouped by convention: the path
 * segment the placeholder is in and the file's extension (`{locale_}.po`, `values-{android}`), so
 * that a layout learns only from layouts that name files the same way. A text is learned only when
 * the placeholder reads it back as its locale, without any `localeMap` (`values-tl` for `fil`, not
 * a mapped `cn`), and only when the repository spells that locale one way.
 */
class RepositorySpellings {
  private readonly byConvention = new Map<string, Map<string, Set<string>>>();

  /** Records the texts a translation path's whole-locale placeholders matched for `wire`. */
  add(template: FilePattern, values: Readonly<Record<string, string>>, wire: string): void {
    for (const name of WHOLE_LOCALE) {
      const text = values[name];
      if (text === undefined) continue;
      const read = readLocale(text, name);
      if (read === undefined || wireLocale(read) !== wire) continue;
      const key = conventionOf(template, name);
      const locales = this.byConvention.get(key) ?? new Map<string, Set<string>>();
      this.byConvention.set(key, locales);
      const texts = locales.get(wire) ?? new Set<string>();
      locales.set(wire, texts);
      texts.add(text);
    }
  }

  /** The spellings a template's placeholders take: placeholder → wire locale → the one text. */
  for(template: FilePattern): Map<string, Map<string, string>> {
    const out = new Map<string, Map<string, string>>();
    for (const name of WHOLE_LOCALE) {
      const locales = this.byConvention.get(conventionOf(template, name));
      if (locales === undefined) continue;
      const one = new Map<string, string>();
      for (const [wire, texts] of locales) {
        if (texts.size === 1) one.set(wire, [...texts][0] as string);
      }
      out.set(name, one);
    }
    return out;
  }
}

/** `name`'s convention in `template`: the segment holding it, its other placeholders blank, and the extension. */
function conventionOf(template: FilePattern, name: string): string {
  const segment = template.segments.find((tokens) =>
    tokens.some((t) => t.kind === 'placeholder' && t.name === name),
  );
  if (segment === undefined) return '';
  const shape = segment
    .map((t) =>
      t.kind === 'text' ? t.text : t.kind === 'placeholder' ? (t.name === name ? `{${name}}` : '{}') : '*',
    )
    .join('');
  return `${shape}\0${path.posix.extname(template.text)}`;
}

/** The translation template of one source file: its `{name}`, `{ext}`, `{path}` or wildcards filled in. */
function templateFor(rule: FilesRule, sourcePath: string, wildcards: readonly string[]): FilePattern {
  if (rule.translation === undefined) return fillPattern(rule.source, {}, wildcards);
  const base = path.posix.basename(sourcePath);
  const ext = path.posix.extname(base);
  let globstar = '';
  let wildcard = 0;
  for (const segment of rule.source.segments) {
    for (const token of segment) {
      if (token.kind === 'globstar') globstar = wildcards[wildcard] ?? '';
      if (token.kind === 'star' || token.kind === 'globstar') wildcard++;
    }
  }
  return fillPattern(rule.translation, {
    name: base.slice(0, base.length - ext.length),
    ext: ext.slice(1),
    path: globstar,
  });
}

/**
 * The locale a translation path spells, from the placeholders it matched: a `localeMap` spelling
 * first, else the whole-locale placeholder, else `{language}` with `{region}`; every placeholder must
 * agree, else undefined.
 */
function localeOfMatch(values: Readonly<Record<string, string>>, rule: FilesRule): string | undefined {
  let locale: string | undefined;
  for (const name of ['locale', 'locale_', 'android'] as const) {
    const text = values[name];
    if (text === undefined) continue;
    const read = unmapSpelling(text, rule.localeMap) ?? readLocale(text, name);
    if (read === undefined || (locale !== undefined && read !== locale)) return undefined;
    locale = read;
  }
  const language = values.language;
  const region = values.region;
  if (locale === undefined && language !== undefined) {
    locale = readLocale(region === undefined ? language : `${language}-${region}`);
  }
  if (locale === undefined) return undefined;
  const parts = localeParts(locale);
  if (language !== undefined && language.toLowerCase() !== parts.language) return undefined;
  if (region !== undefined && region.toUpperCase() !== parts.region) return undefined;
  return locale;
}

/** Paths whose locale could not be read: a warning naming them (Android qualifiers like `night` only in debug). */
function reportUnread(
  rule: FilesRule,
  unread: ReadonlyArray<{ path: string; spelling: string }>,
  logger: Logger,
): void {
  if (unread.length === 0) return;
  const android =
    placeholdersOf(rule.source).includes('android') ||
    (rule.translation !== undefined && placeholdersOf(rule.translation).includes('android'));
  for (const { path: file, spelling } of unread) {
    const message = `${file}: matches files[${rule.index}] but names no locale code it can read; it is not synced (to sync it, map its spelling to a locale code in "localeMap", e.g. ${localeMapExample(spelling)}; to silence this, add it to "ignore")`;
    if (android) logger.debug(message);
    else logger.warning(message, { file });
  }
}

/** The path's part that differs between locales, for messages (best effort: the file or folder name). */
function spellingIn(file: string): string {
  const base = path.posix.basename(file);
  return base.slice(0, base.length - path.posix.extname(base).length);
}

/**
 * Lower-case regions when every existing file with a region spells it so (`pt-br`), and lower-case
 * scripts when every one with a script does (Kodi's `resource.language.zh_hant_hk`). A file whose
 * `localeMap` spelling is its code in another case counts as its spelling; another spelling there
 * (`zh_CN` for `zh-Hans`) says nothing of the repository's case.
 */
function styleOf(rule: FilesRule, resources: readonly ResolvedResource[]): SpellingStyle {
  const template = resources[0]?.template;
  if (template === undefined) return {};
  const names = placeholdersOf(template).filter((p) =>
    (LOCALE_PLACEHOLDERS as readonly string[]).includes(p),
  );
  if (!names.includes('locale') && !names.includes('locale_') && !names.includes('region')) return {};
  const region = { lower: 0, upper: 0 };
  const script = { lower: 0, upper: 0 };
  // Only spellings with the separator the placeholder writes tell the case it should write: Jellyfin's
  // `bn_BD.json` and `he_IL.json` (mapped) beside its `pt-br.json`, `fr-ca.json` say nothing of `{locale}`.
  const separators =
    names.includes('locale') === names.includes('locale_') ? '-_' : names.includes('locale') ? '-' : '_';
  let modifiers = 0;
  let crowdin: CrowdinPlaceholder | undefined;
  for (const [locale, file] of resources.flatMap((r) => [...r.files])) {
    const parts = localeParts(locale);
    if (parts.script !== undefined && hasScriptModifier(file, parts.script)) modifiers++;
    const mapped = rule.localeMap?.[locale];
    crowdin ??= mapped === undefined ? undefined : crowdinOnlyPlaceholder(mapped);
    if (mapped !== undefined && !isCaseVariant(mapped, locale)) continue;
    // A subtag as written (`intl_pt_PT.arb`: `PT`) says upper case, even where the language reads the
    // same in lower case (`_pt`); only a subtag found in lower case alone says lower case.
    // A region of digits (`es-419`) has no case to tell.
    const count = (part: string | undefined, tally: { lower: number; upper: number }) => {
      if (part === undefined || part.toLowerCase() === part.toUpperCase()) return;
      if (hasSubtag(file, part, separators)) tally.upper++;
      else if (hasSubtag(file, part.toLowerCase(), separators)) tally.lower++;
    };
    count(parts.region, region);
    count(parts.script, script);
  }
  const style: SpellingStyle = {};
  // A file only Crowdin names (`kab-KAB.ini`): the locales a pull adds are named as Crowdin names them.
  if (crowdin !== undefined) style.crowdin = crowdin;
  if (region.lower > 0 && region.upper === 0) style.lowerRegion = true;
  if (region.upper > 0 && region.lower === 0) style.upperRegion = true;
  // A layout whose codes are all in lower case (`en-us`, `pt-br`) and that spells no script yet writes
  // one in lower case too (`zh-hans`), as its siblings would.
  if (script.lower > 0 && script.upper === 0) style.lowerScript = true;
  if (script.lower + script.upper === 0 && style.lowerRegion) style.lowerScript = true;
  // A gettext catalog named for its locale (`po/sr@latin.po`, Odoo's `i18n/sr@latin.po`) is named as
  // glibc names locales, unless the layout already spells a script as a subtag (`zh_Hant.po`).
  // Django's and Kodi's folders (`locale/sr_Latn/LC_MESSAGES/`) are named as their code reads them.
  // So is any other file whose siblings spell a script after `@` (qBittorrent's Qt catalogs
  // `qbittorrent_az@latin.ts`, `qbittorrent_uz@Latn.ts`: a deleted `_sr@latin.ts` is not `_sr_Latn.ts`).
  if (
    names.includes('locale_') &&
    (isGettextCatalogName(template) || modifiers > 0) &&
    script.lower + script.upper === 0
  ) {
    style.scriptModifiers = true;
  }
  if (
    names.includes('locale_') &&
    namesFile(template, 'locale_') &&
    path.posix.extname(template.text) === '.properties'
  )
    style.javaBundle = true;
  return style;
}

/** True when `file` spells `script` after `@`, as glibc's modifier or as the code (`@latin`, `@Latn`). */
function hasScriptModifier(file: string, script: string): boolean {
  const modifier = script === 'Latn' ? 'latin' : script === 'Cyrl' ? 'cyrillic' : undefined;
  const lower = file.toLowerCase();
  return [script.toLowerCase(), modifier].some(
    (word) => word !== undefined && new RegExp(`@${word}(?![a-z])`).test(lower),
  );
}

/** True when `{locale_}` names the file itself and the file is a gettext catalog (`{locale_}.po`). */
function isGettextCatalogName(template: FilePattern): boolean {
  return namesFile(template, 'locale_') && path.posix.extname(template.text) === '.po';
}

/** True when the placeholder is in the file's own name (`Bundle_{locale_}.properties`), not a folder's. */
function namesFile(template: FilePattern, placeholder: string): boolean {
  const last = template.segments[template.segments.length - 1] ?? [];
  return last.some((t) => t.kind === 'placeholder' && t.name === placeholder);
}

/**
 * True when `file` holds `subtag` after one of `separators` (`-`, `_` or both) and before no other
 * letter (`pt_br.json` for `br`).
 */
function hasSubtag(file: string, subtag: string, separators: string): boolean {
  return new RegExp(`[${separators}]${subtag}(?![A-Za-z])`).test(file);
}

/** True when `spelling` is `locale` with `_` or `-` between its parts, in any case (`pt_br` for `pt-BR`). */
function isCaseVariant(spelling: string, locale: string): boolean {
  return spelling.replaceAll('_', '-').toLowerCase() === locale.toLowerCase();
}

/** The path of `locale`'s file in a resource: the one there now, else the template filled in. */
export function pathFor(resource: ResolvedResource, locale: string): string | undefined {
  const existing = resource.files.get(wireLocale(locale));
  if (existing !== undefined) return existing;
  if (resource.template === undefined) return undefined;
  const values: Record<string, string> = {};
  const wire = wireLocale(locale);
  for (const name of placeholdersOf(resource.template)) {
    // `localeMap` first, then the repository's spelling in another layout of the same convention,
    // then the placeholder's own spelling in the layout's style.
    const spelled = spellLocale(locale, name as LocalePlaceholder, resource.rule.localeMap, resource.style);
    const learned =
      mappedSpelling(locale, resource.rule.localeMap) === undefined
        ? resource.learned?.get(name)?.get(wire)
        : undefined;
    // The layout's own case, where its files show one, over another layout's (`zh-CN.json` beside).
    const ownCase =
      (resource.style.lowerRegion || resource.style.upperRegion) === true &&
      learned !== undefined &&
      isCaseVariant(learned, spelled);
    values[name] = learned !== undefined && !ownCase ? learned : spelled;
  }
  return literalPath(fillPattern(resource.template, values));
}

/**
 * When the entry's files spell the source locale more precisely (`en-US` folders for a project in
 * `en`), the `localeMap` that pairs them; else nothing.
 */
async function sourceSpellingHint(rootReal: string, rule: FilesRule, sourceLocale: string): Promise<string> {
  if (placeholdersOf(rule.source).length === 0) return '';
  const spellings = new Map<string, string>();
  for (const found of await matchPattern(rootReal, rule.source)) {
    const locale = localeOfMatch(found.values, rule);
    const text = found.values.locale ?? found.values.locale_ ?? found.values.android;
    if (locale !== undefined && text !== undefined && !spellings.has(locale)) spellings.set(locale, text);
  }
  const narrower = narrowerSpellings(spellings.keys(), sourceLocale);
  if (narrower.length === 0) return '';
  const maps = narrower.map((l) => sourceLocaleMap(sourceLocale, spellings.get(l) as string));
  return narrower.length === 1
    ? `; its files spell it ${narrower[0]}: add "localeMap": ${maps[0]} to files[${rule.index}]`
    : `; its files spell it ${narrower.join(' and ')}: add the "localeMap" of the source's spelling to files[${rule.index}] (${maps.join(' or ')})`;
}
