// @vitest-environment happy-dom
import { TYPE } from '@formatjs/icu-messageformat-parser';
import {
  COMPILED_EN_FORMS,
  COMPILED_EN_INITIAL,
  createCartStore,
  createLazyMessages,
  createMessages,
  type Messages,
} from '@storefront-widgets/core';
import { render, unusedClient } from '@storefront-widgets/test-utils/widgets';
import { describe, expect, it } from 'vitest';
import { StorefrontProvider, useMessagePart } from '../index';

function Required({ seen }: { seen: Messages[] }) {
  const messages = useMessagePart(COMPILED_EN_FORMS);
  seen.push(messages);
  return <p>{messages.format('form.required')}</p>;
}

function renderWith(messages: Messages) {
  const seen: Messages[] = [];
  const cartStore = createCartStore({ client: unusedClient, messages });
  const { container } = render(
    <StorefrontProvider client={unusedClient} cartStore={cartStore} messages={messages}>
      <Required seen={seen} />
    </StorefrontProvider>,
  );
  return { text: container.textContent, seen };
}

const neverLoads = () => new Promise<never>(() => {});

describe('useMessagePart', () => {
  it('adds the part to messages that load their catalogue in parts, before it is formatted', () => {
    const messages = createLazyMessages({ catalogue: COMPILED_EN_INITIAL, load: neverLoads });
    const { text, seen } = renderWith(messages);
    expect(text).toBe('Required');
    expect(seen[0]).toBe(messages);
    // The page's one formatter has it now, for every widget.
    expect(messages.format('form.emailInvalid')).toContain('Email is not valid.');
  });

  it("keeps the page's own wording of the part's ids", () => {
    const messages = createLazyMessages({
      catalogue: { ...COMPILED_EN_INITIAL, 'form.required': [{ type: TYPE.literal, value: 'Obligatoire' }] },
      load: neverLoads,
    });
    expect(renderWith(messages).text).toBe('Obligatoire');
  });

  it('uses a formatter that holds every message as it is', () => {
    const messages = createMessages();
    const { text, seen } = renderWith(messages);
    expect(text).toBe('Required');
    expect(seen[0]).toBe(messages);
  });
});
