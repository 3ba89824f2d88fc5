/**
 * The popup overlay's start (issue 6 item 2). Most sites have no popup, so this only looks at
 * the style (SPEC.md §4 "with style none": never shown) and loads the rules, the visitor's
 * record and the triggers (arm-popup.ts) only for a site that has one; the dialog itself
 * comes later still, when it is about to show.
 *
 * Logged-in accounts (SPEC.md §6 "always get ... the popup overlay") go through this same
 * start: nothing is skipped for them, and the §4 rules apply to them as to any visitor.
 */
import { report } from '../../report';
import type { ChromeEnv } from '../chrome-env';
import { startLater } from '../../lifecycle';
import { isNoneStyle } from './none-style';

export function startPopup(env: ChromeEnv): () => void {
  if (isNoneStyle(env.context.websiteSettings.popupOverlaySettings.style)) return () => {};
  return startLater(
    () => import('./arm-popup'),
    (m) => m.armPopup(env),
    (error) => report({ source: 'popup', message: 'The popup overlay could not start', error }),
  );
}
