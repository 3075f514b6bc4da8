import { describe, expect, it } from 'vitest';
import { expectRequestContractViolations } from '@/testing/contract-check';
import { api } from '../api-url';
import { contractWords } from '../contract/request-check';
import { mismatchIndexNumber, takenEmail } from '../db/application';
import { studentDataMismatchMessage } from './application';
import { pdf, png, validRegistrationForm } from '@/testing/registration-form-data';

// Every operation of the application area, through the demo API (so the contract check in
// setup-tests validates each answer against api/paths/application.yaml).

const post = (form: FormData, headers: Record<string, string> = {}) =>
  fetch(api('/app/form/post'), { method: 'POST', body: form, headers });

/** A signed-in account the deanery has no data for (so any index number is its own). */
const student = { Authorization: 'Bearer demo.2001.abc' };

describe('demo API: application', () => {
  it('serves the dictionaries, with the Polish ID card and passport and Poland as 616', async () => {
    const types = (await (await fetch(api('/app/dictionaries/document-types'))).json()) as {
      code: string;
    }[];
    expect(types.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['PL_ID_CARD', 'PL_PASSPORT']),
    );
    const countries = (await (await fetch(api('/app/dictionaries/countries'))).json()) as {
      id: string;
      code: string;
    }[];
    expect(countries.find((country) => country.code === 'PL')?.id).toBe('616');
    expect((await fetch(api('/app/dictionaries/universities'))).status).toBe(200);
    const dorms = (await (await fetch(api('/app/dictionaries/dorms'))).json()) as unknown[];
    expect(dorms.length).toBeGreaterThan(0);
  });

  it('has open and closed application periods for the four groups', async () => {
    const periods = (await (await fetch(api('/app/periods'))).json()) as {
      group: string;
      open: boolean;
    }[];
    expect(periods.map((period) => period.group).sort()).toEqual([
      'doctoral',
      'foreignStudents',
      'polishStudents',
      'students',
    ]);
    expect(periods.some((period) => period.open)).toBe(true);
    expect(periods.some((period) => !period.open)).toBe(true);
  });

  it("gives a signed-in student's known data and refuses anyone else", async () => {
    const anonymous = await fetch(api('/app/form/additionalInfo'));
    expect(anonymous.status).toBe(401);
    const known = await fetch(api('/app/form/additionalInfo'), {
      headers: { Authorization: 'Bearer demo.1001.abc' },
    });
    expect(await known.json()).toMatchObject({ firstName: 'Jan', indexNumber: '301234' });
  });

  it('accepts a valid form', async () => {
    const response = await post(validRegistrationForm());
    expect(response.status).toBe(201);
  });

  // Issue 34: the receipt the confirmation shows (docs/api.md, "The application's receipt").
  it('answers a delivered application with its receipt: when, whether an e-mail follows, the decision day', async () => {
    const before = Date.now();
    const plain = await post(validRegistrationForm());
    const receipt = (await plain.json()) as {
      id: string;
      submittedAt: string;
      confirmationEmail: boolean;
      decisionBy: string | null;
    };
    expect(receipt.id).toMatch(/^A-[0-9a-z]+$/);
    expect(Date.parse(receipt.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(receipt.confirmationEmail).toBe(true);
    // No place requested: no decision to wait for.
    expect(receipt.decisionBy).toBeNull();

    const place = {
      placeRequests: 'true',
      placeRequestKind: 'student',
      'placeRequest.distance': '120',
      'placeRequest.familyMembers': '3',
      'placeRequest.income': '1000',
      'placeRequest.checkbox1': 'true',
      'placeRequest.checkbox2': 'true',
      'placeRequest.checkbox3': 'true',
    };
    const withPlace = (await (
      await post(validRegistrationForm({ ...place, email: 'ewa.lis@mail.invalid' }))
    ).json()) as typeof receipt;
    // A Polish student: the students' period is open (to day 20), the Polish students' is not
    // yet; 14 days after the end of the open one.
    const periods = (await (await fetch(api('/app/periods'))).json()) as {
      group: string;
      to: string;
    }[];
    const studentsEnd = Date.parse(periods.find((period) => period.group === 'students')?.to ?? '');
    expect(withPlace.decisionBy).toBe(
      new Date(studentsEnd + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    );
    // An address that takes no mail: no confirmation e-mail, and the answer says so.
    expect(withPlace.confirmationEmail).toBe(false);
  });

  it('validates on the server and names each field', async () => {
    const response = await post(
      validRegistrationForm(
        {
          pesel: '44051401358',
          postalCode: '<00950>',
          bankAccount: 'PL36109010150000071219812874',
        },
        pdf,
      ),
    );
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { param: string }[] };
    expect(errors.map((error) => error.param).sort()).toEqual([
      'bankAccount',
      'pesel',
      'photo',
      'postalCode',
    ]);
  });

  it('checks the place application and its statements', async () => {
    const response = await post(
      validRegistrationForm({ placeRequests: 'true', placeRequestKind: 'student' }),
    );
    const { errors } = (await response.json()) as { errors: { param: string; msg: string }[] };
    expect(errors.map((error) => error.param)).toEqual(
      expect.arrayContaining(['placeRequest.distance', 'placeRequest.checkbox1']),
    );
    expect(errors.find((error) => error.param === 'placeRequest.checkbox2')?.msg).toBe(
      'Your statement is required.',
    );
  });

  it(`answers the student data mismatch for index number ${mismatchIndexNumber}`, async () => {
    const response = await post(
      validRegistrationForm({
        studentFormSubtype: 'NativeStudentForm',
        indexNumber: mismatchIndexNumber,
      }),
      student,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [{ msg: studentDataMismatchMessage, param: 'deanery' }],
    });
  });

  it.each([
    ['en', 'Sign in with your university account to apply as a current student.'],
    ['pl', 'Zaloguj się kontem uczelnianym, aby złożyć wniosek jako obecny student.'],
  ])(
    "answers 401 to a current student's form without the account, as the contract says (%s)",
    async (language, msg) => {
      const native = () =>
        validRegistrationForm({ studentFormSubtype: 'NativeStudentForm', indexNumber: '301999' });
      const response = await post(native(), { 'Accept-Language': language });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ errors: [{ param: 'authorization', msg }] });
      expect((await post(native(), student)).status).toBe(201);
      // A future student has no account yet: no sign-in asked.
      expect((await post(validRegistrationForm(), { 'Accept-Language': language })).status).toBe(
        201,
      );
    },
  );

  it(`refuses a second application from ${takenEmail} on the e-mail field`, async () => {
    const response = await post(validRegistrationForm({ email: takenEmail }));
    const { errors } = (await response.json()) as { errors: { param: string }[] };
    expect(errors).toEqual([expect.objectContaining({ param: 'email' })]);
  });

  it('refuses a Polish number range that does not exist', async () => {
    const response = await post(validRegistrationForm({ phoneNumber: '111111111' }));
    const { errors } = (await response.json()) as { errors: { param: string }[] };
    expect(errors).toEqual([expect.objectContaining({ param: 'phoneNumber' })]);
  });

  it('takes Exchange from a person who is not signed in and refuses it from a signed-in student', async () => {
    const exchange = () =>
      validRegistrationForm({
        type: 'ExchangeForm',
        universityId: '',
        universityName: 'Universidad de Granada',
      });
    expect((await post(exchange())).status).toBe(201);
    const response = await post(exchange(), { Authorization: 'Bearer demo.1001.abc' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [{ param: 'type', msg: 'Select what you are registering as' }],
    });
  });

  it('takes a university from the dictionary or by name, and an index number only from a current student', async () => {
    expectRequestContractViolations(); // a current student without an index number
    const erasmus = (patch: Record<string, string>) =>
      validRegistrationForm({ type: 'ErasmusForm', universityId: '', ...patch });
    const params = async (form: FormData, headers: Record<string, string> = {}) => {
      const response = await post(form, headers);
      if (response.status === 201) return [];
      const { errors } = (await response.json()) as { errors: { param: string; msg: string }[] };
      return errors.map((error) => `${error.param}: ${error.msg}`);
    };
    expect(await params(erasmus({}))).toEqual([
      'universityId: Select your university, or choose “Other university” and enter its name',
    ]);
    expect(await params(erasmus({ universityName: 'Universidad de Granada' }))).toEqual([]);
    expect(await params(erasmus({ universityId: '2' }))).toEqual([]);
    expect(await params(erasmus({ universityId: '77' }))).toEqual([
      'universityId: Choose a university from the list.',
    ]);
    // "other" is the form's choice, never an id: a name comes without one.
    expect(await params(erasmus({ universityId: 'other', universityName: 'Granada' }))).toEqual([
      'universityId: Choose a university from the list.',
    ]);
    expect(await params(validRegistrationForm({ type: 'GuestForm', universityId: '' }))).toEqual(
      [],
    );
    expect(
      await params(validRegistrationForm({ studentFormSubtype: 'NativeStudentForm' }), student),
    ).toEqual([`indexNumber: ${contractWords.missing.en}`]);
    expect(
      await params(
        validRegistrationForm({ studentFormSubtype: 'NativeStudentForm', indexNumber: '301999' }),
        student,
      ),
    ).toEqual([]);
  });

  it("requires a valid disability document with a caretaker place, a student's one too", async () => {
    const caretakerPlace = (document?: Uint8Array<ArrayBuffer>) => {
      const form = validRegistrationForm({
        placeRequests: 'true',
        placeRequestKind: 'student',
        'placeRequest.distance': '120',
        'placeRequest.familyMembers': '3',
        'placeRequest.income': '1000',
        'placeRequest.caretaker': 'true',
        'placeRequest.checkbox1': 'true',
        'placeRequest.checkbox2': 'true',
        'placeRequest.checkbox3': 'true',
      });
      if (document) form.append('placeRequest.doctoralDisabled', new Blob([document]), 'd.pdf');
      return form;
    };
    const errorsOf = async (form: FormData) => {
      const response = await post(form);
      if (response.status === 201) return [];
      const { errors } = (await response.json()) as { errors: { param: string; msg: string }[] };
      return errors;
    };
    expect(await errorsOf(caretakerPlace())).toEqual([
      { param: 'placeRequest.doctoralDisabled', msg: 'Add the disability decision document' },
    ]);
    expect(await errorsOf(caretakerPlace(png.slice(0, 2)))).toEqual([
      {
        param: 'placeRequest.doctoralDisabled',
        msg: 'The document must be a PDF, JPG, PNG or TIFF file',
      },
    ]);
    expect(await errorsOf(caretakerPlace(pdf))).toEqual([]);
  });

  it('takes one doctoral income bracket at most', async () => {
    const doctoral = (brackets: Record<string, string>) =>
      validRegistrationForm({
        placeRequests: 'true',
        placeRequestKind: 'doctoral',
        'placeRequest.distance': '120',
        'placeRequest.familyMembers': '3',
        'placeRequest.income': '1000',
        'placeRequest.doctoralClass': '1',
        'placeRequest.doctoralHome': 'poland',
        'placeRequest.checkbox1': 'true',
        'placeRequest.checkbox2': 'true',
        'placeRequest.checkbox3': 'true',
        ...brackets,
      });
    expect((await post(doctoral({ 'placeRequest.doctoralSourceOfIncome2': 'true' }))).status).toBe(
      201,
    );
    const response = await post(
      doctoral({
        'placeRequest.doctoralSourceOfIncome1': 'true',
        'placeRequest.doctoralSourceOfIncome3': 'true',
      }),
    );
    expect(await response.json()).toEqual({
      errors: [
        {
          param: 'placeRequest.doctoralSourceOfIncome1',
          msg: 'Select one income bracket at most',
        },
      ],
    });
  });
});
