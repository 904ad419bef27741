import type { PluginSamples } from '../PluginSamples';
import { COMMERCE_SAMPLES } from './commerceSamples';
import { CONTENT_FORMATTER_SAMPLES } from './contentFormatterSamples';
import { CONTENT_PREDICATE_SAMPLES } from './contentPredicateSamples';
import { CORE_SAMPLES } from './coreSamples';
import { DATE_SAMPLES } from './dateSamples';
import { I18N_SAMPLES } from './i18nSamples';
import { SOCIAL_SAMPLES } from './socialSamples';

/** Samples of every family; a new family adds its file and one entry here. */
export const ALL_SAMPLES: PluginSamples[] = [
  CORE_SAMPLES,
  COMMERCE_SAMPLES,
  CONTENT_FORMATTER_SAMPLES,
  CONTENT_PREDICATE_SAMPLES,
  DATE_SAMPLES,
  I18N_SAMPLES,
  SOCIAL_SAMPLES,
];
