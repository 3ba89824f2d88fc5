import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOf, isBlank, isPressed, paragraphsOf, PLAIN, shortcutOf, TOOLS, type Around } from './rich-text-toolbar.logic';

const el = (tag: string, extra: Partial<Around> = {}): Around => ({ tag, align: null, href: null, ...extra });
const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the selection\'s formatting (innermost element first)', () => {
  it('is a plain paragraph with nothing around it', () => {
    expect(formatOf([])).toEqual(PLAIN);
  });

  it('reads bold, italic, a link, a list, the block and its alignment', () => {
    const state = formatOf([el('strong'), el('em'), el('a', { href: '/menu' }), el('li'), el('ol', { align: 'center' })]);
    expect(state).toEqual({ bold: true, italic: true, link: '/menu', list: 'ol', block: 'p', align: 'center' });
    expect(formatOf([el('B'), el('h3', { align: 'right' })])).toEqual({ ...PLAIN, bold: true, block: 'h3', align: 'right' });
  });

  it('takes the innermost block, list and alignment; an unknown align value is left alone', () => {
    expect(formatOf([el('h2', { align: 'bogus' }), el('blockquote', { align: 'right' }), el('h1', { align: 'center' })])).toMatchObject({ block: 'h2', align: 'right' });
    expect(formatOf([el('li'), el('ul'), el('li'), el('ol')]).list).toBe('ul');
  });

  it('marks the tools that match it pressed, exactly one block and one alignment', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ tag: fc.constantFrom('b', 'i', 'a', 'p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'span'), align: fc.constantFrom(null, 'left', 'center', 'right'), href: fc.constantFrom(null, '/x') })),
        (chain) => {
          const state = formatOf(chain);
          const pressed = TOOLS.filter((tool) => isPressed(tool.id, state)).map((tool) => tool.group);
          expect(pressed.filter((group) => group === 'align')).toHaveLength(1);
          // In a list the list tool is pressed instead of a block kind.
          expect(pressed.filter((group) => group === 'block' || group === 'list')).toHaveLength(1);
          expect(isPressed('clear', state)).toBe(false);
        },
      ),
    );
  });
});

describe('shortcuts in the region', () => {
  it('Ctrl+B, I, K elsewhere, ⌘ on a Mac; Alt+F10 to the toolbar', () => {
    expect(shortcutOf(key('b', { ctrlKey: true }), false)).toBe('bold');
    expect(shortcutOf(key('I', { ctrlKey: true }), false)).toBe('italic');
    expect(shortcutOf(key('k', { metaKey: true }), true)).toBe('link');
    expect(shortcutOf(key('F10', { altKey: true }), false)).toBe('toolbar');
  });

  it('undo: Ctrl/⌘+Z; redo: Ctrl/⌘+Shift+Z, and Ctrl+Y off a Mac', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }), false)).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }), false)).toBe('redo');
    expect(shortcutOf(key('z', { metaKey: true }), true)).toBe('undo');
    expect(shortcutOf(key('z', { metaKey: true, shiftKey: true }), true)).toBe('redo');
    expect(shortcutOf(key('y', { metaKey: true }), true)).toBe(null);
    expect(shortcutOf(key('z', { ctrlKey: true, altKey: true }), false)).toBe(null);
    expect(shortcutOf(key('z'), false)).toBe(null);
  });

  it('on a layout without Latin letters, by the key\'s place; a Latin letter is taken as typed (AZERTY)', () => {
    expect(shortcutOf({ ...key('я', { ctrlKey: true }), code: 'KeyZ' }, false)).toBe('undo');
    expect(shortcutOf({ ...key('и', { ctrlKey: true }), code: 'KeyB' }, false)).toBe('bold');
    expect(shortcutOf({ ...key('z', { ctrlKey: true }), code: 'KeyW' }, false)).toBe('undo');
    expect(shortcutOf({ ...key('w', { ctrlKey: true }), code: 'KeyZ' }, false)).toBe(null);
    expect(shortcutOf({ ...key('Enter', { ctrlKey: true }), code: 'Enter' }, false)).toBe(null);
  });

  it('leaves every other key to the text', () => {
    expect(shortcutOf(key('b', { metaKey: true }), false)).toBe(null);
    expect(shortcutOf(key('b', { ctrlKey: true }), true)).toBe(null);
    expect(shortcutOf(key('b', { ctrlKey: true, shiftKey: true }), false)).toBe(null);
    expect(shortcutOf(key('u', { ctrlKey: true }), false)).toBe(null);
    expect(shortcutOf(key('b'), false)).toBe(null);
  });
});

describe('pasted plain text', () => {
  it('becomes paragraphs at blank lines and keeps single line breaks', () => {
    expect(paragraphsOf('One\r\ntwo\n\n\nThree\n \nFour')).toEqual([['One', 'two'], ['Three'], ['Four']]);
    expect(paragraphsOf('\n\n  \n')).toEqual([]);
  });

  it('loses no text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = paragraphsOf(text).flat().join('').replace(/\s/g, '');
        expect(kept).toBe(text.replace(/\s/g, ''));
      }),
    );
  });
});

describe('an empty region', () => {
  it('has no text (spaces, no-break spaces and zero-width spaces are none) and no image', () => {
    expect(isBlank(' \u00a0\u200b\n', false)).toBe(true);
    expect(isBlank('', true)).toBe(false);
    expect(isBlank('a', false)).toBe(false);
  });
});
