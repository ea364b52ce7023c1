#!/usr/bin/env python3
"""The document shapes that decide the single-owner questions left open (AccuracyLog/session-18.md,
second22), read from the XML alone: what the stored frames imply, one row per document.

    Scripts/open-question-shapes.py [--question Q] FILE...

Questions (all by default):
  reusable  a XIB's top-level object other than a plain `view` or a table cell (collection cells,
            collection reusable views, anything else) whose direct subviews sit on its side
            margins or on its safe area: the side margins and safe-area insets its stored frames
            imply. Root-like margins are 16 or 20 (the object's width), a plain view's 8
            (rileytestut's Delta header, 23504: 16); a root on screen gets the device's safe
            area, a plain view none (sphairo 14109 and LA-Labs 17701, evid23: none).
  ipadbar   an iPad document's root views with a view on the safe area's top (or the top
            layout guide), and its navigation controllers' bars: the safe area's top (or the
            bar's y) the stored frames imply (0: no status bar, 20 or 24: one), by toolsVersion,
            device and document kind (edx 21225 ipad9_7 XIB: 0, AdguardForiOS 17701 XIB: 0,
            mnknegi 21507 ipad11_0rounded storyboard: 24).
  freeform  an iOS XIB's top-level plain view: the safe-area (or margin) top and bottom insets
            its direct subviews' stored frames imply, with its size, device and whether it is
            File's Owner's `view` or has a Freeform simulated size (Concordium 17701, 414 x 126
            on an iPhone 11: bottom 0; SwiftMessages 17156, 434 x 272: bottom 34; settled in
            session 18 by width and era, `XcodeEra.freeformViewsAtScreenTop`).
  cellmargin a XIB's top-level table cell: its content view's side margins as stored, with the
            cell's width, the preserve flags and the accessory (passforios 14868 and Zebra 16096:
            15, no width reading gives it).
  large     an AppKit control written `controlSize="large"` (macOS 11 on) whose position a required
            constraint decides: against a label's baseline, where its own first baseline sits below
            its frame's top (the label's from its font: a line rounded up to a point, the text
            centred in it; SF's ascender 0.952 em, line 1.193 em); against its superview's edges,
            how far its frame overhangs the edge the constant names (JohnCoates's Aerial, 19529 to
            23504, is the only owner with such constraints in session 18's sets; session 19,
            second23).
  tvsides   a tvOS controller's root with direct subviews on its side margins or its safe area's
            sides: the insets the stored frames imply, by toolsVersion (the tool: safe area 80
            from Xcode 9, margins 30 beyond it; julianny-favinha's 14109 view 90 from the safe
            area's sides against dali-lab's 13771 and TvOSMoreButton's 13189 margins at 110;
            AccuracyLog, session 22, blind26).
  cellvertical every table cell's content view (XIB or storyboard) with direct subviews on its
            top or bottom margin: the vertical margins implied (8 until Xcode 8, 11 from Xcode 9
            in `tableCellContentMargins`; stepik's 13196 cell at 8 is the only document between
            13000 and 13529; session 22, blind26).
  baselinestack a vertical UIStackView with `baselineRelativeArrangement`: its spacing (written,
            or `standard`) and the gaps between its arranged labels' stored tops (olvid-io's
            standard spacing, `xib21`, is the only standard one; session 22, blind26).

Only required equalities are read (a constraint below priority 1000 or an inequality says
nothing exact about the stored frame). The implied values are the stored frames' answers;
whether Xcode's frames were stale is for the oracle (`oracle.py --honest`) to say.
"""
import argparse
import math
import os
import re
import xml.etree.ElementTree as ET

PHONES_WITH_NOTCH = re.compile(r'^retina(5_9|6_0|6_1|6_5|6_7|6_12|6_72|6_3|6_9)$')
CONTROLLER_TAGS = {'viewController', 'tableViewController', 'collectionViewController',
                   'navigationController', 'tabBarController', 'pageViewController',
                   'splitViewController', 'glkViewController', 'avPlayerViewController'}


def parse(path):
    try:
        return ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return None


def tools_version(root):
    try:
        return float(root.get('toolsVersion', '').split('.')[0])
    except ValueError:
        return None


# The size classes of the document's own device (set per document by `main`): a constraint's
# `<variation>` for them replaces its written constant (iadwait's 15400 iPad storyboard: 70 in
# regular/regular, 30 written).
SIZE_CLASSES = {}


def size_classes(root):
    device = root.find('device')
    if device is None:
        return {}
    if device.get('id', '').startswith('ipad'):
        return {'widthClass': 'regular', 'heightClass': 'regular'}
    if device.get('orientation') == 'landscape':
        return {'widthClass': 'compact', 'heightClass': 'compact'}
    return {'widthClass': 'compact', 'heightClass': 'regular'}


def own_constant(constraint):
    """The constraint's constant in the document's own size classes."""
    best, best_keys = float(constraint.get('constant', '0')), 0
    for variation in constraint.findall('variation'):
        classes = dict(part.split('=') for part in variation.get('key', '').split('-') if '=' in part)
        if classes and all(SIZE_CLASSES.get(k) == v for k, v in classes.items()) and len(classes) > best_keys \
                and variation.get('constant') is not None:
            best, best_keys = float(variation.get('constant')), len(classes)
    return best


def required_equalities(owner):
    """The required `=` constraints an element holds, with a missing firstItem read as the owner."""
    holder = owner.find('constraints')
    if holder is None:
        return
    for constraint in holder.findall('constraint'):
        if constraint.get('relation') or int(constraint.get('priority', '1000')) < 1000:
            continue
        if constraint.get('placeholder') == 'YES':
            continue
        yield (constraint.get('firstItem') or owner.get('id'), constraint.get('firstAttribute'),
               constraint.get('secondItem'), constraint.get('secondAttribute'),
               own_constant(constraint), constraint.get('multiplier'))


def frame(element):
    rect = element.find('rect')
    if rect is None or rect.get('key') != 'frame':
        return None
    return tuple(float(rect.get(k)) for k in ('x', 'y', 'width', 'height'))


def direct_subviews(element):
    subviews = element.find('subviews')
    return {} if subviews is None else {v.get('id'): v for v in subviews if v.get('id')}


def pairs(constraint):
    """Both orientations of a constraint: (item, attribute, other, other attribute, sign), where
    item.attribute = other.otherAttribute + sign * constant."""
    first, first_attr, second, second_attr, constant, multiplier = constraint
    if multiplier not in (None, '1', '1:1'):
        return
    yield first, first_attr, second, second_attr, 1, constant
    yield second, second_attr, first, first_attr, -1, constant


def side_margins(container, subviews, container_ids):
    """The leading/trailing margins of `container` its subviews' stored frames imply."""
    width = frame(container)[2]
    found = set()
    for constraint in required_equalities(container):
        for item, attribute, other, other_attribute, sign, constant in pairs(constraint):
            if item not in subviews or other not in container_ids or frame(subviews[item]) is None:
                continue
            x, _, w, _ = frame(subviews[item])
            if attribute in ('leading', 'left') and other_attribute in ('leadingMargin', 'leftMargin'):
                found.add(f"leading {x - sign * constant:g}")
            elif attribute in ('trailing', 'right') and other_attribute in ('trailingMargin', 'rightMargin'):
                found.add(f"trailing {width - (x + w) + sign * constant:g}")
    return sorted(found)


def safe_area_insets(top, subviews):
    """The safe-area insets of a top-level object its direct subviews' stored frames imply: a root
    on screen gets the device's (a status bar, a home indicator), a reusable view laid out as a
    plain view none (sphairo 14109 and LA-Labs 17701: 0; second23, session 19)."""
    guide = next((g.get('id') for g in top.findall('viewLayoutGuide') if g.get('key') == 'safeArea'), None)
    if guide is None:
        return []
    height = frame(top)[3]
    found = set()
    for constraint in required_equalities(top):
        for item, attribute, other, other_attribute, sign, constant in pairs(constraint):
            if item not in subviews or other != guide or attribute != other_attribute or frame(subviews[item]) is None:
                continue
            _, y, _, h = frame(subviews[item])
            if attribute == 'top':
                found.add(f"safe area top {y - sign * constant:g}")
            elif attribute == 'bottom':
                found.add(f"safe area bottom {height - (y + h) + sign * constant:g}")
            elif attribute == 'centerY':
                # The guide's centre: (top + height - bottom) / 2, so top - bottom = 2 * centre - height.
                found.add(f"safe area top minus bottom {2 * (y + h / 2 - sign * constant) - height:g}")
    return sorted(found)


def reusable(path, root):
    if 'Storyboard' in root.get('type', '') or root.get('targetRuntime') != 'iOS.CocoaTouch':
        return
    objects = root.find('objects')
    for top in (objects if objects is not None else []):
        if top.tag in ('placeholder', 'view', 'tableViewCell') or frame(top) is None:
            continue
        # Collection cells of Xcode 10 and before hold their content view's subviews and the
        # constraints themselves (items name the cell); from Xcode 11 the content view does.
        content = next((c for c in top if c.get('key') == 'contentView'), None)
        subviews = dict(direct_subviews(top))
        ids = {top.get('id')}
        margins = side_margins(top, {**subviews, **(direct_subviews(content) if content is not None else {})}, ids)
        if content is not None and content.get('id') and frame(content) is not None:
            margins += [f"content {m}" for m in side_margins(content, direct_subviews(content), {content.get('id')})]
        margins += safe_area_insets(top, subviews)
        if margins:
            yield f"{top.tag}\t{frame(top)[2]:g} wide\t{', '.join(margins)}"


def ipadbar(path, root):
    device = root.find('device')
    if device is None or not device.get('id', '').startswith('ipad'):
        return
    parent = {child: element for element in root.iter() for child in element}
    by_id = {element.get('id'): element for element in root.iter() if element.get('id')}

    def top_in_root(view):
        y, current = 0.0, view
        while current is not None and frame(current) is not None:
            y += frame(current)[1]
            holder = parent.get(current)
            if holder is None or holder.tag != 'subviews':
                break
            current = parent.get(holder)
        return y

    guides = {}
    for guide in root.iter('viewLayoutGuide'):
        owner = parent[guide]
        holder = parent.get(owner)
        if guide.get('key') == 'safeArea' and holder is not None and holder.tag in CONTROLLER_TAGS | {'objects'}:
            guides[guide.get('id')] = 'safe area'
    for guide in root.iter('viewControllerLayoutGuide'):
        if guide.get('type') == 'top':
            guides[guide.get('id')] = 'top guide'
    tops = set()
    for owner in root.iter():
        for constraint in required_equalities(owner):
            for item, attribute, other, other_attribute, sign, constant in pairs(constraint):
                if other in guides and item in by_id and attribute == 'top':
                    edge = 'top' if guides[other] == 'safe area' else 'bottom'
                    if other_attribute == edge:
                        tops.add(f"{guides[other]} {top_in_root(by_id[item]) - sign * constant:g}")
    # A navigation controller's bar is stored below the status bar the canvas draws (0: none).
    for controller in root.iter('navigationController'):
        bar = next((c for c in controller if c.tag == 'navigationBar' and c.get('key') == 'navigationBar'), None)
        if bar is not None and frame(bar) is not None and frame(bar)[3] > 0:
            tops.add(f"navigation bar {frame(bar)[1]:g}")
    if tops:
        kind = 'storyboard' if 'Storyboard' in root.get('type', '') else 'XIB'
        yield f"{device.get('id')} {device.get('orientation', 'portrait')} {kind}\t{', '.join(sorted(tops))}"


def freeform(path, root):
    if 'Storyboard' in root.get('type', '') or root.get('targetRuntime') != 'iOS.CocoaTouch':
        return
    device = root.find('device')
    device_id = device.get('id') if device is not None else '-'
    objects = root.find('objects')
    if objects is None:
        return
    owners_view = {outlet.get('destination') for placeholder in objects.findall('placeholder')
                   if placeholder.get('placeholderIdentifier') == 'IBFilesOwner'
                   for outlet in placeholder.iter('outlet') if outlet.get('property') == 'view'}
    for top in objects.findall('view'):
        if frame(top) is None:
            continue
        height = frame(top)[3]
        guide = next((g.get('id') for g in top.findall('viewLayoutGuide') if g.get('key') == 'safeArea'), None)
        subviews = direct_subviews(top)
        insets = set()
        for constraint in required_equalities(top):
            for item, attribute, other, other_attribute, sign, constant in pairs(constraint):
                if item not in subviews or frame(subviews[item]) is None:
                    continue
                _, y, _, h = frame(subviews[item])
                if other == guide and other_attribute == attribute and attribute in ('top', 'bottom'):
                    kind = 'safe area'
                elif other == top.get('id') and other_attribute == attribute + 'Margin' and attribute in ('top', 'bottom'):
                    kind = 'margin'
                else:
                    continue
                if attribute == 'top':
                    insets.add(f"{kind} top {y - sign * constant:g}")
                else:
                    insets.add(f"{kind} bottom {height - (y + h) + sign * constant:g}")
        if insets:
            size = 'freeform' if any(c.get('key') == 'simulatedDestinationMetrics' and c.tag == 'freeformSimulatedSizeMetrics' for c in top) else 'screen'
            role = "File's Owner's view" if top.get('id') in owners_view else 'free-standing'
            notch = 'notched' if PHONES_WITH_NOTCH.match(device_id) else ''
            yield (f"{device_id} {notch}\t{frame(top)[2]:g} x {height:g} {size}, {role}, "
                   f"useSafeAreas={root.get('useSafeAreas', 'NO')}\t{', '.join(sorted(insets))}")


def cellmargin(path, root):
    if 'Storyboard' in root.get('type', ''):
        return
    device = root.find('device')
    objects = root.find('objects')
    for cell in (objects.findall('tableViewCell') if objects is not None else []):
        content = cell.find('tableViewCellContentView')
        if content is None or frame(content) is None or frame(cell) is None:
            continue
        margins = side_margins(content, direct_subviews(content), {content.get('id')})
        if margins:
            flags = [name for name, element in (('cell', cell), ('content view', content))
                     if element.get('preservesSuperviewLayoutMargins') == 'YES']
            accessory = cell.get('accessoryType') or cell.get('editingAccessoryType') or 'none'
            yield (f"{device.get('id') if device is not None else '-'}\tcell {frame(cell)[2]:g}, content "
                   f"{frame(content)[2]:g}, preserves: {' and '.join(flags) or 'no'}, accessory {accessory}\t{', '.join(margins)}")


APPKIT_FONT_SIZES = {'system': 13, 'systemBold': 13, 'systemSemibold': 13, 'message': 13, 'menu': 14,
                     'smallSystem': 11, 'smallSystemBold': 11, 'miniSystem': 9, 'label': 10}
BASELINES = {'baseline', 'firstBaseline', 'lastBaseline'}
EDGES = {'top', 'bottom', 'leading', 'trailing', 'left', 'right'}


def cell_of(view):
    return next((child for child in view if child.tag.endswith('Cell') and child.get('key') == 'cell'), None)


def font_size(view):
    cell = cell_of(view)
    font = cell.find('font') if cell is not None else None
    if font is None:
        return 13.0
    if font.get('size'):
        return float(font.get('size'))
    return float(APPKIT_FONT_SIZES.get(font.get('metaFont'), 13))


def is_label(view):
    cell = cell_of(view)
    return view.tag == 'textField' and cell is not None and not cell.get('borderStyle') and not cell.get('bezelStyle')


def label_baseline_from_top(view):
    size = font_size(view)
    line = size * 1.193
    return math.ceil(line) / 2 - line / 2 + size * 0.952


def large(path, root):
    if root.get('targetRuntime') != 'MacOSX.Cocoa':
        return
    parent = {child: element for element in root.iter() for child in element}
    by_id = {element.get('id'): element for element in root.iter() if element.get('id')}

    def superview(view):
        holder = parent.get(view)
        return parent.get(holder) if holder is not None and holder.tag == 'subviews' else None

    def flipped(view):
        return view is not None and view.get('flipped') == 'YES'

    def top_below(view, other):
        """How far `view`'s top is below `other`'s, siblings in one superview."""
        a, b = frame(view), frame(other)
        if flipped(superview(view)):
            return a[1] - b[1]
        return (b[1] + b[3]) - (a[1] + a[3])

    for view in root.iter():
        cell = cell_of(view)
        if cell is None or cell.get('controlSize') != 'large' or frame(view) is None or is_label(view):
            continue
        container = superview(view)
        kind = '/'.join(v for v in (view.tag, cell.get('type'), cell.get('bezelStyle'), cell.get('borderStyle')) if v)
        x, y, width, height = frame(view)
        found = set()
        holders = [v for v in (view, container) if v is not None]
        for holder in holders:
            for constraint in required_equalities(holder):
                for item, attribute, other, other_attribute, sign, constant in pairs(constraint):
                    if item != view.get('id') or other is None:
                        continue
                    partner = by_id.get(other)
                    if attribute in BASELINES and other_attribute in BASELINES and partner is not None \
                            and is_label(partner) and superview(partner) is container and frame(partner) is not None:
                        below = top_below(partner, view) + label_baseline_from_top(partner) - sign * constant
                        found.add(f"baseline {below:.2f} below its top (label {font_size(partner):g} pt)")
                    elif attribute in EDGES and other_attribute == attribute and container is not None \
                            and other == container.get('id') and frame(container) is not None:
                        cw, ch = frame(container)[2], frame(container)[3]
                        up = 'top' if not flipped(container) else 'bottom'
                        distance = {'leading': x, 'left': x, 'trailing': cw - x - width, 'right': cw - x - width,
                                    up: ch - y - height, ({'top', 'bottom'} - {up}).pop(): y}[attribute]
                        # item.attribute = container.attribute + sign * constant: the frame's edge sits
                        # `distance` in, the constraint puts the alignment edge `±constant` in.
                        inward = constant if attribute in ('leading', 'left', 'top') else -constant
                        found.add(f"{attribute} overhang {(sign * inward) - distance:g}")
        if found:
            yield f"{kind}\t{width:g} x {height:g}, font {font_size(view):g}\t{', '.join(sorted(found))}"


def tvsides(path, root):
    if root.get('targetRuntime') != 'AppleTV':
        return
    for controller in root.iter():
        if controller.tag not in CONTROLLER_TAGS:
            continue
        view = next((c for c in controller if c.get('key') == 'view'), None)
        if view is None or frame(view) is None:
            continue
        subviews = direct_subviews(view)
        ids = {view.get('id')}
        found = side_margins(view, subviews, ids)
        guide = next((g.get('id') for g in view.findall('viewLayoutGuide') if g.get('key') == 'safeArea'), None)
        width = frame(view)[2]
        for constraint in required_equalities(view):
            for item, attribute, other, other_attribute, sign, constant in pairs(constraint):
                if guide is None or other != guide or item not in subviews or frame(subviews[item]) is None:
                    continue
                x, _, w, _ = frame(subviews[item])
                if attribute in ('leading', 'left') and other_attribute == attribute:
                    found.append(f"safe area leading {x - sign * constant:g}")
                elif attribute in ('trailing', 'right') and other_attribute == attribute:
                    found.append(f"safe area trailing {width - (x + w) + sign * constant:g}")
        if found:
            yield f"{controller.tag} {width:g} wide\t{', '.join(sorted(set(found)))}"


def cellvertical(path, root):
    if root.get('targetRuntime') != 'iOS.CocoaTouch':
        return
    for content in root.iter('tableViewCellContentView'):
        if frame(content) is None:
            continue
        height = frame(content)[3]
        subviews = direct_subviews(content)
        found = set()
        for constraint in required_equalities(content):
            for item, attribute, other, other_attribute, sign, constant in pairs(constraint):
                if item not in subviews or other != content.get('id') or frame(subviews[item]) is None:
                    continue
                if subviews[item].get('misplaced') == 'YES':
                    continue
                _, y, _, h = frame(subviews[item])
                if attribute == 'top' and other_attribute == 'topMargin':
                    found.add(f"top {y - sign * constant:g}")
                elif attribute == 'bottom' and other_attribute == 'bottomMargin':
                    found.add(f"bottom {height - (y + h) + sign * constant:g}")
        if found:
            kind = 'storyboard' if 'Storyboard' in root.get('type', '') else 'XIB'
            yield f"{kind} content {frame(content)[2]:g} x {height:g}\t{', '.join(sorted(found))}"


def baselinestack(path, root):
    for stack in root.iter('stackView'):
        if stack.get('baselineRelativeArrangement') != 'YES' or stack.get('axis') != 'vertical':
            continue
        spacing = stack.get('spacingType') or stack.get('spacing', '0')
        tops = [frame(view)[1] for view in direct_subviews(stack).values() if frame(view) is not None]
        gaps = [f"{b - a:g}" for a, b in zip(tops, tops[1:])]
        yield f"spacing {spacing}\ttops {', '.join(f'{t:g}' for t in tops)} (gaps {', '.join(gaps) or '-'})"


QUESTIONS = {'reusable': reusable, 'ipadbar': ipadbar, 'freeform': freeform, 'cellmargin': cellmargin, 'large': large,
             'tvsides': tvsides, 'cellvertical': cellvertical, 'baselinestack': baselinestack}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--question', choices=sorted(QUESTIONS), action='append')
    parser.add_argument('files', nargs='+')
    arguments = parser.parse_args()
    for name in arguments.question or list(QUESTIONS):
        for path in arguments.files:
            root = parse(path)
            if root is None:
                continue
            SIZE_CLASSES.clear()
            SIZE_CLASSES.update(size_classes(root))
            for row in QUESTIONS[name](path, root):
                tools = tools_version(root)
                print(f"{name}\t{tools:g}\t{row}\t{os.path.basename(os.path.dirname(path))}/{os.path.basename(path)}"
                      if tools is not None else f"{name}\t-\t{row}\t{path}")


if __name__ == '__main__':
    main()
