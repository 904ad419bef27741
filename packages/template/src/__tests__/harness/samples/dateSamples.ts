import type { PluginSamples } from '../PluginSamples';

/** Arguments and data for the date family (plugins/date). */
export const DATE_SAMPLES: PluginSamples = {
  formatters: {
    date: [
      ['%Y-%m-%d'],
      ['%A,', '%B', '%e,', '%Y', '%l:%M', '%p', '%Z'],
      ['%c'],
      ['%D', '%T', '%z'],
      ['%U', '%W', '%V', '%G', '%j', '%u', '%w'],
      ['%x', '%X', '%r', '%R', '%v', '%F', '%C', '%y', '%q'],
      [],
    ],
  },
  values: [
    1_700_000_000_000,
    1_690_000_000_000,
    1_704_067_200_000,
    1_735_603_200_000,
    -86_400_000,
    { website: { timeZone: 'Europe/Paris' }, when: 1_700_000_000_000 },
    { website: { timeZone: 'Asia/Kolkata' } },
    { website: { timeZone: 'Australia/Adelaide' } },
    { website: { timeZone: 'America/Los_Angeles' } },
  ],
};
