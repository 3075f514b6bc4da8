import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// deploy/deploy.sh (issue 37, decision 017) on small fake builds in a temporary folder; the
// browser side (a paused deploy, a worker of a half-copied release) is
// e2e/delivery-installable.spec.ts behind nginx.

const script = join(process.cwd(), 'deploy', 'deploy.sh');
let folder = '';
let root = '';
let reloads = '';

function fakeBuild(name: string, { policy = true } = {}): string {
  const build = join(folder, name);
  mkdirSync(join(build, 'assets'), { recursive: true });
  mkdirSync(join(build, '.nginx'));
  writeFileSync(join(build, 'index.html'), `<title>${name}</title>`);
  writeFileSync(join(build, 'sw.js'), `// ${name}`);
  writeFileSync(join(build, 'assets', `main-${name}.js`), `console.log('${name}')`);
  if (policy) writeFileSync(join(build, '.nginx', 'content-security-policy.conf'), '# policy\n');
  return build;
}

/** Runs the script; its output, or the error's. */
function deploy(args: string[], reload = `echo reloaded >> '${reloads}'`) {
  try {
    const stdout = execFileSync('bash', [script, ...args, '--root', root, '--reload', reload], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, id: stdout.trim().split('\n').at(-1) ?? '', stderr: '' };
  } catch (error) {
    return { ok: false, id: '', stderr: String((error as { stderr?: string }).stderr) };
  }
}

const served = () => readFileSync(join(root, 'current', 'index.html'), 'utf8');
const releases = () => readdirSync(join(root, 'releases')).sort();
const reloadCount = () =>
  existsSync(reloads) ? readFileSync(reloads, 'utf8').split('\n').filter(Boolean).length : 0;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'deploy-'));
  root = join(folder, 'srv');
  reloads = join(folder, 'reloads.log');
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('deploy/deploy.sh', () => {
  it('puts each release in a folder of its own and switches the served link to it, then reloads', () => {
    const first = deploy([fakeBuild('one')]);
    expect(first.ok).toBe(true);
    expect(served()).toBe('<title>one</title>');
    const second = deploy([fakeBuild('two')]);
    expect(second.id).not.toBe(first.id);
    expect(served()).toBe('<title>two</title>');
    // A relative link into releases/, the earlier release whole beside it for a rollback.
    expect(readlinkSync(join(root, 'current'))).toBe(`releases/${second.id}`);
    expect(releases()).toEqual([first.id, second.id].sort());
    expect(readFileSync(join(root, 'releases', first.id, 'sw.js'), 'utf8')).toBe('// one');
    expect(reloadCount()).toBe(2);
    expect(deploy(['--switch', first.id]).ok).toBe(true);
    expect(served()).toBe('<title>one</title>');
  });

  it('stages a release without serving it, and serves it on --switch', () => {
    deploy([fakeBuild('one')]);
    const staged = deploy([fakeBuild('two'), '--stage-only']);
    expect(staged.ok).toBe(true);
    expect(served()).toBe('<title>one</title>');
    expect(readFileSync(join(root, 'releases', staged.id, 'index.html'), 'utf8')).toBe(
      '<title>two</title>',
    );
    expect(reloadCount()).toBe(1);
    deploy(['--switch', staged.id]);
    expect(served()).toBe('<title>two</title>');
  });

  it('serves the previous release again when the reload fails (a policy nginx refuses)', () => {
    const first = deploy([fakeBuild('one')]);
    const failed = deploy(
      [fakeBuild('two')],
      `test -f '${reloads}.twice' || { touch '${reloads}.twice'; exit 1; }`,
    );
    expect(failed.ok).toBe(false);
    expect(failed.stderr).toContain('the reload failed');
    expect(readlinkSync(join(root, 'current'))).toBe(`releases/${first.id}`);
    expect(served()).toBe('<title>one</title>');
  });

  it('refuses what is no build of this project, and changes nothing', () => {
    deploy([fakeBuild('one')]);
    const before = releases();
    const noPolicy = deploy([fakeBuild('two', { policy: false })]);
    expect(noPolicy).toMatchObject({ ok: false });
    expect(noPolicy.stderr).toContain('content-security-policy.conf');
    expect(deploy([join(folder, 'nothing-here')]).ok).toBe(false);
    expect(deploy(['--switch', '../one']).ok).toBe(false);
    expect(deploy(['--switch', 'no-such-release']).ok).toBe(false);
    expect(releases()).toEqual(before);
    expect(served()).toBe('<title>one</title>');
  });

  it('keeps the newest releases beyond --keep, staged ones counted', () => {
    const ids = ['one', 'two', 'three'].map((name) => deploy([fakeBuild(name), '--keep', '2']).id);
    expect(releases()).toEqual(ids.slice(1).sort());
    deploy([fakeBuild('four'), '--stage-only']);
    const last = deploy([fakeBuild('five'), '--keep', '1']);
    expect(releases()).toEqual([last.id]);
    expect(served()).toBe('<title>five</title>');
  });
});
