import { describe, expect, it } from 'vitest';
import { rootKeyFor } from '../src/formats/yaml/root-key.ts';
import { getFormat } from '../src/index.ts';

const yaml = getFormat('yaml');

// rails-i18n (svenfuchs/rails-i18n@34be758a, rails/locale/zh-YUE.yml): Cantonese under BCP 47's
// extended language form, `zh-YUE` (`yue`), which Intl refuses. Its first lines and `date.formats`,
// byte for byte. The root was read as a key (`zh-YUE.date.formats.long`) and a new file was written
// under `yue:`, which Rails would load as another locale.
const file = `---
zh-YUE:
  date:
    formats:
      default: "%Y-%m-%d"
      long: "%Y年%b%d日"
      short: "%b%d日"
`;

describe("Rails YAML whose root is BCP 47's extended language form (zh-YUE)", () => {
  it('reads zh-YUE: as the locale root', () => {
    const entries = yaml.parse(file, { path: 'rails/locale/zh-YUE.yml' });
    expect([...entries.keys()]).toEqual(['date.formats.default', 'date.formats.long', 'date.formats.short']);
  });

  it('spells the root of a file for yue as its path does', () => {
    expect(rootKeyFor('yue', 'rails/locale/zh-YUE.yml')).toBe('zh-YUE');
    expect(rootKeyFor('yue', 'rails/locale/yue.yml')).toBe('yue');
  });
});
