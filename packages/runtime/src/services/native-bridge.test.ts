// The native-app bridge (SPEC.md §2, §5, §7) with app handlers stubbed, in Node.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNativeBridge,
  identifyPlatform,
  isMobileApp,
  NATIVE_HANDLER_NAME,
  PLATFORM_NOT_IDENTIFIED,
  startNativeBridge,
} from './native-bridge';

function fakeWindow(kind: 'ios' | 'android' | 'none', search = '?platform=mobile-app&promiseId=p7') {
  const postMessage = vi.fn();
  const win: Record<string, unknown> = {
    location: { search, href: `https://site.example/page${search}` },
    document: { title: 'Page' },
  };
  if (kind === 'ios') win.webkit = { messageHandlers: { [NATIVE_HANDLER_NAME]: { postMessage } } };
  if (kind === 'android') win[NATIVE_HANDLER_NAME] = { postMessage };
  const sent = () => postMessage.mock.calls.map(([message]) => JSON.parse(String(message)));
  return { win: win as unknown as Window, postMessage, sent };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('native bridge', () => {
  it('knows the app from platform=mobile-app', () => {
    expect(isMobileApp('?platform=mobile-app')).toBe(true);
    expect(isMobileApp('?platform=web')).toBe(false);
    expect(isMobileApp('')).toBe(false);
  });

  it('identifies the platform from the handler the app installed', () => {
    expect(identifyPlatform(fakeWindow('ios').win)).toBe('ios');
    expect(identifyPlatform(fakeWindow('android').win)).toBe('android');
    expect(identifyPlatform(fakeWindow('none').win)).toBeNull();
  });

  it('throws the SPEC.md §5 text without a platform', () => {
    expect(() => createNativeBridge({ window: fakeWindow('none').win })).toThrow(new Error(PLATFORM_NOT_IDENTIFIED));
    expect(PLATFORM_NOT_IDENTIFIED).toBe('mobile platform not correctly identified');
    // Claiming a platform whose handler is missing is no better.
    expect(() => createNativeBridge({ window: fakeWindow('android').win, platform: 'ios' })).toThrow(PLATFORM_NOT_IDENTIFIED);
  });

  it('sends info, sendEvent and dismiss as JSON messages', () => {
    for (const kind of ['ios', 'android'] as const) {
      const { win, sent } = fakeWindow(kind);
      const bridge = createNativeBridge({ window: win });
      expect(bridge.platform).toBe(kind);
      bridge.info();
      bridge.info({ screen: 'cart' });
      bridge.sendEvent('added-to-cart', { sku: 'SQ0000001' });
      bridge.sendEvent('opened');
      bridge.dismiss();
      bridge.dismiss('p9');
      expect(sent()).toEqual([
        { type: 'info', info: { title: 'Page', url: 'https://site.example/page?platform=mobile-app&promiseId=p7' } },
        { type: 'info', info: { screen: 'cart' } },
        { type: 'sendEvent', name: 'added-to-cart', body: { sku: 'SQ0000001' } },
        { type: 'sendEvent', name: 'opened', body: null },
        { type: 'dismiss', promiseId: 'p7' },
        { type: 'dismiss', promiseId: 'p9' },
      ]);
    }
  });

  it('starts only inside the app, and reports instead of throwing when the handler is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(startNativeBridge({ window: fakeWindow('ios', '').win })).toBeNull();
    expect(startNativeBridge({ window: fakeWindow('ios').win })?.platform).toBe('ios');
    expect(startNativeBridge({ window: fakeWindow('none').win })).toBeNull();
    expect(error).toHaveBeenCalledWith(`[native-bridge] ${PLATFORM_NOT_IDENTIFIED}`, expect.any(Error));
  });
});
