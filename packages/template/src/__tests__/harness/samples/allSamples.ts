import type { PluginSamples } from '../PluginSamples';
import { COMMERCE_SAMPLES } from './commerceSamples';
import { CORE_SAMPLES } from './coreSamples';

/** Samples of every family; a new family adds its file and one entry here. */
export const ALL_SAMPLES: PluginSamples[] = [CORE_SAMPLES, COMMERCE_SAMPLES];
