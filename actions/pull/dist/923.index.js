export const id = 923;
export const ids = [923];
export const modules = {

/***/ 7923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  po: () => (/* binding */ po)
});

// EXTERNAL MODULE: ../../packages/formats/src/gettext.ts
var gettext = __webpack_require__(6441);
// EXTERNAL MODULE: ../../packages/formats/src/shared/new-file.ts
var new_file = __webpack_require__(247);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/catalog-name.ts
// How gettext's msginit names a catalog's language (its `Language` header): the locale with `_`,
// without the territory where the language is mainly spoken there (`de_DE` is `de`, because that
// catalog serves every `de_XX`), and a script as gettext's modifier (`sr@latin`).
/**
 * msginit's `locales_with_principal_territory` (gettext 0.21, msginit.c): a locale listed here is
 * written without its territory.
 */
const PRINCIPAL_TERRITORY = new Set(('ace_ID af_ZA ak_GH am_ET an_ES ang_GB arn_CL as_IN ast_ES av_RU awa_IN az_AZ ban_ID be_BY bej_SD ' +
    'bem_ZM bg_BG bho_IN bi_VU bik_PH bin_NG bm_ML bn_IN bo_CN br_FR bs_BA bug_ID ca_ES ce_RU ceb_PH ' +
    'co_FR cr_CA cs_CZ csb_PL cy_GB da_DK de_DE din_SD doi_IN dsb_DE dv_MV dz_BT ee_GH el_GR es_ES ' +
    'et_EE fa_IR fi_FI fil_PH fj_FJ fo_FO fon_BJ fr_FR fur_IT fy_NL ga_IE gd_GB gon_IN gsw_CH gu_IN ' +
    'he_IL hi_IN hil_PH hr_HR hsb_DE ht_HT hu_HU hy_AM id_ID ig_NG ii_CN ilo_PH is_IS it_IT ja_JP ' +
    'jab_NG jv_ID ka_GE kab_DZ kaj_NG kam_KE kmb_AO kcg_NG kdm_NG kg_CD kk_KZ kl_GL km_KH kn_IN ko_KR ' +
    'kok_IN kr_NG kru_IN ky_KG lg_UG li_BE lo_LA lt_LT lu_CD lua_CD luo_KE lv_LV mad_ID mag_IN mai_IN ' +
    'mak_ID man_ML men_SL mfe_MU mg_MG mi_NZ min_ID mk_MK ml_IN mn_MN mni_IN mos_BF mr_IN ms_MY mt_MT ' +
    'mwr_IN my_MM na_NR nah_MX nap_IT nb_NO nds_DE ne_NP nl_NL nn_NO no_NO nr_ZA nso_ZA ny_MW nym_TZ ' +
    'nyn_UG oc_FR oj_CA or_IN pa_IN pag_PH pam_PH pap_AN pbb_CO pl_PL ps_AF pt_PT raj_IN rm_CH rn_BI ' +
    'ro_RO ru_RU rw_RW sa_IN sah_RU sas_ID sat_IN sc_IT scn_IT sg_CF shn_MM si_LK sid_ET sk_SK sl_SI ' +
    'smn_FI sms_FI so_SO sq_AL sr_RS srr_SN suk_TZ sus_GN sv_SE te_IN tem_SL tet_ID tg_TJ th_TH tiv_NG ' +
    'tk_TM tl_PH to_TO tpi_PG tr_TR tum_MW ug_CN uk_UA umb_AO ur_PK uz_UZ ve_ZA vi_VN wa_BE wal_ET ' +
    'war_PH wen_DE yao_MW zap_MX').split(' '));
/** Scripts gettext writes as a locale modifier (`sr@latin`, `uz@cyrillic`). */
const SCRIPT_MODIFIERS = new Map([
    ['latn', 'latin'],
    ['cyrl', 'cyrillic'],
]);
/**
 * The gettext catalog name of a locale (`de`, `de-DE`, `pt_BR`, `sr-Latn`): `de`, `de`, `pt_BR`,
 * `sr@latin`, as `msginit -l` writes it in the `Language` header. A script other than Latin or
 * Cyrillic stays a part of its own (`zh_Hant`), as a file name with it spells it.
 */
function catalogName(locale) {
    if (locale.includes('@'))
        return locale.replaceAll('-', '_');
    const parts = locale.split(/[-_]/);
    const language = parts[0] ?? locale;
    let modifier;
    const rest = [];
    for (const part of parts.slice(1)) {
        const script = /^[A-Za-z]{4}$/.test(part) ? SCRIPT_MODIFIERS.get(part.toLowerCase()) : undefined;
        if (script !== undefined && modifier === undefined)
            modifier = script;
        else
            rest.push(part);
    }
    let name = [language, ...rest].join('_');
    if (PRINCIPAL_TERRITORY.has(name))
        name = language;
    return modifier === undefined ? name : `${name}@${modifier}`;
}
/** The language of a catalog name (`pt` of `pt_BR`, `sr` of `sr@latin`), as msginit reads it. */
function languageOf(name) {
    return name.split(/[_.@]/)[0] ?? name;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/babel-words.ts
// Babel's `WORD_SEP` split, done by one scan instead of its regular expression: the pattern
//   (\s+|[^\s\w]*\w+[a-zA-Z]-(?=\w+[a-zA-Z])|(?<=[\w!"'&.,?])-{2,}(?=\w))
// backtracks over a whole run of word characters (or of punctuation, or of dashes) at every
// position of the run, so a word of n letters cost n² steps. The scan below finds the same
// leftmost matches from tables of run ends, each built right to left in one pass.
const WORD = /[\p{L}\p{N}_]/u;
const SPACE = /\s/u;
const ASCII_LETTER = /[a-zA-Z]/;
const BEFORE_DASHES = /[\p{L}\p{N}_!"'&.,?]/u;
/**
 * `line.split(WORD_SEP)` for Babel's `WORD_SEP` (whitespace runs, hyphenated words, em-dashes made
 * of `--`), `\w` being Unicode as in Python: the texts between separators with the separators
 * themselves in between, as `String.prototype.split` gives them with a capturing pattern.
 */
function splitBabelWords(line) {
    const chars = [...line];
    const n = chars.length;
    if (n === 0)
        return [''];
    const word = chars.map((c) => WORD.test(c));
    const space = chars.map((c) => SPACE.test(c));
    // Ends (exclusive) of the run of each class starting at each index, and whether an ASCII letter
    // lies in the word run from an index on.
    const spaceEnd = new Int32Array(n + 1);
    const punctEnd = new Int32Array(n + 1);
    const wordEnd = new Int32Array(n + 1);
    const dashEnd = new Int32Array(n + 1);
    const asciiFrom = new Uint8Array(n + 1);
    spaceEnd[n] = punctEnd[n] = wordEnd[n] = dashEnd[n] = n;
    for (let i = n - 1; i >= 0; i--) {
        spaceEnd[i] = space[i] ? spaceEnd[i + 1] : i;
        punctEnd[i] = !space[i] && !word[i] ? punctEnd[i + 1] : i;
        wordEnd[i] = word[i] ? wordEnd[i + 1] : i;
        dashEnd[i] = chars[i] === '-' ? dashEnd[i + 1] : i;
        asciiFrom[i] = word[i] && (ASCII_LETTER.test(chars[i]) || asciiFrom[i + 1] === 1) ? 1 : 0;
    }
    // The end of the separator starting at `i`, or -1 when none starts there.
    const matchAt = (i) => {
        if (space[i])
            return spaceEnd[i];
        // [^\s\w]*\w+[a-zA-Z]-(?=\w+[a-zA-Z]): the punctuation run can only be taken whole (a word
        // character must follow it), and the `-` can only close the word run after it.
        const j = punctEnd[i];
        if (j < n && word[j]) {
            const k = wordEnd[j];
            if (k - j >= 2 &&
                ASCII_LETTER.test(chars[k - 1]) &&
                chars[k] === '-' &&
                k + 2 < n &&
                word[k + 1] &&
                asciiFrom[k + 2] === 1) {
                return k + 1;
            }
        }
        // (?<=[\w!"'&.,?])-{2,}(?=\w): only the whole run of dashes can be followed by a word character.
        if (chars[i] === '-' && i > 0 && BEFORE_DASHES.test(chars[i - 1])) {
            const end = dashEnd[i];
            if (end - i >= 2 && end < n && word[end])
                return end;
        }
        return -1;
    };
    const pieces = [];
    let from = 0;
    for (let i = 0; i < n; i++) {
        const end = matchAt(i);
        if (end < 0)
            continue;
        pieces.push(chars.slice(from, i).join(''), chars.slice(i, end).join(''));
        from = end;
        i = end - 1;
    }
    pieces.push(chars.slice(from).join(''));
    return pieces;
}

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/model.ts


const FORM_KEY = /^(.*)\[(\d+)\]$/s;
function isHeader(block) {
    return !block.obsolete && block.msgctxt === undefined && block.msgid === '';
}
const WRITE_ESCAPES = {
    '\\': '\\\\',
    '"': '\\"',
    '\n': '\\n',
    '\t': '\\t',
    '\r': '\\r',
    '\x07': '\\a',
    '\b': '\\b',
    '\f': '\\f',
    '\v': '\\v',
};
/** Escapes a text for a quoted PO string: as gettext does, plus octal for other control characters. */
function escapePo(text) {
    return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
    /[\\"\n\t\r\x07\b\f\v]|[\x00-\x06\x0e-\x1f\x7f]/g, (char) => WRITE_ESCAPES[char] ?? `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`);
}
/**
 * Groups entries into messages in the order of each message's first key. A message is plural when
 * it has a `[msgid_plural]` key (parse always gives one); without it `x[0]` is a msgid of its own.
 */
function entriesToMessages(entries, template) {
    const pluralBases = new Set();
    for (const key of entries.keys()) {
        if (key.endsWith(gettext/* PLURAL_SOURCE */.Pr))
            pluralBases.add(key.slice(0, -gettext/* PLURAL_SOURCE */.Pr.length));
    }
    const messages = new Map();
    const messageFor = (key) => {
        let message = messages.get(key);
        if (!message) {
            if (key === '') {
                throw new errors/* FormatError */.I('an empty key cannot be written to a PO file: msgid "" is the header', { key });
            }
            const at = key.indexOf(gettext/* PO_CONTEXT_SEPARATOR */.MJ);
            message = {
                key,
                msgctxt: at < 0 ? undefined : key.slice(0, at),
                msgid: at < 0 ? key : key.slice(at + 1),
                msgidPlural: pluralBases.has(key) ? '' : undefined,
                msgstr: [],
            };
            messages.set(key, message);
        }
        return message;
    };
    const templateText = (message, key, value) => {
        if (value !== message.msgid) {
            throw new errors/* FormatError */.I(`key "${key}" of a .pot template must hold its msgid "${message.msgid}", not "${value}": a template's texts are its msgids; change the message in the source code and extract the template again`, { key });
        }
    };
    for (const [key, value] of entries) {
        const form = FORM_KEY.exec(key);
        if (key.endsWith(gettext/* PLURAL_SOURCE */.Pr)) {
            const message = messageFor(key.slice(0, -gettext/* PLURAL_SOURCE */.Pr.length));
            // In a template `[1]` is the msgid_plural too; it wins when both are given.
            if (!template || !message.msgidPlural)
                message.msgidPlural = value;
        }
        else if (form && pluralBases.has(form[1])) {
            const message = messageFor(form[1]);
            const index = Number(form[2]);
            if (!template)
                message.msgstr[index] = value;
            else if (index === 0)
                templateText(message, key, value);
            else if (index === 1)
                message.msgidPlural = value;
        }
        else {
            const message = messageFor(key);
            if (template)
                templateText(message, key, value);
            else
                message.msgstr = [value];
        }
    }
    for (const message of messages.values()) {
        message.msgstr = Array.from({ length: message.msgstr.length }, (_, i) => message.msgstr[i] ?? '');
    }
    return [...messages.values()];
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/fold.ts


const MSGCAT = { kind: 'gnu', width: 79 };
/** The lines (without line endings) of `keyword` followed by `value` written in a folding style. */
function formatField(keyword, value, folding) {
    const quote = (text) => `"${escapePo(text)}"`;
    let pieces;
    if (folding.kind === 'single')
        pieces = [value];
    else if (folding.kind === 'lines')
        pieces = splitAfterNewlines(value);
    else if (folding.kind === 'babel')
        pieces = babelPieces(value, folding.width);
    else {
        const portions = splitAfterNewlines(value);
        const fits = portions.length === 1 && keyword.length + 3 + columns(escapePo(value)) <= folding.width;
        pieces = fits ? [value] : portions.flatMap((portion) => gnuPieces(portion, folding.width - 2));
    }
    if (pieces.length <= 1)
        return [`${keyword} ${quote(value)}`];
    return [`${keyword} ""`, ...pieces.map(quote)];
}
function splitAfterNewlines(value) {
    const pieces = value.split(/(?<=\n)/);
    return pieces.length > 1 && pieces.at(-1) === '' ? pieces.slice(0, -1) : pieces;
}
/** Python's `str.splitlines(True)`, which Babel breaks strings with first. */
function pythonLines(value) {
    return (value.match(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: Python's line boundaries include control characters
    /[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029])|[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]+$/g) ?? []);
}
/** The pieces Babel's `normalize(value, width=width)` writes, one quoted line each. */
function babelPieces(value, width) {
    const pieces = [];
    for (const line of pythonLines(value)) {
        if (codePoints(escapePo(line)) + 2 <= width) {
            pieces.push(line);
            continue;
        }
        const chunks = splitBabelWords(line).reverse();
        while (chunks.length > 0) {
            const buffer = [];
            let size = 2;
            while (chunks.length > 0) {
                const length = codePoints(escapePo(chunks.at(-1)));
                if (size + length < width) {
                    buffer.push(chunks.pop());
                    size += length;
                }
                else {
                    // A chunk longer than the width gets a line of its own.
                    if (buffer.length === 0)
                        buffer.push(chunks.pop());
                    break;
                }
            }
            pieces.push(buffer.join(''));
        }
    }
    if (pieces.length > 1 && pieces.at(-1) === '')
        pieces.pop();
    return pieces.length === 0 ? [value] : pieces;
}
/**
 * Greedy line breaking as msgcat does it for one portion of a string: a break is allowed before a
 * character that follows a space (or a hyphen between letters), never before a final `\n`; a line's
 * escaped text fits in `limit` columns unless a single word is longer.
 */
function gnuPieces(portion, limit) {
    const chars = [...portion];
    const pieces = [];
    let start = 0;
    let column = 0;
    let lastBreak = -1;
    for (let i = 0; i < chars.length; i++) {
        const char = chars[i];
        const previous = chars[i - 1];
        const breakable = i > start &&
            previous !== undefined &&
            char !== ' ' &&
            !(char === '\n' && i === chars.length - 1) &&
            (previous === ' ' || (previous === '-' && /\p{L}/u.test(chars[i - 2] ?? '') && /\p{L}/u.test(char)));
        if (breakable)
            lastBreak = i;
        const width = columns(escapePo(char));
        if (column + width > limit && lastBreak > start) {
            pieces.push(chars.slice(start, lastBreak).join(''));
            column = columns(escapePo(chars.slice(lastBreak, i).join('')));
            start = lastBreak;
            lastBreak = -1;
        }
        column += width;
    }
    pieces.push(chars.slice(start).join(''));
    return pieces;
}
function codePoints(text) {
    let count = 0;
    for (const _ of text)
        count++;
    return count;
}
/** Display columns as msgcat counts them: East Asian wide characters take two. */
function columns(text) {
    let count = 0;
    for (const char of text) {
        const code = char.codePointAt(0);
        count +=
            (code >= 0x1100 && code <= 0x115f) ||
                (code >= 0x2e80 && code <= 0xa4cf) ||
                (code >= 0xac00 && code <= 0xd7a3) ||
                (code >= 0xf900 && code <= 0xfaff) ||
                (code >= 0xfe30 && code <= 0xfe4f) ||
                (code >= 0xff00 && code <= 0xff60) ||
                (code >= 0xffe0 && code <= 0xffe6) ||
                (code >= 0x20000 && code <= 0x3fffd)
                ? 2
                : 1;
    }
    return count;
}
/**
 * The folding that reproduces the most of the given fields exactly as the file writes them, or
 * undefined when no field tells the candidates apart (all strings short, say). The candidates are
 * the tools' defaults (Babel 76, msgcat 79), the widths the file's own folded lines suggest, no
 * folding but at newlines, and no folding at all.
 */
function detectFolding(document, fields) {
    const telling = fields.filter((f) => f.last > f.first || f.value.length > 30);
    if (telling.length === 0)
        return undefined;
    let longest = 0;
    for (const field of telling) {
        if (field.last === field.first)
            continue;
        for (let i = field.first + 1; i <= field.last; i++) {
            longest = Math.max(longest, document.lines[i].text.trim().length);
        }
    }
    const candidates = [{ kind: 'babel', width: 76 }, MSGCAT];
    if (longest > 10) {
        candidates.push({ kind: 'babel', width: longest + 1 }, { kind: 'gnu', width: longest });
    }
    candidates.push({ kind: 'lines' }, { kind: 'single' });
    const scores = candidates.map((folding) => {
        let score = 0;
        for (const field of telling) {
            const keyword = document.lines[field.first].text.trim().match(/^\S+/)?.[0] ?? field.name;
            const written = formatField(keyword, field.value, folding);
            if (written.length !== field.last - field.first + 1)
                continue;
            if (written.every((line, i) => line === document.lines[field.first + i].text.trim()))
                score++;
        }
        return score;
    });
    const best = Math.max(...scores);
    if (scores.every((score) => score === best))
        return undefined;
    return candidates[scores.indexOf(best)];
}
/** The folding of translations (msgstr) and of source texts (msgctxt, msgid, msgid_plural). */
function detectFoldings(document) {
    const source = [];
    const translation = [];
    for (const block of document.blocks) {
        if (block.obsolete || isHeader(block))
            continue;
        for (const field of block.fields)
            (field.name === 'msgstr' ? translation : source).push(field);
    }
    const sourceFolding = detectFolding(document, source);
    const translationFolding = detectFolding(document, translation);
    return {
        source: sourceFolding ?? translationFolding ?? MSGCAT,
        translation: translationFolding ?? sourceFolding ?? MSGCAT,
    };
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/language-names.ts
// The English name of a language as msginit writes it in a new catalog's title ("German
// translations for PACKAGE package."): gettext's ISO 639 table. CLDR's English names (Intl) agree
// with it for all but the two-letter codes below, checked against msginit 0.21 for every one.
/** gettext's names where CLDR's differ. */
const GETTEXT_NAMES = new Map([
    ['bh', 'Bihari'],
    ['bn', 'Bengali'],
    ['ff', 'Fulah'],
    ['ht', 'Haitian'],
    ['ik', 'Inupiak'],
    ['km', 'Central Khmer'],
    ['ky', 'Kirghiz'],
    ['lb', 'Letzeburgesch'],
    ['lo', 'Laotian'],
    ['mi', 'Maori'],
    ['mo', 'Moldavian'],
    ['nb', 'Norwegian Bokmal'],
    ['om', '(Afan) Oromo'],
    ['or', 'Oriya'],
    ['os', 'Ossetian'],
    ['rn', 'Kirundi'],
    ['ss', 'Siswati'],
    ['st', 'Sesotho'],
    ['tl', 'Tagalog'],
    ['tn', 'Setswana'],
    ['to', 'Tonga'],
    ['tw', 'Twi'],
    ['ug', 'Uighur'],
    ['vo', 'Volapuk'],
]);
let names;
/** The English name of a language code (`de`: `German`), or msginit's `Language xx` for an unknown one. */
function englishLanguageName(language) {
    const code = language.toLowerCase();
    const known = GETTEXT_NAMES.get(code);
    if (known !== undefined)
        return known;
    names ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    let name;
    try {
        name = /^[a-z]{2,3}$/.test(code) ? names.of(code) : undefined;
    }
    catch {
        name = undefined;
    }
    return name ?? `Language ${language}`;
}

// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
// EXTERNAL MODULE: ../../packages/formats/src/shared/quoted.ts
var shared_quoted = __webpack_require__(5596);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/read.ts





const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s*(.*)$/s;
/** Scans a PO file into lines and message blocks, checking the syntax line by line. */
function scan(content) {
    const bom = content.charCodeAt(0) === 0xfeff;
    const text = bom ? content.slice(1) : content;
    const lines = [];
    const parts = text.split(/(\r?\n)/);
    for (let i = 0; i < parts.length; i += 2) {
        const eol = parts[i + 1] ?? '';
        if (i === parts.length - 1 && parts[i] === '' && i > 0)
            break;
        lines.push({ text: parts[i], eol });
    }
    const blocks = [];
    const seen = new Map();
    let pending = [];
    let current;
    /** Plural forms of the messages so far, each up to its highest `msgstr[n]`. */
    let forms = 0;
    const finish = () => {
        if (!current)
            return;
        const { block } = current;
        current = undefined;
        const msgid = block.fields.find((f) => f.name === 'msgid');
        if (!msgid)
            return;
        if (!block.fields.some((f) => f.name === 'msgstr')) {
            if (block.obsolete)
                return;
            throw new errors/* FormatError */.I(`invalid PO at line ${block.line}: msgid "${msgid.value.slice(0, 40)}" has no msgstr; add msgstr "" after it`, { line: block.line });
        }
        // Counted before the forms are filled in: `msgstr[999999999]` alone would make a billion of them
        // and end the process out of memory, out of reach of any catch.
        let highest = 0;
        for (const field of block.fields)
            if (field.name === 'msgstr')
                highest = Math.max(highest, field.index ?? 0);
        forms += highest + 1;
        if (forms > limits/* LIMITS */.b.maxEntries) {
            throw new errors/* FormatError */.I(`PO file has more than ${limits/* LIMITS */.b.maxEntries} entries (LIMITS.maxEntries) at line ${block.line}: each form up to the highest msgstr[n] counts; split it into several domains`, { line: block.line });
        }
        for (const field of block.fields) {
            if (field.name === 'msgctxt')
                block.msgctxt = field.value;
            else if (field.name === 'msgid')
                block.msgid = field.value;
            else if (field.name === 'msgid_plural')
                block.msgidPlural = field.value;
            else
                block.msgstr[field.index ?? 0] = field.value;
        }
        block.msgstr = Array.from({ length: Math.max(block.msgstr.length, 1) }, (_, i) => block.msgstr[i] ?? '');
        if (!block.obsolete) {
            const key = (0,gettext/* poKey */.jE)(block.msgid, block.msgctxt);
            const earlier = seen.get(key);
            if (earlier !== undefined) {
                throw new errors/* FormatError */.I(`message "${block.msgid}"${block.msgctxt === undefined ? '' : ` in context "${block.msgctxt}"`} is defined twice (lines ${earlier} and ${block.line}); remove one of them`, { key, line: block.line });
            }
            seen.set(key, block.line);
        }
        if (blocks.length >= limits/* LIMITS */.b.maxEntries) {
            throw new errors/* FormatError */.I(`PO file has more than ${limits/* LIMITS */.b.maxEntries} messages (LIMITS.maxEntries); split it into several domains`, { line: block.line });
        }
        blocks.push(block);
    };
    const startBlock = (index, obsolete) => {
        const block = {
            first: pending[0] ?? index,
            last: index,
            comments: pending,
            fields: [],
            obsolete,
            line: index + 1,
            msgctxt: undefined,
            msgid: '',
            msgidPlural: undefined,
            msgstr: [],
        };
        pending = [];
        current = { block, field: undefined };
        return block;
    };
    const comment = (index) => {
        if (current?.block.fields.some((f) => f.name === 'msgstr') || current?.block.obsolete)
            finish();
        pending.push(index);
    };
    for (const [index, { text: raw }] of lines.entries()) {
        const line = index + 1;
        let text = raw.trim();
        let obsolete = false;
        if (text === '')
            continue;
        if (text.startsWith('#~')) {
            text = text.slice(2).trim();
            // `#~|` is the previous msgid of an obsolete message: a comment like `#|`.
            if (text.startsWith('|') || text === '') {
                comment(index);
                continue;
            }
            obsolete = true;
        }
        else if (text.startsWith('#')) {
            comment(index);
            continue;
        }
        if (!obsolete && current?.block.obsolete)
            finish();
        const keyword = KEYWORD.exec(text);
        const body = keyword ? keyword[3] : text;
        const quoted = body.startsWith('"') && (0,shared_quoted/* quotedEnd */.c)(body, 0) === body.length ? body.slice(1, -1) : undefined;
        if (quoted === undefined) {
            // An obsolete message is a comment to gettext: one it cannot read stays as it is.
            if (obsolete) {
                comment(index);
                continue;
            }
            throw new errors/* FormatError */.I(keyword
                ? `invalid PO at line ${line}: ${keyword[1]} must be followed by one quoted string (escape " as \\")`
                : `invalid PO at line ${line}: expected msgctxt, msgid, msgstr or a quoted string, found "${text.slice(0, 40)}"`, { line });
        }
        const value = unescapePo(quoted);
        if (!keyword) {
            const field = current?.field;
            if (!field || current?.block.obsolete !== obsolete) {
                if (obsolete) {
                    comment(index);
                    continue;
                }
                throw new errors/* FormatError */.I(`invalid PO at line ${line}: a quoted string must follow msgid or msgstr`, {
                    line,
                });
            }
            field.value += value;
            field.last = index;
            current.block.last = index;
            continue;
        }
        const word = keyword[1];
        const name = (word.startsWith('msgstr') ? 'msgstr' : word);
        let block = current?.block;
        const has = (n) => block?.fields.some((f) => f.name === n) ?? false;
        if (name === 'msgctxt' || name === 'msgid') {
            if (!block || block.obsolete !== obsolete || has('msgid') || (name === 'msgctxt' && has('msgctxt'))) {
                finish();
                block = startBlock(index, obsolete);
            }
        }
        else if (!block || block.obsolete !== obsolete || !has('msgid')) {
            if (obsolete) {
                comment(index);
                continue;
            }
            throw new errors/* FormatError */.I(`invalid PO at line ${line}: ${word} without a msgid before it`, { line });
        }
        const field = {
            name,
            index: keyword[2] === undefined ? undefined : Number(keyword[2]),
            value,
            first: index,
            last: index,
        };
        if (name === 'msgid')
            block.line = line;
        block.fields.push(field);
        block.last = index;
        current.field = field;
    }
    finish();
    const eol = lines.find((l) => l.eol !== '')?.eol ?? '\n';
    return { bom, lines, blocks, eol };
}
const ESCAPES = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
function unescapePo(text) {
    if (!text.includes('\\'))
        return text;
    return text.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/gs, (_, octal, hex, char) => octal !== undefined
        ? String.fromCharCode(Number.parseInt(octal, 8))
        : hex !== undefined
            ? String.fromCharCode(Number.parseInt(hex, 16))
            : (ESCAPES[char] ?? char));
}
// ---------------------------------------------------------------------------------------------
// Entries
/**
 * Parses a gettext PO file into entries in file order; a `.pot` path reads the msgids as texts, and
 * so does an empty msgstr of a source catalog (`options.source`).
 */
function parsePo(content, options = {}) {
    const template = (0,gettext/* isPoTemplate */._V)(options.path);
    const entries = new Map();
    const add = (key, value, block) => {
        if (entries.has(key)) {
            throw new errors/* FormatError */.I(`key "${key}" is produced twice (line ${block.line}); rename the message whose msgid is "${key}"`, { key, line: block.line });
        }
        if (key.length > limits/* LIMITS */.b.maxKeyLength) {
            throw new errors/* FormatError */.I(`message at line ${block.line} has a key of ${key.length} characters, over LIMITS.maxKeyLength (${limits/* LIMITS */.b.maxKeyLength}); shorten its msgid`, { line: block.line });
        }
        if (entries.size >= limits/* LIMITS */.b.maxEntries) {
            throw new errors/* FormatError */.I(`PO file has more than ${limits/* LIMITS */.b.maxEntries} entries (LIMITS.maxEntries); split it into several domains`, { line: block.line });
        }
        entries.set(key, value);
    };
    // A source catalog (`source: true`) shows what gettext shows: a message without a translation is
    // displayed as its msgid (msgid_plural for the other forms), so an empty msgstr reads as those.
    const source = options.source === true && !template;
    const untranslated = [];
    let messages = 0;
    for (const block of scan(content).blocks) {
        if (block.obsolete || isHeader(block))
            continue;
        messages++;
        const key = (0,gettext/* poKey */.jE)(block.msgid, block.msgctxt);
        if (block.msgstr.every((text) => text === ''))
            untranslated.push(block);
        if (block.msgidPlural === undefined) {
            const text = block.msgstr[0];
            add(key, template || (source && text === '') ? block.msgid : text, block);
        }
        else if (template) {
            add(key + gettext/* PLURAL_SOURCE */.Pr, block.msgidPlural, block);
            add(`${key}[0]`, block.msgid, block);
            add(`${key}[1]`, block.msgidPlural, block);
        }
        else {
            add(key + gettext/* PLURAL_SOURCE */.Pr, block.msgidPlural, block);
            for (const [index, text] of block.msgstr.entries()) {
                const shown = index === 0 ? block.msgid : block.msgidPlural;
                add(`${key}[${index}]`, source && text === '' ? shown : text, block);
            }
        }
    }
    if (!template && untranslated.length > 0)
        warnUntranslated(options, untranslated, messages);
    return entries;
}
/**
 * Says when a catalog's texts would be empty. Read as the source, its msgids were taken (say so once);
 * read without knowing its role, a catalog with no translation at all is most likely a source catalog
 * read as a translation, which would store an empty source text for every key.
 */
function warnUntranslated(options, untranslated, messages) {
    if (!options.warn || options.source === false)
        return;
    const file = options.path ?? 'the PO file';
    const first = untranslated[0];
    if (options.source === true) {
        const which = untranslated.length === messages
            ? `every message of ${file} has an empty msgstr`
            : `${untranslated.length} of ${messages} messages of ${file} have an empty msgstr (the first at line ${first.line})`;
        options.warn({
            message: `${which}: their msgids are read as the source texts, as gettext shows them`,
            line: first.line,
        });
    }
    else if (untranslated.length === messages) {
        options.warn({
            message: `every message of ${file} has an empty msgstr, so every text read is empty; if this is the source locale's catalog, read it as the source (its msgids are then the texts)`,
            line: first.line,
        });
    }
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/write.ts



/**
 * Writes entries as a PO file with a minimal UTF-8 header, and `Language` (`pt_BR` for pt-BR) and (for the languages
 * `gettextPluralForms` knows) `Plural-Forms` when a locale is given. A plural message gets as many
 * msgstr as its entries carry, and at least as many as the locale's `Plural-Forms` counts.
 */
function serializePo(entries, options = {}) {
    const template = options.template ?? false;
    const folding = options.foldLength === 0 ? { kind: 'lines' } : { kind: 'gnu', width: options.foldLength ?? 79 };
    const pluralForms = options.locale === undefined ? undefined : (0,gettext/* gettextPluralForms */.pE)(options.locale);
    const header = [
        // gettext spells the header's locale as its file names do: `de_DE`, `pt_BR` (msginit, Poedit).
        ...(options.locale !== undefined && !template
            ? [`Language: ${options.locale.replaceAll('-', '_')}\n`]
            : []),
        'MIME-Version: 1.0\n',
        'Content-Type: text/plain; charset=UTF-8\n',
        'Content-Transfer-Encoding: 8bit\n',
        ...(pluralForms !== undefined && !template ? [`Plural-Forms: ${pluralForms}\n`] : []),
    ];
    const out = ['msgid ""', ...formatField('msgstr', header.join(''), folding)];
    const forms = template ? 2 : (0,gettext/* nplurals */.ek)(pluralForms);
    for (const message of entriesToMessages(entries, template)) {
        out.push('', ...messageLines(message, forms, { source: folding, translation: folding }));
    }
    return `${out.join('\n')}\n`;
}
/** The keyword lines of a message written anew. */
function messageLines(message, forms, folding) {
    const lines = [];
    if (message.msgctxt !== undefined)
        lines.push(...formatField('msgctxt', message.msgctxt, folding.source));
    lines.push(...formatField('msgid', message.msgid, folding.source));
    lines.push(...translationLines(message, forms, folding));
    return lines;
}
/** msgid_plural and msgstr lines of a message written anew. */
function translationLines(message, forms, folding) {
    if (message.msgidPlural === undefined) {
        return formatField('msgstr', message.msgstr[0] ?? '', folding.translation);
    }
    // msgid_plural is source text: an empty one (a gap filled with "") falls back to the msgid.
    const lines = formatField('msgid_plural', message.msgidPlural || message.msgid, folding.source);
    const count = Math.max(message.msgstr.length, forms, 1);
    for (let i = 0; i < count; i++) {
        lines.push(...formatField(`msgstr[${i}]`, message.msgstr[i] ?? '', folding.translation));
    }
    return lines;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/rewrite.ts





// ---------------------------------------------------------------------------------------------
// Writing over an existing file: edit the lines of the messages that changed, keep every other byte.
/** Edits of a scanned file: lines dropped, lines replaced, lines inserted before a line. */
class LineEdits {
    dropped = new Set();
    replaced = new Map();
    inserted = new Map();
    replace(first, last, lines) {
        for (let i = first; i <= last; i++)
            this.dropped.add(i);
        this.replaced.set(first, lines);
    }
    insert(before, lines) {
        // Appended in place: every new message of a pull may go before the same line, and copying the
        // list for each one made adding n messages cost n² (200,000 new keys took minutes).
        const list = this.inserted.get(before);
        if (list === undefined)
            this.inserted.set(before, [...lines]);
        else
            for (const line of lines)
                list.push(line);
    }
    apply(document) {
        const { lines, eol } = document;
        const out = [];
        // New lines need an ending after the file's last line even where it has none.
        const last = lines.length - 1;
        const missingEol = last >= 0 && lines[last].eol === '';
        for (let i = 0; i <= lines.length; i++) {
            for (const line of this.inserted.get(i) ?? [])
                out.push(line + eol);
            if (i === lines.length)
                break;
            for (const line of this.replaced.get(i) ?? [])
                out.push(line + eol);
            if (!this.dropped.has(i))
                out.push(lines[i].text + (lines[i].eol || eol));
        }
        const text = out.join('');
        const body = missingEol && text.endsWith(eol) ? text.slice(0, -eol.length) : text;
        return (document.bom ? '\uFEFF' : '') + body;
    }
}
/**
 * Writes entries over an existing PO file by editing its text: the lines of a message whose text
 * changed are rewritten (folded as the file folds), removed messages go with their comments, new
 * ones are placed after the message they follow in `entries` (before the obsolete `#~` messages,
 * as msgmerge and Babel place them); every other byte stays, header included.
 */
function serializeOver(entries, existing, options) {
    const template = (0,gettext/* isPoTemplate */._V)(options.path);
    const document = scan(existing);
    const byKey = new Map();
    const obsolete = new Map();
    let header;
    for (const block of document.blocks) {
        if (isHeader(block))
            header = block;
        else
            (block.obsolete ? obsolete : byKey).set((0,gettext/* poKey */.jE)(block.msgid, block.msgctxt), block);
    }
    const messages = entriesToMessages(entries, template);
    const wanted = new Set(messages.map((m) => m.key));
    const edits = new LineEdits();
    let folding;
    const foldings = () => {
        folding ??= detectFoldings(document);
        return folding;
    };
    const headerText = header?.msgstr[0] ?? '';
    const forms = template
        ? 2
        : (0,gettext/* nplurals */.ek)(/^Plural-Forms:(.*)$/im.exec(headerText)?.[1]) ||
            (0,gettext/* nplurals */.ek)(options.locale === undefined ? undefined : (0,gettext/* gettextPluralForms */.pE)(options.locale));
    for (const [key, block] of byKey) {
        if (!wanted.has(key))
            removeBlock(document, block, edits);
    }
    if (header)
        fixCharset(document, header, edits);
    let anchor = header;
    const activeBlocks = document.blocks.filter((b) => !b.obsolete && !isHeader(b));
    for (const message of messages) {
        const block = byKey.get(message.key);
        if (block) {
            rewriteChanged(document, block, message, template, options.source === true, foldings, edits);
            anchor = block;
            continue;
        }
        const revived = obsolete.get(message.key);
        if (revived)
            removeBlock(document, revived, edits);
        const lines = messageLines(template ? { ...message, msgstr: [] } : message, forms, foldings());
        if (anchor) {
            edits.insert(anchor.last + 1, ['', ...lines]);
        }
        else {
            // Nothing to follow: before the first message, or after whatever the file holds.
            const first = activeBlocks[0] ?? document.blocks[0];
            if (first)
                edits.insert(first.first, [...lines, '']);
            else
                edits.insert(document.lines.length, [...(document.lines.length > 0 ? [''] : []), ...lines]);
        }
    }
    return edits.apply(document);
}
/**
 * Rewrites the fields after the msgid of a message whose texts changed. Fields whose text is the
 * same keep their lines; a changed translation is no longer a fuzzy guess, so the `fuzzy` flag and
 * the previous-msgid comments (`#|`) go.
 */
function rewriteChanged(document, block, message, template, source, foldings, edits) {
    const plural = message.msgidPlural !== undefined;
    const msgidPlural = plural ? message.msgidPlural || block.msgidPlural || block.msgid : undefined;
    let msgstr;
    if (template)
        msgstr = block.msgstr;
    else if (plural) {
        // Every form the file had stays: a form the entries lack is written empty (untranslated).
        const count = Math.max(message.msgstr.length, block.msgidPlural === undefined ? 1 : block.msgstr.length);
        msgstr = Array.from({ length: count }, (_, i) => message.msgstr[i] ?? '');
    }
    else
        msgstr = [message.msgstr[0] ?? ''];
    if (source) {
        // A source catalog's empty msgstr reads as its msgid (msgid_plural for the other forms): that
        // text is no change, and the msgstr stays empty as the catalog has it.
        msgstr = msgstr.map((text, i) => block.msgstr[i] === '' && text === (i === 0 ? block.msgid : (block.msgidPlural ?? block.msgid))
            ? ''
            : text);
    }
    const translationChanged = msgstr.join('\0') !== block.msgstr.join('\0') || plural !== (block.msgidPlural !== undefined);
    if (!translationChanged && msgidPlural === block.msgidPlural)
        return;
    const fields = block.fields.filter((f) => f.name === 'msgid_plural' || f.name === 'msgstr');
    const first = fields[0];
    const last = fields.at(-1);
    if (!first || !last)
        return;
    const keep = (name, index, value) => {
        const field = fields.find((f) => f.name === name && (f.index ?? 0) === (index ?? 0) && f.value === value);
        if (!field || (plural && name === 'msgstr' && field.index === undefined))
            return undefined;
        const lines = [];
        for (let i = field.first; i <= field.last; i++)
            lines.push(document.lines[i].text);
        return lines;
    };
    const folding = foldings();
    const lines = [];
    if (msgidPlural !== undefined) {
        lines.push(...(keep('msgid_plural', undefined, msgidPlural) ??
            formatField('msgid_plural', msgidPlural, folding.source)));
        msgstr.forEach((text, i) => {
            lines.push(...(keep('msgstr', i, text) ?? formatField(`msgstr[${i}]`, text, folding.translation)));
        });
    }
    else {
        const text = msgstr[0] ?? '';
        const kept = keep('msgstr', undefined, text);
        lines.push(...(kept && fields.length === 1 ? kept : formatField('msgstr', text, folding.translation)));
    }
    edits.replace(first.first, last.last, lines);
    // Fields between the msgid and the ones replaced keep their lines (nothing else may sit there).
    if (translationChanged && !template)
        dropFuzzy(document, block, edits);
}
function dropFuzzy(document, block, edits) {
    for (const index of block.comments) {
        const text = document.lines[index].text;
        if (text.startsWith('#|')) {
            edits.dropped.add(index);
        }
        else if (text.startsWith('#,')) {
            const flags = text
                .slice(2)
                .split(',')
                .map((flag) => flag.trim())
                .filter((flag) => flag !== '');
            if (!flags.includes('fuzzy'))
                continue;
            const rest = flags.filter((flag) => flag !== 'fuzzy');
            if (rest.length === 0)
                edits.dropped.add(index);
            else
                edits.replace(index, index, [`#, ${rest.join(', ')}`]);
        }
    }
}
/**
 * Drops a message with its comments and the blank lines that separate it from the one before (from
 * the one after when nothing comes before), so the file keeps one blank line between messages.
 */
function removeBlock(document, block, edits) {
    const blank = (i) => document.lines[i]?.text.trim() === '';
    let first = block.first;
    while (first > 0 && blank(first - 1))
        first--;
    let last = block.last;
    if (first === 0)
        while (last + 1 < document.lines.length && blank(last + 1))
            last++;
    for (let i = first; i <= last; i++)
        edits.dropped.add(i);
}
/**
 * The text is written as UTF-8: a header declaring another charset (`CHARSET` in a fresh template,
 * ISO-8859-1) gets `UTF-8` in that one line; a UTF-8 declaration keeps its spelling.
 */
function fixCharset(document, header, edits) {
    for (const field of header.fields) {
        if (field.name !== 'msgstr')
            continue;
        for (let i = field.first; i <= field.last; i++) {
            const text = document.lines[i].text;
            const match = /charset=([^\s"\\;]+)/.exec(text);
            if (match && !/^utf-?8$/i.test(match[1])) {
                edits.replace(i, i, [text.replace(/charset=[^\s"\\;]+/, 'charset=UTF-8')]);
            }
        }
    }
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/init.ts
// A new translation catalog from its template, as `msginit --no-translator -i <template> -l <locale>`
// writes it (gettext 0.21, msginit.c): the header's fields filled in for the locale, the header's
// comments and fuzzy flag updated, every message untranslated, plural messages with as many
// msgstr[n] as the locale's Plural-Forms counts. Unlike msginit, which prints the whole catalog
// again (folded at 79 columns), every line of the template that is not changed is kept as written,
// so a template that pybabel folded stays folded as pybabel folds it. Beside catalogs Babel wrote, the
// header is the one `pybabel init -l <locale>` writes instead (Babel 2.x, messages/frontend.py).







const init_MSGCAT = { kind: 'gnu', width: 79 };
/** Babel's `write_po` folds at 76 columns. */
const BABEL = { kind: 'babel', width: 76 };
/** A header field's value (`Name: value` at the start of a line), as msginit's `get_field` reads it. */
function getField(header, name) {
    for (const line of header.split('\n')) {
        if (line.startsWith(`${name}:`))
            return line.slice(name.length + 1).replace(/^ /, '');
    }
    return undefined;
}
/** The header with a field's value replaced in its line, or the field added at the end (`put_field`). */
function putField(header, name, value) {
    const lines = header.split('\n');
    const at = lines.findIndex((line) => line.startsWith(`${name}:`));
    if (at >= 0) {
        const line = lines[at];
        const start = name.length + 1 + (line[name.length + 1] === ' ' ? 1 : 0);
        lines[at] = line.slice(0, start) + value;
        return lines.join('\n');
    }
    const base = header === '' || header.endsWith('\n') ? header : `${header}\n`;
    return `${base}${name}: ${value}\n`;
}
/** The package name msginit puts in comments: the Project-Id-Version without its last word. */
function projectId(header) {
    const version = getField(header, 'Project-Id-Version');
    if (version === undefined || version === 'PACKAGE VERSION')
        return 'PACKAGE';
    const space = version.trimEnd().lastIndexOf(' ');
    if (space < 0)
        return version;
    const name = version.slice(0, space).trimEnd();
    return name === '' ? version : name;
}
/**
 * msginit's substitutions in a header comment, made left to right, a replacement never read again.
 * YEAR becomes the year of the template's POT-Creation-Date (msginit writes the current year: the
 * two agree for a template made this year, and the file does not depend on the day it is written).
 */
function substitute(text, substitutions) {
    let out = '';
    let i = 0;
    while (i < text.length) {
        const hit = substitutions.find(([from]) => text.startsWith(from, i));
        if (hit) {
            out += hit[1];
            i += hit[0].length;
        }
        else {
            out += text[i];
            i++;
        }
    }
    return out;
}
/** The header text msginit fills in for a locale: its fields, in msginit's order. */
function fillHeader(header, name, pluralForms) {
    let text = header;
    const version = getField(text, 'Project-Id-Version');
    const created = getField(text, 'POT-Creation-Date');
    const fields = [
        [
            'Project-Id-Version',
            version === undefined || version === 'PACKAGE VERSION' ? 'PACKAGE VERSION' : version,
        ],
        // --no-translator: the catalog is generated, so it dates from its template.
        ['PO-Revision-Date', created],
        ['Last-Translator', 'Automatically generated'],
        ['Language-Team', 'none'],
        ['Language', name],
        ['MIME-Version', '1.0'],
        // The file is written in UTF-8 whatever the template declared.
        ['Content-Type', 'text/plain; charset=UTF-8'],
        ['Content-Transfer-Encoding', '8bit'],
        ['Plural-Forms', pluralForms],
    ];
    for (const [field, value] of fields)
        if (value !== undefined)
            text = putField(text, field, value);
    return text;
}
/** The fields Babel's `Catalog` writes, in its order (babel/messages/catalog.py, `_get_mime_headers`). */
const BABEL_FIELDS = [
    'Project-Id-Version',
    'Report-Msgid-Bugs-To',
    'POT-Creation-Date',
    'PO-Revision-Date',
    'Last-Translator',
    'Language',
    'Language-Team',
    'Plural-Forms',
    'MIME-Version',
    'Content-Type',
    'Content-Transfer-Encoding',
    'Generated-By',
];
/**
 * The header text `pybabel init` fills in for a locale: the template's fields in Babel's order with
 * `Language`, `Language-Team` (its `LANGUAGE` replaced by the locale) and `Plural-Forms` set, and, as
 * for msginit above, `PO-Revision-Date` the template's creation date (Babel writes the day it runs).
 */
function fillBabelHeader(header, name, pluralForms) {
    const fields = new Map();
    for (const line of header.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0)
            fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
    }
    const created = fields.get('POT-Creation-Date');
    if (created !== undefined)
        fields.set('PO-Revision-Date', created);
    fields.set('Language', name);
    fields.set('Language-Team', (fields.get('Language-Team') ?? 'LANGUAGE <LL@li.org>').replace('LANGUAGE', name));
    if (pluralForms !== undefined)
        fields.set('Plural-Forms', pluralForms);
    const order = [
        ...BABEL_FIELDS.filter((field) => fields.has(field)),
        ...[...fields.keys()].filter((f) => !BABEL_FIELDS.includes(f)),
    ];
    return order.map((field) => `${field}: ${fields.get(field)}\n`).join('');
}
/** Whether a catalog's header says Babel wrote it (`Generated-By: Babel 2.18.0`). */
function writtenByBabel(catalog) {
    const header = scan(catalog).blocks.find(isHeader)?.msgstr[0];
    return header !== undefined && /^Generated-By: Babel\b/m.test(header);
}
/** The header's comment lines as msginit leaves them: placeholders filled, the `fuzzy` flag gone. */
function headerComments(lines, block, header, name, babel) {
    const id = projectId(header);
    const year = /^(\d{4})-/.exec(getField(header, 'POT-Creation-Date') ?? '')?.[1] ?? 'YEAR';
    const language = englishLanguageName(languageOf(name));
    // Babel's `header_comment`: only "Translations template" becomes the language's (PROJECT, VERSION
    // and ORGANIZATION are the template's own, which a template Babel extracted still spells so).
    const substitutions = babel
        ? [['Translations template', `${language} translations`]]
        : [
            ['SOME DESCRIPTIVE TITLE', `${language} translations for ${id} package`],
            ['PACKAGE', id],
            ['FIRST AUTHOR <EMAIL@ADDRESS>', 'Automatically generated'],
            ['YEAR', year],
        ];
    const changed = new Map();
    for (const index of block.comments) {
        const text = lines[index].text;
        if (text.startsWith('#,')) {
            const flags = text
                .slice(2)
                .split(',')
                .map((flag) => flag.trim())
                .filter((flag) => flag !== '');
            if (!flags.includes('fuzzy'))
                continue;
            const rest = flags.filter((flag) => flag !== 'fuzzy');
            changed.set(index, rest.length === 0 ? undefined : `#, ${rest.join(', ')}`);
        }
        else if (text === '#' || text.startsWith('# ') || !/^#[.:|~]/.test(text)) {
            const updated = `#${substitute(text.slice(1), substitutions)}`;
            if (updated !== text)
                changed.set(index, updated);
        }
    }
    return changed;
}
/**
 * The catalog msginit creates for `locale` from `template` (a `.pot`, or a source locale's `.po`):
 * the header filled in as `fillHeader` says, each message's msgstr emptied (a source catalog's texts
 * are not the new locale's) with the locale's number of plural forms, and for English the msgids
 * copied, as msginit does; comments, flags, references, obsolete messages and folding kept.
 */
function initPo(template, locale, sibling) {
    const document = scan(template);
    const name = catalogName(locale);
    const english = languageOf(name) === 'en';
    const header = document.blocks.find(isHeader);
    const oldHeader = header?.msgstr[0] ?? '';
    const pluralForms = (0,gettext/* gettextPluralForms */.pE)(name) ?? getField(oldHeader, 'Plural-Forms');
    // Beside catalogs `pybabel init` made (calibre-web's), a new one is made as it makes one.
    const babel = sibling !== undefined && writtenByBabel(sibling);
    const filled = babel
        ? fillBabelHeader(oldHeader, name, pluralForms)
        : fillHeader(oldHeader, name, (0,gettext/* gettextPluralForms */.pE)(name));
    const forms = (0,gettext/* nplurals */.ek)(pluralForms) || 2;
    const edits = new LineEdits();
    const headerLines = ['msgid ""', ...formatField('msgstr', filled, babel ? BABEL : init_MSGCAT)];
    if (header) {
        for (const [index, text] of headerComments(document.lines, header, oldHeader, name, babel)) {
            if (text === undefined)
                edits.dropped.add(index);
            else
                edits.replace(index, index, [text]);
        }
        const fields = header.fields;
        edits.replace(fields[0].first, fields.at(-1).last, headerLines);
    }
    else {
        const first = document.blocks[0];
        if (first)
            edits.insert(first.first, [...headerLines, '']);
        else
            edits.insert(0, headerLines);
    }
    let folding;
    for (const block of document.blocks) {
        if (block.obsolete || isHeader(block))
            continue;
        const msgstr = block.fields.filter((field) => field.name === 'msgstr');
        const first = msgstr[0];
        const last = msgstr.at(-1);
        if (!first || !last)
            continue;
        const plural = block.msgidPlural !== undefined;
        let lines;
        if (english) {
            folding ??= detectFoldings(document).source;
            const texts = plural ? [block.msgid, block.msgidPlural] : [block.msgid];
            lines = texts.flatMap((text, i) => formatField(plural ? `msgstr[${i}]` : 'msgstr', text, folding));
        }
        else if (plural) {
            lines = Array.from({ length: forms }, (_, i) => `msgstr[${i}] ""`);
        }
        else
            lines = ['msgstr ""'];
        edits.replace(first.first, last.last, lines);
    }
    return edits.apply(document);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/po/index.ts






function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '',
        trailingNewline: /\n$/.test(content),
        keyOrder: [...parsePo(content).keys()],
    };
}
/** gettext PO/POT: contexts, plural forms, comments and headers kept when writing over a file. */
const po = {
    name: 'po',
    extensions: ['.po', '.pot'],
    structures: ['flat'],
    parse: parsePo,
    serialize: (entries, options) => {
        const template = (0,gettext/* isPoTemplate */._V)(options.path);
        // A new locale's catalog is what msginit (or, beside Babel's catalogs, `pybabel init`) makes of
        // the template, with the pulled texts filled in.
        if (options.template !== undefined && options.locale !== undefined && !template) {
            const blank = initPo(options.template, options.locale, options.sibling);
            return (0,new_file/* fillNewFile */.c)(entries, blank, options, { parse: parsePo, serializeOver: serializeOver });
        }
        return serializePo(entries, {
            ...(options.locale !== undefined && { locale: options.locale }),
            ...(template && { template: true }),
        });
    },
    detectStyle,
    serializeOver: serializeOver,
    needsTemplate: true,
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

/***/ 247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ fillNewFile)
/* harmony export */ });
/**
 * `entries` written over `blank`, the file the format's tool creates for the locale: what the blank
 * holds and the entries do not (an untranslated gettext message, an unfinished Qt one) stays as the
 * tool left it, in the blank's order; entries the blank lacks follow.
 */
function fillNewFile(entries, blank, options, format) {
    const merged = new Map();
    const readOptions = {
        ...(options.path !== undefined && { path: options.path }),
        ...(options.locale !== undefined && { locale: options.locale }),
    };
    format.parse(blank, readOptions).forEach((value, key) => {
        merged.set(key, entries.get(key) ?? value);
    });
    entries.forEach((value, key) => {
        if (!merged.has(key))
            merged.set(key, value);
    });
    const { template: _template, ...rest } = options;
    return format.serializeOver(merged, blank, rest);
}


/***/ })

};
