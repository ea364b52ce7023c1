#!/usr/bin/env python3
"""Every size-class mechanism of the documents in the given sets, whether the document's own
configuration applies it, and how the views it touches fare in the honest measure: the
evidence that says whether a miss comes from the installed set or a per-class value
(AccuracyLog, session 22, var26).

Usage: Scripts/variation-mechanisms.py BIN SET ... [--views] [--other-classes]
  SET: corpus, or a folder name under /work/fresh; the oracle is read from /work/shared/tools.
  --views lists every miss among the touched views with its mechanisms.
  --other-classes resolves the same documents in other size classes (`resolve --traits`):
  those saved on a device with a class variation active as Any/Any, those saved without a
  device with a class variation as wC hR, wC hC and wR hR, and prints, per document and in
  all, the counted views that agree in the stored configuration and in the other one (the
  stored frames say which set Xcode applied). Here a view the tool reports conflicting
  counts as not agreeing.

The configuration is read as the tool reads it (`DeviceTable`): no `<device>`: Any/Any (only
`default` applies); iPhones wC hR in portrait, wC hC in landscape but for the wide ones
(Plus, Max, XR, 11: wR hC); iPads, the Apple TV and the Mac wR hR. A mechanism is *active*
when a variation the configuration matches holds it (`default` always does).

Mechanisms: the `default` variation's constraint and subview masks; a class's constraint and
subview masks; a class's constant on a constraint; a class's font, colour, hidden flag,
stack attributes (axis, alignment, distribution, spacing), other attributes; a class's
frame (Xcode 6); and, from `resolve --format json`, the views the stored configuration does
not install (`installed: false`: Xcode stores library frames for them). Touched views: the items of a masked or re-valued constraint, a masked
subview and the views inside it, the view holding an attribute variation. Only views the
oracle counts (constrained, not a root, not flagged misplaced or ambiguous) are tallied.
Columns: mechanism, active or not, documents, owners, touched views counted, of them agreeing
(within half a point, the honest copy resolved), dev/check misses, the owners with misses.
"""
import sys, os, glob, json, subprocess, collections, xml.etree.ElementTree as ET
sys.path.insert(0, '/work/shared/tools')
import oracle

WIDE_PHONES = {'retina5_5', 'retina6_1', 'retina6_5', 'retina6_7', 'retina6_72', 'retina6_9'}


def classes(root):
    """(width, height) classes of the stored configuration, None for Any/Any."""
    device = root.find('device')
    if device is None:
        return ('regular', 'regular') if 'AppleTV' in root.get('targetRuntime', '') else None
    name, orientation = device.get('id', ''), device.get('orientation', 'portrait')
    if name.startswith('ipad') or name in ('mac', 'appleTV', 'appleTV4K'):
        return ('regular', 'regular')
    if orientation == 'landscape':
        return ('regular' if name in WIDE_PHONES else 'compact', 'compact')
    return ('compact', 'regular')


def matches(key, configuration):
    if key == 'default':
        return True
    if configuration is None:
        return False
    parts = dict(p.split('=', 1) for p in key.split('-') if '=' in p)
    if 'userInterfaceIdiom' in parts:
        return False
    width, height = configuration
    return parts.get('widthClass', width) == width and parts.get('heightClass', height) == height


def owner_of(path):
    base = os.path.basename(path)
    return base.split('__')[0].lower() if '__' in base else base


def half(owner):
    return 'dev' if 'a' <= owner[:1] <= 'm' else 'check'


def files_of(name):
    folder = '/work/shared/corpus' if name == 'corpus' else '/work/fresh/' + name
    return sorted(glob.glob(folder + '/*.xib') + glob.glob(folder + '/*.storyboard'))


def mechanisms(path):
    """{view id: set of (mechanism, active)} for one document; None without variations."""
    root = ET.parse(path).getroot()
    if root.find('.//variation') is None:
        return None
    configuration = classes(root)
    parent = {child: p for p in root.iter() for child in p}
    constraints = {}
    for c in root.iter('constraint'):
        owner = parent.get(parent.get(c))
        items = [c.get('firstItem') or (owner.get('id') if owner is not None else None), c.get('secondItem')]
        constraints[c.get('id')] = [i for i in items if i]
    by_id = {e.get('id'): e for e in root.iter() if e.get('id')}
    touched = collections.defaultdict(set)

    def inside(view_id):
        element = by_id.get(view_id)
        return [e.get('id') for e in element.iter() if e.get('id')] if element is not None else [view_id]

    for variation in root.iter('variation'):
        key = variation.get('key', '')
        active = matches(key, configuration)
        scope = 'default' if key == 'default' else 'class'
        holder = parent.get(variation)
        for mask in variation.findall('mask'):
            kind = mask.get('key')
            for ref in mask:
                reference = ref.get('reference')
                if kind == 'constraints':
                    for item in constraints.get(reference, []):
                        touched[item].add((f'{scope} constraint mask', active))
                elif kind == 'subviews':
                    for item in inside(reference):
                        touched[item].add((f'{scope} subview mask', active))
        if holder is None or key == 'default':
            continue
        if holder.tag == 'constraint':
            if variation.get('constant') is not None:
                for item in constraints.get(holder.get('id'), []):
                    touched[item].add(('class constant', active))
            continue
        view_id = holder.get('id')
        for child in variation:
            if child.tag == 'fontDescription':
                touched[view_id].add(('class font', active))
            elif child.tag == 'color':
                touched[view_id].add(('class colour', active))
            elif child.tag == 'rect':
                touched[view_id].add(('class frame (Xcode 6)', active))
            elif child.tag != 'mask':
                touched[view_id].add((f'class <{child.tag}>', active))
        for name in variation.attrib:
            if name == 'key':
                continue
            if name in ('axis', 'alignment', 'distribution', 'spacing'):
                touched[view_id].add(('class stack attribute', active))
            elif name == 'hidden':
                touched[view_id].add(('class hidden', active))
            else:
                touched[view_id].add((f'class @{name}', active))
    return touched


def resolve_honest(binary, path, extra=()):
    """(views, constrained ids, parsed `resolve` JSON or None) for the honest copy of `path`
    (stored positions moved, `oracle.perturbed_copy`) resolved with the `extra` flags."""
    views, constrained = oracle.doc_views(path)
    copy = oracle.perturbed_copy(path)
    try:
        run = subprocess.run([binary, 'resolve', copy, '--format', 'json'] + list(extra), capture_output=True, timeout=120)
    finally:
        os.unlink(copy)
    try:
        parsed = json.loads(run.stdout.decode('utf-8', 'replace') or 'null')
    except ValueError:
        parsed = None
    return views, constrained, parsed


def is_counted(vid, view, constrained):
    """Whether the honest measure counts the view: constrained, not a root, not flagged."""
    return not (view['root'] or view['misplaced'] or view['ambiguous'] or vid not in constrained)


def agrees(got, frame):
    """Whether a solved frame lies within half a point of the stored one."""
    return got is not None and all(abs(a - b) <= 0.5 for a, b in zip(got, frame))


def verdicts(binary, path):
    """({view id: agrees} for the views the honest measure counts, the ids of the views the
    stored configuration does not install)."""
    views, constrained, parsed = resolve_honest(binary, path)
    solved, conflicting, uninstalled = {}, set(), set()
    oracle.frames_from_json(parsed, solved)
    oracle.conflicting_from_json(parsed, conflicting)

    def walk(node):
        if isinstance(node, dict):
            if node.get('installed') is False and isinstance(node.get('id'), str):
                uninstalled.add(node['id'])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(parsed)
    result = {}
    for vid, view in views.items():
        if is_counted(vid, view, constrained) and vid not in conflicting:
            result[vid] = agrees(solved.get(vid), view['frame'])
    return result, uninstalled


def agreeing(binary, path, extra):
    """(agreeing, counted) view ids of the honest copy resolved with `extra` flags; a view
    reported conflicting is counted and does not agree."""
    views, constrained, parsed = resolve_honest(binary, path, extra)
    solved, conflicting = {}, set()
    oracle.frames_from_json(parsed, solved)
    oracle.conflicting_from_json(parsed, conflicting)
    ok, counted_ids = set(), set()
    for vid, view in views.items():
        if not is_counted(vid, view, constrained):
            continue
        counted_ids.add(vid)
        if vid not in conflicting and agrees(solved.get(vid), view['frame']):
            ok.add(vid)
    return ok, counted_ids


def other_classes(binary, sets):
    totals = collections.defaultdict(lambda: [0, 0, 0, 0, 0])  # own, other, counted, lost, gained
    for name in sets:
        for path in files_of(name):
            try:
                root = ET.parse(path).getroot()
            except ET.ParseError:
                continue
            if 'MacOSX' in root.get('targetRuntime', ''):
                continue
            configuration = classes(root)
            keys = [v.get('key', '') for v in root.iter('variation') if v.get('key', 'default') != 'default']
            if configuration is not None:
                if not any(matches(k, configuration) for k in keys):
                    continue
                flips = ['wAny,hAny']
            else:
                if not keys:
                    continue
                flips = ['wC,hR', 'wC,hC', 'wR,hR']
            own, counted = agreeing(binary, path, [])
            for flip in flips:
                other, _ = agreeing(binary, path, ['--traits', flip])
                row = totals[('device' if configuration else 'Any/Any', flip)]
                for i, n in enumerate((len(own), len(other), len(counted), len(own - other), len(other - own))):
                    row[i] += n
                print(f"{name}\t{os.path.basename(path)}\t{flip}\town {len(own)}\tother {len(other)}\tof {len(counted)}"
                      f"\tlost {len(own - other)}\tgained {len(other - own)}")
    for (kind, flip), (own, other, counted, lost, gained) in sorted(totals.items()):
        print(f"TOTAL\tstored {kind}\tas {flip}\town {own}\tother {other}\tof {counted}\tlost {lost}\tgained {gained}")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    show_views = '--views' in sys.argv
    if '--other-classes' in sys.argv:
        other_classes(os.path.abspath(args[0]), args[1:])
        return
    binary, sets = os.path.abspath(args[0]), args[1:]
    table = collections.defaultdict(lambda: dict(documents=set(), owners=set(), views=0, agree=0,
                                                 miss=collections.Counter(), miss_owners=set()))
    misses = []
    for name in sets:
        for path in files_of(name):
            try:
                touched = mechanisms(path)
            except ET.ParseError:
                continue
            if not touched:
                continue
            owner = owner_of(path)
            results, uninstalled = verdicts(binary, path)
            for vid in uninstalled:
                touched[vid].add(('not installed in the stored configuration', True))
            for mechanism in {m for ms in touched.values() for m in ms}:
                row = table[mechanism]
                row['documents'].add((name, path))
                row['owners'].add(owner)
            for vid, ms in touched.items():
                if vid not in results:
                    continue
                for mechanism in ms:
                    row = table[mechanism]
                    row['views'] += 1
                    if results[vid]:
                        row['agree'] += 1
                    else:
                        row['miss'][half(owner)] += 1
                        row['miss_owners'].add(owner)
                if not results[vid]:
                    misses.append((name, owner, os.path.basename(path), vid,
                                   ', '.join(f"{m}{'' if a else ' (inactive)'}" for m, a in sorted(ms))))
    print('mechanism\tactive\tdocuments\towners\tviews\tagree\tmiss dev/check\towners with misses')
    for (mechanism, active), row in sorted(table.items(), key=lambda kv: (not kv[0][1], kv[0][0])):
        print(f"{mechanism}\t{'yes' if active else 'no'}\t{len(row['documents'])}\t{len(row['owners'])}\t"
              f"{row['views']}\t{row['agree']}\t{row['miss']['dev']}/{row['miss']['check']}\t"
              f"{', '.join(sorted(row['miss_owners']))}")
    if show_views:
        for miss in misses:
            print('MISS', *miss, sep='\t')


if __name__ == '__main__':
    main()
