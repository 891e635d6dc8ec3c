import { config } from 'zod';

/**
 * Has zod check values with its plain parsers. By default zod compiles a parser for each object
 * schema the first time it checks a value (`new Function`), which pays only over many values: an
 * action run checks each settings and answer schema a few times, so compiling cost more than it saved.
 */
export function checkWithoutCompiling(): void {
  config({ jitless: true });
}
