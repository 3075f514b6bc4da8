import { screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { renderWithProviders } from '@/testing/test-utils';
import { Layout } from './layout';

/** A screen that opens at its top by itself, as a step does (use-step-top.ts). */
function StepScreen() {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      Step
    </h1>
  );
}

function Start() {
  return (
    <>
      <h1>Start</h1>
      <Link to="/step">To the step</Link> <Link to="/plain">To a plain screen</Link>
    </>
  );
}

function renderShell(language: 'en' | 'pl') {
  return renderWithProviders(
    <Layout>
      <Routes>
        <Route path="/" element={<Start />} />
        <Route path="/step" element={<StepScreen />} />
        <Route path="/plain" element={<h1>Plain</h1>} />
      </Routes>
    </Layout>,
    { language },
  );
}

// Issue 34, point 5: the shell focused <main> after every in-app navigation, which took focus
// from a step's heading the step had just focused (the return from the sign-in, the
// confirmation's own address). It moves focus only where the new screen has not.
describeInEachLanguage(
  'the shell after an in-app navigation (%s)',
  { en: null, pl: null },
  (language) => {
    it('leaves focus on the heading the new screen focused', async () => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const { user } = renderShell(language);
      await user.click(screen.getByRole('link', { name: 'To the step' }));
      expect(await screen.findByRole('heading', { name: 'Step' })).toHaveFocus();
    });

    it('focuses the main region when the new screen focused nothing', async () => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const { user } = renderShell(language);
      await user.click(screen.getByRole('link', { name: 'To a plain screen' }));
      await screen.findByRole('heading', { name: 'Plain' });
      expect(screen.getByRole('main')).toHaveFocus();
    });
  },
);
