import fs from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The page snapshot's share of the log: enough for a screen's landmarks, dialogs and rows. */
const MAX_CHARS = 6_000;

/**
 * Prints, as a test fails, when it ran and what its page showed (the error context Playwright writes: the page's
 * accessibility snapshot at the failure). A CI run keeps only its log, so a failure seen once there can be read
 * afterwards: a dialog left open, a sign-in page, or a page that never answered (then there is no snapshot).
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    const ended = new Date(result.startTime.getTime() + result.duration);
    const lines = [
      `--- failure context: ${test.titlePath().slice(1).join(' › ')} (attempt ${result.retry + 1}, worker ${result.workerIndex})`,
      `ran ${result.startTime.toISOString()} to ${ended.toISOString()}, ${result.status}`,
    ];
    const context = result.attachments.find((attachment) => attachment.name === 'error-context');
    let written = '';
    if (context?.path && fs.existsSync(context.path)) written = fs.readFileSync(context.path, 'utf8');
    else if (context?.body) written = context.body.toString('utf8');
    // The error and its step are in the list reporter's lines; of the context, only the page is new.
    const page = /```yaml\n([\s\S]*?)\n```/.exec(written)?.[1];
    if (page === undefined) lines.push('(no page snapshot: the test had no page open, or its page did not answer)');
    else
      lines.push(
        'the page:',
        page.length > MAX_CHARS ? `${page.slice(0, MAX_CHARS)}\n… (${page.length - MAX_CHARS} more characters)` : page,
      );
    // Specs with a second browser attach every open page (snapshotEveryPageOnFailure in e2e/helpers.ts).
    const every = result.attachments.find((attachment) => attachment.name === 'every page')?.body?.toString('utf8');
    if (every) lines.push('every open page:', every);
    lines.push('--- end of failure context');
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
