import * as v from 'valibot';

export interface ParsedList<T> {
  readonly items: T[];
  readonly dropped: number;
}

/**
 * How many dropped entries one pass over a list reports one by one. A stored
 * value can hold tens of thousands of junk entries (local storage is anyone's
 * to write): past this many, the rest are counted in one closing warning, so
 * bad data can never flood the console or stall the page with logging.
 */
export const MAX_DROP_WARNINGS = 20;

export interface DropReporter {
  /** Reports one dropped entry: a warning of its own while under the cap, else counted. */
  drop(detail: string): void;
  /** Warns once about the entries dropped past the cap, if any. Call when the pass is done. */
  done(): void;
}

/** Console warnings for one pass over a list read from `source`, capped at MAX_DROP_WARNINGS. */
export function dropReporter(source: string): DropReporter {
  let count = 0;
  return {
    drop(detail) {
      count += 1;
      if (count <= MAX_DROP_WARNINGS) console.warn(`[${source}] ${detail}`);
    },
    done() {
      const unreported = count - MAX_DROP_WARNINGS;
      if (unreported > 0) {
        console.warn(
          `[${source}] and ${unreported} more ${unreported === 1 ? 'entry' : 'entries'} dropped`,
        );
      }
    },
  };
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
