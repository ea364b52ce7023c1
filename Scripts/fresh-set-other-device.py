#!/usr/bin/env python3
"""A fresh set's XIBs resolved on another iPhone, where UIKit keeps the nib's size.

    Scripts/fresh-set-other-device.py BINARY DEVICE DIR [--fallback DEVICE] [--oracle DIR]

A cell or a free-standing view loaded from a nib keeps its archived frame whatever the
device, so resolving it with `--device DEVICE` should give the frames Xcode saved for the
document's own device: that is what a user of the cell or view gets. Only such documents
are judged: an iOS XIB whose first top-level object is not a File's Owner's `view` outlet
and whose size is not its device's screen (a controller's view and a screen-sized view are
resized to the device, and nothing saved says where). Documents saved for DEVICE itself go
to `--fallback` (default retina6_1). Pick devices of the same scale as the documents
(@2x: retina4_7, retina6_1): a cell's content view is a separator (1/scale) shorter than
the cell, so a @3x device moves cell content by a sixth of a point against @2x frames.
Views whose layout depends on where the view lies on the screen (its safe area, margins
that include it) cannot be judged this way either; they show up as misses to read, not
to fix. Counted as `oracle.py --honest` counts: stored positions moved, views Xcode marked
misplaced or ambiguous and views in reported conflicts left out; constrained views only.
"""
import argparse
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from glob import glob

SCREENS = {'retina4_0': (320, 568), 'retina4_7': (375, 667), 'retina5_5': (414, 736),
           'retina5_9': (375, 812), 'retina6_1': (414, 896), 'retina6_5': (414, 896),
           'retina6_0': (390, 844), 'retina6_7': (428, 926), 'retina6_12': (393, 852),
           'retina6_72': (430, 932), 'retina6_3': (402, 874), 'retina6_9': (440, 956)}
# Sizes a document without a <device> element is drawn at (Xcode 6-8 canvases and iPhones).
UNNAMED_SCREENS = {(320, 568), (375, 667), (600, 600)}


def judged(root):
    """Whether UIKit keeps this document's top-level size on every device."""
    if root.get('targetRuntime') != 'iOS.CocoaTouch':
        return False
    objects = root.find('objects')
    tops = [o for o in objects if o.tag != 'placeholder']
    if not tops or tops[0].find("rect[@key='frame']") is None:
        return False
    owns_view = any(o.get('property') == 'view' for p in objects.findall('placeholder') for o in p.iter('outlet'))
    rect = tops[0].find("rect[@key='frame']")
    size = (float(rect.get('width')), float(rect.get('height')))
    device = root.find('device')
    screen = SCREENS.get(device.get('id')) if device is not None else None
    return not owns_view and size != screen and not (device is None and size in UNNAMED_SCREENS)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('binary')
    parser.add_argument('device')
    parser.add_argument('directory')
    parser.add_argument('--fallback', default='retina6_1')
    parser.add_argument('--oracle', default=os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'tools'))
    args = parser.parse_args()
    sys.path.insert(0, args.oracle)
    import oracle

    documents = counted = agreeing = 0
    for path in sorted(glob(os.path.join(args.directory, '*.xib'))):
        root = ET.parse(path).getroot()
        if not judged(root):
            continue
        device = root.find('device')
        target = args.fallback if device is not None and device.get('id') == args.device else args.device
        views, constrained = oracle.doc_views(path)
        copy = oracle.perturbed_copy(path)
        try:
            run = subprocess.run([args.binary, 'resolve', copy, '--format', 'json', '--device', target],
                                 capture_output=True, timeout=120)
        finally:
            os.unlink(copy)
        parsed = json.loads(run.stdout.decode('utf-8', 'replace') or 'null')
        solved, conflicting = {}, set()
        oracle.frames_from_json(parsed, solved)
        oracle.conflicting_from_json(parsed, conflicting)
        good, total, misses = 0, 0, []
        for view_id, view in views.items():
            if view['root'] or view['misplaced'] or view['ambiguous'] or view_id not in constrained or view_id in conflicting:
                continue
            total += 1
            frame = solved.get(view_id)
            if frame and all(abs(a - b) <= 0.5 for a, b in zip(frame, view['frame'])):
                good += 1
            else:
                misses.append(f"{view_id} stored {view['frame']} solved {frame}")
        documents += 1
        counted += total
        agreeing += good
        print(f"{good}/{total}  {target}  {os.path.basename(path)}")
        for miss in misses:
            print(f"    {miss}")
    share = 100 * agreeing / counted if counted else 0
    print(f"other device: {share:.2f}% of {counted} constrained views in {documents} documents")


if __name__ == '__main__':
    main()
