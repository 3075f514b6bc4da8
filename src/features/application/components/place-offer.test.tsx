import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as fill from '../testing/fill';
import { selectPlaceRequests } from '../registration-slice';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';
import { describeInEachLanguage } from '@/testing/in-each-language';

await prepareRegistrationFormTests();

const words = {
  en: {
    types: {
      guest: /^guest/i,
      erasmus: /^erasmus/i,
      exchange: /^exchange/i,
      student: /^student$/i,
    },
    placeRequests: /^are you applying for a place in a dormitory/i,
    distance: /^distance from/i,
    guestNote:
      /^guests do not fill in a place application: a guest's stay is the accommodation period/i,
    distanceMessage: 'Enter the distance in kilometres',
  },
  pl: {
    types: { guest: /^gość/i, erasmus: /^erasmus/i, exchange: /^wymiana/i, student: /^student$/i },
    placeRequests: /^czy ubiegasz się o miejsce/i,
    distance: /^odległość/i,
    guestNote: /^goście nie wypełniają wniosku o miejsce: pobyt gościa to podany wyżej okres/i,
    distanceMessage: 'Podaj odległość w kilometrach',
  },
} as const;

describeInEachLanguage(
  'the place application in the registration (product.md §2), %s',
  words,
  (language, w) => {
    it('is offered to Erasmus and exchange applicants as to students, and a guest is told why not', async () => {
      const { user, store } = renderRegister(language);
      for (const type of [w.types.erasmus, w.types.exchange]) {
        await user.click(screen.getByRole('radio', { name: type }));
        expect(screen.getByRole('group', { name: w.placeRequests })).toBeVisible();
        expect(screen.queryByText(w.guestNote)).toBeNull();
      }
      await fill.answerApplyingForPlace(user, language);
      expect(screen.getByLabelText(w.distance)).toBeVisible();
      expect(selectPlaceRequests(store.getState())).toBe(true);
      const summary = await fill.submitAndWaitForSummary(user);
      expect(summary).toHaveTextContent(w.distanceMessage);

      await user.click(screen.getByRole('radio', { name: w.types.guest }));
      expect(screen.queryByRole('group', { name: w.placeRequests })).toBeNull();
      expect(screen.queryByLabelText(w.distance)).toBeNull();
      expect(screen.getByText(w.guestNote)).toBeVisible();
      expect(selectPlaceRequests(store.getState())).toBe(false);
      // The place application ticked before becoming a guest does not hold the guest's form back.
      const again = await fill.submitAndWaitForSummary(user);
      expect(again).not.toHaveTextContent(w.distanceMessage);
    });
  },
);

describe('what is sent', () => {
  it("sends an Erasmus student's place application", async () => {
    const { user } = renderRegister();
    await fill.fillValidStudent(user);
    await user.click(screen.getByRole('radio', { name: /^erasmus/i }));
    // Erasmus starts as a foreigner (issue 22); this one is a Polish citizen, PESEL given.
    await user.click(screen.getByRole('checkbox', { name: /^i am not a polish citizen/i }));
    await fill.answerApplyingForPlace(user);
    await fill.fillPlaceRequest(user);
    const erasmus = await fill.sendAndReadBody(user);
    expect(erasmus.get('type')).toBe('ErasmusForm');
    expect(erasmus.get('placeRequests')).toBe('true');
    expect(erasmus.get('placeRequestKind')).toBe('student');
    expect(erasmus.get('placeRequest.distance')).toBe('120');
  });

  it("sends no place application with a guest's form", async () => {
    const { user } = renderRegister();
    await fill.fillValidStudent(user);
    await fill.answerApplyingForPlace(user);
    await user.click(screen.getByRole('radio', { name: /^guest/i }));
    const guest = await fill.sendAndReadBody(user);
    expect(guest.get('type')).toBe('GuestForm');
    expect(guest.get('placeRequests')).toBe('false');
    expect([...guest.keys()].filter((key) => key.startsWith('placeRequest.'))).toEqual([]);
  });
});
