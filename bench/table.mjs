// Prints a bench result as plain-text tables; with a previous result, each cell reads
// "before → now".
import { figureWithInterval } from './budgetText.mjs';

const kB = (bytes) => (bytes === null || bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const ms = (value) => (value === null || value === undefined ? '–' : String(Math.round(value)));
const plain = (value) => (value === null || value === undefined ? '–' : String(value));
const cls = (value) => (value === null || value === undefined ? '–' : value.toFixed(3));
const ratio = (value, of) =>
  typeof value === 'number' && typeof of === 'number' && of > 0 ? value / of : null;
const percent = (value) =>
  value === null || value === undefined ? '–' : `${Math.round(value * 100)} %`;

function grid(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  return [
    line(headers),
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** "before → now", or just "now" without a previous result. */
function cell(format, now, before, hasBefore) {
  return hasBefore ? `${format(before)} → ${format(now)}` : format(now);
}

export function printTable(result, before) {
  const has = Boolean(before);
  const out = [];
  const title = has ? `${before.label} → ${result.label}` : result.label;
  const { machine } = result;
  out.push(
    `\nBench: ${title}  (median of ${result.runs} runs; ${machine.cpu}, ${machine.memoryGB} GB, ` +
      `Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}, ` +
      `load average ${machine.loadAverageAtStart ?? '?'} → ${machine.loadAverageAtEnd ?? '?'})`,
  );

  if (result.sizes) {
    out.push('\nJavaScript and CSS loaded before the first render (kB gzip)\n');
    // One row: JS, CSS and both, of `now` (and `old`, the same row of the previous result).
    const sizeRow = (label, now, old) => [
      label,
      cell(kB, now.jsGzip, old?.jsGzip, has),
      cell(kB, now.cssGzip, old?.cssGzip, has),
      cell(kB, now.jsGzip + now.cssGzip, old ? old.jsGzip + old.cssGzip : null, has),
    ];
    const rows = Object.entries(result.sizes.routes).map(([name, route]) =>
      sizeRow(
        route.path + (route.shown !== route.path ? ` (shows ${route.shown})` : ''),
        route,
        before?.sizes?.routes?.[name],
      ),
    );
    rows.push(
      sizeRow('all four routes (each file once)', result.sizes.union, before?.sizes?.union),
    );
    const total = result.sizes.build;
    rows.push(
      sizeRow(
        `whole build (${total.jsFiles} JS files${has ? `, was ${before?.sizes?.build?.jsFiles}` : ''})`,
        total,
        before?.sizes?.build,
      ),
    );
    // The floor app's first render, measured the same way.
    if (result.sizes.floor) {
      rows.push(
        sizeRow(
          `the floor app (${result.sizes.floor.path})`,
          result.sizes.floor,
          before?.sizes?.floor,
        ),
      );
    }
    out.push(grid(['route', 'JS', 'CSS', 'JS + CSS'], rows));
  }

  if (result.lighthouse) {
    const pages = Object.values(result.lighthouse);
    const index = (side) =>
      pages.map((page) => page[side]?.benchmarkIndex).filter((value) => typeof value === 'number');
    out.push(
      '\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown): the shop beside the floor app,' +
        ` runs paired in one Chromium (benchmarkIndex ${index('shop').map(Math.round).join(', ')}` +
        `; CPUs idle before each page ${pages.map((page) => percent(page.cpuIdleBefore)).join(', ')})\n`,
    );
    const signed = (format) => (value) =>
      value === null || Number.isNaN(value) ? '–' : `${value > 0 ? '+' : ''}${format(value)}`;
    // The figures budgeted against the floor (bench/budgets.mjs), one line a page:
    // shop / floor / difference.
    const triple = (page, key) => {
      const shop = page.shop?.[key];
      const floor = page.floor?.[key];
      const difference =
        typeof shop === 'number' && typeof floor === 'number' ? shop - floor : null;
      return `${ms(shop)} / ${ms(floor)} / ${signed((value) => String(Math.round(value)))(difference)}`;
    };
    out.push(
      grid(
        [
          'page (shop / floor / difference)',
          'LCP ms',
          'FCP ms',
          'LCP render delay ms',
          'LCP after FCP, as loaded ms',
          'main thread ms',
          'LCP element (shop)',
        ],
        pages.map((page) => [
          `${page.path}${page.signedIn ? ' (signed in)' : ''}`,
          triple(page, 'lcpMs'),
          triple(page, 'fcpMs'),
          triple(page, 'lcpRenderDelayMs'),
          triple(page, 'observedLcpAfterFcpMs'),
          triple(page, 'mainThreadMs'),
          page.shop?.lcpElement ?? '–',
        ]),
      ),
    );
    out.push('');
    const figures = [
      ['performance', 'performance', plain],
      ['FCP ms', 'fcpMs', ms],
      ['LCP ms', 'lcpMs', ms],
      ['  TTFB ms', 'ttfbMs', ms],
      ['  LCP load delay ms', 'lcpLoadDelayMs', ms],
      ['  LCP load time ms', 'lcpLoadTimeMs', ms],
      ['  LCP render delay ms', 'lcpRenderDelayMs', ms],
      ['FCP as loaded (unthrottled) ms', 'observedFcpMs', ms],
      ['LCP as loaded (unthrottled) ms', 'observedLcpMs', ms],
      ['TBT ms', 'tbtMs', ms],
      ['Speed Index ms', 'siMs', ms],
      ['CLS', 'cls', cls],
      ['main thread ms', 'mainThreadMs', ms],
      ['  script evaluation ms', 'scriptEvaluationMs', ms],
      ['  style & layout ms', 'styleLayoutMs', ms],
      ['  rendering ms', 'renderingMs', ms],
      ['  other ms', 'otherMs', ms],
      ['longest task ms', 'longestTaskMs', ms],
      ['accessibility', 'accessibility', plain],
      ['best practices', 'bestPractices', plain],
      ['SEO', 'seo', plain],
    ];
    const rows = [];
    for (const page of pages) {
      const old = Object.values(before?.lighthouse ?? {}).find((item) => item.path === page.path);
      for (const [label, key, format] of figures) {
        const shop = page.shop?.[key];
        const floor = page.floor?.[key];
        const difference =
          typeof shop === 'number' && typeof floor === 'number' ? shop - floor : null;
        rows.push([
          `${page.path}${page.signedIn ? ' (signed in)' : ''}`,
          label,
          cell(format, shop, old?.shop?.[key], has),
          format(floor),
          signed(
            key === 'cls' ? (value) => value.toFixed(3) : (value) => String(Math.round(value)),
          )(difference),
        ]);
      }
    }
    out.push(grid(['page', 'figure', 'shop', 'floor', 'shop - floor'], rows));
  }

  if (result.warm) {
    out.push(
      '\nA second visit, the offline worker in control (Lighthouse, same preset): the shop only\n',
    );
    const rows = Object.values(result.warm).map((page) => {
      const cold = Object.values(result.lighthouse ?? {}).find((item) => item.path === page.path);
      return [
        page.path,
        ms(cold?.shop?.lcpMs),
        ms(page.shop.lcpMs),
        ms(page.shop.fcpMs),
        ms(page.shop.tbtMs),
        plain(page.shop.performance),
      ];
    });
    out.push(
      grid(['page', 'cold LCP ms', 'warm LCP ms', 'warm FCP ms', 'warm TBT ms', 'warm perf'], rows),
    );
  }

  if (result.scale) {
    out.push(
      '\nScale: generated catalogues on /plants (desktop 1280x900), cart of 200 lines on /cart\n',
    );
    const rows = Object.entries(result.scale).map(([count, row]) => {
      const old = before?.scale?.[count];
      return [
        Number(count).toLocaleString('en-US'),
        cell(ms, row.firstGridMs, old?.firstGridMs, has),
        cell(ms, row.firstGridPaintedMs, old?.firstGridPaintedMs, has),
        cell(ms, row.floorFirstRenderMs, old?.floorFirstRenderMs, has),
        cell(ms, row.floorFirstPaintMs, old?.floorFirstPaintMs, has),
        cell(
          (value) => (typeof value === 'number' ? value.toFixed(2) : '–'),
          ratio(row.firstGridMs, row.floorFirstRenderMs),
          ratio(old?.firstGridMs, old?.floorFirstRenderMs),
          has,
        ),
        cell(plain, row.domNodes, old?.domNodes, has),
        cell(ms, row.medianScrollFrameMs, old?.medianScrollFrameMs, has),
        cell(
          ms,
          row.p95ScrollFrameMs ?? row.worstScrollFrameMs,
          old?.p95ScrollFrameMs ?? old?.worstScrollFrameMs,
          has,
        ),
        cell(ms, row.jumpToEndMs, old?.jumpToEndMs, has),
        cell(ms, row.inputMs, old?.inputMs, has),
        cell(ms, row.cartChangeMs, old?.cartChangeMs, has),
        cell(
          (value) => (value === undefined ? '–' : value ? 'yes' : 'no'),
          row.lastCardReachable,
          old?.lastCardReachable,
          has,
        ),
        cell(percent, row.cpuIdleBefore, old?.cpuIdleBefore, has),
      ];
    });
    out.push(
      grid(
        [
          'plants',
          'first grid ms',
          'first card painted ms',
          "floor's first render ms",
          "floor's heading painted ms",
          "first grid / floor's first render",
          'DOM nodes',
          'scroll frame ms (median)',
          'scroll frame ms (95th pct)',
          'jump to the end ms',
          'heart click ms',
          'cart change ms',
          'last card reachable',
          'CPUs idle before',
        ],
        rows,
      ),
    );
  }

  if (result.budgets?.length) {
    out.push(
      '\nBudgets: each figure, its median and 95 % interval (a bootstrap of the runs, or of the ' +
        "pairs of runs for a budget against the floor's); missed only when all of the interval is " +
        'beyond the limit\n',
    );
    const oldBudgets = new Map((before?.budgets ?? []).map((budget) => [budget.name, budget]));
    const verdict = (budget) => (budget.verdict === 'missed' ? 'MISSED' : budget.verdict);
    const rows = result.budgets.map((budget) => {
      const old = oldBudgets.get(budget.name);
      return [
        budget.name,
        budget.limit,
        has ? (old?.verdict ? `${figureWithInterval(old)} ${verdict(old)}` : '–') : null,
        figureWithInterval(budget),
        String(budget.n),
        verdict(budget),
      ].filter((value) => value !== null);
    });
    out.push(
      grid(['budget', 'limit', ...(has ? [before.label] : []), result.label, 'n', ''], rows),
    );
  }
  console.log(out.join('\n'));
}
