#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# tmux-trees.sh: drive a private tmux server through insertions, lookups,
# renames and removals in the red-black trees tmux keeps (sessions by
# name, a session's windows by index, paste buffers by name and by age,
# options, environment variables, key bindings by key), in a scrambled
# order, and check every listing against the order its tree must give.
#
#	sh tests/clients/tmux-trees.sh TMUX-BINARY EMPTY-DIRECTORY
#
# Exit status 0 if every listing is right.  Run by tests/clients/run.sh
# under a tmux built with its own tree header and one built with tree.h.

set -u
tmux=$1
dir=$2
sock=$dir/sock
fail=0
export LC_ALL=C

t() {
	"$tmux" -S "$sock" -f /dev/null "$@"
}

# perm N SEED: 1 to N in a scrambled order (the same for every build).
perm() {
	awk -v n="$1" -v s="$2" 'BEGIN {
		srand(s)
		for (i = 1; i <= n; i++)
			a[i] = i
		for (i = n; i > 1; i--) {
			j = int(rand() * i) + 1
			x = a[i]; a[i] = a[j]; a[j] = x
		}
		for (i = 1; i <= n; i++)
			print a[i]
	}'
}

# run FILE: the tmux commands in FILE, one per line, in the server.
run() {
	t source-file "$1" || { echo "tmux-trees: commands of $1 failed"; fail=1; }
}

# check WHAT WANT GOT: the listing GOT must be WANT.
check() {
	if cmp -s "$2" "$3"; then
		echo "tmux-trees: ok $1 ($(wc -l <"$3") lines)"
	else
		echo "tmux-trees: $1: wrong listing (diff want got):"
		diff "$2" "$3" | sed -n '1,10s/^/    /p'
		fail=1
	fi
}

# A pane runs cat, which waits on its terminal and costs nothing.
t new-session -d -s base -x 80 -y 24 'exec cat' || exit 1
t set-option -g default-command 'exec cat'

# Sessions: a tree by name (strcmp).
perm 80 1 | sed 's/.*/new-session -d -s s&/' >"$dir/cmds"
run "$dir/cmds"
{ echo base; perm 80 1 | sed 's/^/s/'; } | sort >"$dir/want"
t list-sessions -F '#{session_name}' >"$dir/got"
check "sessions after 80 inserts" "$dir/want" "$dir/got"
perm 80 2 | awk '$1 % 3 == 0 { print "kill-session -t =s" $1 }
    $1 % 3 == 1 { print "rename-session -t =s" $1 " r" $1 }' >"$dir/cmds"
run "$dir/cmds"
{ echo base; seq 1 80 | awk '$1 % 3 == 1 { print "r" $1 }
    $1 % 3 == 2 { print "s" $1 }'; } | sort >"$dir/want"
t list-sessions -F '#{session_name}' >"$dir/got"
check "sessions after removals and renames" "$dir/want" "$dir/got"
for s in s2 r4 s3 r6; do
	if t has-session -t "=$s" 2>/dev/null; then echo "$s"; fi
done >"$dir/got"
printf 's2\nr4\n' >"$dir/want"
check "session lookups" "$dir/want" "$dir/got"

# Windows: a session's tree of window links by index.
perm 90 4 | sed 's/.*/new-window -d -t base:&/' >"$dir/cmds"
run "$dir/cmds"
seq 0 90 >"$dir/want"
t list-windows -t base -F '#{window_index}' >"$dir/got"
check "windows after 90 inserts" "$dir/want" "$dir/got"
perm 90 5 | awk '$1 % 2 == 1 { print "kill-window -t base:" $1 }' >"$dir/cmds"
run "$dir/cmds"
{ echo 0; seq 2 2 90; } >"$dir/want"
t list-windows -t base -F '#{window_index}' >"$dir/got"
check "windows after 45 removals" "$dir/want" "$dir/got"
t move-window -r -t base
seq 0 45 >"$dir/want"
t list-windows -t base -F '#{window_index}' >"$dir/got"
check "windows renumbered" "$dir/want" "$dir/got"

# Paste buffers: one tree by name, one by age (newest first).
perm 70 6 | sed 's/.*/set-buffer -b b& v&/' >"$dir/cmds"
run "$dir/cmds"
perm 70 6 | sed 's/^/b/' | awk '{ l[NR] = $0 } END { for (i = NR; i > 0; i--) print l[i] }' \
    >"$dir/want"
t list-buffers -F '#{buffer_name}' >"$dir/got"
check "buffers by age" "$dir/want" "$dir/got"
perm 70 7 | awk '$1 % 4 == 0 { print "delete-buffer -b b" $1 }' >"$dir/cmds"
run "$dir/cmds"
perm 70 6 | awk '$1 % 4 != 0 { l[++n] = "b" $1 }
    END { for (i = n; i > 0; i--) print l[i] }' >"$dir/want"
t list-buffers -F '#{buffer_name}' >"$dir/got"
check "buffers after removals" "$dir/want" "$dir/got"
for b in 1 2 3 4 5 6 7 8; do
	t show-buffer -b "b$b" 2>/dev/null || echo "no b$b"
	echo
done >"$dir/got"
for b in 1 2 3 4 5 6 7 8; do
	if [ $((b % 4)) -eq 0 ]; then echo "no b$b"; else printf 'v%s' "$b"; fi
	echo
done >"$dir/want"
check "buffer lookups by name" "$dir/want" "$dir/got"

# User options: the options tree by name.
perm 60 8 | sed 's/.*/set-option -g @o& x&/' >"$dir/cmds"
run "$dir/cmds"
perm 60 9 | awk '$1 % 5 == 0 { print "set-option -gu @o" $1 }' >"$dir/cmds"
run "$dir/cmds"
seq 1 60 | awk '$1 % 5 != 0 { print "@o" $1 " x" $1 }' | sort >"$dir/want"
t show-options -g | grep '^@o' >"$dir/got"
check "options" "$dir/want" "$dir/got"

# Environment: the environment tree by name.
perm 60 10 | sed 's/.*/set-environment -g TT_V& e&/' >"$dir/cmds"
run "$dir/cmds"
perm 60 11 | awk '$1 % 3 == 0 { print "set-environment -gu TT_V" $1 }' >"$dir/cmds"
run "$dir/cmds"
seq 1 60 | awk '$1 % 3 != 0 { print "TT_V" $1 "=e" $1 }' | sort -t= -k1,1 >"$dir/want"
t show-environment -g | grep '^TT_V' >"$dir/got"
check "environment" "$dir/want" "$dir/got"

# Key bindings: a table's tree by key (a to z sort as their codes).
keys=abcdefghijklmnopqrstuvwxyz
perm 26 12 | while read -r i; do
	k=$(echo "$keys" | cut -c "$i")
	echo "bind-key -T tt_table $k display-message $k"
done >"$dir/cmds"
run "$dir/cmds"
for k in e j o t y; do echo "unbind-key -T tt_table $k"; done >"$dir/cmds"
run "$dir/cmds"
echo "$keys" | fold -w 1 | grep -v '[ejoty]' >"$dir/want"
t list-keys -T tt_table | awk '{ print $4 }' >"$dir/got"
check "key bindings" "$dir/want" "$dir/got"

t kill-server
exit $fail
