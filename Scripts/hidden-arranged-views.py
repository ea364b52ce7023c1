#!/usr/bin/env python3
"""Every hidden arranged view of a UIStackView in the given sets, where Xcode stored it along
the stack's axis against its visible neighbours and where the tool puts it (the honest
measure's perturbed copy, as `oracle.py --honest` resolves it): the evidence for where UIKit
places a collapsed view (AccuracyLog, session 21, stack25; session 19, stack23).

Usage: Scripts/hidden-arranged-views.py BIN SET ...   (SET: corpus, or a folder name under
/work/fresh; the oracle is read from /work/shared/tools)
Columns: set, owner, toolsVersion, file, stack, axis, distribution, alignment, spacing, view,
element, first/mid/last among the arranged views, its stored place (prev_end+d: d after the
visible view before it; next_start+d: its end d past the visible view after it), its size
along the axis, its stored and solved position, counted or not, OK or MISS, and across the
axis its stored and solved (position, size).
"""
import sys, os, json, subprocess, glob, xml.etree.ElementTree as ET
sys.path.insert(0, '/work/shared/tools')
import oracle
BIN = sys.argv[1]
sets = sys.argv[2:]
def files_of(s):
    d = '/work/shared/corpus' if s == 'corpus' else '/work/fresh/' + s
    return sorted(glob.glob(d + '/*.xib') + glob.glob(d + '/*.storyboard'))
def frame(el):
    for c in el:
        if c.tag == 'rect' and c.get('key') == 'frame':
            return tuple(float(c.get(k, '0')) for k in ('x', 'y', 'width', 'height'))
def owner_of(path):
    b = os.path.basename(path)
    return b.split('__')[0].lower() if '__' in b else b
for s in sets:
    man = {}
    mp = ('/work/shared/corpus' if s == 'corpus' else '/work/fresh/' + s) + '/MANIFEST.tsv'
    if os.path.exists(mp):
        lines = open(mp).read().splitlines()
        hdr = lines[0].split('\t')
        for ln in lines[1:]:
            parts = ln.split('\t'); row = dict(zip(hdr, parts))
            fn = row.get('file') or parts[0]
            man[os.path.basename(fn)] = row.get('owner') or ''
    for f in files_of(s):
        try:
            root = ET.parse(f).getroot()
        except ET.ParseError:
            continue
        if 'Cocoa' in (root.get('type') or '') and 'CocoaTouch' not in (root.get('type') or ''):
            continue
        tools = root.get('toolsVersion')
        cases = []
        for st in root.iter('stackView'):
            sv = st.find('subviews')
            if sv is None: continue
            kids = [k for k in sv if frame(k) is not None]
            if not any(k.get('hidden') == 'YES' for k in kids): continue
            cases.append((st, kids))
        if not cases: continue
        views, constrained = oracle.doc_views(f)
        target = oracle.perturbed_copy(f)
        try:
            r = subprocess.run([BIN, 'resolve', target, '--format', 'json'], capture_output=True, timeout=60)
        finally:
            os.unlink(target)
        got = {}
        try: oracle.frames_from_json(json.loads(r.stdout.decode('utf-8', 'replace') or 'null'), got)
        except Exception: pass
        owner = man.get(os.path.basename(f)) or owner_of(f)
        for st, kids in cases:
            axis = st.get('axis') or 'horizontal'
            vert = axis == 'vertical'
            dist = st.get('distribution') or 'fill'; align = st.get('alignment') or 'fill'
            sp = float(st.get('spacing') or 0)
            sf = frame(st)
            for i, k in enumerate(kids):
                if k.get('hidden') != 'YES': continue
                kid = k.get('id'); fr = frame(k)
                v = views.get(kid)
                counted = v is not None and not (v['root'] or v['misplaced'] or v['ambiguous']) and kid in constrained
                pos = fr[1] if vert else fr[0]; size = fr[3] if vert else fr[2]
                prev = next((kids[j] for j in range(i - 1, -1, -1) if kids[j].get('hidden') != 'YES'), None)
                nxt = next((kids[j] for j in range(i + 1, len(kids)) if kids[j].get('hidden') != 'YES'), None)
                def end(e):
                    p = frame(e); return (p[1] + p[3]) if vert else (p[0] + p[2])
                def start(e):
                    p = frame(e); return p[1] if vert else p[0]
                if prev is not None:
                    rel = 'prev_end%+g' % (pos - end(prev))
                elif nxt is not None:
                    rel = 'next_start%+g' % (pos + size - start(nxt))
                else:
                    rel = 'alone'
                g = got.get(kid)
                ok = g is not None and all(abs(a - b) <= 0.5 for a, b in zip(g, fr))
                gpos = (g[1] if vert else g[0]) if g else None
                print('\t'.join(map(str, [s, owner, tools, os.path.basename(f)[-60:], st.get('id'), axis, dist, align, sp,
                      kid, k.tag, 'first' if prev is None else ('last' if nxt is None else 'mid'), rel,
                      'size=%g' % size, 'pos=%g' % pos, 'tool=%s' % gpos, 'counted' if counted else '-', 'OK' if ok else 'MISS',
                      'cross=%s/%s' % ((fr[0], fr[2]) if vert else (fr[1], fr[3]), ((g[0], g[2]) if vert else (g[1], g[3])) if g else None)])))
