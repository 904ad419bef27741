import type { PluginSamples } from '../PluginSamples';

/** An image node as the platform's content items carry it. */
const image = {
  id: 'img1',
  assetUrl: 'https://images.example.com/a/shirt.jpg',
  originalSize: '1500x1000',
  mediaFocalPoint: { x: 0.3, y: 0.6 },
  colorData: {
    topLeftAverage: 'f2e8d5',
    topRightAverage: 'e0d6c4',
    bottomLeftAverage: '2b2b2b',
    bottomRightAverage: '303030',
    centerAverage: '8a7f70',
  },
  systemDataVariants: '100w,300w,500w,750w,1000w',
  title: 'Linen shirt & "tie"',
  componentKey: 'k-1',
};

/** Arguments and data for the content formatters (plugins/content). */
export const CONTENT_FORMATTER_SAMPLES: PluginSamples = {
  formatters: {
    'child-image-meta': [[], ['1'], ['x']],
    image: [[], ['product-image'], ['a', 'b']],
    'image-color': [[], ['topLeft'], ['center', 'background-color'], ['nope']],
    resizedHeightForWidth: [['300'], ['x'], []],
    resizedWidthForHeight: [['200'], ['1000']],
    squarespaceThumbnailForHeight: [['200'], ['800'], []],
    squarespaceThumbnailForWidth: [['50'], ['101'], ['301'], ['501'], ['751'], ['1001'], ['3000'], []],
    video: [[], ['load-false'], ['color-data'], ['load-false', 'color-data']],
  },
  values: [
    image,
    {
      assetUrl: 'https://images.example.com/b/mug.png',
      originalSize: '400x600',
      body: '<p>A mug for <b>tea</b> &amp; coffee</p>',
      systemDataVariants: '100w,300w,500w,750w,1000w,1500w,2500w',
      licensedAssetPreview: {},
    },
    { assetUrl: '/c/plain.jpg', filename: 'plain.jpg', originalSize: 'x', colorData: {} },
    {
      items: [image, { assetUrl: '/d/second.jpg', title: 'Second', originalSize: '800x800' }],
      coverImage: image,
    },
    {
      blockType: 5,
      img: { assetUrl: '/e/block.jpg', altText: '  Alt from the block  ', title: 'ignored' },
    },
    {
      recordType: 11,
      recordTypeLabel: 'store-item',
      categories: ['New In', 'Sale!'],
      tags: ['Linen', 'Summer 2024'],
      author: { displayName: 'Ann Smith' },
      starred: true,
      promotedBlockType: 'Image Block',
      structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 0, unlimited: false }] },
    },
    {
      oembed: { html: '<iframe src="https://video.example.com/1"></iframe>', providerName: 'Vimeo' },
      overlay: true,
      mainImageId: 'm1',
      assetUrl: '/f/poster.jpg',
      originalSize: '1920x1080',
      colorData: image.colorData,
    },
    { structuredContent: { audioAssetUrl: 'https://audio.example.com/ep1.mp3' }, id: 'ep1' },
    { hue: 210, saturation: 0.5, lightness: 0.25 },
    { hue: 10.125, saturation: 1, lightness: 0.5, alpha: 0.75 },
    { hue: 400, saturation: 2, lightness: 0.5, alpha: 2 },
    { hue: 0, saturation: 0 },
    '1500x1000',
    '400x300',
    '#ffffff',
    '#123',
    '7fffff',
    '#800000',
    125_500,
    3_600_000,
    'shirts',
  ],
};
