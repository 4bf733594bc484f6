/**
 * Time spent, as every screen writes it (the time diary, the profile, the dashboard,
 * the reports and their charts): 585 → "9 h 45 min", 60 → "1 h", 45 → "45 min".
 * Only the report files (CSV, PDF) give hours as a number, for a spreadsheet to add up.
 */
export function durationText(total: number): string {
  const minutes = Math.max(0, Math.round(Number.isFinite(total) ? total : 0));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
