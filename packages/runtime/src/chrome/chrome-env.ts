import type { ApiClient } from '../data/api-types';
import type { PageContext } from '../page/page-context';

/** What every site-wide chrome feature gets from the runtime (issue 6). */
export interface ChromeEnv {
  window: Window;
  document: Document;
  context: PageContext;
  api: ApiClient;
}
