// runner-protocol.ts through @actions/core itself: the module scripts/assemble-actions.ts puts in its
// place in the entry built for @github/local-action, which records outputs and logs by replacing
// @actions/core with its stub. Same exports, same types (checked below and by the tests).
import * as core from '@actions/core';
import type * as Protocol from './runner-protocol.ts';

export type { AnnotationProperties } from './runner-protocol.ts';

/** @actions/core's getInput. */
export const getInput: typeof Protocol.getInput = (name, options) => core.getInput(name, options);
/** @actions/core's setOutput. */
export const setOutput: typeof Protocol.setOutput = (name, value) => core.setOutput(name, value);
/** @actions/core's setSecret. */
export const setSecret: typeof Protocol.setSecret = (secret) => core.setSecret(secret);
/** @actions/core's setFailed. */
export const setFailed: typeof Protocol.setFailed = (message) => core.setFailed(message);
/** @actions/core's info. */
export const info: typeof Protocol.info = (message) => core.info(message);
/** @actions/core's debug. */
export const debug: typeof Protocol.debug = (message) => core.debug(message);
/** @actions/core's warning. */
export const warning: typeof Protocol.warning = (message, properties) => core.warning(message, properties);
/** @actions/core's error. */
export const error: typeof Protocol.error = (message, properties) => core.error(message, properties);
/** @actions/core's notice. */
export const notice: typeof Protocol.notice = (message, properties) => core.notice(message, properties);
/** @actions/core's group. */
export const group: typeof Protocol.group = (name, work) => core.group(name, work);
/** @actions/core's summary, appended to and written. */
export const appendSummary: typeof Protocol.appendSummary = async (markdown) => {
  await core.summary.addRaw(markdown, true).write();
};
/** @actions/core's getIDToken. */
export const getIDToken: typeof Protocol.getIDToken = (audience) => core.getIDToken(audience);
