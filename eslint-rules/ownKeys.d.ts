import type { Rule } from 'eslint';

/** leafy/own-keys (ownKeys.js), typed for the test that runs it on small sources. */
declare const ownKeys: Rule.RuleModule;
export default ownKeys;
