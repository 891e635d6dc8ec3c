// The part of GitHub's runner protocol the actions use: inputs from INPUT_* variables, workflow
// commands on stdout (annotations, groups, masks), outputs and the job summary through the runner's
// files. Written here rather than imported from @actions/core because @actions/core imports
// @actions/http-client, and with it undici (1.6 MB of the bundle), at its top for getIDToken alone:
// every run paid for compiling it. The format of each line is that of @actions/core 3.0.1, which
// actions/shared/test/runner-protocol.test.ts compares byte for byte; getIDToken still loads
// @actions/core, only when a run uses OIDC. scripts/assemble-actions.ts swaps in
// runner-protocol-core.ts for @github/local-action, whose stub replaces @actions/core.
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { access, appendFile, constants } from 'node:fs/promises';
import { EOL } from 'node:os';

/** Where an annotation points (GitHub's `file`, `line`, `endLine`, `col`, `endColumn`, `title`). */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** An input's value: `INPUT_<NAME>` (spaces as `_`, upper case), trimmed; a required empty one throws. */
export function getInput(name: string, options?: { required?: boolean }): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
  if (options?.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  return value.trim();
}

/** Sets a step output: a `name<<delimiter` block in the GITHUB_OUTPUT file (or `::set-output` without one). */
export function setOutput(name: string, value: string | number | boolean): void {
  const text = String(value);
  const file = process.env.GITHUB_OUTPUT || '';
  if (file === '') {
    process.stdout.write(EOL);
    command('set-output', { name }, text);
    return;
  }
  // A fresh random delimiter, so no value can end the block early (GitHub's documented multiline syntax).
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (text.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

/** Masks `secret` in every later line of the log (`::add-mask::`). */
export function setSecret(secret: string): void {
  command('add-mask', {}, secret);
}

/** Fails the step: exit code 1 once the run ends, and the message as an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** A plain log line, written as it is (callers escape lines that could read as commands). */
export function info(message: string): void {
  process.stdout.write(message + EOL);
}

/** A line shown only when step debugging is on. */
export function debug(message: string): void {
  command('debug', {}, message);
}

/** A warning annotation. */
export function warning(message: string, properties: AnnotationProperties = {}): void {
  command('warning', annotation(properties), message);
}

/** An error annotation (does not fail the step: see setFailed). */
export function error(message: string, properties: AnnotationProperties = {}): void {
  command('error', annotation(properties), message);
}

/** A notice annotation. */
export function notice(message: string, properties: AnnotationProperties = {}): void {
  command('notice', annotation(properties), message);
}

/** Runs `work` inside a collapsible log group, closed even when it throws. */
export async function group<T>(name: string, work: () => Promise<T>): Promise<T> {
  command('group', {}, name);
  try {
    return await work();
  } finally {
    command('endgroup', {}, '');
  }
}

/** Appends Markdown and a line end to the job summary file (GITHUB_STEP_SUMMARY). */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) {
    throw new Error(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
    );
  }
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(
      `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`,
    );
  }
  await appendFile(file, markdown + EOL, { encoding: 'utf8' });
}

/** The job's OIDC token for `audience`, from the runner; loads @actions/core (and undici) only now. */
export async function getIDToken(audience: string): Promise<string> {
  const core = await import('@actions/core');
  return core.getIDToken(audience);
}

/** GitHub's annotation property names; an empty object stays empty. */
function annotation(properties: AnnotationProperties): Record<string, string | number | undefined> {
  if (Object.keys(properties).length === 0) return {};
  return {
    title: properties.title,
    file: properties.file,
    line: properties.startLine,
    endLine: properties.endLine,
    col: properties.startColumn,
    endColumn: properties.endColumn,
  };
}

/** Writes `::name key=value,…::message`, escaped so data can neither end the line nor the command. */
function command(
  name: string,
  properties: Record<string, string | number | undefined>,
  message: string,
): void {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (value) pairs.push(`${key}=${escapeProperty(String(value))}`);
  }
  // As @actions/core writes it: a space after the name whenever properties were given, even all empty.
  const line = Object.keys(properties).length > 0 ? `::${name} ${pairs.join(',')}` : `::${name}`;
  process.stdout.write(`${line}::${escapeData(message)}${EOL}`);
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
