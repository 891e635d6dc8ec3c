import { z } from 'zod';
import { usePlainParsers } from '../plain-zod.ts';

// The schemas crowdin-config.ts checks a Crowdin configuration with, a module apart so that zod loads
// only for a repository that has one (crowdin-config.ts imports this module when it reads one).

function buildSchemas() {
  usePlainParsers();
  /** A YAML scalar written as a path or a code: `no` and `1` are YAML scalars too. */
  const text = z.union([z.string(), z.number(), z.boolean()]).transform(String);
  return {
    entry: z.looseObject({
      source: text.optional(),
      translation: text.optional(),
      languages_mapping: z.record(z.string(), z.record(z.string(), text).nullable()).nullable().optional(),
    }),
    config: z.looseObject({
      base_path: text.optional(),
      files: z.array(z.unknown()).optional(),
    }),
  };
}

let schemas: ReturnType<typeof buildSchemas> | undefined;

/** The schemas of a configuration and of one `files` entry, built at the first configuration read. */
export function crowdinSchemas(): ReturnType<typeof buildSchemas> {
  schemas ??= buildSchemas();
  return schemas;
}
