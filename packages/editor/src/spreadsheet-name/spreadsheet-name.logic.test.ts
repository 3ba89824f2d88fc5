import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSpreadsheetName, MAX_SPREADSHEET_NAME, spreadsheetFileName } from './spreadsheet-name.logic';

describe('spreadsheet name rules', () => {
  it('keeps a name, trimmed', () => {
    expect(checkSpreadsheetName('  Contact form — 2026 ')).toEqual({ ok: true, name: 'Contact form — 2026' });
    expect(spreadsheetFileName('Leads')).toBe('Leads.csv');
  });

  it("says 'Please enter a file name' for nothing (SPEC.md §5)", () => {
    expect(checkSpreadsheetName('')).toEqual({ ok: false, problem: 'Please enter a file name' });
    expect(checkSpreadsheetName(' \t\n')).toEqual({ ok: false, problem: 'Please enter a file name' });
  });

  it('refuses characters a file name cannot hold, path tricks included', () => {
    for (const name of ['../../etc/passwd', 'a/b', 'a\\b', 'C:', 'what?', 'x*', '"q"', '<a>', 'a|b', 'a\u0000b', 'tab\there']) {
      expect(checkSpreadsheetName(name).ok, name).toBe(false);
    }
    expect(checkSpreadsheetName('a/b')).toEqual({ ok: false, problem: 'A file name can\u2019t contain \\ / : * ? " < > | or control characters' });
  });

  it('refuses reserved device names and a trailing dot or space', () => {
    expect(checkSpreadsheetName('CON')).toEqual({ ok: false, problem: 'CON is reserved and can\u2019t be a file name' });
    expect(checkSpreadsheetName('lpt1.csv').ok).toBe(false);
    expect(checkSpreadsheetName('console').ok).toBe(true);
    expect(checkSpreadsheetName('name.')).toEqual({ ok: false, problem: 'A file name can\u2019t end with a dot or a space' });
  });

  it('caps the length at 100 characters, a 10 000-character name included', () => {
    expect(checkSpreadsheetName('x'.repeat(MAX_SPREADSHEET_NAME)).ok).toBe(true);
    expect(checkSpreadsheetName('x'.repeat(10_000))).toEqual({ ok: false, problem: 'A file name can be at most 100 characters' });
  });

  it('never throws, and a kept name has no separator or control character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const checked = checkSpreadsheetName(raw);
        // eslint-disable-next-line no-control-regex -- control characters are what it checks for
        if (checked.ok) expect(/[\\/:*?"<>|\u0000-\u001F]/.test(checked.name)).toBe(false);
      }),
    );
  });
});
