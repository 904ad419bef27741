import type { VIDEO_PAYWALL_EVENT_FIELDS } from '../api/analyticsEventFields';

/** The video-course pages: the lesson list, a lesson, the member access denied page. */
export const VIDEO_COURSE_PAGES = ['lesson-list', 'lesson', 'access-denied'] as const;
export type VideoCoursePage = (typeof VIDEO_COURSE_PAGES)[number];

/** The buttons of those pages: a lesson's paywall button, the access denied page's join button. */
export type VideoCourseButton = 'paywall' | 'join';

/** Census visitor events of the video-course pages: a view of each page, a click on each button. */
export const VIDEO_COURSE_EVENTS: Readonly<Record<VideoCoursePage | VideoCourseButton, string>> = {
  'lesson-list': 'videoCourseLessonListView',
  lesson: 'videoCourseLessonView',
  'access-denied': 'videoCourseAccessDeniedView',
  paywall: 'videoCoursePaywallClick',
  join: 'videoCourseJoinClick',
};

/** What a video-course page says about itself (the drop-in's `videoCourse` configuration). */
export interface VideoCourse {
  page: VideoCoursePage;
  /** The course (a collection). */
  contentCollectionId: string;
  /** The lesson shown, or null on the lesson list. */
  contentItemId: string | null;
  /** Whether the viewer may watch, as the platform words it (e.g. `GRANTED`, `DENIED`). */
  viewerAccessStatus: string;
}

/** The video paywall event fields of the platform. */
export type VideoCourseEventData = Record<(typeof VIDEO_PAYWALL_EVENT_FIELDS)[number], string | null>;

/** The fields every video-course event carries. */
export function videoCourseEventData(course: VideoCourse, pagePath: string): VideoCourseEventData {
  return {
    content_collection_id: course.contentCollectionId,
    content_item_id: course.contentItemId,
    viewer_access_status: course.viewerAccessStatus,
    page_path: pagePath,
  };
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Reads a `videoCourse` configuration; @returns it, or what is wrong with it. */
export function parseVideoCourse(value: unknown): VideoCourse | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'videoCourse must be an object';
  const { page, contentCollectionId, contentItemId, viewerAccessStatus } = value as Record<string, unknown>;
  if (!(VIDEO_COURSE_PAGES as readonly unknown[]).includes(page))
    return `videoCourse.page must be one of ${VIDEO_COURSE_PAGES.join(', ')}`;
  if (!text(contentCollectionId)) return 'videoCourse.contentCollectionId must be a non-empty string';
  if (contentItemId != null && !text(contentItemId))
    return 'videoCourse.contentItemId must be a non-empty string or null';
  if (!text(viewerAccessStatus)) return 'videoCourse.viewerAccessStatus must be a non-empty string';
  return {
    page: page as VideoCoursePage,
    contentCollectionId,
    contentItemId: contentItemId ?? null,
    viewerAccessStatus,
  };
}
