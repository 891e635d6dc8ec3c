export const id = 336;
export const ids = [336];
export const modules = {

/***/ 5336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  stringsdict: () => (/* binding */ stringsdict)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/stringsdict/model.ts
/**
 * Apple `.stringsdict` keys. An entry whose format key is one variable alone (`%#@COUNT@`, what Xcode
 * and every exporter write) is a plural group: `key[one]`, `key[other]`… (the CLDR categories Foundation
 * picks among), as a String Catalog names the same string. Any other entry's format key is a text of
 * its own, `key`, and each plural variable's forms are `key[@files][one]`, `key[@files][other]`…, as
 * a catalog names its substitutions. The format key of a plural group, the spec and value types and
 * variables of other rule types are not texts: they stay as written.
 */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const FORMAT_KEY = 'NSStringLocalizedFormatKey';
const SPEC_TYPE = 'NSStringFormatSpecTypeKey';
const VALUE_TYPE = 'NSStringFormatValueTypeKey';
const PLURAL_RULE = 'NSStringPluralRuleType';
/** A format key that is one variable alone: `%#@COUNT@` (also with a position, `%1$#@COUNT@`). */
const SINGLE_VARIABLE = /^%(?:\d+\$)?#@([^@\s]+)@$/;
/** `key[@files][one]`: a form of a variable of a format key. */
const VARIABLE_FORM = /^(.+)\[@([^\]]+)\]\[(zero|one|two|few|many|other)\]$/s;
/** `key[one]`: a form of a plural group. */
const GROUP_FORM = /^(.+)\[(zero|one|two|few|many|other)\]$/s;

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var xml = __webpack_require__(1702);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/stringsdict/read.ts





const WHAT = '.stringsdict';
/** The `<key>`/value pairs of a `<dict>`, refusing what a property list does not allow there. */
function pairsOf(content, dict, lineOf) {
    const pairs = [];
    const children = dict.children;
    for (let i = 0; i < children.length; i += 2) {
        const key = children[i];
        const value = children[i + 1];
        if (key.name !== 'key' || value === undefined || value.name === 'key') {
            throw new errors/* FormatError */.I(`invalid ${WHAT} at line ${lineOf(key)}: a <dict> must hold <key> and value in turn (plutil refuses it otherwise)`, { line: lineOf(key) });
        }
        pairs.push({ name: stringOf(content, key, lineOf), key, value });
    }
    return pairs;
}
/** The text of a `<key>` or `<string>`: entities decoded, CDATA unwrapped. */
function stringOf(content, element, lineOf) {
    if (element.selfClosing)
        return '';
    if (element.children.length > 0) {
        throw new errors/* FormatError */.I(`invalid ${WHAT} at line ${lineOf(element)}: <${element.name}> holds elements; escape markup as &lt;…&gt;`, { line: lineOf(element) });
    }
    return content
        .slice(element.openEnd, element.closeStart)
        .replace(/<!--[\s\S]*?-->/g, '')
        .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
        .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : (0,xml/* decodeXmlEntities */.zo)(part)))
        .join('');
}
/**
 * Reads a `.stringsdict` (an XML property list). Entries that are not dictionaries, and variables of
 * rule types other than plural (device, width), are not texts: a warning names them and they stay as
 * written.
 */
function readStringsdict(content, options = {}) {
    (0,xml/* validateXml */.Qz)((0,lines/* stripBom */.F8)(content), WHAT);
    const plist = (0,xml/* scanElements */.d8)(content, WHAT).find((element) => element.name === 'plist');
    const top = plist?.children[0];
    if (!plist || top?.name !== 'dict') {
        throw new errors/* FormatError */.I(`not a ${WHAT} file: expected <plist> holding one <dict>`, { line: 1 });
    }
    const locate = (0,lines/* lineLocator */.hl)(content);
    const lineOf = (element) => locate(element.start).line;
    const entries = new Map();
    const items = [];
    const add = (key, element, item) => {
        (0,model/* checkKeyLength */.Ob)(key, lineOf(element));
        (0,model/* checkEntryCount */.Q1)(entries.size + 1, lineOf(element));
        entries.set(key, stringOf(content, element, lineOf));
        item.strings.set(key, element);
    };
    const seen = new Map();
    for (const pair of pairsOf(content, top, lineOf)) {
        if (pair.value.name !== 'dict') {
            options.warn?.({
                message: `"${pair.name}" at line ${lineOf(pair.key)} is a <${pair.value.name}>, not a <dict>: not a stringsdict entry, kept as written`,
                line: lineOf(pair.key),
                key: pair.name,
            });
            continue;
        }
        const earlier = seen.get(pair.name);
        if (earlier !== undefined) {
            // CFPropertyList keeps the last value of a key given twice.
            options.warn?.({
                message: `"${pair.name}" is defined twice (lines ${earlier} and ${lineOf(pair.key)}); the last is used, as Foundation reads it`,
                line: lineOf(pair.key),
                key: pair.name,
            });
            for (const key of items.find((item) => item.name === pair.name)?.strings.keys() ?? [])
                entries.delete(key);
            items.splice(items.findIndex((item) => item.name === pair.name), 1);
        }
        seen.set(pair.name, lineOf(pair.key));
        const inner = pairsOf(content, pair.value, lineOf);
        const format = inner.find((p) => p.name === FORMAT_KEY && p.value.name === 'string');
        const formatText = format ? stringOf(content, format.value, lineOf) : undefined;
        const single = formatText === undefined ? undefined : SINGLE_VARIABLE.exec(formatText)?.[1];
        const item = {
            name: pair.name,
            pair,
            strings: new Map(),
            variables: new Map(),
            single: undefined,
            format: format?.value,
        };
        const variables = inner.filter((p) => p.name !== FORMAT_KEY && p.value.name === 'dict');
        const plural = (variable) => {
            const spec = pairsOf(content, variable.value, lineOf).find((p) => p.name === SPEC_TYPE);
            return spec !== undefined && stringOf(content, spec.value, lineOf) === PLURAL_RULE;
        };
        const singleVariable = variables.find((v) => v.name === single);
        if (singleVariable && plural(singleVariable))
            item.single = single;
        else if (format)
            add(pair.name, format.value, item);
        for (const variable of variables) {
            if (!plural(variable)) {
                options.warn?.({
                    message: `variable "${variable.name}" of "${pair.name}" (line ${lineOf(variable.key)}) is not an ${PLURAL_RULE}: kept as written, not a text`,
                    line: lineOf(variable.key),
                    key: pair.name,
                });
                continue;
            }
            item.variables.set(variable.name, variable.value);
            for (const form of pairsOf(content, variable.value, lineOf)) {
                if (!CATEGORIES.includes(form.name) || form.value.name !== 'string')
                    continue;
                const key = item.single === variable.name
                    ? `${pair.name}[${form.name}]`
                    : `${pair.name}[@${variable.name}][${form.name}]`;
                add(key, form.value, item);
            }
        }
        items.push(item);
    }
    return { entries, items, top };
}
/** Parses a `.stringsdict` into entries in file order. */
function parseStringsdict(content, options = {}) {
    return readStringsdict(content, options).entries;
}
/**
 * How deep the file indents a level: Xcode's tab, or the file's own (Crowdin writes two spaces), read
 * from an entry's `<dict>` and its first child, else from the top `<dict>` and its first entry.
 */
function indentStepOf(content, file) {
    return (0,xml/* indentStep */.jt)(content, [
        ...file.items.map((item) => [item.pair.value, item.pair.value.children[0]]),
        [file.top, file.top.children[0]],
    ], '\t');
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/open-tag.ts
var open_tag = __webpack_require__(8841);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/stringsdict/write.ts


/** The variable a new plural group is given (`%#@COUNT@`), as Element X and Localazy name it. */
const NEW_VARIABLE = 'COUNT';
/** Groups keys into entries, in the order of each entry's first key. */
function groupEntries(entries) {
    const found = new Map();
    const entryOf = (name) => {
        let entry = found.get(name);
        if (!entry) {
            entry = { name, variables: new Map(), group: false };
            found.set(name, entry);
        }
        return entry;
    };
    const formsOf = (entry, variable) => {
        let forms = entry.variables.get(variable);
        if (!forms) {
            forms = new Map();
            entry.variables.set(variable, forms);
        }
        return forms;
    };
    for (const [key, value] of entries) {
        const variable = VARIABLE_FORM.exec(key);
        if (variable) {
            formsOf(entryOf(variable[1]), variable[2]).set(variable[3], value);
            continue;
        }
        const group = GROUP_FORM.exec(key);
        if (group) {
            const entry = entryOf(group[1]);
            entry.group = true;
            formsOf(entry, NEW_VARIABLE).set(group[2], value);
            continue;
        }
        entryOf(key).format = value;
    }
    return [...found.values()];
}
/** The value type of a new variable: the first integer conversion of its texts (`%lld` → `lld`), else `d`. */
function valueType(forms) {
    for (const text of forms.values()) {
        const match = /%(?:\d+\$)?[-+0# ]*(?:[1-9]\d*)?(?:\.\d+)?((?:hh|h|ll|l|q|z|t|j)?[diouxX])/.exec(text);
        if (match)
            return match[1];
    }
    return 'd';
}
/** The `<key>`/`<string>` pairs of one variable's dictionary, at `indent`. */
function renderVariable(forms, indent) {
    const lines = [
        `${indent}<key>${SPEC_TYPE}</key>`,
        `${indent}<string>${PLURAL_RULE}</string>`,
        `${indent}<key>${VALUE_TYPE}</key>`,
        `${indent}<string>${valueType(forms)}</string>`,
    ];
    for (const category of CATEGORIES) {
        const text = forms.get(category);
        if (text !== undefined)
            lines.push(`${indent}<key>${category}</key>`, `${indent}<string>${(0,xml/* escapeXmlText */.IR)(text)}</string>`);
    }
    return lines;
}
/** One entry as Xcode lays it out: `<key>` and `<dict>` at `indent`, one tab deeper inside. */
function renderEntry(entry, indent, step = '\t') {
    const inner = `${indent}${step}`;
    const format = entry.group ? `%#@${NEW_VARIABLE}@` : (entry.format ?? '');
    const lines = [
        `${indent}<key>${(0,xml/* escapeXmlText */.IR)(entry.name)}</key>`,
        `${indent}<dict>`,
        `${inner}<key>${FORMAT_KEY}</key>`,
        `${inner}<string>${(0,xml/* escapeXmlText */.IR)(format)}</string>`,
    ];
    for (const [variable, forms] of entry.variables) {
        lines.push(`${inner}<key>${(0,xml/* escapeXmlText */.IR)(variable)}</key>`, `${inner}<dict>`);
        lines.push(...renderVariable(forms, `${inner}${step}`), `${inner}</dict>`);
    }
    lines.push(`${indent}</dict>`);
    return lines.join('\n');
}
/**
 * Writes a new `.stringsdict` as Xcode does: the plist header, tabs (or `indent` a level, the spacing
 * of the repository's other files), plural forms in CLDR order.
 */
function serializeStringsdict(entries, indent = '\t') {
    const body = groupEntries(entries).map((entry) => `${renderEntry(entry, indent, indent)}\n`);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n',
        '<plist version="1.0">\n<dict>\n',
        ...body,
        '</dict>\n</plist>\n',
    ].join('');
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/stringsdict/rewrite.ts





/**
 * Writes over an existing `.stringsdict` by editing only what changed: changed `<string>`s in place,
 * new plural forms after the last pair of their variable (shaped like it), new entries after the
 * last one, and entries none of whose texts remain removed (with their lines). Format keys of plural
 * groups, spec and value types, other rule types, comments and layout stay byte for byte.
 */
function rewriteStringsdict(given, existing) {
    const file = readStringsdict(existing);
    const edits = [];
    const byName = new Map(file.items.map((item) => [item.name, item]));
    const { entries, formats } = inFileShape(given, byName);
    for (const [item, value] of formats) {
        const element = item.format;
        const open = (0,open_tag/* openingTag */.p)(existing.slice(element.start, element.openEnd));
        edits.push({
            start: element.start,
            end: element.end,
            text: `${open}${(0,xml/* likeContentOf */.WT)(existing, element, (0,xml/* escapeXmlText */.IR)(value))}</string>`,
        });
    }
    const fresh = [];
    for (const entry of groupEntries(entries)) {
        const item = byName.get(entry.name);
        if (!item) {
            fresh.push(entry);
            continue;
        }
        for (const [key, element] of item.strings) {
            const value = entries.get(key);
            if (value === undefined || value === file.entries.get(key))
                continue;
            const open = (0,open_tag/* openingTag */.p)(existing.slice(element.start, element.openEnd));
            edits.push({
                start: element.start,
                end: element.end,
                text: `${open}${(0,xml/* likeContentOf */.WT)(existing, element, (0,xml/* escapeXmlText */.IR)(value))}</string>`,
            });
        }
        for (const [variable, forms] of entry.variables) {
            const dict = item.variables.get(item.single !== undefined && entry.group ? item.single : variable);
            if (!dict)
                continue;
            const prefix = item.single !== undefined && entry.group ? `${entry.name}` : `${entry.name}[@${variable}]`;
            const missing = CATEGORIES.filter((c) => forms.has(c) && !item.strings.has(`${prefix}[${c}]`));
            const last = dict.children.at(-1);
            if (missing.length === 0 || !last)
                continue;
            const indent = (0,xml/* indentationAt */.pi)(existing, last.start) ?? '';
            // A form goes in its CLDR place among the forms there (Russian's `few` before the `other` of
            // an English source), as Xcode and translation tools write a variable's forms.
            const keys = dict.children.filter((child) => child.name === 'key');
            for (const c of missing) {
                const pair = `<key>${c}</key>\n${indent}<string>${(0,xml/* escapeXmlText */.IR)(forms.get(c))}</string>`;
                const next = keys.find((key) => categoryRank(existing.slice(key.openEnd, key.closeStart)) > categoryRank(c));
                if (next === undefined)
                    edits.push({ start: last.end, end: last.end, text: `\n${indent}${pair}` });
                else
                    edits.push({
                        start: next.start,
                        end: next.start,
                        text: `${pair}\n${(0,xml/* indentationAt */.pi)(existing, next.start) ?? indent}`,
                    });
            }
        }
    }
    for (const item of file.items) {
        if (item.strings.size === 0 ||
            formats.has(item) ||
            [...item.strings.keys()].some((key) => entries.has(key)))
            continue;
        edits.push((0,xml/* removalOf */.c6)(existing, item.pair.key), (0,xml/* removalOf */.c6)(existing, item.pair.value));
    }
    if (fresh.length > 0) {
        const last = file.top.children.at(-1);
        // Xcode indents with tabs; a file laid out otherwise (Crowdin's two spaces) keeps its own step.
        const step = indentStepOf(existing, file);
        const indent = last ? ((0,xml/* indentationAt */.pi)(existing, last.start) ?? step) : step;
        const at = last ? last.end : file.top.openEnd;
        const text = fresh.map((entry) => `\n${renderEntry(entry, indent, step)}`).join('');
        edits.push({ start: at, end: at, text: last ? text : `${text}\n` });
    }
    return (0,xml/* applyEdits */.ct)(existing, edits);
}
/**
 * `entries` keyed as the file holds each message. A message can be one plural group in one file
 * (`%#@COUNT@`: `key[one]`) and a format key with variables in another (`key`, `key[@COUNT][one]`),
 * as the source and a translation can differ; both name the same `<string>`s, and Foundation reads
 * either. A variable's forms are written into the group whose variable it is (or, the message having
 * one variable on each side, whatever its name), a group's forms into the file's only plural variable,
 * and a format key that is not one variable alone over the group's (`formats`); a format key that is
 * one variable alone adds nothing to a group.
 */
function inFileShape(given, byName) {
    const givenVariables = new Map();
    for (const key of given.keys()) {
        const form = VARIABLE_FORM.exec(key);
        if (!form)
            continue;
        const names = givenVariables.get(form[1]) ?? new Set();
        names.add(form[2]);
        givenVariables.set(form[1], names);
    }
    const entries = new Map();
    const formats = new Map();
    for (const [key, value] of given) {
        const form = VARIABLE_FORM.exec(key);
        const item = byName.get(form ? form[1] : (GROUP_FORM.exec(key)?.[1] ?? key));
        if (form && item?.single !== undefined) {
            const [, name, variable, category] = form;
            const alone = !item.variables.has(variable) && givenVariables.get(name)?.size === 1;
            if (variable === item.single || alone) {
                entries.set(`${name}[${category}]`, value);
                continue;
            }
        }
        if (form && item?.single === undefined && item?.variables.size === 1) {
            const [, name, variable, category] = form;
            const own = item.variables.keys().next().value;
            if (!item.variables.has(variable) && givenVariables.get(name)?.size === 1) {
                entries.set(`${name}[@${own}][${category}]`, value);
                continue;
            }
        }
        const group = form ? null : GROUP_FORM.exec(key);
        if (group && item && item.single === undefined && item.variables.size === 1) {
            const variable = item.variables.keys().next().value;
            entries.set(`${group[1]}[@${variable}][${group[2]}]`, value);
            continue;
        }
        if (!form && !group && item?.single !== undefined && item.name === key) {
            if (!SINGLE_VARIABLE.test(value) && item.format)
                formats.set(item, value);
            continue;
        }
        entries.set(key, value);
    }
    return { entries, formats };
}
/** A plural form's place in CLDR order; any other dictionary key (the spec and value types) sorts first. */
function categoryRank(key) {
    return CATEGORIES.indexOf(key.trim());
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/stringsdict/new-file.ts



/**
 * `entries` written over the source file `template`. A message whose forms are pulled but whose format
 * key (`files` = `%#@COUNT@`) is not (it holds little to translate, and a service may leave it out)
 * keeps the source's: an empty format key would show nothing at run time.
 */
function newStringsdict(entries, template) {
    const source = parseStringsdict(template);
    const withFormats = new Map(entries);
    const messages = new Set();
    for (const key of entries.keys()) {
        const message = (VARIABLE_FORM.exec(key) ?? GROUP_FORM.exec(key))?.[1];
        if (message !== undefined)
            messages.add(message);
    }
    for (const message of messages) {
        const format = source.get(message);
        if (format !== undefined && !withFormats.has(message))
            withFormats.set(message, format);
    }
    return rewriteStringsdict(withFormats, template);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/stringsdict/index.ts





function detectStyle(content) {
    const file = readStringsdict(content);
    return {
        structure: 'flat',
        indent: indentStepOf(content, file),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...file.entries.keys()],
    };
}
/** Apple `.stringsdict`: plural rules beside `.strings` in `{lang}.lproj/`. */
const stringsdict = {
    name: 'stringsdict',
    extensions: ['.stringsdict'],
    structures: ['flat'],
    parse: parseStringsdict,
    // A new locale's file is the source's with the locale's texts (new-file.ts), as Xcode makes one.
    serialize: (entries, options) => options.template === undefined
        ? serializeStringsdict(entries, options.style?.indent)
        : newStringsdict(entries, options.template),
    detectStyle,
    serializeOver: (entries, existing) => rewriteStringsdict(entries, existing),
    needsTemplate: true,
};


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
