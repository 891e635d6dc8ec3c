import type { XmlElement } from '../../shared/xml.ts';

/**
 * The model of a .NET `.resx` file: `<root>` holding the schema, `<resheader>`s, `<assembly>`s,
 * `<metadata>` and `<data name>` resources. A resource is a text when ResXResourceReader would give a
 * `string`: no `type` (or `System.String`) and no `mimetype`. Its `<value>` is the text, its
 * `<comment>` a note for translators (kept, not an entry).
 */
export interface ResxResource {
  key: string;
  value: string;
  /** The `<data>` element. */
  element: XmlElement;
  /** Its `<value>` child, when written (`<data name="k" />` has none and reads as ""). */
  valueElement: XmlElement | undefined;
}

/** A `.resx` file read with the offsets of every text. */
export interface ResxFile {
  root: XmlElement;
  resources: ResxResource[];
}

/**
 * Whether a `<data>` holds a string, as ResXResourceReader decides: no `mimetype`, and no `type`
 * or `System.String` (with or without its assembly).
 */
export function isText(element: XmlElement): boolean {
  if (element.attributes.has('mimetype')) return false;
  const type = element.attributes.get('type');
  return type === undefined || /^System\.String\s*(,|$)/.test(type);
}

/**
 * Whether a name is Windows Forms designer bookkeeping (`>>btnAdd.Name`, `>>btnAdd.Type`,
 * `>>btnAdd.Parent`, `>>btnAdd.ZOrder`): strings to the reader, but the designer's record of the
 * controls, which a translation must not change (the form would not load).
 */
export function isDesignerName(name: string): boolean {
  return name.startsWith('>>');
}
