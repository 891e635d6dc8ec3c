// The folders no walk for translation files enters: other people's files, build output (copies of
// the translations, merged Android resources) and test fixtures, never the files the application
// ships. Discovery's walk and a `files` pattern's `**` skip the same ones, so that an entry discovery
// writes (`**/res/values/strings.xml`) reads exactly the files discovery saw.

const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([
  'test',
  'tests',
  '__tests__',
  '__fixtures__',
  'fixtures',
  'androidTest',
  'node_modules',
  'bower_components',
  'vendor',
  'Pods',
  'Carthage',
  'DerivedData',
  'build',
  'dist',
  'out',
  'target',
  'obj',
  'bin',
  '__pycache__',
  'venv',
  'site-packages',
  'coverage',
]);

// A built Apple framework copied into the repository (Transmission's `macosx/Sparkle.framework/`)
// holds that framework's own `.lproj` resources, which Xcode copies as they are: another project's
// translations, never the application's.
const BUNDLE_SUFFIXES = ['.framework', '.xcframework'];

/** True when a walk for translation files does not enter a folder of this name. */
export function isSkippedFolder(name: string): boolean {
  return SKIPPED_FOLDERS.has(name) || BUNDLE_SUFFIXES.some((suffix) => name.endsWith(suffix));
}
