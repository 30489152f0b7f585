#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# dist-check.sh TARBALL VERSION: the release tarball works from scratch.
# Unpacked under BUILD (build)/dist-check, it must
#
#   - hold exactly the files of HEAD, the commit it was made from,
#     under tree.h-VERSION/, with the tree.h of that VERSION;
#   - install with "make install" into a staging DESTDIR (PREFIX=/usr);
#   - build and run a program against the staged tree.h, found with
#     pkg-config and the staged tree.pc, which prints the version and
#     checks a small tree with RB_VALIDATE;
#   - regenerate its own tree.h (make check-gen) and build and run its
#     examples (make examples-check), in the unpacked tree.
#
# Prints "PASS: dist: ..." or "FAIL: dist: ..." per check; exits 1 if one
# failed.  CC (cc) compiles; MAKE (make) runs the unpacked Makefile.
set -u
tarball=${1:?usage: dist-check.sh TARBALL VERSION}
v=${2:?usage: dist-check.sh TARBALL VERSION}
make=${MAKE:-make}
cc=${CC:-cc}
work=$(mkdir -p "${BUILD:-build}" && cd "${BUILD:-build}" && pwd)/dist-check
top=$work/tree.h-$v
stage=$work/stage
rm -rf "$work"
mkdir -p "$work"
fail=0
result() {	# NAME LOG: PASS if the last command succeeded, else FAIL + LOG
	if [ "$rc" = 0 ]; then
		echo "PASS: dist: $1"
	else
		echo "FAIL: dist: $1"
		[ -f "$2" ] && sed 's/^/    /' "$2" | tail -n 30
		fail=1
	fi
}

tar -xzf "$tarball" -C "$work" 2>"$work/tar.log"
rc=$?
if [ $rc = 0 ]; then
	(cd "$top" && find . -type f | sed 's|^\./||' | sort) >"$work/files"
	git ls-tree -r --name-only HEAD | sort >"$work/want"
	diff "$work/want" "$work/files" >"$work/files.diff" &&
	    grep -q "^#define TREE_H_VERSION[[:space:]]*\"$v\"\$" "$top/tree.h" ||
	    rc=1
	[ -s "$work/files.diff" ] || echo "tree.h is not version $v" \
	    >"$work/files.diff"
fi
result "the tarball holds the committed files and tree.h $v" \
    "$work/files.diff"
[ $rc = 0 ] || exit 1

(cd "$top" && $make --no-print-directory install DESTDIR="$stage" \
    PREFIX=/usr) >"$work/install.log" 2>&1
rc=$?
result "make install into a staging directory" "$work/install.log"

cat >"$work/small.c" <<'EOF'
#include <stdio.h>
#include <tree.h>

struct node {
	RB_ENTRY(node) entry;
	int key;
};

static int
cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(itree, node) head = RB_INITIALIZER(&head);
RB_GENERATE_STATIC(itree, node, entry, cmp)

int
main(void)
{
	struct node n[100], *x;
	int i, sum = 0;

	for (i = 0; i < 100; i++) {
		n[i].key = (i * 37) % 100;
		RB_INSERT(itree, &head, &n[i]);
	}
	for (i = 0; i < 100; i += 2)
		RB_REMOVE(itree, &head, &n[i]);
	RB_FOREACH(x, itree, &head)
		sum += x->key;
	printf("%s %d %s\n", TREE_H_VERSION, sum,
	    RB_VALIDATE(itree, &head) ? "invalid" : "valid");
	return (0);
}
EOF
# tree.pc's includedir is /usr/include: the staged copy is found with
# pkg-config's sysroot
{
	flags=$(PKG_CONFIG_PATH= PKG_CONFIG_LIBDIR="$stage/usr/share/pkgconfig" \
	    PKG_CONFIG_SYSROOT_DIR="$stage" pkg-config --cflags tree) &&
	echo "pkg-config --cflags tree: $flags" &&
	$cc -std=c99 -Wall -Wextra -Wpedantic -Werror $flags \
	    -o "$work/small" "$work/small.c" &&
	"$work/small" >"$work/small.out" && cat "$work/small.out" &&
	[ "$(cat "$work/small.out")" = "$v 2500 valid" ]
} >"$work/small.log" 2>&1
rc=$?
result "a program built with the staged tree.h and tree.pc" \
    "$work/small.log"

(cd "$top" && $make --no-print-directory check-gen examples-check) \
    >"$work/check.log" 2>&1
rc=$?
result "make check-gen examples-check in the unpacked tree" \
    "$work/check.log"
exit $fail
