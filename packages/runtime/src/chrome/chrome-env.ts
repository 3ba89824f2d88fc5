import type { ApiClient } from '../data/api-client';
import type { PageContext } from '../page-context';

/** What every site-wide chrome feature gets from the runtime (issue 6). */
export interface ChromeEnv {
  window: Window;
  document: Document;
  context: PageContext;
  api: ApiClient;
}
