import { yupResolver } from '@hookform/resolvers/yup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { makeTestI18n } from '@/testing/test-i18n';
import { Form } from './form';
import { TextField } from './text-field';
import { useFormField } from './use-form-field';

const schema = yup.object({ name: yup.string().required('Enter your name') });
type Values = yup.InferType<typeof schema>;

function Fields({ onValid, heading }: { onValid: (values: Values) => void; heading?: string }) {
  const { field, summary } = useFormField<Values>();
  const {
    handleSubmit,
    formState: { submitCount },
  } = useFormContext<Values>();
  return (
    <Form
      onSubmit={handleSubmit(onValid)}
      errors={summary()}
      submitCount={submitCount}
      labelledBy="form-title"
      heading={heading}
    >
      <TextField label="Name" {...field('name')} />
      <button type="submit">Send</button>
    </Form>
  );
}

function Harness(props: { onValid: (values: Values) => void; heading?: string }) {
  const form = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { name: '' } });
  return (
    <I18nextProvider i18n={makeTestI18n('en')}>
      <FormProvider {...form}>
        <Fields {...props} />
      </FormProvider>
    </I18nextProvider>
  );
}

describe('Form', () => {
  it('is named by its heading and leaves checking to the kit, not the browser', () => {
    render(<Harness onValid={vi.fn()} heading="Your details" />);
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  });

  it('focuses the error summary on each failed submit and sends a valid one', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter your name' })).toHaveAttribute('href', '#name');
    screen.getByLabelText('Name').focus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ola');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ola' }, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
