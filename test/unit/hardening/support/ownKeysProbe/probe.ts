// Stands in for each source prototypeKeysLintRule.test.ts lints: the linter reads the probe's
// text, and TypeScript needs a file of its project by this name.
export {};
