#!/usr/bin/env python3
"""Provenance of the fresh document sets (Documents/FreshSets/*.tsv), kept so a set can be rebuilt.

    Scripts/fresh-set.py verify DIR MANIFEST
    Scripts/fresh-set.py list MANIFEST
    Scripts/fresh-set.py manifest DIR PROVENANCE > MANIFEST

A manifest is tab-separated with the header
    file  repo  path  commit  characters  sha256  toolsVersion  half
one row per document: the file's name in DIR (named like the corpus, owner__repo__path with
`/` as `__`), the GitHub repository and path it was read from, the commit the `read_file`
answer named, its length in characters, the sha256 of its UTF-8 bytes, the document's
toolsVersion and its half (`dev` for owners a-m, `check` for the rest, digits included, as
Scripts/per-view-mismatches.py splits them).

verify    checks that every listed file is in DIR with that length and hash (exit 1 if not).
list      prints repo, path and commit per row: what to pass to `read_file` (page by page,
          pages joined by offset, the length checked against total_chars) to fetch it again.
manifest  writes the full manifest from a PROVENANCE file holding the first five columns
          (file, repo, path, commit, characters; no header) and the documents in DIR.
The documents themselves are never committed (licences unknown).
"""
import csv
import hashlib
import os
import re
import sys

COLUMNS = ('file', 'repo', 'path', 'commit', 'characters', 'sha256', 'toolsVersion', 'half')


def half(repo):
    owner = repo.split('/')[0].lower()
    return 'dev' if 'a' <= owner[:1] <= 'm' else 'check'


def read_rows(manifest):
    with open(manifest, encoding='utf-8', newline='') as handle:
        return list(csv.DictReader(handle, delimiter='\t'))


def measure(path):
    text = open(path, encoding='utf-8', newline='').read()
    match = re.search(r'toolsVersion="([^"]*)"', text)
    return len(text), hashlib.sha256(text.encode('utf-8')).hexdigest(), match.group(1) if match else ''


def verify(directory, manifest):
    rows = read_rows(manifest)
    bad = 0
    for row in rows:
        path = os.path.join(directory, row['file'])
        if not os.path.exists(path):
            print(f"missing  {row['file']}")
            bad += 1
            continue
        characters, digest, _ = measure(path)
        if str(characters) != row['characters'] or digest != row['sha256']:
            print(f"changed  {row['file']} ({characters} characters, sha256 {digest[:12]})")
            bad += 1
    owners = {row['repo'].split('/')[0].lower() for row in rows}
    print(f"{len(rows) - bad} of {len(rows)} documents verified, {len(owners)} owners")
    return 1 if bad else 0


def list_rows(manifest):
    for row in read_rows(manifest):
        print('\t'.join((row['repo'], row['path'], row['commit'])))
    return 0


def write_manifest(directory, provenance):
    out = csv.writer(sys.stdout, delimiter='\t', lineterminator='\n')
    out.writerow(COLUMNS)
    with open(provenance, encoding='utf-8') as handle:
        for line in sorted(handle, key=str.lower):
            file, repo, path, commit, characters = line.rstrip('\n').split('\t')
            measured, digest, tools = measure(os.path.join(directory, file))
            if str(measured) != characters:
                sys.exit(f'{file}: {measured} characters on disk, {characters} read')
            out.writerow((file, repo, path, commit, characters, digest, tools, half(repo)))
    return 0


def main(argv):
    if len(argv) == 3 and argv[0] == 'verify':
        return verify(argv[1], argv[2])
    if len(argv) == 2 and argv[0] == 'list':
        return list_rows(argv[1])
    if len(argv) == 3 and argv[0] == 'manifest':
        return write_manifest(argv[1], argv[2])
    print(__doc__.strip().split('\n\n')[1], file=sys.stderr)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
