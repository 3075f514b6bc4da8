import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './internet-tab';

// Issue 21 point 7: the network notes come from the demo API in the person's language
// (Accept-Language), also after a switch on the open tab.
const notes = {
  en: 'High upload detected. Check your devices for file-sharing software.',
  pl: 'Wykryto duży ruch wychodzący. Sprawdź, czy na Twoich urządzeniach nie działa program do udostępniania plików.',
} as const;
const other = { en: 'pl', pl: 'en' } as const;
const switchName = { en: 'English', pl: 'Polski' } as const;

describe.each(['en', 'pl'] as const)('%s: the network notes', (language) => {
  it("come in the person's language, and in the other one after a switch", async () => {
    const { user } = renderPanel('/panel?tab=internet', { language });
    expect(await screen.findByText(notes[language])).toBeInTheDocument();
    expect(screen.queryByText(notes[other[language]])).toBeNull();
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', {
        name: switchName[other[language]],
      }),
    );
    await waitFor(() => expect(screen.getByText(notes[other[language]])).toBeInTheDocument());
    expect(screen.queryByText(notes[language])).toBeNull();
  });
});
