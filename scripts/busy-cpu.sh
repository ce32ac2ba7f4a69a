# Sourced by the bench scripts: busy_cpu_s prints the machine's busy CPU seconds so far (all CPUs; idle, I/O wait and
# time stolen by the host left out). Its change over a run, minus the run's own CPU time, is what else ran meanwhile.
busy_cpu_s() {
  awk -v hz="$(getconf CLK_TCK)" '$1 == "cpu" { printf "%.2f\n", ($2 + $3 + $4 + $7 + $8) / hz; exit }' /proc/stat
}
