/** The value given after `--name` on a script's command line, else `fallback`. */
export function cliOption(argv, name, fallback) {
  const at = argv.indexOf(`--${name}`);
  return at === -1 || argv[at + 1] === undefined ? fallback : argv[at + 1];
}
