export const CHROMIUM_ARGS: string[];
export function findChromium(): string | undefined;
export const MISSING_CHROMIUM: string;
