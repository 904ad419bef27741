/** One scope of a render: a section, an element of a repeated section, a partial, the root. */
export interface Frame {
  /** The current node (`{@}`). */
  readonly node: unknown;
  readonly parent: Frame | null;
  /** 0-based position in the repeated section this frame is an element of; -1 otherwise. */
  readonly index: number;
  /** `@`-variables bound in this scope (`.var`, `.ctx`, `.eval`, `.inject`). */
  vars: Map<string, unknown> | null;
  /** Macros defined in this scope, by name. */
  macros: Map<string, Runner> | null;
  /**
   * Set on the scope of a private application (`|apply name private`): names are looked up here
   * and no further out. Macros are still found in the enclosing scopes, as on the platform.
   */
  readonly isolated: boolean;
}

/** A compiled piece of template: writes its output into the state. */
export type Run = (state: import('./RenderState').RenderState) => void;

/** A compiled block with its weight: the number of instructions one run of it costs at most. */
export interface Runner {
  run: Run;
  weight: number;
}

export const createFrame = (node: unknown, parent: Frame | null, index = -1, isolated = false): Frame => ({
  node,
  parent,
  index,
  vars: null,
  macros: null,
  isolated,
});
