export const id = 442;
export const ids = [442];
export const modules = {

/***/ 6821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
/** The known word closest to `word` when it is a plausible typo, else undefined. */
function closest(word, known) {
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const name of known) {
        const distance = editDistance(word.toLowerCase(), name.toLowerCase());
        if (distance < bestDistance) {
            best = name;
            bestDistance = distance;
        }
    }
    return best !== undefined && bestDistance <= Math.max(1, Math.floor(best.length / 3)) ? best : undefined;
}
/** Levenshtein distance with adjacent transpositions (optimal string alignment). */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                value = Math.min(value, at(i - 2, j - 2) + 1);
            }
            rows[i][j] = value;
        }
    }
    return at(a.length, b.length);
}


/***/ }),

/***/ 6442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  discoverLayouts: () => (/* binding */ discoverLayouts)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ../../packages/sync/src/errors.ts
var errors = __webpack_require__(3124);
// EXTERNAL MODULE: ../../packages/sync/src/repository/crowdin-codes.ts
var crowdin_codes = __webpack_require__(4621);
// EXTERNAL MODULE: ../../packages/sync/src/repository/locale-spelling.ts
var locale_spelling = __webpack_require__(987);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-locale.ts
// How discovery reads a locale code out of a path: the tag as the files layout reads it (readLocale),
// and what discovery needs besides: the spelling's separator, whether a placeholder would spell it so,
// the code Intl would replace it with, and why a code-shaped name is not a locale (`cn`).


/**
 * True when `language` is an assigned ISO 639 code (`cn`, `zz`, `xx` are not). Through the files
 * layout's check, which answers a two-letter language from a list: building `Intl.DisplayNames` here
 * at load cost every run about 10 ms of its start (it loads ICU's language names).
 */
function isKnownLanguage(language) {
    try {
        return (0,locale_spelling/* knownLanguage */.MY)(language.toLowerCase());
    }
    catch {
        return false;
    }
}
let scriptNames;
/** True when `text` is a script code ISO 15924 assigns and locale data names (`Latn`, `shaw`), in any case. */
function isKnownScript(text) {
    if (!/^[A-Za-z]{4}$/.test(text))
        return false;
    scriptNames ??= new Intl.DisplayNames(['en'], { type: 'script', fallback: 'none' });
    const code = `${text[0]?.toUpperCase()}${text.slice(1).toLowerCase()}`;
    return code !== 'Zzzz' && scriptNames.of(code) !== undefined;
}
// language[_-Script][_-REGION][_-variant…][-x-private…][@modifier]: the language in lower case, as
// every ecosystem writes it, so that `README` or `DE` is never read as a language. BCP 47's private use
// (NodeBB's `public/language/en-x-pirate/`, Transifex's `en@pirate`) is read as the files layout reads it.
const CODE = /^([a-z]{2,3})(?:([-_])([A-Za-z]{4}))?(?:([-_])([A-Za-z]{2}|\d{3}))?((?:[-_](?:[A-Za-z0-9]{5,8}|\d[A-Za-z0-9]{3}))*(?:[-_]x(?:[-_][A-Za-z0-9]{1,8})+)?)(?:@([A-Za-z]+))?$/;
// Names of source-tree folders that are also ISO 639-3 codes no project names a translation folder by
// but before `LC_MESSAGES/` (`src` is Logudorese Sardinian, `ext` Extremaduran, `mac` Macedonian's
// bibliographic code; Weblate gives LibreTranslate an `ext/LC_MESSAGES/`): read as
// locales, Android's `ui/i18n/src/main/res/` (AntennaPod) and Compose's `l10n/src/commonMain/` made a
// "locale folder" with no source beside it.
const SOURCE_TREE_NAMES = new Set(['src', 'ext', 'mac']);
// gettext modifiers (`sr@latin`, `uz@cyrillic`, `ca@valencia`): a script, or a variant.
const MODIFIER_SCRIPTS = { latin: 'Latn', cyrillic: 'Cyrl' };
/** `zh_CN.GB2312`, `de_DE.UTF-8`: a locale, a dot, and a character set (which names a digit). */
const CODESET = /^([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)\.([A-Za-z-]*[0-9][A-Za-z0-9-]*)$/;
/** True when the code was read as a locale (not undefined, not an `unread` reason). */
function isRead(read) {
    return read !== undefined && !('unread' in read);
}
/**
 * Reads `text` as a locale code as repositories spell it (`pt-BR`, `pt_BR`, `zh_Hans`, `sr@latin`,
 * `de-simple`). Returns undefined when it does not look like a code at all (`common`, `values`), and an
 * `unread` reason when it looks like one but names no language (`cn`, `zhtw` is not even shaped so).
 */
function discover_locale_readCode(text, place = 'any') {
    // A source-tree name is a language only where gettext's runtime reads one (before LC_MESSAGES/).
    if (SOURCE_TREE_NAMES.has(text) && place !== 'gettext')
        return undefined;
    let read = readCodes.get(text);
    if (read === undefined) {
        read = readCodeOf(text) ?? null;
        if (readCodes.size >= MAX_READ_CODES)
            readCodes.clear();
        // Frozen: every path part spelled the same shares one answer.
        readCodes.set(text, read === null ? null : Object.freeze(read));
    }
    return read ?? undefined;
}
/** Texts read by `readCode`, at most MAX_READ_CODES of them (null: no code). */
const readCodes = new Map();
const MAX_READ_CODES = 4096;
/**
 * `readCode` itself, without its memory: discovery reads every part of every path, so a layout of
 * ten files per locale read each locale's folder name ten times, each with an `Intl` call
 * (docs/performance.md, section 53).
 */
function readCodeOf(text) {
    // Java's bundle name of a variant without a region (`Bundle_ca__valencia`: toBundleName leaves the
    // country empty between its two `_`).
    const javaVariant = /^([a-z]{2,3})__([A-Za-z0-9]{5,8})$/.exec(text);
    if (javaVariant !== null) {
        const read = discover_locale_readCode(`${javaVariant[1]}_${javaVariant[2]}`);
        return isRead(read) ? { ...read, irregular: true } : read;
    }
    // A POSIX locale name with its character set (django-cms's `cms/locale/zh_CN.GB2312/`, beside
    // `zh_CN/`): reported, never read as the locale before the dot.
    const codeset = CODESET.exec(text);
    if (codeset !== null && isRead(discover_locale_readCode(codeset[1]))) {
        return {
            unread: `"${text}" names a character set (${codeset[2]}) after the locale, as POSIX locale names do`,
        };
    }
    // Crowdin's `kab-KAB` (Kabyle) and `sr-SP` (Serbian), whose regions name no country.
    const crowdin = (0,crowdin_codes/* crowdinOnlyLocale */.Jw)(text);
    if (crowdin !== undefined)
        return { locale: crowdin, separator: text.includes('_') ? '_' : '-', irregular: true };
    const extended = (0,locale_spelling/* extendedLanguageOf */.rq)(text);
    if (extended !== undefined)
        return { locale: extended, separator: text.includes('_') ? '_' : '-', irregular: true };
    const match = CODE.exec(text);
    if (!match)
        return undefined;
    const [, language, sep1, script, sep2, , variantText, modifier] = match;
    // `mul.lproj/` (String Catalogs holding several languages) names no locale, and is no mistake either.
    if ((0,locale_spelling/* isNoLanguageCode */.np)(language))
        return undefined;
    if (!isKnownLanguage(language))
        return { unread: `"${language}" is not a language code` };
    const separators = new Set([sep1, sep2, ...(variantText.match(/[-_]/g) ?? [])].filter(Boolean));
    if (separators.size > 1)
        return { unread: `"${text}" mixes "-" and "_"` };
    if (modifier !== undefined) {
        // A script's own four letters after `@`, in any case (`uz@Latn` in qBittorrent's Qt catalogs,
        // GNOME's Shavian `en@shaw`), are a script, as the files layout reads them (`uz-Latn`, `en-Shaw`).
        const isScript = MODIFIER_SCRIPTS[modifier.toLowerCase()] !== undefined || isKnownScript(modifier);
        const known = isScript && script === undefined;
        if (!known && (modifier.length < 5 || modifier.length > 8))
            return { unread: `"@${modifier}" is not a script or a variant` };
    }
    // The tag as the files layout reads it: the same spelling rules, no alias folded.
    const locale = (0,locale_spelling/* readLocale */.XE)(text, 'locale');
    if (locale === undefined)
        return { unread: `"${text}" is not a valid locale code` };
    const canonical = Intl.getCanonicalLocales(locale)[0];
    const separator = [...separators][0];
    const respelled = separator === undefined ? locale : locale.replaceAll('-', separator);
    const irregular = modifier !== undefined || respelled !== text;
    const aliasOf = canonical.toLowerCase() !== locale.toLowerCase() ? canonical : undefined;
    return {
        locale,
        ...(separator !== undefined && { separator }),
        irregular,
        ...(aliasOf !== undefined && { aliasOf }),
    };
}
const ANDROID_OLD_CODES = { iw: 'he', in: 'id', ji: 'yi' };
/**
 * Reads the qualifiers of an Android resource folder (`values-pt-rBR`, `values-b+sr+Latn`) as the
 * resource merger does. Returns undefined when they hold no locale or more than a locale (`values-night`,
 * `values-de-land` are other configurations, not translations).
 */
function readAndroidQualifier(qualifiers) {
    if (qualifiers.startsWith('b+')) {
        // BCP 47 form: b+sr+Latn, b+es+419.
        const parts = qualifiers.slice(2).split('+');
        const read = discover_locale_readCode(parts.join('-'));
        if (read === undefined) {
            // A tag the path codes do not spell but BCP 47 does, as the files layout reads it: Wikipedia's
            // `values-b+be+x+old` (be-x-old, Belarusian in the classic orthography).
            const tag = (0,locale_spelling/* readLocale */.XE)(qualifiers, 'android');
            if (tag === undefined)
                return { unread: `"${qualifiers}" is not a BCP 47 qualifier` };
            return { locale: tag, separator: '-', irregular: false };
        }
        if ('unread' in read)
            return read;
        return { ...read, separator: '-', irregular: false };
    }
    const parts = qualifiers.split('-');
    if (parts.some((p) => locale_spelling/* ANDROID_NON_LOCALE */.p1.test(p)))
        return undefined;
    const [language, region, ...rest] = parts;
    if (rest.length > 0 || !/^[a-z]{2,3}$/.test(language))
        return undefined;
    if (region !== undefined && !/^r[A-Z]{2}$/.test(region))
        return undefined;
    // aapt2 reads any two or three letters there as a language; a two-letter one locale data does not
    // know is no ISO 639-1 code (Wikipedia's values-qq/ holds its message documentation, qqq).
    if (language.length === 2 && !isKnownLanguage(language))
        return { unread: `"${language}" is not a language code` };
    const spelled = (0,locale_spelling/* readLocale */.XE)(qualifiers, 'android');
    if (spelled === undefined)
        return { unread: `"${qualifiers}" is not a locale qualifier` };
    // Android names Hebrew, Indonesian and Yiddish `iw`, `in`, `ji` (Java's old codes) and reads them
    // as he, id, yi: so does discovery, the entry's localeMap keeping the folder's spelling.
    const legacy = ANDROID_OLD_CODES[language];
    const locale = legacy === undefined ? spelled : spelled.replace(language, legacy);
    // Another old code (`values-sh`, `values-tl`) is its successor's on the wire, as in any layout.
    const canonical = Intl.getCanonicalLocales(locale)[0];
    const aliasOf = canonical.toLowerCase() !== locale.toLowerCase() ? canonical : undefined;
    return {
        locale,
        ...(region !== undefined && { separator: '-' }),
        irregular: legacy !== undefined,
        ...(aliasOf !== undefined && { aliasOf }),
    };
}
// Xcode's first projects named their folders after the language in English; Xcode still reads them.
const XCODE_LEGACY_NAMES = {
    English: 'en',
    French: 'fr',
    German: 'de',
    Japanese: 'ja',
    Spanish: 'es',
    Italian: 'it',
    Dutch: 'nl',
};
/** Reads the name of an Xcode `.lproj` folder (`pt-BR`, `zh-Hans`, `pt_BR`, legacy `English`). */
function readLprojName(name) {
    const legacy = XCODE_LEGACY_NAMES[name];
    if (legacy !== undefined)
        return { locale: legacy, irregular: true };
    return discover_locale_readCode(name);
}
/** How a locale is written in a path of the given placeholder (`pt-BR`, `pt_BR`, `pt-rBR`). */
function spellCode(locale, placeholder) {
    // As pull spells it (a variant after `@` for `{locale_}`: `ca@valencia`), so that a localeMap names
    // every code pull would write otherwise (BookStack's `lang/de_informal/`).
    if (placeholder === '{locale_}')
        return (0,locale_spelling/* spellLocale */.Hy)(locale, 'locale_');
    if (placeholder === '{android}') {
        const parts = locale.split('-');
        if (parts.length === 1)
            return locale;
        if (parts.length === 2 && /^[A-Z]{2}$/.test(parts[1]))
            return `${parts[0]}-r${parts[1]}`;
        return `b+${parts.join('+')}`;
    }
    return locale;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-entries.ts
// How a group is written in .locale/config.json: its locale placeholder, its `localeMap`, its
// `files` entry, and its path with the placeholder for messages.


/** The group's path with its placeholder: `locales/{locale}/common.json`. */
function describeTemplate(group) {
    return group.template.replace('\0', placeholderOf(group));
}
/** The placeholder a group's paths spell their locales with, as they do, else as the tool does. */
function placeholderOf(group) {
    if (group.kind === 'android')
        return '{android}';
    // Codes spelled with each separator, counted once per locale. Where both are found, the one most
    // codes use is the layout's (PPSSPP's 43 `assets/lang/pt_BR.ini` beside one `lt-LT.ini`): a new file
    // is spelled as most are, the others named in `localeMap`; a tie keeps `{locale}`.
    let underscored = 0;
    let hyphenated = 0;
    for (const spellings of group.members.values()) {
        const separators = new Set(spellings.map((s) => s.read.separator));
        if (separators.has('_'))
            underscored++;
        if (separators.has('-'))
            hyphenated++;
    }
    if (underscored > hyphenated)
        return '{locale_}';
    if (hyphenated > 0)
        return '{locale}';
    // No code with a region or script: the tool's own spelling decides what a new one looks like.
    if (group.kind === 'gettext' || group.ext === '.po' || group.ext === '.properties')
        return '{locale_}';
    if (group.kind === 'underscored')
        return '{locale_}';
    if (group.ext === '.php')
        return '{locale_}'; // Laravel's lang/pt_BR/
    if (group.template.split('/').includes('_locales') || group.format === 'chrome')
        return '{locale_}'; // Chrome's messages
    // Symfony's `translations/messages.pt_BR.yaml`; a JSON file named with its locale alone in a
    // `translations/` folder is no Symfony domain (Home Assistant's `src/translations/en.json`, whose
    // translations are `pt-BR.json`, `zh-Hans.json`).
    if ((group.kind === 'dotted' || (group.kind === 'stem' && group.ext !== '.json')) &&
        group.template.split('/').includes('translations'))
        return '{locale_}';
    return '{locale}';
}
/** The codes a group spells otherwise than its placeholder would: its `localeMap`. */
function localeMapOf(group, placeholder) {
    const map = {};
    for (const [locale, spellings] of group.members) {
        const code = spellings[0]?.code;
        // An old code alone (Penpot's `jpn_JP.po`, a `values-tl/`) is its successor's on the service, which
        // pull is then asked for: the map names that code, so a deleted file comes back under its own name.
        const alias = spellings[0]?.read.aliasOf;
        const key = alias !== undefined && !group.members.has(alias) ? alias : locale;
        // A language locale data has no name for (`cak`) is read by the files layout only as named here.
        const unnamed = spellings[0]?.read.unnamed === true;
        if ((unnamed || spellCode(key, placeholder) !== code) && map[key] === undefined)
            map[key] = code;
    }
    return Object.keys(map).length > 0 ? map : undefined;
}
/** The `files` entry of one group, with its source as the companion or as the source-locale file. */
function entryFor(group, companionIsSource) {
    const placeholder = placeholderOf(group);
    const template = group.template.replace('\0', placeholder);
    const localeMap = localeMapOf(group, placeholder);
    const entry = companionIsSource && group.companion !== undefined
        ? { source: group.companion, translation: template }
        : { source: template };
    if (localeMap)
        entry.localeMap = localeMap;
    if (group.format !== undefined)
        entry.format = group.format;
    return entry;
}
/** The file name of a group with `{name}` for what varies between its siblings. */
function namePattern(group) {
    const placeholder = placeholderOf(group);
    const base = external_node_path_default().posix.basename(group.template);
    switch (group.kind) {
        case 'dotted':
            return `{name}.${placeholder}${group.ext}`;
        case 'underscored':
            return `{name}_${placeholder}${group.ext}`;
        case 'hyphenated':
            return `{name}-${placeholder}${group.ext}`;
        default:
            return base.includes('\0') ? base.replace('\0', placeholder) : `{name}${group.ext}`;
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-model.ts
// What discovery reads paths into (readings, groups) and what it reports (layouts, files left out).

const KIND_NAMES = {
    stem: 'a file per locale',
    folder: 'a folder per locale',
    gettext: 'gettext catalogs',
    lproj: 'Xcode .lproj folders',
    android: 'Android resource folders',
    dotted: 'the locale before the extension',
    underscored: 'the locale after "_"',
    hyphenated: 'the locale after "-"',
    catalog: 'every locale in one file',
};
/** Two ways to read the repository: discovery stops and names both. */
class AmbiguousLayoutError extends errors/* SyncError */.S {
    name = 'AmbiguousLayoutError';
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-claims.ts
// A file read by two layouts is two readings of the repository (`locales/de/de.json`), and a locale
// spelled twice in one layout (`pt-BR` and `pt_BR`) is two files for one locale: discovery stops on both.



/**
 * Which layout reads each file (its companion and its members). Throws AmbiguousLayoutError when two
 * layouts read one file, and a SyncError when one locale has two files in one layout.
 */
function claimFiles(layouts) {
    const claimedBy = new Map();
    for (const { group } of layouts) {
        for (const file of filesOf(group)) {
            const other = claimedBy.get(file);
            if (other !== undefined && other !== group) {
                throw new AmbiguousLayoutError(`${file} can be read as ${describeTemplate(other)} or as ${describeTemplate(group)}; choose with "files" in .locale/config.json:\n` +
                    `  - ${JSON.stringify(entryFor(other, other.companion !== undefined))}\n` +
                    `  - ${JSON.stringify(entryFor(group, group.companion !== undefined))}`, { file });
            }
            claimedBy.set(file, group);
        }
        for (const [locale, spellings] of group.members) {
            if (spellings.length > 1) {
                throw new errors/* SyncError */.S(`locale ${locale} is found twice: ${spellings.map((s) => s.path).join(' and ')}; keep one, or choose with "files" in .locale/config.json`, { file: spellings[1]?.path });
            }
        }
    }
    return claimedBy;
}
function filesOf(group) {
    return [
        ...(group.companion !== undefined ? [group.companion] : []),
        ...[...group.members.values()].flatMap((s) => s.map((r) => r.path)),
    ];
}

// EXTERNAL MODULE: ../../packages/sync/src/repository/discover-flutter.ts
var discover_flutter = __webpack_require__(3634);
// EXTERNAL MODULE: ../../packages/sync/src/repository/discovery.ts
var discovery = __webpack_require__(6630);
// EXTERNAL MODULE: ../../packages/sync/src/repository/file-pattern.ts
var file_pattern = __webpack_require__(1551);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-folder-wildcard.ts
// Entries that differ only in the folders before the locale's folder (Wagtail's apps, Thunderbird's
// modules) become one entry with `**` for those folders, as Crowdin's double star does.



/** The folders before a locale's place, and the rest: `wagtail/admin` + `locale/{locale_}/LC_MESSAGES/*.po`. */
function splitAtLocaleFolder(pattern) {
    const segments = pattern.split('/');
    const at = segments.findIndex((s) => /\{(?:locale_?|android)\}/.test(s));
    // The folder holding the locale folders (`locale/`, `res/`, `locales/`), or the locale files
    // (`translations/`), stays in the tail.
    if (at < 2)
        return undefined;
    return { prefix: segments.slice(0, at - 1), tail: segments.slice(at - 1) };
}
/**
 * A bucket of entries of one shape with the `localeMap` they can share: the union of theirs when each
 * entry either spells a locale as that union does or has no file of it (Matomo's plugins without
 * translations yet, whose entries have no `localeMap`, beside 57 spelling `pt-br`); else one bucket
 * per `localeMap`.
 */
function byLocaleMap(key, bucket) {
    const union = Object.create(null);
    let agree = true;
    for (const { layout } of bucket)
        for (const [locale, spelling] of Object.entries(layout.entry.localeMap ?? {})) {
            if (union[locale] !== undefined && union[locale] !== spelling)
                agree = false;
            union[locale] = spelling;
        }
    const spellings = Object.values(union);
    agree &&= new Set(spellings).size === spellings.length;
    agree &&= bucket.every(({ layout }) => Object.entries(union).every(([locale, spelling]) => layout.entry.localeMap?.[locale] === spelling || !layout.translations.has(locale)));
    if (agree)
        return [[key, bucket, spellings.length > 0 ? { ...union } : undefined]];
    const strict = new Map();
    for (const item of bucket) {
        const map = JSON.stringify(item.layout.entry.localeMap ?? {});
        strict.set(map, [...(strict.get(map) ?? []), item]);
    }
    return [...strict.values()].map((items) => [key, items, items[0]?.layout.entry.localeMap]);
}
/**
 * Entries that differ only in the folders before the same tail (Wagtail's 19 apps, Thunderbird's 34
 * modules, Rallly's three packages) become one entry with `**` for those folders, as Crowdin does
 * with its double star, when that entry claims no file of another one.
 */
function mergeAcrossFolders(layouts, sourceLocale, files, claimedBy) {
    const buckets = new Map();
    const alone = [];
    for (const layout of layouts) {
        const { entry } = layout;
        const pattern = entry.translation ?? entry.source;
        const split = layout.legacy ? undefined : splitAtLocaleFolder(pattern);
        const sourcePrefix = split?.prefix.join('/');
        if (split === undefined ||
            (entry.translation !== undefined && !entry.source.startsWith(`${sourcePrefix}/`))) {
            alone.push(layout);
            continue;
        }
        const sourceTail = entry.source.slice(sourcePrefix.length + 1);
        const key = JSON.stringify([
            split.tail.join('/'),
            entry.translation === undefined ? null : sourceTail,
            entry.format ?? null,
        ]);
        buckets.set(key, [...(buckets.get(key) ?? []), { layout, prefix: split.prefix }]);
    }
    const result = [...alone];
    for (const [key, bucket, localeMap] of [...buckets].flatMap(([key, all]) => byLocaleMap(key, all))) {
        if (bucket.length < 2) {
            result.push(...bucket.map((b) => b.layout));
            continue;
        }
        const [tail, sourceTail] = JSON.parse(key);
        const common = [];
        for (let i = 0; bucket.every((b) => b.prefix.length > i && b.prefix[i] === bucket[0]?.prefix[i]); i++)
            common.push(bucket[0]?.prefix[i]);
        const lead = common.length > 0 ? `${common.join('/')}/` : '';
        const first = bucket[0]?.layout;
        const entry = sourceTail === null
            ? { source: `${lead}**/${tail}` }
            : { source: `${lead}**/${sourceTail}`, translation: `${lead}{path}/${tail}` };
        if (localeMap !== undefined)
            entry.localeMap = localeMap;
        if (first.entry.format !== undefined)
            entry.format = first.entry.format;
        // The merged entry must read as sources exactly the sources it replaces, plus files of that
        // shape no other layout claims (a new app's catalogs).
        const sources = new Set(bucket.flatMap((b) => b.layout.sources));
        const withSource = entry.source.replace(/\{(?:locale_?|android)\}/, (p) => entry.localeMap?.[sourceLocale] ?? spellCode(sourceLocale, p));
        const matcher = (0,file_pattern/* pathRegex */.vT)((0,file_pattern/* compilePattern */.Eb)(withSource, []));
        const trespasses = files.some((f) => matcher.test(f) && !sources.has(f) && claimedBy.has(f));
        if (trespasses) {
            result.push(...bucket.map((b) => b.layout));
            continue;
        }
        const translations = new Map();
        for (const { layout } of bucket)
            for (const [locale, paths] of layout.translations)
                translations.set(locale, [...(translations.get(locale) ?? []), ...paths]);
        result.push({
            entry,
            kind: first.kind,
            legacy: false,
            sources: [...sources].sort(discovery/* compareStrings */.Kt),
            translations,
        });
    }
    return result.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.entry.source, b.entry.source));
}

// EXTERNAL MODULE: ../../packages/formats/src/registry.ts + 3 modules
var registry = __webpack_require__(2331);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-formats.ts
// Which files discovery reads by their extension: a format the sync carries, a format the formats
// package reads but the sync does not carry (reported), or a format whose one file holds every locale
// (a layout of its own).


// Formats real projects keep translations in that locale-sync does not read (yet): found, reported,
// left out. A format the registry reads is never in this list's way (the registry is asked first).
const UNREAD_FORMATS = new Map([
    [
        '.tr',
        'Luanti (Minetest) translation files (`<textdomain>.<locale>.tr`, whose source is the `template.txt` beside them)',
    ],
    // Zotero's and older Mozilla add-ons' `chrome/locale/<locale>/*.dtd`, beside the `.properties` and
    // `.ftl` that are read.
    ['.dtd', 'Mozilla DTD entity files (`<!ENTITY key "text">`, XUL\'s strings)'],
    // Dolibarr's `langs/<locale_>/*.lang`: `key=text` lines, read by its own Translate class.
    ['.lang', 'Dolibarr language files (`langs/<locale_>/*.lang`, `key=text` lines)'],
]);
/** True when `ext` (with its dot) belongs to a format whose one file holds every locale (`.xcstrings`). */
function holdsEveryLocale(ext) {
    const format = (0,registry/* formatInfoForExtension */.GZ)(ext);
    return format !== undefined && (0,discovery/* isMultiLocale */.kd)(format.name);
}
/** The name of the format `ext` (with its dot) belongs to, when the sync reads it. */
function readableFormat(ext) {
    return (0,discovery/* wireFormatForExtension */.dB)(ext)?.name;
}
/**
 * The name of a format discovery finds but the sync does not carry (yet), if `ext` is one: a format
 * the formats package reads that is not on the wire, or one of UNREAD_FORMATS (Luanti's `.tr`).
 */
function unreadFormat(ext) {
    if (readableFormat(ext) !== undefined)
        return undefined;
    return (0,registry/* formatInfoForExtension */.GZ)(ext)?.name ?? UNREAD_FORMATS.get(ext);
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-godot.ts
// Godot's CSV translations keep every locale of each key in one file, a column per locale under a
// header row (`keys,en,de,fr`; Godot's ResourceImporterCSVTranslation: the first column's header is
// any value, every other header a locale, a header starting with `_` a column Godot ignores, `?context`
// and `?plural` special columns). locale-sync reads any other `.csv` as Magento's two-column
// `key,text` rows, so such a file is told by its header and read in the `godot-csv` format, a files
// entry of its own holding every locale (as an Xcode String Catalog): read as Magento's, its header
// row would be a phrase, and a file named for a locale (`translations/en.csv`) the source of a layout
// pull would add `de.csv` files to.



/** Headers of the first column Godot's own docs and projects give it. */
const KEY_HEADERS = new Set(['keys', 'key', 'id', 'ids']);
/**
 * True when the first line of a CSV file is Godot's translation header: a first field, then fields
 * that are each a locale code, a column Godot skips (`_notes`) or a special one (`?context`), with two
 * locales at least, or one after a first field named as keys are (`keys,en`).
 */
function isGodotCsvHead(head) {
    const line = /^\uFEFF?([^\r\n]*)/.exec(head)?.[1] ?? '';
    const [first, ...rest] = line.split(',').map((field) => field.trim().replace(/^"(.*)"$/, '$1'));
    if (first === undefined || rest.length === 0)
        return false;
    let locales = 0;
    for (const field of rest) {
        if (field.startsWith('_') || field.startsWith('?'))
            continue;
        if (!isRead(discover_locale_readCode(field)))
            return false;
        locales++;
    }
    return locales >= 2 || (locales === 1 && KEY_HEADERS.has(first.toLowerCase()));
}
/** The `.csv` files whose first line is Godot's translation header, in path order. */
async function godotCsvFiles(files, head) {
    if (head === undefined)
        return [];
    const found = [];
    for (const file of files) {
        if (external_node_path_default().posix.extname(file).toLowerCase() !== '.csv')
            continue;
        const text = await head(file, 1_024);
        if (text !== undefined && isGodotCsvHead(text))
            found.push(file);
    }
    return found.sort(discovery/* compareStrings */.Kt);
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-lang-map.ts
// The locale a file holds when the repository's translation service configuration says so. Its
// client writes some languages under codes of its own, and names the files of each:
// - Transifex: `.tx/config`'s `lang_map = <remote>: <local>, …` names, for the files of a resource's
//   `file_filter`, the code the client writes in the path for a language of the service (Audacity's
//   `lang_map = gl_ES: gl, sr_BA@latin: sr` puts Serbian in Latin script into
//   `share/locale/audacity_sr.ts`). Read as the path spells it, that file would be sent as `sr`, a
//   language written in Cyrillic.
// - Crowdin: a `crowdin.yml` entry's `languages_mapping` names, for the files of its `translation`
//   pattern, the code written for a Crowdin language at one of its placeholders (`android_code:
//   {sr-CS: sr-rRS}`), and Crowdin's own codes spell some languages otherwise than BCP 47 does
//   (`%locale%` is `kab-KAB` for Kabyle: crowdin-codes.ts).


/** At most this many pairs are read from one `lang_map`. */
const MAX_PAIRS = 1_000;
/** `gl_ES: gl, sr_BA@latin: sr` as local → remote, the last pair naming a local code winning. */
function readLangMap(value) {
    const remoteOf = new Map();
    for (const pair of value.split(',').slice(0, MAX_PAIRS)) {
        const [remote, local, ...rest] = pair.split(':').map((part) => part.trim());
        if (remote && local && rest.length === 0)
            remoteOf.set(local, remote);
    }
    return remoteOf;
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A `file_filter` as a pattern whose groups are its `<lang>` codes. */
function filterPattern(filter) {
    const escaped = filter.replace(/^\.\//, '').split('<lang>').map(escapeRegExp);
    return new RegExp(`^${escaped.join('([^/]+)')}$`);
}
/** The resources of a `.tx/config` that map codes: each section's `lang_map` over `[main]`'s. */
function transifexResources(text) {
    const sections = [];
    let current;
    for (const line of text.split(/\r?\n/)) {
        if (/^\s*\[.*\]\s*$/.test(line)) {
            current = new Map([['name', line.trim()]]);
            sections.push(current);
            continue;
        }
        // The value trimmed after the match: `\s*(.*?)\s*$` tried each split of a long run of spaces.
        const setting = /^\s*([A-Za-z_]+)\s*=(.*)$/.exec(line);
        if (setting !== null && current !== undefined) {
            current.set(setting[1], setting[2].trim());
        }
    }
    const main = sections.find((s) => s.get('name') === '[main]')?.get('lang_map');
    const resources = [];
    for (const section of sections) {
        const filter = section.get('file_filter');
        if (filter === undefined || !filter.includes('<lang>'))
            continue;
        // The client reads a resource's own `lang_map` over the one in `[main]`.
        const remoteOf = new Map([...readLangMap(main ?? ''), ...readLangMap(section.get('lang_map') ?? '')]);
        if (remoteOf.size > 0)
            resources.push({ files: filterPattern(filter), localeOf: (code) => remoteOf.get(code) });
    }
    return resources;
}
/** Crowdin's placeholders that write a language's code (`%language%`, its English name, is none). */
const CROWDIN_CODE_PLACEHOLDERS = new Set([
    'two_letters_code',
    'three_letters_code',
    'locale',
    'locale_with_underscore',
    'android_code',
    'osx_code',
    'osx_locale',
]);
/**
 * A Crowdin `translation` pattern as a pattern whose first group is the code at its first language
 * placeholder: `*` within a name, `**` across folders (between two slashes, none too), `%osx_code%` with its `.lproj`.
 */
function translationPattern(translation) {
    let placeholder;
    const body = translation
        .split(/(\/\*\*\/|\/%original_path%\/|%[a-z_]+%|\*\*|\*|\?)/)
        .map((part, index) => {
        if (index % 2 === 0)
            return escapeRegExp(part);
        // `/**/` (and `/%original_path%/`) is any number of folders, none included, as Crowdin reads
        // it: Snipe-IT's `/resources/lang/%locale%/**/%original_file_name%` writes `sr-CS/auth.php` too.
        if (part === '/**/' || part === '/%original_path%/')
            return '/(?:.*/)?';
        if (part === '**')
            return '.*';
        if (part === '*')
            return '[^/]*';
        if (part === '?')
            return '[^/]';
        const name = part.slice(1, -1);
        if (name === 'original_path')
            return '.*';
        if (!CROWDIN_CODE_PLACEHOLDERS.has(name))
            return '[^/]+';
        const code = name === 'osx_code' ? '([^/]+?)\\.lproj' : '([^/]+?)';
        if (placeholder === undefined) {
            placeholder = name;
            return code;
        }
        return name === 'osx_code' ? '[^/]+?\\.lproj' : '[^/]+?';
    })
        .join('');
    return placeholder === undefined ? undefined : { files: new RegExp(`^${body}$`), placeholder };
}
/** The files of a Crowdin configuration's entries, each code read as its `languages_mapping` says. */
function crowdinCodes(entries) {
    const maps = [];
    for (const entry of entries) {
        const pattern = entry.translation === undefined ? undefined : translationPattern(entry.translation);
        if (pattern === undefined)
            continue;
        // The code in the path → the Crowdin language it stands for; a code two languages share names neither.
        const idOf = new Map();
        for (const [id, local] of entry.languagesMapping.get(pattern.placeholder) ?? []) {
            const code = local.replace(/\.lproj$/, '');
            idOf.set(code, idOf.has(code) ? undefined : id);
        }
        maps.push({
            files: pattern.files,
            localeOf: (code) => {
                const id = idOf.get(code);
                return id !== undefined ? (0,crowdin_codes/* crowdinIdLocale */.qh)(id) : (0,crowdin_codes/* crowdinPathLocale */.Il)(code);
            },
        });
    }
    return maps;
}
/**
 * The files of each layout that shows Crowdin's own spelling, a code only Crowdin writes (`kab-KAB`,
 * `sr-SP`, `me`), each code read as Crowdin writes it: with no `crowdin.yml` committed (OBS Studio's
 * `data/locale/`, written by Crowdin from CI), `sr-CS.ini` beside `kab-KAB.ini` is Crowdin's Serbian
 * in Latin script, not Serbia's Serbian (in Cyrillic), and `val-ES.ini` is Valencian, not Vehes.
 */
function crowdinSpelledLayouts(groups) {
    const found = [];
    const seen = new Set();
    for (const group of groups) {
        if (seen.has(group.template))
            continue;
        const shows = [...group.members.values()].some((readings) => readings.some((reading) => (0,crowdin_codes/* crowdinOnlyLocale */.Jw)(reading.code) !== undefined));
        if (!shows)
            continue;
        seen.add(group.template);
        const [before = '', after = ''] = group.template.split('\0');
        found.push({
            files: new RegExp(`^${escapeRegExp(before)}([^/]+?)${escapeRegExp(after)}$`),
            localeOf: crowdin_codes/* crowdinPathLocale */.Il,
        });
    }
    return found;
}
/** The code maps of the repository's `.tx/config` and `crowdin.yml`. */
function serviceCodeMaps(configs) {
    const { transifex, crowdin } = configs;
    return [
        ...(transifex === undefined ? [] : transifexResources(transifex)),
        ...crowdinCodes(crowdin?.entries ?? []),
    ];
}
/** The code in `file`'s path and its locale, when a service's configuration reads it otherwise. */
function serviceCodeOf(file, maps) {
    for (const { files, localeOf } of maps) {
        const match = files.exec(file);
        if (match === null)
            continue;
        const codes = match.slice(1);
        const code = codes[0];
        if (code === undefined || codes.some((other) => other !== code))
            continue;
        const locale = localeOf(code);
        const read = locale === undefined ? undefined : discover_locale_readCode(locale);
        if (!isRead(read))
            continue;
        // The path's separator, not the service's, says how the layout spells its codes (`zh_CN` for
        // Crowdin's zh-CN).
        const { separator: _service, ...rest } = read;
        const separator = /[-_]/.exec(code)?.[0];
        return { code, read: { ...rest, ...(separator !== undefined && { separator }), irregular: true } };
    }
    return undefined;
}
/**
 * Moves each file whose path spells a code the repository's `.tx/config` or `crowdin.yml` maps
 * (`audacity_sr.ts` of `lang_map = sr_BA@latin: sr`) to the locale it holds on the service
 * (`sr-Latn-BA`), unless the group already has a file of that locale. The entry's `localeMap` then
 * keeps the path's spelling. (A code only the service reads, `kab-KAB`, is read so from the start:
 * discover-readings.ts.)
 */
function applyServiceCodes(groups, maps) {
    if (maps.length === 0)
        return;
    for (const group of groups) {
        for (const [locale, readings] of [...group.members]) {
            const [reading, ...others] = readings;
            if (reading === undefined || others.length > 0)
                continue;
            const service = serviceCodeOf(reading.path, maps);
            if (service === undefined || service.code !== reading.code)
                continue;
            const { read } = service;
            if (read.locale === locale || group.members.has(read.locale))
                continue;
            group.members.delete(locale);
            group.members.set(read.locale, [{ ...reading, read }]);
        }
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-lists.ts
// JSON files in a locale's place that are no keys to texts: a list at the root (Laravel-Lang's
// `locales/de/_excludes.json`, the keys it leaves untranslated), vue-i18n's format options (Mealie's
// `frontend/lang/dateTimeFormats/de-DE.json`), a gettext catalog compiled to JSON
// (Joplin's `packages/lib/locales/de_DE.json`: `{"msgid": ["msgstr"]}`), or a language's own description
// (Mautic's `Translations/en_US/config.json`: `{"name": "English - United States", "locale": "en_US",
// "author": "…"}`). Discovery leaves them out, says so, and puts them in the `ignore` of the entry whose
// wildcard would read them. Transifex's structured JSON (Saleor dashboard's `locale/de.json`:
// `{"id": {"context": "…", "string": "…"}}`), go-i18n's v1 lists (Mattermost's `server/i18n/de.json`)
// and Smartling's JSON with its directives (Signal Desktop's `_locales/de/messages.json`) are told
// apart here too, and read in their own formats.



/** The first bytes of a JSON file whose root is a list. */
const LIST_HEAD = /^\uFEFF?\s*\[/;
/**
 * The first bytes of Transifex's structured JSON: an id holding an object of only `string`,
 * `context`, `developer_comment` and `character_limit`, with its `string`.
 */
const STRUCTURED_HEAD = /^\uFEFF?\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*(\{\s*"(?:string|context|developer_comment|character_limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|\d+)(?:\s*,\s*"(?:string|context|developer_comment|character_limit)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|\d+))*\s*\})/;
/**
 * The first bytes of a gettext catalog compiled to JSON, each msgid holding a list of its one msgstr
 * (Joplin's `packages/lib/locales/de_DE.json`, made from `packages/tools/locales/de_DE.po`): two
 * members in a row whose value is a list of one text.
 */
const COMPILED_HEAD = /^\uFEFF?\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\[\s*"(?:[^"\\]|\\.)*"\s*\]\s*,\s*"(?:[^"\\]|\\.)*"\s*:\s*\[\s*"(?:[^"\\]|\\.)*"\s*\]/;
const LIST_REASON = 'JSON lists at their root, not keys to texts';
const COMPILED_REASON = 'gettext catalogs compiled to JSON ({"msgid": ["msgstr"]}): the text of the source is its key and its list is empty, so read as JSON nothing right would be sent; sync the .po files they are made from';
/**
 * vue-i18n's `datetimeFormats` and `numberFormats` options kept in files per locale (Mealie's
 * `frontend/lang/dateTimeFormats/de-DE.json`: `{"short": {"month": "short", "day": "numeric"}}`):
 * `Intl` options, not texts to translate.
 */
const FORMAT_OPTIONS_FOLDER = /(?:^|\/)(?:datetimeformats|numberformats)\//i;
const FORMAT_OPTIONS_REASON = 'vue-i18n\'s date-time and number formats (Intl options such as "numeric"), not texts to translate';
const DESCRIPTION_REASON = 'a language\'s description (its name and its own code under "locale", as Mautic\'s language packs keep in config.json), not texts to translate';
/**
 * A language's description: a whole small file of texts only, one of them `locale` spelling the very
 * code its path is named for (`Translations/en_US/config.json`, `{"locale": "en_US"}`), which the
 * application reads to list the language (Mautic's LanguageHelper takes its `name`), never to show
 * translated texts. A file of texts has no member naming its own locale.
 */
function isLanguageDescription(head, codes) {
    // Only a head that closes an object can parse as one: the head of a larger file is cut short, and
    // parsing it only to catch the error cost a thrown SyntaxError per file of a many-file layout.
    if (!head.trimEnd().endsWith('}'))
        return false;
    let value;
    try {
        value = JSON.parse(head.replace(/^\uFEFF/, ''));
    }
    catch {
        return false;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const members = Object.entries(value);
    return (members.every(([, text]) => typeof text === 'string') &&
        Object.hasOwn(value, 'locale') &&
        codes.includes(value.locale));
}
/**
 * Why a JSON file is no keys to texts, from its path, the locale codes its path can be read with and its
 * first bytes: vue-i18n's format options, a list at its root, a gettext catalog compiled to JSON, a
 * language's description; undefined for any other file.
 */
function unreadJsonShape(file, codes, head) {
    if (external_node_path_default().posix.extname(file).toLowerCase() !== '.json')
        return undefined;
    if (FORMAT_OPTIONS_FOLDER.test(file))
        return FORMAT_OPTIONS_REASON;
    if (head === undefined)
        return undefined;
    if (LIST_HEAD.test(head) && !GO_I18N_JSON_HEAD.test(head))
        return LIST_REASON;
    if (COMPILED_HEAD.test(head))
        return COMPILED_REASON;
    if (isLanguageDescription(head, codes))
        return DESCRIPTION_REASON;
    return undefined;
}
/**
 * The first bytes of a JSON file that opens with Smartling's directives (a `smartling` member naming,
 * in `translate_paths`, which members are texts): Signal Desktop's `_locales/<locale>/messages.json`,
 * whose texts are each message's `messageformat` beside its `description`. Read as Chrome's or plain
 * JSON, the directives and descriptions would be sent as texts, or the push refused.
 */
const SMARTLING_HEAD = /^\uFEFF?\s*\{\s*"smartling"\s*:\s*\{/;
/**
 * Whether a JSON file's first bytes are Smartling's directives, which is read in the `smartling`
 * format, whatever its path (a `_locales/<locale>/messages.json` is not Chrome's then).
 */
function isSmartlingJson(file, head) {
    return (external_node_path_default().posix.extname(file).toLowerCase() === '.json' && head !== undefined && SMARTLING_HEAD.test(head));
}
/**
 * Whether a JSON file's first bytes are Transifex's structured JSON (Saleor dashboard's
 * `locale/de.json`), which is read in the `structured-json` format: read as plain JSON, each
 * `context` would be sent as a text.
 */
function isStructuredJson(file, head) {
    if (external_node_path_default().posix.extname(file).toLowerCase() !== '.json' || head === undefined)
        return false;
    const first = STRUCTURED_HEAD.exec(head)?.[1];
    return first !== undefined && /"string"\s*:/.test(first);
}
/**
 * The first bytes of go-i18n's v1 message list: a list whose first item opens with its `id`, in JSON
 * (Mattermost's `server/i18n/de.json`: `[{"id": "April", "translation": "April"}, …]`) or YAML (a
 * Hugo theme's `i18n/de.yaml`: `- id: read_time`, after any comments).
 */
const GO_I18N_JSON_HEAD = /^\uFEFF?\s*\[\s*\{\s*"id"\s*:/;
const GO_I18N_YAML_HEAD = /^\uFEFF?(?:[ \t]*(?:#[^\n]*)?\r?\n)*-[ \t]+["']?id["']?[ \t]*:/;
/**
 * Whether a JSON or YAML file's first bytes are go-i18n's v1 list, which is read in the `go-i18n`
 * format: read as plain JSON or YAML a list holds no keys (the push would refuse it).
 */
function isGoI18nList(file, head) {
    if (head === undefined)
        return false;
    const ext = external_node_path_default().posix.extname(file).toLowerCase();
    if (ext === '.json')
        return GO_I18N_JSON_HEAD.test(head);
    return (ext === '.yaml' || ext === '.yml') && GO_I18N_YAML_HEAD.test(head);
}
/** Adds `file`, whose path with the locale taken out is `template` (`\0` for the locale). */
function addList(lists, template, file, reason = LIST_REASON) {
    const pattern = template.replace('\0', '*');
    const known = lists.get(pattern);
    lists.set(pattern, { files: [...(known?.files ?? []), file], reason: known?.reason ?? reason });
}
/** One line per shared path, for the log's "left out". */
function listsLeftOut(lists) {
    return [...lists]
        .sort(([a], [b]) => (0,discovery/* compareStrings */.Kt)(a, b))
        .map(([pattern, { reason }]) => ({ path: pattern, reason }));
}
/**
 * Puts each shared path in the `ignore` of the entries that would read one of its files, and takes
 * the files out of the layouts' sources (a wildcard's sources are every file of its shape).
 */
function ignoreLists(layouts, lists) {
    const listed = new Set([...lists.values()].flatMap((l) => l.files));
    for (const layout of lists.size > 0 ? layouts : []) {
        layout.sources = layout.sources.filter((file) => !listed.has(file));
        const shapes = [layout.entry.source, ...(layout.entry.translation ? [layout.entry.translation] : [])];
        const matchers = shapes.map((shape) => (0,file_pattern/* pathRegex */.vT)((0,file_pattern/* compilePattern */.Eb)(shape.replaceAll('{path}', '**').replaceAll(/\{[a-z_]+\}/g, '*'), [])));
        const ignore = [...lists]
            .filter(([, { files }]) => files.some((file) => matchers.some((m) => m.test(file))))
            .map(([pattern]) => pattern)
            .sort(discovery/* compareStrings */.Kt);
        if (ignore.length > 0)
            layout.entry.ignore = [...(layout.entry.ignore ?? []), ...ignore];
    }
}

// EXTERNAL MODULE: ../../packages/protocol/src/locale.ts
var locale = __webpack_require__(6464);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-po-template.ts
// The gettext template of a folder of `<locale>.po` catalogs (GNU's `po/`, Odoo's `<module>/i18n/`).
// One `.pot` there is the source. Odoo modules sometimes keep a second one, left over when the module
// was renamed (OCA's `autovacuum_message_attachment/i18n/autovacuum_mail_message.pot`), or a template
// copied under a locale's name (`base_partition/i18n/fr_BE.pot`): Odoo's export (`odoo-bin
// --i18n-export`, OCA's `oca-gen-addon-pot`) writes the template as `<module>/i18n/<module>.pot`, so
// the one named for the folder that holds the catalogs' folder is the source, and the others are
// reported as left out rather than making the whole folder an orphan.


/**
 * The template of the catalogs in `folder`: its only `.pot`; of several, the only one not named as a
 * locale (`fr_BE.pot` is a locale's copy, not a domain), else the one named for the folder above
 * (`auditlog/i18n/auditlog.pot`, as Odoo's export names it). Undefined when the folder has none.
 */
function folderTemplates(folder, byFolder) {
    const pots = (byFolder.get(folder) ?? []).filter((f) => f.endsWith('.pot'));
    if (pots.length === 0)
        return undefined;
    if (pots.length === 1)
        return { chosen: pots[0], others: [] };
    const domains = pots.filter((f) => (0,locale/* normalizeLocale */.QC)(external_node_path_default().posix.basename(f, '.pot')) === undefined);
    const owner = external_node_path_default().posix.basename(external_node_path_default().posix.dirname(folder));
    const chosen = domains.length === 1 ? domains[0] : domains.find((f) => external_node_path_default().posix.basename(f, '.pot') === owner);
    return chosen === undefined ? { others: pots } : { chosen, others: pots.filter((f) => f !== chosen) };
}
/** Why a `.pot` beside the chosen template is not read: it is not the source of the folder's catalogs. */
function otherTemplateReason(chosen) {
    const folder = external_node_path_default().posix.dirname(chosen);
    return `a second gettext template in ${folder}/; the catalogs' source is ${external_node_path_default().posix.basename(chosen)} (the template named for its module, as Odoo's export writes it, or the one not named as a locale); delete it if it is left over, or name it in "files" of .locale/config.json`;
}
/**
 * Why a folder's catalogs have no source although it holds templates: several, none named for its
 * module. Says which to choose from and the entry that syncs them.
 */
function severalTemplatesHint(others) {
    const folder = external_node_path_default().posix.dirname(others[0]);
    const names = others.map((f) => external_node_path_default().posix.basename(f)).join(', ');
    return `; the folder has ${others.length} gettext templates (${names}) and none is named for its module: name the right one in "files" of .locale/config.json, e.g. {"source": "${others[0]}", "translation": "${folder}/{locale_}.po"}`;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-readings.ts
// Every way a locale code can be read out of one path: a folder per locale, `.lproj`, `values-de`,
// gettext's LC_MESSAGES, or the file name (`de.json`, `messages.de.xlf`, `Bundle_de.properties`,
// WordPress's `wp-statistics-de_DE.po`).




const KODI_LANGUAGE = 'resource.language.';
/**
 * Every way a locale code can be read out of `file`; `service` is the code its translation service's
 * configuration reads in its path (Crowdin's `kab-KAB`), for a code that reads as no locale otherwise.
 */
function readingsOf(file, service) {
    const orService = (code, read) => !isRead(read) && service?.code === code ? service.read : read;
    const readCode = (code, place) => orService(code, discover_locale_readCode(code, place));
    const segments = file.split('/');
    const name = segments[segments.length - 1];
    const ext = external_node_path_default().posix.extname(name).toLowerCase();
    const readable = readableFormat(ext);
    // A file holding every locale names none in its path: it is a layout of its own.
    if (holdsEveryLocale(ext))
        return [];
    if (readable === undefined && unreadFormat(ext) === undefined)
        return [];
    // Laravel's Blade views are templates, never language files: Pixelfed's
    // `resources/views/emails/admin/new_report.blade.php` is no Newari (`new`) with a variant.
    if (name.toLowerCase().endsWith('.blade.php'))
        return [];
    const readings = [];
    const at = (index, before, after) => [...segments.slice(0, index), `${before}\0${after}`, ...segments.slice(index + 1)].join('/');
    const folders = segments.length - 1;
    for (let i = 0; i < folders; i++) {
        const segment = segments[i];
        if (segment.endsWith('.lproj')) {
            const code = segment.slice(0, -'.lproj'.length);
            const read = orService(code, readLprojName(code));
            if (isRead(read))
                readings.push({ kind: 'lproj', template: at(i, '', '.lproj'), code, read, path: file });
            continue;
        }
        if (segment.startsWith('values-') && i === folders - 1 && readable === 'android') {
            const code = segment.slice('values-'.length);
            const read = orService(code, readAndroidQualifier(code));
            if (isRead(read))
                readings.push({ kind: 'android', template: at(i, 'values-', ''), code, read, path: file });
            continue;
        }
        // moko-resources' folders are named by Android's qualifiers without `values-` (`zh-rCN/`), its
        // default resources in `base/`: `src/commonMain/moko-resources/de/strings.xml` (`resources/MR/`
        // before moko-resources 0.24).
        if (i === folders - 1 && readable === 'android' && isMokoFolder(segments.slice(0, i))) {
            const read = orService(segment, readAndroidQualifier(segment));
            if (isRead(read))
                readings.push({ kind: 'android', template: at(i, '', ''), code: segment, read, path: file });
            continue;
        }
        // Kodi's language folders, named as Kodi names a language add-on: `resource.language.` and the
        // locale in lower case (`resources/language/resource.language.pt_br/strings.po`).
        if (segment.startsWith(KODI_LANGUAGE)) {
            const code = segment.slice(KODI_LANGUAGE.length);
            const read = readCode(code);
            if (isRead(read))
                readings.push({ kind: 'folder', template: at(i, KODI_LANGUAGE, ''), code, read, path: file });
            continue;
        }
        // An XML file is an Android resource file only in a `values-` folder: Joomla's
        // `language/de-DE/langmetadata.xml` is no translation of `language/en-GB/langmetadata.xml`.
        if (readable === 'android')
            continue;
        const kind = segments[i + 1] === 'LC_MESSAGES' ? 'gettext' : 'folder';
        const read = readCode(segment, kind === 'gettext' ? 'gettext' : 'any');
        if (isRead(read)) {
            readings.push({ kind, template: at(i, '', ''), code: segment, read, path: file });
        }
    }
    // XML is read as Android resources only inside their folders.
    if (readable === 'android')
        return readings;
    const stem = name.slice(0, name.length - ext.length);
    const last = folders;
    const stemRead = readCode(stem);
    if (isRead(stemRead))
        readings.push({
            kind: 'stem',
            template: at(last, '', ext),
            code: stem,
            read: stemRead,
            path: file,
        });
    // `<locale>.<name>`: Meteor's tap-i18n `en.i18n.json`, which Rocket.Chat keeps as
    // `packages/i18n/src/locales/<locale>.i18n.json`.
    const firstDot = stem.indexOf('.');
    if (firstDot > 0) {
        const code = stem.slice(0, firstDot);
        const read = readCode(code);
        if (isRead(read))
            readings.push({
                kind: 'stem',
                template: at(last, '', stem.slice(firstDot) + ext),
                code,
                read,
                path: file,
            });
    }
    const dot = stem.lastIndexOf('.');
    if (dot > 0) {
        const code = stem.slice(dot + 1);
        const read = readCode(code);
        if (isRead(read))
            readings.push({
                kind: 'dotted',
                template: at(last, stem.slice(0, dot + 1), ext),
                code,
                read,
                path: file,
            });
    }
    // `Bundle_pt_BR`: the longest tail after a "_" that is a code.
    const underscored = longestCodeTail(stem, '_', readCode);
    if (underscored !== undefined)
        readings.push({
            kind: 'underscored',
            template: at(last, underscored.name, ext),
            ...underscored.tail,
            path: file,
        });
    // The longest tail after a "-" that is a code: WordPress's `<domain>-<locale>.po`
    // (`wp-statistics-pt_BR.po`), Syncthing's `lang-pt-BR.json` (its Weblate file mask `lang-*.json`),
    // as `_` reads Java's `Bundle_pt_BR`. A name that is a code as a whole (`pt-br.json`) also reads
    // as a file `pt-` of Breton: a group with no source beside, so no layout.
    const hyphenated = longestCodeTail(stem, '-', readCode);
    if (hyphenated !== undefined)
        readings.push({
            kind: 'hyphenated',
            template: at(last, hyphenated.name, ext),
            ...hyphenated.tail,
            path: file,
        });
    return readings;
}
/** Whether `parents` ends in moko-resources' source folder: `moko-resources/`, or `resources/MR/`. */
function isMokoFolder(parents) {
    const last = parents[parents.length - 1];
    return last === 'moko-resources' || (last === 'MR' && parents[parents.length - 2] === 'resources');
}
/**
 * The longest tail of `stem` after `separator` that reads as a locale code (`Bundle_pt_BR` → `pt_BR`),
 * with the name before it, separator included (`Bundle_`).
 */
function longestCodeTail(stem, separator, readCode) {
    for (let i = stem.indexOf(separator); i > 0; i = stem.indexOf(separator, i + 1)) {
        const code = stem.slice(i + 1);
        const read = readCode(code);
        if (isRead(read))
            return { name: stem.slice(0, i + 1), tail: { code, read } };
    }
    return undefined;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-groups.ts
// Groups the readings of a repository's paths into layouts: the files whose paths are the same but for
// the locale, each with the locale-less source file its tool keeps beside them (its companion), and
// which groups are layouts at all.







/** The repository's files by folder (`path.posix.dirname`), each folder's in the list's order. */
function filesByFolder(files) {
    const byFolder = new Map();
    for (const file of files) {
        const folder = external_node_path_default().posix.dirname(file);
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
    }
    return byFolder;
}
/**
 * Every reading of every file, grouped by the path it makes with the locale taken out. A JSON file
 * whose root is a list (Laravel-Lang's `locales/de/_excludes.json`, the keys it leaves untranslated)
 * holds no keys to texts: it is added to `lists` and read no further (discover-lists.ts).
 */
async function groupReadings(files, head, lists = new Map(), serviceCodes = []) {
    const groups = new Map();
    for (const file of files) {
        const readings = readingsOf(file, serviceCodeOf(file, serviceCodes));
        const ext = external_node_path_default().posix.extname(file).toLowerCase();
        // TypeScript sources end in .ts too: only a file that says `<TS` is Qt Linguist.
        if (readings.length > 0 && readableFormat(ext) === 'qt') {
            if (!(0,discovery/* isQtLinguistHead */.Le)(await head?.(file)))
                continue;
        }
        // `.inc` is also C's, Pascal's and NASM's: only a file that starts `<?php` is Roundcube's.
        if (readings.length > 0 && ext === '.inc' && !/^\uFEFF?<\?php/i.test((await head?.(file)) ?? '<?php'))
            continue;
        const first = readings.length > 0 && (ext === '.json' || ext === '.yaml' || ext === '.yml')
            ? await head?.(file)
            : undefined;
        const unread = readings.length > 0
            ? unreadJsonShape(file, readings.map((r) => r.code), first)
            : undefined;
        if (unread !== undefined) {
            addList(lists, readings[0].template, file, unread);
            continue;
        }
        const format = isSmartlingJson(file, first)
            ? 'smartling'
            : isChromeMessagesElsewhere(file, first)
                ? 'chrome'
                : isStructuredJson(file, first)
                    ? 'structured-json'
                    : isGoI18nList(file, first)
                        ? 'go-i18n'
                        : undefined;
        for (const reading of readings) {
            const id = `${reading.kind}\u0001${reading.template}\u0001${format ?? ''}`;
            let group = groups.get(id);
            if (!group) {
                group = {
                    kind: reading.kind,
                    template: reading.template,
                    ext: external_node_path_default().posix.extname(file).toLowerCase(),
                    members: new Map(),
                    shadowed: [],
                    ...(format !== undefined && { format }),
                };
                groups.set(id, group);
            }
            const spellings = group.members.get(reading.read.locale) ?? [];
            spellings.push(reading);
            group.members.set(reading.read.locale, spellings);
        }
    }
    return groups;
}
/** Sets each group's companion: the locale-less source file beside it, when the repository has one. */
function attachCompanions(groups, files, byFolder) {
    for (const group of groups) {
        const companion = companionOf(group, files, byFolder);
        if (companion !== undefined)
            group.companion = companion;
    }
}
/** `package.nls.\0.json` or `bundle.l10n.\0.json`: a VS Code extension's translations of its English file. */
function isVsCodeBundle(template) {
    return /(^|\/)(package\.nls|bundle\.l10n)\.\0\.json$/.test(template);
}
/**
 * True when a group's locale-less companion gives way to a file of the source locale beside it:
 * Weblate's JSON template (`messages.json`) is the source only where no `messages.en.json` is, as
 * JSON named with a locale was read before that template was.
 */
function companionYields(group) {
    return group.kind === 'dotted' && group.ext === '.json' && !isVsCodeBundle(group.template);
}
/** The locale-less file that is the source beside a group, by each tool's convention, if the repository has it. */
function companionOf(group, files, byFolder) {
    const t = group.template;
    const format = readableFormat(group.ext) ?? unreadFormat(group.ext);
    const has = (candidate) => (files.has(candidate) ? candidate : undefined);
    switch (group.kind) {
        case 'android':
            // The resource merger's default resources: `values/` beside `values-de/`; moko-resources'
            // `base/` beside `de/`.
            return t.includes('values-\0') ? has(t.replace('values-\0', 'values')) : has(t.replace('\0', 'base'));
        case 'lproj':
            // Xcode's base internationalisation.
            return has(t.replace('\0.lproj', 'Base.lproj'));
        case 'gettext': {
            // `locale/django.pot` beside `locale/de/LC_MESSAGES/django.po`; Pontoon's
            // `locale/templates/LC_MESSAGES/django.pot` (Mozilla's Django sites); else Babel's template in
            // a folder above (below).
            const [before, after] = t.split('\0/LC_MESSAGES/');
            const pot = after.replace(/\.po$/, '.pot');
            return (has(`${before}${pot}`) ??
                has(`${before}templates/LC_MESSAGES/${pot}`) ??
                templateAbove(before, pot, files));
        }
        case 'folder':
            // Pontoon's source folder: `templates/` beside the locales' folders, holding their files
            // (Anki's `core/templates/*.ftl` beside `core/de/*.ftl`, as its compare-locales `l10n.toml` says).
            return format === undefined ? undefined : has(templatesFolderOf(t));
        case 'stem': {
            // GNU gettext: `po/de.po` beside the one `po/<domain>.pot`; Odoo's `<module>/i18n/de.po` beside
            // `<module>.pot`, whatever other templates the folder holds (discover-po-template.ts).
            if (group.ext !== '.po')
                return undefined;
            const templates = folderTemplates(external_node_path_default().posix.dirname(t), byFolder);
            if (templates !== undefined && templates.others.length > 0)
                group.otherTemplates = templates.others;
            return templates?.chosen;
        }
        case 'dotted':
            // Angular's extracted `messages.xlf`, .NET's neutral `Form.resx`, a Java default bundle, and
            // VS Code's English `package.nls.json` and `l10n/bundle.l10n.json` (vscode-nls, @vscode/l10n);
            // Weblate's monolingual JSON template, `messages.json` beside `messages.de.json` (CryptPad).
            if (isVsCodeBundle(t))
                return has(t.replace('.\0', ''));
            if (!['xliff', 'resx', 'properties', 'json'].includes(format ?? ''))
                return undefined;
            return has(t.replace('.\0', '')) ?? (format === 'xliff' ? extractedAbove(t, files) : undefined);
        case 'underscored':
            return group.ext === '.properties' ? has(t.replace('_\0', '')) : undefined;
        case 'hyphenated':
            // WordPress: `languages/wp-statistics.pot` beside `languages/wp-statistics-de_DE.po`.
            return has(t.replace(/-\0\.po$/, '.pot'));
        default:
            return undefined;
    }
}
/**
 * The domain's template in a folder above the catalogs' folder, nearest first: Flask-Babel's and
 * Babel's documented commands (`pybabel extract -F babel.cfg -o messages.pot .`, then
 * `pybabel update -i messages.pot -d app/translations`) keep it at the project's root, apart from
 * `app/translations/<locale>/LC_MESSAGES/messages.po` (calibre-web's `messages.pot` beside its
 * `babel.cfg`, catalogs in `cps/translations/`).
 */
function templateAbove(catalogs, pot, files) {
    let folder = external_node_path_default().posix.dirname(catalogs.replace(/\/$/, ''));
    for (;;) {
        const candidate = folder === '.' ? pot : `${folder}/${pot}`;
        if (files.has(candidate))
            return candidate;
        if (folder === '.' || folder === '/' || folder === '')
            return undefined;
        folder = external_node_path_default().posix.dirname(folder);
    }
}
/** A folder group's template with Pontoon's `templates` folder in the locale's place. */
function templatesFolderOf(template) {
    return template.replace(/(^|\/)\0\//, '$1templates/');
}
/**
 * Angular's extracted `messages.xlf` in a folder above its translations: `ng extract-i18n` writes it
 * to the project's root while angular.json names the translations elsewhere (paperless-ngx's
 * `src-ui/messages.xlf` and `src-ui/src/locale/messages.de_DE.xlf`). The nearest one is the source.
 */
function extractedAbove(template, files) {
    const name = external_node_path_default().posix.basename(template).replace('.\0', '');
    for (let folder = external_node_path_default().posix.dirname(external_node_path_default().posix.dirname(template));; folder = external_node_path_default().posix.dirname(folder)) {
        const candidate = folder === '.' ? name : `${folder}/${name}`;
        if (files.has(candidate))
            return candidate;
        if (folder === '.')
            return undefined;
    }
}
const LEGACY_FOLDERS = new Set(discovery/* DISCOVERY_DIRS */.s_);
/** The folders whose `<locale>.<ext>` files are read as before: the six discovery folders, and `outputDir`. */
function legacyFoldersFor(outputDir) {
    const legacyFolders = new Set(LEGACY_FOLDERS);
    if (outputDir !== undefined)
        legacyFolders.add(outputDir);
    return legacyFolders;
}
/** `<locale>.<ext>` directly in one of the discovery folders (or `outputDir`), in a format the sync reads. */
function isLegacyGroup(group, legacyFolders) {
    return (group.kind === 'stem' &&
        legacyFolders.has(external_node_path_default().posix.dirname(group.template)) &&
        readableFormat(group.ext) !== undefined);
}
/** The start of a Chrome extension's messages.json: a message name holding an object with its `message`. */
const CHROME_HEAD = /^\uFEFF?\s*\{\s*"[A-Za-z0-9_@]+"\s*:\s*\{\s*"(?:message|description|placeholders)"\s*:/;
/**
 * A `messages.json` in Chrome's format outside `_locales/` (Bitwarden's `apps/web/src/locales/de/`
 * reads its texts with Chrome's i18n shape): read as plain JSON, its descriptions and placeholder
 * contents would be sent as texts.
 */
function isChromeMessagesElsewhere(file, head) {
    return (external_node_path_default().posix.basename(file) === 'messages.json' &&
        !file.split('/').includes('_locales') &&
        head !== undefined &&
        CHROME_HEAD.test(head));
}
/**
 * Folder names that hold one folder per locale in the tools' own layouts (`public/locales/`, Django's
 * `locale/`, Joomla's `language/`), in any case: Mautic's bundles keep `Translations/en_US/*.ini`.
 */
const LOCALE_PARENT_NAMES = new Set([
    'i18n',
    'l10n',
    'lang',
    'langs',
    'language',
    'languages',
    'locale',
    'locales',
    'translations',
]);
function isLocaleParent(folder) {
    return LOCALE_PARENT_NAMES.has(folder.toLowerCase());
}
/**
 * A locale's own place right inside a discovery folder (or `outputDir`) or a folder named for locales,
 * in a format the sync reads: a folder per locale (`locales/en/*.json`, `public/locales/en/*.json`,
 * `locale/en/LC_MESSAGES/*.po`) or a file named with its locale (`l10n/en.json`,
 * `config/locales/en.yml`, `translations/messages.en.xlf`, `lib/l10n/app_en.arb`). Where it sits says
 * it is a locale's even when it is the only one, as a new project's source files are before any
 * translation exists. So is a folder a tool's configuration names (`toolFolders`: Flutter's `arb-dir`),
 * and a folder whose own name is its platform's mark of a locale (`en.lproj/`, `en/LC_MESSAGES/`, a
 * `.resw` file's `en-us/`).
 */
function isDiscoveryLocaleFolder(group, legacyFolders, toolFolders = new Set()) {
    if (readableFormat(group.ext) === undefined)
        return false;
    // Xcode puts a file in `<locale>.lproj/` only once it is localized, gettext's runtime reads
    // `<locale>/LC_MESSAGES/` only for catalogs, and Windows' resource indexer (MRT) reads the language
    // of a `.resw` from its folder's name (`Strings/en-us/Resources.resw`): the folder says it is a
    // locale's, wherever it sits (Firefox iOS's `Shared/en-US.lproj/Today.strings`, each PowerToys
    // module's `Strings/en-us/`, before any translation arrives).
    if (group.kind === 'lproj' || group.kind === 'gettext')
        return true;
    if (group.kind === 'folder' && group.ext === '.resw')
        return true;
    const segments = group.template.split('/');
    if (group.kind === 'folder') {
        const at = segments.indexOf('\0');
        if (at < 1)
            return false;
        const parent = segments.slice(0, at).join('/');
        return legacyFolders.has(parent) || isLocaleParent(segments[at - 1]);
    }
    if (group.kind === 'stem' ||
        group.kind === 'dotted' ||
        group.kind === 'underscored' ||
        group.kind === 'hyphenated') {
        if (segments.length < 2)
            return false;
        const folder = segments.slice(0, -1).join('/');
        return (legacyFolders.has(folder) ||
            toolFolders.has(folder) ||
            isLocaleParent(segments[segments.length - 2]));
    }
    return false;
}
/**
 * The groups that are layouts (`viable`): two locales or more, or one beside its locale-less source;
 * the six discovery folders keep today's reading (a lone `locales/en.json` is found), and a lone
 * locale folder inside one of them is a layout too (`locales/en/*.json` before any translation). And
 * the `lone` ones: folders only a locale's files have (`values-de/`, `de.lproj/`, `de/LC_MESSAGES/`)
 * say so even alone, so such a file with no source beside it is reported.
 */
function layoutCandidates(groups, isLegacy, isLocaleFolder) {
    const all = [...groups];
    const proven = (g) => g.members.size >= 2 || (g.companion !== undefined && g.members.size >= 1) || isLegacy(g);
    // A lone locale folder yields to any layout that reads its files another way
    // (`c/locales/en/messages.{en,de}.json` is a file per locale, not a folder `en`).
    const readElsewhere = new Set(all.filter(proven).flatMap((g) => pathsOf(g)));
    const viable = all.filter((g) => proven(g) || (isLocaleFolder(g) && !pathsOf(g).some((p) => readElsewhere.has(p))));
    const isViable = new Set(viable);
    const lone = all.filter((g) => g.members.size === 1 &&
        g.companion === undefined &&
        !isViable.has(g) &&
        ['android', 'lproj', 'gettext'].includes(g.kind));
    return { viable, lone };
}
function pathsOf(group) {
    return [...group.members.values()].flatMap((readings) => readings.map((r) => r.path));
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-joomla.ts
// Joomla 3's language files: `language/<tag>/<tag>.ini` (the main file) and `<tag>.<extension>.ini`
// (`language/en-GB/en-GB.com_content.ini`, `administrator/language/de-DE/de-DE.mod_login.sys.ini`),
// the language tag in the folder and again before the name, as Joomla 3's Language class loads them
// (Joomla 4 and later drop the name's tag: `language/de-DE/com_content.ini`, a folder per locale
// that the other readings find). The tag in the name makes every locale's file name its own, so no
// other reading pairs `en-GB.com_content.ini` with `de-DE.com_content.ini`: this step does, and its
// entries replace what the folder reading made of these files, and of the language packs'
// `<tag>.localise.php` classes, which hold no texts.



const JOOMLA3 = /^((?:.*\/)?language)\/([^/]+)\/\2((?:\.[^/]+)?)\.ini$/;
/** A language pack's `<tag>.localise.php`: a PHP class of Joomla's (plural rules, search words), no texts. */
const LOCALISE = /^(?:.*\/)?language\/([^/]+)\/\1\.localise\.php$/;
/** The `language/` folders holding Joomla 3's `<tag>/<tag>[.<name>].ini` files. */
function languageFolders(files) {
    const folders = new Map();
    for (const file of files) {
        const match = JOOMLA3.exec(file);
        if (!match)
            continue;
        const code = match[2];
        const read = discover_locale_readCode(code);
        if (!isRead(read))
            continue;
        const prefix = match[1];
        const folder = folders.get(prefix) ?? { locales: new Map() };
        folders.set(prefix, folder);
        const locale = folder.locales.get(read.locale) ?? { code, files: [] };
        folder.locales.set(read.locale, locale);
        locale.files.push(file);
    }
    return folders;
}
/**
 * Replaces, for each `language/` folder whose source locale has Joomla 3's files, what the other
 * readings made of them with Joomla 3's entries: `language/{locale}/{locale}.ini` for the main file
 * and `language/{locale}/{locale}.*.ini` for the others. Their files are no longer orphans.
 */
function joomla3Layouts(files, sourceLocale, layouts, orphans) {
    const taken = new Set();
    const found = [];
    for (const [prefix, folder] of languageFolders(files)) {
        const source = folder.locales.get(sourceLocale);
        if (source === undefined)
            continue;
        // The tag as the folders spell it: Joomla's own `en-GB`, `de-DE`.
        const placeholder = '{locale}';
        const main = `${prefix}/${source.code}/${source.code}.ini`;
        const kinds = [];
        if (source.files.includes(main))
            kinds.push({
                pattern: `${prefix}/${placeholder}/${placeholder}.ini`,
                test: (f, c) => f.endsWith(`/${c}.ini`),
            });
        if (source.files.some((f) => f !== main))
            kinds.push({
                pattern: `${prefix}/${placeholder}/${placeholder}.*.ini`,
                test: (f, c) => !f.endsWith(`/${c}.ini`),
            });
        for (const { pattern, test } of kinds) {
            const translations = new Map();
            for (const [locale, { code, files: held }] of folder.locales) {
                const mine = held.filter((f) => test(f, code));
                for (const f of mine)
                    taken.add(f);
                if (locale !== sourceLocale && mine.length > 0)
                    translations.set(locale, mine);
            }
            found.push({
                entry: { source: pattern },
                kind: KIND_NAMES.folder,
                legacy: false,
                sources: source.files.filter((f) => test(f, source.code)),
                translations,
            });
        }
    }
    if (taken.size === 0)
        return { layouts, orphans };
    for (const file of files)
        if (LOCALISE.test(file))
            taken.add(file);
    // A layout made of these files only is the folder reading's: Joomla 3's entries replace it.
    const kept = layouts.filter((l) => !(l.sources.length > 0 && l.sources.every((s) => taken.has(s))));
    return {
        layouts: [...kept, ...found],
        orphans: orphans.filter((o) => !taken.has(o.path)),
    };
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-left-out.ts
// What discovery leaves out and says so: text in a locale's place that names no locale (`cn`, `zhtw`),
// old codes shadowed by their successor's file, and files in formats locale-sync does not read yet.





/**
 * The files of the read layouts left out: the shadowed old codes, and paths of a layout's shape no
 * layout claims whose text in the locale's place looks like a code but names no locale. One per path.
 */
function unmappedOf(read, files, claimedBy) {
    const unmapped = [];
    for (const { group } of read) {
        unmapped.push(...group.shadowed);
        const pattern = templatePattern(group);
        const before = group.template.slice(0, group.template.indexOf('\0'));
        for (const file of files) {
            if (!file.startsWith(before))
                continue;
            const match = pattern.exec(file);
            if (!match || claimedBy.has(file))
                continue;
            const code = match[1];
            const reason = unmappedReason(group.kind, code);
            if (reason !== undefined)
                unmapped.push({ path: file, reason });
        }
    }
    return dedupe(unmapped);
}
/**
 * The orphans' lines, each naming also the paths of its shape whose text in the locale's place looks
 * like a code but names no locale: vscode-cpptools' `i18n/chs/`, `i18n/ptb/` beside the `i18n/deu/`
 * read as a locale are named in the line of `i18n/{locale}/package.i18n.json`, never passed over in
 * silence (read layouts name them in warnings of their own, see `unmappedOf`).
 */
function orphansOf(orphans, files, claimedBy) {
    // An orphan whose every file a layout reads is another reading of those files, not files left out
    // (CryptPad's `messages.pt-br.json` is pt-BR of `messages.{locale}.json`, not Breton after `pt-`).
    const readElsewhere = (group) => [...group.members.values()].every((readings) => readings.every((r) => {
        const claimant = claimedBy.get(r.path);
        return claimant !== undefined && claimant !== group;
    }));
    const kept = orphans.filter(({ group }) => group === undefined || !readElsewhere(group));
    return kept.map(({ path: shown, reason, group }) => {
        if (group === undefined)
            return { path: shown, reason };
        const codes = unmappedOf([{ group, source: '', sourceIsCompanion: false }], files, claimedBy).filter((item) => !group.shadowed.includes(item));
        if (codes.length === 0)
            return { path: shown, reason };
        const reasons = [...new Set(codes.map((item) => item.reason))];
        return {
            path: shown,
            reason: `${reason}; also left out, never read as another locale: ${codes.length} file${codes.length === 1 ? '' : 's'} of its shape (${reasons.join(', ')})`,
        };
    });
}
/** The groups in formats not read yet, one line per folder layout, in path order, one per path. */
function unreadOf(groups) {
    const unread = unreadByFolder(groups);
    unread.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.path, b.path));
    return dedupe(unread);
}
/** Files in formats not read yet, one line per folder layout (`ShareX/Forms/{name}.{locale}.resx`). */
function unreadByFolder(groups) {
    const buckets = new Map();
    for (const group of groups) {
        const key = [group.kind, external_node_path_default().posix.dirname(group.template), group.ext].join('\u0001');
        buckets.set(key, [...(buckets.get(key) ?? []), group]);
    }
    const result = [];
    for (const bucket of buckets.values()) {
        const first = bucket[0];
        const shown = bucket.length === 1
            ? describeTemplate(first)
            : `${external_node_path_default().posix.dirname(first.template).replace('\0', placeholderOf(first))}/${namePattern(first)}`;
        const locales = [...new Set(bucket.flatMap((g) => [...g.members.keys()]))].sort(discovery/* compareStrings */.Kt);
        const companions = bucket.filter((g) => g.companion !== undefined).length;
        result.push({
            path: shown,
            reason: `${unreadFormat(first.ext)}, which locale-sync does not read yet: ${bucket.length} file${bucket.length === 1 ? '' : 's'} per locale (${locales.join(', ')})${companions > 0 ? `, the locale-less ${companions === 1 ? 'file is' : 'files are'} the source` : ''}; left out`,
        });
    }
    return result.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.path, b.path));
}
function dedupe(items) {
    const seen = new Set();
    return items.filter((item) => {
        if (seen.has(item.path))
            return false;
        seen.add(item.path);
        return true;
    });
}
/** Matches the paths a group's template makes with any text where the locale is; group 1 is that text. */
function templatePattern(group) {
    const [before, after] = group.template.split('\0');
    const quote = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^${quote(before)}([^/]+?)${quote(after)}$`);
}
/** Why the text in a locale's place is not read as one, when it looks like a code (`cn`, `zhtw`). */
function unmappedReason(kind, code) {
    if (kind === 'lproj' && code === 'Base')
        return undefined;
    if (kind === 'android') {
        const read = readAndroidQualifier(code);
        return read !== undefined && 'unread' in read ? read.unread : undefined;
    }
    const read = discover_locale_readCode(code, kind === 'gettext' ? 'gettext' : 'any');
    if (read !== undefined && 'unread' in read)
        return read.unread;
    if (read === undefined && /^[A-Za-z]{2,4}(?:[-_@+][A-Za-z0-9]{1,8})*$/.test(code))
        return `"${code}" is not a locale code`;
    // A language followed by a name longer than a subtag (`hye-classical`, `en_formal_de`): meant as a
    // locale, so reported like one, never passed over as if it were another file.
    const language = /^([a-z]{2,3})[-_@][A-Za-z0-9]+(?:[-_@][A-Za-z0-9]+)*$/.exec(code)?.[1];
    if (read === undefined && language !== undefined && isKnownLanguage(language))
        return `"${code}" is not a locale code`;
    // A folder beside the locales' folders holding their very files is meant as one (Grafana's
    // generated `public/locales/pseudo-LOCALE/grafana.json`): said, never silently passed over.
    if (read === undefined && (kind === 'folder' || kind === 'gettext'))
        return `"${code}" is not a locale code (a folder beside the locales' folders, with their files)`;
    return undefined;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-name-wildcard.ts
// Groups in one folder that differ only in the file name (i18next namespaces, Symfony domains, gettext
// domains) become one entry with `*` for the name, when every file of that shape there is one of them.






/**
 * One entry per folder layout: groups that differ only in the file name (i18next namespaces, Symfony
 * domains, gettext domains) become one entry with `*` for the name when every file of that shape in
 * the source's folder belongs to them; otherwise each keeps its own entry.
 */
function mergeByFolder(layouts, sourceLocale, byFolder, claimedBy, legacyFolders) {
    const buckets = new Map();
    for (const layout of layouts) {
        const { group } = layout;
        const key = [
            group.kind,
            external_node_path_default().posix.dirname(group.template),
            group.ext,
            layout.sourceIsCompanion,
            group.format ?? '',
        ].join('\u0001');
        buckets.set(key, [...(buckets.get(key) ?? []), layout]);
    }
    const result = [];
    for (const bucket of buckets.values()) {
        const first = bucket[0];
        const wildcard = wildcardEntry(bucket, sourceLocale, byFolder, claimedBy);
        const parts = wildcard === undefined ? bucket.map((b) => [b]) : [bucket];
        for (const part of parts) {
            const entries = part.map((p) => entryFor(p.group, p.sourceIsCompanion));
            const entry = wildcard === undefined ? entries[0] : wildcard.entry;
            const translations = new Map();
            for (const { group } of part) {
                for (const [locale, spellings] of group.members) {
                    // Beside a locale-less source, the source locale's own file is no translation: push never
                    // sends it (files-layout.ts), so the log names it as left out (sourceLocaleCopies).
                    if (locale === sourceLocale)
                        continue;
                    translations.set(locale, [...(translations.get(locale) ?? []), ...spellings.map((s) => s.path)]);
                }
            }
            result.push({
                entry,
                kind: KIND_NAMES[first.group.kind],
                legacy: part.every((p) => isLegacyGroup(p.group, legacyFolders)),
                sources: wildcard === undefined ? part.map((p) => p.source).filter((s) => s !== '') : wildcard.sources,
                translations,
            });
        }
    }
    return result.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.entry.source, b.entry.source));
}
/** The one entry with `*` for the name that describes a bucket, when it describes exactly it. */
function wildcardEntry(bucket, sourceLocale, byFolder, claimedBy) {
    const first = bucket[0];
    const kind = first.group.kind;
    // A format the first bytes said holds for the files read, not for every file of the folder.
    // WordPress's domains (`<domain>-<locale>.po`) stay an entry each: `*-{locale_}.po` would read any
    // hyphenated name.
    if (kind === 'stem' || kind === 'hyphenated' || first.group.format !== undefined)
        return undefined;
    // The name part: what differs between the groups' templates.
    const placeholders = new Set(bucket.map((b) => placeholderOf(b.group)));
    if (placeholders.size > 1)
        return undefined;
    const placeholder = placeholderOf(first.group);
    const localeMap = sharedLocaleMap(bucket, placeholder);
    if (localeMap === null)
        return undefined;
    const ext = first.group.ext;
    const folderTemplate = external_node_path_default().posix.dirname(first.group.template).replace('\0', placeholder);
    const sourceFolder = external_node_path_default().posix.dirname(first.source);
    const sources = new Set(bucket.map((b) => b.source));
    const sourceSpelling = localeMap?.[sourceLocale] ?? spellCode(sourceLocale, placeholder);
    const shape = (file) => {
        const base = external_node_path_default().posix.basename(file);
        if (kind === 'dotted')
            return base.endsWith(`.${sourceSpelling}${ext}`);
        if (kind === 'underscored')
            return base.endsWith(`_${sourceSpelling}${ext}`);
        if (first.sourceIsCompanion)
            return base.endsWith(first.source.slice(first.source.lastIndexOf('.')));
        return base.toLowerCase().endsWith(ext);
    };
    // Every file of that shape in the source's folder is a source here, and no other layout's.
    const siblings = (byFolder.get(sourceFolder) ?? []).filter(shape);
    const exact = siblings.every((f) => sources.has(f) || (!claimedBy.has(f) && kind !== 'android' && kind !== 'dotted'));
    // A locale-less source named like its translations (`Form.resx`, `Form.de.resx`) would match them too.
    if (!exact || (first.sourceIsCompanion && (kind === 'dotted' || kind === 'underscored')))
        return undefined;
    if (bucket.length === 1 && (kind === 'dotted' || kind === 'underscored' || kind === 'android'))
        return undefined;
    let entry;
    if (first.sourceIsCompanion) {
        const sourceExt = first.source.slice(first.source.lastIndexOf('.'));
        // A template at the repository's root (Babel's `messages.pot`) is `*.pot`, never `./*.pot`.
        const sourceGlob = sourceFolder === '.' ? `*${sourceExt}` : `${sourceFolder}/*${sourceExt}`;
        entry = { source: sourceGlob, translation: `${folderTemplate}/{name}${ext}` };
    }
    else if (kind === 'dotted') {
        entry = { source: `${folderTemplate}/*.${placeholder}${ext}` };
    }
    else if (kind === 'underscored') {
        entry = { source: `${folderTemplate}/*_${placeholder}${ext}` };
    }
    else {
        entry = { source: `${folderTemplate}/*${ext}` };
    }
    if (localeMap)
        entry.localeMap = localeMap;
    return { entry, sources: siblings };
}
/**
 * The one `localeMap` of the groups of a bucket: the spellings each names, together, when no group
 * spells a locale of the union otherwise (a namespace with no file of Kaqchikel yet takes the `cak`
 * the others name; `pt-br` in one and `pt_BR` in another is null, an entry each). Undefined: none.
 */
function sharedLocaleMap(bucket, placeholder) {
    const union = {};
    for (const { group } of bucket) {
        for (const [locale, spelling] of Object.entries(localeMapOf(group, placeholder) ?? {})) {
            if (union[locale] !== undefined && union[locale] !== spelling)
                return null;
            union[locale] = spelling;
        }
    }
    const spellings = new Map(Object.entries(union).map(([locale, spelling]) => [spelling, locale]));
    for (const { group } of bucket) {
        for (const [member, readings] of group.members) {
            const code = readings[0]?.code;
            // Keyed as localeMapOf keys it: an old code alone by its successor (`jpn_JP` by ja-JP).
            const alias = readings[0]?.read.aliasOf;
            const locale = alias !== undefined && !group.members.has(alias) ? alias : member;
            const named = union[locale];
            // A group spelling a locale of the union otherwise, or a spelling of the union as another locale.
            if (named !== undefined && named !== code)
                return null;
            const other = spellings.get(code);
            if (other !== undefined && other !== locale)
                return null;
        }
    }
    return Object.keys(union).length > 0 ? union : undefined;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-old-codes.ts
// Old codes Intl replaces with another (`mo` for `ro`, `tl` for `fil`, `iw` for `he`): on the wire
// such a file would be its successor's locale. Beside its successor's file it is left out and kept out
// of the entry that would read it; alone it is synced, and reported as the code the service keeps.



/**
 * Takes out of each group the files of an old code beside the file of the code it stands for (`mo.yml`
 * beside `ro.yml`), into the group's `shadowed`: left out and reported, never merged into the other.
 */
function shadowOldCodes(groups) {
    for (const group of groups) {
        for (const [locale, spellings] of group.members) {
            const alias = spellings[0]?.read.aliasOf;
            if (alias === undefined || !group.members.has(alias))
                continue;
            group.members.delete(locale);
            for (const r of spellings) {
                group.shadowed.push({
                    path: r.path,
                    reason: `"${r.code}" is an old code of ${alias}, which has its own file (${group.members.get(alias)?.[0]?.path}): on the service both would be ${alias}`,
                    fix: `to sync it as a locale of its own, take it out of its entry's "ignore" and add "localeMap": {"${(0,locale_spelling/* ownCodeFor */.l2)(r.code)}": "${r.code}"} to the entry, or map it to any code the service keeps apart from ${alias}, such as one with a region`,
                });
            }
        }
    }
}
/**
 * Adds the shadowed files to the `ignore` of the entry that would read them (`intl_tl.arb` beside
 * `intl_fil.arb`): without its path in "ignore", push and pull would find both files.
 */
function ignoreShadowed(read, layouts) {
    const shadowed = read.flatMap(({ group }) => group.shadowed.map((s) => s.path));
    for (const layout of shadowed.length > 0 ? layouts : []) {
        const shape = (layout.entry.translation ?? layout.entry.source)
            .replaceAll('{path}', '**')
            .replaceAll(/\{[a-z_]+\}/g, '*');
        const matcher = (0,file_pattern/* pathRegex */.vT)((0,file_pattern/* compilePattern */.Eb)(shape, []));
        const ignore = shadowed.filter((file) => matcher.test(file)).sort(discovery/* compareStrings */.Kt);
        if (ignore.length > 0)
            layout.entry.ignore = [...(layout.entry.ignore ?? []), ...ignore];
    }
}
/** The old codes the layouts sync (alone, so read as their successor), one line per code. */
function aliasesOf(read) {
    const aliasFiles = new Map();
    for (const { group } of read) {
        for (const [locale, spellings] of group.members) {
            const alias = spellings[0]?.read.aliasOf;
            if (alias === undefined)
                continue;
            const code = spellings[0]?.code;
            const seen = aliasFiles.get(code);
            if (seen)
                seen.count++;
            else
                aliasFiles.set(code, { path: spellings[0]?.path, count: 1, locale, alias });
        }
    }
    const aliases = [];
    for (const [code, { path: first, count, locale, alias }] of aliasFiles) {
        aliases.push({
            path: first,
            reason: `${code} is an old code of ${alias}: the service keeps it as ${alias}${locale !== code ? ` (read as ${locale})` : ''}${count > 1 ? ` (and in ${count - 1} more file${count === 2 ? '' : 's'})` : ''}`,
        });
    }
    return aliases;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-po-textless.ts
/** Catalogs read past this many bytes are taken as holding texts: a budget, not a guess. */
const MAX_CATALOG_BYTES = 4 * 1024 * 1024;
/**
 * The source-locale catalogs (`.po`) beside a group's template (`.pot`) whose every msgstr but the
 * header's is empty.
 */
async function textlessSourceCatalogs(groups, sourceLocale, head) {
    const textless = new Set();
    if (head === undefined)
        return textless;
    for (const group of groups) {
        if (!group.companion?.endsWith('.pot') || group.ext !== '.po')
            continue;
        for (const reading of group.members.get(sourceLocale) ?? []) {
            const text = await head(reading.path, MAX_CATALOG_BYTES);
            if (text !== undefined && text.length < MAX_CATALOG_BYTES && !holdsTexts(text))
                textless.add(reading.path);
        }
    }
    return textless;
}
/** True when a catalog's text has a non-empty msgstr (or msgstr[n]) outside its header entry. */
function holdsTexts(text) {
    let field = 'other';
    let msgidEmpty = true;
    let entryHasTexts = false;
    for (const raw of text.split(/\r?\n/)) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$/.exec(line);
        if (keyword !== null) {
            const [, name, value] = keyword;
            if (name === 'msgctxt' || name === 'msgid') {
                // A new entry starts at its msgctxt or msgid.
                if (name === 'msgid' && field !== 'msgid')
                    msgidEmpty = value === '';
                if (name === 'msgctxt')
                    msgidEmpty = false;
                field = 'msgid';
                entryHasTexts = false;
            }
            else if (name === 'msgid_plural') {
                msgidEmpty = false;
                field = 'msgid';
            }
            else {
                field = 'msgstr';
                entryHasTexts = value !== '';
            }
        }
        else if (line.startsWith('"')) {
            if (field === 'msgid' && line !== '""')
                msgidEmpty = false;
            if (field === 'msgstr' && line !== '""')
                entryHasTexts = true;
        }
        // The header is the entry whose msgid is empty; any other entry with a msgstr text holds texts.
        if (field === 'msgstr' && entryHasTexts && !msgidEmpty)
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/crowdin-config.ts
const CROWDIN_FILES = ['crowdin.yml', 'crowdin.yaml'];
/** Enough of a configuration to reach every entry (Poedit's `crowdin.yaml` is about 2 KB). */
const CONFIG_BYTES = 65_536;
/** At most this many `files` entries, and this many codes per placeholder, are read. */
const MAX_ENTRIES = 500;
const MAX_CODES = 1_000;
/** A path of the configuration relative to the repository: `base_path` before it, no leading `/`. */
function underBase(base, value) {
    const inside = value.replace(/^\/+/, '');
    return base === '' ? inside : `${base}/${inside}`;
}
/**
 * Reads `crowdin.yml` (else `crowdin.yaml`). Undefined when there is none, or when it is no YAML map
 * with a `files` list: a configuration discovery cannot read changes nothing it finds.
 */
async function readCrowdinConfig(head) {
    if (head === undefined)
        return undefined;
    for (const file of CROWDIN_FILES) {
        const content = await head(file, CONFIG_BYTES);
        if (content === undefined)
            continue;
        return { file, entries: await crowdinEntries(content) };
    }
    return undefined;
}
/** The entries of a Crowdin configuration's text; none when it does not parse as one. */
async function crowdinEntries(content) {
    // Loaded only for a repository with a Crowdin configuration: most runs never need a YAML parser.
    const { parse } = await __webpack_require__.e(/* import() */ 483).then(__webpack_require__.t.bind(__webpack_require__, 3483, 19));
    let document;
    try {
        document = parse(content, { maxAliasCount: 100, uniqueKeys: false });
    }
    catch {
        return [];
    }
    // zod comes with the schemas, like the YAML parser: only for a repository with this configuration.
    const { crowdinSchemas } = await Promise.all(/* import() */[__webpack_require__.e(143), __webpack_require__.e(379)]).then(__webpack_require__.bind(__webpack_require__, 2379));
    const { config: configSchema, entry: entrySchema } = crowdinSchemas();
    const config = configSchema.safeParse(document);
    if (!config.success)
        return [];
    const base = (config.data.base_path ?? '.').replace(/^\.\/?|\/+$/g, '').replace(/^\/+/, '');
    const entries = [];
    for (const item of (config.data.files ?? []).slice(0, MAX_ENTRIES)) {
        const parsed = entrySchema.safeParse(item);
        if (!parsed.success)
            continue;
        const { source, translation, languages_mapping: mapping } = parsed.data;
        const languagesMapping = new Map();
        for (const [placeholder, codes] of Object.entries(mapping ?? {})) {
            if (codes === null)
                continue;
            languagesMapping.set(placeholder.replaceAll('%', ''), new Map(Object.entries(codes).slice(0, MAX_CODES)));
        }
        entries.push({
            ...(source !== undefined && { source: underBase(base, source) }),
            ...(translation !== undefined && { translation: underBase(base, translation) }),
            languagesMapping,
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-service-configs.ts
// The translation services' configurations a repository keeps, Crowdin's `crowdin.yml` and the
// Transifex client's `.tx/config`, read (and Crowdin's parsed) once per discovery: the codes the
// layouts spell (discover-lang-map.ts) and the source locale (discover-tms.ts) both come from them.

/** The Transifex client's configuration. */
const TRANSIFEX_FILE = '.tx/config';
/** Enough of a configuration to reach its sources (Roundcube's `.tx/config` is about 3 KB). */
const discover_service_configs_CONFIG_BYTES = 65_536;
/** Reads the repository's `crowdin.yml` (or `.yaml`) and `.tx/config`, each once. */
async function readServiceConfigs(head) {
    if (head === undefined)
        return {};
    const [crowdin, transifex] = await Promise.all([
        readCrowdinConfig(head),
        head(TRANSIFEX_FILE, discover_service_configs_CONFIG_BYTES),
    ]);
    return {
        ...(crowdin !== undefined && { crowdin }),
        ...(transifex !== undefined && { transifex }),
    };
}

// EXTERNAL MODULE: ../../packages/sync/src/repository/config.ts
var config = __webpack_require__(2436);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-kodi.ts
/** True when a group is Kodi's language add-on folders (`resource.language.\0/strings.po`). */
function isKodiLanguageGroup(group) {
    return /(^|\/)resource\.language\.\0\//.test(group.template);
}
/** `en-GB`, Kodi's source language, when a Kodi language folder of it is among the groups. */
function kodiSourceLocale(groups) {
    return groups.some((g) => isKodiLanguageGroup(g) && g.members.has('en-GB')) ? 'en-GB' : undefined;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-laravel.ts
// A Laravel application's source locale, as its `config/app.php` sets it. Laravel's localization
// docs: `locale` is the application's default language, and `fallback_locale` the language used
// "when the default language does not contain a given translation string", the one every other
// translates. Both are plain PHP: `'fallback_locale' => 'en'`, or `env('APP_FALLBACK_LOCALE', 'en')`
// whose default is what a repository says (the environment is the deployment's, not the repository's).


/** Enough of `config/app.php` to reach its locale settings (Laravel's own file is about 6 KB). */
const discover_laravel_CONFIG_BYTES = 16_384;
/** The Laravel root of a group under `lang/` or `resources/lang/` (`''`, `app/`), if it is one. */
function laravelRoot(group) {
    const match = /^(.*?)(?:resources\/)?lang\/\0(?:\/|\.json$)/.exec(group.template);
    return match ? match[1] : undefined;
}
/** A setting's value in a config file's text: `'name' => 'xx'` or `'name' => env('VAR', 'xx')`. */
function configValue(text, name) {
    const setting = new RegExp(`['"]${name}['"]\\s*=>\\s*(?:env\\(\\s*['"][^'"]*['"]\\s*,\\s*)?['"]([^'"]+)['"]`).exec(text);
    return setting?.[1];
}
/**
 * The source locale `config/app.php` gives the Laravel application whose `lang/` or `resources/lang/`
 * holds the groups: its `fallback_locale`, else its `locale`, when `lang/` holds that locale.
 */
async function laravelSourceLocale(groups, head) {
    if (head === undefined)
        return undefined;
    const roots = new Map();
    for (const group of groups) {
        const root = laravelRoot(group);
        if (root === undefined)
            continue;
        const locales = roots.get(root) ?? new Set();
        for (const locale of group.members.keys())
            locales.add(locale);
        roots.set(root, locales);
    }
    for (const [root, locales] of roots) {
        const config = `${root}config/app.php`;
        const text = await head(config, discover_laravel_CONFIG_BYTES);
        if (text === undefined)
            continue;
        for (const name of ['fallback_locale', 'locale']) {
            const value = configValue(text, name);
            const read = value === undefined ? undefined : discover_locale_readCode(value);
            if (isRead(read) && locales.has(read.locale))
                return { locale: read.locale, reason: `the '${name}' of ${config}` };
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ../../packages/sync/src/repository/source-spelling.ts
var source_spelling = __webpack_require__(4590);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-sources.ts
// Each group's source: its locale-less companion or its source-locale file (or the one more precise
// spelling of it, `en-US` for `en`), never both silently. A group with neither is an orphan, reported.







/**
 * The groups with their source files, in order (`viable` first, then `lone`), and the orphans (each
 * with its group, when it is one group's line). Throws
 * AmbiguousLayoutError naming both entries when a group has a companion and a source-locale file.
 */
function assignSources(viable, lone, sourceLocale, isLegacy, isLocaleFolder, textlessCatalogs = new Set()) {
    const layouts = [];
    const orphans = [];
    const readings = [];
    // A left-over template beside a folder's source is reported once, as such, not as a locale's file.
    const otherTemplates = new Set([...viable, ...lone].flatMap((g) => (g.companion === undefined ? [] : (g.otherTemplates ?? []))));
    for (const group of [...viable, ...lone]) {
        // The discovery folders' files are read exactly as before (a locales/en-US.json stays en-US).
        const own = group.members.get(sourceLocale) ??
            (isLegacy(group) ? undefined : sourceBySpelling(group, sourceLocale, orphans));
        // GNU gettext's `po/<locale>.po` catalogs are never a source: beside the folder's template
        // (Joplin's `packages/tools/locales/joplin.pot`), `en_US.po` is a translation of it.
        if (group.companion !== undefined && own !== undefined && companionYields(group)) {
            delete group.companion;
        }
        // A source-locale catalog with no text of its own beside the template translates it (SearXNG's en/).
        if (group.companion !== undefined &&
            own !== undefined &&
            !isGnuPoFolder(group) &&
            !own.every((r) => textlessCatalogs.has(r.path))) {
            const symmetric = entryFor(group, false);
            const companion = entryFor(group, true);
            readings.push(`${group.companion} or ${own[0]?.path} is the source of ${describeTemplate(group)}:\n` +
                `  - ${group.companion}: ${JSON.stringify(companion)}\n` +
                `  - ${own[0]?.path}: ${JSON.stringify(symmetric)}`);
            continue;
        }
        if (group.companion !== undefined) {
            layouts.push({ group, source: group.companion, sourceIsCompanion: true });
            for (const other of group.otherTemplates ?? [])
                orphans.push({ path: other, reason: otherTemplateReason(group.companion) });
        }
        else if (own !== undefined) {
            if (group.members.size >= 2 || isLegacy(group) || isLocaleFolder(group))
                layouts.push({ group, source: own[0]?.path, sourceIsCompanion: false });
        }
        else if (isLegacy(group)) {
            layouts.push({ group, source: '', sourceIsCompanion: false });
        }
        else if (readableFormat(group.ext) !== undefined && !orphans.some((o) => o.group === group)) {
            const paths = [...group.members.values()].flatMap((s) => s.map((r) => r.path));
            if (paths.every((p) => otherTemplates.has(p)))
                continue;
            const locales = [...group.members.keys()].sort(discovery/* compareStrings */.Kt);
            orphans.push(paths.length === 1
                ? {
                    group,
                    path: paths[0],
                    reason: `no source file of ${sourceLocale} beside it (${describeTemplate(group)})`,
                }
                : {
                    group,
                    path: describeTemplate(group),
                    reason: `${paths.length} translations (${locales.join(', ')}) with no source file of ${sourceLocale} beside them${poFolderHint(group)}`,
                });
        }
    }
    if (readings.length > 0) {
        throw new AmbiguousLayoutError(`the repository can be read two ways; put the entry that is right in "files" of .locale/config.json (locale-sync init prints the rest):\n${readings.join('\n')}`);
    }
    return { layouts, orphans };
}
/**
 * GNU gettext's `po/<locale>.po` folder, whose source is its template `po/<domain>.pot`, never a
 * catalog: `po/en_GB.po` and `po/en_CA.po` are translations of the msgids even with no template in
 * the repository, as GNOME, Xfce and most meson or autotools projects have (their build makes it).
 */
function isGnuPoFolder(group) {
    return group.kind === 'stem' && group.ext === '.po';
}
/**
 * True when the group's tool takes a locale-less file as the source, never a locale's file, so that
 * its locales say nothing of the source locale even with that file missing: GNU's `po/` (the
 * template), Android's `values-*` (the default `values/`, which aapt2 falls back to) and .NET's
 * `.resx` cultures (the neutral `.resx`, ResourceManager's fallback). Thunderbird for Android keeps a
 * stale `reader/api/src/main/res/values-en-rGB/` with no `values/` beside it (its strings moved to
 * `src/androidMain/res/`): read as the one English locale, it made en-GB the source of every module.
 */
function defaultIsSource(group) {
    return isGnuPoFolder(group) || group.kind === 'android' || group.ext === '.resx';
}
/** What to do about a catalog folder with no source: commit its template, or choose among several. */
function poFolderHint(group) {
    if (!isGnuPoFolder(group))
        return '';
    return group.otherTemplates !== undefined ? severalTemplatesHint(group.otherTemplates) : TEMPLATE_HINT;
}
const TEMPLATE_HINT = '; their source is the gettext template: generate it (xgettext, or meson compile <project>-pot) and commit it beside them as <domain>.pot';
/**
 * A group with no file of the source locale whose only more precise spelling of it (`en-US` for `en`)
 * is its source: that member becomes the source locale's, and the entry's `localeMap` names the
 * spelling. Two such spellings (`en-GB`, `en-US`) are two readings: the group is left out, naming the
 * `localeMap` of each.
 */
function sourceBySpelling(group, sourceLocale, orphans) {
    // A lone file (one locale's folder) is no layout: it stays reported as it was.
    if (group.companion !== undefined || group.members.size < 2 || defaultIsSource(group))
        return undefined;
    const narrower = (0,source_spelling/* narrowerSpellings */.s)(group.members.keys(), sourceLocale);
    if (narrower.length === 1) {
        const spelling = narrower[0];
        const own = group.members.get(spelling);
        group.members.delete(spelling);
        group.members.set(sourceLocale, own);
        return own;
    }
    if (narrower.length > 1 && readableFormat(group.ext) !== undefined) {
        const choices = narrower
            .map((l) => (0,source_spelling/* sourceLocaleMap */.g)(sourceLocale, group.members.get(l)?.[0]?.code ?? l))
            .join(' or ');
        orphans.push({
            group,
            path: describeTemplate(group),
            reason: `no source file of ${sourceLocale}, and ${narrower.join(' and ')} both spell it; name the source's spelling in the entry's "localeMap" (${choices}), or set "sourceLocale" to one of them`,
        });
    }
    return undefined;
}
/**
 * The source locale's own files beside a locale-less source (SearXNG's English catalog
 * `searx/translations/en/LC_MESSAGES/messages.po` beside `messages.pot`, an Android `values-en/`
 * beside `values/`), as left out: push sends the source file in their place and pull never writes
 * them, so the project's own tool keeps them (`pybabel update` fills the English catalog).
 */
function sourceLocaleCopies(layouts, sourceLocale) {
    const copies = [];
    for (const { group, source, sourceIsCompanion } of layouts) {
        if (!sourceIsCompanion)
            continue;
        for (const reading of group.members.get(sourceLocale) ?? [])
            copies.push({
                path: reading.path,
                reason: `the source locale's (${sourceLocale}) own file beside the source ${source}: push sends ${source} as the source and never this file, and pull never writes it; the project's own tool keeps it up to date`,
            });
    }
    return copies;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-tms.ts
// The source locale a repository's translation service configuration names: Crowdin's `crowdin.yml`
// (`files: - source: /locales/ja-JP.yml`, Misskey's) and the Transifex client's `.tx/config`
// (`source_lang = en_US`, Roundcube's). Whoever set up the service chose the source there, so it
// wins over the English that discovery would otherwise take (Misskey has en-US.yml beside its
// Japanese source).



/** A Crowdin source path as a pattern: `*` within a folder, `**` across folders. */
function sourcePattern(source) {
    const escaped = source.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    const body = escaped.replace(/\*\*\/|\*\*|\*|\?/g, (token) => token === '**/' ? '(?:.*/)?' : token === '**' ? '.*' : token === '*' ? '[^/]*' : '[^/]');
    return new RegExp(`^${body}$`);
}
/**
 * The source locale the repository's Crowdin or Transifex configuration names, when every source
 * it names that discovery read is of one locale (Crowdin), or its `source_lang` is one the layouts
 * hold (Transifex); with the file that says so.
 */
function serviceSourceLocale(groups, configs) {
    const localeOf = new Map();
    for (const group of groups)
        for (const [locale, readings] of group.members)
            for (const r of readings)
                localeOf.set(r.path, locale);
    const { crowdin, transifex: tx } = configs;
    if (crowdin !== undefined) {
        const locales = new Set();
        for (const { source } of crowdin.entries) {
            if (source === undefined)
                continue;
            const pattern = sourcePattern(source);
            for (const [file, locale] of localeOf)
                if (pattern.test(file))
                    locales.add(locale);
        }
        if (locales.size === 1)
            return { locale: [...locales][0], reason: `the source in ${crowdin.file}` };
    }
    if (tx !== undefined) {
        const held = new Set(localeOf.values());
        const langs = new Set([...tx.matchAll(/^[ \t]*source_lang[ \t]*=[ \t]*(\S+)/gm)].map((m) => discover_locale_readCode(m[1])));
        const locales = new Set([...langs].flatMap((read) => (isRead(read) && held.has(read.locale) ? [read.locale] : [])));
        if (locales.size === 1)
            return { locale: [...locales][0], reason: `the source_lang of ${TRANSIFEX_FILE}` };
    }
    return undefined;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-source-locale.ts
// The source locale when nobody set it: as the locale-less source files declare it (XLIFF, Android,
// String Catalogs), else as the repository's crowdin.yml or .tx/config names it, else as a Laravel
// application's config/app.php sets it, else Kodi's en_gb in its language folders, else English, else
// the one regional English the repository has, else en-US.











/**
 * The language a locale-less source file declares: XLIFF `source-language`/`srcLang`, Android
 * `tools:locale`, a String Catalog's `sourceLanguage` (Xcode writes it first).
 */
async function declaredLanguage(file, head) {
    if (head === undefined)
        return undefined;
    const ext = external_node_path_default().posix.extname(file).toLowerCase();
    const catalog = holdsEveryLocale(ext);
    if (!['.xlf', '.xliff', '.xml'].includes(ext) && !catalog)
        return undefined;
    const text = await head(file);
    if (text === undefined)
        return undefined;
    const declared = catalog
        ? /"sourceLanguage"\s*:\s*"([^"]+)"/.exec(text)?.[1]
        : /\b(?:source-language|srcLang|tools:locale)\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
    const read = declared === undefined ? undefined : discover_locale_readCode(declared);
    return isRead(read) ? read.locale : undefined;
}
/**
 * The source locale when nobody set it: as the locale-less source files declare it, else as the
 * repository's Crowdin or Transifex configuration names it, else as Laravel's config/app.php sets
 * it, else English.
 */
async function chooseSourceLocale(readable, catalogs, head, 
/** The repository's Crowdin and Transifex configurations, read once for the discovery. */
services) {
    let sourceLocale;
    let sourceLocaleReason;
    const declared = new Map();
    const sources = [...readable.flatMap((g) => (g.companion === undefined ? [] : [g.companion])), ...catalogs];
    for (const source of sources) {
        const language = await declaredLanguage(source, head);
        if (language !== undefined)
            declared.set(source, language);
    }
    const languages = new Set(declared.values());
    const all = new Set(readable.flatMap((g) => [...g.members.keys()]));
    if (languages.size > 1) {
        throw new AmbiguousLayoutError(`the source files declare different source languages (${[...declared].map(([f, l]) => `${f}: ${l}`).join(', ')}); set "sourceLocale" in .locale/config.json to the one that is right, and leave the others out with "files"`);
    }
    const service = languages.size === 0 ? serviceSourceLocale(readable, services) : undefined;
    const laravel = languages.size === 0 && service === undefined ? await laravelSourceLocale(readable, head) : undefined;
    if (languages.size === 1) {
        sourceLocale = [...languages][0];
        sourceLocaleReason = `declared by ${[...declared.keys()][0]}`;
    }
    else if (service !== undefined) {
        sourceLocale = service.locale;
        if (service.locale !== 'en')
            sourceLocaleReason = service.reason;
    }
    else if (laravel !== undefined) {
        sourceLocale = laravel.locale;
        if (laravel.locale !== 'en')
            sourceLocaleReason = laravel.reason;
    }
    else if (kodiSourceLocale(readable) !== undefined) {
        sourceLocale = kodiSourceLocale(readable);
        sourceLocaleReason = `Kodi's source language, resource.language.en_gb`;
    }
    else if (all.has('en')) {
        sourceLocale = 'en';
    }
    else {
        // A regional English beside a locale-less source (`values-en-rGB/` beside `values/`, `en-GB.lproj/`
        // beside `Base.lproj/`) is a translation of that source, never the source itself.
        const uncompanioned = readable
            .filter((g) => g.companion === undefined && !defaultIsSource(g))
            .flatMap((g) => [...g.members.keys()]);
        // A private-use English (NodeBB's `en-x-pirate/`) is a play on the source, never the source.
        const english = [...new Set(uncompanioned)]
            .filter((l) => l.startsWith('en-') && !l.includes('-x-'))
            .sort(discovery/* compareStrings */.Kt);
        if (english.length > 1)
            return severalEnglish(english);
        sourceLocale = english[0] ?? 'en';
        if (english.length === 1)
            sourceLocaleReason = `the only English locale found; set "sourceLocale" to choose another`;
    }
    return sourceLocaleReason === undefined
        ? { locale: sourceLocale }
        : { locale: sourceLocale, reason: sourceLocaleReason };
}
/**
 * Several English locales and no `en`: `en-US` when it is one of them, the source of Mozilla's
 * (Fluent, Pontoon), Xcode's and .NET's trees that also hold en-GB or en-CA (the Firefox Profiler,
 * Files, AppFlowy); without it, nothing tells which is the source, and the run stops to ask.
 */
function severalEnglish(english) {
    const listed = `${english.slice(0, -1).join(', ')} and ${english.at(-1)}`;
    if (english.includes('en-US')) {
        return {
            locale: 'en-US',
            reason: `chosen among ${listed}`,
            notice: `source locale en-US: ${listed} have files and none is "en", so en-US is taken as the source (as Mozilla's, Apple's and Microsoft's tools take it); if another is, set "sourceLocale" in ${config/* CONFIG_PATH */.tF} (or the source-locale input, --source-locale)`,
        };
    }
    throw new AmbiguousLayoutError(`the source locale could be ${english.slice(0, -1).join(', ')} or ${english.at(-1)}: each has files and none is "en" or "en-US"; set "sourceLocale" in ${config/* CONFIG_PATH */.tF} (e.g. {"sourceLocale": "${english[0]}"})`);
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-store-listings.ts
// App-store listings kept per locale, as fastlane writes them and Weblate's "App store metadata files"
// component syncs them: `fastlane/metadata/android/<locale>/{title,short_description,full_description}.txt`
// and `changelogs/<versionCode>.txt` (fastlane supply; NewPipe, Tusky), `fastlane/metadata/<locale>/
// {name,subtitle,description,keywords,release_notes}.txt` (fastlane deliver) and Thunderbird's
// `app-metadata/<app>/<locale>/`. Each file is one plain text in no translation format, with no key and
// no source to check it against beyond the English folder's file of the same name: locale-sync does
// not sync them, and discovery says so rather than passing over them in silence.


/** fastlane's listing file names (supply's for Android, deliver's for Apple's stores). */
const LISTING_FILES = new Set([
    'title.txt',
    'short_description.txt',
    'full_description.txt',
    'name.txt',
    'subtitle.txt',
    'description.txt',
    'keywords.txt',
    'release_notes.txt',
    'promotional_text.txt',
]);
/**
 * One left-out line per folder of store listings: a folder under a `metadata`-named folder whose
 * locale-named subfolders hold fastlane's listing files (their changelogs and images counted with them).
 */
function storeListings(files) {
    // root (the folder holding the locale folders) → locales, and the number of .txt files under them.
    const roots = new Map();
    for (const file of files) {
        if (!LISTING_FILES.has(external_node_path_default().posix.basename(file)))
            continue;
        const localeFolder = external_node_path_default().posix.dirname(file);
        const root = external_node_path_default().posix.dirname(localeFolder);
        if (!root.split('/').some((segment) => segment.includes('metadata')))
            continue;
        const code = discover_locale_readCode(external_node_path_default().posix.basename(localeFolder));
        if (code === undefined || !isRead(code))
            continue;
        const found = roots.get(root) ?? { locales: new Set(), texts: 0 };
        found.locales.add(external_node_path_default().posix.basename(localeFolder));
        roots.set(root, found);
    }
    const listings = [];
    for (const [root, found] of roots) {
        const texts = files.filter((f) => {
            if (!f.startsWith(`${root}/`) || !f.endsWith('.txt'))
                return false;
            return found.locales.has(f.slice(root.length + 1).split('/')[0]);
        }).length;
        listings.push({
            path: `${root}/{locale}/*.txt`,
            reason: `app-store listings (${texts} text files in ${found.locales.size} locales: fastlane's title, descriptions and changelogs, one plain text per file), which locale-sync does not sync: no translation format holds them; keep them with fastlane or Weblate's app-store metadata component`,
        });
    }
    return listings;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-templates.ts
// A gettext template with no translation yet, where its tool's layout says where they go: WordPress's
// `languages/<domain>.pot` (translations `languages/<domain>-<locale>.po`), GNU gettext's
// `po/<domain>.pot` (translations `po/<locale>.po`), and a `locale/<domain>.pot`, the folder gettext's
// runtime reads catalogs from (`bindtextdomain`, Django's and Babel's `locale/`), whose catalogs are
// `locale/<locale>/LC_MESSAGES/<domain>.po` (what `pybabel init -d locale`, Django's `makemessages`
// and `msginit` in that layout write). A template elsewhere (Joplin's `locales/joplin.pot`, whose
// catalogs are `locales/<locale>.po`) says too little about where its catalogs go, and stays unread
// until one exists.


/** The entry of each lone template in `languages/`, `po/` or `locale/` that no layout reads yet. */
function loneTemplates(files, layouts) {
    const read = new Set(layouts.flatMap((l) => l.sources));
    const found = [];
    for (const file of files) {
        if (!file.endsWith('.pot') || read.has(file))
            continue;
        const folder = external_node_path_default().posix.dirname(file);
        const domain = external_node_path_default().posix.basename(file, '.pot');
        const parent = external_node_path_default().posix.basename(folder);
        let translation;
        let kind;
        if (parent === 'languages') {
            translation = `${folder}/${domain}-{locale_}.po`;
            kind = KIND_NAMES.hyphenated;
        }
        else if (parent === 'po') {
            translation = `${folder}/{locale_}.po`;
            kind = KIND_NAMES.stem;
        }
        else if (parent === 'locale') {
            translation = `${folder}/{locale_}/LC_MESSAGES/${domain}.po`;
            kind = KIND_NAMES.gettext;
        }
        else {
            continue;
        }
        // Two templates in one po/ folder would share its catalogs: neither is taken.
        if (parent === 'po' &&
            files.some((f) => f !== file && f.endsWith('.pot') && external_node_path_default().posix.dirname(f) === folder))
            continue;
        found.push({
            entry: { source: file, translation },
            kind,
            legacy: false,
            sources: [file],
            translations: new Map(),
        });
    }
    return found;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-twine.ts
// Twine (scelis/twine) keeps every locale of every string in one text file, from which `twine
// generate-all-localization-files` writes each platform's files: Organic Maps's
// `data/strings/strings.txt` is `[[section]]`, then `[key]`, then one `en = text` line per locale.
// Its path names no locale, so no layout finds it: it is told by its first bytes and read in the
// `twine` format, a files entry of its own holding every locale (as an Xcode String Catalog).


/**
 * The first bytes of a Twine file: comment lines allowed, a `[[section]]` line, blank or comment lines,
 * a `[key]` line, then an indented `<language> = ` line (or an attribute first: `comment = `, `tags = `).
 */
const TWINE_HEAD = /^\uFEFF?(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*\[\[[^\]\n]+\]\][ \t]*\r?\n(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*\[[^\]\n]+\][ \t]*\r?\n[ \t]+[A-Za-z][A-Za-z0-9-]*[ \t]*=/;
/** The `.txt` files whose first bytes are Twine's, in path order. */
async function twineFiles(files, head) {
    if (head === undefined)
        return [];
    const found = [];
    for (const file of files) {
        if (external_node_path_default().posix.extname(file).toLowerCase() !== '.txt')
            continue;
        const text = await head(file);
        if (text !== undefined && TWINE_HEAD.test(text))
            found.push(file);
    }
    return found.sort(discovery/* compareStrings */.Kt);
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-unnamed.ts
// Languages locale data has no name for yet, read where a layout's own source says a locale is.
// ISO 639-3 assigns thousands of three-letter languages ICU has no name for (Kaqchikel `cak`, Mixtec
// `mix`, Triqui `trs`, which Pontoon localizes Mozilla's projects into); read everywhere, every
// `lib/` or `app/` folder would be one. A folder of such a name is read as that language only where
// the layout's source folder is and with the very file the source has there (Monitor's
// `locales/cak/app.ftl` beside `locales/en/app.ftl`), as Pontoon's and Crowdin's configurations take
// every folder there, and as aapt2 reads any three letters in a `values-` folder.


// The layouts whose locale is a whole folder's name.
const FOLDER_KINDS = new Set(['folder', 'gettext', 'lproj']);
/**
 * Adds to each layout with a source the files at its locale's place whose folder is named with three
 * lower-case letters locale data does not know as a language; each is read as that language, with
 * `unnamed` set so that the entry's `localeMap` names it (the files layout reads no such code else).
 */
function readUnnamedLanguages(layouts, files) {
    for (const { group, source } of layouts) {
        if (!FOLDER_KINDS.has(group.kind) || source === '')
            continue;
        const [prefix, suffix] = group.template.split('\0');
        for (const file of files) {
            if (!file.startsWith(prefix) || !file.endsWith(suffix))
                continue;
            const code = file.slice(prefix.length, file.length - suffix.length);
            if (!/^[a-z]{3}$/.test(code) || group.members.has(code))
                continue;
            if ((0,locale_spelling/* isNoLanguageCode */.np)(code) || isKnownLanguage(code))
                continue;
            // A name read otherwise (a source-tree name, `src`) or not at all is left as it is.
            const read = discover_locale_readCode(code, group.kind === 'gettext' ? 'gettext' : 'any');
            if (read === undefined || isRead(read))
                continue;
            group.members.set(code, [
                {
                    kind: group.kind,
                    template: group.template,
                    code,
                    read: { locale: code, irregular: true, unnamed: true },
                    path: file,
                },
            ]);
        }
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover.ts
// Discovery without a config: reads the repository's paths the way each ecosystem's own tool lays its
// files out, and says what it found as the `files` entries of .locale/config.json that describe it.
// It resolves nothing itself: the entries go to the layout, which resolves them as configured ones.
// This file is the sequence of steps; each step is a module of its own (discover-*.ts).























/**
 * Reads the repository's layouts from its file list. Throws AmbiguousLayoutError naming both readings
 * when the files can be read two ways, and a SyncError when one locale is spelled twice in one place.
 */
async function discoverLayouts(files, options = {}) {
    const byFolder = filesByFolder(files);
    const legacyFolders = legacyFoldersFor(options.outputDir);
    const isLegacy = (group) => isLegacyGroup(group, legacyFolders);
    // Folders a tool's own configuration names as its translations' (Flutter's l10n.yaml `arb-dir`).
    const arbFolders = await (0,discover_flutter/* flutterArbFolders */.h)(files, options.head);
    const toolFolders = new Set(arbFolders.keys());
    const isLocaleFolder = (group) => isDiscoveryLocaleFolder(group, legacyFolders, toolFolders);
    // 1. Every reading of every file, grouped by the path it makes with the locale taken out, each group
    // with its locale-less companion, the codes `.tx/config` and `crowdin.yml` map read as the
    // service's (a code only Crowdin reads, `kab-KAB`, from the start), old codes beside their
    // successor's file taken out.
    const lists = new Map();
    const services = await readServiceConfigs(options.head);
    const serviceCodes = serviceCodeMaps(services);
    const godot = await godotCsvFiles(files, options.head);
    const godotPaths = new Set(godot);
    const grouped = files.filter((file) => !godotPaths.has(file));
    let groups = await groupReadings(grouped, options.head, lists, serviceCodes);
    // A layout showing a code only Crowdin writes is read again, every code in it as Crowdin's.
    const crowdinSpelled = crowdinSpelledLayouts(groups.values());
    if (crowdinSpelled.length > 0) {
        serviceCodes.push(...crowdinSpelled);
        lists.clear();
        groups = await groupReadings(grouped, options.head, lists, serviceCodes);
    }
    attachCompanions(groups.values(), new Set(files), byFolder);
    applyServiceCodes(groups.values(), serviceCodes);
    shadowOldCodes(groups.values());
    const { viable, lone } = layoutCandidates(groups.values(), isLegacy, isLocaleFolder);
    const readable = viable.filter((g) => readableFormat(g.ext) !== undefined);
    // 2. The source locale: as set, else as a source file declares it, else English (en, the one regional
    // English, else en-US among several).
    const catalogs = files.filter((file) => holdsEveryLocale(external_node_path_default().posix.extname(file).toLowerCase()));
    const chosen = options.sourceLocale !== undefined
        ? { locale: options.sourceLocale }
        : await chooseSourceLocale(readable, catalogs, options.head, services);
    const { locale: sourceLocale, reason: sourceLocaleReason, notice: sourceLocaleNotice } = chosen;
    // 3. Each group's source: its locale-less companion or its source-locale file, never both silently.
    const textless = await textlessSourceCatalogs([...viable, ...lone], sourceLocale, options.head);
    const { layouts, orphans } = assignSources(viable, lone, sourceLocale, isLegacy, isLocaleFolder, textless);
    // A folder of three letters locale data does not name, holding a source's file at its locale's place
    // (Kaqchikel's `locales/cak/app.ftl` beside `locales/en/app.ftl`), is that language.
    readUnnamedLanguages(layouts, files);
    // 4. A file read by two layouts is two readings too (`locales/de/de.json`).
    const claimedBy = claimFiles(layouts);
    // 5. The entries, one per folder layout, the name a wildcard when every file there is one of them.
    const read = layouts.filter((l) => readableFormat(l.group.ext) !== undefined);
    const found = mergeByFolder(read, sourceLocale, byFolder, claimedBy, legacyFolders);
    // Files in the discovery folders keep today's reading, whatever else there is: a project that synced
    // them before this discovery existed syncs exactly the same files (the log names the other layouts).
    const legacy = read.some((l) => isLegacy(l.group));
    const merged = mergeAcrossFolders(found, sourceLocale, files, claimedBy);
    // Each file holding every locale is an entry of its own, named without a locale placeholder.
    for (const catalog of catalogs) {
        merged.push({
            entry: { source: catalog },
            kind: KIND_NAMES.catalog,
            legacy: false,
            sources: [catalog],
            translations: new Map(),
            multiLocale: true,
        });
    }
    // Godot's CSV translations and Twine's strings: a `.csv` is Magento's unless its header is Godot's,
    // a `.txt` no format's unless its first bytes are Twine's, so the entry names the format.
    const tables = [
        ...godot.map((file) => ({ file, format: 'godot-csv' })),
        ...(await twineFiles(files, options.head)).map((file) => ({ file, format: 'twine' })),
    ];
    for (const { file: table, format } of tables) {
        merged.push({
            entry: { source: table, format },
            kind: KIND_NAMES.catalog,
            legacy: false,
            sources: [table],
            translations: new Map(),
            multiLocale: true,
        });
    }
    // A gettext template with no translation yet, in WordPress's `languages/`, GNU's `po/` or `locale/`.
    merged.push(...loneTemplates(files, merged));
    // Joomla 3's `language/<tag>/<tag>.<name>.ini`, the tag twice in one path.
    const joomla = joomla3Layouts(files, sourceLocale, merged, orphans);
    merged.splice(0, merged.length, ...joomla.layouts);
    merged.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.entry.source, b.entry.source));
    ignoreShadowed(read, merged);
    ignoreLists(merged, lists);
    // 6. What was left out: codes no locale can be read from, aliases, formats not read yet.
    return {
        sourceLocale,
        ...(sourceLocaleReason !== undefined && { sourceLocaleReason }),
        ...(sourceLocaleNotice !== undefined && { sourceLocaleNotice }),
        files: merged.map((f) => f.entry),
        layouts: merged,
        legacy,
        unmapped: unmappedOf(read, files, claimedBy),
        unread: [
            ...unreadOf(viable.filter((g) => readableFormat(g.ext) === undefined)),
            ...listsLeftOut(lists),
            ...storeListings(files),
        ],
        orphans: [...orphansOf(joomla.orphans, files, claimedBy), ...sourceLocaleCopies(read, sourceLocale)],
        aliases: aliasesOf(read),
        ...(arbFolders.size > 0 && { arbEscaping: arbFolders }),
    };
}


/***/ }),

/***/ 1551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ compilePattern),
/* harmony export */   JM: () => (/* binding */ PatternError),
/* harmony export */   gH: () => (/* binding */ matchPattern),
/* harmony export */   iJ: () => (/* binding */ placeholdersOf),
/* harmony export */   je: () => (/* binding */ PLACEHOLDERS),
/* harmony export */   l1: () => (/* binding */ literalPath),
/* harmony export */   ut: () => (/* binding */ fillPattern),
/* harmony export */   vN: () => (/* binding */ wildcardsOf),
/* harmony export */   vT: () => (/* binding */ pathRegex)
/* harmony export */ });
/* unused harmony export FILE_PLACEHOLDERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6821);
/* harmony import */ var _discovery_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6630);
/* harmony import */ var _locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(987);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3384);
/* harmony import */ var _skipped_folders_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8060);








/** Placeholders a translation path takes from its source file: `{name}`, `{ext}`, `{path}`. */
const FILE_PLACEHOLDERS = ['name', 'ext', 'path'];
/** Every placeholder a `files` path may hold. */
const PLACEHOLDERS = [..._locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__/* .LOCALE_PLACEHOLDERS */ .AE, ...FILE_PLACEHOLDERS];
/** A mistake in a pattern; the config names the field. */
class PatternError extends Error {
    name = 'PatternError';
}
/**
 * Compiles a `files` path: `*` (within one folder or file name), `**` (a whole segment: any number of
 * folders, none included) and the placeholders in `allowed`. Refuses what could reach outside the
 * repository (`..`, an absolute path, `\`) and unknown placeholders, with a "did you mean".
 */
function compilePattern(text, allowed, options = {}) {
    if (text === '')
        throw new PatternError('must not be empty');
    if (text.includes('\0'))
        throw new PatternError('contains a NUL character');
    if (text.includes('\\'))
        throw new PatternError('must use "/" as the separator, not "\\"');
    if (text.startsWith('/') || /^[A-Za-z]:/.test(text)) {
        throw new PatternError('must be a path relative to the repository root, not an absolute path');
    }
    const segments = [];
    for (const part of text.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            throw new PatternError('escapes the repository (".." is not allowed)');
        if (part === '**') {
            segments.push([{ kind: 'globstar' }]);
            continue;
        }
        segments.push(tokensOf(part, allowed));
    }
    if (segments.length === 0)
        throw new PatternError('names no file');
    const last = segments[segments.length - 1];
    if (last.length === 1 && last[0]?.kind === 'globstar' && options.trailingGlobstar !== true) {
        throw new PatternError('must end with a file name, not "**"');
    }
    return { text, segments };
}
function tokensOf(part, allowed) {
    if (part.includes('**'))
        throw new PatternError('"**" must be a whole folder name (as in "a/**/b")');
    const bad = /[?[\]]/.exec(part);
    if (bad)
        throw new PatternError(`"${bad[0]}" is not a wildcard here: only "*" and "**" are`);
    const tokens = [];
    let rest = part;
    while (rest !== '') {
        const open = rest.search(/[{}*]/);
        if (open < 0) {
            tokens.push({ kind: 'text', text: rest });
            break;
        }
        if (open > 0)
            tokens.push({ kind: 'text', text: rest.slice(0, open) });
        const char = rest[open];
        if (char === '*') {
            tokens.push({ kind: 'star' });
            rest = rest.slice(open + 1);
            continue;
        }
        if (char === '}')
            throw new PatternError('has a "}" without its "{"');
        const close = rest.indexOf('}', open);
        if (close < 0)
            throw new PatternError('has a "{" without its "}"');
        const name = rest.slice(open + 1, close);
        if (!allowed.includes(name))
            throw new PatternError(placeholderMistake(name, allowed));
        if (name === 'path' && (tokens.length > 0 || close !== rest.length - 1 || open !== 0)) {
            throw new PatternError('"{path}" must be a whole folder name (as in "{path}/locales/{locale}.json")');
        }
        tokens.push({ kind: 'placeholder', name });
        rest = rest.slice(close + 1);
    }
    return tokens;
}
/** Why a placeholder is refused: unknown (with the closest known one), or not allowed in this field. */
function placeholderMistake(name, allowed) {
    if (PLACEHOLDERS.includes(name)) {
        return `cannot hold {${name}} (it is taken from the source file, so only "translation" can; placeholders here: ${allowed.map((p) => `{${p}}`).join(', ')})`;
    }
    const guess = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_4__/* .closest */ .k)(name, PLACEHOLDERS);
    const hint = guess === undefined ? '' : `did you mean {${guess}}? `;
    return `holds the unknown placeholder {${name}} (${hint}placeholders: ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`;
}
/** The placeholders a pattern holds, in order, each once. */
function placeholdersOf(pattern) {
    const names = [];
    for (const segment of pattern.segments) {
        for (const token of segment) {
            if (token.kind === 'placeholder' && !names.includes(token.name))
                names.push(token.name);
        }
    }
    return names;
}
/** The number of `*` and `**` in a pattern. */
function wildcardsOf(pattern) {
    let stars = 0;
    let globstars = 0;
    for (const segment of pattern.segments) {
        for (const token of segment) {
            if (token.kind === 'star')
                stars++;
            if (token.kind === 'globstar')
                globstars++;
        }
    }
    return { stars, globstars };
}
/**
 * The pattern with placeholders filled in (`values` by name; a placeholder missing from `values` is
 * kept) and, when `wildcards` is given, each `*`/`**` replaced by what it matched, in order. A `{path}`
 * or `**` filled with folders becomes those folders; filled with nothing, its segment is dropped.
 */
function fillPattern(pattern, values, wildcards) {
    let wildcard = 0;
    const segments = [];
    for (const segment of pattern.segments) {
        const first = segment[0];
        const whole = segment.length === 1 && first !== undefined
            ? first.kind === 'globstar' && wildcards !== undefined
                ? wildcards[wildcard++]
                : first.kind === 'placeholder' && first.name === 'path'
                    ? values.path
                    : undefined
            : undefined;
        if (whole !== undefined) {
            for (const folder of whole.split('/'))
                if (folder !== '')
                    segments.push([{ kind: 'text', text: folder }]);
            continue;
        }
        const filled = segment.map((token) => {
            if (token.kind === 'placeholder') {
                const value = values[token.name];
                return value === undefined ? token : { kind: 'text', text: value };
            }
            if (token.kind === 'star' && wildcards !== undefined)
                return { kind: 'text', text: wildcards[wildcard++] ?? '' };
            return token;
        });
        segments.push(filled);
    }
    return { text: pattern.text, segments };
}
/** The path a pattern names when it holds nothing but text, else undefined. */
function literalPath(pattern) {
    const parts = [];
    for (const segment of pattern.segments) {
        if (segment.some((t) => t.kind !== 'text'))
            return undefined;
        parts.push(segment.map((t) => t.text).join(''));
    }
    return parts.join('/');
}
/**
 * The files below `rootReal` a pattern matches, in path order. `*` and placeholders match within one
 * name (a placeholder at least one character, and the same text wherever the pattern repeats it); `**` matches any number of folders, none included,
 * never entering hidden folders, links, or the folders discovery skips (`node_modules`, `build`, `test`…,
 * skipped-folders.ts); a folder named literally in the pattern is read. A link to a file is not matched; a folder
 * named literally may be a link inside the repository.
 */
async function matchPattern(rootReal, pattern) {
    const found = new Map();
    const regexes = pattern.segments.map(segmentRegex);
    async function walk(dir, rel, index, wildcards, values) {
        const segment = pattern.segments[index];
        const isLast = index === pattern.segments.length - 1;
        if (segment.length === 1 && segment[0]?.kind === 'globstar') {
            await globstar(dir, rel, index, [], wildcards, values);
            return;
        }
        const literal = segment.every((t) => t.kind === 'text')
            ? segment.map((t) => t.text).join('')
            : undefined;
        const names = literal !== undefined ? [literal] : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir).catch(() => []);
        for (const name of names.sort(_discovery_js__WEBPACK_IMPORTED_MODULE_5__/* .compareStrings */ .Kt)) {
            if (literal === undefined && name.startsWith('.'))
                continue;
            const match = literal === undefined ? regexes[index].exec(name) : undefined;
            if (literal === undefined && !match)
                continue;
            const nextWildcards = [...wildcards];
            const nextValues = { ...values };
            if (match) {
                let group = 1;
                let differs = false;
                for (const token of segment) {
                    if (token.kind === 'star')
                        nextWildcards.push(match[group++]);
                    else if (token.kind === 'placeholder') {
                        // A placeholder written twice stands for one text (Joomla 3's `{locale}/{locale}.ini`).
                        const value = match[group++];
                        if (nextValues[token.name] !== undefined && nextValues[token.name] !== value)
                            differs = true;
                        nextValues[token.name] = value;
                    }
                }
                if (differs)
                    continue;
            }
            const absolute = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, name);
            const stat = lstatOrUndefined(absolute);
            if (stat === undefined)
                continue;
            if (isLast) {
                if (stat.isFile()) {
                    const file = [...rel, name].join('/');
                    if (!found.has(file))
                        found.set(file, { path: file, wildcards: nextWildcards, values: nextValues });
                }
                continue;
            }
            let next = absolute;
            if (stat.isSymbolicLink()) {
                // Only a folder named as it is in the pattern is followed through a link, and only inside.
                if (literal === undefined)
                    continue;
                const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(absolute).catch(() => undefined);
                if (real === undefined || !(0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .isInside */ .FK)(rootReal, real))
                    continue;
                next = real;
            }
            else if (!stat.isDirectory()) {
                continue;
            }
            await walk(next, [...rel, name], index + 1, nextWildcards, nextValues);
        }
    }
    async function globstar(dir, rel, index, folders, wildcards, values) {
        await walk(dir, [...rel, ...folders], index + 1, [...wildcards, folders.join('/')], values);
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of names.sort((a, b) => (0,_discovery_js__WEBPACK_IMPORTED_MODULE_5__/* .compareStrings */ .Kt)(a.name, b.name))) {
            if (!entry.isDirectory() || entry.name.startsWith('.') || (0,_skipped_folders_js__WEBPACK_IMPORTED_MODULE_7__/* .isSkippedFolder */ .t)(entry.name))
                continue;
            await globstar(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, entry.name), rel, index, [...folders, entry.name], wildcards, values);
        }
    }
    await walk(rootReal, [], 0, [], {});
    return [...found.values()].sort((a, b) => (0,_discovery_js__WEBPACK_IMPORTED_MODULE_5__/* .compareStrings */ .Kt)(a.path, b.path));
}
/** A regular expression matching one name against a segment, a group per `*` and placeholder. */
function segmentRegex(segment) {
    return new RegExp(`^${segment.map(tokenRegex).join('')}$`);
}
function tokenRegex(token) {
    switch (token.kind) {
        case 'text':
            return escapeRegExp(token.text);
        case 'star':
            return '([^/]*)';
        case 'placeholder':
            return '([^/]+?)';
        default:
            return '';
    }
}
/** A regular expression matching a whole repository path against a pattern without placeholders. */
function pathRegex(pattern) {
    let source = '';
    pattern.segments.forEach((segment, index) => {
        const isLast = index === pattern.segments.length - 1;
        if (segment.length === 1 && segment[0]?.kind === 'globstar') {
            // A final `**` is everything below; elsewhere any number of folders.
            source += isLast ? '.+' : '(?:[^/]+/)*';
            return;
        }
        source += segment.map(tokenRegex).join('') + (isLast ? '' : '/');
    });
    return new RegExp(`^${source}$`);
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * The entry's own status, or undefined when it cannot be read. Synchronous: one short syscall per
 * name, where the thread pool's round trip cost ten times the call for a tree of hundreds of files.
 */
function lstatOrUndefined(absolute) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(absolute);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 4590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ sourceLocaleMap),
/* harmony export */   s: () => (/* binding */ narrowerSpellings)
/* harmony export */ });
/* harmony import */ var _discovery_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6630);
/* harmony import */ var _locale_spelling_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(987);


/**
 * The locales among `locales` that spell `sourceLocale` more precisely (`en-US` and `en-GB` for `en`,
 * `zh-Hant-TW` for `zh-Hant`): those BCP 47 lookup (RFC 4647, 3.4) falls back from to `sourceLocale`.
 * A repository whose source folder is `en-US` while the project says `en` names its source that way.
 */
function narrowerSpellings(locales, sourceLocale) {
    const source = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_0__/* .wireLocale */ ._d)(sourceLocale).toLowerCase();
    return [...locales]
        .filter((locale) => (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_0__/* .wireLocale */ ._d)(locale).toLowerCase().startsWith(`${source}-`))
        .sort(_discovery_js__WEBPACK_IMPORTED_MODULE_1__/* .compareStrings */ .Kt);
}
/** The `localeMap` that names `spelling` as the source locale's, as the config shows it: `{"en": "en-US"}`. */
function sourceLocaleMap(sourceLocale, spelling) {
    return `{${JSON.stringify(sourceLocale)}: ${JSON.stringify(spelling)}}`;
}


/***/ })

};
