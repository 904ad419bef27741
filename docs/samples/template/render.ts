import { compile, render } from '@storefront-widgets/template';

const { tree, errors } = compile('<h1>{title|html}</h1>{.repeated section items}{@|apply card}{.end}');
// `tree` is a plain JSON-serialisable instruction tree: cache it, ship it, render it many times.
const { output, errors: renderErrors } = render(tree, {
  data: { title: 'Shop', items: [{ name: 'Tee' }] },
  partials: { card: '<p>{name|html}</p>' }, // source or compiled trees, by name
  injects: { './settings.json': { currency: 'EUR' } }, // for {.inject @settings ./settings.json}
  locale: 'de-DE', // default 'en-US'
  timeZone: 'Europe/Berlin', // default 'America/New_York'
  now: Date.UTC(2024, 0, 1), // fixed "now" for relative dates, ms or a Date; default the clock
});

export { errors, output, renderErrors };
