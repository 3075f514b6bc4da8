import type { Reporter, TestCase } from 'vitest/node';

/**
 * Lists, after the run, every test that failed and then passed on its CI retry: the default
 * reporter counts it as passed and names it nowhere, so a flaky test would go unnoticed.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky)
      this.flaky.push(`${testCase.module.relativeModuleId} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.warn(
      `\nFlaky: ${this.flaky.length} test(s) passed only on a retry:\n  ${this.flaky.join('\n  ')}\n`,
    );
  }
}
