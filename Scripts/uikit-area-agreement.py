#!/usr/bin/env python3
"""Honest agreement of UIKit documents (iOS and tvOS) by the areas issue 10 item 4 names.

    Scripts/uikit-area-agreement.py ROWS.json [--corpus DIR] [--misses N]

Reads the rows `Scripts/per-view-mismatches.py BINARY ROWS.json --platform all` wrote (one
per counted view) and sorts the UIKit views by what they sit in: Xcode era, device, the
table style and cell accessory around them, static tables, scroll and collection views,
top-level XIB views against controller roots, and how the controller is reached (tab bar
> navigation, split view, embed, presentation). Prints, per area, wrong / counted views on
each half (development: owners a-m; check: the rest) and the files with most misses, so a
rule for an area can be checked on every document that has it, not only on the worst file.
A view counts in every area it belongs to.
"""
import argparse
import collections
import json
import os
import xml.etree.ElementTree as ET


def half(repo):
    owner = repo.split('/')[0].lower()
    return 'dev' if 'a' <= owner[:1] <= 'm' else 'check'


def era(tools):
    # toolsVersion may carry a third part (the beta placeholder 32700.99.1234).
    number = float('.'.join((tools or '0').split('.')[:2]))
    if number >= 32000:
        return 'beta placeholder 32700.99'
    for floor, name in ((24000, '24xxx (Xcode 26)'), (23000, '23xxx (Xcode 15-16)'),
                        (21000, '21xxx-22xxx (Xcode 13-14)'), (13000, '13xxx-19xxx (Xcode 9-12)')):
        if number >= floor:
            return name
    return 'before 13000 (Xcode 6-8)'


class Document:
    """A document's tree with parents, and for storyboards the path each controller is reached by."""

    def __init__(self, path):
        self.root = ET.parse(path).getroot()
        self.parent = {child: node for node in self.root.iter() for child in node}
        self.by_id = {e.get('id'): e for e in self.root.iter() if e.get('id')}
        self.platform = 'tvos' if 'AppleTV' in (self.root.get('type') or '') else 'ios'
        self.controller_of = {}
        self.incoming = collections.defaultdict(list)
        self.kind = {}
        for scene in self.root.iter('scene'):
            objects = scene.find('objects')
            if objects is None or len(objects) == 0:
                continue
            controller = objects[0]
            self.kind[controller.get('id')] = controller.tag
            for element in controller.iter():
                if element.get('id'):
                    self.controller_of[element.get('id')] = controller.get('id')
            for segue in controller.iter('segue'):
                self.incoming[segue.get('destination')].append((segue, controller.get('id')))

    def ancestors(self, element):
        node = self.parent.get(element)
        while node is not None:
            yield node
            node = self.parent.get(node)

    def path_to(self, controller_id, depth=0):
        """How a controller is reached, outermost first: 'tabBar-viewControllers>navigation-rootViewController>'."""
        if depth > 5 or not self.incoming.get(controller_id):
            return ''
        segue, source = self.incoming[controller_id][0]
        step = segue.get('relationship') if segue.get('kind') == 'relationship' else segue.get('kind')
        if segue.get('modalPresentationStyle'):
            step += ':' + segue.get('modalPresentationStyle')
        return self.path_to(source, depth + 1) + self.kind.get(source, '?').replace('Controller', '') + '-' + str(step) + '>'


def areas(document, element, row, is_xib):
    found = [document.platform, 'era ' + era(row['tv'])]
    device = document.root.find('device')
    found.append('device ' + (device.get('id') if device is not None else '(none)'))
    lineage = list(document.ancestors(element))
    tags = [node.tag for node in lineage]
    table = next((node for node in lineage if node.tag == 'tableView'), None)
    if table is not None:
        found.append('in a table, style ' + (table.get('style') or 'plain'))
        if table.get('dataMode') == 'static':
            found.append('in a static table')
    cell = next((node for node in lineage if node.tag == 'tableViewCell'), None)
    if cell is not None and cell.get('accessoryType'):
        found.append('in a cell with accessory ' + cell.get('accessoryType'))
    for container in ('collectionView', 'scrollView'):
        if container in tags:
            found.append('in a ' + container)
    if is_xib:
        objects = document.root.find('objects')
        top = [node for node in lineage if document.parent.get(node) is objects]
        if top:
            found.append('XIB top-level ' + top[0].tag)
    else:
        controller = document.controller_of.get(row['id'])
        if controller:
            path = document.path_to(controller)
            if 'tabBar' in path and 'navigation' in path:
                found.append('navigation inside a tab bar')
            if 'splitView' in path:
                found.append('in a split view')
            if 'embed' in path:
                found.append('an embedded child')
            if 'presentation' in path or 'modal' in path:
                found.append('presented modally')
            if not path:
                found.append('a controller reached by no segue')
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('rows')
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument('--corpus', default=os.path.join(here, '..', '..', 'shared', 'corpus'))
    parser.add_argument('--misses', type=int, default=3, help='files with most misses to name per area')
    args = parser.parse_args()

    documents = {}
    counts = collections.defaultdict(collections.Counter)
    misses = collections.defaultdict(collections.Counter)
    for row in json.load(open(args.rows)):
        name = row['file']
        path = os.path.join(args.corpus, name)
        if name not in documents:
            head = open(path, encoding='utf-8', errors='replace').read(3000)
            documents[name] = None if 'MacOSX.Cocoa' in head else Document(path)
        document = documents[name]
        element = document.by_id.get(row['id']) if document else None
        if element is None:
            continue
        for area in areas(document, element, row, name.endswith('.xib')):
            counts[area][(half(row['repo']), row['ok'])] += 1
            if not row['ok']:
                misses[area][name.split('__')[0] + ': ' + name.split('__')[-1]] += 1

    print(f"{'area':42s} {'dev wrong/views':>16s} {'check wrong/views':>18s}  files with most misses")
    for area in sorted(counts):
        c = counts[area]
        dev = c[('dev', True)] + c[('dev', False)]
        check = c[('check', True)] + c[('check', False)]
        worst = ', '.join(f'{f} {n}' for f, n in misses[area].most_common(args.misses))
        print(f"{area:42s} {c[('dev', False)]:>7d}/{dev:<8d} {c[('check', False)]:>8d}/{check:<9d}  {worst}")


if __name__ == '__main__':
    main()
