// The contract lint: Redocly's linter (@redocly/openapi-core, the engine of `redocly lint`)
// with redocly.yaml and its .redocly.lint-ignore.yaml. Fails on any error or warning.
import { formatProblems, lint, loadConfig } from '@redocly/openapi-core';

const config = await loadConfig({ configPath: 'redocly.yaml' });
const problems = await lint({ ref: 'api/openapi.yaml', config });
const shown = problems.filter((problem) => !problem.ignored);
if (shown.length > 0) {
  formatProblems(shown, { format: 'codeframe', totals: { errors: 0, warnings: 0, ignored: 0 } });
  process.exitCode = 1;
} else {
  console.log(
    `api/openapi.yaml: the contract lint found no problems (${problems.length} ignored).`,
  );
}
