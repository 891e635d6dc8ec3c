export const id = 393;
export const ids = [393];
export const modules = {

/***/ 8393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  resx: () => (/* binding */ resx)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/shared/new-file.ts
var new_file = __webpack_require__(247);
// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var xml = __webpack_require__(1702);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/resx/model.ts
/**
 * Whether a `<data>` holds a string, as ResXResourceReader decides: no `mimetype`, and no `type`
 * or `System.String` (with or without its assembly).
 */
function isText(element) {
    if (element.attributes.has('mimetype'))
        return false;
    const type = element.attributes.get('type');
    return type === undefined || /^System\.String\s*(,|$)/.test(type);
}
/**
 * Whether a name is Windows Forms designer bookkeeping (`>>btnAdd.Name`, `>>btnAdd.Type`,
 * `>>btnAdd.Parent`, `>>btnAdd.ZOrder`): strings to the reader, but the designer's record of the
 * controls, which a translation must not change (the form would not load).
 */
function isDesignerName(name) {
    return name.startsWith('>>');
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/resx/read.ts





/** The text of an element as an XML reader gives it: line ends normalised, CDATA and entities decoded. */
function elementText(content, element) {
    return (0,xml/* innerXml */.QB)(content, element)
        .replace(/\r\n?/g, '\n')
        .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
        .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : (0,xml/* decodeXmlEntities */.zo)(part)))
        .join('');
}
/**
 * Reads a `.resx`. Refuses what ResXResourceReader refuses: XML that is not well-formed, a root
 * other than `<root>`, a `<data>` without a name, a text with markup inside `<value>`. A name
 * written twice is read as ResXResourceReader reads it (the last one wins), with a warning.
 */
function readResx(content, options = {}) {
    (0,xml/* validateXml */.Qz)((0,lines/* stripBom */.F8)(content), '.resx');
    const root = (0,xml/* scanElements */.d8)(content, '.resx').find((element) => element.name === 'root');
    if (!root)
        throw new errors/* FormatError */.I('not a .resx file: the root element must be <root>', { line: 1 });
    const locate = (0,lines/* lineLocator */.hl)(content);
    const resources = [];
    // Index in `resources` and line of each name read so far.
    const seen = new Map();
    for (const element of root.children) {
        if (element.name !== 'data')
            continue;
        const line = locate(element.start).line;
        const name = element.attributes.get('name');
        if (name === undefined || name === '') {
            throw new errors/* FormatError */.I(`invalid .resx at line ${line}: a <data> has no name (ResXResourceReader refuses it)`, {
                line,
            });
        }
        if (!isText(element) || isDesignerName(name))
            continue;
        (0,model/* checkKeyLength */.Ob)(name, line);
        const valueElement = element.children.find((child) => child.name === 'value');
        if (valueElement && valueElement.children.length > 0) {
            throw new errors/* FormatError */.I(`invalid .resx at line ${line}: the <value> of "${name}" holds markup; escape < as &lt; (ResXResourceReader reads text only)`, { line, key: name });
        }
        const resource = {
            key: name,
            value: valueElement ? elementText(content, valueElement) : '',
            element,
            valueElement,
        };
        const earlier = seen.get(name);
        if (earlier !== undefined) {
            options.warn?.({
                message: `"${name}" is defined twice (lines ${earlier.line} and ${line}); the last value is used, as ResXResourceReader does`,
                line,
                key: name,
            });
            resources[earlier.index] = resource;
            continue;
        }
        (0,model/* checkEntryCount */.Q1)(resources.length + 1, line);
        seen.set(name, { index: resources.length, line });
        resources.push(resource);
    }
    return { root, resources };
}
/** Parses a `.resx` into its texts, in file order. */
function parseResx(content, options = {}) {
    return new Map(readResx(content, options).resources.map((resource) => [resource.key, resource.value]));
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/resx/new-file.ts
// A new culture's `.resx` (`Strings.de.resx` beside `Strings.resx`) starts from a header: what
// Visual Studio's ResXResourceWriter (or the service that wrote the translations) wrote before the
// resources (the schema comment, `<xsd:schema>`, the `<resheader>`s, in that file's own bytes, BOM
// and line ends), without its resources. A culture file holds only the texts of that culture, so no
// `<data>` (texts, typed values, images, designer records), `<metadata>` or `<assembly>` is copied.


const RESOURCES = new Set(['data', 'metadata', 'assembly']);
/** The file `header` (a neutral file, or a translation) without its resources: the blank a new culture's texts go into. */
function blankResx(header) {
    const root = (0,xml/* scanElements */.d8)(header, '.resx').find((element) => element.name === 'root');
    if (!root)
        return header;
    const edits = root.children
        .filter((child) => RESOURCES.has(child.name))
        .map((child) => ({ start: (0,xml/* whitespaceBefore */.Hy)(header, child.start), end: child.end, text: '' }));
    return (0,xml/* applyEdits */.ct)(header, edits);
}
/** Each text's `<comment>` element as written, by key. */
function commentsOf(content) {
    const comments = new Map();
    for (const { key, element } of readResx(content).resources) {
        const comment = element.children.find((child) => child.name === 'comment');
        if (comment)
            comments.set(key, content.slice(comment.start, comment.end));
    }
    return comments;
}
/**
 * `written` (a new culture's file) with the neutral file's `<comment>` of each text after its
 * `<value>`, when the sibling translation copies them: Crowdin writes the source's comments into
 * every translation of Files' `Resources.resw`, while a translation Visual Studio made holds none
 * or its translator's own. Copying is known by a comment the sibling has exactly as the source.
 */
function withCopiedComments(written, template, sibling) {
    if (sibling === undefined)
        return written;
    let source;
    let theirs;
    try {
        source = commentsOf(template);
        theirs = commentsOf(sibling);
    }
    catch {
        return written;
    }
    if (![...theirs].some(([key, comment]) => source.get(key) === comment))
        return written;
    const { resources } = readResx(written);
    const step = (0,xml/* indentStep */.jt)(written, resources.map((r) => [r.element, r.valueElement]), '  ');
    const eol = written.includes('\r\n') ? '\r\n' : '\n';
    const edits = [];
    for (const { key, element, valueElement } of resources) {
        const comment = source.get(key);
        if (comment === undefined || valueElement === undefined)
            continue;
        if (element.children.some((child) => child.name === 'comment'))
            continue;
        const indent = (0,xml/* indentationAt */.pi)(written, element.start) ?? '  ';
        edits.push({ start: valueElement.end, end: valueElement.end, text: `${eol}${indent}${step}${comment}` });
    }
    return (0,xml/* applyEdits */.ct)(written, edits);
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/open-tag.ts
var open_tag = __webpack_require__(8841);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/resx/template.ts
// The header Visual Studio writes at the top of every new .resx (the ResX 2.0 schema and the reader
// and writer it names), as in ShareX's files: a new file starts with it, as one made in Visual Studio.
/** Everything a new .resx holds before its first <data>, ending with the last </resheader>. */
const RESX_HEADER = `<?xml version="1.0" encoding="utf-8"?>
<root>
  <!-- 
    Microsoft ResX Schema 
    
    Version 2.0
    
    The primary goals of this format is to allow a simple XML format 
    that is mostly human readable. The generation and parsing of the 
    various data types are done through the TypeConverter classes 
    associated with the data types.
    
    Example:
    
    ... ado.net/XML headers & schema ...
    <resheader name="resmimetype">text/microsoft-resx</resheader>
    <resheader name="version">2.0</resheader>
    <resheader name="reader">System.Resources.ResXResourceReader, System.Windows.Forms, ...</resheader>
    <resheader name="writer">System.Resources.ResXResourceWriter, System.Windows.Forms, ...</resheader>
    <data name="Name1"><value>this is my long string</value><comment>this is a comment</comment></data>
    <data name="Color1" type="System.Drawing.Color, System.Drawing">Blue</data>
    <data name="Bitmap1" mimetype="application/x-microsoft.net.object.binary.base64">
        <value>[base64 mime encoded serialized .NET Framework object]</value>
    </data>
    <data name="Icon1" type="System.Drawing.Icon, System.Drawing" mimetype="application/x-microsoft.net.object.bytearray.base64">
        <value>[base64 mime encoded string representing a byte array form of the .NET Framework object]</value>
        <comment>This is a comment</comment>
    </data>
                
    There are any number of "resheader" rows that contain simple 
    name/value pairs.
    
    Each data row contains a name, and value. The row also contains a 
    type or mimetype. Type corresponds to a .NET class that support 
    text/value conversion through the TypeConverter architecture. 
    Classes that don't support this are serialized and stored with the 
    mimetype set.
    
    The mimetype is used for serialized objects, and tells the 
    ResXResourceReader how to depersist the object. This is currently not 
    extensible. For a given mimetype the value must be set accordingly:
    
    Note - application/x-microsoft.net.object.binary.base64 is the format 
    that the ResXResourceWriter will generate, however the reader can 
    read any of the formats listed below.
    
    mimetype: application/x-microsoft.net.object.binary.base64
    value   : The object must be serialized with 
            : System.Runtime.Serialization.Formatters.Binary.BinaryFormatter
            : and then encoded with base64 encoding.
    
    mimetype: application/x-microsoft.net.object.soap.base64
    value   : The object must be serialized with 
            : System.Runtime.Serialization.Formatters.Soap.SoapFormatter
            : and then encoded with base64 encoding.

    mimetype: application/x-microsoft.net.object.bytearray.base64
    value   : The object must be serialized into a byte array 
            : using a System.ComponentModel.TypeConverter
            : and then encoded with base64 encoding.
    -->
  <xsd:schema id="root" xmlns="" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">
    <xsd:import namespace="http://www.w3.org/XML/1998/namespace" />
    <xsd:element name="root" msdata:IsDataSet="true">
      <xsd:complexType>
        <xsd:choice maxOccurs="unbounded">
          <xsd:element name="metadata">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" />
              </xsd:sequence>
              <xsd:attribute name="name" use="required" type="xsd:string" />
              <xsd:attribute name="type" type="xsd:string" />
              <xsd:attribute name="mimetype" type="xsd:string" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="assembly">
            <xsd:complexType>
              <xsd:attribute name="alias" type="xsd:string" />
              <xsd:attribute name="name" type="xsd:string" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="data">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
                <xsd:element name="comment" type="xsd:string" minOccurs="0" msdata:Ordinal="2" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" msdata:Ordinal="1" />
              <xsd:attribute name="type" type="xsd:string" msdata:Ordinal="3" />
              <xsd:attribute name="mimetype" type="xsd:string" msdata:Ordinal="4" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="resheader">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" />
            </xsd:complexType>
          </xsd:element>
        </xsd:choice>
      </xsd:complexType>
    </xsd:element>
  </xsd:schema>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <resheader name="version">
    <value>2.0</value>
  </resheader>
  <resheader name="reader">
    <value>System.Resources.ResXResourceReader, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <resheader name="writer">
    <value>System.Resources.ResXResourceWriter, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>`;

;// CONCATENATED MODULE: ../../packages/formats/src/formats/resx/write.ts



/** The first character XML 1.0 cannot hold, not even as a reference (a lone surrogate included). */
function notXml(value) {
    for (const char of value) {
        const code = char.codePointAt(0);
        if (!(0,xml/* isXmlChar */.s6)(code))
            return code;
    }
    return undefined;
}
/**
 * A text as `<value>` content. Throws a FormatError naming the key for a character XML cannot hold
 * (ResXResourceWriter's XmlWriter refuses it too, and no reader would load the file).
 */
function encodeValue(key, value) {
    const bad = notXml(value);
    if (bad !== undefined) {
        throw new errors/* FormatError */.I(`the text of "${key}" holds U+${bad.toString(16).toUpperCase().padStart(4, '0')}, which an XML file cannot hold: remove it from the translation`, { key });
    }
    return (0,xml/* escapeXmlText */.IR)(value);
}
/** One text resource as Visual Studio writes it, at `indent` (two spaces a level). */
function renderData(key, value, indent, step = '  ') {
    return [
        `${indent}<data name="${(0,xml/* escapeXmlAttribute */.R0)(key)}" xml:space="preserve">`,
        `${indent}${step}<value>${encodeValue(key, value)}</value>`,
        `${indent}</data>`,
    ].join('\n');
}
/** Writes a new `.resx` as Visual Studio does: its schema header, then one `<data>` per text. */
function serializeResx(entries) {
    const body = [...entries].map(([key, value]) => `${renderData(key, value, '  ')}\n`).join('');
    return `${RESX_HEADER}\n${body}</root>`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/resx/rewrite.ts




/**
 * Writes texts over an existing `.resx`, editing only what changed: a changed text's `<value>`
 * content; a removed text's `<data>` with its line; a new text after the last `<data>`, shaped like
 * Visual Studio writes one. The header, schema, comments, `<comment>`s, attributes, typed and
 * designer resources and every other byte stay as they were.
 */
function rewriteResx(entries, existing) {
    const { root, resources } = readResx(existing);
    const edits = [];
    const known = new Set();
    // A `<value>` written anew sits one of the file's own steps inside its `<data>`.
    const step = (0,xml/* indentStep */.jt)(existing, [
        ...resources.map((resource) => [resource.element, resource.valueElement]),
        [root, root.children[0]],
    ], '  ');
    for (const resource of resources) {
        known.add(resource.key);
        const value = entries.get(resource.key);
        const { element, valueElement } = resource;
        if (value === undefined) {
            edits.push({ start: (0,xml/* whitespaceBefore */.Hy)(existing, element.start), end: element.end, text: '' });
        }
        else if (value !== resource.value) {
            const escaped = encodeValue(resource.key, value);
            if (valueElement && !valueElement.selfClosing) {
                const text = (0,xml/* likeContentOf */.WT)(existing, valueElement, escaped);
                edits.push({ start: valueElement.openEnd, end: valueElement.closeStart, text });
            }
            else if (valueElement) {
                edits.push({ start: valueElement.start, end: valueElement.end, text: `<value>${escaped}</value>` });
            }
            else {
                // No <value> at all: the start tag is kept, the content written as Visual Studio writes it.
                const indent = (0,xml/* indentationAt */.pi)(existing, element.start) ?? '  ';
                const open = (0,open_tag/* openingTag */.p)(existing.slice(element.start, element.openEnd));
                edits.push({
                    start: element.start,
                    end: element.end,
                    text: `${open}\n${indent}${step}<value>${escaped}</value>\n${indent}</data>`,
                });
            }
        }
    }
    const added = [...entries].filter(([key]) => !known.has(key));
    if (added.length > 0) {
        const last = root.children.filter((child) => child.name === 'data').at(-1) ?? root.children.at(-1);
        const indent = (last && (0,xml/* indentationAt */.pi)(existing, last.start)) ?? '  ';
        const at = last ? last.end : (0,xml/* whitespaceBefore */.Hy)(existing, root.closeStart);
        // New resources take the file's line ends (a CRLF file stays CRLF; a text's own line breaks
        // read back the same either way, as XML reads both as \n).
        const eol = existing.includes('\r\n') ? '\r\n' : '\n';
        const text = added
            .map(([key, value]) => `\n${renderData(key, value, indent, step)}`)
            .join('')
            .replaceAll('\n', eol);
        edits.push({ start: at, end: at, text: last ? text : `${text}${eol}` });
    }
    return (0,xml/* applyEdits */.ct)(existing, edits);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/resx/index.ts







/** The sibling translation when it is a `.resx` that can be read, else the neutral file. */
function siblingOrTemplate(sibling, template) {
    if (sibling === undefined)
        return template;
    try {
        readResx(sibling);
        return sibling;
    }
    catch {
        return template;
    }
}
function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,xml/* xmlIndentOf */.vp)(content, '  '),
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: [...parseResx(content).keys()],
    };
}
/** .NET `.resx`: `<data name>` texts; `{Name}.resx` is the neutral source, `{Name}.{culture}.resx` a translation. */
const resx = {
    name: 'resx',
    extensions: ['.resx', '.resw'],
    structures: ['flat'],
    parse: parseResx,
    // A new culture's file takes the header of its sibling translation, whose tool writes the next
    // one, else of the neutral file (the pull passes it as `template`); and the neutral file's
    // `<comment>`s where the sibling copies them.
    serialize: (entries, options) => options.template === undefined
        ? serializeResx(entries)
        : withCopiedComments((0,new_file/* fillNewFile */.c)(entries, blankResx(siblingOrTemplate(options.sibling, options.template)), options, {
            parse: parseResx,
            serializeOver: (texts, existing) => rewriteResx(texts, existing),
        }), options.template, options.sibling),
    detectStyle,
    serializeOver: (entries, existing) => rewriteResx(entries, existing),
    needsTemplate: true,
};


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
