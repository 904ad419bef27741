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
 * mount. Each kind of widget is loaded (and prepared) once per call, and all its elements then
 * mount in one synchronous pass, in document order: a page of 200 blocks mounts in one task, with
 * one style and layout after it, instead of one task (and a frame) per block. Resolves when every
 * element has settled.
 */
export async function mountWidgets({ root, getRuntime, onError, load }: MountWidgetsOptions): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${WIDGET_ATTRIBUTE}]:not([${STATE_ATTRIBUTE}])`)];
  if (!elements.length) return;
  const fail = (element: HTMLElement, widget: string, reason: string) => {
    element.setAttribute(STATE_ATTRIBUTE, 'error');
    element.setAttribute(ERROR_ATTRIBUTE, reason);
    onError(element, widget, reason);
  };
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const groups = new Map<WidgetName, HTMLElement[]>();
  for (const element of elements) {
    element.setAttribute(STATE_ATTRIBUTE, 'mounting');
    const widget = element.getAttribute(WIDGET_ATTRIBUTE) ?? '';
    if (isWidgetName(widget)) {
      const group = groups.get(widget);
      if (group) group.push(element);
      else groups.set(widget, [element]);
    } else {
      fail(
        element,
        widget,
        `unknown widget "${widget}" (expected one of ${Object.keys(WIDGETS).join(', ')})`,
      );
    }
  }
  const runtime = getRuntime();
  const loadWidget = load ?? ((name: WidgetName) => WIDGETS[name]());
  await Promise.all(
    [...groups].map(async ([widget, group]) => {
      let module: WidgetModule;
      let ready: Runtime;
      try {
        module = await loadWidget(widget);
        ready = await runtime;
        await module.prepare?.(ready);
      } catch (error) {
        for (const element of group) fail(element, widget, reasonOf(error));
        return;
      }
      for (const element of group) {
        try {
          unmounts.set(element, module.mount(element, ready));
          // A widget that crashed while mounting has already marked itself `error`.
          if (element.getAttribute(STATE_ATTRIBUTE) === 'mounting')
            element.setAttribute(STATE_ATTRIBUTE, 'mounted');
        } catch (error) {
          fail(element, widget, reasonOf(error));
        }
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
