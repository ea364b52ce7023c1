#!/usr/bin/env python3
"""Every `<designables>` entry of the corpus and the fresh sets, view by view.

    Scripts/designables-survey.py [--corpus DIR] [--fresh DIR] [--copies DIR]

Prints one row per `<designable name="ID">`: set, owner, file, id, the element it names
(`MISSING` when no element has that id), its custom class, for labels whether they wrap
(`numberOfLines` other than 1), the saved intrinsic width and height (-1: no intrinsic
metric), the stored frame's width and height, and a placeholder intrinsic size if written;
then a count per owner. With --copies, writes each document twice into DIR/orig and
DIR/strip (the section removed: what a tool that does not read it sees), each with a
MANIFEST.tsv, for `oracle.py`, `per-view-mismatches.py` and `ambiguity-warnings.py`
(AccuracyLog/session-18.md, designables22).
"""
import argparse
import collections
import glob
import os
import re
import xml.etree.ElementTree as ET


def documents(corpus, fresh):
    sets = [('corpus', corpus)] + [(os.path.basename(d.rstrip('/')), d) for d in sorted(glob.glob(os.path.join(fresh, '*/')))
                                   if not d.rstrip('/').endswith('parts')]
    for name, folder in sets:
        for path in sorted(glob.glob(os.path.join(folder, '*.xib')) + glob.glob(os.path.join(folder, '*.storyboard'))):
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
            if '<designables>' in text:
                yield name, path, text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--corpus', default='../shared/corpus')
    parser.add_argument('--fresh', default='/work/fresh')
    parser.add_argument('--copies')
    args = parser.parse_args()
    per_owner = collections.defaultdict(collections.Counter)
    manifests = {'orig': [], 'strip': []}
    for set_name, path, text in documents(args.corpus, args.fresh):
        base = os.path.basename(path)
        owner = base.split('__')[0]
        root = ET.fromstring(text.encode('utf-8'))
        by_id = {e.get('id'): e for e in root.iter() if e.get('id')}
        per_owner[(set_name, owner)]['files'] += 1
        for designable in root.iter('designable'):
            size = designable.find("size[@key='intrinsicContentSize']")
            element = by_id.get(designable.get('name'))
            saved = (size.get('width'), size.get('height')) if size is not None else ('', '')
            if element is None:
                print('\t'.join([set_name, owner, base, designable.get('name'), 'MISSING', '', '', *saved, '', '', '']))
                continue
            frame = element.find("rect[@key='frame']")
            stored = (frame.get('width'), frame.get('height')) if frame is not None else ('-', '-')
            wraps = 'wraps' if element.tag == 'label' and element.get('numberOfLines', '1') != '1' else ''
            placeholder = ' '.join(filter(None, (element.get('placeholderIntrinsicWidth'), element.get('placeholderIntrinsicHeight'))))
            print('\t'.join([set_name, owner, base, designable.get('name'), element.tag, element.get('customClass') or '',
                             wraps, *saved, *stored, placeholder]))
            per_owner[(set_name, owner)][element.tag + (' (wraps)' if wraps else '')] += 1
        if args.copies:
            copy_name = set_name + '__' + base
            for kind, content in (('orig', text), ('strip', re.sub(r'\n\s*<designables>.*?</designables>', '', text, flags=re.S))):
                os.makedirs(os.path.join(args.copies, kind), exist_ok=True)
                with open(os.path.join(args.copies, kind, copy_name), 'w', encoding='utf-8') as f:
                    f.write(content)
                manifests[kind].append((copy_name, owner + '/' + set_name))
    if args.copies:
        for kind, rows in manifests.items():
            with open(os.path.join(args.copies, kind, 'MANIFEST.tsv'), 'w') as f:
                f.write('file\trepo\n' + ''.join(f'{name}\t{repo}\n' for name, repo in rows))
    print()
    for (set_name, owner), counts in sorted(per_owner.items()):
        print(set_name, owner, dict(counts))


if __name__ == '__main__':
    main()
