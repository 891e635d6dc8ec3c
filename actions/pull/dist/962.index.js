export const id = 962;
export const ids = [962];
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

/***/ 8962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pathFor: () => (/* binding */ pathFor),
/* harmony export */   resolveFiles: () => (/* binding */ resolveFiles)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3124);
/* harmony import */ var _crowdin_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4621);
/* harmony import */ var _discovery_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6630);
/* harmony import */ var _file_pattern_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1551);
/* harmony import */ var _locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(987);
/* harmony import */ var _localemap_example_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4935);
/* harmony import */ var _source_spelling_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4590);








const CONFIG_FILE = '.locale/config.json';
/** The kind of whole-locale placeholder that a learned spelling fills. */
const WHOLE_LOCALE = ['locale', 'locale_', 'android'];
/**
 * Resolves `files` entries against the repository: each entry's source files (the source locale put
 * in its locale placeholders), and for each, every translation file its template matches, the
 * locale read from the path. Two entries claiming one file, a source file matched twice, and two
 * files that would be one locale on the service are errors naming both; a path whose locale cannot
 * be read is logged and left out.
 */
async function resolveFiles(rootReal, rules, sourceLocale, logger) {
    const claims = new Map();
    const claim = (file, rule, role) => {
        const earlier = claims.get(file);
        if (earlier !== undefined && earlier.rule !== rule.index) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncError */ .S(`${CONFIG_FILE}: ${file} is claimed by files[${earlier.rule}] (as a ${earlier.role}) and files[${rule.index}] (as a ${role}); make the patterns exclusive, or leave it out of one with "ignore"`, { file: CONFIG_FILE });
        }
        claims.set(file, { rule: rule.index, role });
    };
    const sourceWire = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .wireLocale */ ._d)(sourceLocale);
    const resources = [];
    const spellings = new RepositorySpellings();
    for (const rule of rules) {
        const ignored = (file) => rule.ignore.some((re) => re.test(file));
        const filled = {};
        for (const name of (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .placeholdersOf */ .iJ)(rule.source)) {
            filled[name] = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .spellLocale */ .Hy)(sourceLocale, name, rule.localeMap);
        }
        const sources = (await (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .matchPattern */ .gH)(rootReal, (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .fillPattern */ .ut)(rule.source, filled))).filter((m) => !ignored(m.path));
        if (sources.length === 0) {
            logger.warning(`${CONFIG_FILE}: files[${rule.index}] "source" (${rule.entry.source}) matches no file for the source locale ${sourceLocale}${await sourceSpellingHint(rootReal, rule, sourceLocale)}`, { file: CONFIG_FILE });
        }
        for (const match of sources) {
            claim(match.path, rule, 'source file');
            const files = new Map([[sourceWire, match.path]]);
            if (rule.multiLocale) {
                resources.push({ resource: match.path, rule, files, style: {} });
                continue;
            }
            const template = templateFor(rule, match.path, match.wildcards);
            const unread = [];
            const readAs = new Map();
            const spellingOf = new Map();
            for (const found of await (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .matchPattern */ .gH)(rootReal, template)) {
                if (found.path === match.path || ignored(found.path))
                    continue;
                const locale = localeOfMatch(found.values, rule);
                if (locale === undefined) {
                    // The text in the locale's place (`pseudo-LOCALE` in Grafana's `public/locales/pseudo-LOCALE/grafana.json`).
                    const text = found.values.locale ?? found.values.locale_ ?? found.values.android ?? found.values.language;
                    unread.push({ path: found.path, spelling: text ?? spellingIn(found.path) });
                    continue;
                }
                const wire = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .wireLocale */ ._d)(locale);
                if (wire === sourceWire) {
                    logger.debug(`${found.path}: the source locale's spelling in a translation path; not a translation`);
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
                    const spelling = (foldedPath === found.path ? text : spellingOf.get(foldedPath)) ?? spellingIn(foldedPath);
                    const own = folded !== wire ? (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .ownCodeFor */ .l2)(folded) : '<code>';
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncError */ .S(`${CONFIG_FILE}: files[${rule.index}]: ${spelled} are one locale (${wire}) on the service${folded !== wire ? `, which reads "${folded}" as "${wire}"` : ''}; leave one out with "ignore", or give "${spelling}" a code of its own with "localeMap" (e.g. {"${own}": "${spelling}"}: any code the service keeps apart from ${wire}, such as one with a region)`, { file: CONFIG_FILE });
                }
                readAs.set(found.path, locale);
                if (text !== undefined)
                    spellingOf.set(found.path, text);
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
        for (const r of own)
            r.style = style;
    }
    for (const r of resources) {
        if (r.template !== undefined)
            r.learned = spellings.for(r.template);
    }
    return resources.sort((a, b) => (0,_discovery_js__WEBPACK_IMPORTED_MODULE_4__/* .compareStrings */ .Kt)(a.resource, b.resource));
}
/**
 * Every locale spelling the repository's translation paths hold, grouped by convention: the path
 * segment the placeholder is in and the file's extension (`{locale_}.po`, `values-{android}`), so
 * that a layout learns only from layouts that name files the same way. A text is learned only when
 * the placeholder reads it back as its locale, without any `localeMap` (`values-tl` for `fil`, not
 * a mapped `cn`), and only when the repository spells that locale one way.
 */
class RepositorySpellings {
    byConvention = new Map();
    /** Records the texts a translation path's whole-locale placeholders matched for `wire`. */
    add(template, values, wire) {
        for (const name of WHOLE_LOCALE) {
            const text = values[name];
            if (text === undefined)
                continue;
            const read = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocale */ .XE)(text, name);
            if (read === undefined || (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .wireLocale */ ._d)(read) !== wire)
                continue;
            const key = conventionOf(template, name);
            const locales = this.byConvention.get(key) ?? new Map();
            this.byConvention.set(key, locales);
            const texts = locales.get(wire) ?? new Set();
            locales.set(wire, texts);
            texts.add(text);
        }
    }
    /** The spellings a template's placeholders take: placeholder → wire locale → the one text. */
    for(template) {
        const out = new Map();
        for (const name of WHOLE_LOCALE) {
            const locales = this.byConvention.get(conventionOf(template, name));
            if (locales === undefined)
                continue;
            const one = new Map();
            for (const [wire, texts] of locales) {
                if (texts.size === 1)
                    one.set(wire, [...texts][0]);
            }
            out.set(name, one);
        }
        return out;
    }
}
/** `name`'s convention in `template`: the segment holding it, its other placeholders blank, and the extension. */
function conventionOf(template, name) {
    const segment = template.segments.find((tokens) => tokens.some((t) => t.kind === 'placeholder' && t.name === name));
    if (segment === undefined)
        return '';
    const shape = segment
        .map((t) => t.kind === 'text' ? t.text : t.kind === 'placeholder' ? (t.name === name ? `{${name}}` : '{}') : '*')
        .join('');
    return `${shape}\0${node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(template.text)}`;
}
/** The translation template of one source file: its `{name}`, `{ext}`, `{path}` or wildcards filled in. */
function templateFor(rule, sourcePath, wildcards) {
    if (rule.translation === undefined)
        return (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .fillPattern */ .ut)(rule.source, {}, wildcards);
    const base = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(sourcePath);
    const ext = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(base);
    let globstar = '';
    let wildcard = 0;
    for (const segment of rule.source.segments) {
        for (const token of segment) {
            if (token.kind === 'globstar')
                globstar = wildcards[wildcard] ?? '';
            if (token.kind === 'star' || token.kind === 'globstar')
                wildcard++;
        }
    }
    return (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .fillPattern */ .ut)(rule.translation, {
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
function localeOfMatch(values, rule) {
    let locale;
    for (const name of ['locale', 'locale_', 'android']) {
        const text = values[name];
        if (text === undefined)
            continue;
        const read = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .unmapSpelling */ .iD)(text, rule.localeMap) ?? (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocale */ .XE)(text, name);
        if (read === undefined || (locale !== undefined && read !== locale))
            return undefined;
        locale = read;
    }
    const language = values.language;
    const region = values.region;
    if (locale === undefined && language !== undefined) {
        locale = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .readLocale */ .XE)(region === undefined ? language : `${language}-${region}`);
    }
    if (locale === undefined)
        return undefined;
    const parts = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .localeParts */ .pt)(locale);
    if (language !== undefined && language.toLowerCase() !== parts.language)
        return undefined;
    if (region !== undefined && region.toUpperCase() !== parts.region)
        return undefined;
    return locale;
}
/** Paths whose locale could not be read: a warning naming them (Android qualifiers like `night` only in debug). */
function reportUnread(rule, unread, logger) {
    if (unread.length === 0)
        return;
    const android = (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .placeholdersOf */ .iJ)(rule.source).includes('android') ||
        (rule.translation !== undefined && (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .placeholdersOf */ .iJ)(rule.translation).includes('android'));
    for (const { path: file, spelling } of unread) {
        const message = `${file}: matches files[${rule.index}] but names no locale code it can read; it is not synced (to sync it, map its spelling to a locale code in "localeMap", e.g. ${(0,_localemap_example_js__WEBPACK_IMPORTED_MODULE_5__/* .localeMapExample */ .z)(spelling)}; to silence this, add it to "ignore")`;
        if (android)
            logger.debug(message);
        else
            logger.warning(message, { file });
    }
}
/** The path's part that differs between locales, for messages (best effort: the file or folder name). */
function spellingIn(file) {
    const base = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(file);
    return base.slice(0, base.length - node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(base).length);
}
/**
 * Lower-case regions when every existing file with a region spells it so (`pt-br`), and lower-case
 * scripts when every one with a script does (Kodi's `resource.language.zh_hant_hk`). A file whose
 * `localeMap` spelling is its code in another case counts as its spelling; another spelling there
 * (`zh_CN` for `zh-Hans`) says nothing of the repository's case.
 */
function styleOf(rule, resources) {
    const template = resources[0]?.template;
    if (template === undefined)
        return {};
    const names = (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .placeholdersOf */ .iJ)(template).filter((p) => _locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .LOCALE_PLACEHOLDERS */ .AE.includes(p));
    if (!names.includes('locale') && !names.includes('locale_') && !names.includes('region'))
        return {};
    const region = { lower: 0, upper: 0 };
    const script = { lower: 0, upper: 0 };
    // Only spellings with the separator the placeholder writes tell the case it should write: Jellyfin's
    // `bn_BD.json` and `he_IL.json` (mapped) beside its `pt-br.json`, `fr-ca.json` say nothing of `{locale}`.
    const separators = names.includes('locale') === names.includes('locale_') ? '-_' : names.includes('locale') ? '-' : '_';
    let modifiers = 0;
    let crowdin;
    for (const [locale, file] of resources.flatMap((r) => [...r.files])) {
        const parts = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .localeParts */ .pt)(locale);
        if (parts.script !== undefined && hasScriptModifier(file, parts.script))
            modifiers++;
        const mapped = rule.localeMap?.[locale];
        crowdin ??= mapped === undefined ? undefined : (0,_crowdin_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .crowdinOnlyPlaceholder */ .mI)(mapped);
        if (mapped !== undefined && !isCaseVariant(mapped, locale))
            continue;
        // A subtag as written (`intl_pt_PT.arb`: `PT`) says upper case, even where the language reads the
        // same in lower case (`_pt`); only a subtag found in lower case alone says lower case.
        // A region of digits (`es-419`) has no case to tell.
        const count = (part, tally) => {
            if (part === undefined || part.toLowerCase() === part.toUpperCase())
                return;
            if (hasSubtag(file, part, separators))
                tally.upper++;
            else if (hasSubtag(file, part.toLowerCase(), separators))
                tally.lower++;
        };
        count(parts.region, region);
        count(parts.script, script);
    }
    const style = {};
    // A file only Crowdin names (`kab-KAB.ini`): the locales a pull adds are named as Crowdin names them.
    if (crowdin !== undefined)
        style.crowdin = crowdin;
    if (region.lower > 0 && region.upper === 0)
        style.lowerRegion = true;
    if (region.upper > 0 && region.lower === 0)
        style.upperRegion = true;
    // A layout whose codes are all in lower case (`en-us`, `pt-br`) and that spells no script yet writes
    // one in lower case too (`zh-hans`), as its siblings would.
    if (script.lower > 0 && script.upper === 0)
        style.lowerScript = true;
    if (script.lower + script.upper === 0 && style.lowerRegion)
        style.lowerScript = true;
    // A gettext catalog named for its locale (`po/sr@latin.po`, Odoo's `i18n/sr@latin.po`) is named as
    // glibc names locales, unless the layout already spells a script as a subtag (`zh_Hant.po`).
    // Django's and Kodi's folders (`locale/sr_Latn/LC_MESSAGES/`) are named as their code reads them.
    // So is any other file whose siblings spell a script after `@` (qBittorrent's Qt catalogs
    // `qbittorrent_az@latin.ts`, `qbittorrent_uz@Latn.ts`: a deleted `_sr@latin.ts` is not `_sr_Latn.ts`).
    if (names.includes('locale_') &&
        (isGettextCatalogName(template) || modifiers > 0) &&
        script.lower + script.upper === 0) {
        style.scriptModifiers = true;
    }
    if (names.includes('locale_') &&
        namesFile(template, 'locale_') &&
        node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(template.text) === '.properties')
        style.javaBundle = true;
    return style;
}
/** True when `file` spells `script` after `@`, as glibc's modifier or as the code (`@latin`, `@Latn`). */
function hasScriptModifier(file, script) {
    const modifier = script === 'Latn' ? 'latin' : script === 'Cyrl' ? 'cyrillic' : undefined;
    const lower = file.toLowerCase();
    return [script.toLowerCase(), modifier].some((word) => word !== undefined && new RegExp(`@${word}(?![a-z])`).test(lower));
}
/** True when `{locale_}` names the file itself and the file is a gettext catalog (`{locale_}.po`). */
function isGettextCatalogName(template) {
    return namesFile(template, 'locale_') && node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(template.text) === '.po';
}
/** True when the placeholder is in the file's own name (`Bundle_{locale_}.properties`), not a folder's. */
function namesFile(template, placeholder) {
    const last = template.segments[template.segments.length - 1] ?? [];
    return last.some((t) => t.kind === 'placeholder' && t.name === placeholder);
}
/**
 * True when `file` holds `subtag` after one of `separators` (`-`, `_` or both) and before no other
 * letter (`pt_br.json` for `br`).
 */
function hasSubtag(file, subtag, separators) {
    return new RegExp(`[${separators}]${subtag}(?![A-Za-z])`).test(file);
}
/** True when `spelling` is `locale` with `_` or `-` between its parts, in any case (`pt_br` for `pt-BR`). */
function isCaseVariant(spelling, locale) {
    return spelling.replaceAll('_', '-').toLowerCase() === locale.toLowerCase();
}
/** The path of `locale`'s file in a resource: the one there now, else the template filled in. */
function pathFor(resource, locale) {
    const existing = resource.files.get((0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .wireLocale */ ._d)(locale));
    if (existing !== undefined)
        return existing;
    if (resource.template === undefined)
        return undefined;
    const values = {};
    const wire = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .wireLocale */ ._d)(locale);
    for (const name of (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .placeholdersOf */ .iJ)(resource.template)) {
        // `localeMap` first, then the repository's spelling in another layout of the same convention,
        // then the placeholder's own spelling in the layout's style.
        const spelled = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .spellLocale */ .Hy)(locale, name, resource.rule.localeMap, resource.style);
        const learned = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_2__/* .mappedSpelling */ .oj)(locale, resource.rule.localeMap) === undefined
            ? resource.learned?.get(name)?.get(wire)
            : undefined;
        // The layout's own case, where its files show one, over another layout's (`zh-CN.json` beside).
        const ownCase = (resource.style.lowerRegion || resource.style.upperRegion) === true &&
            learned !== undefined &&
            isCaseVariant(learned, spelled);
        values[name] = learned !== undefined && !ownCase ? learned : spelled;
    }
    return (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .literalPath */ .l1)((0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .fillPattern */ .ut)(resource.template, values));
}
/**
 * When the entry's files spell the source locale more precisely (`en-US` folders for a project in
 * `en`), the `localeMap` that pairs them; else nothing.
 */
async function sourceSpellingHint(rootReal, rule, sourceLocale) {
    if ((0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .placeholdersOf */ .iJ)(rule.source).length === 0)
        return '';
    const spellings = new Map();
    for (const found of await (0,_file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .matchPattern */ .gH)(rootReal, rule.source)) {
        const locale = localeOfMatch(found.values, rule);
        const text = found.values.locale ?? found.values.locale_ ?? found.values.android;
        if (locale !== undefined && text !== undefined && !spellings.has(locale))
            spellings.set(locale, text);
    }
    const narrower = (0,_source_spelling_js__WEBPACK_IMPORTED_MODULE_7__/* .narrowerSpellings */ .s)(spellings.keys(), sourceLocale);
    if (narrower.length === 0)
        return '';
    const maps = narrower.map((l) => (0,_source_spelling_js__WEBPACK_IMPORTED_MODULE_7__/* .sourceLocaleMap */ .g)(sourceLocale, spellings.get(l)));
    return narrower.length === 1
        ? `; its files spell it ${narrower[0]}: add "localeMap": ${maps[0]} to files[${rule.index}]`
        : `; its files spell it ${narrower.join(' and ')}: add the "localeMap" of the source's spelling to files[${rule.index}] (${maps.join(' or ')})`;
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
