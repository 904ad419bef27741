// Route patterns: `:name` marks a path parameter (see apiPath).
/** Restock sign-ups and the owner's listings. */
export const RESTOCK_ROUTES = {
  restockSignUp: '/api/site-users/account/notifications/restock',
  restockGroups: '/api/site-users/account/notifications/restock/groups',
  restockSignUps: '/api/site-users/account/notifications/restock',
  restockSend: '/api/site-users/account/notifications/restock/send',
  restockSendAll: '/api/site-users/account/notifications/restock/send/all',
} as const;
