// Route patterns: `:name` marks a path parameter (see apiPath).
/** Site-user session. */
export const SESSION_ROUTES = {
  session: '/api/site-users/account/session',
  siteUserLocale: '/api/site-users/account/locale',
} as const;
