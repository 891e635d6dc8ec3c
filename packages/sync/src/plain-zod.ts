import { config } from 'zod';

// The repository side's few zod schemas (`.locale/config.json`, crowdin.yml) load with the modules
// that use them, never at an action's start. By default zod compiles a parser for each object schema
// the first time it checks a value (`new Function`), which pays only over many values: a run checks
// each of these once, so compiling costs more than it saves. zod reads the setting when a schema is
// built, hence a call before each build rather than a setting at load.

/** Has the zod schemas built after this call check values with zod's plain parsers. */
export function usePlainParsers(): void {
  config({ jitless: true });
}
