export const id = 618;
export const ids = [618];
export const modules = {

/***/ 8618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jed: () => (/* binding */ jed)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/gettext.ts
var gettext = __webpack_require__(6441);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/read.ts
var read = __webpack_require__(8798);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/jed/model.ts
/** What the root of a JED file must be, as `wp i18n make-json` writes it. */
const JED_ROOT = 'a JED file must hold a JSON object with "locale_data": {"<domain>": {"": {…header}, "<msgid>": ["<msgstr>"]}}';
/** Forms one message may hold: gettext's formulas have at most a handful (the checks read up to 10). */
const MAX_FORMS = 20;
/** A plural form's key, `<msgid>[N]`, the PO format's spelling of msgstr[N]. */
const FORM_KEY = /^(.*)\[(\d+)\]$/s;

;// CONCATENATED MODULE: ../../packages/formats/src/formats/jed/read.ts





/**
 * Reads a JED file as @wordpress/i18n (Tannin) and Jed 1.x read it: `locale_data[domain]` maps each
 * message key to its forms, the `""` member is the header, and form N of a plural message is element N
 * of its array (msgid_plural is not stored). The domain is the top-level `domain` when the file has
 * one, else `locale_data`'s only member. A key written twice keeps its last value, as `JSON.parse`
 * does, with a warning.
 */
function readJed(content, options = {}) {
    const doc = (0,read/* readJsonDocument */.E_)(content, JED_ROOT);
    const top = (0,read/* membersOf */.lS)(doc.root);
    const fail = (why, node) => {
        const line = doc.lineOf(node.offset);
        return new errors/* FormatError */.I(`line ${line}: ${why}`, { line });
    };
    const localeData = top.get('locale_data');
    if (localeData === undefined)
        throw new errors/* FormatError */.I(`${JED_ROOT}; this file has no "locale_data"`, { line: 1 });
    if (localeData.value.type !== 'object')
        throw fail('"locale_data" must be an object of domains', localeData.value);
    const domains = (0,read/* membersOf */.lS)(localeData.value);
    const named = top.get('domain')?.value;
    let domain;
    if (named?.type === 'string' && domains.has(named.value))
        domain = named.value;
    else if (domains.size === 1)
        domain = [...domains.keys()][0];
    else {
        throw fail(`"locale_data" holds ${domains.size === 0 ? 'no domain' : `the domains ${[...domains.keys()].map((d) => `"${d}"`).join(', ')}`} and the top-level "domain" names none of them; a JED file written by wp i18n make-json holds one domain, named by "domain"`, localeData.value);
    }
    const domainNode = domains.get(domain).value;
    if (domainNode.type !== 'object')
        throw fail(`domain "${domain}" must be an object of messages`, domainNode);
    const messages = [];
    const empty = new Set();
    let pluralForms;
    const members = (0,read/* membersOf */.lS)(domainNode, (name, first, repeat) => options.warn?.((0,read/* duplicateWarning */.CB)(doc, name, first, repeat)));
    for (const { name, property, value } of members.values()) {
        const line = doc.lineOf(property.offset);
        if (name === '') {
            if (value.type !== 'object')
                throw fail(`the header (the "" member of domain "${domain}") must be an object`, value);
            const forms = (0,read/* membersOf */.lS)(value).get('plural-forms')?.value;
            if (forms?.type === 'string')
                pluralForms = forms.value;
            continue;
        }
        (0,model/* checkKeyLength */.Ob)(name, line);
        if (value.type !== 'array') {
            throw fail(`message "${name}" must be an array of its translations (["…"]), not a${value.type === 'object' ? 'n' : ''} ${value.type}`, value);
        }
        const items = value.children ?? [];
        if (items.length > MAX_FORMS)
            throw fail(`message "${name}" has ${items.length} forms, more than ${MAX_FORMS}; no plural formula has that many`, value);
        const odd = items.find((item) => item.type !== 'string');
        if (odd !== undefined) {
            // @wordpress/i18n still loads the file (it only shows such a message oddly): skip it, kept as written.
            options.warn?.({
                message: `message "${name}" holds a${odd.type === 'object' || odd.type === 'array' ? 'n' : ''} ${odd.type} where a translation belongs; it is not read and is kept as written (a Jed 0.x file with null first: regenerate it with wp i18n make-json)`,
                line,
                key: name,
            });
            empty.add(name);
            continue;
        }
        const forms = items.map((item) => item.value);
        if (forms.length === 0) {
            empty.add(name);
            continue;
        }
        messages.push({ name, property, value, forms, line });
        (0,model/* checkEntryCount */.Q1)(messages.length, line);
    }
    const count = (0,gettext/* nplurals */.ek)(pluralForms);
    if (count > 0 && options.warn) {
        for (const message of messages) {
            if (message.forms.length > 1 && message.forms.length !== count) {
                options.warn({
                    message: `message "${message.name}" has ${message.forms.length} forms but the header's plural-forms says nplurals=${count}; @wordpress/i18n takes form N from element N (a file that puts msgid_plural first, as Jed 0.x did, is read shifted)`,
                    line: message.line,
                    key: message.name,
                });
            }
        }
    }
    return { doc, domain, domainNode, pluralForms, messages, empty };
}
/**
 * The texts of a JED file: a message with one form is its key; one with several is `key[0]`,
 * `key[1]`, … as the PO format keys msgstr[N], so JED and PO files of one project share keys.
 */
function jedEntries(jed) {
    const entries = new Map();
    for (const { name, forms, line } of jed.messages) {
        if (forms.length === 1)
            entries.set(name, forms[0]);
        else
            for (const [i, form] of forms.entries())
                entries.set(`${name}[${i}]`, form);
        (0,model/* checkEntryCount */.Q1)(entries.size, line);
    }
    return entries;
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/splice.ts
var splice = __webpack_require__(7840);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/rewrite.ts
var rewrite = __webpack_require__(5284);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/jed/write.ts



/**
 * Groups entries into JED messages, in the order of each message's first key: `k[0]`, `k[1]`, … are
 * the forms of `k` when the entries hold `k[msgid_plural]` (a PO source's plural) or at least two of
 * them (`k[0]` alone is a msgid of its own, as in PO). `k[msgid_plural]` itself is not written:
 * JED does not store it.
 */
function jedMessages(entries) {
    const counts = new Map();
    const plural = new Set();
    for (const key of entries.keys()) {
        if (key.endsWith(gettext/* PLURAL_SOURCE */.Pr))
            plural.add(key.slice(0, -gettext/* PLURAL_SOURCE */.Pr.length));
        const form = FORM_KEY.exec(key);
        if (form)
            counts.set(form[1], (counts.get(form[1]) ?? 0) + 1);
    }
    for (const [base, count] of counts)
        if (count > 1)
            plural.add(base);
    const messages = new Map();
    for (const [key, value] of entries) {
        if (key.endsWith(gettext/* PLURAL_SOURCE */.Pr) && plural.has(key.slice(0, -gettext/* PLURAL_SOURCE */.Pr.length)))
            continue;
        const form = FORM_KEY.exec(key);
        if (form && plural.has(form[1])) {
            const base = form[1];
            const index = Number(form[2]);
            if (index >= MAX_FORMS) {
                throw new errors/* FormatError */.I(`key "${key}" is form ${index} of "${base}"; a JED message holds at most ${MAX_FORMS} forms`, { key });
            }
            const forms = messages.get(base) ?? [];
            forms[index] = value;
            messages.set(base, forms);
            continue;
        }
        if (key === '') {
            throw new errors/* FormatError */.I('an empty key cannot be written to a JED file: the "" member is its header', {
                key,
            });
        }
        messages.set(key, [value]);
    }
    // A missing form in the middle is an empty msgstr, as in PO.
    for (const [base, forms] of messages)
        messages.set(base, Array.from(forms, (f) => f ?? ''));
    return messages;
}
/**
 * Writes a JED file from nothing in the layout of WordPress.org's language packs (one line, domain
 * `messages`, a header with `domain`, `plural-forms` and `lang`, one array per message), in JSON's own
 * escaping (`/` and non-ASCII as they are).
 */
function serializeJed(entries, options = {}) {
    const header = Object.create(null);
    header.domain = 'messages';
    if (options.locale !== undefined) {
        const forms = (0,gettext/* gettextPluralForms */.pE)(options.locale);
        if (forms !== undefined)
            header['plural-forms'] = forms;
        header.lang = options.locale;
    }
    const members = [`"":${JSON.stringify(header)}`];
    for (const [key, forms] of jedMessages(entries)) {
        members.push(`${JSON.stringify(key)}:${JSON.stringify(forms)}`);
    }
    const text = `{"domain":"messages","locale_data":{"messages":{${members.join(',')}}}}`;
    return options.trailingNewline === true ? `${text}\n` : text;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/jed/rewrite.ts




const endOf = (node) => node.offset + node.length;
/**
 * Writes texts over an existing JED file in place: a changed form replaces only its string, a
 * message whose number of forms changes gets a new array, a removed message goes with its comma, new
 * messages follow the domain's last member in the file's own layout. The header, the top-level
 * fields, other domains, untranslated `[]` messages the entries do not fill, and the bytes of
 * everything else stay as written.
 */
function rewriteJed(entries, existing, _options) {
    const jed = readJed(existing);
    const { doc, domainNode } = jed;
    const { text } = doc;
    const layout = (0,rewrite/* documentLayout */.ib)(doc);
    const colon = (0,rewrite/* objectColon */.dS)(text, domainNode, layout);
    const quote = writtenByWpCli(text) ? phpJsonString : layout.escape;
    const wanted = jedMessages(entries);
    const children = domainNode.children ?? [];
    const arrayStyle = styleOfArrays(text, children);
    const render = (forms) => `[${arrayStyle.open}${forms.map(quote).join(arrayStyle.separator)}${arrayStyle.close}]`;
    const splices = [];
    const known = new Set();
    for (const message of jed.messages) {
        known.add(message.name);
        const forms = wanted.get(message.name);
        if (forms === undefined)
            continue;
        const items = message.value.children ?? [];
        if (forms.length !== items.length) {
            splices.push({ start: message.value.offset, end: endOf(message.value), text: render(forms) });
            continue;
        }
        forms.forEach((form, i) => {
            const item = items[i];
            if (item.value !== form)
                splices.push({ start: item.offset, end: endOf(item), text: quote(form) });
        });
    }
    for (const name of jed.empty) {
        known.add(name);
        const forms = wanted.get(name);
        if (forms === undefined)
            continue;
        // The last definition counts, as JSON.parse reads it.
        const property = [...children].reverse().find((c) => c.children?.[0]?.value === name);
        const value = property.children?.[1];
        splices.push({ start: value.offset, end: endOf(value), text: render(forms) });
    }
    // Messages the entries no longer hold go, every definition of them; untranslated ones stay.
    const removed = children.map((child) => {
        const name = child.children?.[0]?.value;
        return name !== '' && known.has(name) && !jed.empty.has(name) && !wanted.has(name);
    });
    const kept = removed.filter((r) => !r).length;
    for (let i = 0; i < children.length; i++) {
        if (!removed[i])
            continue;
        let last = i;
        while (removed[last + 1])
            last++;
        const first = children[i];
        const after = children[last + 1];
        if (i > 0)
            splices.push({ start: endOf(children[i - 1]), end: endOf(children[last]), text: '' });
        else
            splices.push({
                start: first.offset,
                end: after ? after.offset : endOf(children[last]),
                text: '',
            });
        i = last;
    }
    const added = [...wanted].filter(([name]) => !known.has(name));
    if (added.length > 0) {
        const lead = memberLead(text, domainNode, children);
        const at = children.length > 0 ? endOf(children.at(-1)) : domainNode.offset + 1;
        const members = added.map(([name, forms]) => `${lead}${quote(name)}${colon}${render(forms)}`);
        splices.push({ start: at, end: at, text: (kept > 0 ? ',' : '') + members.join(',') });
    }
    if (splices.length === 0)
        return existing;
    splices.sort((a, b) => b.start - a.start || b.end - a.end);
    return doc.bom + (0,splice/* spliceFromEnd */.s)(text, splices);
}
/**
 * Whether `wp i18n make-json` wrote the file and nothing has written raw non-ASCII into it since: its
 * header names WP-CLI as the generator. WP-CLI writes with PHP's `json_encode` and no flags.
 */
function writtenByWpCli(text) {
    return /"generator"\s*:\s*"WP-CLI\\?\//.test(text) && !/[\u0080-\uffff]/.test(text);
}
/**
 * A string as PHP's `json_encode` writes it without flags: every character past ASCII as `\uXXXX`
 * (UTF-16 units, lower-case hex), `/` as `\/`; quotes, backslashes and control characters as
 * JSON.stringify escapes them. A file that has no such character yet (Translation Stats' only
 * says `\/`) thus gets the same escapes as one that has (GP Toolbox's `\u00e3`).
 */
function phpJsonString(value) {
    return JSON.stringify(value)
        .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replaceAll('/', '\\/');
}
/** The white space before a member of the domain: between two members (less the comma), or after `{`. */
function memberLead(text, domain, children) {
    if (children.length > 1) {
        return text.slice(endOf(children[0]), children[1].offset).replace(',', '');
    }
    if (children.length === 1)
        return text.slice(domain.offset + 1, children[0].offset);
    return '';
}
/** How the file spaces its message arrays (one line, or one form a line), from its first non-empty one. */
function styleOfArrays(text, children) {
    const arrays = children
        .map((c) => c.children?.[1])
        .filter((v) => v?.type === 'array' && (v.children?.length ?? 0) > 0);
    const several = arrays.find((a) => (a.children?.length ?? 0) > 1);
    const sample = several ?? arrays[0];
    if (sample === undefined)
        return { open: '', separator: ',', close: '' };
    const items = sample.children;
    const open = text.slice(sample.offset + 1, items[0].offset);
    const close = text.slice(endOf(items.at(-1)), endOf(sample) - 1);
    const separator = several ? text.slice(endOf(items[0]), items[1].offset) : `,${open}`;
    return { open, separator, close };
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/jed/index.ts




function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...jedEntries(readJed(content)).keys()],
    };
}
/**
 * WordPress JED JSON (`wp i18n make-json`, read by @wordpress/i18n): messages keyed by gettext's
 * msgid (with its context), plural forms as `key[0]`, `key[1]`…; the header and everything but the
 * changed translations kept as written. Only a `files` entry naming `jed` makes a `.json` this format.
 */
const jed = {
    name: 'jed',
    extensions: ['.json'],
    structures: ['flat'],
    parse: (content, options) => jedEntries(readJed(content, options)),
    serialize: (entries, { locale, style }) => serializeJed(entries, {
        ...(locale !== undefined && { locale }),
        ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
    detectStyle,
    serializeOver: rewriteJed,
};


/***/ }),

/***/ 6441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ compileGettextPlural),
/* harmony export */   MJ: () => (/* binding */ PO_CONTEXT_SEPARATOR),
/* harmony export */   Pr: () => (/* binding */ PLURAL_SOURCE),
/* harmony export */   RS: () => (/* binding */ poPluralForms),
/* harmony export */   _V: () => (/* binding */ isPoTemplate),
/* harmony export */   ek: () => (/* binding */ nplurals),
/* harmony export */   h4: () => (/* binding */ jedPluralForms),
/* harmony export */   jE: () => (/* binding */ poKey),
/* harmony export */   pE: () => (/* binding */ gettextPluralForms)
/* harmony export */ });
/* harmony import */ var _shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5596);

/**
 * gettext keys. A message is keyed by its msgid; with a context, by `msgctxt + "\u0004" + msgid`
 * (the separator gettext itself uses in .mo files). A plural message becomes `<key>[msgid_plural]`
 * holding its msgid_plural and `<key>[0]`, `<key>[1]`, … holding msgstr[0], msgstr[1], …. In a
 * `.pot` template the texts are the msgids: `<key>` (or `<key>[0]`) holds the msgid and `<key>[1]`
 * the msgid_plural, so a translation and its template have the same keys.
 */
const PO_CONTEXT_SEPARATOR = '\u0004';
const PLURAL_SOURCE = '[msgid_plural]';
/** The key of a message: its msgid, after its context and the separator when it has one. */
function poKey(msgid, msgctxt) {
    return msgctxt === undefined ? msgid : `${msgctxt}${PO_CONTEXT_SEPARATOR}${msgid}`;
}
/** Whether a path names a gettext template (`.pot`, any case), whose texts are the msgids. */
function isPoTemplate(path) {
    return path !== undefined && /\.pot$/i.test(path);
}
// ---------------------------------------------------------------------------------------------
// Writing a new file
/**
 * `Plural-Forms` headers by language: gettext's own table (gettext 0.21's plural-table.c, what
 * `msginit` writes: checked against it for every two-letter code), and for languages that table lacks,
 * the formulas in common use (Chinese, Indonesian, Thai, Catalan, Bosnian, Arabic). A language not
 * listed gets none (gettext tools then assume two forms): write over a file that has it.
 */
const PLURAL_FORMS = [
    [['ja', 'ko', 'vi', 'th', 'zh', 'id'], 'nplurals=1; plural=0;'],
    [
        [
            'en',
            'de',
            'nl',
            'sv',
            'da',
            'no',
            'nb',
            'nn',
            'fo',
            'fi',
            'et',
            'el',
            'he',
            'it',
            'es',
            'eo',
            'bg',
            'ca',
            'hu',
            'tr',
            'pt',
        ],
        'nplurals=2; plural=(n != 1);',
    ],
    [['fr', 'pt_BR'], 'nplurals=2; plural=(n > 1);'],
    [['ga'], 'nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;'],
    [['lv'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);'],
    [['lt'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);'],
    [
        ['ru', 'uk', 'be', 'sr', 'hr', 'bs'],
        'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
    ],
    [['cs', 'sk'], 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;'],
    [['pl'], 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);'],
    [['ro'], 'nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;'],
    [['sl'], 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);'],
    [
        ['ar'],
        'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
    ],
];
/**
 * The usual gettext `Plural-Forms` header for a locale, when `PLURAL_FORMS` has it: looked up by
 * language and territory first (`pt_BR`), then by language, as msginit looks it up.
 */
function gettextPluralForms(locale) {
    const parts = locale.split(/[-_@.]/);
    const language = parts[0]?.toLowerCase() ?? '';
    const territory = parts.slice(1).find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part));
    const full = territory === undefined ? undefined : `${language}_${territory.toUpperCase()}`;
    const find = (code) => code === undefined ? undefined : PLURAL_FORMS.find(([codes]) => codes.includes(code))?.[1];
    return find(full) ?? find(language);
}
/** The `nplurals` of a `Plural-Forms` header (or of the header block's whole text). */
function nplurals(pluralForms) {
    const match = pluralForms === undefined ? null : /nplurals\s*=\s*(\d+)/.exec(pluralForms);
    return match ? Number(match[1]) : 0;
}
/**
 * Reads a gettext `Plural-Forms` value (`nplurals=3; plural=(n==1 ? 0 : n%10>=2 ? 1 : 2);`) into a
 * rule whose forms are the msgstr indices `'0'` … `'nplurals-1'`. The expression is C as gettext
 * reads it (`?:`, `||`, `&&`, comparisons, `+ - * / %`, `!`, parentheses, `n`, integers); it is
 * parsed here, never evaluated as code. Undefined when the value cannot be read.
 */
function compileGettextPlural(pluralForms) {
    const nplurals = /nplurals\s*=\s*(\d+)/.exec(pluralForms);
    const plural = /plural\s*=\s*([^;]*)/.exec(pluralForms);
    if (!nplurals || !plural)
        return undefined;
    const count = Number(nplurals[1]);
    if (count < 1 || count > 10)
        return undefined;
    let expression;
    try {
        expression = new Parser(plural[1]).parse();
    }
    catch {
        return undefined;
    }
    const forms = Array.from({ length: count }, (_, i) => String(i));
    return {
        forms,
        // An index past nplurals is what msgfmt rejects; it is returned as is so a check can name it.
        select: (n) => String(expression(Math.trunc(n))),
        integers: true,
    };
}
/**
 * The `Plural-Forms` value in the header of a PO file's text, or undefined. The header is the
 * first `msgid ""` entry; its `msgstr` may be split over several quoted lines.
 */
function poPluralForms(content) {
    const start = /^msgid ""[ \t\r]*\n(?:[ \t\r]*\n)*msgstr[ \t]*(?=")/m.exec(content);
    if (!start)
        return undefined;
    // The quoted lines are scanned, not matched by a regular expression: V8 runs `(?:[^"\\]|\\.)*`
    // with one backtracking entry per character and overflows its stack on a header of ten million.
    const parts = [];
    let pos = start.index + start[0].length;
    for (;;) {
        const end = (0,_shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedEnd */ .c)(content, pos);
        const newline = content.indexOf('\n', pos);
        if (end === -1 || (newline !== -1 && newline < end))
            break;
        parts.push(content.slice(pos + 1, end - 1));
        const next = /[ \t\r]*\n?[ \t]*/y;
        next.lastIndex = end;
        next.exec(content);
        pos = next.lastIndex;
        if (content[pos] !== '"')
            break;
    }
    if (parts.length === 0)
        return undefined;
    const text = parts.join('').replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    return /^Plural-Forms:\s*(.*)$/im.exec(text)?.[1]?.trim();
}
/**
 * The `plural-forms` of a JED file's header (`"plural-forms": "nplurals=2; plural=(n != 1);"`), or
 * undefined: the first such member, read as a JSON string.
 */
function jedPluralForms(content) {
    // The string is scanned with `quotedEnd`, for the reason `poPluralForms` gives.
    const name = /"plural-forms"\s*:\s*(?=")/g;
    for (let member = name.exec(content); member !== null; member = name.exec(content)) {
        const start = name.lastIndex;
        const end = (0,_shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedEnd */ .c)(content, start);
        // A string never closed, or one that goes over a line break, is not the member sought.
        const literal = end === -1 ? undefined : content.slice(start, end);
        if (literal === undefined || literal.includes('\n'))
            continue;
        try {
            const value = JSON.parse(literal);
            return typeof value === 'string' ? value : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()])/y;
/** A recursive-descent reader of C's expression grammar, limited to what plural formulas use. */
class Parser {
    tokens = [];
    at = 0;
    constructor(source) {
        TOKEN.lastIndex = 0;
        let match = TOKEN.exec(source);
        let end = 0;
        while (match) {
            this.tokens.push(match[1]);
            end = TOKEN.lastIndex;
            match = TOKEN.exec(source);
        }
        if (source.slice(end).trim() !== '')
            throw new Error(`unexpected "${source.slice(end).trim()}"`);
    }
    parse() {
        const expression = this.ternary();
        if (this.at !== this.tokens.length)
            throw new Error(`unexpected "${this.tokens[this.at]}"`);
        return expression;
    }
    peek() {
        return this.tokens[this.at];
    }
    take(token) {
        if (this.tokens[this.at] !== token)
            return false;
        this.at++;
        return true;
    }
    ternary() {
        const test = this.binary(0);
        if (!this.take('?'))
            return test;
        const yes = this.ternary();
        if (!this.take(':'))
            throw new Error('expected ":"');
        const no = this.ternary();
        return (n) => (test(n) !== 0 ? yes(n) : no(n));
    }
    binary(level) {
        const operators = LEVELS[level];
        if (operators === undefined)
            return this.unary();
        let left = this.binary(level + 1);
        for (let op = this.peek(); op !== undefined && operators.includes(op); op = this.peek()) {
            this.at++;
            const right = this.binary(level + 1);
            const l = left;
            left = (n) => apply(op, l(n), right(n));
        }
        return left;
    }
    unary() {
        if (this.take('!')) {
            const operand = this.unary();
            return (n) => (operand(n) === 0 ? 1 : 0);
        }
        if (this.take('-')) {
            const operand = this.unary();
            return (n) => -operand(n);
        }
        if (this.take('(')) {
            const inner = this.ternary();
            if (!this.take(')'))
                throw new Error('expected ")"');
            return inner;
        }
        const token = this.tokens[this.at++];
        if (token === 'n')
            return (n) => n;
        if (token !== undefined && /^\d+$/.test(token)) {
            const value = Number(token);
            return () => value;
        }
        throw new Error(`unexpected ${token === undefined ? 'end' : `"${token}"`}`);
    }
}
/** Binary operators by precedence, loosest first, as in C. */
const LEVELS = [
    ['||'],
    ['&&'],
    ['==', '!='],
    ['<', '>', '<=', '>='],
    ['+', '-'],
    ['*', '/', '%'],
];
function apply(op, a, b) {
    switch (op) {
        case '||':
            return a !== 0 || b !== 0 ? 1 : 0;
        case '&&':
            return a !== 0 && b !== 0 ? 1 : 0;
        case '==':
            return a === b ? 1 : 0;
        case '!=':
            return a !== b ? 1 : 0;
        case '<':
            return a < b ? 1 : 0;
        case '>':
            return a > b ? 1 : 0;
        case '<=':
            return a <= b ? 1 : 0;
        case '>=':
            return a >= b ? 1 : 0;
        case '+':
            return a + b;
        case '-':
            return a - b;
        case '*':
            return a * b;
        // Division by zero has no value in C; 0 keeps the rule total instead of throwing mid-check.
        case '/':
            return b === 0 ? 0 : Math.trunc(a / b);
        default:
            return b === 0 ? 0 : a % b;
    }
}


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ spliceFromEnd)
/* harmony export */ });
/**
 * Applies splices given from the last offset to the first, each to the result of those before it,
 * exactly as `out = out.slice(0, start) + text + out.slice(end)` would, but copying the text once
 * instead of once per splice: V8 flattens the concatenated string at every slice, so the repeated
 * form takes time proportional to edits × file size (quadratic when every entry changes). With
 * `clamp`, a splice ends at the latest where the one applied before it starts
 * (`out.slice(Math.min(end, floor))`), so two removals sharing a blank line take it once. A splice
 * reaching into text an earlier one replaced (unclamped) finishes the old way, with the same bytes.
 */
function spliceFromEnd(text, splices, clamp = false) {
    const tail = [];
    let floor = text.length;
    let i = 0;
    for (; i < splices.length; i++) {
        const { start, end, text: piece } = splices[i];
        const to = clamp ? Math.min(end, floor) : end;
        if (start > floor || to > floor || to < start)
            break;
        tail.push(text.slice(to, floor), piece);
        floor = start;
    }
    let out = text.slice(0, floor) + tail.reverse().join('');
    let previous = i === 0 ? Number.POSITIVE_INFINITY : floor;
    for (; i < splices.length; i++) {
        const { start, end, text: piece } = splices[i];
        out = out.slice(0, start) + piece + out.slice(clamp ? Math.min(end, previous) : end);
        previous = start;
    }
    return out;
}


/***/ })

};
