export const id = 49;
export const ids = [49];
export const modules = {

/***/ 9049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qt: () => (/* binding */ qt)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/shared/new-file.ts
var new_file = __webpack_require__(247);
// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var xml = __webpack_require__(1702);
// EXTERNAL MODULE: ../../packages/formats/src/formats/qt/numerus.ts
var qt_numerus = __webpack_require__(3688);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/qt/new-file.ts
// A new language's `.ts` from the project's source `.ts`, as lupdate writes a file it creates for a
// new language (checked against Qt 5.15's lupdate): the source file's bytes with `language` set to
// the locale as Qt names it, every message's translation emptied and marked `type="unfinished"`
// (a numerus message with as many empty `<numerusform>`s as the language has in Qt), and what a new
// language has not got yet left out: obsolete and vanished messages, translator comments, the
// previous source texts (`<oldsource>`, `<oldcomment>`). Locations, contexts, comments, extracted
// comments, the XML declaration, DOCTYPE, `version` and `sourcelanguage` stay as the source has them.


const WHAT = 'Qt Linguist TS';
const NOT_YET = new Set(['translatorcomment', 'oldsource', 'oldcomment']);
/**
 * The name lupdate gives a language in `language`: QLocale's name, language and territory with `_`
 * (`de` is `de_DE`, `ja` is `ja_JP`, `pt-BR` is `pt_BR`), the territory Unicode's likely subtags give.
 */
function qtLanguageName(locale) {
    const tag = locale.replace(/@.*$/, '').replace(/_/g, '-');
    try {
        const maximized = new Intl.Locale(tag).maximize();
        if (maximized.region !== undefined)
            return `${maximized.language}_${maximized.region}`;
        return maximized.language;
    }
    catch {
        return locale.replace(/-/g, '_');
    }
}
/** The element whose start tag `child` (an element of `parent`) is, dropped with its line. */
function drop(content, element) {
    return { start: (0,xml/* whitespaceBefore */.Hy)(content, element.start), end: element.end, text: '' };
}
/** A sibling translation's `language`, when its start tag (within its first bytes) has one. */
const SIBLING_LANGUAGE = /<TS\b[^>]*?\slanguage\s*=\s*["']([^"']*)["']/;
/**
 * The source `.ts` as the blank file lupdate would create for `locale`; with a `sibling` translation
 * whose `language` is a language alone (Transifex writes `language="de"` where lupdate writes
 * `de_DE`), the locale as the sibling's tool spells it (`fr`, `pt_BR`).
 */
function blankTs(template, locale, sibling) {
    const root = (0,xml/* scanElements */.d8)(template, WHAT).find((element) => element.name === 'TS');
    if (!root)
        return template;
    const theirs = sibling === undefined ? undefined : SIBLING_LANGUAGE.exec(sibling.slice(0, 4096))?.[1];
    const language = theirs !== undefined && /^[a-z]{2,3}$/.test(theirs) ? locale.replace(/-/g, '_') : qtLanguageName(locale);
    const forms = ((0,qt_numerus/* numerusCategories */.U)(language) ?? ['other']).length;
    const edits = [];
    const tag = template.slice(root.start, root.openEnd);
    const attribute = /(\slanguage\s*=\s*)(?:"[^"]*"|'[^']*')/.exec(tag);
    const value = `"${(0,xml/* escapeXmlAttribute */.R0)(language)}"`;
    if (attribute) {
        const at = root.start + attribute.index + attribute[1].length;
        edits.push({ start: at, end: root.start + attribute.index + attribute[0].length, text: value });
    }
    else {
        // lupdate writes `language` right after `version`.
        const version = /\sversion\s*=\s*(?:"[^"]*"|'[^']*')/.exec(tag);
        const at = version ? root.start + version.index + version[0].length : root.start + '<TS'.length;
        edits.push({ start: at, end: at, text: ` language=${value}` });
    }
    for (const context of root.children) {
        if (context.name !== 'context')
            continue;
        const messages = context.children.filter((child) => child.name === 'message');
        const kept = messages.filter((message) => {
            const type = message.children.find((child) => child.name === 'translation')?.attributes.get('type');
            return type !== 'obsolete' && type !== 'vanished';
        });
        if (messages.length > 0 && kept.length === 0) {
            edits.push(drop(template, context));
            continue;
        }
        for (const message of messages) {
            if (!kept.includes(message)) {
                edits.push(drop(template, message));
                continue;
            }
            for (const child of message.children) {
                if (NOT_YET.has(child.name))
                    edits.push(drop(template, child));
                else if (child.name === 'translation')
                    edits.push({
                        start: child.start,
                        end: child.end,
                        text: emptyTranslation(template, message, child, forms),
                    });
            }
        }
    }
    return (0,xml/* applyEdits */.ct)(template, edits);
}
/** An untranslated `<translation>` as lupdate writes it, at the indentation of the one it replaces. */
function emptyTranslation(template, message, translation, forms) {
    const open = '<translation type="unfinished">';
    const numerus = message.attributes.get('numerus') === 'yes';
    // A source written with empty elements closed in their start tag (qBittorrent's WebUI catalogs,
    // `<translation type="unfinished" />`, which its siblings share) keeps that spelling.
    if (translation.selfClosing && !numerus) {
        const tag = template.slice(translation.start, translation.end);
        return /\stype\s*=/.test(tag) ? tag : tag.replace(/^<translation/, '<translation type="unfinished"');
    }
    if (!numerus)
        return `${open}</translation>`;
    const indent = (0,xml/* indentationAt */.pi)(template, translation.start) ?? '        ';
    const step = (0,xml/* indentationAt */.pi)(template, message.start) ?? '    ';
    const form = `\n${indent}${step}<numerusform></numerusform>`;
    return `${open}${form.repeat(forms)}\n${indent}</translation>`;
}

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/qt/model.ts
/**
 * Qt Linguist keys. Qt finds a message by its context, its source text and its disambiguation comment
 * (`tr("Open", "menu")`), so the key holds all three, joined by U+0004 (which XML cannot hold, so no
 * part can contain it): `source` when the context is empty and there is no comment,
 * `context\u0004source` without a comment, `context\u0004source\u0004comment` with one. A numerus
 * message's forms are `<key>[one]`, `<key>[other]`… (CLDR categories, see numerus.ts).
 */
const QT_SEPARATOR = '\u0004';
/** The key of a message. */
function qtKey(context, source, comment) {
    if (comment !== '')
        return [context, source, comment].join(QT_SEPARATOR);
    return context === '' ? source : `${context}${QT_SEPARATOR}${source}`;
}
/** The context, source text and comment a key stands for. */
function splitQtKey(key) {
    const parts = key.split(QT_SEPARATOR);
    if (parts.length === 1)
        return { context: '', source: key, comment: '' };
    if (parts.length === 2)
        return { context: parts[0], source: parts[1], comment: '' };
    return {
        context: parts[0],
        source: parts[1],
        comment: parts.slice(2).join(QT_SEPARATOR),
    };
}
/** A plural form key: the message's key and the category. */
const NUMERUS_KEY = /^(.+)\[(zero|one|two|few|many|other)\]$/s;

;// CONCATENATED MODULE: ../../packages/formats/src/formats/qt/read.ts






const read_WHAT = 'Qt Linguist TS';
/**
 * Reads a Qt Linguist `.ts` file. A translation file's text is its `<translation>` (an unfinished one
 * too: lrelease builds non-empty unfinished translations unless told `-nounfinished`); an empty one is
 * an empty text (a gap). A source file (`options.source`) reads an empty translation as the
 * `<source>`, as the application shows it. Obsolete and vanished messages are not entries.
 */
function readTs(content, options = {}) {
    (0,xml/* validateXml */.Qz)((0,lines/* stripBom */.F8)(content), read_WHAT);
    const root = (0,xml/* scanElements */.d8)(content, read_WHAT).find((element) => element.name === 'TS');
    if (!root)
        throw new errors/* FormatError */.I(`not a ${read_WHAT} file: the root element must be <TS>`, { line: 1 });
    const locate = (0,lines/* lineLocator */.hl)(content);
    const lineOf = (element) => locate(element.start).line;
    const language = root.attributes.get('language') ?? options.locale;
    const entries = new Map();
    const messages = [];
    const seen = new Map();
    for (const context of root.children) {
        if (context.name !== 'context')
            continue;
        const nameElement = context.children.find((child) => child.name === 'name');
        const contextName = nameElement ? textOf(content, nameElement, lineOf) : '';
        for (const message of context.children) {
            if (message.name !== 'message')
                continue;
            const child = (name) => message.children.find((element) => element.name === name);
            const translation = child('translation');
            const type = translation?.attributes.get('type');
            if (type === 'obsolete' || type === 'vanished')
                continue;
            const sourceElement = child('source');
            const source = sourceElement ? textOf(content, sourceElement, lineOf) : '';
            const commentElement = child('comment');
            const comment = commentElement ? textOf(content, commentElement, lineOf) : '';
            const key = qtKey(contextName, source, comment);
            (0,model/* checkKeyLength */.Ob)(key, lineOf(message));
            const earlier = seen.get(key);
            if (earlier !== undefined) {
                // lrelease drops the later duplicates ("dropping duplicate messages") and builds the first.
                options.warn?.({
                    message: `the message "${source.slice(0, 60)}" of context "${contextName}" is defined twice (lines ${earlier} and ${lineOf(message)}); the first is used, as lrelease builds it`,
                    line: lineOf(message),
                    key,
                });
                continue;
            }
            seen.set(key, lineOf(message));
            const numerus = message.attributes.get('numerus') === 'yes';
            const forms = translation
                ? translation.children.filter((element) => element.name === 'numerusform')
                : [];
            const variant = translation?.children.find((element) => element.name === 'lengthvariant');
            if (variant ||
                forms.some((form) => form.children.some((element) => element.name === 'lengthvariant'))) {
                throw new errors/* FormatError */.I(`${read_WHAT} line ${lineOf(variant ?? message)}: length variants (<lengthvariant>) are not supported; keep one variant per translation`, { line: lineOf(variant ?? message), key });
            }
            const written = new Map();
            let categories = [];
            if (numerus) {
                const found = (0,qt_numerus/* numerusCategories */.U)(language, forms.length);
                if (!found) {
                    throw new errors/* FormatError */.I(`${read_WHAT} line ${lineOf(message)}: the message has ${forms.length} numerus forms; no language has more than six`, { line: lineOf(message), key });
                }
                categories = found;
                for (const [index, category] of categories.entries()) {
                    const form = forms[index];
                    written.set(`${key}[${category}]`, form ? textOf(content, form, lineOf) : '');
                }
            }
            else {
                written.set(key, translation && forms.length === 0 ? textOf(content, translation, lineOf) : '');
            }
            for (const [formKey, text] of written) {
                (0,model/* checkEntryCount */.Q1)(entries.size + 1, lineOf(message));
                entries.set(formKey, options.source && text === '' ? source : text);
            }
            messages.push({
                key,
                element: message,
                context,
                source,
                numerus,
                translation,
                forms,
                categories,
                written,
            });
        }
    }
    return { entries, messages, root, language };
}
/** Parses a Qt Linguist `.ts` file into entries in file order. */
function parseTs(content, options = {}) {
    return readTs(content, options).entries;
}
/**
 * The text of an element as Qt reads it: entities decoded, CDATA unwrapped, and `<byte value="x9"/>`
 * (how Qt writes control characters and non-ASCII spaces) read as its character.
 */
function textOf(content, element, lineOf) {
    if (element.selfClosing)
        return '';
    let text = '';
    let at = element.openEnd;
    const plain = (to) => {
        for (const part of content.slice(at, to).split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)) {
            if (part.startsWith('<![CDATA['))
                text += part.slice(9, -3);
            else
                text += (0,xml/* decodeXmlEntities */.zo)(part.replace(/<!--[\s\S]*?-->/g, ''));
        }
    };
    for (const child of element.children) {
        plain(child.start);
        const value = child.attributes.get('value') ?? '';
        const code = /^x[0-9a-fA-F]{1,6}$/.test(value)
            ? Number.parseInt(value.slice(1), 16)
            : /^\d{1,7}$/.test(value)
                ? Number.parseInt(value, 10)
                : Number.NaN;
        if (child.name !== 'byte' || !(code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) {
            throw new errors/* FormatError */.I(`${read_WHAT} line ${lineOf(child)}: <${child.name}> inside <${element.name}> is not text; Qt allows only <byte value="…"/> there (escape markup as &lt;…&gt;)`, { line: lineOf(child) });
        }
        text += String.fromCodePoint(code);
        at = child.end;
    }
    plain(element.closeStart);
    return text;
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/open-tag.ts
var open_tag = __webpack_require__(8841);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/qt/write.ts




/** Non-ASCII white space, which Qt 6 writes as a numeric entity (QChar::isSpace past U+007F). */
const WIDE_SPACE = /[\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/**
 * A text as Qt's TS writer protects it: `& < > " '` as entities; control characters other than tab
 * and line feed as `<byte value="x…"/>`, and non-ASCII spaces as `&#x…;` (its numericEntity() keeps
 * `<byte>` for code points up to U+0020: `Farbe&#xa0;…` in Mumble's `mumble_de.ts`).
 */
function encodeTs(text) {
    let out = '';
    for (const char of text) {
        const code = char.codePointAt(0);
        if (char === '&')
            out += '&amp;';
        else if (char === '<')
            out += '&lt;';
        else if (char === '>')
            out += '&gt;';
        else if (char === '"')
            out += '&quot;';
        else if (char === "'")
            out += '&apos;';
        else if (code < 0x20 && char !== '\n' && char !== '\t')
            out += `<byte value="x${code.toString(16)}"/>`;
        else if (WIDE_SPACE.test(char))
            out += `&#x${code.toString(16)};`;
        else
            out += char;
    }
    return out;
}
/** Groups entries into messages (a numerus message's forms under its key), in the order of first keys. */
function groupMessages(entries) {
    const messages = new Map();
    for (const [key, value] of entries) {
        // Like Android's `name[one]`: a key ending in a bracketed category is a form of a numerus message.
        const match = NUMERUS_KEY.exec(key);
        if (!match) {
            messages.set(`text:${key}`, { key, text: value });
            continue;
        }
        const base = match[1];
        let message = messages.get(`numerus:${base}`);
        if (!message) {
            message = { key: base, forms: new Map() };
            messages.set(`numerus:${base}`, message);
        }
        message.forms?.set(match[2], value);
    }
    return [...messages.values()];
}
/** The `<numerusform>` texts of a message in the order `language` gives its forms. */
function orderedForms(forms, language) {
    // The order the reader gives forms past the language's own, so what is written reads back the same.
    const categories = (0,qt_numerus/* numerusCategories */.U)(language, 6) ?? [];
    // A form past the ones given is left out; one before the last given is written empty.
    let last = -1;
    for (const [index, category] of categories.entries())
        if (forms.has(category))
            last = index;
    return categories.slice(0, last + 1).map((category) => forms.get(category) ?? '');
}
/**
 * The `<message>` element of a new message at `indent`, its children one `step` deeper, as lupdate
 * lays it out (four and eight spaces).
 */
function renderMessage(message, language, indent = '    ', step = indent) {
    const { source, comment } = splitQtKey(message.key);
    const inner = `${indent}${step}`;
    const lines = [
        `${indent}<message${message.forms ? ' numerus="yes"' : ''}>`,
        `${inner}<source>${encodeTs(source)}</source>`,
    ];
    if (comment !== '')
        lines.push(`${inner}<comment>${encodeTs(comment)}</comment>`);
    lines.push(`${inner}${renderTranslation(message, language, `${inner}${step}`, inner)}`);
    lines.push(`${indent}</message>`);
    return lines.join('\n');
}
/**
 * A `<translation>` element: `type="unfinished"` when it is empty (as lupdate marks an untranslated
 * message); numerus forms each on a line of their own at `formIndent`, or inline when it is ''.
 */
function renderTranslation(message, language, formIndent, closeIndent, attributes = '') {
    const texts = message.forms ? orderedForms(message.forms, language) : [message.text ?? ''];
    const empty = texts.every((text) => text === '');
    const open = `<translation${attributes}${empty && !/\btype=/.test(attributes) ? ' type="unfinished"' : ''}>`;
    if (!message.forms)
        return `${open}${encodeTs(message.text ?? '')}</translation>`;
    if (formIndent === '')
        return `${open}${texts.map((text) => `<numerusform>${encodeTs(text)}</numerusform>`).join('')}</translation>`;
    const forms = texts.map((text) => `\n${formIndent}<numerusform>${encodeTs(text)}</numerusform>`).join('');
    return `${open}${forms}\n${closeIndent}</translation>`;
}
/** A `<context>` with its messages, indented by `step` a level (lupdate's four spaces). */
function renderContext(name, messages, language, step = '    ') {
    const body = messages.map((message) => `${renderMessage(message, language, step)}\n`).join('');
    return `<context>\n${step}<name>${encodeTs(name)}</name>\n${body}</context>\n`;
}
/** Groups messages by context, in the order of each context's first message. */
function byContext(messages) {
    const contexts = new Map();
    for (const message of messages) {
        const { context } = splitQtKey(message.key);
        const list = contexts.get(context);
        if (list)
            list.push(message);
        else
            contexts.set(context, [message]);
    }
    return contexts;
}
/**
 * Writes a new `TS` file as lupdate does: `version="2.1"`, the locale as `language` (as QLocale
 * names it: `de_DE`), one `<context>` per context. The source texts come from the keys.
 */
function serializeTs(entries, options = {}) {
    const language = options.locale === undefined ? undefined : qtLanguageName(options.locale);
    const attribute = language === undefined ? '' : ` language="${(0,xml/* escapeXmlAttribute */.R0)(language)}"`;
    const contexts = [...byContext(groupMessages(entries))].map(([name, messages]) => renderContext(name, messages, language));
    return `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1"${attribute}>\n${contexts.join('')}</TS>\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/qt/rewrite.ts





const UNFINISHED = /\s+type\s*=\s*(?:"unfinished"|'unfinished')/;
/** The start tag of a translation whose texts are now all filled (`filled`) or all empty. */
function openTag(existing, translation, filled) {
    let tag = (0,open_tag/* openingTag */.p)(existing.slice(translation.start, translation.openEnd));
    if (filled)
        tag = tag.replace(UNFINISHED, '');
    else if (!/\stype\s*=/.test(tag))
        tag = tag.replace(/>$/, ' type="unfinished">');
    return tag;
}
/**
 * Writes over an existing `TS` file by editing only what changed: the content of changed translations
 * and numerus forms (a translation that gets a text loses `type="unfinished"`, one emptied gets it),
 * missing numerus forms after the last one, and new messages at the end of their context (or a new
 * context at the end). Messages the entries lack stay as written: lupdate, not a pull, decides which
 * messages a file has. Locations, comments, obsolete and vanished messages, the `language` attribute
 * and layout stay byte for byte.
 */
function serializeOver(entries, existing, options) {
    const file = readTs(existing, {
        ...(options.source !== undefined && { source: options.source }),
        ...(options.locale !== undefined && { locale: options.locale }),
    });
    if (file.root.selfClosing)
        return serializeTs(entries, options);
    const before = file.entries;
    const byKey = new Map(file.messages.map((message) => [message.key, message]));
    const edits = [];
    const added = [];
    for (const group of groupMessages(entries)) {
        const message = byKey.get(group.key);
        if (!message) {
            added.push(group);
            continue;
        }
        if (message.numerus !== (group.forms !== undefined))
            continue;
        if (group.forms)
            edits.push(...numerusEdits(existing, message, group.forms, before, file.language));
        else {
            const value = group.text ?? '';
            if (before.get(group.key) === value)
                continue;
            const translation = message.translation;
            const text = options.source && value === message.source && message.written.get(group.key) === '' ? '' : value;
            if (translation) {
                const tag = openTag(existing, translation, text !== '');
                edits.push({
                    start: translation.start,
                    end: translation.end,
                    text: `${tag}${(0,xml/* likeContentOf */.WT)(existing, translation, encodeTs(text))}</translation>`,
                });
            }
            else {
                const last = message.element.children.at(-1);
                const indent = (0,xml/* indentationAt */.pi)(existing, last.start) ?? '';
                const rendered = renderTranslation({ key: group.key, text }, file.language, '', '');
                edits.push({ start: last.end, end: last.end, text: `\n${indent}${rendered}` });
            }
        }
    }
    if (added.length > 0)
        edits.push(...additions(existing, file.root, added, file.language));
    return (0,xml/* applyEdits */.ct)(existing, edits);
}
/** The edits that give a numerus message the forms `forms` (by category). */
function numerusEdits(existing, message, forms, before, language) {
    const all = (0,qt_numerus/* numerusCategories */.U)(language, 6);
    let count = message.forms.length;
    for (const [index, category] of all.entries())
        if (forms.has(category))
            count = Math.max(count, index + 1);
    const texts = [];
    let changed = false;
    for (let index = 0; index < count; index++) {
        const formKey = `${message.key}[${all[index]}]`;
        const had = before.get(formKey);
        const wanted = forms.get(all[index]);
        const form = message.forms[index];
        const written = form ? textOf(existing, form, () => 0) : '';
        if (wanted === undefined || wanted === had) {
            texts.push(written);
            if (!form)
                changed = true;
            continue;
        }
        changed = true;
        // A source file's empty form that read as the source text stays empty.
        texts.push(wanted === message.source && written === '' && had === message.source ? '' : wanted);
    }
    if (!changed)
        return [];
    const filled = texts.every((text) => text !== '');
    const translation = message.translation;
    if (!translation || message.forms.length === 0) {
        const grouped = new Map(texts.map((text, index) => [all[index], text]));
        const attributes = translation
            ? openTag(existing, translation, filled).slice('<translation'.length, -1)
            : '';
        const sample = /\n([ \t]*)<numerusform\b/.exec(existing);
        const closeIndent = translation ? ((0,xml/* indentationAt */.pi)(existing, translation.start) ?? '') : '';
        const formIndent = sample ? sample[1] : `${closeIndent}    `;
        const rendered = renderTranslation({ key: message.key, forms: grouped }, language, formIndent, closeIndent, attributes);
        if (translation)
            return [{ start: translation.start, end: translation.end, text: rendered }];
        const last = message.element.children.at(-1);
        return [
            { start: last.end, end: last.end, text: `\n${(0,xml/* indentationAt */.pi)(existing, last.start) ?? ''}${rendered}` },
        ];
    }
    const edits = [
        { start: translation.start, end: translation.openEnd, text: openTag(existing, translation, filled) },
    ];
    const forms0 = message.forms;
    for (const [index, text] of texts.entries()) {
        const form = forms0[index];
        if (form) {
            if (textOf(existing, form, () => 0) === text)
                continue;
            const open = (0,open_tag/* openingTag */.p)(existing.slice(form.start, form.openEnd));
            edits.push({
                start: form.start,
                end: form.end,
                text: `${open}${(0,xml/* likeContentOf */.WT)(existing, form, encodeTs(text))}</numerusform>`,
            });
            continue;
        }
        const last = forms0.at(-1);
        const previousEnd = forms0.length > 1 ? forms0.at(-2).end : translation.openEnd;
        const separator = existing.slice(previousEnd, last.start);
        edits.push({
            start: last.end,
            end: last.end,
            text: `${separator}<numerusform>${encodeTs(text)}</numerusform>`,
        });
    }
    return edits;
}
/** New messages: at the end of their context when the file has it, else in a new context before `</TS>`. */
function additions(existing, root, added, language) {
    const contexts = new Map();
    for (const context of root.children) {
        if (context.name !== 'context')
            continue;
        const name = context.children.find((child) => child.name === 'name');
        const text = name ? textOf(existing, name, () => 0) : '';
        if (!contexts.has(text))
            contexts.set(text, context);
    }
    const edits = [];
    const fresh = [];
    // The file's own indentation a level (lupdate's four spaces, or the tabs of a file written otherwise).
    const step = (0,xml/* indentStep */.jt)(existing, [...contexts.values()].map((context) => [context, context.children[0]]), '    ');
    for (const [name, messages] of byContext(added)) {
        const context = contexts.get(name);
        const last = context?.children.at(-1);
        if (!context || !last) {
            fresh.push(...messages);
            continue;
        }
        const indent = (0,xml/* indentationAt */.pi)(existing, last.start) ?? step;
        const text = messages.map((message) => `\n${renderMessage(message, language, indent, step)}`).join('');
        edits.push({ start: last.end, end: last.end, text });
    }
    if (fresh.length > 0) {
        const text = [...byContext(fresh)]
            .map(([name, messages]) => renderContext(name, messages, language, step))
            .join('');
        const lineStart = (0,xml/* indentationAt */.pi)(existing, root.closeStart) !== undefined;
        edits.push({ start: root.closeStart, end: root.closeStart, text: lineStart ? text : `\n${text}` });
    }
    return edits;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/qt/index.ts







function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,xml/* xmlIndentOf */.vp)(content, '    '),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...parseTs(content).keys()],
    };
}
/** Qt Linguist `.ts`: contexts, messages keyed by context + source (+ comment), numerus forms. */
const qt = {
    name: 'qt',
    extensions: ['.ts'],
    structures: ['flat'],
    parse: parseTs,
    // A new language's file is what lupdate makes of the source file, with the pulled texts filled in.
    serialize: (entries, options) => options.template === undefined || options.locale === undefined
        ? serializeTs(entries, options)
        : (0,new_file/* fillNewFile */.c)(entries, blankTs(options.template, options.locale, options.sibling), options, {
            parse: parseTs,
            serializeOver: serializeOver,
        }),
    detectStyle,
    serializeOver: serializeOver,
    needsTemplate: true,
};


/***/ }),

/***/ 3688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ numerusCategories),
/* harmony export */   g: () => (/* binding */ qtPluralRule)
/* harmony export */ });
const between = (n, low, high) => n >= low && n <= high;
/** Qt's table in its own order: the first entry that lists a language is the one lrelease uses. */
const TABLE = [
    {
        // Japanese style: one "Universal Form".
        languages: 'bi my zh dz fj gn hu id ja jv ko ms na om fa su tt th bo tr vi yo za'.split(' '),
        forms: ['other'],
        select: () => 0,
    },
    {
        // English style: Singular (1), Plural. Catalan is here since qttools reverted its own Catalan
        // rule (a form for 11) in 2015; `no` is Qt's alias of Norwegian Bokmål.
        languages: ['ab', 'aa', 'af', 'sq', 'am', 'as', 'ay', 'az', 'ba', 'eu', 'bn', 'bg', 'ca', 'kw', 'co']
            .concat(['da', 'nl', 'en', 'eo', 'et', 'fo', 'fi', 'fur', 'fy', 'gl', 'lg', 'ka', 'de', 'el', 'kl'])
            .concat(['gu', 'ha', 'he', 'hi', 'ia', 'ie', 'it', 'kn', 'ks', 'kk', 'km', 'rw', 'ky', 'ku', 'lo'])
            .concat(['la', 'ln', 'lb', 'mg', 'ml', 'mr', 'mn', 'ne', 'nso', 'nb', 'nn', 'no', 'oc', 'or', 'ps'])
            .concat(['pt', 'pa', 'qu', 'rm', 'rn', 'sn', 'sd', 'si', 'so', 'st', 'es', 'sw', 'ss', 'sv', 'tg'])
            .concat(['ta', 'te', 'to', 'ts', 'tn', 'tk', 'ug', 'ur', 'uz', 'vo', 'wo', 'xh', 'yi', 'zu']),
        forms: ['one', 'other'],
        select: (n) => (n === 1 ? 0 : 1),
    },
    {
        // French style: 0 and 1 are singular. Portuguese is listed with the country Brazil (see entryOf);
        // Filipino (`tl` is Qt's alias of it) is here before its own Tagalog entry, which Qt never reaches.
        languages: ['hy', 'br', 'fr', 'fil', 'tl', 'ti', 'wa'],
        forms: ['one', 'other'],
        select: (n) => (n <= 1 ? 0 : 1),
    },
    {
        languages: ['lv'],
        forms: ['one', 'other', 'zero'],
        select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : n !== 0 ? 1 : 2),
    },
    { languages: ['is'], forms: ['one', 'other'], select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : 1) },
    {
        // Irish style: Singular, Dual, Plural (Irish's CLDR few and many are Qt's Plural).
        languages: ['dv', 'iu', 'ik', 'ga', 'gv', 'mi', 'se', 'sm', 'sa'],
        forms: ['one', 'two', 'other'],
        select: (n) => (n === 1 ? 0 : n === 2 ? 1 : 2),
    },
    {
        // Scottish Gaelic: 1/11, 2/12, Few (3–19), Many.
        languages: ['gd'],
        forms: ['one', 'two', 'few', 'other'],
        select: (n) => (n === 1 || n === 11 ? 0 : n === 2 || n === 12 ? 1 : between(n, 3, 19) ? 2 : 3),
    },
    {
        // Singular, Paucal (2–4), Plural: CLDR's `many` (fractions) has no form in Qt.
        languages: ['sk', 'cs'],
        forms: ['one', 'few', 'other'],
        select: (n) => (n === 1 ? 0 : between(n, 2, 4) ? 1 : 2),
    },
    {
        // Qt's compiled rule tests n % 10 (its gettext string says n % 100; the .qm holds the former).
        languages: ['mk'],
        forms: ['one', 'two', 'other'],
        select: (n) => (n % 10 === 1 ? 0 : n % 10 === 2 ? 1 : 2),
    },
    {
        languages: ['lt'],
        forms: ['one', 'few', 'other'],
        select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : n % 10 !== 0 && !between(n % 100, 10, 19) ? 1 : 2),
    },
    {
        // `sh` is Qt's alias of Serbian.
        languages: ['bs', 'be', 'hr', 'ru', 'sr', 'sh', 'uk'],
        forms: ['one', 'few', 'many'],
        select: (n) => n % 10 === 1 && n % 100 !== 11 ? 0 : between(n % 10, 2, 4) && !between(n % 100, 10, 19) ? 1 : 2,
    },
    {
        languages: ['pl'],
        forms: ['one', 'few', 'many'],
        select: (n) => (n === 1 ? 0 : between(n % 10, 2, 4) && !between(n % 100, 10, 19) ? 1 : 2),
    },
    {
        // `mo` is Qt's alias of Romanian.
        languages: ['ro', 'mo'],
        forms: ['one', 'few', 'other'],
        select: (n) => (n === 1 ? 0 : n === 0 || between(n % 100, 1, 19) ? 1 : 2),
    },
    {
        languages: ['sl'],
        forms: ['one', 'two', 'few', 'other'],
        select: (n) => (n % 100 === 1 ? 0 : n % 100 === 2 ? 1 : between(n % 100, 3, 4) ? 2 : 3),
    },
    {
        languages: ['mt'],
        forms: ['one', 'few', 'many', 'other'],
        select: (n) => (n === 1 ? 0 : n === 0 || between(n % 100, 1, 10) ? 1 : between(n % 100, 11, 19) ? 2 : 3),
    },
    {
        // Nullar, Singular, Dual (2–5), Sexal (6), Plural.
        languages: ['cy'],
        forms: ['zero', 'one', 'two', 'many', 'other'],
        select: (n) => (n === 0 ? 0 : n === 1 ? 1 : between(n, 2, 5) ? 2 : n === 6 ? 3 : 4),
    },
    {
        languages: ['ar'],
        forms: ['zero', 'one', 'two', 'few', 'many', 'other'],
        select: (n) => n === 0 ? 0 : n === 1 ? 1 : n === 2 ? 2 : between(n % 100, 3, 10) ? 3 : n % 100 >= 11 ? 4 : 5,
    },
];
const ONE_FORM = TABLE[0];
const ENGLISH = TABLE[1];
const FRENCH = TABLE[2];
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/**
 * The numerus entry of a language as a `TS` file's `language` attribute or a locale spells it
 * (`de`, `pt_BR`, `sr@latin`, `zh-Hant`), found as lrelease finds it (Translator::languageAndTerritory,
 * then getNumerusInfo):
 * - Portuguese is French style with the country Brazil, and `pt` alone is Brazil too: Qt gives a
 *   language without a country its most likely one (QLocale("pt") is pt_BR). `pt_PT`: English style.
 * - A language the table does not list gets no rule in the `.qm`, and QTranslator then always takes
 *   the first form: one form, as Japanese.
 * - No language at all (a file without `language`, read without a locale): English style.
 * - Unlike Qt, a `@variant` is set aside (`sr@latin` is Serbian; Qt would not know the code).
 */
function entryOf(language) {
    const tag = (language ?? '').replace(/@.*$/, '').replace(/_/g, '-');
    const [code = '', territory] = tag.toLowerCase().split('-');
    if (code === '')
        return ENGLISH;
    if (code === 'pt' && (territory === undefined || territory === 'br'))
        return FRENCH;
    return TABLE.find((entry) => entry.languages.includes(code)) ?? ONE_FORM;
}
/** The CLDR categories of a language, in CLDR order; none for a code Intl does not know. */
function cldrCategories(language) {
    try {
        const tag = (language ?? '').replace(/@.*$/, '').replace(/_/g, '-');
        const found = new Intl.PluralRules(tag === '' ? 'en' : tag).resolvedOptions()
            .pluralCategories;
        return CLDR_ORDER.filter((category) => found.includes(category));
    }
    catch {
        return [];
    }
}
/**
 * The category each `<numerusform>` of a `count`-form message stands for, in form order: Qt's forms
 * of the language first, then, for forms past Qt's count (a Transifex file that writes Russian with
 * CLDR's four), the language's CLDR categories not used yet (Russian `other`), then any other
 * category, in CLDR order. Undefined past six forms.
 */
function numerusCategories(language, count = 0) {
    const forms = [...entryOf(language).forms];
    for (const category of [...cldrCategories(language), ...CLDR_ORDER]) {
        if (forms.length >= count)
            break;
        if (!forms.includes(category))
            forms.push(category);
    }
    return forms.length >= count ? forms : undefined;
}
/** The rule QTranslator applies to `language`: its forms as CLDR categories, whole counts only. */
function qtPluralRule(language) {
    const entry = entryOf(language);
    return {
        forms: entry.forms,
        select: (n) => entry.forms[entry.select(Math.abs(Math.trunc(n)))],
        integers: true,
    };
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


/***/ }),

/***/ 8841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ openingTag)
/* harmony export */ });
/**
 * The opening tag of a self-closing element's tag (`<string name="a"/>` → `<string name="a">`), or
 * `tag` as it is. Not `replace(/\s*\/>$/, '>')`: V8 tries that pattern from every character of a
 * long run of spaces between attributes, quadratic in its length.
 */
function openingTag(tag) {
    return tag.endsWith('/>') ? `${tag.slice(0, -2).trimEnd()}>` : tag;
}


/***/ })

};
