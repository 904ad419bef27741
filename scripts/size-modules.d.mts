export function shareOut(
  chunkGzip: number,
  modules: { id: string; minified: number }[],
): { id: string; minified: number; gzip: number }[];
export function shortId(id: string, root: string): string;
