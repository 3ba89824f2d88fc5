import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameUrlOf, LOGOUT_PARAM } from '../services/editor-rules';
import * as fromLogout from '../services/logout';
import { addressWithoutLogoutFlag, searchWithoutLogoutFlag } from '../chrome/dialogs/logout-flag';
import { isLogoutReturn, LOGOUT_FLAG } from './logout-return';
import { LOGOUT_SUCCESS_MESSAGE, LOGOUT_SUCCESS_TITLE } from './logout-texts';

describe('logout return (SPEC.md §2 "Logout success")', () => {
  it('keeps the texts verbatim and the flag name the logout service writes', () => {
    expect(LOGOUT_SUCCESS_TITLE).toBe('Logout Successful');
    expect(LOGOUT_SUCCESS_MESSAGE).toBe('You have been successfully logged out.');
    expect(LOGOUT_FLAG).toBe(LOGOUT_PARAM);
    // services/logout.ts re-exports the same bindings.
    expect(fromLogout.isLogoutReturn).toBe(isLogoutReturn);
    expect(fromLogout.LOGOUT_SUCCESS_TITLE).toBe(LOGOUT_SUCCESS_TITLE);
  });

  it('recognises logout=true only', () => {
    expect(isLogoutReturn('?logout=true')).toBe(true);
    expect(isLogoutReturn('?a=1&logout=true')).toBe(true);
    expect(isLogoutReturn('logout=true')).toBe(true);
    expect(isLogoutReturn('?logout=false')).toBe(false);
    expect(isLogoutReturn('?logout')).toBe(false);
    expect(isLogoutReturn('')).toBe(false);
    expect(isLogoutReturn('?xlogout=true')).toBe(false);
  });

  it('removes every logout pair and keeps the others byte for byte', () => {
    expect(searchWithoutLogoutFlag('?logout=true')).toBe('');
    expect(searchWithoutLogoutFlag('')).toBe('');
    expect(searchWithoutLogoutFlag('?a=1&logout=true&b')).toBe('?a=1&b');
    expect(searchWithoutLogoutFlag('?q=a+b%20c&logout=true')).toBe('?q=a+b%20c');
    expect(searchWithoutLogoutFlag('?logou%74=true&x=%zz')).toBe('?x=%zz');
    expect(searchWithoutLogoutFlag('?wtr-session-id=abc&logout=true&logout=1')).toBe('?wtr-session-id=abc');
    expect(addressWithoutLogoutFlag({ pathname: '/blog', search: '?logout=true', hash: '#c' })).toBe('/blog#c');
  });

  it('agrees with the editor hand-off, which drops the same flag', () => {
    const key = fc.constantFrom('a', 'b', 'logout', 'logou%74', 'q', '%zz', 'x+y');
    const value = fc.constantFrom('', '=1', '=true', '=a+b', '=%20', '=%');
    const search = fc.array(fc.tuple(key, value).map(([k, v]) => `${k}${v}`)).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
    fc.assert(
      fc.property(search, (s) => {
        expect(`/p${searchWithoutLogoutFlag(s)}`).toBe(frameUrlOf('/p', s));
        expect(isLogoutReturn(searchWithoutLogoutFlag(s))).toBe(false);
      }),
    );
  });
});
