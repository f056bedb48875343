/**
 * A whole count as English writes it, with thousands separators ("2,000"),
 * as `toLocaleString('en')` would, without asking the browser's locale data
 * for it: the first such call loads that data, tens of milliseconds of main
 * thread on a laptop, several times that on a phone, in the middle of
 * drawing the dashboard.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
