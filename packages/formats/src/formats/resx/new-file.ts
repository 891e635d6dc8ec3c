// A new culture's `.resx` (`Strings.de.resx` beside `Strings.resx`) starts from the neutral file's
// own header: what Visual Studio's ResXResourceWriter wrote there (the schema comment, `<xsd:schema>`,
// the `<resheader>`s, in the file's own bytes, BOM and line ends), without the neutral file's
// resources. A culture file holds only the texts of that culture, so the neutral file's `<data>`
// (texts, typed values, images, designer records), `<metadata>` and `<assembly>` are not copied.
import { applyEdits, type Edit, scanElements, whitespaceBefore } from '../../shared/xml.ts';

const RESOURCES = new Set(['data', 'metadata', 'assembly']);

/** The neutral file `template` without its resources: the blank a new culture's texts go into. */
export function blankResx(template: string): string {
  const root = scanElements(template, '.resx').find((element) => element.name === 'root');
  if (!root) return template;
  const edits: Edit[] = root.children
    .filter((child) => RESOURCES.has(child.name))
    .map((child) => ({ start: whitespaceBefore(template, child.start), end: child.end, text: '' }));
  return applyEdits(template, edits);
}
