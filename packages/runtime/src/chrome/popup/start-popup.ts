import type { ChromeEnv } from '../chrome-env';

/** Placeholder until the feature lands (issue 6); replaced by its real start function. */
export function startPopup(_env: ChromeEnv): () => void {
  return () => {};
}
