// Types for budgets.mjs, imported by its unit tests. A bench result's parts are loose records:
// the bench writes them and reads them back as JSON.
import type { Bound, Verdict } from './verdict.mjs';

export interface Budget {
  name: string;
  limit: string;
  bound: Bound;
  values: unknown[];
  unit: string;
}
export type JudgedBudget = Omit<Budget, 'bound' | 'values'> & Verdict & { ok: boolean };
type Figures = Record<string, unknown>;

export declare const JS_BEFORE_FIRST_RENDER_HOME: number;
export declare const SCALE_PLANTS: number;
export declare function lighthouseBudgets(page: {
  path: string;
  pairs?: { shop: Figures; floor: Figures }[];
}): Budget[];
export declare function scaleBudgets(row: Figures | undefined): Budget[];
export declare function sizeBudgets(sizes: Figures | undefined): Budget[];
export declare function judged(budgets: readonly Budget[]): JudgedBudget[];
export declare function unsureOf(budgets: readonly Budget[]): string[];
export declare function checkBudgets(result: Figures): JudgedBudget[];
