/**
 * The few codes of contracts/enums.ts the site services use, as plain values (issue 13 item 6).
 * The services load at idle on every page, a page with no block too: importing the enums would
 * bring the blocks' product-rules chunk (every enum table with its helpers, 1 KB gzip) as one more
 * file for six numbers. service-codes.test.ts holds each to its enum, so they cannot drift.
 * These are the gate's (runtime-services, every page); what only the tracking code sends is in
 * analytics-codes.ts (analytics-page, loaded once analytics may run).
 */
import type { ContributorRole, PageType } from '../contracts/enums';

/** PageType codes: the pages analytics never tracks, and the search page (SPEC.md §2). */
export const PAGE_NOT_FOUND = 100 satisfies PageType;
export const PAGE_SEARCH = 102 satisfies PageType;
export const PAGE_LOCK_SCREEN = 103 satisfies PageType;
export const PAGE_MEMBER_AREA_ACCESS_DENIED = 106 satisfies PageType;

/** ContributorRole.VIEWER: an account that only views is tracked like a visitor. */
export const ROLE_VIEWER = 10 satisfies ContributorRole;
