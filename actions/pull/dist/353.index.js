export const id = 353;
export const ids = [353];
export const modules = {

/***/ 1353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  describePlurals: () => (/* binding */ describePlurals),
  describeProblems: () => (/* binding */ describeProblems),
  sourceChecker: () => (/* binding */ sourceChecker)
});

// EXTERNAL MODULE: ../../packages/formats/src/checks/icu.ts
var icu = __webpack_require__(7005);
;// CONCATENATED MODULE: ../../packages/formats/src/checks/plain.ts
// Most texts a push checks are plain: literals and `{name}` arguments, nothing else. For those the
// checks' answer is known without the regular expressions of `extractPlaceholders` or an ICU parse:
// one regular expression (`PLAIN`) proves a text is plain, and its arguments are found with
// `indexOf`. A push checks in a fresh process, where a loop over characters runs in V8's interpreter
// for most of the file while a regular expression runs as native code from its first uses.
/**
 * What a character is to the scan: 0 an ordinary character; 1 a character that could start syntax
 * the checks read other than a plain argument (`}` `'` `#` `<` `%`); 2 `{`. Every other character
 * (code points above `}` included) is ordinary.
 */
const KIND = new Uint8Array(128);
for (const c of "}'#<%")
    KIND[c.charCodeAt(0)] = 1;
KIND['{'.charCodeAt(0)] = 2;
/** An argument's name: ASCII letters, digits, `_`, `$` and `-` (a subset of what `parseSimple` reads). */
const NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
    NAME[c] = /[A-Za-z0-9_$-]/.test(String.fromCharCode(c)) ? 1 : 0;
}
/** ASCII white space around a name, each of which `\s` matches. */
function isSpace(c) {
    return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}
/**
 * A plain text (see `scan`), as one regular expression: the same characters, the same white space
 * around a name (`\t`…`\r` and the space, not the rest of `\s`), `$` only at the end (no `m` flag).
 */
const PLAIN = /^(?:[^{}'#<%]|\{[\t-\r ]*[A-Za-z0-9_$-]+[\t-\r ]*\})*$/;
/** Set when an argument of a text is none of the names it is matched against. */
const OTHER_NAME = 1 << 30;
/** Most names a source text's arguments are matched by; a text with more goes the full way. */
const MAX_NAMES = 30;
/**
 * Scans `text`: -1 when it is not plain; else a mask with bit `i` set for each `names[i]` that is
 * one of its arguments (the first index of a name written twice), and `OTHER_NAME` when an argument
 * is none of them.
 *
 * Plain: every character is ordinary (none of `{` `}` `'` `#` `<` `%`) or inside an argument `{name}`,
 * its name of ASCII letters, digits, `_`, `$`, `-`, with optional ASCII white space around it. Such a
 * text is valid ICU, read by `parseSimple` as literals and arguments; it has no XLIFF element, no
 * Ruby or printf placeholder and no `{{…}}`. So `extractPlaceholders` finds exactly its arguments,
 * each as `{name}`, in order (checks-shortcuts.property.test.ts holds this to the full path).
 */
function scan(text, names, found) {
    let mask = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c >= 128)
            continue;
        const kind = KIND[c];
        if (kind === 0)
            continue;
        if (kind === 1)
            return -1;
        i++;
        while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        const start = i;
        for (let d = text.charCodeAt(i); i < n && d < 128 && NAME[d] === 1; d = text.charCodeAt(++i))
            ;
        const end = i;
        while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        if (end === start || i === n || text.charCodeAt(i) !== 0x7d)
            return -1;
        if (found !== undefined)
            found.push(text.slice(start, end));
        mask |= nameBit(text, start, end, names);
    }
    return mask;
}
function nameBit(text, start, end, names) {
    for (let k = 0; k < names.length; k++) {
        const name = names[k];
        if (name.length === end - start && text.startsWith(name, start))
            return 1 << k;
    }
    return OTHER_NAME;
}
const NO_NAMES = [];
/** Whether `text` is plain (see `scan`): valid ICU, with no placeholder but `{name}` arguments. */
function isPlainText(text) {
    return PLAIN.test(text);
}
/** The arguments of a plain text without any, shared by all such texts. */
const NO_ARGUMENTS = Object.freeze({ names: [], required: 0, tight: [] });
/**
 * A plain text's arguments (see `scan`), or undefined when the text is not plain or has more than
 * `MAX_NAMES` arguments.
 */
function plainArguments(text) {
    if (!PLAIN.test(text))
        return undefined;
    if (!text.includes('{'))
        return NO_ARGUMENTS;
    // In a plain text every `{` opens an argument, closed by the next `}`, around a name and ASCII
    // white space only (which is all `trim` then removes).
    const names = [];
    let required = 0;
    const tight = [];
    for (let open = text.indexOf('{'); open !== -1;) {
        const close = text.indexOf('}', open);
        const name = text.slice(open + 1, close).trim();
        if (!names.includes(name)) {
            required |= 1 << names.length;
            tight.push(name.length === close - open - 1 ? text.slice(open, close + 1) : `{${name}}`);
        }
        names.push(name);
        open = text.indexOf('{', close);
    }
    return names.length > MAX_NAMES ? undefined : { names, required, tight };
}
/**
 * Whether `translation` is plain and its arguments are the same set of names as the source's:
 * then, both being valid ICU with only `{name}` placeholders, which the checks compare by presence,
 * neither `checkPlaceholders` nor `checkMessageSyntax` has anything to say about it. False tells
 * nothing: the full checks decide.
 */
function samePlainArguments(source, translation) {
    if (!PLAIN.test(translation))
        return false;
    // The common case without a loop over characters: each of the source's names written `{name}`
    // at least once, and those account for every `{` (every argument) of the translation.
    let named = 0;
    for (const tight of source.tight) {
        const count = occurrences(translation, tight);
        if (count === 0)
            return scanSamePlainArguments(source, translation);
        named += count;
    }
    return named === occurrences(translation, '{') || scanSamePlainArguments(source, translation);
}
/**
 * `samePlainArguments` without the source's `PlainArguments`: each spelling of an argument of a plain
 * `source` (`{name}`, `{ name }`) found in a plain `translation` at least once, and those account
 * for every `{` (every argument) of the translation, so both have the same set of names. Meant for
 * a source text read once, where building and keeping its arguments costs more than this reading.
 * False tells nothing: `samePlainArguments` decides.
 */
function samePlainTexts(source, translation) {
    if (!PLAIN.test(translation) || !PLAIN.test(source))
        return false;
    let named = 0;
    for (let open = source.indexOf('{'); open !== -1;) {
        const close = source.indexOf('}', open);
        const argument = source.slice(open, close + 1);
        // A spelling written twice in the source is counted once.
        if (source.indexOf(argument) === open) {
            const count = occurrences(translation, argument);
            if (count === 0)
                return false;
            named += count;
        }
        open = source.indexOf('{', close);
    }
    return named === occurrences(translation, '{');
}
/** `samePlainArguments` by the scan alone: names with white space around them, other names. */
function scanSamePlainArguments(source, translation) {
    return scan(translation, source.names) === source.required;
}
/** How often `part` occurs in `text`, not overlapping. */
function occurrences(text, part) {
    let count = 0;
    for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length))
        count++;
    return count;
}
/** Internals a test holds the fast paths to: the scan's own answers. */
const plainTestSeam = {
    isPlainByScan: (text) => scan(text, NO_NAMES) !== -1,
    namesByScan: (text) => {
        const names = [];
        return scan(text, NO_NAMES, names) === -1 ? undefined : names;
    },
    scanSamePlainArguments,
};

;// CONCATENATED MODULE: ../../packages/formats/src/checks/slang.ts
/** The modifiers slang reads in a key (`greet(plural, param=gender)`), by name. */
const MODIFIERS = new Set([
    'rich',
    'map',
    'fallback',
    'plural',
    'cardinal',
    'ordinal',
    'context',
    'param',
    'interface',
    'singleInterface',
    'ignoreMissing',
    'ignoreUnused',
    'OUTDATED',
]);
/** A key segment with modifiers: slang's `modifierRegex`, `^([\w-]+)\((.+)\)$`. */
const MODIFIED = /^[\w-]+\((.+)\)$/;
/** A link to another text, `@:path` or `@:{path}` (not `\@:`): slang's `linkedRegex`. */
const LINK = /(?<!\\)@:(?:(\.?\w[\w|.]*\w|\.?\w)|\{(\.?\w[\w|.]*\w|\.?\w)\})/g;
/**
 * Whether entries look like slang's: some key segment carries slang modifiers (`changes(interface=X)`,
 * `aliasGenerator(ignoreMissing, ignoreGpt)`: at least one modifier slang knows), or some text
 * links to another with `@:path`.
 */
function looksLikeSlang(entries) {
    // Keys and texts apart, without an entry array per key: the answer is the same whichever is
    // read first. Most keys have no `(` and most texts no `@:`, without which neither pattern matches.
    for (const key of entries.keys()) {
        if (!key.includes('('))
            continue;
        for (const segment of key.replace(/\[\d+\]/g, '').split('.')) {
            const modifiers = MODIFIED.exec(segment)?.[1];
            if (modifiers?.split(',').some((m) => MODIFIERS.has(m.split('=')[0].trim())))
                return true;
        }
    }
    for (const text of entries.values()) {
        if (!text.includes('@:'))
            continue;
        LINK.lastIndex = 0;
        if (LINK.test(text))
            return true;
    }
    return false;
}
/**
 * slang's placeholders, whichever `string_interpolation` the project chose (the file does not say):
 * `$name`, `${name}` (dart), `{name}` (braces) and `{{name}}` (double_braces), all read as `{name}`,
 * a rich text's default (`${tap(here)}`) aside. Links (`@:path`, `@:{path}`) are skipped, not read
 * as `{path}`. A backslash escapes (`\$x`, `\{x}`), and a `$` not before a letter is a dollar.
 */
function slangPlaceholders(text) {
    const found = [];
    // A link is no placeholder: a translation may write the linked text out (LocalSend's fi does).
    let rest = text.replace(LINK, ' ');
    // Longest forms first, so that `${name}` and `{{name}}` are not read as `{name}` inside them.
    for (const pattern of PARAMETERS) {
        rest = rest.replace(pattern, (_, inner) => {
            found.push(`{${inner.split('(')[0].trim()}}`);
            return ' ';
        });
    }
    return found;
}
/** `${name}`, `{{name}}`, `{name}`, `$name`, each unless escaped with a backslash. */
const PARAMETERS = [
    /(?<!\\)\$\{([^{}]+)\}/g,
    /(?<!\\)\{\{([^{}]+)\}\}/g,
    /(?<![\\$])\{([^{}]+)\}/g,
    /(?<!\\)\$([A-Za-z_]\w*)/g,
];

;// CONCATENATED MODULE: ../../packages/formats/src/checks/text-cache.ts



/** Source texts kept by default; past this a cache starts over, so memory stays bounded on huge pushes. */
const MAX_SOURCE_TEXTS = 200_000;
/**
 * A cache for the checks of one push or pull (see `TextCache`): pass it to `checkPlaceholders` and
 * `checkMessageSyntax` of every file, so each source text is parsed once, not once per file and check.
 */
function createTextCache(options = {}) {
    const parse = options.parse ?? icu/* parseIcu */.RL;
    const argumentsOf = options.plainArguments ?? plainArguments;
    const max = options.maxSourceTexts ?? MAX_SOURCE_TEXTS;
    const shortcuts = options.shortcuts ?? true;
    const sources = new Map();
    // Apart from the other readings: most texts need this one only, and no reading object for it.
    const plains = new Map();
    let files = 0;
    // The sources a file has been checked against: the next file checked against one is not its first.
    const started = new WeakSet();
    // Keyed by the source's entries: every file of one push is checked against the same map.
    const slang = new WeakMap();
    const readingOf = (text) => {
        let reading = sources.get(text);
        if (reading === undefined) {
            if (sources.size >= max)
                sources.clear();
            reading = {};
            sources.set(text, reading);
        }
        return reading;
    };
    const source = (text) => {
        const reading = readingOf(text);
        reading.icu ??= parse(text);
        return reading.icu;
    };
    return {
        forFile(against) {
            const first = against === undefined ? files++ === 0 : !started.has(against);
            if (against !== undefined)
                started.add(against);
            const translations = new Map();
            return {
                source,
                shortcuts,
                samePlainSource(sourceText, text) {
                    if (first && samePlainTexts(sourceText, text))
                        return true;
                    let plain = plains.get(sourceText);
                    if (plain === undefined) {
                        if (plains.size >= max)
                            plains.clear();
                        plain = argumentsOf(sourceText) ?? null;
                        plains.set(sourceText, plain);
                    }
                    return plain !== null && samePlainArguments(plain, text);
                },
                sourceLooksLikeSlang(entries) {
                    let found = slang.get(entries);
                    if (found === undefined) {
                        found = looksLikeSlang(entries);
                        slang.set(entries, found);
                    }
                    return found;
                },
                sourcePlaceholders(text, variant, extract) {
                    const reading = readingOf(text);
                    reading.placeholders ??= new Map();
                    let found = reading.placeholders.get(variant);
                    if (found === undefined) {
                        found = extract(text);
                        reading.placeholders.set(variant, found);
                    }
                    return found;
                },
                translation(text) {
                    let parsed = translations.get(text);
                    if (parsed === undefined) {
                        parsed = parse(text);
                        translations.set(text, parsed);
                    }
                    return parsed;
                },
            };
        },
    };
}

// EXTERNAL MODULE: ../../packages/formats/src/gettext.ts
var gettext = __webpack_require__(6441);
// EXTERNAL MODULE: ../../packages/formats/src/checks/icu-elements.ts
var icu_elements = __webpack_require__(2283);
;// CONCATENATED MODULE: ../../packages/formats/src/checks/laravel.ts
// Laravel's translator (Illuminate\Translation\Translator) loads `lang/<locale>/<group>.php` arrays
// and `lang/<locale>.json` files (under `resources/lang/` before Laravel 9), and replaces the
// parameters the code passes in both alike: `makeReplacements` builds `:key`, `:Key` (ucfirst) and
// `:KEY` (upper) for each and runs `strtr` over the text, after `choice()` has picked a plural form
// by its `{0}`, `[1,19]`, `[20,*]` intervals or by position (`apples|apple`).
/** A JSON file Laravel loads: `<locale>.json` right inside a folder named `lang`. */
const LARAVEL_JSON = /(?:^|[/\\])lang[/\\][A-Za-z]{2,3}(?:[_-][A-Za-z0-9]+)*\.json$/;
/**
 * Whether the JSON file at `path` is one Laravel's translator loads (`lang/de.json`,
 * `resources/lang/pt_BR.json`), whose texts it reads with `:name` parameters, not ICU.
 */
function isLaravelJson(path) {
    return path !== undefined && LARAVEL_JSON.test(path);
}

// EXTERNAL MODULE: ../../packages/formats/src/checks/plural-categories.ts
var plural_categories = __webpack_require__(6235);
// EXTERNAL MODULE: ../../packages/formats/src/checks/plurals.ts + 1 modules
var plurals = __webpack_require__(5259);
;// CONCATENATED MODULE: ../../packages/formats/src/checks/symfony.ts
// Symfony's translator reads a file by its name, `<domain>.<locale>.<loader>` in a `translations/`
// folder (`translations/messages.de.xlf`, a bundle's `Resources/translations/validators.fr.yaml`),
// and its texts by the domain: a `+intl-icu` domain's with PHP's ICU MessageFormatter, any other's
// with `strtr` over the parameters the code passes (`%name%` by convention, `{{ name }}` in the
// Validator's messages), after picking a plural form by Symfony's interval syntax
// (`{0} none|{1} one|]1,Inf[ %count% more`: symfony/translation-contracts TranslatorTrait::trans).
/** The loaders whose files the checks read as Symfony's: XLIFF, YAML and PHP arrays. */
const SYMFONY_FILE = /^[^./\\]+\.[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]+)*\.(?:xlf|xliff|ya?ml|php)$/;
/**
 * How Symfony reads the texts of the file at `path`: `icu` for a `+intl-icu` domain, `parameters`
 * for any other domain, undefined when the path is no Symfony translation resource (a file named
 * `<domain>.<locale>.<xlf|xliff|yaml|yml|php>` in a folder named `translations`, as Symfony's
 * framework bundle looks for them). Laravel's `lang/de/auth.php` and Rails' `config/locales/de.yml`
 * are not.
 */
function symfonyReadingOf(path) {
    if (path === undefined)
        return undefined;
    const segments = path.split(/[/\\]/);
    const name = segments.pop() ?? '';
    if (!segments.includes('translations') || !SYMFONY_FILE.test(name))
        return undefined;
    return name.slice(0, name.indexOf('.')).endsWith('+intl-icu') ? 'icu' : 'parameters';
}
/**
 * A parameter as Symfony's documentation writes it, `%name%`: `%`, a name (letters, digits, `_`,
 * `.`, `-`, starting with a letter or `_`), `%`. A `%` next to a space or a digit is prose
 * ("50 % of", "10%–20%"), and `%percent%%` is the parameter `%percent%` then a percent sign.
 */
const PARAMETER = /%[\p{L}_][\p{L}\p{N}_.-]*%/gu;
/**
 * An explicit interval opening a plural form, as Symfony's `TranslatorTrait` matches it after
 * splitting the text at each `|` (`||` is an escaped pipe) and trimming the form: `{0}`, `{1,2,3}`,
 * `[2,Inf[`, `]1,Inf]`, `[-Inf,0]`. Its braces are no placeholder. Written without overlapping
 * repeats, so a long run of digits or spaces is read once.
 */
const INTERVAL = /(^|(?<!\|)\|(?!\|))\s*(?:\{\s*-?\d[\s,.*+?()\d-]*\}|[[\]]\s*(?:-Inf|-?\d+(?:\.\d+)?)\s*,\s*(?:\+?Inf|-?\d+(?:\.\d+)?)\s*[[\]])/g;
/**
 * Reads Symfony's parameters out of `text` into `found` (as written) and returns the rest of the
 * text, with the explicit intervals of its plural forms blanked, for the other syntaxes
 * (`{{ name }}`, printf when the source has it) to be read in. `known` (a translation's source's
 * parameters) are read first as `strtr` replaces them: at each place, the longest that starts there,
 * so `%用户%user%` has `%user%` (the `%用户` before it is text); any other `%name%` left is read too,
 * so a parameter whose name was translated (`%szűrő%` for `%filter%`) shows as one the source lacks.
 */
function takeSymfonyParameters(text, found, known = []) {
    let rest = text.includes('{') || text.includes('[') || text.includes(']') ? text.replace(INTERVAL, '$1 ') : text;
    if (!rest.includes('%'))
        return rest;
    if (known.length > 0)
        rest = takeKnown(rest, known, found);
    return rest.replace(PARAMETER, (parameter) => {
        found.push(parameter);
        return ' ';
    });
}
/** Whether a placeholder as `takeSymfonyParameters` gives it is a Symfony parameter `%name%`. */
function isSymfonyParameter(placeholder) {
    return placeholder.length > 2 && placeholder.startsWith('%') && placeholder.endsWith('%');
}
/** `known` parameters taken out of `text` into `found` as `strtr` finds them (longest first at each `%`). */
function takeKnown(text, known, found) {
    const longestFirst = [...new Set(known)].sort((a, b) => b.length - a.length);
    let rest = '';
    let copied = 0;
    for (let at = text.indexOf('%'); at !== -1;) {
        const parameter = longestFirst.find((key) => text.startsWith(key, at));
        if (parameter === undefined) {
            at = text.indexOf('%', at + 1);
            continue;
        }
        found.push(parameter);
        rest += `${text.slice(copied, at)} `;
        copied = at + parameter.length;
        at = text.indexOf('%', copied);
    }
    return rest + text.slice(copied);
}

;// CONCATENATED MODULE: ../../packages/formats/src/checks/placeholders.ts









/**
 * `{{name}}` and `{{ name, format }}` (i18next, Handlebars, Vue); the name is trimmed where it is
 * read. No `\s*` around a lazy `([^{}]+?)`: V8 tried each split of a long run of spaces, quadratic.
 */
const DOUBLE_BRACES = /\{\{([^{}]+)\}\}/g;
/** `%{name}` (Ruby, Rails). */
const RUBY = /%\{([^{}]+)\}/g;
/**
 * printf: `%s`, `%d`, `%1$s`, `%(name)s`, `%.2f`, `%ld`, `%@` (Apple). `%%` is a literal percent sign.
 * The space flag and rare conversions (`%o`, `%c`, `%n`…) are left out: "100% of" and "20%off" are
 * prose far more often than placeholders. A width starts with 1–9 (a leading 0 is the flag), as in
 * C: with `\d+` V8 tried every split of `%000…` between flags and width, quadratic in its length.
 */
const PRINTF_BODY = /%(?:(\d+)\$|\(([^)\s]+)\))?[-+0#]*(?:[1-9]\d*|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?([sdifuxXeEgG@])/
    .source;
const PRINTF = new RegExp(`%%|${PRINTF_BODY}`, 'g');
/**
 * Positional `%0`…`%9` (JabRef's properties, Qt): a digit not followed by another digit or by `$`
 * (`%1$s` is printf). Read as `%0` even before a letter (JabRef's "The %0s are the same").
 */
const POSITIONAL_OR_PRINTF = new RegExp(`%%|%\\d(?![\\d$])|${PRINTF_BODY}`, 'g');
/** Whether a text uses positional `%0`…`%9` at all. */
const HAS_POSITIONAL = /(?<!%)(?:%%)*%\d(?![\d$])/;
/**
 * `{name}` and `{0}` when the text is not valid ICU, with a format after a comma or, as .NET and
 * Python write it, a colon (`{0:N2}`, `{1,-10}`), read as `{0}`.
 */
const SINGLE_BRACES = /\{\s*([\p{L}\p{N}_$.-]+)\s*(?:[,:][^{}]*)?\}/gu;
/**
 * XLIFF inline elements as parsers keep them in a text: `<x id="…" equiv-text="…"/>` (Angular),
 * `<ph id="0" equiv="…" disp="…"/>` (XLIFF 2.0), `<g id="1">…</g>`. Tools match them by element and
 * id; `equiv-text`, `disp` and the native code inside `<ph>`, `<bpt>`, `<ept>`, `<it>` are hints.
 */
const INLINE_WITH_CODE = /<(ph|bpt|ept|it)\b((?:[^>"']|"[^"]*"|'[^']*')*)(?<!\/)>[\s\S]*?<\/\1>/g;
const INLINE = /<(x|ph|bx|ex|g|bpt|ept|it|pc|sc|ec)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const INLINE_CLOSE = /<\/(?:g|pc)\s*>/g;
const ID_ATTRIBUTE = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)')/;
/** `%<name>s` (Ruby's formatted interpolation, which Rails I18n accepts). */
const RUBY_FORMATTED = /%<([^<>\s]+)>[-+0# ]*(?:[1-9]\d*)?(?:\.\d+)?[a-zA-Z]/g;
/**
 * The placeholders of a text, grouped by syntax (XLIFF inline elements, Ruby, printf, then braces),
 * each in a normalised spelling: `<x id="INTERPOLATION"/>`, `%{name}`, printf (`%s`, `%1$s`,
 * `%(name)s`, `%.2f` as written), `%0`, `{{name}}`, and ICU arguments as `{name}` (plural, select and
 * formatted arguments included, options searched too). ICU is read with
 * @formatjs/icu-messageformat-parser; a text that is not valid ICU falls back to matching `{name}`.
 */
function extractPlaceholders(text, options = {}) {
    const found = [];
    let rest = text;
    if (rest.includes('<')) {
        const inline = (_, name, attributes) => {
            const id = ID_ATTRIBUTE.exec(attributes);
            if (id)
                found.push(`<${name} id="${id[1] ?? id[2]}"/>`);
            return ' ';
        };
        rest = rest.replace(INLINE_WITH_CODE, inline).replace(INLINE, inline).replace(INLINE_CLOSE, ' ');
    }
    if (options.symfonyParameters)
        rest = takeSymfonyParameters(rest, found, options.sourceParameters);
    // Ruby's and printf's placeholders all start with `%`: most texts have none, and skip three passes.
    if (rest.includes('%')) {
        rest = rest.replace(RUBY, (_, name) => {
            found.push(`%{${name.trim()}}`);
            return ' ';
        });
        rest = rest.replace(RUBY_FORMATTED, (match) => {
            found.push(match);
            return ' ';
        });
        if (options.printf ?? true) {
            const positional = options.positional ?? HAS_POSITIONAL.test(rest);
            rest = rest.replace(positional ? POSITIONAL_OR_PRINTF : PRINTF, (match) => {
                if (match !== '%%')
                    found.push(match);
                return ' ';
            });
        }
    }
    if (!rest.includes('{'))
        return found;
    if (options.icuQuoting === false)
        rest = (0,icu/* unquoted */.qZ)(rest);
    // ICU first: an option body holding an argument (`one {{x}}`) looks like `{{x}}` but is ICU.
    const parse = options.parse ?? icu/* parseIcu */.RL;
    if (collectIcu(rest, found, parse))
        return found;
    rest = rest.replace(DOUBLE_BRACES, (_, inner) => {
        found.push(`{{${inner.split(',')[0].trim()}}}`);
        return ' ';
    });
    if (rest.includes('{') && !collectIcu(rest, found, parse)) {
        for (const match of rest.matchAll(SINGLE_BRACES))
            found.push(`{${match[1]}}`);
    }
    return found;
}
/** Adds the ICU arguments of `text` to `found`; false (adding nothing) when it is not valid ICU. */
function collectIcu(text, found, parse) {
    const parsed = parse(text);
    if (!('elements' in parsed))
        return false;
    collectArguments(parsed.elements, found);
    return true;
}
function collectArguments(elements, found) {
    for (const element of elements) {
        if (element.type === icu_elements/* TYPE */.ZE.literal || element.type === icu_elements/* TYPE */.ZE.pound)
            continue;
        if (element.type === icu_elements/* TYPE */.ZE.tag) {
            collectArguments(element.children, found);
            continue;
        }
        found.push(`{${element.value}}`);
        if ((0,icu_elements/* isPluralElement */.N6)(element) || (0,icu_elements/* isSelectElement */.Jp)(element)) {
            for (const option of Object.values(element.options))
                collectArguments(option.value, found);
        }
    }
}
/**
 * Fluent's placeholders: the variables (`{ $name }`, also as a selector or a function's argument) and
 * the term references (`{ -brand }`) of the text's placeables; text outside braces is never one.
 */
function fluentPlaceholders(text) {
    const found = [];
    let depth = 0;
    let inside = '';
    for (const char of text) {
        if (char === '{')
            depth++;
        else if (char === '}')
            depth = Math.max(0, depth - 1);
        inside += depth > 0 || char === '}' ? char : ' ';
    }
    for (const match of inside.matchAll(/(?<![\w$-])\$[a-zA-Z][\w-]*|\{\s*(-[a-zA-Z][\w-]*)/g)) {
        found.push(`{ ${match[1] ?? match[0]} }`);
    }
    return found;
}
/**
 * Laravel's placeholders: `:name`, spelt `:Name` or `:NAME` to capitalise the value (the same
 * placeholder, so read in lower case). A colon after a letter or digit (`10:30`, `a:b`) is not one.
 */
function laravelPlaceholders(text) {
    return [...text.matchAll(/(?<![\w:]):([a-zA-Z_][a-zA-Z0-9_]*)/g)].map((m) => `:${m[1].toLowerCase()}`);
}
/**
 * A Chrome extension message's placeholders: `$NAME$` (named in its `placeholders`, case-insensitive,
 * so read in upper case) and the positional substitutions `$1`…`$9`; `$$` is a dollar sign.
 */
function chromePlaceholders(text) {
    return [...text.replace(/\$\$/g, '').matchAll(/\$([a-zA-Z0-9_@]+)\$|\$([1-9])/g)].map((m) => m[1] !== undefined ? `$${m[1].toUpperCase()}$` : `$${m[2]}`);
}
/** Signal Desktop's `placeholder_format_custom` for Smartling, `(\$.+?\$)`, as a JavaScript pattern. */
const SMARTLING_DOLLAR = /\$.+?\$/gs;
/**
 * Smartling's placeholders in a file whose directives read each text as ICU (`string_format_paths`
 * `icu: [*\/messageformat]`, with apostrophes quoting as ICU's) and add a custom pattern of `$name$`
 * (`placeholder_format_custom`, the only custom pattern the smartling format accepts): the spans that
 * pattern matches, then the ICU arguments of what is left.
 */
function smartlingPlaceholders(text) {
    const found = [];
    const rest = text.includes('$')
        ? text.replace(SMARTLING_DOLLAR, (match) => {
            found.push(match);
            return ' ';
        })
        : text;
    return [...found, ...extractPlaceholders(rest, { printf: false, icuQuoting: true })];
}
/**
 * Magento's placeholders (`Phrase\Renderer\Placeholder`): `%1`, `%2`… for the phrase's arguments
 * in order, and `%name` for a named one (`__('%name', ['name' => …])`). Nothing else is one: Magento
 * has no printf, and `100 %` is a percent sign.
 */
function magentoPlaceholders(text) {
    return [...text.matchAll(/%(\d+|[A-Za-z_]\w*)/g)].map((m) => `%${m[1]}`);
}
/** Go's fmt verbs: `%s`, `%d`, `%v`, `%q`, `%.2f`, `%[1]s` (an explicit argument index). */
const GO_VERB = /%%|%(?:\[\d+\])?[-+#0]*(?:[1-9]\d*|\*)?(?:\.(?:\d+|\*)?)?(?:\[\d+\])?[vTtdsqxXeEfFgG]/g;
/** A Go template action: `{{.Name}}`, `{{ .Count }}`, `{{- .Name -}}` (its inside: see `actionBody`). */
const GO_ACTION = /\{\{([^{}]*)\}\}/g;
/**
 * The inside of a Go template action without its trim markers and the spaces by them. Not
 * `-?\s*([^{}]*?)\s*-?` in the pattern: V8 tried each split of a long run of spaces, quadratic.
 */
function actionBody(inner) {
    const start = inner.startsWith('-') ? 1 : 0;
    const end = inner.length > start && inner.endsWith('-') ? inner.length - 1 : inner.length;
    return inner.slice(start, end).trim();
}
/**
 * go-i18n's placeholders: Go template actions (`{{.Name}}`, spelt `{{ .Name }}` or with trim
 * markers, so read without the spaces) and fmt verbs (`%s`, `%d`, `%[1]s`); `%%` is a percent sign.
 */
function goPlaceholders(text) {
    const found = [];
    const rest = text.replace(GO_ACTION, (_, inner) => {
        found.push(`{{${actionBody(inner).replace(/\s+/g, ' ')}}}`);
        return ' ';
    });
    for (const match of rest.matchAll(GO_VERB))
        if (match[0] !== '%%')
            found.push(match[0]);
    return found;
}
/**
 * Qt's placeholders: `%1`…`%99` (QString::arg, up to two digits) and `%n` (the count of `tr(…, n)`),
 * each also spelt with `L` for a localised number (`%L1`, `%Ln`), which is the same placeholder.
 * Nothing else is one: Qt has no `%s`, and `%%` is no escape there.
 */
function qtPlaceholders(text) {
    return [...text.matchAll(/%L?(\d{1,2}|n)/g)].map((m) => `%${m[1] === 'n' ? 'n' : Number(m[1])}`);
}
/**
 * A stringsdict text's placeholders: the variables of its format key (`%#@files@`, also with a
 * position, `%1$#@files@`) and printf (`%d`, `%@`, `%1$@`, `%lld`).
 */
function stringsdictPlaceholders(text) {
    const found = [];
    const rest = text.replace(/%(?:\d+\$)?#@([^@\s]*)@/g, (_, name) => {
        found.push(`%#@${name}@`);
        return ' ';
    });
    return [...found, ...extractPlaceholders(rest, { positional: false, icuQuoting: false })];
}
/**
 * Whether a format's texts are ICU MessageFormat messages, where an apostrophe quotes syntax, as each
 * format's own tool reads them: Java's `MessageFormat` (`.properties`: `'{0}'` is literal, `''` an
 * apostrophe), Transifex's ICU (structured JSON) quote; gettext (`.po`, JED: Transmission's `'{name}'`
 * is an argument in quotes), Apple's `.strings` and String Catalogs, Android, .NET (`{0}`, escaped as
 * `{{`), INI and VS Code's NLS files never do. ARB does not by default: Flutter's gen-l10n reads an
 * apostrophe as an ordinary character unless `l10n.yaml` sets `use-escaping: true` (its
 * message_parser.dart; `RuntimeOptions.icuQuoting` carries that setting). The formats with
 * placeholders of their own (`OWN_PLACEHOLDERS`) are read by their own rules.
 */
const ICU_QUOTING = {
    properties: true,
    arb: false,
    'structured-json': true,
    smartling: true,
    po: false,
    jed: false,
    strings: false,
    stringsdict: false,
    xcstrings: false,
    'godot-csv': false,
    twine: false,
    android: false,
    resx: false,
    ini: false,
    vscode: false,
    /** Symfony's `strtr` over parameters; a `+intl-icu` domain is read by PHP's ICU MessageFormatter. */
    symfony: false,
    'symfony-icu': true,
};
/**
 * Whether apostrophes quote in a text of `format` translating `sourceText`: as `ICU_QUOTING` says; for
 * a format whose files may or may not hold ICU (JSON: FormatJS or i18next; YAML; XLIFF: Symfony's
 * `+intl-icu` domains or Angular's; JSON5), when the source text is an ICU message with an argument
 * (`{name}`, a plural): i18next's `{{name}}` is not ICU, and neither is its translation.
 */
function icuQuotingOf(format, sourceText, parse = icu/* parseIcu */.RL) {
    const fixed = ICU_QUOTING[format ?? ''];
    if (fixed !== undefined)
        return fixed;
    // Rails' `%{name}` is read before ICU, and is not an ICU argument.
    const text = sourceText.includes('%{') ? sourceText.replace(RUBY, ' ') : sourceText;
    if (!text.includes('{'))
        return false;
    const parsed = parse(text);
    return 'elements' in parsed && parsed.elements.some((element) => element.type !== icu_elements/* TYPE */.ZE.literal);
}
/** Formats whose placeholders have a syntax of their own, which ICU and printf do not describe. */
const OWN_PLACEHOLDERS = {
    fluent: fluentPlaceholders,
    php: laravelPlaceholders,
    /** Not a format: the JSON files Laravel's translator loads (`lang/de.json`: `isLaravelJson`). */
    'laravel-json': laravelPlaceholders,
    chrome: chromePlaceholders,
    csv: magentoPlaceholders,
    'go-i18n': goPlaceholders,
    smartling: smartlingPlaceholders,
    qt: qtPlaceholders,
    stringsdict: stringsdictPlaceholders,
    /** Not a format: JSON whose source looks like slang's (see `looksLikeSlang`). */
    slang: slangPlaceholders,
};
/**
 * Formats (and slang's JSON) whose texts are never ICU messages: their runtimes read their own
 * placeholders (Fluent's `{ $name }`, Laravel's `:name`, Qt's `%1`…) and nothing of ICU, so a text
 * the ICU parser refuses is no fault there. Smartling's files, whose texts are ICU, are not among them.
 */
const NOT_ICU = new Set([
    'fluent',
    'php',
    'laravel-json',
    'chrome',
    'csv',
    'go-i18n',
    'qt',
    'stringsdict',
    'slang',
    'symfony',
]);
/**
 * Formats whose own tools have no printf (i18next, FormatJS, vue-i18n, Laravel's JSON, VS Code's NLS,
 * Angular's and Symfony's XLIFF, Flutter's gen-l10n, Transifex's ICU, .NET's `String.Format`): a `%`
 * in their translations is printf only when the source text has printf too (an iOS export's XLIFF, a
 * JSON file fed to sprintf). Elsewhere it is the percent sign of prose, as in the Hungarian "50%-hez"
 * (to 50 %) and "50%-e" (50 % of it), which printf's grammar reads as `%-he` and `%-e`.
 */
const PRINTF_IF_SOURCE_HAS = new Set([
    'json',
    'json5',
    'vscode',
    'xliff',
    'arb',
    'structured-json',
    'resx',
    'symfony',
    'symfony-icu',
]);
/** One printf placeholder as `extractPlaceholders` gives it (`%%` is never given). */
const PRINTF_ALONE = new RegExp(`^${PRINTF_BODY}$`);
/**
 * Whether printf is read in a translation of `format` whose source has `sourceFound`: never in Rails'
 * YAML (see `ExtractOptions.printf`), only when the source has printf or `%0`…`%9` in
 * `PRINTF_IF_SOURCE_HAS`.
 */
function printfInTranslation(format, sourceFound) {
    if (format === 'yaml')
        return false;
    if (format === undefined || !PRINTF_IF_SOURCE_HAS.has(format))
        return true;
    // Positional `%0` is read in the same pass as printf, so a source that has one turns it on too.
    return sourceFound.some((placeholder) => PRINTF_ALONE.test(placeholder) || POSITIONAL_ALONE.test(placeholder));
}
/** A `%` placeholder with a position or a name (`%1$s`, `%(name)s`, `%{name}`, `%<name>s`, `%[1]d`). */
const POSITIONED = /^%(\d|\(|\{|<|\[)/;
/** `%0`…`%9` as `extractPlaceholders` gives it. */
const POSITIONAL_ALONE = /^%\d$/;
/**
 * printf placeholders without a position or name: their number matters, not just their presence.
 * A Symfony parameter `%name%` (the only `%` placeholder that ends with `%`) is named.
 */
function counted(placeholder) {
    return placeholder.startsWith('%') && !POSITIONED.test(placeholder) && !isSymfonyParameter(placeholder);
}
function tally(placeholders) {
    const counts = new Map();
    for (const placeholder of placeholders) {
        counts.set(placeholder, counted(placeholder) ? (counts.get(placeholder) ?? 0) + 1 : 1);
    }
    return counts;
}
/**
 * Compares the placeholders of a source text and its translation: each one the translation lacks is
 * `missing`, each one it adds is `extra`. Named and numbered placeholders are compared by presence
 * (an ICU plural may use `{count}` in some branches only); unnumbered printf ones by count.
 * `%0`…`%9` are placeholders when the source uses them, so "%5 indirim" (Turkish for "5% off") is
 * not one. With `format: 'yaml'` (Rails), printf is not read (see `ExtractOptions.printf`); in the
 * formats of `PRINTF_IF_SOURCE_HAS`, a translation's printf is read only when its source has printf.
 */
function comparePlaceholders(source, translation, options = {}) {
    const own = options.format === undefined ? undefined : OWN_PLACEHOLDERS[options.format];
    const printf = options.format !== 'yaml';
    const { texts } = options;
    const sourceFound = texts
        ? sourcePlaceholders(source, options.format, texts, options.icuQuoting)
        : own
            ? own(source)
            : extractPlaceholders(source, {
                printf,
                icuQuoting: options.icuQuoting ?? icuQuotingOf(options.format, source),
                symfonyParameters: options.format === 'symfony',
            });
    const positional = sourceFound.some((p) => POSITIONAL_ALONE.test(p));
    const want = tally(sourceFound);
    const have = tally(own
        ? own(translation)
        : extractPlaceholders(translation, {
            positional,
            printf: printfInTranslation(options.format, sourceFound),
            icuQuoting: options.icuQuoting ?? icuQuotingOf(options.format, source, texts?.source),
            ...(options.format === 'symfony' && {
                symfonyParameters: true,
                sourceParameters: sourceFound.filter(isSymfonyParameter),
            }),
            ...(texts && { parse: texts.translation }),
        }));
    const problems = [];
    for (const [placeholder, count] of want) {
        for (let i = have.get(placeholder) ?? 0; i < count; i++)
            problems.push({ placeholder, kind: 'missing' });
    }
    for (const [placeholder, count] of have) {
        for (let i = want.get(placeholder) ?? 0; i < count; i++)
            problems.push({ placeholder, kind: 'extra' });
    }
    return problems;
}
/** A source text's placeholders as `comparePlaceholders` reads them for `format`, once per text. */
function sourcePlaceholders(text, format, texts, quoting) {
    const own = format === undefined ? undefined : OWN_PLACEHOLDERS[format];
    if (own)
        return texts.sourcePlaceholders(text, `own:${format}`, own);
    const printf = format !== 'yaml';
    const icuQuoting = quoting ?? icuQuotingOf(format, text, texts.source);
    const symfonyParameters = format === 'symfony';
    const reading = `${printf ? 'printf' : 'no-printf'}${icuQuoting ? '' : ':no-quoting'}${symfonyParameters ? ':symfony' : ''}`;
    return texts.sourcePlaceholders(text, reading, (t) => extractPlaceholders(t, { printf, icuQuoting, symfonyParameters, parse: texts.source }));
}
/**
 * Whether the ICU texts of a file read apostrophes as ordinary characters, so its syntax is judged on
 * them so read: ARB unless its tool quotes (gen-l10n without `use-escaping`), or any file whose
 * options say apostrophes do not quote. Other formats keep ICU's reading for the syntax check.
 */
function apostrophesAreText(options) {
    return options.icuQuoting === false || (options.icuQuoting === undefined && options.format === 'arb');
}
/**
 * Checks every translated key against its source text. A plural form the source does not have
 * (`items_few` in Russian) is compared with the source's `other` form; a gettext message with its
 * msgid (and its forms with msgid_plural). In a plural form, a placeholder the source's group shows
 * in any form may appear (Russian `one` holds 21 too, so it shows the number), and a form that holds
 * a single count in the translation's locale may leave placeholders out ("one item", a Rails
 * `zero` "nobody"). A translation that breaks its source's ICU syntax is left to `checkMessageSyntax`.
 */
function checkPlaceholders(source, translation, options = {}) {
    const scope = placeholderScope(source, translation, options);
    const problems = [];
    for (const [key, text] of translation)
        placeholderProblemsOfKey(scope, key, text, problems);
    return problems;
}
/** The formats Symfony's translator loads, whose texts it reads by its own rules under its layout. */
const SYMFONY_LOADED = new Set(['xliff', 'yaml', 'php']);
/**
 * The reading of a file that Symfony's translator loads (`symfonyReadingOf` its path): `symfony`
 * for a domain read with `strtr` (parameters `%name%`, then `{{ name }}` and `{name}`; plural
 * intervals are no placeholder, apostrophes are characters, ICU syntax is not judged, Laravel's
 * `:name` is not read), `symfony-icu` for a `+intl-icu` domain (ICU MessageFormat, apostrophes
 * quoting); undefined for any other file.
 */
function symfonyFormatOf(format, path) {
    if (format === undefined || !SYMFONY_LOADED.has(format))
        return undefined;
    const reading = symfonyReadingOf(path);
    if (reading === undefined)
        return undefined;
    return reading === 'icu' ? 'symfony-icu' : 'symfony';
}
/** The scope of `checkPlaceholders` over one translation file. */
function placeholderScope(source, translation, options) {
    const texts = options.texts ?? createTextCache().forFile();
    // A JSON file of slang's (the Flutter package) has slang's placeholders and links; one Laravel
    // loads (`lang/de.json`) has Laravel's.
    const format = options.format === 'json' && isLaravelJson(options.path)
        ? 'laravel-json'
        : options.format === 'json' && texts.sourceLooksLikeSlang(source)
            ? 'slang'
            : (symfonyFormatOf(options.format, options.path) ?? options.format);
    return {
        source,
        translation,
        options,
        texts,
        format,
        own: OWN_PLACEHOLDERS[format ?? ''] !== undefined,
        plainApostrophes: apostrophesAreText(options),
        judgesIcuSyntax: !NOT_ICU.has(format ?? ''),
        compareOptions: {
            ...(format !== undefined && { format }),
            texts,
            ...(options.icuQuoting !== undefined && { icuQuoting: options.icuQuoting }),
        },
    };
}
/** Adds to `problems` the placeholder problems of one translated key (see `checkPlaceholders`). */
function placeholderProblemsOfKey(scope, key, text, problems) {
    const { source, translation, options, texts, format, own } = scope;
    const group = (0,plural_categories/* mayNamePluralForm */.j)(key) ? (0,plurals/* pluralGroupOf */.jY)(key, translation, source) : undefined;
    const sourceText = referenceText(key, group, source, translation, options.format);
    if (sourceText === undefined || text === '')
        return;
    if (texts.shortcuts && passes(sourceText, text, own, texts))
        return;
    if (!own && scope.judgesIcuSyntax && brokenIcu(sourceText, text, texts, scope.plainApostrophes))
        return;
    const found = comparePlaceholders(sourceText, text, scope.compareOptions);
    if (found.length === 0)
        return;
    if (!group) {
        for (const problem of found)
            problems.push({ key, ...problem });
        return;
    }
    const shown = new Set([
        ...(0,plurals/* groupKeys */.YP)(group, source).map((k) => source.get(k)),
        ...(group.style === 'index' ? gettextSources(group, translation) : []),
    ].flatMap((t) => sourcePlaceholders(t, format, texts, options.icuQuoting)));
    const rule = options.locale === undefined ? undefined : (0,plurals/* groupRule */.sE)(group, options.locale, options);
    // Unknown rules (no locale) cannot tell which counts a form holds: leaving placeholders out passes.
    const single = rule === undefined || !rule.forms.includes(group.category) || (0,plurals/* singleCount */.e6)(group, rule) !== undefined;
    for (const problem of found) {
        if (problem.kind === 'extra' && shown.has(problem.placeholder))
            continue;
        if (problem.kind === 'missing' && single)
            continue;
        problems.push({ key, ...problem });
    }
}
/**
 * The source text a translated key is compared with: the source's text for the key, else (a form
 * only the translation has) its group's `other` form. A gettext message whose source file has no text
 * for it (an untranslated catalog, or no source file entry) is compared with its msgid (the key,
 * after any context), its plural forms with msgid_plural: gettext's own notion of the source text.
 * A source file that holds texts (a `.pot` read as a template, or an `en.po` whose msgids are
 * identifiers) is compared as it is.
 */
function referenceText(key, group, source, translation, format) {
    const stated = source.get(key) ?? (group ? source.get(group.otherKey) : undefined);
    if (format !== 'po' || (stated !== undefined && stated !== ''))
        return stated;
    if (group?.style === 'index') {
        const [msgid, plural] = gettextSources(group, translation);
        return group.category === '0' ? msgid : (plural ?? msgid);
    }
    if (key.endsWith('[msgid_plural]'))
        return stated;
    return key.slice(key.indexOf(gettext/* PO_CONTEXT_SEPARATOR */.MJ) + 1);
}
/** A gettext plural message's msgid (from the key) and msgid_plural (from its `[msgid_plural]` entry). */
function gettextSources(group, translation) {
    const msgid = group.base.slice(group.base.indexOf(gettext/* PO_CONTEXT_SEPARATOR */.MJ) + 1);
    const plural = translation.get(`${group.base}[msgid_plural]`);
    return plural === undefined ? [msgid] : [msgid, plural];
}
/**
 * A translation that has no placeholder problem, known without reading it in full: its source's
 * own text (read the same way, it has the same placeholders: positional `%0` is read in it exactly
 * when the source has one), or, for the formats read as ICU and printf, a plain text (plain.ts)
 * with the same set of `{name}` arguments as a plain source, which compares them by presence.
 */
function passes(sourceText, text, own, texts) {
    if (text === sourceText)
        return true;
    if (own)
        return false;
    return texts.samePlainSource(sourceText, text);
}
/** A translation that is not ICU where its source is: the syntax check reports it, once. */
function brokenIcu(sourceText, text, texts, plainApostrophes) {
    const read = plainApostrophes ? icu/* unquoted */.qZ : (t) => t;
    return (sourceText.includes('{') &&
        text.includes('{') &&
        isIcu(texts.source(read(sourceText))) &&
        !isIcu(texts.translation(read(text))));
}
/**
 * Finds translations that are not valid ICU where their source is an ICU message with arguments
 * (an unbalanced brace, a misspelt `plural`): such a text fails at run time in every ICU library.
 * Sources that are not ICU (or have no `{…}` at all) are not judged.
 */
function checkMessageSyntax(source, translation, options = {}) {
    const problems = [];
    const scope = placeholderScope(source, translation, options);
    if (!scope.judgesIcuSyntax)
        return problems;
    const { texts, plainApostrophes } = scope;
    for (const [key, text] of translation) {
        const problem = syntaxProblemOfKey(source, translation, texts, key, text, plainApostrophes);
        if (problem !== undefined)
            problems.push(problem);
    }
    return problems;
}
/**
 * The syntax problem of one translated key, if any (see `checkMessageSyntax`); with
 * `plainApostrophes` (`apostrophesAreText`), both texts are parsed with apostrophes as characters.
 */
function syntaxProblemOfKey(source, translation, texts, key, text, plainApostrophes = false) {
    const { shortcuts } = texts;
    // A plain text is valid ICU (plain.ts): nothing to report, whatever its source.
    if (text === '' || (shortcuts && isPlainText(text)))
        return undefined;
    const sourceText = source.get(key) ?? source.get((0,plurals/* pluralGroupOf */.jY)(key, translation, source)?.otherKey ?? '');
    if (sourceText === undefined || !sourceText.includes('{'))
        return undefined;
    // The source's own text is ICU when the source is.
    if (shortcuts && text === sourceText)
        return undefined;
    const read = plainApostrophes ? icu/* unquoted */.qZ : (t) => t;
    if (!isIcu(texts.source(read(sourceText))))
        return undefined;
    const parsed = texts.translation(read(text));
    if (!('error' in parsed))
        return undefined;
    const err = parsed.error;
    const location = err.location?.start;
    const where = location ? ` at line ${location.line}, column ${location.column} of the text` : '';
    // The parser names errors like EXPECT_ARGUMENT_CLOSING_BRACE; a person reads words.
    const reason = (err instanceof Error ? err.message : String(err)).toLowerCase().replace(/_/g, ' ');
    return { key, message: `invalid ICU message: ${reason}${where}` };
}
/** Whether the ICU parser accepted the text (`{{name}}`, i18next's syntax, is refused). */
function isIcu(parsed) {
    return 'elements' in parsed;
}

;// CONCATENATED MODULE: ../../packages/formats/src/checks/translation-checks.ts


/**
 * `checkPlaceholders`, `checkMessageSyntax` and, with `pluralLocale`, `checkPlurals` of one
 * translation file, in one pass over its entries: the same problems in the same order. A key the
 * three would pass is let go at a first look, for most keys of a file: a key that cannot name a
 * plural form, with an empty text, or with its source's own text (no ICU plural in it), or with a
 * plain text (plain.ts) holding its plain source's arguments.
 */
function checkTranslation(source, translation, options = {}) {
    const scope = placeholderScope(source, translation, options);
    const { texts, own } = scope;
    const tally = options.pluralLocale === undefined
        ? undefined
        : new plurals/* PluralTally */.Bn(translation, options.pluralLocale, source, options);
    const placeholders = [];
    const syntax = [];
    const quick = texts.shortcuts;
    // A gettext message with an empty source text is compared with its msgid (`referenceText`).
    const po = options.format === 'po';
    for (const [key, text] of translation) {
        if (quick && !(0,plural_categories/* mayNamePluralForm */.j)(key)) {
            if (text === '')
                continue;
            const sourceText = source.get(key);
            if (sourceText !== undefined && (sourceText !== '' || !po) && passesAll(sourceText, text, own, texts))
                continue;
        }
        placeholderProblemsOfKey(scope, key, text, placeholders);
        if (scope.judgesIcuSyntax) {
            const problem = syntaxProblemOfKey(source, translation, texts, key, text, scope.plainApostrophes);
            if (problem !== undefined)
                syntax.push(problem);
        }
        tally?.add(key, text);
    }
    return { placeholders, syntax, plurals: tally?.problems() ?? [] };
}
/**
 * Whether a translation of a key that names no plural form passes the three checks against its
 * source text. Its source's own text passes the placeholder and syntax checks, so only an ICU plural
 * in it is left to read. Any other text passes only as a plain one (`passes`), and a plain text is
 * valid ICU without a plural.
 */
function passesAll(sourceText, text, own, texts) {
    if (text === sourceText)
        return !text.includes('plural') && !text.includes('selectordinal');
    return passes(sourceText, text, own, texts);
}

// EXTERNAL MODULE: ../../packages/sync/src/repository/discovery.ts
var discovery = __webpack_require__(6630);
;// CONCATENATED MODULE: ../../packages/sync/src/checks/describe.ts


/**
 * A checker of translations against their source for one run: every file is checked against the
 * same source texts, each parsed once for the whole run (one text cache), and the ICU parser is
 * loaded only by a text that needs it.
 */
function sourceChecker() {
    const cache = createTextCache();
    return (source, item) => (0,icu/* withIcuParser */.Bv)(() => describeProblems(source, item, { cache }));
}
/**
 * What is wrong with a translation against its source, one line per problem naming the key and the
 * placeholder: placeholders lost or added, and ICU syntax the translation broke. With `plurals`, also
 * plural forms the translation's locale needs and lacks, by the rules of its file's runtime. The
 * format is the one the layout names for the file, else the one its path says (a Chrome
 * `_locales/<locale>/messages.json` is `chrome`). Pass one `cache` for every file checked against
 * the same source, so each source text is parsed once, not once per file.
 */
function describeProblems(source, item, options = {}) {
    const runtime = runtimeOf(item);
    // The file's first look at its source is per source: a push of several resources has one cache.
    const texts = (options.cache ?? createTextCache()).forFile(source.entries);
    const found = checkTranslation(source.entries, item.entries, {
        locale: item.locale,
        ...runtime,
        texts,
        ...(options.plurals && { pluralLocale: item.locale }),
    });
    return [
        ...found.placeholders.map((p) => `key "${p.key}": placeholder ${p.placeholder} ${p.kind === 'missing' ? `of the source (${source.path}) is missing` : `is not in the source (${source.path})`}`),
        ...found.syntax.map((p) => `key "${p.key}": ${p.message}`),
        ...found.plurals.map(pluralLine),
    ];
}
/**
 * Plural forms a file's locale needs and its texts lack, or that its runtime can never pick, one
 * line each; the rules are those of the file's format (see `checkPlurals`).
 */
function describePlurals(item, source) {
    return (0,plurals/* checkPlurals */.Eu)(item.entries, item.locale, source, runtimeOf(item)).map(pluralLine);
}
function pluralLine(p) {
    return p.kind === 'missing'
        ? `key "${p.key}": ${p.locale} needs the plural form "${p.category}"${p.argument ? ` in argument {${p.argument}}` : ''}, which is missing`
        : `key "${p.key}": ${p.locale} has no plural form "${p.category}"${p.argument ? ` (argument {${p.argument}})` : ''}; it is never used`;
}
/**
 * The format of a file (as given, else from its path), its text and its path (a Symfony
 * `translations/<domain>.<locale>.xlf` is read as Symfony's translator reads it), whose rules the
 * checks follow.
 */
function runtimeOf(item) {
    const format = item.format ?? (0,discovery/* syncFormatForPath */.tD)(item.path)?.name;
    return {
        path: item.path,
        ...(format !== undefined && { format }),
        ...(item.content !== undefined && { content: item.content }),
        ...(item.icuQuoting !== undefined && { icuQuoting: item.icuQuoting }),
    };
}


/***/ })

};
