import type {
  AnalyticsDay,
  AnalyticsErrorReport,
  AnalyticsSummaryResponse,
  AnalyticsVital,
} from '@storefront-widgets/core';
import { scaleBand, scaleLinear } from 'd3-scale';
import { CommerceSection, RangeLinks } from './CommerceSection';

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 40 };

const SERIES = [
  { key: 'pageViews', label: 'Page views', className: 'chart__bar--views' },
  { key: 'events', label: 'Events', className: 'chart__bar--events' },
] as const;

const shortDate = (date: string) => date.slice(5);

/** Page views and events per day: grouped bars on d3 scales, with the numbers as a table. */
export function TrafficChart({ days }: { days: AnalyticsDay[] }) {
  const max = Math.max(1, ...days.flatMap((day) => [day.pageViews, day.events]));
  const x = scaleBand<string>()
    .domain(days.map((day) => day.date))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const series = scaleBand<string>()
    .domain(SERIES.map((s) => s.key))
    .range([0, x.bandwidth()])
    .padding(0.05);
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const total = days.reduce((sum, day) => sum + day.pageViews + day.events, 0);
  return (
    <figure className="chart" aria-labelledby="traffic-title">
      <figcaption id="traffic-title">Page views and events per day (UTC)</figcaption>
      {total === 0 ? (
        <p className="chart__empty">No page views or events recorded in these days.</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="traffic-title traffic-desc"
          className="chart__svg"
        >
          <title>Page views and events per day</title>
          <desc id="traffic-desc">
            {`${days.reduce((s, d) => s + d.pageViews, 0)} page views and ${days.reduce((s, d) => s + d.events, 0)} events from ${days[0]?.date} to ${days.at(-1)?.date}; the table below lists each day.`}
          </desc>
          {y.ticks(4).map((tick) => (
            <g key={tick} className="chart__grid">
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {days.map((day) => (
            <g key={day.date}>
              {SERIES.map((s) => (
                <rect
                  key={s.key}
                  className={`chart__bar ${s.className}`}
                  data-series={s.key}
                  data-value={day[s.key]}
                  x={(x(day.date) ?? 0) + (series(s.key) ?? 0)}
                  y={y(day[s.key])}
                  width={series.bandwidth()}
                  height={y(0) - y(day[s.key])}
                />
              ))}
              <text
                className="chart__label"
                x={(x(day.date) ?? 0) + x.bandwidth() / 2}
                y={HEIGHT - MARGIN.bottom + 16}
                textAnchor="middle"
              >
                {shortDate(day.date)}
              </text>
            </g>
          ))}
        </svg>
      )}
      <ul className="chart__legend">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className={`chart__swatch ${s.className}`} aria-hidden="true" /> {s.label}
          </li>
        ))}
      </ul>
      <details>
        <summary>Data table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Events</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.pageViews}</td>
                <td>{day.events}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const UNITS: Record<AnalyticsVital['name'], string> = { FCP: 'ms', LCP: 'ms', INP: 'ms', CLS: '' };
const NAMES: Record<AnalyticsVital['name'], string> = {
  FCP: 'First Contentful Paint',
  LCP: 'Largest Contentful Paint',
  CLS: 'Cumulative Layout Shift',
  INP: 'Interaction to Next Paint',
};
const format = (vital: AnalyticsVital, value: number) =>
  vital.name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ${UNITS[vital.name]}`;

const VITAL_WIDTH = 640;
const VITAL_HEIGHT = 96;

/** One web vital: how many records were good, needing improvement and poor, and the p75 against the thresholds. */
export function VitalChart({ vital }: { vital: AnalyticsVital }) {
  const [good, poor] = vital.thresholds;
  const count = vital.good + vital.needsImprovement + vital.poor;
  const id = `vital-${vital.name}`;
  const scale = scaleLinear()
    .domain([0, Math.max(poor * 1.5, vital.p75 ?? 0)])
    .range([8, VITAL_WIDTH - 8]);
  const share = scaleLinear()
    .domain([0, Math.max(1, count)])
    .range([0, VITAL_WIDTH - 16]);
  const parts = [
    { key: 'good', label: 'good', value: vital.good },
    { key: 'needs-improvement', label: 'needs improvement', value: vital.needsImprovement },
    { key: 'poor', label: 'poor', value: vital.poor },
  ];
  let offset = 8;
  const summary =
    count === 0
      ? 'No records yet.'
      : `${count} records: ${parts.map((p) => `${p.value} ${p.label}`).join(', ')}. 75th percentile ${format(vital, vital.p75 ?? 0)} (good up to ${format(vital, good)}, poor above ${format(vital, poor)}).`;
  return (
    <figure className="chart chart--vital" aria-labelledby={`${id}-title`} data-vital={vital.name}>
      <figcaption id={`${id}-title`}>
        {NAMES[vital.name]} ({vital.name})
      </figcaption>
      <p className="chart__summary" id={`${id}-desc`}>
        {summary}
      </p>
      {count > 0 && (
        <svg
          viewBox={`0 0 ${VITAL_WIDTH} ${VITAL_HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="chart__svg"
        >
          <title>{`${vital.name} ratings and 75th percentile`}</title>
          {parts.map((part) => {
            const width = share(part.value);
            const x = offset;
            offset += width;
            return (
              <rect
                key={part.key}
                className={`chart__rating chart__rating--${part.key}`}
                data-rating={part.key}
                data-value={part.value}
                x={x}
                y={8}
                width={width}
                height={24}
              />
            );
          })}
          <rect
            className="chart__band chart__rating--good"
            x={scale(0)}
            y={48}
            width={scale(good) - scale(0)}
            height={8}
          />
          <rect
            className="chart__band chart__rating--needs-improvement"
            x={scale(good)}
            y={48}
            width={scale(poor) - scale(good)}
            height={8}
          />
          <rect
            className="chart__band chart__rating--poor"
            x={scale(poor)}
            y={48}
            width={VITAL_WIDTH - 8 - scale(poor)}
            height={8}
          />
          {vital.p75 !== null && (
            <g className="chart__marker" data-p75={vital.p75}>
              <line x1={scale(vital.p75)} x2={scale(vital.p75)} y1={42} y2={62} />
              <text x={scale(vital.p75)} y={78} textAnchor="middle">{`p75 ${format(vital, vital.p75)}`}</text>
            </g>
          )}
        </svg>
      )}
    </figure>
  );
}

/** The latest error reports, newest first. */
export function ErrorTable({ errors }: { errors: AnalyticsErrorReport[] }) {
  if (errors.length === 0) return <p className="chart__empty">No error reports.</p>;
  return (
    <table className="errors">
      <caption>Latest error reports</caption>
      <thead>
        <tr>
          <th scope="col">When (UTC)</th>
          <th scope="col">Kind</th>
          <th scope="col">Message</th>
          <th scope="col">Page</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={`${error.timestamp}-${error.event}-${error.message}`}>
            <td>{new Date(error.timestamp).toISOString().replace('T', ' ').slice(0, 19)}</td>
            <td>{error.event}</td>
            <td>{error.message}</td>
            <td>{error.url ? new URL(error.url).pathname : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The owner's analytics page body: sales first, then traffic, performance and site errors. */
export function AnalyticsDashboard({ summary }: { summary: AnalyticsSummaryResponse }) {
  const { totals, range } = summary;
  return (
    <div className="analytics">
      <h1>Analytics</h1>
      <RangeLinks days={range.days} />
      <p className="analytics__totals">
        {`${range.from} to ${range.to} (UTC): ${totals.pageViews} page views, ${totals.events} events, ${totals.performanceRecords} performance records and ${totals.errors} error reports.`}
      </p>
      <CommerceSection commerce={summary.commerce} range={range} />
      <section aria-labelledby="traffic-heading">
        <h2 id="traffic-heading">Traffic</h2>
        <TrafficChart days={summary.days} />
      </section>
      <section aria-labelledby="vitals-heading">
        <h2 id="vitals-heading">Performance</h2>
        {summary.vitals.map((vital) => (
          <VitalChart key={vital.name} vital={vital} />
        ))}
      </section>
      <section aria-labelledby="errors-heading">
        <h2 id="errors-heading">Site errors</h2>
        <ErrorTable errors={summary.errors} />
      </section>
    </div>
  );
}
