import * as v from 'valibot';
import { integer, jsonObject, list, optionalText, text } from './schemaParts';
import { LANGUAGE_TAG } from './sessionSchemas';

/** `PUT /api/multilingual/languages`: up to 50 language tags. */
export const MultilingualLanguagesRequestSchema = v.object({
  languages: list(
    v.pipe(
      v.string('"{field}" must be a language tag.'),
      v.regex(LANGUAGE_TAG, '"{field}" must be a language tag.'),
    ),
    50,
  ),
});

/** `PUT /api/site-header-footer`: two free-form objects. */
export const HeaderFooterSchema = v.object({ header: jsonObject(), footer: jsonObject() });

/** `PUT /api/v1/commerce-preferences/{namespace}`: up to 200 flat preferences. */
export const CommercePreferencesSchema = v.pipe(
  jsonObject(),
  v.record(
    v.pipe(v.string(), v.maxLength(100, 'Preference names are at most 100 characters.')),
    v.union(
      [v.string(), v.number(), v.boolean(), v.null()],
      '"{field}" must be a string, number, boolean or null.',
    ),
  ),
  v.check(
    (prefs) => Object.keys(prefs).filter((key) => key !== 'websiteId').length <= 200,
    'At most 200 preferences per namespace.',
  ),
);

/** A commerce-preferences namespace. */
export const PREFERENCES_NAMESPACE = /^[A-Za-z0-9._-]{1,64}$/;

const LEVELS = 3;

/** Navigation items, at most 200 per level and {@link LEVELS} levels deep. */
function navigationItems(level: number): v.GenericSchema {
  const link = () => optionalText();
  return list(
    v.object({
      collectionId: link(),
      externalLink: link(),
      memberAreaId: link(),
      title: link(),
      children: v.optional(
        level < LEVELS
          ? v.lazy(() => navigationItems(level + 1))
          : v.pipe(v.array(v.unknown()), v.maxLength(0, 'Navigation can be nested at most 3 levels deep.')),
        [],
      ),
    }),
    200,
  );
}

/** `POST /api/widget/UpdateNavigation`. */
export const UpdateNavigationRequestSchema = v.object({
  fieldName: v.picklist(['mainNav', 'secondaryNav'], '"{field}" must be mainNav or secondaryNav.'),
  templateId: text(200),
  navigation: v.object({ items: navigationItems(1) }),
});

/** Store collection payload. */
export const StoreCollectionRequestSchema = v.object({
  title: text(200),
  navigationTitle: text(200),
  urlId: v.pipe(
    text(200),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, '"{field}" must be lowercase letters, digits and dashes.'),
  ),
  description: optionalText(5000),
  enabled: v.literal(true, '"{field}" must be true.'),
});

/** Root category payload. */
export const RootCategoryRequestSchema = v.object({
  displayName: text(200),
  parentCategoryId: v.nullish(v.null('A root category has no parent.')),
  type: v.literal('ROOT', '"{field}" must be ROOT.'),
  pageRendering: v.literal('LIST_VIEW', '"{field}" must be LIST_VIEW.'),
  displayIndex: integer(0, 10_000),
});
