import type { PageEndLatch } from '@storefront-widgets/core/telemetry';

/**
 * Runs telemetry jobs once the next frame has painted, so a click's own frame (the add-to-cart
 * button's "Adding…") is not held back by the telemetry's work for that click: building its
 * beacon's body and queueing it took half the click's handling time in the first-click bench
 * (Chromium throttled 4×). A job still waiting when the page ends (hidden, or left by the click
 * itself) runs then, as the page-end flush does; a hidden page, which paints no frame, has ended.
 * @returns schedules one job.
 */
export function createAfterNextPaint(
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>,
  latch: Pick<PageEndLatch, 'onPageEnd'>,
): (job: () => void) => void {
  const waiting = new Set<() => void>();
  latch.onPageEnd(() => {
    for (const job of waiting) job();
    waiting.clear();
  });
  return (job) => {
    waiting.add(job);
    // An animation frame callback runs just before the frame paints; a task queued there, after it.
    win.requestAnimationFrame(() => win.setTimeout(() => waiting.delete(job) && job(), 0));
  };
}
