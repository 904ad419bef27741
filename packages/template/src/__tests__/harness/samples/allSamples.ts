import type { PluginSamples } from '../PluginSamples';
import { COMMERCE_SAMPLES } from './commerceSamples';
import { CONTENT_PREDICATE_SAMPLES } from './contentPredicateSamples';
import { CORE_SAMPLES } from './coreSamples';

/** Samples of every family; a new family adds its file and one entry here. */
export const ALL_SAMPLES: PluginSamples[] = [CORE_SAMPLES, COMMERCE_SAMPLES, CONTENT_PREDICATE_SAMPLES];
