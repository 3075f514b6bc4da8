import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '@/testing/file-samples';
import { renderWithProviders } from '@/testing/test-utils';
import { FileField } from './file-field';

type Language = 'en' | 'pl';

const renderPhotoField = (
  language: Language,
  props: Pick<ComponentProps<typeof FileField>, 'value' | 'error'>,
) =>
  renderWithProviders(
    <FileField
      id="photo"
      name="photo"
      label="Photo"
      accept="image/png"
      onChange={() => undefined}
      onBlur={() => undefined}
      {...props}
    />,
    { language },
  );

const chosen = (name: string, language: Language = 'en') => {
  renderPhotoField(language, {
    value: new File([new Uint8Array(pngBytes)], name, { type: 'text/html' }),
  });
  return screen.getByText(/^(Chosen|Wybrano):/).textContent;
};

describe('FileField: the chosen file name as shown', () => {
  it.each([
    ['photo\u202Egnp.html', 'Chosen: photo gnp.html (1\u00a0kB)'],
    ['../../x.html', 'Chosen: x.html (1\u00a0kB)'],
    ['C:\\Users\\Jan\\me.png', 'Chosen: me.png (1\u00a0kB)'],
    ['a\r\nb\u0000c\u2066.png', 'Chosen: a b c .png (1\u00a0kB)'],
    [
      '"><img src=x onerror=alert(1)>.png',
      'Chosen: "><img src=x onerror=alert(1)>.png (1\u00a0kB)',
    ],
  ])('shows %j as text without path, controls or direction overrides', (name, shown) => {
    expect(chosen(name)).toBe(shown);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shortens a very long name, in Polish too', () => {
    expect(chosen(`${'a'.repeat(100)}.png`, 'pl')).toBe(`Wybrano: ${'a'.repeat(59)}… (1\u00a0kB)`);
  });
});

describe('FileField: the picker', () => {
  // Chromium wrote "Choose File" and "No file chosen" in the browser's language on a Polish page.
  it.each([
    ['en', 'Choose a file', 'No file chosen'],
    ['pl', 'Wybierz plik', 'Nie wybrano pliku'],
  ] as const)(
    'is worded in the page language (%s), the input keeps the field label',
    (language, choose, none) => {
      renderPhotoField(language, { value: null, error: 'Choose a photo.' });
      expect(screen.getByText(choose)).toBeVisible();
      expect(screen.getByText(none)).toBeVisible();
      const input = screen.getByLabelText('Photo');
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAccessibleName('Photo');
      expect(input).toHaveAccessibleDescription(/Choose a photo\.$/);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    },
  );
});
