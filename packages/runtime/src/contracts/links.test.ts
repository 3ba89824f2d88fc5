import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Window } from 'happy-dom';
import {
  BLOG_URL_TOKENS,
  LINK_CATEGORIES,
  LINK_LIMITS,
  MAX_CATEGORY_LENGTH,
  MAX_TAG_LENGTH,
  classifyLink,
  cleanHref,
  collectionPanelId,
  commentLink,
  expandBlogUrl,
  isValidBlogUrlFormat,
  isValidCategory,
  isValidTag,
  safeHref,
} from './links';
import type { LinkCategory } from './links';

const ID24 = '5f3a1b2c3d4e5f6a7b8c9d0e';
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'mailto:', 'tel:', 'sms:']);

// An HTML parser (happy-dom) decodes character references the way a browser would if an
// href were written into markup unescaped; Node's URL is the WHATWG URL parser.
const window = new Window();
afterAll(async () => {
  await window.happyDOM.close();
});
const decodeAsAttribute = (href: string): string => {
  const div = window.document.createElement('div');
  div.innerHTML = `<a href="${href.replace(/"/g, '&quot;')}"></a>`;
  return div.querySelector('a')?.getAttribute('href') ?? '';
};
const protocolOf = (href: string): string | null => {
  try {
    return new URL(href, 'https://example.com/dir/page').protocol;
  } catch {
    return null; // the browser could not navigate there either
  }
};

describe('SPEC constants', () => {
  it('quotes the §5 limits and categories', () => {
    expect(LINK_LIMITS).toEqual({
      tel: 50,
      telMin: 4,
      sms: 1000,
      mailto: 1000,
      javascript: 250,
      ftp: 100,
      anchor: 100,
      internal: 150,
    });
    expect(MAX_TAG_LENGTH).toBe(50);
    expect(MAX_CATEGORY_LENGTH).toBe(25);
    expect(BLOG_URL_TOKENS).toEqual(['%y', '%m', '%d', '%t']);
    expect([...LINK_CATEGORIES].sort()).toEqual(
      ['anchor', 'content link', 'default', 'empty', 'external', 'file', 'malformed protocol', 'misc protocol'].sort(),
    );
  });
});

describe('cleanHref', () => {
  it.each([
    ['  /about  ', '/about'],
    ['\u0000\u001f /x\u0007', '/x'],
    ['ht\ttp://ex\nample.com\r', 'http://example.com'],
    ['\u00a0/x', '\u00a0/x'], // only C0 and space are trimmed, like the URL parser
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanHref(input)).toBe(expected);
  });

  it('is idempotent and leaves no tab/newline and no C0/space at the ends (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const c = cleanHref(s);
        expect(cleanHref(c)).toBe(c);
        expect(/[\t\n\r]/.test(c)).toBe(false);
        if (c !== '') {
          expect(c.charCodeAt(0)).toBeGreaterThan(0x20);
          expect(c.charCodeAt(c.length - 1)).toBeGreaterThan(0x20);
        }
      }),
    );
  });
});

describe('classifyLink', () => {
  const cases: Array<[string, LinkCategory]> = [
    ['', 'empty'],
    ['  \t\n ', 'empty'],
    ['#', 'anchor'],
    ['#section-2', 'anchor'],
    ['https://example.com', 'external'],
    ['HTTP://EXAMPLE.COM/path?q#h', 'external'],
    ['http://localhost:8080', 'external'],
    ['ftp://files.example.com/a.zip', 'external'],
    ['//cdn.example.com/x.js', 'external'],
    ['\\\\evil.example', 'external'],
    ['/\\evil.example', 'external'],
    ['http:/example.com', 'malformed protocol'],
    ['http:example.com', 'malformed protocol'],
    ['https://', 'malformed protocol'],
    ['https:///path', 'malformed protocol'],
    ['http:\\\\example.com', 'malformed protocol'],
    ['ftp:/x', 'malformed protocol'],
    ['//', 'malformed protocol'],
    [`/pages/${ID24}`, 'content link'],
    [`/pages/${ID24}/`, 'content link'],
    [`/pages/${ID24}?a=1`, 'content link'],
    [`/pages/${ID24}#x`, 'content link'],
    [`/pages/${ID24.slice(1)}`, 'default'], // 23 characters
    [`/pages/${ID24}a`, 'default'], // 25 characters
    [`/pages/${ID24.slice(1)}-`, 'default'],
    ['/s/brochure.pdf', 'file'],
    ['/s/', 'file'],
    ['/S/brochure.pdf', 'default'],
    ['/about', 'default'],
    ['about', 'default'],
    ['../up', 'default'],
    ['?page=2', 'default'],
    ['www.example.com', 'default'],
    ['mailto:someone@example.com', 'misc protocol'],
    ['MAILTO:someone@example.co.uk?subject=Hi&cc=x', 'misc protocol'],
    ['mailto:someone@example', 'malformed protocol'], // no dotted suffix
    ['mailto:someone@example.', 'malformed protocol'],
    ['mailto:someone@.com', 'malformed protocol'],
    ['mailto:a@b@example.com', 'malformed protocol'], // not exactly one @
    ['mailto:a@x.com,b@y.com', 'malformed protocol'],
    ['mailto:@example.com', 'malformed protocol'],
    ['mailto:some one@example.com', 'malformed protocol'],
    ['mailto:', 'malformed protocol'],
    ['tel:+1-555-0100', 'misc protocol'],
    ['tel:1234', 'misc protocol'],
    ['tel:123', 'malformed protocol'], // at least 4
    ['tel:+1 555 0100', 'malformed protocol'], // digits, plus, minus only
    ['tel:(555)0100', 'malformed protocol'],
    ['sms:+15550100', 'misc protocol'],
    ['sms:', 'malformed protocol'],
    ['javascript:void(0)', 'misc protocol'],
    ['data:text/html,<b>x</b>', 'misc protocol'],
    ['vbscript:msgbox', 'misc protocol'],
    ['whatsapp://send?text=hi', 'misc protocol'],
    ['localhost:3000', 'misc protocol'],
    [':nothing', 'malformed protocol'],
    ['1http://x', 'malformed protocol'],
    ['ht tp://x', 'malformed protocol'],
    ['\u00a0javascript:alert(1)', 'malformed protocol'],
    ['javascrİpt:alert(1)', 'malformed protocol'],
  ];
  it.each(cases)('%j is %s', (href, category) => {
    expect(classifyLink(href)).toBe(category);
  });

  const boundary = (prefix: string, length: number, fill = 'a') => prefix + fill.repeat(length - prefix.length);
  it.each([
    ['anchor', boundary('#', LINK_LIMITS.anchor - 1), 'anchor'],
    ['anchor', boundary('#', LINK_LIMITS.anchor), 'malformed protocol'],
    ['internal', boundary('/', LINK_LIMITS.internal - 1), 'default'],
    ['internal', boundary('/', LINK_LIMITS.internal), 'malformed protocol'],
    ['file', boundary('/s/', LINK_LIMITS.internal - 1), 'file'],
    ['file', boundary('/s/', LINK_LIMITS.internal), 'malformed protocol'],
    ['content link', `/pages/${ID24}/`.padEnd(LINK_LIMITS.internal - 1, 'a'), 'content link'],
    ['content link', `/pages/${ID24}/`.padEnd(LINK_LIMITS.internal, 'a'), 'malformed protocol'],
    ['ftp', boundary('ftp://h/', LINK_LIMITS.ftp - 1), 'external'],
    ['ftp', boundary('ftp://h/', LINK_LIMITS.ftp), 'malformed protocol'],
    ['javascript', boundary('javascript:', LINK_LIMITS.javascript - 1), 'misc protocol'],
    ['javascript', boundary('javascript:', LINK_LIMITS.javascript), 'malformed protocol'],
    ['sms', boundary('sms:', LINK_LIMITS.sms - 1, '1'), 'misc protocol'],
    ['sms', boundary('sms:', LINK_LIMITS.sms, '1'), 'malformed protocol'],
    ['mailto', `mailto:a@b.c?body=`.padEnd(LINK_LIMITS.mailto - 1, 'x'), 'misc protocol'],
    ['mailto', `mailto:a@b.c?body=`.padEnd(LINK_LIMITS.mailto, 'x'), 'malformed protocol'],
    ['tel', `tel:${'1'.repeat(LINK_LIMITS.tel - 1)}`, 'misc protocol'],
    ['tel', `tel:${'1'.repeat(LINK_LIMITS.tel)}`, 'malformed protocol'],
    ['http (no limit in SPEC)', boundary('https://h/', 5000), 'external'],
  ])('%s limit: length %#', (_name, href, category) => {
    expect(classifyLink(href)).toBe(category);
  });

  it('measures limits on the cleaned href', () => {
    expect(classifyLink(`   ${'#'.padEnd(LINK_LIMITS.anchor - 1, 'a')}   `)).toBe('anchor');
  });

  it('returns "empty" for a non-string from untyped data', () => {
    expect(classifyLink(undefined as unknown as string)).toBe('empty');
    expect(safeHref(null as unknown as string)).toBeNull();
  });

  it('is total: always one of the eight categories, never throws (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(LINK_CATEGORIES).toContain(classifyLink(s));
      }),
    );
  });

  it('ignores what the URL parser ignores: C0/space padding and tab/newline anywhere (property)', () => {
    const pad = fc.string({ unit: fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c)), maxLength: 5 });
    fc.assert(
      fc.property(fc.string(), pad, pad, fc.nat(), fc.constantFrom('\t', '\n', '\r'), (s, before, after, at, ws) => {
        const i = at % (s.length + 1);
        const noisy = before + s.slice(0, i) + ws + s.slice(i) + after;
        expect(classifyLink(noisy)).toBe(classifyLink(s));
      }),
    );
  });

  it('classes every http(s) URL with a host as external (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(classifyLink(url)).toBe('external');
        expect(safeHref(url)).toBe(url);
      }),
    );
  });

  it('classes every valid mailto address as misc protocol (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        // '?' would start the mailto query; such a local part must be percent-encoded.
        fc.pre(!email.includes('?'));
        const href = `mailto:${email}`;
        fc.pre(href.length < LINK_LIMITS.mailto);
        expect(classifyLink(href)).toBe('misc protocol');
        expect(safeHref(href)).toBe(href);
      }),
    );
  });

  it('accepts exactly the tel numbers of 4 to 49 digits, plus and minus (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+- ()x'.split('')), maxLength: 60 }), (number) => {
        const valid = /^[0-9+-]{4,49}$/.test(number.trimEnd()); // trailing spaces are cleaned off
        expect(classifyLink(`tel:${number}`)).toBe(valid ? 'misc protocol' : 'malformed protocol');
      }),
    );
  });
});

describe('collectionPanelId', () => {
  it('extracts the 24-character id of a content link', () => {
    expect(collectionPanelId(`/pages/${ID24}`)).toBe(ID24);
    expect(collectionPanelId(` /pages/${ID24}/x `)).toBe(ID24);
    expect(collectionPanelId(`/pages/${ID24}x`)).toBeNull();
    expect(collectionPanelId('/about')).toBeNull();
    expect(collectionPanelId(`/pages/${ID24}/`.padEnd(LINK_LIMITS.internal, 'a'))).toBeNull();
  });
});

describe('safeHref', () => {
  it.each([
    ['#top', '#top'],
    ['  /about  ', '/about'],
    [`/pages/${ID24}`, `/pages/${ID24}`],
    ['/s/file.pdf', '/s/file.pdf'],
    ['https://example.com/a?b=1&c=2', 'https://example.com/a?b=1&c=2'],
    ['h\tttps://example.com', 'https://example.com'],
    ['ftp://example.com/x', 'ftp://example.com/x'],
    ['//cdn.example.com', '//cdn.example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['tel:+15550100', 'tel:+15550100'],
    ['sms:+15550100', 'sms:+15550100'],
    ['?a=1&b=2', '?a=1&b=2'],
    ['/tom&jerry', '/tom&jerry'],
    ['mailto:tom&jerry@example.com', 'mailto:tom&jerry@example.com'],
  ])('keeps %j as %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav\r\nascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u0002 javascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&#0000058alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'javascript:alert(1)//https://example.com',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'whatsapp://send',
    'blob:https://example.com/uuid',
    'tom&jerry',
    '',
    '   ',
    'http:/x',
    'tel:12',
    'mailto:nobody',
    '#'.repeat(LINK_LIMITS.anchor),
    `/${'a'.repeat(LINK_LIMITS.internal)}`,
    '\u00a0javascript:alert(1)',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  // Every way SPEC-era tricks spell "javascript:": any letter case, tab/LF/CR (raw or as
  // a character reference) between letters, C0/space before, and any character — the
  // colon included — written as a named, decimal or hex reference, with or without ';'.
  const schemeChar = (ch: string) => {
    const code = ch.charCodeAt(0);
    const refs = [
      fc.constant(ch),
      fc.constant(ch.toUpperCase()),
      fc.constant(`&#${code};`),
      fc.constant(`&#${code}`),
      fc.constant(`&#00${code};`),
      fc.constant(`&#x${code.toString(16)};`),
      fc.constant(`&#X${code.toString(16).toUpperCase()}`),
    ];
    if (ch === ':') refs.push(fc.constant('&colon;'));
    return fc.oneof(...refs);
  };
  const gap = fc.constantFrom('', '', '', '\t', '\n', '\r', '\r\n', '&Tab;', '&NewLine;', '&#9;', '&#x0A;', '&#13;');
  const lead = fc.string({ unit: fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c)), maxLength: 4 });
  const dangerous = fc
    .tuple(
      lead,
      fc.constantFrom('javascript:', 'vbscript:', 'data:'),
      fc.string({ unit: 'binary', maxLength: 30 }),
    )
    .chain(([before, scheme, payload]) =>
      fc
        .tuple(...scheme.split('').map((ch) => fc.tuple(schemeChar(ch), gap)))
        .map((chars) => before + chars.map(([c, g]) => c + g).join('') + payload),
    );

  it('never lets any javascript:/vbscript:/data: variant through (property)', () => {
    fc.assert(
      fc.property(dangerous, (href) => {
        expect(safeHref(href)).toBeNull();
      }),
    );
  });

  it('the generator of variants really produces script URLs (sanity check of the property above)', () => {
    const samples = fc.sample(dangerous, 300);
    const reachScript = samples.filter((s) => ['javascript:', 'vbscript:', 'data:'].includes(protocolOf(decodeAsAttribute(s)) ?? ''));
    expect(reachScript.length).toBeGreaterThan(200);
  });

  // Oracle: whatever safeHref returns, neither the URL parser directly nor after an HTML
  // parser decoded it as an unescaped attribute reaches a scheme outside the allowlist.
  const piece = fc.constantFrom(
    'javascript', 'JaVaScRiPt', 'java', 'script', 'vbscript', 'data', 'http', 'https', 'ftp', 'mailto', 'tel', 'sms',
    ':', '&colon;', '&#58;', '&#x3a', '&#106;', '&Tab;', '&#9;', '&', ';', '#', '?', '/', '//', '\\', '@', '.',
    'a.b', '+1234', '\t', '\n', ' ', '\u0000', '\u00a0', '%3A', 'x', '1', 'alert(1)',
  );
  const hrefish = fc.oneof(fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), fc.string({ unit: 'binary' }));

  it('only ever returns hrefs whose parsed scheme is allow-listed, raw or entity-decoded (property)', () => {
    fc.assert(
      fc.property(hrefish, (href) => {
        const out = safeHref(href);
        if (out === null) return;
        for (const candidate of [out, decodeAsAttribute(out)]) {
          const protocol = protocolOf(candidate);
          if (protocol !== null) expect(SAFE_PROTOCOLS.has(protocol)).toBe(true);
        }
      }),
    );
  });

  it('is idempotent and returns nothing it would refuse itself (property)', () => {
    fc.assert(
      fc.property(hrefish, (href) => {
        const out = safeHref(href);
        if (out !== null) {
          expect(safeHref(out)).toBe(out);
        } else {
          const refused = ['empty', 'malformed protocol', 'misc protocol'].includes(classifyLink(href));
          const reference = /^[^:/\\?#]*&/.test(cleanHref(href));
          expect(refused || reference).toBe(true);
        }
      }),
    );
  });
});

describe('linear time on hostile input (regression guard; bench figures are in the report)', () => {
  const hostile = [
    ' '.repeat(100_000) + 'x' + ' '.repeat(100_000),
    'a'.repeat(100_000) + ':',
    'mailto:' + 'a@'.repeat(50_000),
    'mailto:a@' + '.'.repeat(100_000),
    '#' + '&'.repeat(100_000),
    'tel:' + '1'.repeat(100_000),
    '/pages/' + 'a'.repeat(100_000),
    'java\tscript'.repeat(10_000) + ':',
    '&'.repeat(100_000),
  ];
  it.each(hostile.map((h, i) => [i, h] as const))('input %i finishes fast', (_i, href) => {
    const start = performance.now();
    classifyLink(href);
    safeHref(href);
    expect(performance.now() - start).toBeLessThan(250);
  });
});

describe('commentLink', () => {
  it('points at #comment-{id}, or #disqus_thread when a short name is set (§2)', () => {
    expect(commentLink('5f3a')).toBe('#comment-5f3a');
    expect(commentLink(42)).toBe('#comment-42');
    expect(commentLink('5f3a', 'mysite')).toBe('#disqus_thread');
    expect(commentLink('5f3a', '')).toBe('#comment-5f3a');
    expect(commentLink('5f3a', '   ')).toBe('#comment-5f3a');
    expect(commentLink('5f3a', null)).toBe('#comment-5f3a');
    expect(commentLink('a b"<')).toBe('#comment-a%20b%22%3C');
  });

  it('always yields a safe anchor (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.option(fc.string()), (id, shortname) => {
        const link = commentLink(id, shortname);
        expect(link.startsWith('#')).toBe(true);
        expect(safeHref(link)).toBe(link);
      }),
    );
  });
});

describe('blog URL tokens', () => {
  it.each(['%y/%m/%d/%t', '%t', 'blog/%y/%t', 'static-text', '%y%m%d'])('%j is valid', (f) => {
    expect(isValidBlogUrlFormat(f)).toBe(true);
  });

  it.each(['', '%Y/%t', '%h', '%', 'a%', '%%', '%y/%x', '%T'])('%j is invalid', (f) => {
    expect(isValidBlogUrlFormat(f)).toBe(false);
  });

  it('expands tokens from the UTC date and the title slug', () => {
    const post = { date: new Date(Date.UTC(2024, 0, 5, 23, 30)), title: 'Hello, World! Café' };
    expect(expandBlogUrl('%y/%m/%d/%t', post)).toBe('2024/01/05/hello-world-cafe');
    expect(expandBlogUrl('blog/%t-%y', post)).toBe('blog/hello-world-cafe-2024');
    expect(expandBlogUrl('%q/%t', post)).toBeNull();
    expect(expandBlogUrl('%t', { date: new Date('nope'), title: 'x' })).toBeNull();
  });

  it('leaves no % behind and keeps the literal parts (property)', () => {
    const format = fc
      .array(fc.oneof(fc.constantFrom(...BLOG_URL_TOKENS), fc.stringMatching(/^[a-z0-9/-]{1,6}$/)), { minLength: 1, maxLength: 8 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(
        format,
        fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }),
        fc.string(),
        (f, date, title) => {
          expect(isValidBlogUrlFormat(f)).toBe(true);
          const url = expandBlogUrl(f, { date, title })!;
          expect(url).not.toContain('%');
          const literals = f.split(/%[ymdt]/);
          let at = 0;
          for (const literal of literals) {
            const found = url.indexOf(literal, at);
            expect(found).toBeGreaterThanOrEqual(at);
            at = found + literal.length;
          }
        },
      ),
    );
  });

  it('rejects any format with a % not starting one of the four tokens (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !'ymdt'.includes(c)), (s, c) => {
        expect(isValidBlogUrlFormat(`${s}%${c}`)).toBe(false);
      }),
    );
  });
});

describe('tag and category length', () => {
  it('allows 1 to 50 characters for a tag, 1 to 25 for a category, once trimmed (§5)', () => {
    expect(isValidTag('a'.repeat(50))).toBe(true);
    expect(isValidTag('a'.repeat(51))).toBe(false);
    expect(isValidTag(`  ${'a'.repeat(50)}  `)).toBe(true);
    expect(isValidTag('')).toBe(false);
    expect(isValidTag('   ')).toBe(false);
    expect(isValidCategory('a'.repeat(25))).toBe(true);
    expect(isValidCategory('a'.repeat(26))).toBe(false);
    expect(isValidCategory('')).toBe(false);
    expect(isValidTag(7 as unknown as string)).toBe(false);
  });

  it('agrees with the trimmed length (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (s) => {
        const n = s.trim().length;
        expect(isValidTag(s)).toBe(n >= 1 && n <= MAX_TAG_LENGTH);
        expect(isValidCategory(s)).toBe(n >= 1 && n <= MAX_CATEGORY_LENGTH);
      }),
    );
  });
});
