import { describe, expect, it } from 'vitest';
import { clearFormDrafts } from '@/shared/session/sign-out';
import { draftKey, loadDraft, saveDraft } from './draft';

describe('drafts and sign-out', () => {
  it('writes no draft once sign-out has cleared them (a still-mounted form cannot bring one back)', () => {
    saveDraft('register', { firstName: 'Ewa' }, []);
    expect(loadDraft('register')).toEqual({ firstName: 'Ewa' });
    clearFormDrafts();
    expect(window.sessionStorage.getItem(draftKey('register'))).toBeNull();
    saveDraft('register', { firstName: 'Ewa', lastName: 'Nowak' }, []);
    expect(window.sessionStorage.getItem(draftKey('register'))).toBeNull();
  });
});
