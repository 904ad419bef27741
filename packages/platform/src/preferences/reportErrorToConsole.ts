/**
 * Where platform helpers send a failure before rethrowing it. The storefront's error reporter
 * (telemetry) plugs in here; until one is injected, failures go to the console.
 */
export type ReportError = (error: unknown, context: Readonly<Record<string, string>>) => void;

/** The default {@link ReportError}: `console.error` with a '[storefront]' prefix and the context. */
export const reportErrorToConsole: ReportError = (error, context) => {
  console.error('[storefront]', error, context);
};
