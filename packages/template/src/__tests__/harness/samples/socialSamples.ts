import type { PluginSamples } from '../PluginSamples';

const item = {
  id: 'p1',
  fullUrl: '/blog/first-post',
  title: 'First <post>',
  publicCommentCount: 3,
  commentState: 1,
  likeCount: 12,
  recordType: 1,
  systemDataId: 'sd1',
  assetUrl: 'https://images.example.com/p1.jpg',
};

/** Arguments and data for the social family (plugins/social). */
export const SOCIAL_SAMPLES: PluginSamples = {
  formatters: {},
  predicates: { 'comments?': [[]], 'disqus?': [[]] },
  values: [
    item,
    { ...item, id: 'p2', publicCommentCount: 1, commentState: 2, mainImage: { assetUrl: '/m.jpg' } },
    { id: 'p3', publicCommentCount: 0, commentState: 0, mainImageId: 'mi3' },
    { item, collection: { id: 'c1', publicCommentCount: 7, commentState: 1 } },
    {
      website: { shareButtonOptions: { facebook: true } },
      websiteSettings: { simpleLikingEnabled: true, commentsEnabled: true },
    },
    { websiteSettings: { disqusShortname: 'shop', disqusShortName: 'shop', commentsEnabled: false } },
    {
      title: 'Launch & party',
      startDate: 1_700_000_000_000,
      endDate: 1_700_010_800_000,
      location: { addressLine1: '1 Main St ', addressLine2: '', addressCountry: 'United States' },
    },
    { title: 'Café day', startDate: 1_690_000_000_000, endDate: 1_690_003_600_000 },
    'New shop open: https://shop.example.com/new?a=1&b=2 thanks @maker_co #linen',
    { userName: 'shopco' },
    { profileUrl: 'https://twitter.com/othershop' },
  ],
};
