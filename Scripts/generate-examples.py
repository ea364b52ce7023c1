#!/usr/bin/env python3
"""Writes Documents/Examples/*.storyboard: the Auto Layout Cookbook recipes from the seeds,
in the storyboard format Xcode 10 writes (retina4_7 portrait, legacy top/bottom layout
guides, size classes on). The frames are worked out by hand from each recipe's equations
for a 375x667 canvas (root margins 16, top guide 20, bottom guide at 667) and are listed
with their derivation in Documents/Examples/README.md. Ids are derived from names, so the
output is stable. Run it again after editing a recipe; review the diff."""
import hashlib, os, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Documents', 'Examples')
ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

def ident(*parts):
    digest = hashlib.sha256('/'.join(parts).encode()).digest()
    chars = [ALPHABET[b % len(ALPHABET)] for b in digest[:8]]
    return ''.join(chars[:3]) + '-' + ''.join(chars[3:5]) + '-' + ''.join(chars[5:8])

def num(v):
    if v == 0: return '0.0'
    if float(v).is_integer(): return str(int(v))
    return repr(float(v))

class Scene:
    def __init__(self, name):
        self.name = name
        self.views = []        # (kind, key, label, text, frame, extra)
        self.constraints = []  # dicts
        self.variations = ''   # raw xml for the root view's variations
        self.root = ident(name, 'root')
        self.top = ident(name, 'topGuide')
        self.bottom = ident(name, 'bottomGuide')

    def view(self, kind, label, frame, text=None, **extra):
        vid = ident(self.name, label)
        self.views.append((kind, vid, label, text, frame, extra))
        return vid

    def constraint(self, name, first, fattr, second=None, sattr=None, constant=0, relation=None, priority=None, symbolic=False):
        cid = ident(self.name, 'constraint', name)
        self.constraints.append(dict(id=cid, first=first, fattr=fattr, second=second, sattr=sattr,
                                     constant=constant, relation=relation, priority=priority, symbolic=symbolic))
        return cid

def view_xml(kind, vid, label, text, frame, extra):
    x, y, w, h = frame
    rect = f'<rect key="frame" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"/>'
    i = ' ' * 28
    if kind == 'label':
        return (f'{i}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" '
                f'text="{text}" textAlignment="{extra.get("align", "natural")}" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" '
                f'translatesAutoresizingMaskIntoConstraints="NO" id="{vid}" userLabel="{label}">\n'
                f'{i}    {rect}\n'
                f'{i}    <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
                f'{i}    <nil key="textColor"/>\n'
                f'{i}    <nil key="highlightedColor"/>\n'
                f'{i}</label>\n')
    if kind == 'textField':
        return (f'{i}<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" '
                f'placeholder="{text}" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}" userLabel="{label}">\n'
                f'{i}    {rect}\n'
                f'{i}    <nil key="textColor"/>\n'
                f'{i}    <fontDescription key="fontDescription" type="system" pointSize="14"/>\n'
                f'{i}    <textInputTraits key="textInputTraits"/>\n'
                f'{i}</textField>\n')
    if kind == 'button':
        return (f'{i}<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" '
                f'lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}" userLabel="{label}">\n'
                f'{i}    {rect}\n'
                f'{i}    <color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>\n'
                f'{i}    <state key="normal" title="{text}"/>\n'
                f'{i}</button>\n')
    color = extra.get('color', '<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>')
    return (f'{i}<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{vid}" userLabel="{label}">\n'
            f'{i}    {rect}\n'
            f'{i}    {color}\n'
            f'{i}</view>\n')

def constraint_xml(c):
    parts = []
    if c['first'] is not None: parts.append(f'firstItem="{c["first"]}"')
    parts.append(f'firstAttribute="{c["fattr"]}"')
    if c['relation']: parts.append(f'relation="{c["relation"]}"')
    if c['second'] is not None:
        parts.append(f'secondItem="{c["second"]}"')
        parts.append(f'secondAttribute="{c["sattr"]}"')
    if c['constant']: parts.append(f'constant="{num(c["constant"])}"')
    if c['symbolic']: parts.append('symbolic="YES"')
    if c['priority']: parts.append(f'priority="{c["priority"]}"')
    parts.append(f'id="{c["id"]}"')
    return ' ' * 28 + '<constraint ' + ' '.join(parts) + '/>\n'

def document(scene, title):
    vc = ident(scene.name, 'controller')
    sid = ident(scene.name, 'scene')
    fr = ident(scene.name, 'firstResponder')
    subviews = ''.join(view_xml(*v) for v in scene.views)
    constraints = ''.join(constraint_xml(c) for c in scene.constraints)
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="{vc}">
    <device id="retina4_7" orientation="portrait">
        <adaptation id="fullscreen"/>
    </device>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14460.20"/>
        <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <!--{title}-->
        <scene sceneID="{sid}">
            <objects>
                <viewController title="{title}" id="{vc}" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="{scene.top}"/>
                        <viewControllerLayoutGuide type="bottom" id="{scene.bottom}"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="{scene.root}">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{subviews}                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
{constraints}                        </constraints>
{scene.variations}                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{fr}" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="140" y="134"/>
        </scene>
    </scenes>
</document>
'''

# Baselines (see Documents/Examples/README.md): a 17 pt label 20.5 high has its baseline
# 16.29 below its top; a 14 pt rounded-rect text field 30 high, 19.98 below its top. A label
# aligned to a field's baseline sits 3.69 below the field's top, rounded to the 0.5 grid.

def simple_label(name, dynamic):
    s = Scene(name)
    label = s.view('label', 'Name Label', (16, 43.5, 45, 20.5), 'Name')
    field = s.view('textField', 'Name Text Field', (69, 40, 290, 30), 'Enter Name')
    s.constraint('1', label, 'leading', s.root, 'leadingMargin')
    s.constraint('2', s.root, 'trailingMargin', field, 'trailing')
    s.constraint('3', field, 'leading', label, 'trailing', 8, symbolic=True)
    if dynamic:
        s.constraint('4', label, 'top', s.top, 'bottom', 20, relation='greaterThanOrEqual')
        s.constraint('5', label, 'top', s.top, 'bottom', 20, priority=249)
        s.constraint('6', field, 'top', s.top, 'bottom', 20, relation='greaterThanOrEqual')
        s.constraint('7', field, 'top', s.top, 'bottom', 20, priority=249)
    else:
        s.constraint('4', field, 'top', s.top, 'bottom', 20)
    s.constraint('baseline', label, 'baseline', field, 'baseline')
    return s

def columns(name, dynamic):
    s = Scene(name)
    rows = [('First', 40, 43.5), ('Middle', 78, 81.5), ('Last', 116, 119.5)]
    labels, fields = [], []
    for row, fy, ly in rows:
        labels.append(s.view('label', f'{row} Name Label', (16, ly, 97, 20.5), f'{row} Name', align='right'))
        fields.append(s.view('textField', f'{row} Name Text Field', (121, fy, 238, 30), f'Enter {row.lower()} name'))
    for i, (row, _, _) in enumerate(rows):
        s.constraint(f'{row} leading', labels[i], 'leading', s.root, 'leadingMargin')
        s.constraint(f'{row} gap', fields[i], 'leading', labels[i], 'trailing', 8, symbolic=True)
        s.constraint(f'{row} trailing', s.root, 'trailingMargin', fields[i], 'trailing')
        s.constraint(f'{row} baseline', labels[i], 'baseline', fields[i], 'baseline')
    s.constraint('width 2', fields[0], 'width', fields[1], 'width')
    s.constraint('width 3', fields[0], 'width', fields[2], 'width')
    if dynamic:
        for i, (row, _, _) in enumerate(rows):
            for kind, items in (('label', labels), ('field', fields)):
                above, attr, gap = (s.top, 'bottom', 20) if i == 0 else (items[i - 1], 'bottom', 8)
                s.constraint(f'{row} {kind} min', items[i], 'top', above, attr, gap, relation='greaterThanOrEqual', symbolic=i > 0)
                s.constraint(f'{row} {kind} pref', items[i], 'top', above, attr, gap, priority=249, symbolic=i > 0)
    else:
        s.constraint('top', fields[0], 'top', s.top, 'bottom', 20)
        s.constraint('row 2', fields[1], 'top', fields[0], 'bottom', 8, symbolic=True)
        s.constraint('row 3', fields[2], 'top', fields[1], 'bottom', 8, symbolic=True)
    return s

def equal_buttons(name, titles):
    s = Scene(name)
    n = len(titles)
    width = (343 - 8 * (n - 1)) / n
    buttons = []
    for i, (label, title) in enumerate(titles):
        buttons.append(s.view('button', label, (16 + i * (width + 8), 617, width, 30), title))
    s.constraint('leading', buttons[0], 'leading', s.root, 'leadingMargin')
    for i in range(1, n):
        s.constraint(f'gap {i}', buttons[i], 'leading', buttons[i - 1], 'trailing', 8, symbolic=True)
    s.constraint('trailing', buttons[-1], 'trailing', s.root, 'trailingMargin')
    for i in range(n):
        s.constraint(f'bottom {i}', s.bottom, 'top', buttons[i], 'bottom', 20)
    for i in range(1, n):
        s.constraint(f'width {i}', buttons[0], 'width', buttons[i], 'width')
    return s

def equal_spacing():
    s = Scene('TwoButtonsWithEqualSpacing')
    lead = s.view('view', 'Leading Dummy View', (16, 647, 33, 0))
    short = s.view('button', 'Short Button', (49, 617, 122, 30), 'Short')
    center = s.view('view', 'Center Dummy View', (171, 647, 33, 0))
    long = s.view('button', 'Long Button', (204, 617, 122, 30), 'Long Button Title')
    trail = s.view('view', 'Trailing Dummy View', (326, 647, 33, 0))
    s.constraint('1', lead, 'leading', s.root, 'leadingMargin')
    s.constraint('2', short, 'leading', lead, 'trailing')
    s.constraint('3', center, 'leading', short, 'trailing')
    s.constraint('4', long, 'leading', center, 'trailing')
    s.constraint('5', trail, 'leading', long, 'trailing')
    s.constraint('6', trail, 'trailing', s.root, 'trailingMargin')
    for i, v in enumerate([lead, short, center, long, trail]):
        s.constraint(f'bottom {i}', s.bottom, 'top', v, 'bottom', 20)
    s.constraint('12', short, 'leading', s.root, 'leadingMargin', relation='greaterThanOrEqual')
    s.constraint('13', long, 'leading', short, 'trailing', 8, relation='greaterThanOrEqual', symbolic=True)
    s.constraint('14', s.root, 'trailingMargin', long, 'trailing', relation='greaterThanOrEqual')
    s.constraint('15', lead, 'width', center, 'width')
    s.constraint('16', lead, 'width', trail, 'width')
    s.constraint('17', short, 'width', long, 'width')
    for i, v in enumerate([lead, center, trail]):
        s.constraint(f'height {i}', v, 'height', None, None, 0)
    return s

def size_class_buttons():
    s = Scene('TwoButtonsWithSizeClassBasedLayout')
    # Saved for retina4_7 portrait = compact width, regular height: the stacked layout.
    short = s.view('button', 'Short Button', (16, 579, 343, 30), 'short')
    long = s.view('button', 'Long Button', (16, 617, 343, 30), 'Much Longer Button Title')
    s.constraint('1', short, 'leading', s.root, 'leadingMargin')
    c2 = s.constraint('2', long, 'leading', short, 'trailing', 8, symbolic=True)
    s.constraint('3', long, 'trailing', s.root, 'trailingMargin')
    c4 = s.constraint('4', s.bottom, 'top', short, 'bottom', 20)
    s.constraint('5', s.bottom, 'top', long, 'bottom', 20)
    s.constraint('6', short, 'width', long, 'width')
    c7 = s.constraint('7', long, 'leading', s.root, 'leadingMargin')
    c8 = s.constraint('8', short, 'trailing', s.root, 'trailingMargin')
    c9 = s.constraint('9', long, 'top', short, 'bottom', 8, symbolic=True)
    ind = ' ' * 24
    s.variations = (f'{ind}<variation key="default">\n{ind}    <mask key="constraints">\n'
                    + ''.join(f'{ind}        <exclude reference="{c}"/>\n' for c in (c7, c8, c9))
                    + f'{ind}    </mask>\n{ind}</variation>\n'
                    + f'{ind}<variation key="heightClass=regular-widthClass=compact">\n{ind}    <mask key="constraints">\n'
                    + ''.join(f'{ind}        <exclude reference="{c}"/>\n' for c in (c2, c4))
                    + ''.join(f'{ind}        <include reference="{c}"/>\n' for c in (c7, c8, c9))
                    + f'{ind}    </mask>\n{ind}</variation>\n')
    return s

def adaptive_single_view():
    s = Scene('AdaptiveSingleView')
    red = s.view('view', 'Red View', (16, 40, 343, 607),
                 color='<color key="backgroundColor" red="0.80000000000000004" green="0.20000000000000001" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>')
    s.constraint('leading', red, 'leading', s.root, 'leadingMargin')
    s.constraint('trailing', red, 'trailing', s.root, 'trailingMargin')
    s.constraint('top', red, 'top', s.top, 'bottom', 20)
    s.constraint('bottom', s.bottom, 'top', red, 'bottom', 20)
    return s

EXAMPLES = [
    ('SimpleLabelAndTextField', 'Simple Label and Text Field', simple_label('SimpleLabelAndTextField', False)),
    ('DynamicHeightLabelAndTextField', 'Dynamic Height Label and Text Field', simple_label('DynamicHeightLabelAndTextField', True)),
    ('FixedHeightColumns', 'Fixed Height Columns', columns('FixedHeightColumns', False)),
    ('DynamicHeightColumns', 'Dynamic Height Columns', columns('DynamicHeightColumns', True)),
    ('TwoEqualWidthButtons', 'Two Equal-Width Buttons', equal_buttons('TwoEqualWidthButtons', [('Short Button', 'short'), ('Long Button', 'Much Longer Button Title')])),
    ('ThreeEqualWidthButtons', 'Three Equal-Width Buttons', equal_buttons('ThreeEqualWidthButtons', [('Short Button', 'Short'), ('Medium Button', 'Medium'), ('Long Button', 'Long Button Title')])),
    ('TwoButtonsWithEqualSpacing', 'Two Buttons with Equal Spacing', equal_spacing()),
    ('TwoButtonsWithSizeClassBasedLayout', 'Two Buttons with Size-Class-Based Layout', size_class_buttons()),
    ('AdaptiveSingleView', 'Adaptive Single View', adaptive_single_view()),
]

if __name__ == '__main__':
    os.makedirs(ROOT, exist_ok=True)
    for file, title, scene in EXAMPLES:
        with open(os.path.join(ROOT, file + '.storyboard'), 'w') as f:
            f.write(document(scene, title))
    print(f'wrote {len(EXAMPLES)} examples to {os.path.normpath(ROOT)}')
