/** Longest a story keeps its turn when its play function fails (a failed play runs no afterEach). */
const TURN_LIMIT_MS = 8_000;

let endTurn: (() => void) | undefined;

/**
 * Waits until no other story of this origin is loading or playing, then takes the turn. On a
 * docs page every story but the first renders in an iframe of its own, all at once, and they
 * share `document.cookie`: without turns, one story's fresh start (its cookies cleared, a new
 * crumb and cart) would land in the middle of another's play. A Web Lock is shared by every
 * frame of the origin; where there is none (Vitest's happy-dom) stories already run one by one.
 */
export async function takeStoryTurn(): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return;
  endStoryTurn();
  await new Promise<void>((taken) => {
    void locks.request(
      'storybook-story-turn',
      () =>
        new Promise<void>((done) => {
          const timer = setTimeout(done, TURN_LIMIT_MS);
          endTurn = () => {
            clearTimeout(timer);
            done();
          };
          taken();
        }),
    );
  });
}

/** Gives the turn to the next story: this one has played (or is being torn down). */
export function endStoryTurn(): void {
  endTurn?.();
  endTurn = undefined;
}

/**
 * Whether this story renders in an iframe of a docs page rather than in its own view. There
 * the a11y addon's automatic axe run is skipped: its panel cannot show the result, and each
 * story is checked in its own view (and by the Storybook e2e) anyway, while a run per frame
 * would hold up the stories after it by seconds each.
 */
export function isOnDocsPage(): boolean {
  if (typeof window === 'undefined' || window.parent === window) return false;
  try {
    return new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs';
  } catch {
    return false;
  }
}
