/**
 * CSV (RFC 4180) for spreadsheets made from stored data: every cell quoted when it holds a comma,
 * a quote or a line break (quotes doubled), rows ended by CRLF. Guarded against CSV injection
 * (OWASP): a cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip
 * before reading a formula) gets a leading apostrophe, so a visitor's text is never run as a
 * formula when the site owner opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
