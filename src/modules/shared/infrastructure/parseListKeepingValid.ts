import * as v from 'valibot';
import { dropReporter } from '@/modules/shared/application/dropReporter';

export interface ParsedList<T> {
  readonly items: T[];
  readonly dropped: number;
}

/**
 * Parses a list read from outside the app entry by entry: valid entries are
 * kept, invalid ones dropped with a console warning naming where they came
 * from, so bad data is never a crash and never a silent loss.
 */
export function parseListKeepingValid<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  source: string,
): ParsedList<v.InferOutput<TSchema>> {
  if (!Array.isArray(input)) {
    console.warn(`[${source}] expected a list, found ${describe(input)}: ignored`);
    return { items: [], dropped: input === null || input === undefined ? 0 : 1 };
  }
  const items: v.InferOutput<TSchema>[] = [];
  const report = dropReporter(source);
  let dropped = 0;
  input.forEach((entry: unknown, index) => {
    const result = v.safeParse(schema, entry);
    if (result.success) {
      items.push(result.output);
    } else {
      dropped += 1;
      const issue = result.issues[0];
      const path = issue ? v.getDotPath(issue) : null;
      report.drop(
        `dropped entry ${index}: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`,
      );
    }
  });
  report.done();
  return { items, dropped };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return typeof value;
}

/** Keeps the first entry for each key; later duplicates are dropped with a warning. */
export function keepFirstByKey<T>(
  items: readonly T[],
  key: (item: T) => unknown,
  source: string,
): T[] {
  const seen = new Set<unknown>();
  const report = dropReporter(source);
  const kept = items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) {
      report.drop(`dropped a duplicate entry for ${String(k)}`);
      return false;
    }
    seen.add(k);
    return true;
  });
  report.done();
  return kept;
}
