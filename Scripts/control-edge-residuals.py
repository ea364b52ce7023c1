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
import glob,os,sys
import xml.etree.ElementTree as ET
pred=eval('lambda v,cell: '+sys.argv[1])
dirs=['/work/shared/corpus']+sorted(glob.glob('/work/fresh/*/'))
def frame(v):
    for c in v:
        if c.tag=='rect' and c.get('key')=='frame':
            return [float(c.get(k,'0')) for k in ('x','y','width','height')]
def cellof(v):
    for c in v:
        if c.tag.endswith('Cell') and c.get('key')=='cell': return c
def kind(v):
    cell=cellof(v)
    s=v.tag
    if cell is not None:
        s+='('+','.join(x for x in (cell.get('type'),cell.get('bezelStyle'),cell.get('controlSize')) if x)+')'
    return s
def val(fr,attr,isSuper):
    x,y,w,h=fr
    if isSuper: x,y=0.0,0.0
    top=-(y+h); bot=-y
    return {'leading':x,'left':x,'trailing':x+w,'right':x+w,'centerX':x+w/2,'width':w,'height':h,
            'top':top,'bottom':bot,'centerY':(top+bot)/2}.get(attr)
for d in dirs:
    for f in sorted(glob.glob(os.path.join(d,'*.xib'))+glob.glob(os.path.join(d,'*.storyboard'))):
        try: root=ET.parse(f).getroot()
        except Exception: continue
        t=root.get('type') or ''
        if 'CocoaTouch' in t or 'Cocoa' not in t: continue
        tv=root.get('toolsVersion')
        if tv.startswith('32700'): tv=[p.get('version') for p in root.iter('plugIn')][0]+'b'
        parent={}
        for p in root.iter():
            sv=p.find('subviews')
            if sv is not None:
                for c in sv: parent[c.get('id')]=p
        byid={v.get('id'):v for v in root.iter() if v.get('id')}
        for p in root.iter():
            cons=p.find('constraints')
            if cons is None: continue
            for c in cons:
                fi=c.get('firstItem') or p.get('id'); si=c.get('secondItem')
                a=byid.get(fi); b=byid.get(si) if si else None
                hit=[x for x in (a,b) if x is not None and pred(x,cellof(x))]
                if not hit: continue
                fa,sa=c.get('firstAttribute'),c.get('secondAttribute')
                fra=frame(a); 
                if fra is None: continue
                k=float(c.get('constant','0'))
                if b is None:
                    r=val(fra,fa,False)-k; desc=f"{kind(a)}.{fa} = {k}"
                else:
                    frb=frame(b)
                    if frb is None: continue
                    pa,pb=parent.get(fi),parent.get(si)
                    if pa is pb: sa_,sb_=False,False
                    elif pa is b: sa_,sb_=False,True
                    elif pb is a: sa_,sb_=True,False
                    else: continue
                    va,vb=val(fra,fa,sa_),val(frb,sa,sb_)
                    if va is None or vb is None: continue
                    m=c.get('multiplier')
                    try: mm=float(m) if m else 1.0
                    except: continue
                    r=va-mm*vb-k; desc=f"{kind(a)}.{fa} {c.get('relation','=')} {kind(b)}.{sa} + {k}"
                print(os.path.basename(d.rstrip('/')),tv,os.path.basename(f).split('__')[0],desc,'resid',round(r,2),'prio',c.get('priority','1000'),os.path.basename(f)[:60],sep='\t')
