export interface SharedBuild {
  label: string;
  args: string[];
  env: Record<string, string>;
}
export function storybookBuild(outDir: string): SharedBuild;
export function reactExampleBuild(outDir: string): SharedBuild;
export function nextExampleBuild(): SharedBuild;
