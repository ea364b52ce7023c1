#!/usr/bin/env python3
"""Every baseline constraint (baseline, firstBaseline, lastBaseline) between an AppKit label
(a text field whose cell has no border and is not editable) and a bezeled text field
(`borderStyle="bezel"`) in the corpus and every fresh set: era, owner, the two stored heights,
fonts, the field's control size, the constant, how far the label's top sits below the field's
(y up the screen, at Xcode's stored frames), how many other vertical constraints each view has
(0 on one side: that view is placed from the other), and, given a binary, the same distance in
the tool's frames (`resolve`). A 16-point label on a 21-point regular field sits 2 below in
every pair, where centred text gives 2.5 (AccuracyLog, session 22, bezel26).

Usage: Scripts/bezel-field-baseline-survey.py [BINARY]
"""
import collections, glob, os, re, subprocess, sys
import xml.etree.ElementTree as ET

BINARY = sys.argv[1] if len(sys.argv) > 1 else None
DIRS = ['/work/shared/corpus'] + sorted(d for d in glob.glob('/work/fresh/*') if os.path.isdir(d))
BASELINES = {'baseline', 'firstBaseline', 'lastBaseline'}
VERTICAL = {'top', 'bottom', 'centerY', 'height'}

def cell_of(v):
    return next((c for c in v if c.tag.endswith('Cell') and c.get('key') == 'cell'), None)

def frame(v):
    r = next((c for c in v if c.tag == 'rect' and c.get('key') == 'frame'), None)
    return None if r is None else [float(r.get(k, '0')) for k in ('x', 'y', 'width', 'height')]

def kind(v):
    if v is None or v.tag != 'textField' or cell_of(v) is None: return None
    c = cell_of(v)
    if c.get('borderStyle') == 'bezel': return 'field'
    if c.get('borderStyle') is None and c.get('editable') != 'YES': return 'label'
    return None

def font(v):
    f = cell_of(v).find('font')
    return '' if f is None else (f.get('metaFont') or '') + (f.get('size') or '')

def tool_frames(path, cache={}):
    if path not in cache:
        out = subprocess.run([BINARY, 'resolve', path], capture_output=True, text=True).stdout
        cache[path] = {}
        for m in re.finditer(r'> (\S+) \(([-\d.]+), ([-\d.]+), ([-\d.]+) × ([-\d.]+)\)', out):
            cache[path].setdefault(m.group(1), tuple(float(m.group(i)) for i in range(2, 6)))
    return cache[path]

def below(field, label):
    return (field[1] + field[3]) - (label[1] + label[3])

for d in DIRS:
    for path in sorted(glob.glob(d + '/*.xib') + glob.glob(d + '/*.storyboard')):
        try: root = ET.parse(path).getroot()
        except ET.ParseError: continue
        if 'Cocoa' not in root.get('type', '') and 'MacOSX' not in root.get('targetRuntime', ''): continue
        by_id = {e.get('id'): e for e in root.iter() if e.get('id')}
        parent = {c: p for p in root.iter() for c in p}
        vertical = collections.Counter()
        for c in root.iter('constraint'):
            if c.get('firstAttribute') in VERTICAL:
                vertical[c.get('firstItem') or parent[parent[c]].get('id')] += 1
            if c.get('secondAttribute') in VERTICAL: vertical[c.get('secondItem')] += 1
        for c in root.iter('constraint'):
            if c.get('firstAttribute') not in BASELINES or c.get('secondAttribute') not in BASELINES: continue
            a = by_id.get(c.get('firstItem')) if c.get('firstItem') else parent[parent[c]]
            b = by_id.get(c.get('secondItem'))
            if {kind(a), kind(b)} != {'label', 'field'}: continue
            label, field = (a, b) if kind(a) == 'label' else (b, a)
            lf, ff = frame(label), frame(field)
            if lf is None or ff is None: continue
            row = [os.path.basename(d), root.get('toolsVersion'), os.path.basename(path).split('__')[0].lower(),
                   c.get('firstAttribute') + '/' + c.get('secondAttribute'), 'label %g' % lf[3], 'field %g' % ff[3],
                   font(label), font(field), cell_of(field).get('controlSize') or 'regular',
                   'constant %g' % float(c.get('constant', '0')), 'stored %g below' % below(ff, lf),
                   'label other %d' % vertical[label.get('id')], 'field other %d' % vertical[field.get('id')]]
            if BINARY:
                t = tool_frames(path)
                lt, ft = t.get(label.get('id')), t.get(field.get('id'))
                row.append('tool %g below' % below(ft, lt) if lt and ft else 'tool ?')
            print('\t'.join(row + [os.path.basename(path)]))
