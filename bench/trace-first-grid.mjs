#!/usr/bin/env node
// Where a cold load spends its time before its first render (issue 12): one Chromium trace per
// load, with V8's sampling profiler, read as the renderer main thread's timeline. Each task of
// --min ms or more is printed with when it began, how long it took, what Chromium says it ran
// (a script's evaluation, a layout, a paint) and the JavaScript functions its samples were in
// most. Then the same load's thread time by process and thread: on a machine of two cores the
// browser's other threads take time from the page too.
//
//   node bench/trace-first-grid.mjs                        /plants with 10,000 plants, 3 loads
//   node bench/trace-first-grid.mjs --plants 0             the real catalogue
//   node bench/trace-first-grid.mjs --path /floor/ --selector h1 --plants 0    the floor app
//   options: --dist bench/results/dist  --loads 3  --min 4  --save-trace load.json
//
// Build first (npm run bench builds the shop into bench/results/dist and the floor app into
// bench/results/floor); for function names, build without minifying:
//   npx vite build --minify false --outDir /tmp/dist-plain && node bench/trace-first-grid.mjs --dist /tmp/dist-plain
// Tracing slows the page (some 1.3 to 1.4 x on the first render here): read the shares and the
// order of the work, and time with the bench, not with this.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAuthEmulator } from '../scripts/emulator.mjs';
import { launchBrowser, newContext } from './browser.mjs';
import { loadGenerator } from './plants.mjs';
import { FIRST_CARD, watchFirstRender } from './scale.mjs';
import { serveBuild } from './server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: join(ROOT, 'bench', 'results', 'dist') },
    plants: { type: 'string', default: '10000' },
    loads: { type: 'string', default: '3' },
    path: { type: 'string', default: '/plants' },
    selector: { type: 'string', default: FIRST_CARD },
    min: { type: 'string', default: '4' },
    'save-trace': { type: 'string' },
  },
});

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/** Scheduler wrappers: a task's work is what they run, not they themselves. */
const WRAPPERS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
]);
/** Profiler frames that say nothing about which code ran. */
const UNNAMED = /^\((root|program|idle|garbage collector)\)|^\(anonymous\)$/;

const ms = (microseconds) => microseconds / 1000;

/** The page's renderer: the process whose document navigation the trace saw. */
function pageRenderer(events) {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL,
  );
  if (!navigation) throw new Error('the trace holds no navigation');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === navigation.pid &&
      event.args?.name === 'CrRendererMain',
  );
  return { pid: navigation.pid, tid: main?.tid, origin: navigation.ts };
}

/** Events that do not overlap one before them on the same thread: the outermost ones. */
function outermost(events) {
  const kept = [];
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + event.dur;
  }
  return kept;
}

/** V8's samples (ProfileChunk events) of one process: [{ ts, stack: frame names, leaf first }]. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const clocks = new Map();
  const samples = [];
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') clocks.set(event.id, event.args.data.startTime);
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node);
    let clock = clocks.get(event.id) ?? 0;
    (cpuProfile.samples ?? []).forEach((id, index) => {
      clock += timeDeltas[index] ?? 0;
      samples.push({ ts: clock, profile: event.id, node: id });
    });
    clocks.set(event.id, clock);
  }
  const nameOf = ({ callFrame }) => {
    const file = (callFrame.url ?? '').replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    return `${callFrame.functionName || '(anonymous)'}${file ? ` ${file}:${callFrame.lineNumber + 1}` : ''}`;
  };
  return samples.map(({ ts, profile, node: id }) => {
    const stack = [];
    for (let node = nodes.get(`${profile}:${id}`); node;) {
      stack.push(nameOf(node));
      node = node.parent === undefined ? null : nodes.get(`${profile}:${node.parent}`);
    }
    return { ts, stack };
  });
}

/** The functions most of `samples` were in (leaf first: self; anywhere on the stack: total). */
function hottest(samples, count) {
  const self = new Map();
  const total = new Map();
  for (const { stack } of samples) {
    if (stack[0]) self.set(stack[0], (self.get(stack[0]) ?? 0) + 1);
    for (const frame of new Set(stack)) {
      if (!UNNAMED.test(frame)) total.set(frame, (total.get(frame) ?? 0) + 1);
    }
  }
  const top = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([frame, n]) => `${frame} ${Math.round((100 * n) / samples.length)}%`)
      .join(' | ');
  return { self: top(self), total: top(total) };
}

/** What Chromium says a task ran: its longest pieces of work, outermost first. */
function whatRan(inside) {
  const work = inside.filter((event) => !WRAPPERS.has(event.name));
  return outermost(work)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => {
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const url = (data.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      return `${event.name}${url ? ` ${url}` : ''} ${ms(event.dur).toFixed(1)}`;
    })
    .join(', ');
}

function mainThreadTasks(events, renderer, untilMs) {
  const end = renderer.origin + untilMs * 1000;
  const onMain = events.filter(
    (event) =>
      event.pid === renderer.pid && event.tid === renderer.tid && event.ph === 'X' && event.dur,
  );
  const samples = samplesOf(events, renderer.pid);
  return outermost(onMain.filter((event) => WRAPPERS.has(event.name)))
    .filter((task) => task.ts >= renderer.origin && task.ts < end)
    .map((task) => {
      const taskEnd = task.ts + task.dur;
      const inside = onMain.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= taskEnd,
      );
      const taskSamples = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= taskEnd);
      return {
        startMs: ms(task.ts - renderer.origin),
        durMs: ms(task.dur),
        ran: whatRan(inside),
        js: taskSamples.length ? hottest(taskSamples, 4) : null,
      };
    });
}

/** Thread time (CPU where the trace has it) of every thread of every process, until `untilMs`. */
function threadTimes(events, renderer, untilMs) {
  const end = renderer.origin + untilMs * 1000;
  const processes = new Map(
    events.filter((e) => e.name === 'process_name').map((e) => [e.pid, e.args.name]),
  );
  const threads = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const byThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || !event.dur || event.ts < renderer.origin || event.ts >= end) continue;
    const key = `${event.pid}:${event.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), event]);
  }
  return [...byThread.entries()]
    .map(([key, list]) => {
      const [pid] = key.split(':');
      const time = outermost(list).reduce(
        (sum, event) => sum + Math.min(event.tdur ?? event.dur, end - event.ts),
        0,
      );
      return {
        thread: `${processes.get(Number(pid)) ?? pid} / ${threads.get(key) ?? key}`,
        ms: ms(time),
      };
    })
    .sort((a, b) => b.ms - a.ms);
}

async function traceOnce(browser, baseURL) {
  const context = await newContext(browser, baseURL);
  try {
    await context.addInitScript(watchFirstRender, args.selector);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(args.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchFirstRender !== null, null, { timeout: 60_000 });
    const firstRenderMs = await page.evaluate(() => window.__benchFirstRender);
    const paints = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])),
    );
    await cdp.send('Tracing.end');
    await complete;
    return { events, firstRenderMs, paints };
  } finally {
    await context.close();
  }
}

function print(load, index) {
  const { events, firstRenderMs, paints } = load;
  const renderer = pageRenderer(events);
  const fcp = paints['first-contentful-paint'];
  console.log(
    `\nLoad ${index + 1}: ${args.selector} in the DOM at ${Math.round(firstRenderMs)} ms, ` +
      `first contentful paint ${fcp === undefined ? '–' : Math.round(fcp)} ms (traced)`,
  );
  console.log('  start ms  task ms  what ran');
  for (const task of mainThreadTasks(events, renderer, firstRenderMs)) {
    if (task.durMs < Number(args.min)) continue;
    console.log(
      `  ${task.startMs.toFixed(0).padStart(8)}  ${task.durMs.toFixed(1).padStart(7)}  ${task.ran}`,
    );
    if (task.js) {
      console.log(`                     self: ${task.js.self}`);
      console.log(`                     in:   ${task.js.total}`);
    }
  }
  console.log(`  Thread time until then (the busiest ten):`);
  for (const { thread, ms: time } of threadTimes(events, renderer, firstRenderMs).slice(0, 10)) {
    console.log(`  ${time.toFixed(1).padStart(8)} ms  ${thread}`);
  }
}

async function main() {
  const count = Number(args.plants);
  const emulator = await startAuthEmulator({ log: () => {} });
  const floor = join(ROOT, 'bench', 'results', 'floor');
  const server = await serveBuild({
    dir: resolve(args.dist),
    mounts: existsSync(join(floor, 'index.html')) ? { '/floor/': floor } : {},
  });
  const browser = await launchBrowser();
  try {
    if (count > 0) {
      const generate = await loadGenerator(ROOT);
      server.setOverride('/plants.json', Buffer.from(JSON.stringify(generate(count))));
    }
    for (let index = 0; index < Number(args.loads); index += 1) {
      const load = await traceOnce(browser, server.url);
      print(load, index);
      if (args['save-trace'] && index === 0) {
        await writeFile(args['save-trace'], JSON.stringify({ traceEvents: load.events }));
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await emulator.stop();
  }
}

await main();
