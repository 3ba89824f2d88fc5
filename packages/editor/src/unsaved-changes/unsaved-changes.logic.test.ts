import { describe, expect, it } from 'vitest';
import { entriesKey, inAppDestination, type LinkClick } from './unsaved-changes.logic';

const HERE = 'https://site.example/editor?x=1';
const click = (change: Partial<LinkClick>): LinkClick => ({ href: '/menu', target: '', download: false, button: 0, modifier: false, defaultPrevented: false, ...change });

describe('in-app navigation', () => {
  it('holds a plain click to another page of the site', () => {
    expect(inAppDestination(click({}), HERE)).toBe('https://site.example/menu');
    expect(inAppDestination(click({ href: '?x=2' }), HERE)).toBe('https://site.example/editor?x=2');
    expect(inAppDestination(click({ target: '_self' }), HERE)).toBe('https://site.example/menu');
  });

  it('lets the rest go: other sites, new tabs, downloads, other buttons, same-page anchors, mailto', () => {
    for (const change of [
      { href: 'https://other.example/' },
      { target: '_blank' },
      { modifier: true },
      { button: 1 },
      { download: true },
      { defaultPrevented: true },
      { href: '#top' },
      { href: '/editor?x=1#step' },
      { href: 'mailto:a@example.com' },
      { href: 'javascript:void 0' },
      { href: 'http://[' },
    ]) {
      expect(inAppDestination(click(change), HERE), JSON.stringify(change)).toBe(null);
    }
  });
});

describe('form entries', () => {
  it('tell values apart however they are cut', () => {
    expect(entriesKey([['a', 'b']])).toBe(entriesKey([['a', 'b']]));
    expect(entriesKey([['a', 'bc']])).not.toBe(entriesKey([['ab', 'c']]));
    expect(entriesKey([['a', '1'], ['a', '2']])).not.toBe(entriesKey([['a', '12']]));
    expect(entriesKey([['f', { name: 'x.pdf', size: 3, type: 'application/pdf' }]])).not.toBe(entriesKey([['f', 'x.pdf']]));
  });
});
