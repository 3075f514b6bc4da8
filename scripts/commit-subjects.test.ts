import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24: a commit's subject says what changed in under 72 characters, the why goes in the
 * body. The rule holds for every commit after the one the review read; older subjects
 * are history.
 */
const limit = 72;
const ruleSince = 'c67e8cad521ad65d6c210edf58e172c00aeef740';

/** Landed over the limit; main's history is never rewritten. */
const landedBeforeTheCheck = new Set([
  '1334a378a2fba2e07e264dce4583e35eef2fbd7d',
  '84982356effc13738bad8eb1cfb5cc618e2c3177',
  '0df1b199b66cac152b966d725386b78baa4d189d',
]);

const root = realpathSync(join(__dirname, '..'));

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trimEnd();
  } catch {
    return undefined;
  }
}

/** Characters as a person counts them, not UTF-16 units. */
const length = (subject: string) => [...subject].length;

type Commit = { hash: string; subject: string };
type History = { commits: Commit[] } | { none: string } | { unreadable: string };

/**
 * This checkout's own commits under the rule, or why there are none to read: a tarball (or a
 * copy inside another repository) has no history of its own.
 */
function history(): History {
  const top = git('rev-parse', '--show-toplevel');
  if (top === undefined) return { none: 'no git, or no repository here' };
  if (realpathSync(top) !== root) return { none: `${root} is not a git checkout of its own` };
  const hasStart = git('cat-file', '-e', `${ruleSince}^{commit}`) !== undefined;
  // A shallow clone cut after the rule began holds only commits under it.
  if (!hasStart && git('rev-parse', '--is-shallow-repository') !== 'true') {
    return {
      unreadable: `${ruleSince.slice(0, 7)}, where the rule starts, is not in this history`,
    };
  }
  const log = git('log', '--format=%H%x09%s', 'HEAD', ...(hasStart ? [`^${ruleSince}`] : []));
  if (log === undefined) return { none: 'git log read no commits' };
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', ...rest] = line.split('\t');
      return { hash, subject: rest.join('\t') };
    });
  return { commits };
}

const found = history();

describe('commit subjects', () => {
  if ('none' in found) {
    console.warn(`Commit subjects not checked: ${found.none}.`);
    it.skip(`under ${limit} characters (not checked: ${found.none})`, () => {});
    return;
  }

  it(`are under ${limit} characters since issue 24's rule`, () => {
    if ('unreadable' in found) throw new Error(found.unreadable);
    const long = found.commits
      .filter(({ hash, subject }) => length(subject) >= limit && !landedBeforeTheCheck.has(hash))
      .map(({ hash, subject }) => `${hash.slice(0, 7)} (${length(subject)}): ${subject}`);
    expect(long, 'shorten the subject before landing; the details go in the body').toEqual([]);
  });
});
