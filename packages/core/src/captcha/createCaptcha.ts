import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { CAPTCHA_NOT_SET_UP } from './executeCaptcha';

/** Which captcha a site uses: the v2 checkbox, or the invisible enterprise v3 run on submit. */
export type CaptchaType = 'classic' | 'enterprise';

/**
 * What a rendered captcha offers (the React `<Captcha>` handle satisfies it): the classic answer,
 * the enterprise challenge and a reset.
 */
export interface CaptchaWidget {
  /** The classic captcha's response token; '' until the visitor answers. */
  getResponse(): string;
  /** Runs the enterprise challenge for an action and resolves its token. */
  execute(action: string): Promise<string>;
  /** Clears the challenge so the visitor answers again. */
  reset(): void;
}

/** The one captcha interface every flow uses (site forms, restock sign-ups). */
export interface Captcha {
  readonly type: CaptchaType;
  /**
   * The token to send with the submission: the classic answer ('' while unanswered), or the
   * enterprise challenge's token. Rejects when the captcha cannot run.
   */
  getToken(): Promise<string>;
  /** Clears the challenge after a failed submission. */
  reset(): void;
}

/** Options of {@link createCaptcha}. */
export interface CaptchaOptions {
  type: CaptchaType;
  /** The site key; without one an enterprise challenge rejects with the platform's message. */
  siteKey: string | null | undefined;
  /** The enterprise action name, e.g. `'form_submit'`. */
  action: string;
  /** The rendered widget, read on every call (a view mounts it after the flow is created). */
  widget: () => CaptchaWidget | null | undefined;
  messages?: Messages;
}

/**
 * The {@link Captcha} of a flow over a rendered widget. An enterprise challenge without a site key
 * rejects with 'Enterprise V3 ReCaptcha site key not found'; one whose widget is
 * not rendered rejects with 'ReCaptcha has not been set up!'.
 */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const { type, siteKey, action, widget } = options;
  const messages = options.messages ?? getDefaultMessagesFor();
  return {
    type,
    async getToken() {
      const current = widget();
      if (type === 'classic') return current?.getResponse() ?? '';
      if (!siteKey) throw new Error(messages.format('restock.siteKeyMissing'));
      if (!current) throw new Error(CAPTCHA_NOT_SET_UP);
      return current.execute(action);
    },
    reset: () => widget()?.reset(),
  };
}
