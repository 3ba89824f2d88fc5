import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '../../contracts/messages';
import { readSystemError, SYSTEM_ERROR_GENERIC, SYSTEM_ERROR_TITLE, systemErrorView } from './system-error-text';

afterEach(() => setMessages({}));

describe('system error texts (SPEC.md §8)', () => {
  it('are verbatim', () => {
    expect(SYSTEM_ERROR_TITLE).toBe('Something Went Wrong!');
    expect(SYSTEM_ERROR_GENERIC).toBe(
      'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
    );
  });
});

describe('systemErrorView', () => {
  it('is generic when asked, or when there is nothing to show', () => {
    for (const input of [{}, { generic: true, message: 'x', url: '/a' }, { status: 500 }, { message: '  ' }]) {
      const view = systemErrorView(input, 'shop.example');
      expect(view.variant).toBe('generic');
      expect(view.title).toBe('Something Went Wrong!');
      expect(view.text).toBe(SYSTEM_ERROR_GENERIC);
      expect(view.track).toBe(null);
    }
  });

  it('names the provider on a network failure and tracks it with the url requested', () => {
    const view = systemErrorView({ kind: 'network', url: '/api/x' }, 'shop.example');
    expect(view).toMatchObject({ variant: 'network', text: 'Unable to connect to shop.example. Please try again.', track: { urlRequested: '/api/x' } });
    expect(systemErrorView({ network: true, provider: 'Harbour Cafe' }, 'h').text).toBe('Unable to connect to Harbour Cafe. Please try again.');
    expect(systemErrorView({ kind: 'timeout' }, 'h').track).toEqual({ urlRequested: '' });
  });

  it('prefers the server text on a network failure', () => {
    expect(systemErrorView({ kind: 'network', message: 'Gateway down for maintenance' }, 'h').text).toBe('Gateway down for maintenance');
  });

  it('otherwise lists the url, the format and the error (or message) text', () => {
    const view = systemErrorView({ url: '/api/cart', format: 'json', error: 'Bad cart', message: 'ignored' }, 'h');
    expect(view.variant).toBe('details');
    expect(view.lines).toEqual([
      { label: 'URL', text: '/api/cart' },
      { label: 'Format', text: 'json' },
      { label: 'Error', text: 'Bad cart' },
    ]);
    // The data layer's authorizationFail announcement: {status, message}.
    expect(systemErrorView({ status: 401, message: 'Unauthorized request' }, 'h').lines).toEqual([{ label: 'Error', text: 'Unauthorized request' }]);
  });

  it('shows the errorKey under any variant', () => {
    for (const input of [{ errorKey: 'k-42' }, { kind: 'network', errorKey: 'k-42' }, { message: 'm', errorKey: 'k-42' }]) {
      expect(systemErrorView(input, 'h').errorKey).toBe('Error key: k-42');
    }
    expect(systemErrorView({ errorKey: ' ' }, 'h').errorKey).toBe(null);
  });

  it('goes through the message table', () => {
    setMessages({ 'systemError.title': 'Es ist ein Fehler aufgetreten', 'systemError.network': '{provider} ist nicht erreichbar.' });
    expect(systemErrorView({ kind: 'network' }, 'h')).toMatchObject({ title: 'Es ist ein Fehler aufgetreten', text: 'h ist nicht erreichbar.' });
  });
});

describe('readSystemError', () => {
  it('keeps the known fields of the right types', () => {
    expect(readSystemError({ status: 401, message: 'Unauthorized request', errorKey: 7, network: 'yes', url: 3, extra: 1 })).toEqual({
      status: 401,
      message: 'Unauthorized request',
      errorKey: '7',
    });
    expect(readSystemError(null)).toEqual({});
    expect(readSystemError('boom')).toEqual({});
  });

  it('never throws and always yields a view with a title and something to read', () => {
    fc.assert(
      fc.property(fc.anything(), (detail) => {
        const view = systemErrorView(readSystemError(detail), 'h');
        expect(view.title).toBe('Something Went Wrong!');
        expect(view.text !== '' || view.lines.length > 0).toBe(true);
      }),
    );
  });
});
