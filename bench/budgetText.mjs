// How a judged budget reads: its figure's median and interval in the budget's unit, and what was
// decided, in the budgets table and in the lines that name what was missed.

/** A figure in a budget's unit; `signed` for a shop − floor difference. */
export function formatFigure(value, unit, signed = false) {
  if (value === null || value === undefined) return '–';
  const sign = signed && value > 0 ? '+' : '';
  switch (unit) {
    case 'ms':
      return `${sign}${Math.round(value)} ms`;
    case '×':
      return `${value.toFixed(2)} ×`;
    case 'B':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'yes/no':
      return value >= 1 ? 'yes' : value <= 0 ? 'no' : value.toFixed(1);
    default:
      // A score's median of an even count ends in .5; a CLS has three decimals.
      return `${sign}${Number(value.toFixed(3))}`;
  }
}

const isDifference = (budget) => budget.limit.startsWith('shop − floor');

/** "+185 ms [+120, +260]": the median, and the interval when it is not a single value. */
export function figureWithInterval(budget) {
  const format = (value) => formatFigure(value, budget.unit, isDifference(budget));
  if (budget.low === budget.high) return format(budget.median);
  return `${format(budget.median)} [${format(budget.low)}, ${format(budget.high)}]`;
}

/** A budget against the floor's is judged on pairs of runs; its limit says so ("shop − floor"). */
const runsOf = (budget) => `${budget.n} ${budget.limit.startsWith('shop') ? 'pairs' : 'runs'}`;

/** One line: the budget, its figure, how many runs, its limit. */
export function describe(budget) {
  return `${budget.name}: ${figureWithInterval(budget)} over ${runsOf(budget)} (limit ${budget.limit})`;
}

/** "47 budgets: 45 met, 2 unsure (not failed), 0 missed". */
export function summary(budgets) {
  const count = (verdict) => budgets.filter((budget) => budget.verdict === verdict).length;
  return (
    `${budgets.length} budgets: ${count('met')} met, ${count('unsure')} unsure (not failed), ` +
    `${count('missed')} missed.`
  );
}
