#!/usr/bin/env python3
"""Check that a set of session-log sections was moved into Documents/AccuracyLog/ unchanged.

    git show f064180:Documents/ACCURACY.md > /tmp/old-accuracy.md
    python3 Scripts/accuracy-log-check.py /tmp/old-accuracy.md Documents/AccuracyLog

OLD is a document whose `##` sections (and `#` blocks after its first line) were moved: its
opening block, up to the first such heading, is left out. Every section of OLD must be in
exactly one `session-*.md` file of the folder, word for word (trailing blank lines aside), and
no section may appear there that OLD does not have. Helpers' files (`session-NN-NAME.md`) are
left out, as is each file's own one-line `# Accuracy log…` heading. Exit status 1 on any
difference, with the headings of the sections lost or added.
"""
import collections
import re
import pathlib
import sys


def sections(lines, skip_opening):
    starts = [i for i, line in enumerate(lines)
              if (line.startswith('## ') or (line.startswith('# ') and not line.startswith('# Accuracy log')))
              and not (skip_opening and i == 0)]
    result = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        body = lines[start:end]
        while body and body[-1] == '':
            body = body[:-1]
        result.append('\n'.join(body))
    return result


def session_number(section):
    """The session a section's heading names (`## Session 18 (…)`), 0 if none."""
    match = re.match(r'#+ Session (\d+)', section)
    return int(match.group(1)) if match else 0


def is_session_file(path):
    # session-04.md and session-01-03.md are session files; session-19-docs23.md is a helper's
    stem = path.stem.split('-')[1:]
    return all(part.isdigit() for part in stem)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    old = pathlib.Path(sys.argv[1]).read_text().split('\n')
    folder = pathlib.Path(sys.argv[2])
    moved = collections.Counter(sections(old, skip_opening=True))
    found = collections.Counter()
    files = sorted(f for f in folder.glob('session-*.md') if is_session_file(f))
    for f in files:
        found.update(sections(f.read_text().split('\n'), skip_opening=False))
    lost = moved - found
    # Sessions newer than the old document's newest were written into the log directly.
    newest = max((session_number(text) for text in moved), default=0)
    added = collections.Counter({text: n for text, n in (found - moved).items()
                                 if session_number(text) <= newest})
    lines = sum(s.count('\n') + 1 for s in moved.elements())
    print(f'{sum(moved.values())} sections ({lines} lines) in the old document, '
          f'{sum(found.values())} in {len(files)} session files')
    for text, n in lost.items():
        print(f'LOST ({n}): {text.splitlines()[0][:100]}')
    for text, n in added.items():
        print(f'ADDED OR CHANGED ({n}): {text.splitlines()[0][:100]}')
    if lost or added:
        sys.exit(1)
    print('every section is in exactly one session file, unchanged')


if __name__ == '__main__':
    main()
