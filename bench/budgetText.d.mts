// Types for budgetText.mjs, imported by its unit tests.
import type { JudgedBudget } from './budgets.mjs';

type Shown = Pick<JudgedBudget, 'name' | 'limit' | 'unit' | 'median' | 'low' | 'high' | 'n'>;
export declare function formatFigure(value: number | null, unit: string, signed?: boolean): string;
export declare function figureWithInterval(budget: Shown): string;
export declare function describe(budget: Shown): string;
export declare function summary(budgets: readonly Pick<JudgedBudget, 'verdict'>[]): string;
