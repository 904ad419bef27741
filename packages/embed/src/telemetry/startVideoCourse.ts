import {
  type Census,
  parseVideoCourse,
  VIDEO_COURSE_EVENTS,
  videoCourseEventData,
} from '@storefront-widgets/core/census';

/**
 * Starts a video-course page's census visitor events (a chunk of its own, loaded on the pages
 * whose configuration has a `videoCourse`): the page's view at once, then a click on its paywall
 * or join button. A malformed `videoCourse` is reported and sends nothing.
 * @param census the page's census, or null when it sends nothing (the course is still checked).
 * @param json the configuration's `videoCourse`.
 * @param path the page's path.
 * @returns records a click on a `data-storefront-course-button` (its value: `paywall` or `join`).
 */
export function startVideoCourse(
  census: Census | null,
  json: unknown,
  path: string,
): (button: string) => void {
  const course = parseVideoCourse(json);
  if (typeof course === 'string') {
    console.error(`[storefront] config "videoCourse": ${course}`);
    return () => {};
  }
  if (!census) return () => {};
  const data = videoCourseEventData(course, path);
  // The page view has just written the census cookie these visitor events need.
  void census.visitorEvent(VIDEO_COURSE_EVENTS[course.page], data);
  return (button) => {
    if (button === 'paywall' || button === 'join')
      void census.visitorEvent(VIDEO_COURSE_EVENTS[button], data, true);
  };
}
