#!/usr/bin/env python3
"""Which cross-device pairs hold scenes Xcode did not lay out for B's device, and why.

    python3 Scripts/xdevice-kept-scenes.py [XDEVICE_DIR]   (default ../shared/xdevice)

For every pair with a device in B (switch and upgrade pairs), every scene of B whose frames
are all A's although the screen changed is printed with the evidence that decides whether
a constraint set could give B's frames on B's device:

- the scene's top-level views and their sizes beside B's screen;
- what may size a top-level view other than the screen: a freeform or fixed simulated size
  (`simulatedDestinationMetrics`), an embed segue or a popover/form-sheet presentation that
  reaches the scene, a XIB top-level view that is not a controller's (inferred size);
- the verdict: `stale` when a storyboard controller's root is not the screen's size and
  nothing above sizes it otherwise (UIKit sizes a presented controller's root to the screen
  or its container: no constraint inside can change it, so no constraint set gives B's
  frames), `inferred` for a XIB top-level view kept at its size (Interface Builder sizes an
  inferred one to the device: 75 of the 76 that name a device in the corpus do), `cell`
  for a top-level cell (sized by its table at run time, never by the device), `sized`
  when a simulated size, an embedding or a presentation explains the kept size, and
  `unknown screen` where devices.tsv has no size for B's device.

It reads only the documents (no binary): the same scenes check.py reports as "scene kept all
frames in B". Session 14 (acc-x17) used it to re-check the stale verdicts of sessions 11-13.
"""
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
XDEVICE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', 'shared', 'xdevice')
sys.path.insert(0, XDEVICE)
import xdevice_pairs  # noqa: E402  (Scripts/xdevice_pairs.py)
import check  # noqa: E402  (shared/xdevice/check.py: doc_views, screen, close)


# Top-level cells keep their drawn size: a table or collection view sizes them at run time,
# and Interface Builder does not resize them to the device.
CELLS = ('tableViewCell', 'collectionViewCell', 'collectionReusableView')


def scene_facts(path):
    """{scene id: dict(roots=[(id, tag, frame)], sized=[reasons])} for one document."""
    root = ET.parse(path).getroot()
    parent = {c: p for p in root.iter() for c in p}
    embedded = {seg.get('destination') for seg in root.iter('segue') if seg.get('kind') == 'embed'}
    # A popover, or a sheet presented over a screen the sheet does not fill, sizes the root.
    presented = {seg.get('destination') for seg in root.iter('segue')
                 if seg.get('kind') == 'popoverPresentation'
                 or seg.get('modalPresentationStyle') in ('formSheet', 'pageSheet', 'popover')}
    facts = {}
    for scene in root.iter('scene'):
        sid = scene.get('sceneID')
        info = facts.setdefault(sid, dict(roots=[], sized=[], xib=False))
        for obj in scene.iter():
            if obj.get('sceneMemberID') == 'viewController' or obj.tag.endswith('Controller'):
                if obj.get('id') in embedded:
                    info['sized'].append('embedded')
                if obj.get('id') in presented:
                    info['sized'].append('presented')
                if obj.get('modalPresentationStyle') in ('formSheet', 'pageSheet', 'popover'):
                    info['sized'].append(obj.get('modalPresentationStyle'))
            if obj.tag == 'simulatedDestinationMetrics' or obj.get('key') == 'simulatedDestinationMetrics':
                info['sized'].append(obj.tag)
            if obj.tag.endswith('SimulatedSizeMetrics'):
                info['sized'].append(obj.tag)
    objects = next((c for c in root if c.tag == 'objects'), None)
    if objects is not None:
        for top in objects:
            if top.get('id') and next((c for c in top if c.tag == 'rect'), None) is not None:
                info = facts.setdefault(top.get('id'), dict(roots=[], sized=[], xib=True))
                info['xib'] = True
                for m in top.iter():
                    if m.tag.endswith('SimulatedSizeMetrics'):
                        info['sized'].append(m.tag)
    return facts


def main():
    totals = {}
    for row, a_path, b_path in xdevice_pairs.pairs(XDEVICE, with_device=True):
        screen_a = check.screen(row['deviceA'], row['orientationA'] or 'portrait')
        screen_b = check.screen(row['deviceB'], row['orientationB'] or 'portrait')
        if None not in screen_a and screen_a == screen_b:
            continue
        va, _ = check.doc_views(a_path)
        vb, constrained = check.doc_views(b_path)
        changed, members = {}, {}
        for vid, v in vb.items():
            a = va.get(vid)
            changed[v['scene']] = changed.get(v['scene'], False) or a is None or not check.close(a['frame'], v['frame'])
            members.setdefault(v['scene'], []).append(vid)
        facts = scene_facts(b_path)
        for scene, was_changed in sorted(changed.items(), key=lambda kv: str(kv[0])):
            if was_changed:
                continue
            ids = members[scene]
            roots = [(vid, vb[vid]['tag'], vb[vid]['frame']) for vid in ids if vb[vid]['root']]
            counted = sum(1 for vid in ids if not vb[vid]['root'] and vid in constrained
                          and not vb[vid]['misplaced'] and not vb[vid]['ambiguous'])
            info = facts.get(scene, dict(sized=[], xib=False))
            main_root = roots[0] if roots else None
            screen_sized = main_root is not None and tuple(main_root[2][2:]) == tuple(screen_b)
            if None in screen_b:
                verdict = 'unknown screen'
            elif screen_sized:
                verdict = 'screen-sized'
            elif info['sized']:
                verdict = 'sized'
            elif main_root is not None and main_root[1] in CELLS:
                verdict = 'cell'
            elif info['xib']:
                verdict = 'inferred'
            else:
                verdict = 'stale'
            totals[verdict] = totals.get(verdict, 0) + counted
            print(f"{row['id']} {row['repo'][:26]:26} {row['toolsVersionA']}->{row['toolsVersionB']} "
                  f"B screen {screen_b[0]}x{screen_b[1]} scene {scene}: roots "
                  + ', '.join(f"{t} {f[2]:g}x{f[3]:g}" for _, t, f in roots[:3])
                  + f" | sized by: {','.join(sorted(set(info['sized']))) or '-'} | {counted} counted views | {verdict}")
    print('counted views in kept scenes by verdict:', totals)


if __name__ == '__main__':
    main()
