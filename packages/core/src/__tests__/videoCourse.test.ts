import {
  type CensusContext,
  createCensus,
  parseVideoCourse,
  VIDEO_PAYWALL_EVENT_FIELDS,
  videoCourseEventData,
} from '@storefront-widgets/core';
import { describe, expect, it } from 'vitest';
import { fakeSender } from './helpers/fakeSender';
import { memoryJar } from './helpers/memoryJar';
import { pageWindow } from './helpers/pageWindow';

const course = {
  page: 'lesson',
  contentCollectionId: 'course-1',
  contentItemId: 'lesson-2',
  viewerAccessStatus: 'DENIED',
} as const;
const context: CensusContext = {
  siteUser: { authenticated: false, siteUserId: null },
  path: '/courses/intro/lesson-2',
};
const win = pageWindow('https://shop.test/courses/intro/lesson-2', 'Lesson 2');

describe('video-course page events (storefront §2, platform §3)', () => {
  it('carry content_collection_id, content_item_id, viewer_access_status and page_path', () => {
    const data = videoCourseEventData(course, '/courses/intro/lesson-2');
    expect(Object.keys(data)).toEqual([...VIDEO_PAYWALL_EVENT_FIELDS]);
    expect(data).toEqual({
      content_collection_id: 'course-1',
      content_item_id: 'lesson-2',
      viewer_access_status: 'DENIED',
      page_path: '/courses/intro/lesson-2',
    });
  });

  it('reads the page configuration, saying what is wrong with a bad one', () => {
    expect(parseVideoCourse(course)).toEqual(course);
    expect(parseVideoCourse({ ...course, page: 'lesson-list', contentItemId: undefined })).toMatchObject({
      page: 'lesson-list',
      contentItemId: null,
    });
    expect(parseVideoCourse(null)).toBe('videoCourse must be an object');
    expect(parseVideoCourse({ ...course, page: 'quiz' })).toBe(
      'videoCourse.page must be one of lesson-list, lesson, access-denied',
    );
    expect(parseVideoCourse({ ...course, contentCollectionId: ' ' })).toBe(
      'videoCourse.contentCollectionId must be a non-empty string',
    );
    expect(parseVideoCourse({ ...course, contentItemId: 7 })).toBe(
      'videoCourse.contentItemId must be a non-empty string or null',
    );
    expect(parseVideoCourse({ ...course, viewerAccessStatus: '' })).toBe(
      'videoCourse.viewerAccessStatus must be a non-empty string',
    );
  });

  it('go out as census visitor events only once the census cookie is there', async () => {
    const sender = fakeSender();
    const jar = memoryJar();
    const census = createCensus({
      sender,
      jar,
      win,
      context,
      newId: () => 'visitor-0001',
      now: () => 1_700_000_000_000,
    });
    const data = videoCourseEventData(course, '/courses/intro/lesson-2');
    expect(await census.visitorEvent('videoCourseLessonView', data)).toBe(false);
    expect(sender.sent).toEqual([]);
    await census.pageView();
    expect(await census.visitorEvent('videoCourseLessonView', data)).toBe(true);
    const hit = sender.sent.at(-1)?.body as { event: string; data: string; ss_cvr: string };
    expect(hit.event).toBe('videoCourseLessonView');
    expect(hit.ss_cvr).toMatch(/^visitor-0001\|/);
    expect(JSON.parse(hit.data)).toEqual({ ...data, url: win.location.href });
  });
});
