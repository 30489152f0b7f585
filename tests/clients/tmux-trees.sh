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

# apply and expect run at the end of a pipeline, in a subshell: a fault
# is the file $dir/failed.

# apply: the tmux commands on standard input, one per line, in the server.
apply() {
	cat >"$dir/cmds"
	if ! t source-file "$dir/cmds"; then
		echo "tmux-trees: commands failed:"
		sed -n '1,5s/^/    /p' "$dir/cmds"
		: >"$dir/failed"
	fi
}

# expect WHAT: the listing in $dir/got must be standard input.
expect() {
	cat >"$dir/want"
	if cmp -s "$dir/want" "$dir/got"; then
		echo "tmux-trees: ok $1 ($(wc -l <"$dir/got") lines)"
	else
		echo "tmux-trees: $1: wrong listing (diff want got):"
		diff "$dir/want" "$dir/got" | sed -n '1,10s/^/    /p'
		: >"$dir/failed"
	fi
}

# A pane runs cat, which waits on its terminal and costs nothing.
t new-session -d -s base -x 80 -y 24 'exec cat' || exit 1
t set-option -g default-command 'exec cat'

# Sessions: a tree by name (strcmp).
perm 80 1 | sed 's/.*/new-session -d -s s&/' | apply
t list-sessions -F '#{session_name}' >"$dir/got"
{ echo base; perm 80 1 | sed 's/^/s/'; } | sort |
    expect "sessions after 80 inserts"
perm 80 2 | awk '$1 % 3 == 0 { print "kill-session -t =s" $1 }
    $1 % 3 == 1 { print "rename-session -t =s" $1 " r" $1 }' | apply
t list-sessions -F '#{session_name}' >"$dir/got"
{ echo base; seq 1 80 | awk '$1 % 3 == 1 { print "r" $1 }
    $1 % 3 == 2 { print "s" $1 }'; } | sort |
    expect "sessions after removals and renames"
for s in s2 r4 s3 r6; do
	if t has-session -t "=$s" 2>/dev/null; then echo "$s"; fi
done >"$dir/got"
printf 's2\nr4\n' | expect "session lookups"

# Windows: a session's tree of window links by index.
perm 90 4 | sed 's/.*/new-window -d -t base:&/' | apply
t list-windows -t base -F '#{window_index}' >"$dir/got"
seq 0 90 | expect "windows after 90 inserts"
perm 90 5 | awk '$1 % 2 == 1 { print "kill-window -t base:" $1 }' | apply
t list-windows -t base -F '#{window_index}' >"$dir/got"
{ echo 0; seq 2 2 90; } | expect "windows after 45 removals"
t move-window -r -t base
t list-windows -t base -F '#{window_index}' >"$dir/got"
seq 0 45 | expect "windows renumbered"

# Paste buffers: one tree by name, one by age (newest first).
perm 70 6 | sed 's/.*/set-buffer -b b& v&/' | apply
t list-buffers -F '#{buffer_name}' >"$dir/got"
perm 70 6 | sed 's/^/b/' | awk '{ l[NR] = $0 }
    END { for (i = NR; i > 0; i--) print l[i] }' | expect "buffers by age"
perm 70 7 | awk '$1 % 4 == 0 { print "delete-buffer -b b" $1 }' | apply
t list-buffers -F '#{buffer_name}' >"$dir/got"
perm 70 6 | awk '$1 % 4 != 0 { l[++n] = "b" $1 }
    END { for (i = n; i > 0; i--) print l[i] }' |
    expect "buffers after removals"
for b in 1 2 3 4 5 6 7 8; do
	t show-buffer -b "b$b" 2>/dev/null || echo "no b$b"
	echo
done >"$dir/got"
for b in 1 2 3 4 5 6 7 8; do
	if [ $((b % 4)) -eq 0 ]; then echo "no b$b"; else printf 'v%s' "$b"; fi
	echo
done | expect "buffer lookups by name"

# User options: the options tree by name.
perm 60 8 | sed 's/.*/set-option -g @o& x&/' | apply
perm 60 9 | awk '$1 % 5 == 0 { print "set-option -gu @o" $1 }' | apply
t show-options -g | grep '^@o' >"$dir/got"
seq 1 60 | awk '$1 % 5 != 0 { print "@o" $1 " x" $1 }' | sort |
    expect "options"

# Environment: the environment tree by name.
perm 60 10 | sed 's/.*/set-environment -g TT_V& e&/' | apply
perm 60 11 | awk '$1 % 3 == 0 { print "set-environment -gu TT_V" $1 }' | apply
t show-environment -g | grep '^TT_V' >"$dir/got"
seq 1 60 | awk '$1 % 3 != 0 { print "TT_V" $1 "=e" $1 }' | sort -t= -k1,1 |
    expect "environment"

# Key bindings: a table's tree by key (a to z sort as their codes).
keys=abcdefghijklmnopqrstuvwxyz
perm 26 12 | while read -r i; do
	k=$(echo "$keys" | cut -c "$i")
	echo "bind-key -T tt_table $k display-message $k"
done | apply
for k in e j o t y; do echo "unbind-key -T tt_table $k"; done | apply
t list-keys -T tt_table | awk '{ print $4 }' >"$dir/got"
echo "$keys" | fold -w 1 | grep -v '[ejoty]' | expect "key bindings"

t kill-server
[ ! -e "$dir/failed" ]
