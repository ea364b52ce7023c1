#!/usr/bin/env python3
"""Every constraint of the AppKit documents (the corpus and every fresh set) that names a view
matched by a predicate, evaluated at Xcode's stored frames: its residual (first item minus
multiplier times second item minus constant) with the named views' kinds (element, cell type,
bezel style, control size). A control's alignment insets show as residuals: for a regular help
button, `customView.trailing = button.trailing + 20` at -2 is a frame 2 past its alignment
rectangle (AccuracyLog, session 22, era26).

Usage: Scripts/control-edge-residuals.py 'PYTHON EXPRESSION OF v, cell'
  e.g. 'v.tag == "button" and cell is not None and cell.get("bezelStyle") == "helpButton"'
(v: the view's element, cell: its cell element or None). Only constraints between siblings or
between a view and its superview are read; y is taken up the screen (AppKit's unflipped
superviews), baselines are skipped. Columns: set, toolsVersion (a beta's plug-in version with
b), owner, the constraint, its residual, its priority, the file.
"""
import glob
import os
import sys
import xml.etree.ElementTree as ET

# The predicate is the command line's expression (the script's one argument, by design).
matches = eval('lambda v, cell: ' + sys.argv[1])
SET_FOLDERS = ['/work/shared/corpus'] + sorted(glob.glob('/work/fresh/*/'))


def frame(view):
    """The view's stored frame as [x, y, width, height], or None."""
    for child in view:
        if child.tag == 'rect' and child.get('key') == 'frame':
            return [float(child.get(k, '0')) for k in ('x', 'y', 'width', 'height')]


def cell_of(view):
    for child in view:
        if child.tag.endswith('Cell') and child.get('key') == 'cell':
            return child


def kind(view):
    """The element with its cell's type, bezel style and control size: `button(help,helpButton)`."""
    cell = cell_of(view)
    name = view.tag
    if cell is not None:
        name += '(' + ','.join(x for x in (cell.get('type'), cell.get('bezelStyle'), cell.get('controlSize')) if x) + ')'
    return name


def edge(rect, attribute, is_superview):
    """Where `attribute` of a stored frame lies, y taken down the screen from an unflipped
    superview's top (top = -(y + height)); a superview's own frame at the origin."""
    x, y, width, height = rect
    if is_superview:
        x, y = 0.0, 0.0
    top, bottom = -(y + height), -y
    return {'leading': x, 'left': x, 'trailing': x + width, 'right': x + width, 'centerX': x + width / 2,
            'width': width, 'height': height, 'top': top, 'bottom': bottom, 'centerY': (top + bottom) / 2}.get(attribute)


for folder in SET_FOLDERS:
    for path in sorted(glob.glob(os.path.join(folder, '*.xib')) + glob.glob(os.path.join(folder, '*.storyboard'))):
        try:
            root = ET.parse(path).getroot()
        except Exception:
            continue
        document_type = root.get('type') or ''
        if 'CocoaTouch' in document_type or 'Cocoa' not in document_type:
            continue
        tools = root.get('toolsVersion')
        if tools.startswith('32700'):
            tools = [plugin.get('version') for plugin in root.iter('plugIn')][0] + 'b'
        superview_by_id = {}
        for element in root.iter():
            subviews = element.find('subviews')
            if subviews is not None:
                for subview in subviews:
                    superview_by_id[subview.get('id')] = element
        by_id = {element.get('id'): element for element in root.iter() if element.get('id')}
        for holder in root.iter():
            constraints = holder.find('constraints')
            if constraints is None:
                continue
            for constraint in constraints:
                first_id = constraint.get('firstItem') or holder.get('id')
                second_id = constraint.get('secondItem')
                first = by_id.get(first_id)
                second = by_id.get(second_id) if second_id else None
                if not [v for v in (first, second) if v is not None and matches(v, cell_of(v))]:
                    continue
                first_attribute, second_attribute = constraint.get('firstAttribute'), constraint.get('secondAttribute')
                first_frame = frame(first)
                if first_frame is None:
                    continue
                constant = float(constraint.get('constant', '0'))
                if second is None:
                    residual = edge(first_frame, first_attribute, False) - constant
                    description = f"{kind(first)}.{first_attribute} = {constant}"
                else:
                    second_frame = frame(second)
                    if second_frame is None:
                        continue
                    first_parent, second_parent = superview_by_id.get(first_id), superview_by_id.get(second_id)
                    if first_parent is second_parent:
                        first_is_superview, second_is_superview = False, False
                    elif first_parent is second:
                        first_is_superview, second_is_superview = False, True
                    elif second_parent is first:
                        first_is_superview, second_is_superview = True, False
                    else:
                        continue
                    first_edge = edge(first_frame, first_attribute, first_is_superview)
                    second_edge = edge(second_frame, second_attribute, second_is_superview)
                    if first_edge is None or second_edge is None:
                        continue
                    written = constraint.get('multiplier')
                    try:
                        multiplier = float(written) if written else 1.0
                    except ValueError:
                        continue
                    residual = first_edge - multiplier * second_edge - constant
                    description = (f"{kind(first)}.{first_attribute} {constraint.get('relation', '=')} "
                                   f"{kind(second)}.{second_attribute} + {constant}")
                print(os.path.basename(folder.rstrip('/')), tools, os.path.basename(path).split('__')[0], description,
                      'resid', round(residual, 2), 'prio', constraint.get('priority', '1000'), os.path.basename(path)[:60],
                      sep='\t')
