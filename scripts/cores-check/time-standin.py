#!/usr/bin/env python3
# Stand-in for GNU time where it is missing: only the form the bench scripts use,
# time -f 'TIME %e %U %S %M' -o FILE CMD...  (wall s, children's user s, system s, peak RSS KiB).
import os, sys, time
args = sys.argv[1:]
fmt, out = None, None
while args and args[0].startswith('-'):
    if args[0] == '-f': fmt = args[1]; args = args[2:]
    elif args[0] == '-o': out = args[1]; args = args[2:]
    else: args = args[1:]
t = time.monotonic()
pid = os.fork()
if pid == 0:
    try: os.execvp(args[0], args)
    finally: os._exit(127)
_, status, ru = os.wait4(pid, 0)
wall = time.monotonic() - t
s = (fmt or 'TIME %e %U %S %M').replace('%e', f'{wall:.2f}').replace('%U', f'{ru.ru_utime:.2f}') \
    .replace('%S', f'{ru.ru_stime:.2f}').replace('%M', str(ru.ru_maxrss))
open(out, 'w').write(s + '\n') if out else print(s, file=sys.stderr)
sys.exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 1)
