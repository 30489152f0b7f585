#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
"""lint.py: the static analysis of "make lint" (mk/quality.mk).

Runs, in parallel, over translation units that instantiate tree.h:

  cppcheck    on an expanded copy of each unit (preprocessed with empty
              stand-ins for the system headers, tests/lint/sysinc/, then
              formatted by clang-format), so that every finding inside the
              macro-generated code has a line of its own;
              suppressions: tests/lint/cppcheck-suppressions.xml
  clang-tidy  bugprone-*, cert-*, clang-analyzer-* (tests/lint/clang-tidy.yaml);
              the path-sensitive clang-analyzer-* checks only on the small
              unit (LINT_SUBSET), the others on every unit
  scan-build  clang's static analyser on the small unit in debug mode and
              with the global RB_AUGMENT hook

Units: tests/compile/matrix.c (every generator, every public macro; the
program of compile-matrix too) in several configurations, tests/cross/diff.c (the cross-target driver), and the unit
tests given with --unit.  A finding in our own units fails the run; in a
unit test it fails only if it points into tree.h (the warning or one of
its notes is in tree.h), otherwise it is listed as advisory (test code).

Prints one line per job, the findings, and "lint: N passed, N failed"
(one check per job); exits 1 if any job failed.

  tests/lint/lint.py [--jobs N] [--out DIR] [--only TOOL]... [--list]
                     [--unit 'FILE|FLAGS']...

Environment: CLANG, CLANG_TIDY, CLANG_FORMAT, CPPCHECK, SCAN_BUILD.
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import time

ROOT = os.path.realpath(os.path.join(os.path.dirname(__file__), '..', '..'))
TREE_H = os.path.join(ROOT, 'tree.h')
LINT = 'tests/lint'

CLANG = os.environ.get('CLANG', 'clang')
CLANG_TIDY = os.environ.get('CLANG_TIDY', 'clang-tidy')
CLANG_FORMAT = os.environ.get('CLANG_FORMAT', 'clang-format')
CPPCHECK = os.environ.get('CPPCHECK', 'cppcheck')
SCAN_BUILD = os.environ.get('SCAN_BUILD', 'scan-build')

MATRIX = 'tests/compile/matrix.c'
DIFF = 'tests/cross/diff.c'

# Configurations: name -> (source, flags).
UNITS = {
    'matrix':           (MATRIX, '-std=c11'),
    'matrix-debug':     (MATRIX, '-std=c11 -DTREE_DEBUG'),
    'matrix-hook':      (MATRIX, '-std=c11 -DLINT_HOOK'),
    'matrix-c99':       (MATRIX, '-std=c99 -DTREE_DEBUG'),
    'matrix-c++':       (MATRIX, '-x c++ -std=c++11'),
    'matrix-c++-debug': (MATRIX, '-x c++ -std=c++17 -DTREE_DEBUG'),
    'subset':           (MATRIX, '-std=c11 -DLINT_SUBSET'),
    'subset-debug':     (MATRIX, '-std=c11 -DLINT_SUBSET -DTREE_DEBUG'),
    'subset-hook':      (MATRIX, '-std=c11 -DLINT_SUBSET -DLINT_HOOK'),
    'diff':             (DIFF, '-std=c11 -Itests'),
    'diff-debug':       (DIFF, '-std=c11 -Itests -DTREE_DEBUG'),
}

# Which tool looks at which configuration.  The path-sensitive analyser
# costs about ten CPU seconds per tree instantiated, so it sees the small
# unit only (the other trees expand to the same code), once per mode.
CPPCHECK_UNITS = ['matrix-debug', 'matrix-hook', 'diff']
TIDY_FULL_UNITS = ['subset']
TIDY_LIGHT_UNITS = ['matrix', 'matrix-debug', 'matrix-hook', 'matrix-c99',
                    'matrix-c++', 'matrix-c++-debug', 'diff', 'diff-debug']
SCAN_UNITS = ['subset-debug', 'subset-hook']

# Rough CPU seconds, to start the long jobs first.
COST = {'scan-build': 30, 'tidy-full': 30, 'cppcheck': 15, 'tidy': 3}

DIAG = re.compile(r'^(.+?):(\d+):(\d+): (warning|error|note): (.*)$')


class Job:
    def __init__(self, tool, name, unit_test=False):
        self.tool = tool
        self.name = name
        self.unit_test = unit_test
        self.findings = []      # failing: list of text blocks
        self.advisory = []      # unit test code only
        self.error = None       # the tool itself failed
        self.secs = 0.0

    def label(self):
        return '%s %s' % (self.tool, self.name)

    def cost(self):
        if self.tool == 'clang-tidy' and self.name in TIDY_FULL_UNITS:
            return COST['tidy-full']
        return COST.get(self.tool, COST['tidy'])


def run(argv, **kw):
    return subprocess.run(argv, cwd=ROOT, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True,
                          **kw)


def in_tree_h(path):
    try:
        return os.path.realpath(os.path.join(ROOT, path)) == TREE_H
    except OSError:
        return False


def diag_blocks(text):
    """clang diagnostics: a warning/error line with the notes after it."""
    blocks, cur = [], None
    for line in text.splitlines():
        m = DIAG.match(line)
        if m and m.group(4) in ('warning', 'error'):
            cur = {'file': m.group(1), 'lines': [line], 'notes': []}
            blocks.append(cur)
        elif cur is not None:
            if m and m.group(4) == 'note':
                cur['notes'].append(m.group(1))
            cur['lines'].append(line)
    return blocks


def expand(name, out):
    """Preprocess a unit without the system headers, then format it."""
    src, flags = UNITS[name]
    dst = os.path.join(out, 'expanded', name + '.c')
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    pre = run([CLANG, '-E', '-P', '-nostdinc', '-isystem', LINT + '/sysinc',
               '-I.'] + shlex.split(flags) + [src])
    if pre.returncode != 0:
        return None, 'preprocessing failed:\n' + pre.stdout
    fmt = subprocess.run([CLANG_FORMAT,
                          '--style={BasedOnStyle: LLVM, ColumnLimit: 100}'],
                         input=pre.stdout, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True)
    if fmt.returncode != 0:
        return None, 'clang-format failed:\n' + fmt.stderr
    with open(os.path.join(ROOT, dst), 'w') as f:
        f.write('/* %s %s, expanded by tests/lint/lint.py */\n' % (src, flags))
        f.write(fmt.stdout)
    return dst, None


def job_cppcheck(job, out):
    path, err = expand(job.name, out)
    if path is None:
        job.error = err
        return
    lang = ['--language=c++', '--std=c++11'] if '-x c++' in UNITS[job.name][1] \
        else ['--language=c', '--std=c11']
    res = run([CPPCHECK, '--quiet', '--inline-suppr', '--error-exitcode=1',
               '--enable=warning,style,performance,portability',
               '--suppress-xml=' + LINT + '/cppcheck-suppressions.xml',
               '--template={file}:{line}:{column}: {severity}: {message} [{id}]',
               ] + lang + [path])
    for line in res.stdout.splitlines():
        if re.match(r'^\S+:\d+:\d+: ', line):
            job.findings.append(line)
    if res.returncode != 0 and not job.findings:
        job.error = res.stdout or 'cppcheck exited %d' % res.returncode


def job_tidy(job, src, flags, full):
    checks = [] if full else ['--checks=-clang-analyzer-*']
    res = run([CLANG_TIDY, '--quiet', '--config-file=' + LINT + '/clang-tidy.yaml']
              + checks + [src, '--', '-I.'] + shlex.split(flags))
    for b in diag_blocks(res.stdout):
        text = '\n'.join(b['lines'])
        if job.unit_test and not (in_tree_h(b['file']) or
                                  any(in_tree_h(n) for n in b['notes'])):
            job.advisory.append(text)
        else:
            job.findings.append(text)
    if res.returncode != 0 and not job.findings and not job.advisory:
        job.error = res.stdout or 'clang-tidy exited %d' % res.returncode


def job_scan(job, out):
    src, flags = UNITS[job.name]
    report = os.path.join(out, 'scan-build', job.name)
    os.makedirs(os.path.join(ROOT, report), exist_ok=True)
    res = run([SCAN_BUILD, '--status-bugs', '-o', report, '--use-cc=' + CLANG,
               CLANG, '-c', '-o', os.devnull, '-I.'] + shlex.split(flags) + [src])
    if res.returncode == 0:
        return
    m = re.search(r'scan-build: (\d+) bugs? found', res.stdout)
    if m:
        job.findings.append(res.stdout.strip())
    else:
        job.error = res.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--out', default=os.path.join(os.environ.get('BUILD', 'build'), 'lint'))
    ap.add_argument('--only', action='append', choices=['cppcheck', 'clang-tidy', 'scan-build'])
    ap.add_argument('--unit', action='append', default=[],
                    help="a unit test: 'FILE|FLAGS' (flags as the build uses them)")
    ap.add_argument('--list', action='store_true', help='list the jobs and exit')
    args = ap.parse_args()
    out = args.out
    tools = set(args.only or ['cppcheck', 'clang-tidy', 'scan-build'])

    jobs = []
    if 'cppcheck' in tools:
        jobs += [(Job('cppcheck', u), job_cppcheck, (out,)) for u in CPPCHECK_UNITS]
    if 'clang-tidy' in tools:
        for u in TIDY_FULL_UNITS:
            jobs.append((Job('clang-tidy', u), job_tidy, UNITS[u] + (True,)))
        for u in TIDY_LIGHT_UNITS:
            jobs.append((Job('clang-tidy', u), job_tidy, UNITS[u] + (False,)))
        for spec in args.unit:
            src, _, flags = spec.partition('|')
            jobs.append((Job('clang-tidy', src, unit_test=True), job_tidy,
                         (src, flags, False)))
    if 'scan-build' in tools:
        jobs += [(Job('scan-build', u), job_scan, (out,)) for u in SCAN_UNITS]

    if args.list:
        for job, _, a in jobs:
            print(job.label())
        return 0

    jobs.sort(key=lambda j: -j[0].cost())
    start = time.time()

    def one(item):
        job, fn, a = item
        t0 = time.time()
        try:
            fn(job, *a)
        except OSError as e:
            job.error = str(e)
        job.secs = time.time() - t0
        return job

    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for job in ex.map(one, jobs):
            if job.error is not None:
                print('lint: %s: ERROR (%.1f s)' % (job.label(), job.secs))
                print('  ' + job.error.strip().replace('\n', '\n  '))
                failed += 1
                continue
            if job.findings:
                print('lint: %s: %d finding(s) (%.1f s)' %
                      (job.label(), len(job.findings), job.secs))
                for f in job.findings:
                    print('  ' + f.replace('\n', '\n  '))
                failed += 1
            else:
                print('lint: %s: clean (%.1f s)' % (job.label(), job.secs))
                passed += 1
            if job.advisory:
                print('lint: %s: %d advisory finding(s) in test code '
                      '(not tree.h; not counted):' % (job.label(), len(job.advisory)))
                for f in job.advisory:
                    print('  ' + f.split('\n')[0])
    sys.stdout.flush()
    print('lint: %.0f s elapsed; expanded units in %s/expanded, '
          'scan-build reports in %s/scan-build' % (time.time() - start, out, out))
    print('lint: %d passed, %d failed' % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
