/**
 * The demo site's page frame (issue 16), one for the store (store-pages.ts), the members' pages
 * (member-pages.ts) and the reviews request page (routes/reviews.ts): the head with the page
 * context and the nonced runtime, the site header's nav, and `<main>`. The page's own parts
 * (title, context, body) go in as the template's VALUES, filled by page.ts in the same single pass
 * as `{{nonce}}`, so no text from outside (a product's title, a review typed back into its form)
 * is ever read as a placeholder and obtains the nonce.
 */
import { escapeAttribute, escapeHtml, scriptJson } from './html';

/** A page for page.ts's sendPage: the shell with its placeholders, and their values (escaped). */
export interface ShellPage {
  template: string;
  values: Readonly<Record<string, string>>;
}

/** One link of the site header; `cart` marks the header cart link that the chrome keeps counting. */
export interface NavLink {
  href: string;
  label: string;
  cart?: boolean;
}

export interface ShellParts {
  /** The page's title, as text (escaped here). */
  title: string;
  /** What the title names after the dash: 'demo store', 'demo site'. */
  site: string;
  /** The page context (`#sqs-page-context`), written as JSON that cannot end its script element. */
  context: unknown;
  /** Stylesheets after the site's own (/assets/site.css). */
  stylesheets?: readonly string[];
  nav: readonly NavLink[];
  /** Extra head content, the server's own markup (a script with `nonce="{{nonce}}"`, say): part of the template. */
  head?: string;
  /** The page's content, its texts from outside escaped: a value, never read for placeholders. */
  body: string;
}

export function sitePage({ title, site, context, stylesheets = [], nav, head = '', body }: ShellParts): ShellPage {
  const links = nav.map((l) => `<a href="${escapeAttribute(l.href)}"${l.cart ? ' data-sqs-cart-link' : ''}>${escapeHtml(l.label)}</a>`).join('');
  // The first block of the body is what a visitor sees first: its files come with runtime.js
  // (preload-hints.ts). The body's texts from outside are escaped, so a `<sqs-` in it is ours.
  const first = /<(sqs-[a-z-]+)[\s>]/.exec(body)?.[1];
  const sheets = ['/assets/site.css', ...stylesheets].map((href) => `  <link rel="stylesheet" href="${escapeAttribute(href)}">`).join('\n');
  const template = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{{title}} — ${escapeHtml(site)}</title>
${sheets}
  <script type="application/json" id="sqs-page-context">{{context}}</script>
  <script type="module" nonce="{{nonce}}" src="/dist/runtime.js"></script>${first ? `\n  {{module-preload:${first}}}` : ''}${head ? `\n  ${head}` : ''}
</head>
<body>
  <header><nav aria-label="Site">${links}</nav></header>
  <main>
{{body}}
  </main>
</body>
</html>
`;
  return { template, values: { title: escapeHtml(title), context: scriptJson(context), body } };
}
