import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { renderApp } from '@/testing/test-utils';

describe('accessibility statement', () => {
  it.each([
    [
      'en',
      /accessibility statement/i,
      /7 days/,
      /compliance status/i,
      /commissioner for human rights/i,
    ],
    [
      'pl',
      /deklaracja dostępności/i,
      /7 dni/,
      /stan dostępności cyfrowej/i,
      /rzecznika praw obywatelskich/i,
    ],
  ] as const)('is complete in %s', async (language, title, deadline, status, ombudsman) => {
    renderApp('/accessibility', { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: status })).toBeInTheDocument();
    expect(screen.getByText(deadline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ombudsman })).toHaveAttribute(
      'href',
      'https://bip.brpo.gov.pl/',
    );
    expect(screen.getByRole('link', { name: env.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${env.contactEmail}`,
    );
    const times = screen.getAllByRole('time');
    expect(times).toHaveLength(3);
    for (const time of times) expect(time).toHaveAttribute('datetime', '2026-11-22');
  });

  it('is linked from the footer of every page', async () => {
    const { user } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: /page not found/i });
    await user.click(screen.getByRole('link', { name: /accessibility statement/i }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /accessibility statement/i }),
    ).toBeInTheDocument();
  });
});
