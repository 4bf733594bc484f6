/**
 * Alberta's fiscal year (docs/architecture.md#reports-and-outcomes): fiscal year Y runs from Y-04-01 to
 * (Y+1)-03-31 and reads "2026–27". Dates are calendar dates, YYYY-MM-DD.
 */

/** The earliest and latest years a report may ask for (the contract's bounds). */
export const FISCAL_YEAR_MIN = 2000;
export const FISCAL_YEAR_MAX = 2100;

/** The fiscal year a calendar date falls in: 2026-03-31 is in 2025, 2026-04-01 in 2026. */
export function fiscalYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** "2026–27" (an en dash, the second year in two digits; 1999–2000 reads "1999–00"). */
export function fiscalYearLabel(year: number): string {
  return `${year}–${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of fiscal year Y. */
export function fiscalYearRange(year: number): { start_date: string; end_date: string } {
  return { start_date: `${year}-04-01`, end_date: `${year + 1}-03-31` };
}

export function isFiscalYear(year: number): boolean {
  return Number.isInteger(year) && year >= FISCAL_YEAR_MIN && year <= FISCAL_YEAR_MAX;
}

/**
 * The years a picker offers, newest first: the current one back `count - 1`
 * years, and `also` (a year from the address) wherever it falls.
 */
export function fiscalYearOptions(current: number, count = 6, also?: number | null): number[] {
  const years = new Set<number>();
  for (let y = current; y > current - count && y >= FISCAL_YEAR_MIN; y -= 1) years.add(y);
  if (also !== undefined && also !== null && isFiscalYear(also)) years.add(also);
  return [...years].sort((a, b) => b - a);
}
