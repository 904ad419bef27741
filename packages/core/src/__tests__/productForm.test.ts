import {
  ApiError,
  createMessages,
  createProductForm,
  type FormDefinition,
  type HttpClient,
  loadFormDefinition,
  type ProductFormOptions,
} from '@storefront-widgets/core';
import { createForm, createFormField, FORM_IDS } from '@storefront-widgets/mock-backend';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const engraving: FormDefinition = createForm({
  id: FORM_IDS.engraving,
  name: 'Engraving',
  fields: [
    createFormField({ id: 'engraving', type: 'text', title: 'Engraving text', required: true }),
    createFormField({
      id: 'font',
      type: 'select',
      title: 'Font',
      options: ['Serif', 'Sans'],
      required: true,
    }),
  ],
});

/** A client whose GetTemplateSchema answers after `delayMs` (fake timers), or fails with `error`. */
function fakeClient({ delayMs = 300, error }: { delayMs?: number; error?: unknown } = {}) {
  const get = vi.fn(
    (_path: string, query?: Record<string, string | number | boolean | undefined>) =>
      new Promise((resolve, reject) =>
        setTimeout(
          () => (error ? reject(error) : resolve({ form: { ...engraving, id: query?.formId } })),
          delayMs,
        ),
      ),
  );
  const unused = () => Promise.reject(new Error('not used'));
  const client = {
    get,
    post: unused,
    put: unused,
    delete: unused,
    postForm: unused,
  } as unknown as HttpClient;
  return { client, get };
}

const messages = createMessages();

function create(overrides: Partial<ProductFormOptions> & Pick<ProductFormOptions, 'client'>) {
  return createProductForm({
    formId: FORM_IDS.engraving,
    messages,
    onSubmit: vi.fn(async () => null),
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createProductForm', () => {
  it('loads the definition once per form id, shared by every form of the client', async () => {
    const { client, get } = fakeClient();
    const first = create({ client });
    const second = create({ client });
    expect(first.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(300);
    expect(first.getState()).toMatchObject({ status: 'editing', form: { name: 'Engraving' } });
    expect(second.getState().status).toBe('editing');
    // Opened again later (the cart's edit after its listing): no second request.
    const later = create({ client });
    await vi.advanceTimersByTimeAsync(0);
    expect(later.getState().status).toBe('editing');
    expect(get).toHaveBeenCalledOnce();
    expect(get.mock.calls[0]?.[1]).toMatchObject({ formId: FORM_IDS.engraving });
    // Another form id is another request.
    create({ client, formId: 'form-other' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('starts from the given answers, worked out from the definition', async () => {
    const { client } = fakeClient();
    const form = create({
      client,
      initialInputs: (definition) => ({ [definition.fields[0]?.id ?? '']: 'Ada', font: 'Serif' }),
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(form.getState().inputs).toEqual({ engraving: 'Ada', font: 'Serif' });
  });

  it("validates every field with the platform's checks and sends nothing while one fails", async () => {
    const { client } = fakeClient();
    const onSubmit = vi.fn(async () => null);
    const form = create({ client, onSubmit });
    await vi.advanceTimersByTimeAsync(300);
    form.setInput('font', 'Sans');
    await expect(form.submit()).resolves.toBe('invalid');
    expect(form.getState()).toMatchObject({ status: 'editing', errors: { engraving: 'Required' } });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("serialises the answers, locks while saving ('Saving…'), and unlocks with the failure to show", async () => {
    const { client } = fakeClient();
    const answers: string[] = [];
    const onSubmit = (additionalFields: string) => {
      answers.push(additionalFields);
      return new Promise<string | null>((resolve) =>
        setTimeout(() => resolve(answers.length === 1 ? 'Unable to update form: Out of stock.' : null), 1000),
      );
    };
    const form = create({ client, onSubmit });
    await vi.advanceTimersByTimeAsync(300);
    form.setInput('engraving', 'Grace');
    form.setInput('font', 'Sans');
    const saving = form.submit();
    expect(form.getState().status).toBe('saving');
    // A second click while saving sends nothing.
    await expect(form.submit()).resolves.toBe('ignored');
    await vi.advanceTimersByTimeAsync(999);
    expect(form.getState().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    await expect(saving).resolves.toBe('failed');
    expect(form.getState()).toMatchObject({
      status: 'editing',
      message: 'Unable to update form: Out of stock.',
    });
    expect(answers).toEqual([JSON.stringify({ engraving: 'Grace', font: 'Sans' })]);
    // Fixed and sent again: saved, the message gone.
    const again = form.submit();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(again).resolves.toBe('saved');
    expect(form.getState()).toMatchObject({ status: 'editing', message: null, errors: {} });
  });

  it("says 'Unable to open form' with the reason when the definition cannot load, and asks again next time", async () => {
    const failing = fakeClient({ error: new ApiError({ status: 404, message: 'Form not found.' }) });
    const form = create({ client: failing.client });
    await vi.advanceTimersByTimeAsync(300);
    expect(form.getState()).toMatchObject({
      status: 'failed',
      message: 'Unable to open form Form not found.',
    });
    await expect(form.submit()).resolves.toBe('ignored');
    const retry = loadFormDefinition(failing.client, FORM_IDS.engraving);
    retry.catch(() => {});
    expect(failing.get).toHaveBeenCalledTimes(2);
  });

  it('changes nothing once destroyed, when the definition arrives late', async () => {
    const { client } = fakeClient({ delayMs: 5000 });
    const form = create({ client });
    const listener = vi.fn();
    form.subscribe(listener);
    form.destroy();
    await vi.advanceTimersByTimeAsync(5000);
    expect(form.getState().status).toBe('loading');
    expect(listener).not.toHaveBeenCalled();
  });
});
