#!/usr/bin/env python3
"""The stack misses the miss map reads through an arranged control's alignment rectangle
(class a2 "alignment inset" with the constraint `stack •`, AccuracyLog, session 21, stack25),
keyed by that control as `Scripts/metric-miss-keys.py` keys a document constraint's (platform,
element, style, control size, font, Xcode era) and the stack's axis, with the views of the same
key arranged in stacks that the tool places right (hits), per owner: where a second owner's
control misses the same way, and where other owners' controls of that key are right.

Usage: Scripts/stack-control-keys.py SET=DIR,MAP.tsv,ORACLE.json ... [--rows]
MAP.tsv is `StoredFrameVerdictTests/corpusMissMap`'s output for DIR, ORACLE.json
`oracle.py --honest --json-out` for the same documents."""
import collections, importlib.util, json, os, re, sys

spec = importlib.util.spec_from_file_location('keys', os.path.join(os.path.dirname(__file__), 'metric-miss-keys.py'))
keys = importlib.util.module_from_spec(spec)
spec.loader.exec_module(keys)

PLAIN = ('view', 'customView', 'stackView', 'scrollView', 'clipView', 'tableView', 'label', 'textView', 'imageView')

def arranged_in_stack(doc, e):
    sv = doc.parent.get(e)
    return sv is not None and sv.tag == 'subviews' and doc.parent.get(sv) is not None and doc.parent.get(sv).tag == 'stackView'

def main():
    args = sys.argv[1:]
    show_rows = '--rows' in args
    misses = collections.defaultdict(lambda: collections.defaultdict(list))
    hits = collections.defaultdict(collections.Counter)
    for name, spec_ in (a.split('=', 1) for a in args if '=' in a):
        folder, mapfile, oracle = spec_.split(',')
        bad = {os.path.basename(r['file']): set(r['bad']) for r in json.load(open(oracle))['rows']}
        docs = {}
        def doc(f):
            if f not in docs:
                try: docs[f] = keys.Document(os.path.join(folder, f))
                except Exception: docs[f] = None
            return docs[f]
        for r in [l.rstrip('\n').split('\t') for l in open(mapfile)][1:]:
            if len(r) < 14 or r[6] != 'a2' or r[7] != 'alignment inset' or not r[8].startswith('stack'): continue
            d = doc(r[0])
            if d is None: continue
            axis = 'x' if re.search(r'\.(x|width)\b', r[13]) else 'y'
            for vid in dict.fromkeys(re.findall(r'([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})\.', r[13])):
                e = d.ids.get(vid)
                if e is None or e.tag in PLAIN or not arranged_in_stack(d, e): continue
                k = d.key(e, 'stack ' + axis)
                misses[k][r[1].lower()].append(float(r[10]))
                if show_rows: print(name, r[0][:70], r[4], vid, k, r[10], r[13], sep='\t')
        owners = keys.manifest_owners(folder)
        for f in bad:
            d = doc(f)
            if d is None: continue
            owner = owners.get(f, f.split('__')[0].lower())
            for e in d.root.iter():
                if e.tag in PLAIN or not e.get('id') or not arranged_in_stack(d, e): continue
                if e.get('id') in bad[f] or e.get('hidden') == 'YES' or e.get('misplaced') == 'YES': continue
                for axis in ('x', 'y'): hits[d.key(e, 'stack ' + axis)][owner] += 1
    def fmt(res):
        c = collections.Counter(round(x, 2) for x in res)
        return ', '.join(f"{v:+g}×{n}" for v, n in c.most_common())
    print('platform\telement\tstyle\tsize\tfont\tera\taxis\tmiss owners\tresiduals by owner\thits by owner')
    for k in sorted(misses, key=lambda k: -sum(len(v) for v in misses[k].values())):
        by = '; '.join(f"{o}: {fmt(v)}" for o, v in sorted(misses[k].items()))
        print(*k, len(misses[k]), by, '; '.join(f"{o} {n}" for o, n in hits[k].most_common()) or '-', sep='\t')

if __name__ == '__main__':
    main()
