"""The cross-device pairs of ../shared/xdevice, for the xdevice-*.py scripts (imported, not run).

Each pair of MANIFEST.tsv whose two files exist, as (row, A's path, B's path); with
`with_device=True` only the pairs whose B names a device (switch and upgrade pairs, not the
canvas pairs check.py reports apart). `copy_with_b_tools` copies the pairs with B's
toolsVersion written into each A that differs, to tell B's Xcode from B's device.
`stale_views` reads the stale B views (class a1) of a miss map made over the B files.
"""
import csv
import os
import re
import shutil


def pairs(xdevice, with_device=False):
    with open(os.path.join(xdevice, 'MANIFEST.tsv')) as manifest:
        rows = list(csv.DictReader(manifest, delimiter='\t'))
    files = os.path.join(xdevice, 'files')
    for row in rows:
        if with_device and not row['deviceB']:
            continue
        ext = row['path'].rsplit('.', 1)[1]
        a_path = os.path.join(files, f"{row['id']}-A.{ext}")
        b_path = os.path.join(files, f"{row['id']}-B.{ext}")
        if os.path.exists(a_path) and os.path.exists(b_path):
            yield row, a_path, b_path


def copy_with_b_tools(xdevice, folder):
    """A copy of the pairs at `folder/xdevice` whose A files carry B's toolsVersion; its path."""
    copy = os.path.join(folder, 'xdevice')
    shutil.copytree(xdevice, copy)
    for row, a_path, _ in pairs(copy):
        if row['toolsVersionA'] != row['toolsVersionB']:
            with open(a_path, encoding='utf-8') as f:
                text = f.read()
            text = re.sub(r'toolsVersion="[^"]*"', f'toolsVersion="{row["toolsVersionB"]}"', text, count=1)
            with open(a_path, 'w', encoding='utf-8') as f:
                f.write(text)
    return copy


def stale_views(path):
    """{(pair id, view id)} of a miss map's class-a1 rows (files named OWNER__NNN-B.EXT);
    empty without a map."""
    out = set()
    if not path:
        return out
    with open(path) as f:
        cols = f.readline().rstrip('\n').split('\t')
        for line in f:
            row = dict(zip(cols, line.rstrip('\n').split('\t')))
            match = re.search(r'__(\d{3})-B\.', row.get('file', ''))
            if match and row.get('class') == 'a1':
                out.add((match.group(1), row['view']))
    return out
