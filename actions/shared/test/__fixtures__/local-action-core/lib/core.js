// Stands in for @actions/core the way @github/local-action's stub does (src/stubs/core/core.ts):
// inputs from INPUT_<NAME> (not trimmed) or the action.yml default, outputs and the failure kept in
// memory instead of the runner's files. The test passes the defaults in LOCAL_ACTION_INPUT_DEFAULTS
// and reads what was recorded from LOCAL_ACTION_RECORD when the process exits.
import { writeFileSync } from 'node:fs';

const defaults = JSON.parse(process.env.LOCAL_ACTION_INPUT_DEFAULTS ?? '{}');
const recorded = { outputs: {}, secrets: [], failed: undefined, lines: [] };
process.on('exit', () => {
  if (process.env.LOCAL_ACTION_RECORD)
    writeFileSync(process.env.LOCAL_ACTION_RECORD, JSON.stringify(recorded));
});

export function getInput(name, options) {
  let input =
    process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ||
    process.env[`INPUT_${name.replace(/ /g, '_')}`] ||
    '';
  if (input === '' && defaults[name] !== undefined) input = String(defaults[name]);
  if (options?.required === true && input === '') throw new Error(`Input required and not supplied: ${name}`);
  if (options?.trimWhitespace === true) input = input.trim();
  return input;
}
export function getBooleanInput(name, options) {
  return ['true', 'True', 'TRUE'].includes(getInput(name, options));
}
export function setOutput(name, value) {
  recorded.outputs[name] = typeof value === 'string' ? value : JSON.stringify(value);
}
export function setSecret(secret) {
  recorded.secrets.push(secret);
}
export function setFailed(message) {
  recorded.failed = String(message instanceof Error ? message.message : message);
  process.exitCode = 1;
}
const log = (level) => (message) => recorded.lines.push(`${level}: ${String(message)}`);
export const debug = log('debug');
export const info = log('info');
export const notice = log('notice');
export const warning = log('warning');
export const error = log('error');
export const isDebug = () => false;
export const startGroup = log('group');
export const endGroup = () => undefined;
export async function group(name, work) {
  startGroup(name);
  try {
    return await work();
  } finally {
    endGroup();
  }
}
export const summary = {
  addRaw(text) {
    recorded.summary = (recorded.summary ?? '') + text;
    return summary;
  },
  async write() {
    return summary;
  },
};
