# Sourced by the bench scripts: busy_cpu_s prints the machine's busy CPU seconds so far (all CPUs; idle, I/O wait and
# time stolen by the host left out) as two numbers: user space (user and nice time) and the kernel (system, irq and
# softirq time). Their change over a run, minus the run's own user and system time, is what else used the CPU meanwhile:
# the user-space part is other processes; the kernel part is other processes' system calls and the kernel's own
# threads, which include the page-cache writeback and extent conversion done for the run's own writes (a TDB2 load,
# whose indexes are memory-mapped files, leaves hundreds of seconds of it there).
busy_cpu_s() {
  awk -v hz="$(getconf CLK_TCK)" '$1 == "cpu" { printf "%.2f %.2f\n", ($2 + $3) / hz, ($4 + $7 + $8) / hz; exit }' /proc/stat
}

# steal_s prints the CPU seconds the host has taken from this virtual machine so far (all CPUs; /proc/stat's steal): time
# a virtual CPU was ready to run and the host ran something else. Over a run it is the host's share of the run's wall
# that no process here was charged for; zero on bare metal.
steal_s() {
  awk -v hz="$(getconf CLK_TCK)" '$1 == "cpu" { printf "%.2f\n", $9 / hz; exit }' /proc/stat
}
