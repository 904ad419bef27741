export {
  createScrollTween,
  DEFAULT_SCROLL_DURATION_MS,
  DEFAULT_SCROLL_OFFSET,
  MIN_SCROLL_DURATION_MS,
  type ScrollTween,
  type ScrollTweenOptions,
  type ScrollWindow,
  scrollToElement,
} from './createScrollTween';
