// Where the page is shown (SPEC.md §2), from plain window stand-ins, in Node.
import { describe, expect, it } from 'vitest';
import { frameStateOf, readFrameState } from './editor-frame';

const fakeWindow = (pathname: string, top?: unknown) => {
  const win: Record<string, unknown> = { location: { pathname } };
  win.top = top === undefined ? win : top;
  return win as unknown as Window;
};

describe('frameStateOf', () => {
  it('tells the public top window, the editor and the editor frame apart', () => {
    expect(frameStateOf({ isTop: true, ownPath: '/shop', topPath: '/shop' })).toEqual({ isTop: true, inEditor: false, inEditorFrame: false });
    expect(frameStateOf({ isTop: true, ownPath: '/config/', topPath: '/config/' })).toEqual({ isTop: true, inEditor: true, inEditorFrame: false });
    expect(frameStateOf({ isTop: false, ownPath: '/shop', topPath: '/config/' })).toEqual({ isTop: false, inEditor: true, inEditorFrame: true });
    expect(frameStateOf({ isTop: false, ownPath: '/config/panel', topPath: '/config/' })).toEqual({ isTop: false, inEditor: true, inEditorFrame: false });
    expect(frameStateOf({ isTop: false, ownPath: '/shop', topPath: '/blog' })).toEqual({ isTop: false, inEditor: false, inEditorFrame: false });
    expect(frameStateOf({ isTop: false, ownPath: '/shop', topPath: null })).toEqual({ isTop: false, inEditor: false, inEditorFrame: false });
  });
});

describe('readFrameState', () => {
  it('finds the editor top window and treats a cross-origin top as not ours', () => {
    const editor = fakeWindow('/config/');
    const framed = readFrameState(fakeWindow('/shop', editor));
    expect(framed).toMatchObject({ inEditorFrame: true, editorTop: editor });

    const crossOrigin = {
      get location(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(readFrameState(fakeWindow('/shop', crossOrigin))).toMatchObject({ isTop: false, inEditor: false, editorTop: null });

    const top = fakeWindow('/config/design');
    expect(readFrameState(top)).toMatchObject({ isTop: true, inEditor: true, editorTop: top });
    expect(readFrameState(fakeWindow('/', null))).toMatchObject({ isTop: true, inEditor: false, editorTop: null });
  });
});
