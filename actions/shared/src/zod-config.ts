import { config } from 'zod';

// Has zod check values with its plain parsers. By default zod compiles a parser for each object
// schema the first time it checks a value (`new Function`), which pays only over many values: an
// action run checks each settings and answer schema a few times, so compiling cost more than it saved.
// zod reads this setting when a schema is built, not when it checks a value: each action's main.ts
// imports this module first, so it is set before any module that builds a schema loads.
config({ jitless: true });
