/** Restock endpoints (storefront §7). */
export const RESTOCK_ENDPOINTS = {
  signUp: '/api/site-users/account/notifications/restock',
  groups: '/api/site-users/account/notifications/restock/groups',
  signUps: '/api/site-users/account/notifications/restock',
  send: '/api/site-users/account/notifications/restock/send',
  sendAll: '/api/site-users/account/notifications/restock/send/all',
} as const;
