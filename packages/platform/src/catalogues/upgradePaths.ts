/** Where an upgrade prompt leads. */
export const UPGRADE_PATHS = {
  /** A site on a trial upgrades here. */
  trial: '/settings/billing/upgrade',
  /** A paid site changes its website subscription here. */
  upgrade: '/settings/billing/subscriptions/website',
} as const;

/** The upgrade destination of a site: the trial path while on a trial, else the upgrade path. */
export function upgradePath(options: { isTrial: boolean }): string {
  return options.isTrial ? UPGRADE_PATHS.trial : UPGRADE_PATHS.upgrade;
}
