import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_LIMITS, classifyLink } from '@sqs/runtime/contracts/links';
import { composeMailto, emailList, fileLink, kindOf, pageLink, parseMailto, phoneLink, webAddress } from './link-editor.logic';

const LINK_FORMAT = 'Links must be formatted as http://www.example.com or https://www.example.com';
const none = { to: '', cc: '', bcc: '', subject: '', body: '' };

describe('Web Address (SPEC.md §5 URL rules)', () => {
  it('takes http, https and ftp links, and a bare host as https', () => {
    expect(webAddress('https://example.com/shop?x=1')).toEqual({ ok: true, href: 'https://example.com/shop?x=1' });
    expect(webAddress(' ftp://files.example.com/a ')).toEqual({ ok: true, href: 'ftp://files.example.com/a' });
    expect(webAddress('www.example.com/about')).toEqual({ ok: true, href: 'https://www.example.com/about' });
  });

  it("refuses javascript:, data:, other schemes and no host, with 'Links must be formatted as {host} or {host}'", () => {
    for (const raw of ['javascript:alert(1)', ' java\tscript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,<b>', 'vbscript:x', 'http:/example.com', 'example', '', 'x'.repeat(1_000_000)]) {
      expect(webAddress(raw), raw.slice(0, 30)).toEqual({ ok: false, problem: LINK_FORMAT });
    }
  });

  it('never gives an href that is not an external link (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = webAddress(raw);
        if (result.ok) expect(classifyLink(result.href)).toBe('external');
      }),
    );
  });
});

describe('Email → mailto (SPEC.md §5 "mailto under 1000", editor messages)', () => {
  it('composes To, CC, BCC, Subject and Body', () => {
    expect(composeMailto({ to: 'ann@example.com', cc: 'bo@example.com; cy@example.com', bcc: 'di@example.com', subject: 'Hi & bye', body: 'Line 1\nLine 2' })).toEqual({
      ok: true,
      href: 'mailto:ann@example.com?cc=bo%40example.com%2Ccy%40example.com&bcc=di%40example.com&subject=Hi%20%26%20bye&body=Line%201%0ALine%202',
      shortened: false,
    });
    expect(composeMailto({ ...none, to: 'ann@example.com' })).toEqual({ ok: true, href: 'mailto:ann@example.com', shortened: false });
  });

  it('says the SPEC texts: empty To, a To that is no email, a bad CC', () => {
    expect(composeMailto(none)).toEqual({ ok: false, problem: 'Please enter a valid email', field: 'to' });
    expect(composeMailto({ ...none, to: 'ann@' })).toEqual({ ok: false, problem: 'Emails must be formatted as name@example.com', field: 'to' });
    expect(composeMailto({ ...none, to: 'a@example.com, b@example.com' })).toMatchObject({ ok: false, field: 'to' });
    expect(composeMailto({ ...none, to: 'a@example.com', cc: 'nope' })).toEqual({ ok: false, problem: 'Emails must be formatted as name@example.com', field: 'cc' });
  });

  it('shortens the body, then the subject, to stay under 1000 characters, and says so', () => {
    const result = composeMailto({ ...none, to: 'ann@example.com', subject: 'Hello', body: 'é'.repeat(1_000_000) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.href.length).toBeLessThan(LINK_LIMITS.mailto);
    expect(result.href.length).toBeGreaterThan(LINK_LIMITS.mailto - 10);
    expect(result.shortened).toBe(true);
    expect(result.href).toContain('subject=Hello');
  });

  it('is always a valid mailto under the limit, and reads back into its fields (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1500 }), fc.string({ maxLength: 300 }), (body, subject) => {
        const result = composeMailto({ ...none, to: 'ann@example.com', cc: 'bo@example.com', subject, body });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.href.length).toBeLessThan(LINK_LIMITS.mailto);
        expect(classifyLink(result.href)).toBe('misc protocol');
        const back = parseMailto(result.href);
        expect(back.to).toBe('ann@example.com');
        expect(back.cc).toBe('bo@example.com');
        if (!result.shortened) expect([back.subject, back.body]).toEqual([subject, body]);
      }),
    );
  });
});

describe('Phone, Page, File', () => {
  it('Phone: tel: with 4 to 49 digits, + or - (SPEC.md §5)', () => {
    expect(phoneLink('+1 (555) 010-1234')).toEqual({ ok: true, href: 'tel:+1555010-1234' });
    expect(phoneLink('123').ok).toBe(false);
    expect(phoneLink('1'.repeat(50)).ok).toBe(false);
    expect(phoneLink('12ab34').ok).toBe(false);
  });

  it("Page: one of the site's pages, else '{val} is not a valid page URL'", () => {
    expect(pageLink('/about', ['/', '/about'])).toEqual({ ok: true, href: '/about' });
    expect(pageLink('/nope', ['/about'])).toEqual({ ok: false, problem: '/nope is not a valid page URL' });
    expect(pageLink('javascript:alert(1)', ['javascript:alert(1)'])).toMatchObject({ ok: false });
  });

  it('File: a /s/ file URL', () => {
    expect(fileLink('/s/menu.pdf')).toEqual({ ok: true, href: '/s/menu.pdf' });
    expect(fileLink('/about').ok).toBe(false);
  });

  it('opens a stored link on the tab it was made in', () => {
    expect(['mailto:a@b.co', 'tel:1234', '/s/a.pdf', '/about', 'https://x.com'].map(kindOf)).toEqual(['email', 'phone', 'file', 'page', 'web']);
  });

  it('splits address lists on commas and semicolons', () => {
    expect(emailList('a@b.co; c@d.co ,')).toEqual({ ok: true, emails: ['a@b.co', 'c@d.co'] });
    expect(emailList('')).toEqual({ ok: true, emails: [] });
  });
});

describe('the value rule and the page search', () => {
  it('keeps any link the editor makes, refuses the rest with the tab\'s SPEC text', async () => {
    const { acceptLink } = await import('./link-editor.logic');
    expect(acceptLink('https://example.com', '')).toEqual({ value: 'https://example.com', problem: null });
    expect(acceptLink('mailto:a@example.com?subject=x', '')).toEqual({ value: 'mailto:a@example.com?subject=x', problem: null });
    expect(acceptLink('tel:+1-555-0100', '')).toEqual({ value: 'tel:+1-555-0100', problem: null });
    expect(acceptLink('/s/menu.pdf', '')).toEqual({ value: '/s/menu.pdf', problem: null });
    expect(acceptLink('/about', '')).toEqual({ value: '/about', problem: null });
    expect(acceptLink('', '/about')).toEqual({ value: '', problem: null });
    expect(acceptLink('javascript:alert(1)', '/about')).toEqual({ value: '/about', problem: LINK_FORMAT });
    expect(acceptLink('data:text/html,x', '/about').value).toBe('/about');
    expect(acceptLink('mailto:nope', '/about')).toEqual({ value: '/about', problem: 'Emails must be formatted as name@example.com' });
    expect(acceptLink('/' + 'a'.repeat(300), '').problem).toMatch(/ is not a valid page URL$/);
  });

  it('never throws and never keeps an unsafe link (property)', async () => {
    const { acceptLink } = await import('./link-editor.logic');
    const { safeHref } = await import('@sqs/runtime/contracts/links');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const { value } = acceptLink(raw, '');
        if (value !== '') expect(safeHref(value)).toBe(value);
      }),
    );
  });

  it('finds pages by every word of the search, in title or URL, accents ignored', async () => {
    const { matchPages, readPages } = await import('./link-editor.logic');
    const pages = readPages({ pages: [{ url: '/', title: 'Home' }, { url: '/events', title: 'Événements' }, { url: '/menu', title: 'Menu' }, { url: 1 }, null] });
    expect(pages).toHaveLength(3);
    expect(matchPages(pages, 'evene').map((p) => p.url)).toEqual(['/events']);
    expect(matchPages(pages, 'ME')).toHaveLength(3);
    expect(matchPages(pages, 'menu /menu').map((p) => p.url)).toEqual(['/menu']);
    expect(matchPages(pages, 'x'.repeat(1_000_000))).toEqual([]);
    expect(readPages('nope')).toEqual([]);
  });
});
