import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { studentDataMismatchMessage } from '@/mocks/handlers/application';
import { guestMismatchMessage } from '@/mocks/handlers/guest';
import { hotelCodeMismatchMessage } from '@/mocks/handlers/hotel';

// Issue 35, point 6: the product's quoted English (the first description's §5 and §8,
// product.md §5 and §8) stays word for word, and the screen the description puts it on still
// shows it: the English locale has the sentence under its key, and that screen's code uses the
// key. The screens' own tests render each one (named beside it).

const repository = join(__dirname, '..', '..');

type Quote = {
  quote: string;
  /** `namespace:key` in the English locale. */
  key: string;
  /** Where the description puts it: the file that shows it and how it names the key there. */
  shownBy: [file: string, reference: string];
  /** The test that renders it there. */
  renderedIn: string;
};

const quotes: Quote[] = [
  // §5
  ...(['1', '2', '3'] as const).map((n) => ({
    quote: 'Your statement is required.',
    key: `validation:statements.checkbox${n}`,
    shownBy: ['src/features/application/schemas.ts', `m.statement${n}`] as [string, string],
    renderedIn: 'src/features/application/components/registration-form.test.tsx',
  })),
  {
    quote: 'A statement is required to continue',
    key: 'validation:rodo.regulations',
    shownBy: ['src/features/application/rodo-schema.ts', 'm.rodoRegulations'],
    renderedIn: 'src/features/application/components/rodo-screen.test.tsx',
  },
  {
    quote: 'A statement is required to continue',
    key: 'validation:rodo.processing',
    shownBy: ['src/features/application/rodo-schema.ts', 'm.rodoProcessing'],
    renderedIn: 'src/features/application/components/rodo-screen.test.tsx',
  },
  {
    quote: 'You must read the regulations to continue!',
    key: 'validation:rodo.notRead',
    shownBy: ['src/features/application/rodo-schema.ts', 'm.rodoRegulationsNotRead'],
    renderedIn: 'src/features/application/components/rodo-screen.test.tsx',
  },
  {
    quote: 'Value is required',
    key: 'panel:arrival.dateRequired',
    shownBy: ['src/features/panel/arrival-schema.ts', "'panel:arrival.dateRequired'"],
    renderedIn: 'src/features/panel/components/arrival-form.test.tsx',
  },
  {
    quote: 'Value is required',
    key: 'panel:arrival.timeRequired',
    shownBy: ['src/features/panel/arrival-schema.ts', "'panel:arrival.timeRequired'"],
    renderedIn: 'src/features/panel/components/arrival-form.test.tsx',
  },
  {
    quote: 'Invalid email address',
    key: 'validation:emailFormat',
    shownBy: ['src/features/application/schemas.ts', 'm.emailFormat'],
    renderedIn: 'src/features/application/components/registration-form.test.tsx',
  },
  {
    quote: 'Invalid URL',
    key: 'validation:url',
    shownBy: ['src/shared/validation/messages.ts', "url: 'validation:url'"],
    renderedIn: 'src/shared/validation/messages.test.ts',
  },
  // §8
  {
    quote: 'A problem has occurred! Please write down the error information below and contact us!',
    key: 'common:errors.generic',
    shownBy: ['src/shared/dialogs/error-dialog.tsx', "t('errors.generic')"],
    renderedIn: 'src/shared/dialogs/app-dialogs.test.tsx',
  },
  {
    quote:
      'The entered data do not match the data entered in the deanery system, correct the data or contact us!',
    key: 'application:submit.mismatch',
    shownBy: [
      'src/features/application/components/registration/mismatch-alert.tsx',
      "t('submit.mismatch')",
    ],
    renderedIn: 'src/features/application/components/registration-form.test.tsx',
  },
  {
    quote: 'Filled data are mismatch with those passed on registration.',
    key: 'guest:mismatch',
    shownBy: ['src/features/guest/components/guest-form.tsx', "t('mismatch')"],
    renderedIn: 'src/features/guest/guest-screen.test.tsx',
  },
  {
    quote: 'The verification code provided does not match the code sent by email.',
    key: 'hotel:codeMismatch',
    shownBy: ['src/features/hotel/components/code-sign-in.tsx', "'hotel:codeMismatch'"],
    renderedIn: 'src/features/hotel/hotel-screen.test.tsx',
  },
  {
    quote: 'An error occurred while adding the arrival time',
    key: 'panel:arrival.failure',
    shownBy: ['src/features/panel/components/arrival-form.tsx', "t('arrival.failure')"],
    renderedIn: 'src/features/panel/components/arrival-time.test.tsx',
  },
  {
    quote: 'Arrival time successfully added',
    key: 'panel:arrival.success',
    // In the to-do list, where the arrival is declared (decision 010).
    shownBy: ['src/features/panel/components/to-do-list.tsx', "t('arrival.success')"],
    renderedIn: 'src/features/panel/components/arrival-time.test.tsx',
  },
  {
    quote: 'An error occurred during acceptance',
    key: 'hotel:messages.acceptError',
    shownBy: ['src/features/hotel/components/booking-view.tsx', "t('messages.acceptError')"],
    renderedIn: 'src/features/hotel/hotel-screen.test.tsx',
  },
  {
    quote: 'Successfully accepted reservation',
    key: 'hotel:messages.acceptSuccess',
    shownBy: ['src/features/hotel/components/booking-view.tsx', "t('messages.acceptSuccess')"],
    renderedIn: 'src/features/hotel/hotel-screen.test.tsx',
  },
  {
    quote: 'Verify your information and press the accept button to confirm your reservation',
    key: 'hotel:messages.verify',
    shownBy: ['src/features/hotel/components/booking-view.tsx', "t('messages.verify')"],
    renderedIn: 'src/features/hotel/hotel-screen.test.tsx',
  },
  {
    quote: 'The reservation has been marked as not realized',
    key: 'hotel:messages.notRealized',
    shownBy: ['src/features/hotel/components/booking-view.tsx', "t('messages.notRealized')"],
    renderedIn: 'src/features/hotel/hotel-screen.test.tsx',
  },
  {
    quote: 'The reservation has been properly confirmed',
    key: 'hotel:messages.confirmed',
    shownBy: ['src/features/hotel/components/booking-view.tsx', "t('messages.confirmed')"],
    renderedIn: 'src/features/hotel/hotel-screen.test.tsx',
  },
  {
    quote:
      'No active connection found. Connect your device to a free socket in the SSK wired network and register.',
    key: 'panel:internet.noConnection',
    shownBy: ['src/features/panel/tabs/internet/internet-tab.tsx', "t('internet.noConnection')"],
    renderedIn: 'src/features/panel/tabs/internet/internet-tab.test.tsx',
  },
  {
    quote: 'Your application has been delivered!',
    key: 'application:submit.delivered',
    shownBy: ['src/features/application/components/confirmation-view.tsx', "t('submit.delivered')"],
    renderedIn: 'src/features/application/components/confirmation.test.tsx',
  },
];

function english(key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = JSON.parse(
    readFileSync(join(repository, 'src', 'i18n', 'locales', 'en', `${namespace}.json`), 'utf8'),
  );
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const read = (file: string) => readFileSync(join(repository, file), 'utf8');

describe("the product's quoted English", () => {
  it.each(quotes.map((quote) => [quote.key, quote] as const))(
    '%s says it word for word, on the screen the description names',
    (_, { quote, key, shownBy: [file, reference], renderedIn }) => {
      expect(english(key)).toBe(quote);
      expect([file, read(file).includes(reference)]).toEqual([file, true]);
      // The screen's own test renders the sentence.
      expect([renderedIn, read(renderedIn).includes(quote)]).toEqual([renderedIn, true]);
    },
  );

  it("is what the demo API answers in English, as the real server's would", () => {
    expect(studentDataMismatchMessage).toBe(english('application:submit.mismatch'));
    expect(guestMismatchMessage).toBe(english('guest:mismatch'));
    expect(hotelCodeMismatchMessage).toBe(english('hotel:codeMismatch'));
  });
});
