import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { collectErrors } from './collect-errors';

const input = (id: string) => Object.assign(document.createElement('input'), { id });
const collect = (errors: FieldErrors, order: string[] = []) =>
  collectErrors(
    errors,
    (key) => `t(${key})`,
    (path) => `#${path}`,
    order,
  );

describe('collectErrors', () => {
  it('lists fields named type, types and ref, at the top and nested', () => {
    const summary = collect(
      {
        type: { type: 'offered', message: 'formType', ref: input('type') },
        invoice: {
          type: { type: 'oneOf', message: 'invoiceType', ref: input('invoice.type') },
          ref: { type: 'required', message: 'invoiceRef' },
        },
        types: { type: 'required', message: 'typesField', ref: undefined },
      },
      ['type', 'invoice.type', 'invoice.ref', 'types'],
    );
    expect(summary).toEqual([
      { fieldId: '#type', message: 't(formType)' },
      { fieldId: '#invoice.type', message: 't(invoiceType)' },
      { fieldId: '#invoice.ref', message: 't(invoiceRef)' },
      { fieldId: '#types', message: 't(typesField)' },
    ]);
  });

  it("never takes an error object's own type, types or ref for a field", () => {
    const summary = collect({
      email: {
        type: 'email',
        message: 'emailFormat',
        ref: { name: 'email', message: 'not a field either' },
        types: { email: 'emailFormat', required: 'email' },
      },
      comment: { type: 'max', message: '', ref: input('comment') },
    });
    expect(summary).toEqual([{ fieldId: '#email', message: 't(emailFormat)' }]);
  });

  it('orders by the form and puts unknown paths last', () => {
    const summary = collect(
      {
        city: { type: 'required', message: 'city' },
        extra: { type: 'server', message: 'extra' },
        firstName: { type: 'required', message: 'firstName' },
      },
      ['firstName', 'city'],
    );
    expect(summary.map((entry) => entry.fieldId)).toEqual(['#firstName', '#city', '#extra']);
  });
});
