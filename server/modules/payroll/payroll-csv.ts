// CSV text for payroll exports: RFC 4180 quoting, and cells that a spreadsheet would run as a formula neutralised.

/** Excel and LibreOffice treat a cell starting with these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A UTF-8 byte-order mark first, so spreadsheet programs read names with accents correctly; none in a provider's
 * import file (`forImport`), whose reader would take it for part of the first column's name.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[], { forImport = false } = {}): string {
  return `${forImport ? "" : "\uFEFF"}${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
