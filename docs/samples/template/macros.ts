import { render } from '@storefront-widgets/template';

// A macro called with arguments: `key=value` words become `@args` (values are text).
const badge = render('{.macro badge}<b class="{@args.tone}">{name}</b>{.end}{@|apply badge tone=sale}', {
  data: { name: 'Tee' },
});
// badge.output === '<b class="sale">Tee</b>'

// `private`: the partial sees only the node it is given, not the page around it.
const card = render('{.section product}{@|apply card private}{.end}', {
  data: { title: 'Shop', product: { name: 'Mug' } },
  partials: { card: '{name} in {title}' },
});
// card.output === 'Mug in ' (title is not looked up outside the product)

// `{.include}` runs a macro or partial where it stands: what it defines stays defined, what it
// writes is dropped unless `output` follows its name.
const page = render(
  '{.macro setup}{.var @currency store.currency}{.end}{.include setup}Prices in {@currency}',
  {
    data: { store: { currency: 'EUR' } },
  },
);

// page.output === 'Prices in EUR'

export { badge, card, page };
