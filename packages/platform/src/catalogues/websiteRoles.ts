import { createCodeLookup } from './createCodeLookup';

/** Website roles by number. What each role may do is not specified. */
export const WebsiteRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;

/** One of the numeric roles of {@link WebsiteRole}. */
export type WebsiteRoleCode = (typeof WebsiteRole)[keyof typeof WebsiteRole];

/** Name↔code lookups of {@link WebsiteRole}. */
export const websiteRoles = createCodeLookup(WebsiteRole);
