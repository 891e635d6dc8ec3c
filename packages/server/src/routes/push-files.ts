import { createHash } from 'node:crypto';
import { getFormat } from '@locale-sync/formats';
import type { PushRequest } from '@locale-sync/protocol';
import type { FastifyRequest } from 'fastify';
import { assertStorablePush } from '../storage/texts.ts';
import type { ParsedPushFile, ProjectRecord } from '../storage/types.ts';

type PushFile = PushRequest['files'][number];

/**
 * One pushed file parsed as the push stores it: its entries, format and SHA-256; throws the format's
 * FormatError for a file it cannot read, or one holding a text storage refuses.
 */
export function parsePushFile(file: PushFile, project: ProjectRecord): ParsedPushFile {
  const entry: ParsedPushFile = {
    resource: file.resource ?? '',
    locale: file.locale,
    path: file.path,
    // The source locale's file is read as the source: a gettext source catalog's empty msgstr
    // is its msgid, as gettext shows it.
    entries: getFormat(file.format).parse(file.content, {
      path: file.path,
      locale: file.locale,
      source: file.locale === project.sourceLocale,
    }),
    // Remembered by an applied push, so that POST /api/sync/push/state can say it is unchanged.
    format: file.format,
    sha256: createHash('sha256').update(file.content, 'utf8').digest('hex'),
  };
  // Storage refuses NUL and lone surrogates too, but only here is the file's place known.
  assertStorablePush([entry]);
  return entry;
}

/** A file parsed as its bytes arrived, with what it was parsed from. */
interface EarlyFile {
  file: PushFile;
  parsed: ParsedPushFile;
}

const parsedEarly = new WeakMap<FastifyRequest, Array<EarlyFile | undefined>>();

/**
 * Parses element `index` of a push body's `files` as soon as it has arrived (json-body.ts's
 * readBodyAsItArrives), before the body is whole or checked: `parsedAsItArrived` hands the result
 * to the route if the checked body still holds the same file. A value that is not such a file, or
 * one that fails to parse, is left alone here: the route then parses it itself, and reports it.
 */
export function parseAsItArrives(request: FastifyRequest, value: unknown, index: number): void {
  const project = request.authProject;
  if (project === null || !isPushFile(value)) return;
  let parsed: ParsedPushFile;
  try {
    parsed = parsePushFile(value, project);
  } catch {
    return;
  }
  let files = parsedEarly.get(request);
  if (files === undefined) {
    files = [];
    parsedEarly.set(request, files);
  }
  files[index] = { file: { ...value }, parsed };
}

/**
 * What `parseAsItArrives` made of element `index`, when it was parsed from the same locale, path,
 * format, resource and content as the checked `file` (the schema may have changed none of them);
 * undefined otherwise.
 */
export function parsedAsItArrived(
  request: FastifyRequest,
  index: number,
  file: PushFile,
): ParsedPushFile | undefined {
  const early = parsedEarly.get(request)?.[index];
  if (early === undefined) return undefined;
  const was = early.file;
  const same =
    was.content === file.content &&
    was.locale === file.locale &&
    was.path === file.path &&
    was.format === file.format &&
    was.resource === file.resource;
  return same ? early.parsed : undefined;
}

function isPushFile(value: unknown): value is PushFile {
  if (typeof value !== 'object' || value === null) return false;
  const { locale, path, format, content, resource } = value as Record<string, unknown>;
  return (
    typeof locale === 'string' &&
    typeof path === 'string' &&
    typeof format === 'string' &&
    typeof content === 'string' &&
    (resource === undefined || typeof resource === 'string')
  );
}
