# SPDX-License-Identifier: BSD-2-Clause
#
# plot.gp: ratio tree.h / fastest peer over the tree size, one line per
# operation, from bench's ratio-CACHE.dat (first line: column names).
#   gnuplot -e "datafile='...'; outfile='...png'; plottitle='...'; ncols=N" \
#       bench/ops/plot.gp
# ncols: number of columns of the data file (size + one per operation).

set terminal pngcairo size 720,420 font "sans,9"
set output outfile
set title plottitle
set logscale x 2
set xtics ("1" 1, "2" 2, "3" 3, "5" 5, "13" 13, "34" 34, "89" 89, \
    "233" 233, "4096" 4096, "64K" 65536, "1M" 1048576)
set xlabel "nodes per tree"
set ylabel "tree.h / fastest peer (mean ns/op)"
set key outside right top
set grid ytics
set yrange [0:*]
set offsets graph 0.03, graph 0.03, 0, 0
set datafile missing "NaN"
set arrow from graph 0, first 1 to graph 1, first 1 nohead lw 2 lc rgb "black" dt 2
plot for [i=2:ncols] datafile using 1:i with linespoints lw 1.5 pt i title columnheader(i)
