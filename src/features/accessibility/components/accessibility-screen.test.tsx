import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { renderApp } from '@/testing/test-utils';
import { statementDates } from '../statement-dates';

const signedIn = {
  account: {
    access_token: 'demo.1001.test',
    token_type: 'Bearer',
    login: 'jkowalski',
    userId: '1001',
  },
};

describe('accessibility statement', () => {
  it.each([
    {
      language: 'en',
      title: /accessibility statement/i,
      deadline: /7 days/,
      status: /compliance status/i,
      ombudsman: /commissioner for human rights/i,
      exceptions: /non-accessible content/i,
      assessment: /how accessibility was assessed/i,
      keyboard: /keyboard alone/i,
    },
    {
      language: 'pl',
      title: /deklaracja dostępności/i,
      deadline: /7 dni/,
      status: /stan dostępności cyfrowej/i,
      ombudsman: /rzecznika praw obywatelskich/i,
      exceptions: /treści niedostępne/i,
      assessment: /sposób oceny dostępności/i,
      keyboard: /wyłącznie z klawiatury/i,
    },
  ] as const)('is complete in $language', async (words) => {
    renderApp('/accessibility', { language: words.language });
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.status })).toBeInTheDocument();
    expect(screen.getByText(words.deadline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.ombudsman })).toHaveAttribute(
      'href',
      'https://bip.brpo.gov.pl/',
    );
    expect(screen.getByRole('link', { name: env.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${env.contactEmail}`,
    );
    const times = screen.getAllByRole('time');
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      statementDates.published,
      statementDates.updated,
      statementDates.prepared,
    ]);

    // Known exceptions (captcha, PDFs, QR code, pages of other services), each its own item.
    const exceptions = screen.getByRole('heading', { level: 2, name: words.exceptions });
    const exceptionList = exceptions.nextElementSibling as HTMLElement;
    expect(exceptionList.tagName).toBe('UL');
    const exceptionItems = within(exceptionList).getAllByRole('listitem');
    expect(exceptionItems).toHaveLength(4);
    expect(exceptionItems.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/reCAPTCHA/),
        expect.stringMatching(/PDF/),
        expect.stringMatching(/QR/),
      ]),
    );

    // How it was assessed: a body, then the methods (axe, keyboard, reflow, screen readers).
    const assessment = screen.getByRole('heading', { level: 2, name: words.assessment });
    const body = assessment.nextElementSibling as HTMLElement;
    expect(body.tagName).toBe('P');
    expect(body.textContent).not.toBe('');
    const methods = within(body.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(methods).toHaveLength(4);
    expect(methods.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/axe-core/),
        expect.stringMatching(words.keyboard),
        expect.stringMatching(/320/),
      ]),
    );
  });

  // The office that answers for the statement is the one the main page's contact section and
  // the registration notice name (issue 22: "Student Housing Office", "Dział Spraw Bytowych",
  // a proper name, capitalised), not an office found nowhere
  // else ("Dział spraw studenckich domów uczelni", "dział domów studenckich").
  it.each([
    {
      language: 'en',
      intro: /^The university's Student Housing Office is committed/,
      contact: /contact the Student Housing Office:$/,
    },
    {
      language: 'pl',
      intro: /^Dział Spraw Bytowych uczelni zobowiązuje się/,
      contact: /skontaktuj się z Działem Spraw Bytowych:$/,
    },
  ] as const)('$language: names the office as the rest of the portal does', async (words) => {
    renderApp('/accessibility', { language: words.language });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(words.intro)).toHaveClass('lead');
    expect(screen.getByText(words.contact)).toBeInTheDocument();
  });

  it.each([...Object.values(paths), '/no-such-page'])(
    'is linked from the footer of %s',
    async (route) => {
      const { user } = renderApp(route, { preloadedState: signedIn });
      await screen.findByRole('heading', { level: 1 });
      const footer = screen.getByRole('contentinfo');
      const link = within(footer).getByRole('link', { name: /accessibility statement/i });
      expect(link).toHaveAttribute('href', '#/accessibility');
      await user.click(link);
      expect(
        await screen.findByRole('heading', { level: 1, name: /accessibility statement/i }),
      ).toBeInTheDocument();
    },
  );
});
