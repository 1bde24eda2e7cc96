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
