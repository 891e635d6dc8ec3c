export const id = 650;
export const ids = [650];
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

/***/ 6650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseFilesEntries: () => (/* binding */ parseFilesEntries)
/* harmony export */ });
/* harmony import */ var _locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9386);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3124);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6821);
/* harmony import */ var _file_pattern_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1551);
/* harmony import */ var _locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(987);





/** Where the repository's sync settings live (repeated here so this module imports no config code). */
const CONFIG_FILE = '.locale/config.json';
const ENTRY_FIELDS = ['source', 'translation', 'format', 'localeMap', 'ignore'];
/**
 * Checks and compiles the `files` array of `.locale/config.json` (`raw` is the parsed JSON value).
 * Every mistake is a SyncError naming the field (`files[1].translation`) and what to do.
 */
function parseFilesEntries(raw, field = 'files') {
    const fail = (where, why) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SyncError */ .S(`${CONFIG_FILE}: field "${where}" ${why}`, { file: CONFIG_FILE });
    if (!Array.isArray(raw) || raw.length === 0) {
        throw fail(field, 'must be a non-empty list of entries like {"source": "locales/en/*.json"} or {"source": "res/values/strings.xml", "translation": "res/values-{android}/strings.xml"}');
    }
    return raw.map((value, index) => parseEntry(value, `${field}[${index}]`, index, fail));
}
function parseEntry(value, at, index, fail) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw fail(at, 'must be an object like {"source": "locales/{locale}.json"}');
    }
    const record = value;
    for (const key of Object.keys(record)) {
        if (!ENTRY_FIELDS.includes(key)) {
            const guess = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(key, ENTRY_FIELDS);
            throw fail(`${at}.${key}`, `is not a field of a files entry (${guess === undefined ? `fields: ${ENTRY_FIELDS.join(', ')}` : `did you mean "${guess}"?`})`);
        }
    }
    const text = (name, optional) => {
        const v = record[name];
        if (v === undefined && optional)
            return undefined;
        if (typeof v !== 'string' || v === '')
            throw fail(`${at}.${name}`, 'must be a non-empty string');
        return v;
    };
    const compile = (name, pattern, allowed) => {
        try {
            return (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .compilePattern */ .Eb)(pattern, allowed);
        }
        catch (err) {
            if (err instanceof _file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .PatternError */ .JM)
                throw fail(`${at}.${name}`, `${err.message} (got "${pattern}")`);
            throw err;
        }
    };
    const sourceText = text('source', false);
    const translationText = text('translation', true);
    const formatName = text('format', true);
    const source = compile('source', sourceText, _locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__/* .LOCALE_PLACEHOLDERS */ .AE);
    const translation = translationText === undefined ? undefined : compile('translation', translationText, _file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .PLACEHOLDERS */ .je);
    let info;
    if (formatName !== undefined) {
        const infos = (0,_locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_4__/* .formatInfos */ .N$)();
        info = infos.find((f) => f.name === formatName);
        if (info === undefined) {
            throw fail(`${at}.format`, `names no known format (got "${formatName}"; formats: ${infos.map((f) => f.name).join(', ')})`);
        }
    }
    else {
        const last = sourceText.split('/').pop() ?? '';
        const dot = last.lastIndexOf('.');
        if (dot > 0 && !last.slice(dot).includes('*') && !last.slice(dot).includes('{')) {
            info = (0,_locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_4__/* .formatInfoForExtension */ .GZ)(last.slice(dot));
        }
    }
    const multiLocale = info?.multiLocale === true;
    const sourceLocales = (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .placeholdersOf */ .iJ)(source).filter((p) => isLocalePlaceholder(p));
    const translationPlaceholders = translation === undefined ? [] : (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .placeholdersOf */ .iJ)(translation);
    const translationLocales = translationPlaceholders.filter((p) => isLocalePlaceholder(p));
    if (multiLocale) {
        if (translation !== undefined || sourceLocales.length > 0) {
            throw fail(at, `uses the ${info?.name} format, which keeps every locale in one file: give only "source" with that file's path, without locale placeholders or "translation"`);
        }
    }
    else if (translation === undefined) {
        if (sourceLocales.length === 0) {
            throw fail(`${at}.translation`, `is missing: "source" holds no locale placeholder, so nothing says where translations go (add e.g. "translation": "${suggestTranslation(sourceText)}", or put {locale} in "source")`);
        }
    }
    else if (!translationLocales.some((p) => p !== 'region')) {
        throw fail(`${at}.translation`, `holds no locale placeholder, so every locale would share one file (put {locale}, {locale_}, {language} or {android} where the locale goes; got "${translationText}")`);
    }
    if (translationPlaceholders.includes('path') && (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .wildcardsOf */ .vN)(source).globstars !== 1) {
        throw fail(`${at}.translation`, 'holds {path}, which is what "**" matched in "source": "source" needs exactly one "**"');
    }
    const localeMap = parseLocaleMap(record.localeMap, `${at}.localeMap`, fail);
    const ignore = parseIgnore(record.ignore, `${at}.ignore`, fail);
    return {
        index,
        entry: {
            source: sourceText,
            ...(translationText !== undefined && { translation: translationText }),
            ...(formatName !== undefined && { format: formatName }),
            ...(localeMap !== undefined && { localeMap }),
            ...(record.ignore !== undefined && { ignore: record.ignore }),
        },
        source,
        ...(translation !== undefined && { translation }),
        ...(info !== undefined && formatName !== undefined && { format: info.name }),
        multiLocale,
        ...(localeMap !== undefined && { localeMap }),
        ignore,
    };
}
function isLocalePlaceholder(name) {
    return _locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__/* .LOCALE_PLACEHOLDERS */ .AE.includes(name);
}
/** A translation template for a source path without placeholders: `res/values/x.xml` → `res/values-{android}/x.xml`. */
function suggestTranslation(source) {
    if (/(^|\/)values\/[^/]+\.xml$/.test(source))
        return source.replace(/(^|\/)values\//, '$1values-{android}/');
    const dot = source.lastIndexOf('.');
    return dot > source.lastIndexOf('/')
        ? `${source.slice(0, dot)}.{locale}${source.slice(dot)}`
        : `${source}.{locale}`;
}
function parseLocaleMap(value, at, fail) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw fail(at, 'must map the project\'s locale codes to the repository\'s spellings, like {"zh-Hans": "zh_CN"}');
    }
    const map = {};
    const seen = new Map();
    for (const [code, spelling] of Object.entries(value)) {
        if ((0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__/* .readProjectLocale */ .OC)(code) === undefined) {
            throw fail(`${at}.${code}`, 'is not keyed by a locale code of the project (e.g. "zh-Hans", "pt-BR")');
        }
        if (typeof spelling !== 'string' ||
            spelling === '' ||
            /[/\\\0]/.test(spelling) ||
            spelling === '.' ||
            spelling === '..') {
            throw fail(`${at}.${code}`, 'must be the spelling used in file or folder names: non-empty, without "/" or "\\"');
        }
        const other = seen.get(spelling);
        if (other !== undefined)
            throw fail(at, `gives "${other}" and "${code}" the same spelling "${spelling}"; keep one`);
        seen.set(spelling, code);
        map[code] = spelling;
    }
    return map;
}
function parseIgnore(value, at, fail) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) {
        throw fail(at, 'must be a list of globs like ["**/test/**", "locales/en/legacy.json"]');
    }
    return value.map((glob, i) => {
        try {
            return (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .pathRegex */ .vT)((0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .compilePattern */ .Eb)(glob, [], { trailingGlobstar: true }));
        }
        catch (err) {
            if (err instanceof _file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .PatternError */ .JM)
                throw fail(`${at}[${i}]`, `${err.message} (got "${glob}")`);
            throw err;
        }
    });
}


/***/ })

};
