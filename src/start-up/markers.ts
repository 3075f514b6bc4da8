// No imports: the head script, the entry and the build name the same marks with these.

/** On `<html>`: the copy the head script keeps (its language), and that it prunes the others. */
export const prepaintAttribute = 'data-prepaint';
/** On `<html>` and each screen's `<section>`: the prerendered screen (`home`, `panel-fees`). */
export const screenAttribute = 'data-prepaint-screen';
/** On `<html>`: no prerendered screen shows, only the shell (header, footer). */
export const shellOnlyAttribute = 'data-prepaint-shell-only';
/** On `<html>`: a signed-in session, so the header's account part shows. */
export const accountAttribute = 'data-prepaint-account';
/** On a control of the copy: pressed before the app, for the hand-over to press again. */
export const pressedAttribute = 'data-prepaint-pressed';

/** The id of index.html's template holding the shell's modulepreload links (build/preload-shell.ts). */
export const shellPreloadsId = 'shell-preloads';

/** The id of the template holding a prerendered screen's own modulepreload links (the same file). */
export const screenPreloadsId = (screen: string): string => `screen-preloads-${screen}`;
