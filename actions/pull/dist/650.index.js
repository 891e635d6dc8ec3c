export const id = 650;
export const ids = [650];
export const modules = {

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
