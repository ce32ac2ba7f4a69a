# Zips an unpacked jar back (stored, not deflated: quick), the manifest first.
import os, sys, zipfile
src, dst = sys.argv[1:]
with zipfile.ZipFile(dst, 'w', zipfile.ZIP_STORED, allowZip64=True) as z:
    z.write(os.path.join(src, 'META-INF/MANIFEST.MF'), 'META-INF/MANIFEST.MF')
    for root, dirs, files in os.walk(src):
        dirs.sort()
        for f in sorted(files):
            p = os.path.join(root, f); a = os.path.relpath(p, src)
            if a != 'META-INF/MANIFEST.MF': z.write(p, a)
