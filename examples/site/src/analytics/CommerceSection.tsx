import {
  ANALYTICS_RANGES,
  type AnalyticsCommerce,
  type AnalyticsSummaryResponse,
  type AnalyticsTopProduct,
  formatMoney,
} from '@storefront-widgets/core';

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('en-US');

/** The range links: the page is server-rendered, so a range is a link (no script). */
export function RangeLinks({ days }: { days: number }) {
  return (
    <nav className="analytics__ranges" aria-label="Range">
      {ANALYTICS_RANGES.map((range) => (
        <a key={range} href={`/analytics?days=${range}`} aria-current={range === days ? 'page' : undefined}>
          {`Last ${range} days`}
        </a>
      ))}
    </nav>
  );
}

/** One of the two top-product tables, or what will appear there. */
function TopProducts({
  title,
  products,
  column,
  value,
  empty,
}: {
  title: string;
  products: AnalyticsTopProduct[];
  column: string;
  value: (product: AnalyticsTopProduct) => string;
  empty: string;
}) {
  return (
    <div className="top-products">
      <h3>{title}</h3>
      {products.length === 0 ? (
        <p className="chart__empty">{empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="analytics__number">
                {column}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.itemId}>
                <th scope="row">{product.title}</th>
                <td className="analytics__number">{value(product)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * What the store sold in the range: product views, adds to cart, purchases, revenue in the
 * store's currency, the conversion rate, and the top products by revenue and by adds.
 */
export function CommerceSection({
  commerce,
  range,
}: {
  commerce: AnalyticsCommerce;
  range: AnalyticsSummaryResponse['range'];
}) {
  const money = (cents: number) => formatMoney(cents, commerce.currency);
  const period = `these ${range.days} days`;
  const figures = [
    { label: 'Product views', value: COUNT.format(commerce.productViews) },
    {
      label: 'Adds to cart',
      value: COUNT.format(commerce.addsToCart),
      note: `${COUNT.format(commerce.unitsAdded)} units`,
    },
    { label: 'Purchases', value: COUNT.format(commerce.purchases) },
    { label: `Revenue (${commerce.currency})`, value: money(commerce.revenueCents) },
    {
      label: 'Conversion rate',
      value: commerce.conversionRate === null ? '–' : PERCENT.format(commerce.conversionRate),
      note: `${COUNT.format(commerce.purchasingSessions)} of ${COUNT.format(commerce.sessions)} shopping sessions bought`,
    },
  ];
  const shopped = commerce.productViews + commerce.addsToCart + commerce.purchases > 0;
  return (
    <section aria-labelledby="commerce-heading" className="analytics__section">
      <h2 id="commerce-heading">Sales</h2>
      {!shopped && (
        <p className="chart__empty">
          {`No shopping recorded in ${period}. Product views, adds to cart and purchases appear here as soon as shoppers browse and buy; the page counts them each time it is opened.`}
        </p>
      )}
      <dl className="figures">
        {figures.map((figure) => (
          <div key={figure.label} className="figures__item">
            <dt>{figure.label}</dt>
            <dd>
              <span className="figures__value">{figure.value}</span>
              {figure.note && <span className="figures__note">{figure.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {commerce.otherCurrencyPurchases > 0 && (
        <p className="analytics__note">
          {`${COUNT.format(commerce.otherCurrencyPurchases)} of the purchases were paid in another currency: counted in purchases, not in the ${commerce.currency} revenue.`}
        </p>
      )}
      <div className="top-products__lists">
        <TopProducts
          title="Top products by revenue"
          products={commerce.topByRevenue}
          column="Revenue"
          value={(product) => money(product.revenueCents)}
          empty={`No purchases in ${period}. Products appear here once a cart they were added to is bought.`}
        />
        <TopProducts
          title="Top products by adds to cart"
          products={commerce.topByAdds}
          column="Units added"
          value={(product) => COUNT.format(product.unitsAdded)}
          empty={`Nothing added to a cart in ${period}. Products appear here as shoppers add them.`}
        />
      </div>
    </section>
  );
}
