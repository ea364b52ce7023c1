#!/usr/bin/env python3
"""Where Xcode's stored frames put the baseline of AppKit views the tool gives no text
baseline (date pickers and sliders by default), read from the XML, not from the tool: for
every constraint of a macOS document that names a baseline of such a view against a view
with text, the text's baseline is estimated from its frame and font (SceneLayout's
TextMetrics: a label's text centred in its natural height, rounded up to a point; a
control's title centred in its frame; SF's ascender 0.952 em, line height 1.193 em) and
the other view's baseline follows from the constraint. Prints one row per constraint and
the offsets grouped by class, control size, style, tick marks, font size and owner
(Documents/AccuracyLog/session-13.md, pick18).
Usage: Scripts/appkit-baseline-survey.py [CORPUS_DIR] [--class NAME ...]
(default ../shared/corpus; classes datePicker slider)."""
import sys, os, glob, math, collections
import xml.etree.ElementTree as ET

args = sys.argv[1:]
classes = {'datePicker', 'slider'}
if '--class' in args:
    i = args.index('--class'); classes = set(args[i + 1:]); args = args[:i]
os.chdir(args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared', 'corpus'))

BASELINES = {'firstBaseline', 'lastBaseline', 'baseline'}
TEXT = {'textField', 'button', 'popUpButton', 'comboBox', 'searchField', 'secureTextField', 'segmentedControl'}

def frame(e):
    r = e.find("rect[@key='frame']")
    return None if r is None else [float(r.get(k, 0)) for k in ('x', 'y', 'width', 'height')]

def cell(e):
    return next((c for c in e if c.tag.endswith('Cell') and c.get('key') == 'cell'), None)

def font_size(e):
    f = next(e.iter('font'), None)
    return float(f.get('size')) if f is not None and f.get('size') else 13.0

def is_label(e):
    c = cell(e)
    return e.tag == 'textField' and c is not None and c.get('borderStyle') is None and c.get('bezelStyle') is None

def text_baseline_from_top(e, h):
    """The estimated baseline of a one-line text view, down from its frame's top."""
    size = font_size(e); text = size * 1.193
    natural = math.ceil(text) if is_label(e) else h
    return natural / 2 - text / 2 + size * 0.952

rows = []
for path in sorted(glob.glob('*.xib') + glob.glob('*.storyboard')):
    try: root = ET.parse(path).getroot()
    except ET.ParseError: continue
    if 'Cocoa' not in (root.get('type') or '') or 'CocoaTouch' in (root.get('type') or ''): continue
    parent = {c: p for p in root.iter() for c in p}
    ids = {e.get('id'): e for e in root.iter() if e.get('id')}

    def view_parent(e):
        p = parent.get(e)
        while p is not None and p.tag == 'subviews': p = parent.get(p)
        return p

    def top_in(e, ancestor):
        """e's top, top-down, in ancestor's coordinates (AppKit frames count up from the bottom
        unless the parent is flipped)."""
        y = 0.0
        while e is not ancestor:
            f, p = frame(e), view_parent(e)
            if f is None or p is None: return None
            pf = frame(p)
            y += f[1] if p.get('flipped') == 'YES' or pf is None else pf[3] - f[1] - f[3]
            e = p
        return y

    for cs in root.iter('constraints'):
        owner = parent[cs]
        for c in cs.findall('constraint'):
            a1 = c.get('firstAttribute'); a2 = c.get('secondAttribute') or a1
            if a1 not in BASELINES or a2 not in BASELINES or not c.get('secondItem'): continue
            v1 = ids.get(c.get('firstItem'), owner); v2 = ids.get(c.get('secondItem'))
            if v2 is None or float(c.get('multiplier', '1').split(':')[0]) != 1: continue
            constant = float(c.get('constant', 0))
            # first = second + constant: measure the surveyed view against the text view.
            if v1.tag in classes and v2.tag in TEXT: view, other, sign = v1, v2, 1
            elif v2.tag in classes and v1.tag in TEXT: view, other, sign = v2, v1, -1
            else: continue
            tv, to = top_in(view, owner), top_in(other, owner)
            if tv is None or to is None: continue
            h = frame(view)[3]
            baseline = to + text_baseline_from_top(other, frame(other)[3]) + sign * constant
            vc = cell(view)
            key = (view.tag, (vc.get('controlSize') if vc is not None else None) or 'regular',
                   (vc.get('datePickerStyle') or vc.get('sliderType') or 'default') if vc is not None else 'default',
                   f"{vc.get('numberOfTickMarks', '0')}/{vc.get('tickMarkPosition', '-')}" if view.tag == 'slider' and vc is not None else '',
                   font_size(view) if view.tag == 'datePicker' else '', path.split('__')[0])
            rows.append((key, path, root.get('toolsVersion'), view.get('id'), h, baseline - tv, c.get('id'), other.tag, font_size(other)))

for key, path, tv, vid, h, off, cid, otag, osize in rows:
    print(f"{path} ({tv}) {key[0]} {vid} h {h:g}: baseline {off:.1f} below top, {h - off:.1f} above bottom"
          f" (constraint {cid}, against a {osize:g}-point {otag})")
print()
groups = collections.defaultdict(list)
for r in rows: groups[r[0]].append(r)
print('class | control size | style | ticks | font | owner | constraints | height | below top | above bottom')
for key, rs in sorted(groups.items(), key=lambda kv: str(kv[0])):
    hs = sorted({r[4] for r in rs}); offs = [r[5] for r in rs]
    print(' | '.join(str(k) for k in key), '|', len(rs), '|', '/'.join(f'{h:g}' for h in hs), '|',
          f'{min(offs):.1f}–{max(offs):.1f}', '|', f'{min(r[4] - r[5] for r in rs):.1f}–{max(r[4] - r[5] for r in rs):.1f}')
