import { describe, expect, it } from 'vitest';
import { bindOneLetterWords } from './polish-typography';

const nbsp = '\u00a0';

describe('bindOneLetterWords', () => {
  it.each([
    ['Złóż wniosek o miejsce', `Złóż wniosek o${nbsp}miejsce`],
    ['w domu i w pokoju', `w${nbsp}domu i${nbsp}w${nbsp}pokoju`],
    ['W domu', `W${nbsp}domu`],
    ['Wybierz kraj z listy.', `Wybierz kraj z${nbsp}listy.`],
    ['(z listy) „a tu”', `(z${nbsp}listy) „a${nbsp}tu”`],
    ['Do zapłaty: {{amount}} u nas', `Do zapłaty: {{amount}} u${nbsp}nas`],
  ])('binds the one-letter words of %j', (text, bound) => {
    expect(bindOneLetterWords(text)).toBe(bound);
  });

  it.each([
    'Dom studencki DS-A 2',
    'ja tu, tam i',
    'nabór: a)',
    'PLN 1 444,61',
    'e-mail: x@y.pl',
    'Klub pod w.c. w',
  ])('leaves %j as it is: no one-letter word before a space', (text) => {
    expect(bindOneLetterWords(text)).toBe(text);
  });
});
