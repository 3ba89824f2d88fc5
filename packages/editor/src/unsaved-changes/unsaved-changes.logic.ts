/**
 * The unsaved-changes dialog's rules (SPEC.md §2 "unsaved-changes dialog"): which link clicks are
 * in-app navigation the dialog may hold, and whether a form's values moved since they were saved.
 * Pure: no DOM, no React.
 */

/** What a click on a link says (read from the event and the `<a>`). */
export interface LinkClick {
  href: string;
  target: string;
  download: boolean;
  button: number;
  modifier: boolean;
  defaultPrevented: boolean;
}

/**
 * The URL a click would go to when it is navigation inside the app this page belongs to: the same
 * origin, this window, the main button without a modifier (which open a new tab), not a download,
 * and another page (a `#` on the same page leaves nothing). Else null: the click goes ahead.
 */
export function inAppDestination(click: LinkClick, current: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modifier || click.download) return null;
  if (click.target !== '' && click.target.toLowerCase() !== '_self') return null;
  let to: URL;
  let here: URL;
  try {
    to = new URL(click.href, current);
    here = new URL(current);
  } catch {
    return null;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return null;
  if (to.origin !== here.origin) return null;
  if (to.pathname === here.pathname && to.search === here.search && to.hash !== '') return null;
  return to.href;
}

/** A form's entries as one comparable string (a file by its name, size and type). */
export function entriesKey(entries: Iterable<[string, string | { name: string; size: number; type: string }]>): string {
  const parts: string[] = [];
  for (const [name, value] of entries) {
    parts.push(name, typeof value === 'string' ? `s${value}` : `f${value.name}\u0000${value.size}\u0000${value.type}`);
  }
  // Each part's length first: no value can be read as a separator.
  return parts.map((part) => `${part.length}:${part}`).join('');
}
