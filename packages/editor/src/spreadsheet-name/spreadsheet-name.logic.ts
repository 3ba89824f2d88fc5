/**
 * The spreadsheet-name field's rules (SPEC.md §2 "spreadsheet-name field"): the name of the
 * spreadsheet a form's submissions are exported to, which becomes a file name (`<name>.csv`).
 * SPEC.md gives one text ('Please enter a file name', §5); the rest is what a file name on every
 * system can hold: no characters Windows, macOS or Linux refuse, no reserved device name, no
 * trailing dot or space, at most 100 characters. Pure: shared by the element and the server.
 */
import { message } from '@sqs/runtime/contracts/messages';

export const MAX_SPREADSHEET_NAME = 100;
/** SPEC.md §5 "Editor messages". */
export const ENTER_NAME_TEXT = 'Please enter a file name';
export const TOO_LONG_TEXT = 'A file name can be at most {max} characters';
export const ILLEGAL_TEXT = 'A file name can\u2019t contain \\ / : * ? " < > | or control characters';
export const RESERVED_TEXT = '{name} is reserved and can\u2019t be a file name';
export const TRAILING_TEXT = 'A file name can\u2019t end with a dot or a space';

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const ILLEGAL = /[\\/:*?"<>|\u0000-\u001F\u007F]/;
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** A name as typed → the name (surrounding spaces trimmed) or why it can't be one. */
export function checkSpreadsheetName(raw: string): { ok: true; name: string } | { ok: false; problem: string } {
  const name = String(raw).normalize('NFC').replace(/^\s+/, '').replace(/[ \t\r\n]+$/, '');
  if (name === '') return { ok: false, problem: message('spreadsheetName.empty', ENTER_NAME_TEXT) };
  if ([...name].length > MAX_SPREADSHEET_NAME) return { ok: false, problem: message('spreadsheetName.tooLong', TOO_LONG_TEXT, { max: MAX_SPREADSHEET_NAME }) };
  if (ILLEGAL.test(name)) return { ok: false, problem: message('spreadsheetName.illegal', ILLEGAL_TEXT) };
  if (RESERVED.test(name)) return { ok: false, problem: message('spreadsheetName.reserved', RESERVED_TEXT, { name: name.split('.')[0] }) };
  if (/[. ]$/.test(name)) return { ok: false, problem: message('spreadsheetName.trailing', TRAILING_TEXT) };
  return { ok: true, name };
}

/** The file a valid name makes. */
export const spreadsheetFileName = (name: string): string => `${name}.csv`;
