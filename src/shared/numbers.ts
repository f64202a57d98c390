/**
 * Numbers as the site writes them, the en-US way: digits grouped in threes with commas ("1,250"), and money
 * with two decimals ("1,250.00").
 *
 * Written without Intl on purpose: a page's first use of Intl sets up the browser's locale data, which
 * costs a phone's main thread tens of milliseconds in one piece. A public page that only shows numbers (the
 * shop's prices, the rankings, a news board's views, the balances in the header) then pays nothing.
 */

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** A whole number with its thousands grouped: 1250 -> "1,250", -5 -> "-5" (a fraction is rounded). */
export function formatWhole(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${grouped(String(Math.abs(rounded)))}`;
}

/** Exactly two decimals, thousands grouped: 1250 -> "1,250.00", 0.5 -> "0.50". */
export function formatTwoDecimals(value: number): string {
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(2).split('.');
  const sign = value < 0 && Number(`${whole}.${fraction}`) !== 0 ? '-' : '';
  return `${sign}${grouped(whole)}.${fraction}`;
}
