import {
  COMPILED_FR,
  characterCounter,
  createMessages,
  isRealDate,
  isRealTime,
  isValidEmail,
  isValidPhone,
  isValidVisitorRecordCookie,
  isValidVisitTimeCookie,
  missingOptionsError,
  numberInputError,
  QUANTITY_LIMITS,
  validateForm,
  validateFormField,
  validateQuantity,
  validateRestockForm,
} from '@storefront-widgets/core';
import { describe, expect, it } from 'vitest';
import { messages } from './helpers/fixtures';

describe('add-to-cart option errors', () => {
  it('one missing option', () => {
    expect(missingOptionsError(['Size'], messages)?.message).toBe('Please select the Size option.');
  });
  it('two missing options', () => {
    expect(missingOptionsError(['Size', 'Color'], messages)?.message).toBe(
      'Please select the Size and Color options.',
    );
  });
  it('three or more: comma list with "and" before the last', () => {
    expect(missingOptionsError(['Size', 'Color', 'Material'], messages)?.message).toBe(
      'Please select the Size, Color and Material options.',
    );
    expect(missingOptionsError(['A', 'B', 'C', 'D'], messages)?.message).toBe(
      'Please select the A, B, C and D options.',
    );
  });
  it('nothing missing → null', () => {
    expect(missingOptionsError([], messages)).toBeNull();
  });
  it('localises the conjunction', () => {
    expect(
      missingOptionsError(['Taille', 'Couleur'], createMessages({ locale: 'fr', catalogue: COMPILED_FR }))
        ?.message,
    ).toBe('Veuillez choisir les options Taille et Couleur.');
  });
});

describe('quantity', () => {
  it('limits are integer 1..9999, step 1, initial 1', () => {
    expect(QUANTITY_LIMITS).toEqual({ min: 1, max: 9999, step: 1, initial: 1 });
  });
  it('not a number', () => {
    expect(validateQuantity('abc', messages)?.message).toBe('Quantity must be a number.');
    expect(validateQuantity('', messages)?.message).toBe('Quantity must be a number.');
  });
  it('not whole', () => {
    expect(validateQuantity('1.5', messages)?.message).toBe('Quantity must be a whole number');
  });
  it('range', () => {
    expect(validateQuantity(0, messages)?.id).toBe('addToCart.quantityOutOfRange');
    expect(validateQuantity(10000, messages)?.id).toBe('addToCart.quantityOutOfRange');
    expect(validateQuantity('1', messages)).toBeNull();
    expect(validateQuantity(9999, messages)).toBeNull();
  });
});

describe('email', () => {
  it('accepts well-formed addresses', () => {
    expect(isValidEmail('jo@example.com')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.co')).toBe(true);
    expect(isValidEmail('a@b.io')).toBe(true);
  });
  it('requires @, a dotted domain and a 2–4 letter/digit final part', () => {
    expect(isValidEmail('jo.example.com')).toBe(false);
    expect(isValidEmail('jo@localhost')).toBe(false);
    expect(isValidEmail('jo@example.c')).toBe(false);
    expect(isValidEmail('jo@example.museum')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
  });
  it('limits the length to 256 characters', () => {
    const local = 'a'.repeat(256 - '@example.com'.length);
    expect(isValidEmail(`${local}@example.com`)).toBe(true);
    expect(isValidEmail(`a${local}@example.com`)).toBe(false);
  });
});

describe('form fields', () => {
  const requiredKinds = [
    'text',
    'textarea',
    'email',
    'number',
    'currency',
    'website',
    'password',
    'twitter',
    'name',
    'date',
    'time',
    'address',
    'phone',
    'select',
    'radio',
    'checkbox',
  ] as const;

  it.each(requiredKinds)('required empty %s → "Required"', (type) => {
    const field = { id: 'f', type, required: true, options: ['a'] };
    expect(validateFormField(field, undefined)?.message).toBe('Required');
    expect(validateFormField(field, '')?.message).toBe('Required');
    expect(validateFormField(field, ['', ''])?.message).toBe('Required');
  });

  it('optional empty passes', () => {
    expect(validateFormField({ id: 'f', type: 'email' }, '')).toBeNull();
    expect(validateFormField({ id: 'f', type: 'text' }, '   ')).toBeNull();
  });

  it('likert is never required and sections are skipped', () => {
    expect(validateFormField({ id: 'l', type: 'likert', required: true, options: ['Q1'] }, {})).toBeNull();
    expect(validateFormField({ id: 's', type: 'section' }, undefined)).toBeNull();
  });

  it('multi-part fields pass with some sub-values', () => {
    expect(validateFormField({ id: 'n', type: 'name', required: true }, ['Ada', ''])).toBeNull();
  });

  it('textarea over its maximum length', () => {
    const field = { id: 't', type: 'textarea' as const, maxLength: 5 };
    expect(validateFormField(field, '123456')?.message).toBe('You have exceeded the character limit.');
    expect(validateFormField(field, '12345')).toBeNull();
    expect(validateFormField({ ...field, maxLength: 0 }, '123456')).toBeNull();
  });

  it('email-class message starts with "Email is not valid." and explains the format', () => {
    const message = validateFormField({ id: 'e', type: 'email' }, 'nope')?.message ?? '';
    expect(message.startsWith('Email is not valid.')).toBe(true);
    expect(message).toMatch(/@/);
    expect(validateFormField({ id: 'e', type: 'email' }, 'jo@example.com')).toBeNull();
  });

  it('validateForm maps field ids to messages', () => {
    expect(
      validateForm(
        [
          { id: 'a', type: 'text', required: true },
          { id: 'b', type: 'email' },
          { id: 'c', type: 'section' },
        ],
        { a: '', b: 'bad' },
      ),
    ).toEqual({
      a: 'Required',
      b: 'Email is not valid. Email addresses should follow the format user@domain.com (a local part, an @ sign, then a domain).',
    });
  });
});

describe('textarea counter', () => {
  it("shows 'n / max' and turns to error over the limit", () => {
    expect(characterCounter('hello', 10)).toMatchObject({ text: '5 / 10', isOver: false });
    expect(characterCounter('hello world', 10)).toMatchObject({ text: '11 / 10', isOver: true });
  });
  it('a limit of zero or none disables the counter', () => {
    expect(characterCounter('x', 0)).toBeNull();
    expect(characterCounter('x', null)).toBeNull();
    expect(characterCounter('x', undefined)).toBeNull();
  });
});

describe('restock form', () => {
  it('blank email', () => {
    expect(validateRestockForm({ email: '  ' })?.email?.message).toBe('Email cannot be blank');
  });
  it('invalid email', () => {
    expect(validateRestockForm({ email: 'jo@' })?.email?.message).toBe('Email is invalid');
  });
  it('classic captcha not completed', () => {
    expect(validateRestockForm({ email: 'jo@example.com', hasClassicCaptcha: true })?.captcha?.message).toBe(
      'Complete CAPTCHA before submitting.',
    );
    expect(
      validateRestockForm({ email: 'jo@example.com', hasClassicCaptcha: true, captchaToken: 't' }),
    ).toBeNull();
  });
});

describe('cookie formats', () => {
  it('visitor record: id plus four positive integers separated by bars', () => {
    expect(isValidVisitorRecordCookie('abc123|1|2|3|4')).toBe(true);
    expect(isValidVisitorRecordCookie('abc123|1|2|3')).toBe(false);
    expect(isValidVisitorRecordCookie('abc123|1|2|3|0')).toBe(false);
    expect(isValidVisitorRecordCookie('abc123|1|2|3|-4')).toBe(false);
    expect(isValidVisitorRecordCookie('|1|2|3|4')).toBe(false);
    expect(isValidVisitorRecordCookie(undefined)).toBe(false);
  });
  it('visit time: a positive integer timestamp', () => {
    expect(isValidVisitTimeCookie('1700000000000')).toBe(true);
    expect(isValidVisitTimeCookie('0')).toBe(false);
    expect(isValidVisitTimeCookie('12.5')).toBe(false);
    expect(isValidVisitTimeCookie('abc')).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    [['12', '31', '2026'], true],
    [['2', '29', '2024'], true],
    [['2', '29', '2026'], false],
    [['13', '45', '20'], false],
    [['4', '31', '20'], false],
    [['0', '10', '2026'], false],
    [['1', '1', '226'], false],
    [['1', '', '2026'], false],
  ])('%j is a real date: %s', (parts, expected) => {
    expect(isRealDate(parts)).toBe(expected);
  });

  it("refuses a date that does not exist with 'This date does not exist.', and passes an empty optional one", () => {
    const field = { id: 'd', type: 'date' as const, title: 'Date' };
    expect(validateFormField(field, ['13', '45', '20'], messages)?.message).toBe('This date does not exist.');
    expect(validateFormField(field, ['', '', ''], messages)).toBeNull();
    expect(validateFormField(field, ['2', '3', '2026'], messages)).toBeNull();
  });
});

describe('times', () => {
  it.each([
    [['9', '30', '', 'AM'], true],
    [['12', '00', '00', 'PM'], true],
    [['23', '59', '59', ''], true],
    [['0', '0', '', ''], true],
    [['25', '61', '', ''], false],
    [['24', '00', '', ''], false],
    [['13', '10', '', 'PM'], false],
    [['0', '10', '', 'AM'], false],
    [['9', '60', '', ''], false],
    [['9', '30', '61', ''], false],
    [['3', '', '', 'PM'], false],
    [['ab', '30', '', ''], false],
  ])('%j is a real time: %s', (parts, expected) => {
    expect(isRealTime(parts)).toBe(expected);
  });

  it('refuses 25:61 with a message that gives the ranges, and passes an empty optional time', () => {
    const field = { id: 't', type: 'time' as const, title: 'Preferred time' };
    expect(validateFormField(field, ['25', '61', '', ''], messages)?.message).toBe(
      'This time does not exist. Use hours 0–23 (1–12 with AM/PM) and minutes 0–59.',
    );
    expect(validateFormField(field, ['', '', '', ''], messages)).toBeNull();
    expect(validateFormField(field, ['9', '05', '', 'PM'], messages)).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    [['', '415', '555', '0132'], true],
    [['+1', '415', '555', '0132'], true],
    [['44', '', '', '20 7946 0018'], true],
    [['415', '555', '0132'], true],
    [['abc', '415', '555', '0132'], false],
    [['', 'abc', '555', '0132'], false],
    [['+1234', '415', '555', '0132'], false],
    [['1', '415', '555', ''], false],
    [['', '', '', '1234567890123456'], false],
  ])('%j is a phone number: %s', (parts, expected) => {
    expect(isValidPhone(parts)).toBe(expected);
  });

  it('refuses a country code of "abc" with a message that says digits, in French too', () => {
    const field = { id: 'p', type: 'phone' as const, showCountryCode: true };
    expect(validateFormField(field, ['abc', '415', '555', '0132'], messages)?.message).toBe(
      'Enter the phone number in digits (a country code may start with +).',
    );
    expect(
      validateFormField(
        field,
        ['abc', '415', '555', '0132'],
        createMessages({ locale: 'fr', catalogue: COMPILED_FR }),
      )?.message,
    ).toBe('Saisissez le numéro de téléphone en chiffres (l’indicatif du pays peut commencer par +).');
    expect(validateFormField(field, ['1', '415', '555', '0132'], messages)).toBeNull();
  });
});

describe('number fields', () => {
  it('reads signed decimals and grouped thousands, and refuses text', () => {
    expect(numberInputError('-3.5')).toBeNull();
    expect(numberInputError('1,250.75')).toBeNull();
    expect(numberInputError('.5')).toBeNull();
    expect(numberInputError('abc')).toEqual({ id: 'form.numberInvalid' });
    expect(numberInputError('1,2')).toEqual({ id: 'form.numberInvalid' });
    expect(numberInputError('-')).toEqual({ id: 'form.numberInvalid' });
    expect(numberInputError('1e400')).toEqual({ id: 'form.numberInvalid' });
  });

  it('refuses -3.5 where the field counts from 1 in whole steps, naming the rule', () => {
    const field = { id: 'q', type: 'number' as const, title: 'How many?', min: 1, max: 99, step: 1 };
    expect(validateFormField(field, '-3.5', messages)?.message).toBe('Enter 1 or more.');
    expect(validateFormField(field, '3.5', messages)?.message).toBe('Enter a whole number.');
    expect(validateFormField(field, '120', messages)?.message).toBe('Enter 99 or less.');
    expect(validateFormField(field, 'three', messages)?.message).toBe('Enter a number, such as 12 or 3.5.');
    expect(validateFormField(field, '3', messages)).toBeNull();
    expect(validateFormField({ ...field, min: 0, step: 0.25 }, '0.3', messages)?.message).toBe(
      'Enter a multiple of 0.25.',
    );
  });

  it('a number field without limits takes any number but not text', () => {
    const field = { id: 'n', type: 'number' as const };
    expect(validateFormField(field, '-3.5', messages)).toBeNull();
    expect(validateFormField(field, 'abc', messages)?.message).toBe('Enter a number, such as 12 or 3.5.');
  });
});
