/**
 * The link editor's rules (SPEC.md §2 link editor: Page, Web Address, Email, Phone, File; §5
 * "URL/link rules" and "Editor messages"). Every link is judged by contracts/links.ts
 * (`classifyLink`, `safeHref`, the §5 limits) and every email by forms/model/email.ts: this file
 * only composes what the editor's fields say and picks the SPEC text for what is wrong.
 * Pure: no DOM, no React. Never throws, and every input is bounded before a pattern runs.
 */
import { isValidEmail } from '@sqs/forms/model/email';
import { LINK_LIMITS, classifyLink, safeHref } from '@sqs/runtime/contracts/links';
import { message } from '@sqs/runtime/contracts/messages';

/** SPEC.md §5 "Editor messages". */
export const LINK_TEXTS = {
  enterValidEmail: 'Please enter a valid email',
  emailFormat: 'Emails must be formatted as {email}',
  linkFormat: 'Links must be formatted as {host} or {host}',
  notAPage: '{val} is not a valid page URL',
} as const;

/** The examples the SPEC texts' placeholders are filled with. */
export const EMAIL_EXAMPLE = 'name@example.com';
/** 'Links must be formatted as {host} or {host}': the one placeholder, twice, so one example shows both forms. */
const HOST_EXAMPLES = ['http://www.example.com', 'https://www.example.com'] as const;

export type LinkKind = 'page' | 'web' | 'email' | 'phone' | 'file';

export interface EmailParts {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
}

export type LinkResult = { ok: true; href: string } | { ok: false; problem: string };

/** Lone surrogates (a paste, or a cut mid-pair) as U+FFFD: encodeURIComponent throws on them. */
const wellFormed = (text: string): string => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const shown = (raw: string): string => (raw.length > 60 ? `${raw.slice(0, 60)}…` : raw);

/** 'Links must be formatted as http://www.example.com or https://www.example.com'. */
function linkFormatText(): string {
  // The SPEC's text has {host} twice: the message formatter fills both with one value, so the
  // two examples are put in by hand, in order, after the site's translation is chosen.
  const pattern = message('linkEditor.linkFormat', LINK_TEXTS.linkFormat, { host: '\uE000' });
  let n = 0;
  return pattern.replace(/\uE000/g, () => (n++ === 0 ? HOST_EXAMPLES[0] : HOST_EXAMPLES[1]));
}

/**
 * A web address: http, https or ftp with `//` and a host (§5). A bare host (`example.com`,
 * `www.example.com/shop`) gets `https://`, as people type them. `javascript:`, `data:` and every
 * other scheme are refused with the SPEC's format text.
 */
export function webAddress(raw: string): LinkResult {
  const text = raw.trim();
  if (text.length === 0 || text.length >= 2048) return { ok: false, problem: linkFormatText() };
  const looksBare = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]|$)/u.test(text.slice(0, 300));
  const href = looksBare ? `https://${text}` : text;
  const safe = safeHref(href);
  if (safe === null || classifyLink(safe) !== 'external') return { ok: false, problem: linkFormatText() };
  return { ok: true, href: safe };
}

/** The addresses of a To/CC/BCC field: comma or semicolon separated, each a valid email (§5). */
export function emailList(raw: string): { ok: true; emails: string[] } | { ok: false; problem: string } {
  if (raw.length > LINK_LIMITS.mailto) return { ok: false, problem: message('linkEditor.emailFormat', LINK_TEXTS.emailFormat, { email: EMAIL_EXAMPLE }) };
  const emails = raw.split(/[,;]/).map((part) => part.trim()).filter(Boolean);
  if (emails.some((email) => !isValidEmail(email))) return { ok: false, problem: message('linkEditor.emailFormat', LINK_TEXTS.emailFormat, { email: EMAIL_EXAMPLE }) };
  return { ok: true, emails };
}

/**
 * Email → a `mailto:` URL under SPEC.md §5's 1000 characters. To must hold exactly one address
 * ('Please enter a valid email' when empty; 'Emails must be formatted as {email}' when not an
 * email). The body, then the subject, are shortened to fit (never an address); `shortened`
 * says so, so the editor can tell the owner.
 */
export function composeMailto(parts: EmailParts): { ok: true; href: string; shortened: boolean } | { ok: false; problem: string; field: keyof EmailParts } {
  if (parts.to.trim() === '') return { ok: false, problem: message('linkEditor.enterValidEmail', LINK_TEXTS.enterValidEmail), field: 'to' };
  const to = emailList(parts.to);
  if (!to.ok || to.emails.length !== 1) return { ok: false, problem: message('linkEditor.emailFormat', LINK_TEXTS.emailFormat, { email: EMAIL_EXAMPLE }), field: 'to' };
  for (const field of ['cc', 'bcc'] as const) {
    const list = emailList(parts[field]);
    if (!list.ok) return { ok: false, problem: list.problem, field };
  }
  const address = to.emails[0]!;
  const joined = (raw: string) => raw.split(/[,;]/).map((email) => email.trim()).filter(Boolean).join(',');
  const build = (subject: string, body: string) => {
    const query = [
      ['cc', joined(parts.cc)],
      ['bcc', joined(parts.bcc)],
      ['subject', subject],
      ['body', body],
    ]
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `${key}=${encodeURIComponent(wellFormed(value!))}`)
      .join('&');
    return `mailto:${address}${query ? `?${query}` : ''}`;
  };
  // Bounded before any encoding: nothing past the limit can survive it anyway.
  let subject = parts.subject.slice(0, LINK_LIMITS.mailto);
  let body = parts.body.slice(0, LINK_LIMITS.mailto);
  let href = build(subject, body);
  const original = href.length;
  // Shorten by whole characters (an encoded character is never cut in half).
  while (href.length >= LINK_LIMITS.mailto && body.length > 0) {
    body = body.slice(0, Math.max(0, body.length - Math.max(1, Math.ceil((href.length - LINK_LIMITS.mailto + 1) / 9))));
    href = build(subject, body);
  }
  while (href.length >= LINK_LIMITS.mailto && subject.length > 0) {
    subject = subject.slice(0, Math.max(0, subject.length - Math.max(1, Math.ceil((href.length - LINK_LIMITS.mailto + 1) / 9))));
    href = build(subject, body);
  }
  if (classifyLink(href) !== 'misc protocol' || safeHref(href) === null) {
    return { ok: false, problem: message('linkEditor.emailFormat', LINK_TEXTS.emailFormat, { email: EMAIL_EXAMPLE }), field: 'to' };
  }
  return { ok: true, href, shortened: href.length < original || subject.length < parts.subject.length || body.length < parts.body.length };
}

/** Phone → `tel:` (§5: 4 to 49 digits, `+`, `-`; spaces, dots and brackets people type are dropped). */
export function phoneLink(raw: string): LinkResult {
  const number = raw.slice(0, 200).replace(/[\s().]/g, '');
  const href = `tel:${number}`;
  if (classifyLink(href) !== 'misc protocol' || safeHref(href) === null) {
    return { ok: false, problem: message('linkEditor.phoneFormat', 'Phone numbers must have 4 to 49 digits, + or -') };
  }
  return { ok: true, href };
}

/** Page: one of the site's pages (their URLs from the backend), else '{val} is not a valid page URL'. */
export function pageLink(raw: string, pageUrls: readonly string[]): LinkResult {
  const url = raw.trim();
  if (url.length < LINK_LIMITS.internal && pageUrls.includes(url) && safeHref(url) !== null) return { ok: true, href: url };
  return { ok: false, problem: message('linkEditor.notAPage', LINK_TEXTS.notAPage, { val: shown(url) }) };
}

/** File: a file of the site's file manager, served under `/s/` (§2), within the internal limit. */
export function fileLink(raw: string): LinkResult {
  const url = raw.trim();
  if (classifyLink(url) === 'file' && safeHref(url) !== null) return { ok: true, href: url };
  return { ok: false, problem: message('linkEditor.notAPage', LINK_TEXTS.notAPage, { val: shown(url) }) };
}

/** Which tab a stored href opens on, so an existing link is edited where it was made. */
export function kindOf(href: string): LinkKind {
  const text = href.trim().slice(0, 20).toLowerCase();
  if (text.startsWith('mailto:')) return 'email';
  if (text.startsWith('tel:')) return 'phone';
  if (text.startsWith('/s/')) return 'file';
  if (text.startsWith('/')) return 'page';
  return 'web';
}

/** A mailto: URL back into its fields (to edit an existing link). */
export function parseMailto(href: string): EmailParts {
  const parts: EmailParts = { to: '', cc: '', bcc: '', subject: '', body: '' };
  if (!href.toLowerCase().startsWith('mailto:') || href.length >= LINK_LIMITS.mailto) return parts;
  const [address, query = ''] = href.slice('mailto:'.length).split('?', 2) as [string, string?];
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  parts.to = decode(address);
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=', 2) as [string, string?];
    const name = key.toLowerCase();
    if (name === 'cc' || name === 'bcc' || name === 'subject' || name === 'body') parts[name] = decode(value);
  }
  return parts;
}

/** A page of the site, as the backend lists them (GET /api/editor/pages). */
export interface SitePage {
  url: string;
  title: string;
}

/**
 * Any string given as the editor's value → the link to keep (the previous one when `raw` is no
 * link the editor makes) and why. '' is no link. Judged by the tab it would open on, with that
 * tab's rule, so a value from a script passes the same checks as one typed; pages are only
 * checked for form here (the site's list may not have loaded yet).
 */
export function acceptLink(raw: string, previous: string): { value: string; problem: string | null } {
  const text = raw.trim();
  if (text === '') return { value: '', problem: null };
  const kind = kindOf(text);
  let result: LinkResult;
  if (kind === 'web') {
    // A stored value is taken as written: no https:// added to a bare host here.
    const safe = safeHref(text);
    result = safe !== null && classifyLink(safe) === 'external' ? { ok: true, href: safe } : { ok: false, problem: linkFormatText() };
  } else if (kind === 'email') {
    const safe = safeHref(text);
    result = safe !== null && classifyLink(safe) === 'misc protocol' ? { ok: true, href: safe } : { ok: false, problem: message('linkEditor.emailFormat', LINK_TEXTS.emailFormat, { email: EMAIL_EXAMPLE }) };
  } else if (kind === 'phone') result = phoneLink(text.slice(4));
  else if (kind === 'file') result = fileLink(text);
  else {
    const safe = safeHref(text);
    const category = safe === null ? null : classifyLink(safe);
    result = safe !== null && (category === 'default' || category === 'content link') ? { ok: true, href: safe } : { ok: false, problem: message('linkEditor.notAPage', LINK_TEXTS.notAPage, { val: shown(text) }) };
  }
  return result.ok ? { value: result.href, problem: null } : { value: previous, problem: result.problem };
}

/** The pages whose title or URL holds every word of the search, in the site's order (case and accents ignored). */
export function matchPages(pages: readonly SitePage[], search: string, limit = 50): SitePage[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // A 1 MB paste searches by its first words only.
  const words = fold(search.slice(0, 200)).split(/\s+/).filter(Boolean);
  const found: SitePage[] = [];
  for (const page of pages) {
    const haystack = fold(`${page.title} ${page.url}`);
    if (words.every((word) => haystack.includes(word))) found.push(page);
    if (found.length >= limit) break;
  }
  return found;
}

/** The backend's page list, whatever it sent: only entries with a string url and title. */
export function readPages(body: unknown): SitePage[] {
  const list = body && typeof body === 'object' && Array.isArray((body as { pages?: unknown }).pages) ? (body as { pages: unknown[] }).pages : [];
  return list.flatMap((entry) => {
    const { url, title } = (entry ?? {}) as Record<string, unknown>;
    return typeof url === 'string' && typeof title === 'string' ? [{ url, title }] : [];
  });
}
