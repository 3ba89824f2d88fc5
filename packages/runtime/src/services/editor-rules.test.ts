// The editor hand-off decisions (SPEC.md §2, §5, §6), pure, in Node.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContributorRole } from '../contracts/enums';
import {
  checkoutRoute,
  decideEscape,
  editorRedirect,
  editorUrl,
  frameUrlOf,
  hasQueryFlag,
  isCheckoutPath,
  isEditableTarget,
  isEditorPath,
  isLocalhost,
  isViewerOnly,
  type EditorRedirectInput,
  type EscapeInput,
} from './editor-rules';

const escape = (over: Partial<EscapeInput> = {}): EscapeInput => ({
  key: 'Escape',
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  editableTarget: false,
  inEditor: false,
  pathname: '/shop',
  search: '?a=1',
  escapeToLogin: false,
  loggedIn: false,
  guideOpen: false,
  ...over,
});

const redirectInput = (over: Partial<EditorRedirectInput> = {}): EditorRedirectInput => ({
  loggedIn: true,
  roles: [ContributorRole.ADMIN],
  developerMode: false,
  cloneable: false,
  isTopWindow: true,
  hostname: 'site.example',
  pathname: '/about',
  search: '?x=1',
  noRedirect: false,
  ...over,
});

describe('paths and URLs', () => {
  it('treats /config and everything under it as the editor', () => {
    expect(isEditorPath('/config')).toBe(true);
    expect(isEditorPath('/config/')).toBe(true);
    expect(isEditorPath('/config/design')).toBe(true);
    expect(isEditorPath('/configure')).toBe(false);
    expect(isEditorPath('/')).toBe(false);
  });

  it('knows the four checkout routes, with or without a trailing slash', () => {
    for (const path of ['/commerce/goto-checkout', '/checkout/subscribe', '/checkout/donate', '/checkout/giftcard/']) {
      expect(isCheckoutPath(path)).toBe(true);
    }
    expect(isCheckoutPath('/checkout')).toBe(false);
    expect(isCheckoutPath('/checkout/donate/extra')).toBe(false);
    expect(isCheckoutPath('/')).toBe(false);
  });

  it('builds /config/?frameUrl= from the encoded path and query, without the logout flag', () => {
    expect(editorUrl('/blog/post', '?page=2&q=a%20b')).toBe('/config/?frameUrl=%2Fblog%2Fpost%3Fpage%3D2%26q%3Da%2520b');
    expect(editorUrl('/', '')).toBe('/config/?frameUrl=%2F');
    expect(frameUrlOf('/', '?logout=true')).toBe('/');
    expect(frameUrlOf('/x', '?a=1&logout=true&b')).toBe('/x?a=1&b');
  });

  it('frameUrl decodes back to the path and query (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.array(fc.tuple(segment, fc.string()), { maxLength: 4 }), (parts, pairs) => {
        const pathname = `/${parts.join('/')}`;
        const query = pairs
          .filter(([key]) => key !== 'logout')
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join('&');
        const search = query ? `?${query}` : '';
        const url = new URL(editorUrl(pathname, search), 'https://site.example');
        expect(url.pathname).toBe('/config/');
        expect(url.searchParams.get('frameUrl')).toBe(pathname + search);
      }),
    );
  });

  it('finds a query flag with or without a value', () => {
    expect(hasQueryFlag('?noredirect', 'noredirect')).toBe(true);
    expect(hasQueryFlag('?a=1&noredirect=1', 'noredirect')).toBe(true);
    expect(hasQueryFlag('?a=noredirect', 'noredirect')).toBe(false);
    expect(hasQueryFlag('', 'noredirect')).toBe(false);
  });
});

describe('decideEscape (SPEC.md §2, §6)', () => {
  it('opens the editor only with escape-to-login on or a signed-in visitor', () => {
    expect(decideEscape(escape())).toEqual({ kind: 'none' });
    const url = '/config/?frameUrl=%2Fshop%3Fa%3D1';
    expect(decideEscape(escape({ escapeToLogin: true }))).toEqual({ kind: 'open-editor', url });
    expect(decideEscape(escape({ loggedIn: true }))).toEqual({ kind: 'open-editor', url });
    expect(decideEscape(escape({ key: 'Esc', loggedIn: true }))).toEqual({ kind: 'open-editor', url });
  });

  it('logs out on Shift+Escape, only with an account', () => {
    expect(decideEscape(escape({ shiftKey: true, loggedIn: true }))).toEqual({ kind: 'logout' });
    expect(decideEscape(escape({ shiftKey: true, escapeToLogin: true }))).toEqual({ kind: 'none' });
    expect(decideEscape(escape({ shiftKey: true, loggedIn: true, inEditor: true }))).toEqual({ kind: 'logout' });
  });

  it('in the editor closes an open guide, else toggles full-screen preview', () => {
    expect(decideEscape(escape({ inEditor: true, loggedIn: true }))).toEqual({ kind: 'toggle-preview' });
    expect(decideEscape(escape({ inEditor: true, guideOpen: true }))).toEqual({ kind: 'close-guide' });
  });

  it('never acts on an editable target, a consumed Escape, modifiers, repeats or composition (property)', () => {
    const blocked = fc.constantFrom<Partial<EscapeInput>>(
      { editableTarget: true },
      { defaultPrevented: true },
      { altKey: true },
      { ctrlKey: true },
      { metaKey: true },
      { repeat: true },
      { isComposing: true },
    );
    fc.assert(
      fc.property(blocked, fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (block, shiftKey, inEditor, loggedIn, escapeToLogin, guideOpen) => {
        expect(decideEscape(escape({ ...block, shiftKey, inEditor, loggedIn, escapeToLogin, guideOpen }))).toEqual({ kind: 'none' });
      }),
    );
  });

  it('ignores every other key', () => {
    fc.assert(
      fc.property(fc.string().filter((key) => key !== 'Escape' && key !== 'Esc'), (key) => {
        expect(decideEscape(escape({ key, loggedIn: true, escapeToLogin: true }))).toEqual({ kind: 'none' });
      }),
    );
  });
});

describe('editorRedirect (SPEC.md §2, §6)', () => {
  it('sends a contributor in the top window of a live site to the editor', () => {
    expect(editorRedirect(redirectInput())).toBe('/config/?frameUrl=%2Fabout%3Fx%3D1');
    expect(editorRedirect(redirectInput({ roles: [ContributorRole.VIEWER, ContributorRole.EDITOR] }))).not.toBeNull();
    expect(editorRedirect(redirectInput({ roles: [] }))).not.toBeNull();
  });

  it('keeps everyone else where they are', () => {
    expect(editorRedirect(redirectInput({ loggedIn: false }))).toBeNull();
    expect(editorRedirect(redirectInput({ roles: [ContributorRole.VIEWER] }))).toBeNull();
    expect(editorRedirect(redirectInput({ developerMode: true }))).toBeNull();
    expect(editorRedirect(redirectInput({ cloneable: true }))).toBeNull();
    expect(editorRedirect(redirectInput({ isTopWindow: false }))).toBeNull();
    expect(editorRedirect(redirectInput({ noRedirect: true }))).toBeNull();
    expect(editorRedirect(redirectInput({ hostname: 'localhost' }))).toBeNull();
    expect(editorRedirect(redirectInput({ hostname: '127.0.0.1' }))).toBeNull();
    expect(editorRedirect(redirectInput({ pathname: '/config/' }))).toBeNull();
  });

  it('redirects exactly when every condition holds (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.constantFrom(...Object.values(ContributorRole)), { maxLength: 3 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('site.example', 'localhost', '127.0.0.1', 'app.localhost'),
        (loggedIn, roles, developerMode, cloneable, isTopWindow, noRedirect, hostname) => {
          const input = redirectInput({ loggedIn, roles, developerMode, cloneable, isTopWindow, noRedirect, hostname });
          const expected = loggedIn && !isViewerOnly(roles) && !developerMode && !cloneable && isTopWindow && !noRedirect && hostname === 'site.example';
          expect(editorRedirect(input) !== null).toBe(expected);
        },
      ),
    );
  });

  it('reads localhost and viewer-only as the spec means them', () => {
    expect(isLocalhost('LOCALHOST')).toBe(true);
    expect(isLocalhost('[::1]')).toBe(true);
    expect(isLocalhost('127.1.2.3')).toBe(true);
    expect(isLocalhost('localhost.example.com')).toBe(false);
    expect(isViewerOnly([ContributorRole.VIEWER, ContributorRole.VIEWER])).toBe(true);
    expect(isViewerOnly([])).toBe(false);
  });
});

describe('isEditableTarget (SPEC.md §5 "Keyboard handling ignored on editable targets")', () => {
  it('counts text fields, selects and contenteditable, not buttons or checkboxes', () => {
    expect(isEditableTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isEditableTarget({ tagName: 'input' })).toBe(true);
    expect(isEditableTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isEditableTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isEditableTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isEditableTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isEditableTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget({})).toBe(false);
  });
});

describe('checkoutRoute (SPEC.md §2, §5)', () => {
  it('alerts without cookies, leaves the frame inside the editor, else follows the link', () => {
    expect(checkoutRoute({ cookiesEnabled: false, inEditorFrame: true })).toBe('alert');
    expect(checkoutRoute({ cookiesEnabled: false, inEditorFrame: false })).toBe('alert');
    expect(checkoutRoute({ cookiesEnabled: true, inEditorFrame: true })).toBe('top');
    expect(checkoutRoute({ cookiesEnabled: true, inEditorFrame: false })).toBe('self');
  });
});
