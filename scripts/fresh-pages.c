// What touching fresh memory costs on this machine: maps MIB MiB of anonymous memory in THREADS mappings, one per
// thread, writes one byte per 4 KiB page (the kernel finds, zeroes and maps each page), and unmaps it again.
// A control for the build's kernel time (docs/performance.md): on bare metal a page takes a few hundred nanoseconds;
// in a VM whose host backs guest memory lazily, or takes memory back that the guest freed, it takes longer.
//   gcc -O2 -pthread -o fresh-pages scripts/fresh-pages.c
//   ./fresh-pages 4096 1; ./fresh-pages 4096 2 pin; taskset -c 0 ./fresh-pages 4096 2
// Prints: MIB, THREADS, wall seconds and wall nanoseconds per page ("pin": thread i on CPU i mod 2).
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

static size_t per;
static int pin;

static void *touch(void *arg) {
  long i = (long) arg;
  if (pin) {
    cpu_set_t s;
    CPU_ZERO(&s);
    CPU_SET(i % 2, &s);
    sched_setaffinity(0, sizeof s, &s);
  }
  char *p = mmap(NULL, per, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) { perror("mmap"); exit(1); }
  for (size_t o = 0; o < per; o += 4096) p[o] = 1;
  munmap(p, per);
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: %s MIB THREADS [pin]\n", argv[0]); return 2; }
  size_t mib = strtoul(argv[1], NULL, 10);
  int threads = atoi(argv[2]);
  if (threads < 1 || threads > 64) { fprintf(stderr, "THREADS: 1 to 64\n"); return 2; }
  pin = argc > 3;
  per = (mib << 20) / threads;
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  pthread_t th[64];
  for (long i = 0; i < threads; i++) pthread_create(&th[i], NULL, touch, (void *) i);
  for (int i = 0; i < threads; i++) pthread_join(th[i], NULL);
  clock_gettime(CLOCK_MONOTONIC, &b);
  double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
  printf("%zu\t%d\t%.3f\t%.0f\n", mib, threads, s, s * 1e9 / (mib * 256.0));
  return 0;
}
