// @vitest-environment happy-dom
/// <reference types="vite/client" />
// Renders every story of every `*.stories.tsx` (portable stories), so a broken story fails
// `npm test`. A story fails when it throws, logs a console.error, renders nothing, or runs a
// `play` function whose assertions fail.
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { unmountElement } from '@storybook/react-dom-shim';
import { act } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

/** Every story's canvas: each keeps its React root until the next story runs. */
const canvases: HTMLElement[] = [];

afterAll(async () => {
  // The last story is still mounted (only the next `run` would unmount it): unmount every root,
  // or its document listeners (an open dialog's focus trap, which takes every Tab) outlive this
  // file into the next one that shares its worker.
  await act(async () => {
    for (const canvas of canvases) unmountElement(canvas);
  });
});

afterEach(() => {
  // Only the canvas goes: the story stays mounted until the next `run` unmounts it (portable
  // stories clean up there), and React must find its portals (dialogs in document.body) in place
  // to remove them.
  for (const canvas of document.querySelectorAll('[data-story-canvas]')) canvas.remove();
});

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [
    string,
    ReturnType<typeof composeStory>,
  ][];
  it.each(stories)('%s renders and plays without errors', async (_name, Story) => {
    const consoleError = vi.spyOn(console, 'error');
    const canvasElement = document.body.appendChild(document.createElement('div'));
    canvasElement.dataset.storyCanvas = '';
    canvases.push(canvasElement);
    await Story.run({ canvasElement });
    expect(canvasElement.childElementCount).toBeGreaterThan(0);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
