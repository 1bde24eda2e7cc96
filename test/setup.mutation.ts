import fc from 'fast-check';

/**
 * Set-up of the mutation run (test/vitest.mutation.config.ts): every mutant runs the property tests
 * again, and a mutant is killed by the first example that fails, so fast-check does not shrink it
 * to a smallest one (which can take longer than the run allows, and reads as a timeout).
 */
fc.configureGlobal({ endOnFailure: true });
