#!/usr/bin/env node
// `npm run test:stress`: proves the tests hold on a busy machine. Starts CPU-bound processes
// (`node -e 'for(;;){}'`, two by default: as many as this machine kind has cores) and runs a test
// command several times in a row beside them, stopping at the first failure.
//
//   npm run test:stress                                   the browser suite, 3 runs, 2 hogs
//   npm run test:stress -- --runs 5 --hogs 3              more of each
//   npm run test:stress -- -- bash .ci/run                any command (here: CI's, on this tree)
//
// Prints each run's time and exit code, and exits 0 only when every run passed. The hogs are
// killed however the script ends. Node built-ins only.
import { spawn } from 'node:child_process';
import { bin, interruptedExitCode, onInterrupt, ROOT, run, seconds } from './proc.mjs';

function parseArgs(argv) {
  const separator = argv.indexOf('--');
  const own = separator < 0 ? argv : argv.slice(0, separator);
  const command = separator < 0 ? [] : argv.slice(separator + 1);
  const option = (name, fallback) => {
    const at = own.indexOf(`--${name}`);
    const value = at < 0 ? fallback : Number(own[at + 1]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
    return value;
  };
  return {
    runs: option('runs', 3),
    hogs: option('hogs', 2),
    command: command.length ? command : [bin('playwright'), 'test'],
  };
}

const { runs, hogs, command } = parseArgs(process.argv.slice(2));
const log = (line) => console.log(`[stress] ${line}`);

const hogProcesses = Array.from({ length: hogs }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const killHogs = () => hogProcesses.forEach((hog) => hog.kill('SIGKILL'));
onInterrupt(killHogs, killHogs);
log(`${hogs} CPU-bound process(es) started (pids ${hogProcesses.map((h) => h.pid).join(', ')}).`);

const results = [];
for (let index = 1; index <= runs; index += 1) {
  log(`run ${index} of ${runs}: ${command.join(' ')}`);
  const started = Date.now();
  const code = await run(command[0], command.slice(1), { cwd: ROOT });
  results.push({ index, code, time: seconds(started) });
  log(`run ${index} of ${runs}: exit ${code} after ${results.at(-1).time}`);
  if (code !== 0) break;
}
killHogs();

const passed = results.filter((result) => result.code === 0).length;
for (const { index, code, time } of results) log(`  run ${index}: exit ${code}, ${time}`);
log(`${passed} of ${runs} runs passed with ${hogs} CPU-bound process(es) beside them.`);
process.exit(interruptedExitCode(passed === runs ? 0 : 1));
