import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as samples from '@/testing/file-samples';
import * as fill from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';
import { describeInEachLanguage } from '@/testing/in-each-language';

await prepareRegistrationFormTests();

const words = {
  en: {
    placeRequests: /applying for a place/i,
    caretaker: /caretaker place/i,
    doctoral: /^a doctoral student/i,
    document: /^disability decision document/i,
    required: 'Add the disability decision document',
    wrongType: 'The document must be a PDF, JPG, PNG or TIFF file',
  },
  pl: {
    placeRequests: /składam wniosek o miejsce/i,
    caretaker: /miejsce opiekuna/i,
    doctoral: /^doktorant/i,
    document: /^orzeczenie o niepełnosprawności/i,
    required: 'Dodaj orzeczenie o niepełnosprawności',
    wrongType: 'Dokument musi być plikiem PDF, JPG, PNG lub TIFF',
  },
} as const;

describeInEachLanguage('the disability document (product.md §5) in %s', words, (language, w) => {
  it("is required and checked for a student's caretaker place, not only a doctoral one", async () => {
    const { user } = renderRegister(language);
    await fill.answerApplyingForPlace(user, language);
    // A student's place without a caretaker place does not ask for it.
    expect(screen.queryByLabelText(w.document)).toBeNull();
    let summary = await fill.submitAndWaitForSummary(user);
    expect(summary).not.toHaveTextContent(w.required);

    await user.click(screen.getByRole('checkbox', { name: w.caretaker }));
    const document = screen.getByLabelText(w.document);
    summary = await fill.submitAndWaitForSummary(user);
    expect(within(summary).getByRole('link', { name: w.required })).toBeVisible();
    expect(fill.fieldErrorOf(document)).toBe(w.required);

    await user.upload(document, fill.fileOf(samples.bmpBytes, 'decision.pdf', 'application/pdf'));
    await fill.submitAndWaitForSummary(user);
    expect(fill.fieldErrorOf(document)).toBe(w.wrongType);
    await user.upload(document, fill.fileOf(samples.pdfBytes, 'decision.pdf', 'application/pdf'));
    await fill.submitAndWaitForSummary(user);
    expect(fill.fieldErrorOf(document)).toBeNull();
  });

  it('is offered, optional, to a doctoral applicant without a caretaker place', async () => {
    const { user } = renderRegister(language);
    await fill.answerApplyingForPlace(user, language);
    await user.click(screen.getByRole('radio', { name: w.doctoral }));
    const document = screen.getByLabelText(w.document);
    const summary = await fill.submitAndWaitForSummary(user);
    expect(summary).not.toHaveTextContent(w.required);
    expect(fill.fieldErrorOf(document)).toBeNull();
  });
});

describe('the disability document is sent', () => {
  it("with a student's caretaker place", async () => {
    const { user } = renderRegister();
    await fill.fillValidPlaceApplicant(user);
    await user.click(screen.getByRole('checkbox', { name: /caretaker place/i }));
    await user.upload(
      screen.getByLabelText(/^disability decision document/i),
      fill.fileOf(samples.pdfBytes, 'decision.pdf', 'application/pdf'),
    );
    const body = await fill.sendAndReadBody(user);
    expect(body.get('placeRequestKind')).toBe('student');
    expect(body.get('placeRequest.caretaker')).toBe('true');
    expect(body.get('placeRequest.doctoralDisabled')).toBeInstanceOf(Blob);
  });
});
