// The product-list page `npm run bench:template` renders: 50 products with money, images, stock
// status, dates, predicates, a nested repeated section (variants) and a partial (the card).
//
// Two versions of the card: CORE uses only the core formatters and predicates, so both engines do
// the same work today; FULL adds the commerce, image and date formatters of the platform
// (money, product-status, image, date, on-sale?, sold-out?), which this engine gets from the
// families still being written. Until then FULL reports those tags as unknown formatters here and
// the bench says so: its numbers are not like for like yet.

/** The formatters and predicates only FULL uses. */
export const FULL_ONLY = ['money', 'product-status', 'image', 'date', 'on-sale?', 'sold-out?'];

export const PAGE = `<main>
{.section collection}<h1>{title|html}</h1><p>{description|safe|truncate 120}</p>{.end}
<div class="grid">
{.repeated section items}{@|apply product-card.block}{.alternates with}
{.or}<p>No products.</p>{.end}
</div>
<footer>{items|count} products{.if website.storeSettings.currencyCode} in {website.storeSettings.currencyCode}{.end}</footer>
</main>`;

const CARD_HEAD = `<article class="product{.if structuredContent.onSale} on-sale{.end}" data-index="{@index}" data-id="{id|htmlattr}">
<a href="{fullUrl}"><h2>{title|html|truncate 40}</h2></a>
{.section assetUrl}<img src="{@}?format=500w" alt="{title|htmlattr}" data-focal="{mediaFocalPoint.x},{mediaFocalPoint.y}">{.end}
{.equal? structuredContent.productType 1}<span class="type">Physical</span>{.or equal? structuredContent.productType 2}<span class="type">Digital</span>{.or}<span class="type">Other</span>{.end}
<ul class="variants">{.repeated section structuredContent.variants}<li class="{@index|cycle odd even}">{sku|html}{.section attributes}: {Size|html} / {Color|html}{.end}
 {.if unlimited}in stock{.or}{.greaterThan? qtyInStock 0}{qtyInStock} left{.or}sold out{.end}{.end}</li>{.end}</ul>
{.if tags}<p class="tags">{.repeated section tags}<a href="/shop?tag={@|url-encode}">{@|html}</a>{.alternates with}, {.end}</p>{.end}
{.var @first structuredContent.variants.0}`;

const CARD_TAIL = `
<p class="excerpt">{excerpt|safe|truncate 80}</p>
</article>`;

/** Core formatters only: prices as raw minor units, dates as the timestamp. */
export const CORE_CARD = `${CARD_HEAD}
<p class="price">{@first.priceMoney.value} {@first.priceMoney.currency}{.if structuredContent.onSale} <s>{@first.salePriceMoney.value}</s>{.end}</p>
<time data-ts="{addedOn}">{addedOn}</time>${CARD_TAIL}`;

/** With the platform's commerce, image and date formatters. */
export const FULL_CARD = `${CARD_HEAD}
<p class="price">{@first.priceMoney|money}{.on-sale?} <s>{@first.salePriceMoney|money}</s>{.end}</p>
<p class="status">{@|product-status}{.sold-out?} (sold out){.end}</p>
{@|image}
<time>{addedOn|date %B %d, %Y}</time>${CARD_TAIL}`;

const COLORS = ['Red', 'Blue', 'Green', 'Black'];

/** 50 products, deterministic. */
export function pageData() {
  const items = Array.from({ length: 50 }, (_, i) => {
    const price = 1000 + i * 137;
    const onSale = i % 4 === 0;
    return {
      id: `product-${i}`,
      title: `Product number ${i} & friends <limited>`,
      fullUrl: `/shop/p/product-${i}`,
      assetUrl: `https://images.example.com/product-${i}.jpg`,
      originalSize: '1500x1000',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      addedOn: 1_700_000_000_000 - i * 86_400_000,
      tags: i % 3 === 0 ? [] : ['new', `tag ${i}`, 'gift ideas'],
      excerpt: `<p>A <b>fine</b> product, number ${i}, made with care. It has a long description that goes on.</p>`,
      structuredContent: {
        productType: (i % 3) + 1,
        onSale,
        variants: Array.from({ length: 3 }, (_, v) => ({
          sku: `SKU-${i}-${v}`,
          priceMoney: { value: String(price + v * 100), currency: 'USD' },
          salePriceMoney: { value: String(price - 200), currency: 'USD' },
          onSale,
          unlimited: v === 0 && i % 5 === 0,
          qtyInStock: (i + v) % 4,
          attributes: { Size: ['S', 'M', 'L'][v], Color: COLORS[i % 4] },
        })),
      },
    };
  });
  return {
    collection: { title: 'Shop', description: '<p>Everything we make, <em>in one place</em>.</p>' },
    website: { timeZone: 'America/New_York', storeSettings: { currencyCode: 'USD' } },
    items,
  };
}
