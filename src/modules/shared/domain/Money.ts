import { lazy } from './lazy';

/**
 * Money lives in integer US cents inside the app; dollars exist only at the
 * edges (plants.json, local storage) and in formatted text. The brand stops a
 * dollar amount from being passed where cents are expected.
 */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a whole number of cents, got ${value}`);
  }
  return value as Cents;
}

export const ZERO_CENTS = cents(0);

export function dollarsToCents(dollars: number): Cents {
  // Rounding absorbs binary floating-point noise (19.99 * 100 = 1998.9999999999998).
  return cents(Math.round(dollars * 100));
}

export function centsToDollars(amount: Cents): number {
  return amount / 100;
}

export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

export function multiplyCents(amount: Cents, factor: number): Cents {
  return cents(Math.round(amount * factor));
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce<Cents>(addCents, ZERO_CENTS);
}

const usd = lazy(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** "$59.97": the shop prices in US dollars and writes them the US way. */
export function formatMoney(amount: Cents): string {
  return usd().format(centsToDollars(amount));
}

/**
 * "24.99": dollars as a plain decimal with two places, as structured data and price feeds write
 * a price. Made from the whole cents, never through a float (0.1 + 0.2 has no such slip here).
 */
export function decimalDollars(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
