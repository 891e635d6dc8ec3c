import { describe, expect, it } from 'vitest';
import { discoverLayouts } from '../src/repository/discover.ts';
import { flutterArbFolders } from '../src/repository/discover-flutter.ts';

// Flutter's gen-l10n reads l10n.yaml for the folder of its ARB files. `flutter create -t skeleton`
// (flutter/flutter@ab6043eb, packages/flutter_tools/templates/skeleton/l10n.yaml.tmpl) writes
// `arb-dir: lib/src/localization` and `template-arb-file: app_en.arb`: a new app has that one file.

const skeletonYaml =
  'arb-dir: lib/src/localization\ntemplate-arb-file: app_en.arb\noutput-localization-file: app_localizations.dart\n';

describe("Flutter's l10n.yaml", () => {
  it('makes its arb-dir a locale folder: the skeleton template app_en.arb is a source alone', async () => {
    // repo/
    //   pubspec.yaml
    //   l10n.yaml                              arb-dir: lib/src/localization
    //   lib/src/localization/app_en.arb        the only ARB file, before any translation
    const files = ['l10n.yaml', 'lib/src/localization/app_en.arb', 'pubspec.yaml'];
    const head = async (file: string) => (file === 'l10n.yaml' ? skeletonYaml : undefined);
    const found = await discoverLayouts(files, { head });
    expect(found.files).toEqual([{ source: 'lib/src/localization/app_{locale_}.arb' }]);
    expect(found.layouts[0]?.sources).toEqual(['lib/src/localization/app_en.arb']);
    // Without the l10n.yaml, a lone file in a folder not named for locales is no layout.
    const without = await discoverLayouts(
      files.filter((f) => f !== 'l10n.yaml'),
      { head },
    );
    expect(without.files).toEqual([]);
  });

  it('reads arb-dir relative to the l10n.yaml, quoted or not, with gen-l10n default lib/l10n', async () => {
    const yaml = new Map([
      ['app/l10n.yaml', "# gen-l10n\narb-dir: 'assets/arb/' # the ARB files\n"],
      ['packages/ui/l10n.yaml', 'template-arb-file: ui_en.arb\n'],
      ['tools/l10n.yaml', 'arb-dir: ../../outside\n'],
      ['other/l10n.yml', 'arb-dir: x\n'],
    ]);
    const folders = await flutterArbFolders([...yaml.keys(), 'app/pubspec.yaml'], async (f) => yaml.get(f));
    expect([...folders.keys()].sort()).toEqual(['app/assets/arb', 'packages/ui/lib/l10n']);
  });

  it('reads use-escaping, a YAML boolean, false unless set true (gen-l10n default)', async () => {
    const yaml = new Map([
      ['a/l10n.yaml', 'arb-dir: lib/l10n\nuse-escaping: true # ICU quoting\n'],
      ['b/l10n.yaml', 'use-escaping: True\n'],
      ['c/l10n.yaml', 'use-escaping: false\n'],
      ['d/l10n.yaml', 'arb-dir: lib/l10n\n'],
      // A string is not a boolean: gen-l10n's _tryReadBool refuses it; it is not `true` here either.
      ['e/l10n.yaml', 'use-escaping: "true"\n'],
      // Not top-level: a key of another map.
      ['f/l10n.yaml', 'other:\n  use-escaping: true\n'],
    ]);
    const folders = await flutterArbFolders([...yaml.keys()], async (f) => yaml.get(f));
    expect(Object.fromEntries(folders)).toEqual({
      'a/lib/l10n': true,
      'b/lib/l10n': true,
      'c/lib/l10n': false,
      'd/lib/l10n': false,
      'e/lib/l10n': false,
      'f/lib/l10n': false,
    });
  });
});
