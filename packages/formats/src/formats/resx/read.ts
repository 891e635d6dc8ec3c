import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import { lineLocator, stripBom } from '../../shared/lines.ts';
import { decodeXmlEntities, innerXml, scanElements, validateXml, type XmlElement } from '../../shared/xml.ts';
import { isDesignerName, isText, type ResxFile, type ResxResource } from './model.ts';

/** The text of an element as an XML reader gives it: line ends normalised, CDATA and entities decoded. */
export function elementText(content: string, element: XmlElement): string {
  return innerXml(content, element)
    .replace(/\r\n?/g, '\n')
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part)))
    .join('');
}

/**
 * Reads a `.resx`. Refuses what ResXResourceReader refuses: XML that is not well-formed, a root
 * other than `<root>`, a `<data>` without a name, a text with markup inside `<value>`. A name
 * written twice is read as ResXResourceReader reads it (the last one wins), with a warning.
 */
export function readResx(content: string, options: ParseOptions = {}): ResxFile {
  validateXml(stripBom(content), '.resx');
  const root = scanElements(content, '.resx').find((element) => element.name === 'root');
  if (!root) throw new FormatError('not a .resx file: the root element must be <root>', { line: 1 });
  const locate = lineLocator(content);
  const resources: ResxResource[] = [];
  // Index in `resources` and line of each name read so far.
  const seen = new Map<string, { index: number; line: number }>();
  for (const element of root.children) {
    if (element.name !== 'data') continue;
    const line = locate(element.start).line;
    const name = element.attributes.get('name');
    if (name === undefined || name === '') {
      throw new FormatError(
        `invalid .resx at line ${line}: a <data> has no name (ResXResourceReader refuses it)`,
        {
          line,
        },
      );
    }
    if (!isText(element) || isDesignerName(name)) continue;
    checkKeyLength(name, line);
    const valueElement = element.children.find((child) => child.name === 'value');
    if (valueElement && valueElement.children.length > 0) {
      throw new FormatError(
        `invalid .resx at line ${line}: the <value> of "${name}" holds markup; escape < as &lt; (ResXResourceReader reads text only)`,
        { line, key: name },
      );
    }
    const resource: ResxResource = {
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
    checkEntryCount(resources.length + 1, line);
    seen.set(name, { index: resources.length, line });
    resources.push(resource);
  }
  return { root, resources };
}

/** Parses a `.resx` into its texts, in file order. */
export function parseResx(content: string, options: ParseOptions = {}): Entries {
  return new Map(readResx(content, options).resources.map((resource) => [resource.key, resource.value]));
}
