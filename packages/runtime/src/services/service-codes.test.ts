import { describe, expect, it } from 'vitest';
import { AnalyticsEventKind, ContributorRole, EventSource, PageType } from '../contracts/enums';
import * as analyticsCodes from './analytics-codes';
import * as serviceCodes from './service-codes';

describe('the site services’ own codes (issue 13 item 6)', () => {
  it('each equals its member of contracts/enums.ts', () => {
    // The gate's codes and the tracking code's (analytics-codes.ts), in two modules for their chunks.
    expect({ ...serviceCodes, ...analyticsCodes }).toEqual({
      PAGE_NOT_FOUND: PageType.NOT_FOUND,
      PAGE_SEARCH: PageType.SEARCH,
      PAGE_LOCK_SCREEN: PageType.LOCK_SCREEN,
      PAGE_MEMBER_AREA_ACCESS_DENIED: PageType.MEMBER_AREA_ACCESS_DENIED,
      ROLE_VIEWER: ContributorRole.VIEWER,
      EVENT_PAGE_VIEW: AnalyticsEventKind.PAGE_VIEW,
      EVENT_SITE_SEARCH: AnalyticsEventKind.SITE_SEARCH,
      EVENT_AUDIO: AnalyticsEventKind.AUDIO,
      SOURCE_WEB: EventSource.WEB,
    });
  });
});
