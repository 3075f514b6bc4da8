/** Return addresses an attacker could put in a sign-in round trip: none is an in-app route. */
export const openRedirects = [
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
  '/nope',
];
