/** How `|apply` runs a partial: with `@args`, and privately (`|apply name private a=1`). */
export interface ApplyOptions {
  /** Bound as `@args` in the partial's scope: the `key=value` arguments, values as text. */
  args?: Readonly<Record<string, string>>;
  /** The partial sees only the node it is given: names are not looked up in the enclosing scopes. */
  isolated?: boolean;
}
