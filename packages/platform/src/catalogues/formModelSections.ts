/** Sections of the form editor's model. */
export const FORM_MODEL_SECTIONS = ['BUILD', 'STORAGE', 'ADVANCED', 'CAPTCHA', 'DISCLAIMER'] as const;

/** One of {@link FORM_MODEL_SECTIONS}. */
export type FormModelSection = (typeof FORM_MODEL_SECTIONS)[number];
