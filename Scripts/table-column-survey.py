#!/usr/bin/env python3
"""Where the corpus's AppKit prototype cell views sit across their tables, against the rule of
SceneLayout's TableColumnGeometry (Documents/AccuracyLog/session-13.md, cols17): prints the
views that agree per owner and first/later column, and every one that does not.
Usage: Scripts/table-column-survey.py [CORPUS_DIR] (default ../shared/corpus)."""
import sys, os
import glob, math, xml.etree.ElementTree as ET, collections
os.chdir(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared', 'corpus'))
agree=collections.Counter(); against=[]
for f in sorted(glob.glob('*.xib')+glob.glob('*.storyboard')):
    try: root=ET.parse(f).getroot()
    except: continue
    if 'Cocoa' not in (root.get('type') or ''): continue
    tv=root.get('toolsVersion'); tvn=float(tv.split('.')[0]+'.'+(tv.split('.')[1] if '.' in tv else '0'))
    modern = tvn>=17500
    parent={c:p for p in root.iter() for c in p}
    for t in root.iter():
        if t.tag not in ('tableView','outlineView'): continue
        sv=t
        while sv is not None and sv.tag!='scrollView': sv=parent.get(sv)
        border = None if sv is None else sv.get('borderType')!='none'
        sp=t.find("size[@key='intercellSpacing']"); sp=float(sp.get('width')) if sp is not None else 0
        style=t.get('tableStyle') or 'automatic'
        before=[]
        for c in t.findall('tableColumns/tableColumn'):
            for cv in c.findall('prototypeCellViews/tableCellView'):
                x=float(cv.find("rect[@key='frame']").get('x'))
                lead=math.floor(sp/2); cols=sum(w+sp for w in before)
                if not modern or style=='plain': pred=lead+cols
                elif style=='sourceList': pred=None
                else:
                    inset = 10 if (style=='inset' or (style=='automatic' and border is not True)) else 0
                    pred = inset+lead+cols+(math.ceil(6-sp/2) if before else 0)
                if c.get('hidden')=='YES': continue
                owner=f.split('__')[0]
                key=(owner, 'first' if not before else 'later')
                if pred is not None and abs(pred-x)<=0.5: agree[key]+=1
                else: against.append((f[:60], t.get('id'), cv.get('id'), x, pred, cv.get('translatesAutoresizingMaskIntoConstraints')))
            if c.get('hidden')!='YES': before.append(float(c.get('width')))
print(sum(agree.values()), 'agree;', len({k[0] for k in agree}), 'owners'); print(sorted(agree.items()))
print(len(against),'against'); [print(a) for a in against]
