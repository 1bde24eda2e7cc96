// Timings on a shared machine: before each part of the bench, wait (a while) for the CPUs to be
// mostly idle, and say how idle they were, so a figure taken under someone else's load is known.
import { cpus } from 'node:os';

function snapshot() {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The share of CPU time spent idle over the next `ms` milliseconds (0..1). */
export async function idleShare(ms = 2000) {
  const before = snapshot();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = snapshot();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Resolves once the CPUs were at least `minIdle` idle over 2 s, or after `maxWaitMs` anyway;
 * with the idle share last seen.
 */
export async function waitForQuiet({ minIdle = 0.85, maxWaitMs = 60_000, log = () => {} } = {}) {
  const started = Date.now();
  let share = await idleShare();
  let said = false;
  while (share < minIdle && Date.now() - started < maxWaitMs) {
    if (!said) {
      log(`  (waiting for the machine to quieten down: CPUs ${Math.round(share * 100)} % idle)`);
      said = true;
    }
    share = await idleShare();
  }
  if (said) {
    const waited = Math.round((Date.now() - started) / 1000);
    log(`  (went on after ${waited} s with the CPUs ${Math.round(share * 100)} % idle)`);
  }
  return share;
}
