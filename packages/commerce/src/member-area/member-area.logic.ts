/**
 * The member-access pricing toggle (SPEC.md §2: "two buttons switch between two price views and
 * show or hide the matching join button or section") as a WAI-ARIA radio group: one choice of
 * several, arrow keys move the choice and wrap, Space chooses. Selection follows the arrow keys
 * (APG radio group), so the price shown is always the one whose button has focus. Pure.
 */
import type { AccountMode } from '../model/member-account';

/** The price view shown first: `requested` clamped to the views there are. */
export function initialView(count: number, requested: number): number {
  return count === 0 ? 0 : Math.min(Math.max(0, Math.trunc(requested) || 0), count - 1);
}

/** The view a key chooses (APG radio group: Left/Up back, Right/Down forward, wrapping; Home, End), or null. */
export function viewAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** `data-join="sign-in"` opens the dialog to sign in; any other join link, to sign up. */
export const joinModeOf = (value: string | null): AccountMode => (value?.trim() === 'sign-in' ? 'sign-in' : 'sign-up');

/**
 * Where a new member goes once signed in: the block's `successRedirect` if it is on the page's
 * own origin (a setting must not send members to another site), else the page itself, reloaded,
 * so the server shows what a member may see.
 */
export function afterSignIn(successRedirect: string, pageHref: string): string {
  const page = new URL(pageHref);
  if (successRedirect.trim() === '') return page.href;
  try {
    const target = new URL(successRedirect, page);
    return target.origin === page.origin ? target.href : page.href;
  } catch {
    return page.href;
  }
}
