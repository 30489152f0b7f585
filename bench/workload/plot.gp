# SPDX-License-Identifier: BSD-2-Clause
#
# plot.gp: the timer-queue benchmark (make bench-workload), one PNG per
# delay distribution: a panel per cache mode (rows) and cancel percentage
# (columns), each queue's mean ns per step over tree.h cached's, over n,
# from workload's plot-CACHE-DIST-pP.dat (first line: column names).
#   gnuplot -e "dir='...'; dist='exp'; caches='hot task'; probs='0 10 50'" \
#       bench/workload/plot.gp

nc = words(caches)
np = words(probs)
set terminal pngcairo size 360 * np + 160, 300 * nc + 40 font "sans,8"
set output sprintf("%s/workload-%s.png", dir, dist)
set multiplot layout nc, np title sprintf("hold model, %s delays: " . \
    "time per step / tree.h cached (below 1: faster than tree.h cached)", dist)
set logscale x 2
set xtics ("13" 13, "233" 233, "4096" 4096, "64K" 65536, "1M" 1048576)
set logscale y 2
set yrange [0.2:*]
set ytics (0.25, 0.33, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6)
set grid ytics
set offsets graph 0.05, graph 0.05, 0, 0
set key left top font "sans,7" samplen 2 spacing 0.9
do for [i = 1:nc] {
	do for [j = 1:np] {
		c = word(caches, i)
		p = word(probs, j)
		f = sprintf("%s/plot-%s-%s-p%s.dat", dir, c, dist, p)
		set title sprintf("%s, cancel %s %%", c eq "hot" ? "hot cache" : "task ran", p)
		if (i < nc) { unset xlabel } else { set xlabel "timers pending (n)" }
		set arrow 1 from graph 0, first 1 to graph 1, first 1 nohead lw 2 lc rgb "black" dt 2
		if (i == 1 && j == 1) { set key } else { unset key }
		ncols = system(sprintf("head -n 1 %s | wc -w", f)) + 0
		plot for [k = 2:ncols] f using 1:k with linespoints lw 1.5 pt k title columnheader(k)
	}
}
unset multiplot
