import * as v from 'valibot';
import { formBoolean, queryBoolean, text } from './schemaParts';

/** A BCP 47 language tag such as `fr` or `pt-BR`. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** `POST /api/site-users/account/session`. */
export const SessionLoginRequestSchema = v.object({
  email: text(256),
  password: text(1000),
  rememberMe: v.optional(formBoolean(), false),
});

/** `DELETE /api/site-users/account/session` query: keep a copy of the cart after signing out. */
export const SignOutQuerySchema = v.object({ cloneCart: queryBoolean() });

/** `POST /api/site-users/account/locale`. */
export const SiteUserLocaleRequestSchema = v.object({
  language: v.pipe(
    text(35),
    v.regex(LANGUAGE_TAG, '"{field}" must be a language tag such as "fr" or "pt-BR".'),
  ),
});
