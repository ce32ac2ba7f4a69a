import os,time,collections,subprocess,sys
p=subprocess.Popen(['java','-Xmx8g','-jar','loadscope.jar','load','--engine','blazegraph','--set','blazegraph.writer=sorted','--store','store','bsbm-30m.nt'],stdout=open('out.txt','w'),stderr=subprocess.STDOUT)
pid=p.pid
states=collections.Counter(); tops=collections.Counter(); n=0
while p.poll() is None:
    try:
        for tid in os.listdir(f'/proc/{pid}/task'):
            try:
                comm=open(f'/proc/{pid}/task/{tid}/comm').read().strip()
                if not comm.startswith('loadscope-run-w'): continue
                st=open(f'/proc/{pid}/task/{tid}/stat').read().split(')')[1].split()[0]
                states[st]+=1
                if st!='R':
                    stack=open(f'/proc/{pid}/task/{tid}/stack').read().split('\n')
                    fr=[l.split(' ',1)[1].split('+')[0] for l in stack if l.strip()]
                    tops[' < '.join(fr[:4])]+=1
                n+=1
            except Exception: pass
    except Exception: pass
    time.sleep(0.05)
print('samples',n,dict(states))
for k,v in tops.most_common(12): print(v,k)
