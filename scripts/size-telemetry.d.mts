export function telemetryFiles(
  fetched: readonly string[],
  manifest: Record<
    string,
    {
      isEntry: boolean;
      imports: readonly string[];
      dynamicImports: readonly string[];
      modules: Record<string, number>;
    }
  >,
  module: string,
): string[];
