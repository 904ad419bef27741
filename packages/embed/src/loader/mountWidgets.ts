import type { Runtime } from '../runtime';
import { describeElement } from './describeElement';
import { ERROR_ATTRIBUTE, STATE_ATTRIBUTE, WIDGET_ATTRIBUTE } from './widgetAttributes';
import { isWidgetName, WIDGETS, type WidgetModule, type WidgetName } from './widgetRegistry';

export { ERROR_ATTRIBUTE, STATE_ATTRIBUTE, WIDGET_ATTRIBUTE };

export interface MountWidgetsOptions {
  root: ParentNode;
  getRuntime: () => Promise<Runtime>;
  /** Called once per element that could not be mounted. */
  onError: (element: HTMLElement, widget: string, reason: string) => void;
  /** Overrides the registry, for tests. */
  load?: (name: WidgetName) => Promise<WidgetModule>;
}

const unmounts = new WeakMap<HTMLElement, () => void>();

/**
 * Mounts every marked element under `root` that is not mounted yet. Each element is isolated:
 * a malformed one is marked `data-storefront-state="error"` and reported, and the rest still
 * mount. Each widget's code is loaded once per call, and all its elements mount together, in one
 * task. Resolves when every element has settled.
 */
export async function mountWidgets({
  root,
  getRuntime,
  onError,
  load = (name) => WIDGETS[name](),
}: MountWidgetsOptions): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${WIDGET_ATTRIBUTE}]:not([${STATE_ATTRIBUTE}])`)];
  if (!elements.length) return;
  const fail = (element: HTMLElement, widget: string, reason: string) => {
    element.setAttribute(STATE_ATTRIBUTE, 'error');
    element.setAttribute(ERROR_ATTRIBUTE, reason);
    onError(element, widget, reason);
  };
  for (const element of elements) element.setAttribute(STATE_ATTRIBUTE, 'mounting');
  const runtime = getRuntime();
  // One load per widget name: every element of it resumes from the same promise, so all of them
  // mount in the same task (an import() per element can resolve in a task of its own, each
  // followed by a frame: a page of 200 blocks took 14 layouts instead of 3).
  const loads = new Map<WidgetName, Promise<WidgetModule>>();
  const loadOnce = (name: WidgetName) => {
    const loading = loads.get(name) ?? load(name);
    loads.set(name, loading);
    return loading;
  };
  await Promise.all(
    elements.map(async (element) => {
      const widget = element.getAttribute(WIDGET_ATTRIBUTE) ?? '';
      if (!isWidgetName(widget)) {
        fail(
          element,
          widget,
          `unknown widget "${widget}" (expected one of ${Object.keys(WIDGETS).join(', ')})`,
        );
        return;
      }
      try {
        const module = await loadOnce(widget);
        const ready = await runtime;
        await module.prepare?.(ready);
        unmounts.set(element, module.mount(element, ready));
        // A widget that crashed while mounting has already marked itself `error`.
        if (element.getAttribute(STATE_ATTRIBUTE) === 'mounting')
          element.setAttribute(STATE_ATTRIBUTE, 'mounted');
      } catch (error) {
        fail(element, widget, error instanceof Error ? error.message : String(error));
      }
    }),
  );
}

/** Unmounts the widget on an element (e.g. before the page removes it). */
export function unmountWidget(element: HTMLElement): void {
  unmounts.get(element)?.();
  unmounts.delete(element);
  element.removeAttribute(STATE_ATTRIBUTE);
}

/** Reports a failed element once, naming it, in the console. */
export function logMountError(element: HTMLElement, widget: string, reason: string): void {
  console.error(
    `[storefront] ${widget || 'widget'} on ${describeElement(element)} was not mounted: ${reason}`,
  );
}
