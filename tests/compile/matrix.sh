#!/bin/sh
# shellcheck disable=SC2034 # the flag sets below are read through eval
# SPDX-License-Identifier: BSD-2-Clause
#
# matrix.sh: build tests/compile/matrix.c (every generator, every macro)
# with gcc and clang as C99, C11, C17 and their GNU variants, and with g++
# and clang++ as C++11, 14, 17 and 20, each at -O0, -O1, -O2 and -O3 under
# -Wall -Wextra -Wpedantic -Werror, plus a few builds with -DTREE_DEBUG;
# and with gcc and clang under the warning flags of real BSD code bases
# (the sets below) with -Werror.  Builds tests/compile/classes.cc (C++
# elements that are not standard-layout) with g++ and clang++, C++11 to
# C++20.  Runs every program built.  One check = one build and its run.
# Prints one line per failed check and a count at the end; exits 1 if any
# failed.  The environment: tests/compile/lib.sh.

stage=compile-matrix
# shellcheck source=tests/compile/lib.sh
. "$(dirname "$0")/lib.sh"
warn="-Wall -Wextra -Wpedantic -Werror"

# The warning flags of real code bases that use a BSD <sys/tree.h>, each
# built with -Werror.  Code generation flags (kernel memory models, stack
# protectors, -fno-PIE, ...) are left out: the program runs in user space.
# A name ending in _clang is added for clang only (_gxx, _clangxx: g++,
# clang++).
#
# tmux 3.3a, Makefile.am, "if IS_GCC" / "if IS_DEBUG" (the developer build,
# on by default in a git checkout; configure.ac sets IS_GCC for clang too).
tmux="-std=gnu99 -g -Wno-long-long -Wall -W -Wformat=2
    -Wmissing-prototypes -Wstrict-prototypes -Wmissing-declarations
    -Wwrite-strings -Wshadow -Wpointer-arith -Wsign-compare
    -Wundef -Wbad-function-cast -Winline -Wcast-align
    -Wdeclaration-after-statement -Wno-pointer-sign -Wno-attributes
    -Wno-unused-result -Wno-format-y2k -DDEBUG"
# FreeBSD, share/mk/bsd.sys.mk, WARNS=6 (the WARNS >= 1 ... >= 6 sections,
# with CSTD's gnu99), and CWARNFLAGS.clang for WARNS >= 6.  -Wsystem-headers
# is left out: glibc's headers are not clean under it, and tree.h, found
# through -I, is checked without it.  The clang-only -Wno-* relaxations
# for WARNS <= 6 are left out too (stricter).
freebsd="-std=gnu99 -Wall -Wno-format-y2k -W -Wno-unused-parameter
    -Wstrict-prototypes -Wmissing-prototypes -Wpointer-arith -Wreturn-type
    -Wcast-qual -Wwrite-strings -Wswitch -Wshadow -Wunused-parameter
    -Wcast-align -Wchar-subscripts -Wnested-externs -Wold-style-definition
    -Wno-pointer-sign"
freebsd_clang="-Wmissing-variable-declarations -Wthread-safety"
# OpenBSD, sys/arch/amd64/conf/Makefile.amd64: CWARNFLAGS (the compiler's
# default -std), its clang additions, and -ffreestanding from CMACHFLAGS.
openbsd="-Wall -Wimplicit-function-declaration -Wno-pointer-sign
    -Wframe-larger-than=2047 -ffreestanding"
openbsd_clang="-Wno-address-of-packed-member -Wno-constant-conversion
    -Wno-unused-but-set-variable -Wno-gnu-folding-constant"
# Linux 6.1, the top Makefile's KBUILD_CFLAGS (FRAME_WARN 2048, as on
# 64-bit), then scripts/Makefile.extrawarn for W=1 (which comes later, so
# its -W flags win).  cc-option and cc-disable-warning drop the flags a
# compiler lacks: those are in linux_gcc.
linux="-std=gnu11 -Wall -Wundef -Werror=strict-prototypes -Wno-trigraphs
    -fno-strict-aliasing -fno-common -Werror=implicit-function-declaration
    -Werror=implicit-int -Werror=return-type -Wno-format-security
    -Wframe-larger-than=2048 -Wvla -Wno-pointer-sign -Wcast-function-type
    -fno-strict-overflow -Werror=date-time -Werror=incompatible-pointer-types
    -Wno-unused-but-set-variable -Wno-unused-const-variable
    -Wextra -Wunused -Wno-unused-parameter -Wmissing-declarations
    -Wmissing-format-attribute -Wmissing-prototypes -Wold-style-definition
    -Wmissing-include-dirs -Wunused-but-set-variable
    -Wunused-const-variable -Wno-missing-field-initializers -Wno-sign-compare
    -Wno-type-limits -Wno-shift-negative-value"
linux_gcc="-Wno-main -Wno-dangling-pointer -Wno-stringop-truncation
    -Wno-stringop-overflow -Wno-restrict -Wno-maybe-uninitialized
    -Wno-alloc-size-larger-than -Wimplicit-fallthrough=5
    -Werror=designated-init -Wno-packed-not-aligned -Wpacked-not-aligned
    -Wstringop-truncation"
linux_clang="-Wno-gnu -Wimplicit-fallthrough -Wno-enum-enum-conversion"
# The warnings careful C code bases add one by one, over the project's own.
strict="-Wall -Wextra -Wpedantic -Wshadow -Wcast-qual -Wcast-align -Wundef
    -Wredundant-decls -Wmissing-prototypes -Wstrict-prototypes
    -Wdeclaration-after-statement -Wbad-function-cast"
# clang's -Weverything, but -Wpadded (about the program's structs); in
# C++ also the warnings about C++98, which a C++11 program does not
# target.  -Wused-but-marked-unused stays on: matrix.c's own macros call
# the functions of static trees, which tree.h does not mark unused
# (tree.3, CAVEATS).
everything_clang="-Weverything -Wno-padded"
everything_clangxx="$everything_clang -Wno-c++98-compat
    -Wno-c++98-compat-pedantic"
# The C++ style warnings of code bases that keep C casts and 0 out.
cxxstyle="-Wall -Wextra -Wpedantic -Wold-style-cast
    -Wzero-as-null-pointer-constant"
cxxstyle_gxx="-Wuseless-cast"

if [ "${1:-}" = --one ]; then
	# One check: "SOURCE COMPILER STD OPT [EXTRA...]"; STD "-": none
	# (the flag set has it); an EXTRA "@set" uses that flag set (with
	# -Werror) instead of the project's warnings.
	# shellcheck disable=SC2086
	set -- $2
	src=tests/compile/$1 cname=$2 std=$3 opt=$4
	shift 4
	compiler "$cname"
	flags=$warn extra=
	for a in "$@"; do
		case $a in
		@*)	set=${a#@} suffix=$(echo "$cname" | tr + x)
			eval "flags=\"\${$set:-} \${${set}_$suffix:-} -Werror\"" ;;
		*)	extra="$extra $a" ;;
		esac
	done
	stdflag=
	[ "$std" = - ] || stdflag=-std=$std
	id=$(echo "${src##*/}-$cname-$std$opt$*" | tr -c 'a-zA-Z0-9+\n' _)
	log=$out/$id.log
	what="${src##*/} $cname${stdflag:+ $stdflag} $opt${*:+ $*}"
	# shellcheck disable=SC2086
	"$cc" -x "$lang" $stdflag "$opt" $flags $extra -I"$inc" "$src" \
	    -o "$out/$id" >"$log" 2>&1 ||
	    fail "does not build: $(grep -m 1 -E 'error' "$log")"
	"$out/$id" >>"$log" 2>&1 ||
	    fail "program failed: $(head -n 1 "$log")"
	pass
fi

start
{
	for opt in -O0 -O1 -O2 -O3; do
		for cc in gcc clang; do
			for std in c99 c11 c17 gnu99 gnu11 gnu17; do
				echo "matrix.c $cc $std $opt"
			done
		done
		for cc in g++ clang++; do
			for std in c++11 c++14 c++17 c++20; do
				echo "matrix.c $cc $std $opt"
			done
		done
	done
	# The debug mode must build as cleanly, and stay silent on valid use.
	for cc in gcc clang; do
		echo "matrix.c $cc c99 -O2 -DTREE_DEBUG"
		echo "matrix.c $cc c11 -O1 -DTREE_DEBUG"
	done
	echo "matrix.c g++ c++11 -O2 -DTREE_DEBUG"
	echo "matrix.c clang++ c++20 -O1 -DTREE_DEBUG"
	# The code bases' flag sets, at their own -O2; -Winline (tmux) at
	# every level, since each inlines differently.
	for cc in gcc clang; do
		for opt in -O0 -O1 -O2 -O3 -Os -Og; do
			echo "matrix.c $cc - $opt @tmux"
		done
		echo "matrix.c $cc - -O2 @tmux -DTREE_DEBUG"
		for set in freebsd openbsd linux; do
			echo "matrix.c $cc - -O2 @$set"
		done
		for std in c99 c11; do
			echo "matrix.c $cc $std -O0 @strict"
			echo "matrix.c $cc $std -O2 @strict"
		done
	done
	# The red-black scheme (TREE_BALANCE): its walks under each
	# compiler's strictest sets, at the levels that inline differently.
	for cc in gcc clang; do
		rb=-DTREE_BALANCE=TREE_RED_BLACK
		echo "matrix.c $cc c99 -O0 $rb"
		echo "matrix.c $cc c11 -O2 $rb -DTREE_DEBUG"
		echo "matrix.c $cc - -Os @tmux $rb"
		echo "matrix.c $cc - -O2 @freebsd $rb"
		echo "matrix.c $cc c11 -O3 @strict $rb"
	done
	# No warning from tree.h under clang's -Weverything, nor under the
	# C++ style warnings, debug mode and red-black included.
	for std in c99 c11 gnu17; do
		echo "matrix.c clang $std -O2 @everything"
	done
	echo "matrix.c clang c11 -O1 @everything -DTREE_DEBUG"
	echo "matrix.c clang c99 -O2 @everything -DTREE_BALANCE=TREE_RED_BLACK"
	for cc in g++ clang++; do
		for std in c++11 c++20; do
			echo "matrix.c $cc $std -O2 @cxxstyle"
		done
		echo "matrix.c $cc c++17 -O1 @cxxstyle -DTREE_DEBUG"
		echo "matrix.c $cc c++14 -O2 @cxxstyle -DTREE_BALANCE=TREE_RED_BLACK"
	done
	echo "matrix.c clang++ c++11 -O2 @everything"
	echo "matrix.c clang++ c++17 -O1 @everything -DTREE_DEBUG"
	echo "matrix.c g++ c++11 -O2 -DTREE_BALANCE=TREE_RED_BLACK"
	echo "matrix.c clang++ c++20 -O3 -DTREE_BALANCE=TREE_RED_BLACK"
	echo "classes.cc g++ c++17 -O2 -DTREE_BALANCE=TREE_RED_BLACK"
	# C++ elements that are not standard-layout, declared with "struct"
	# and, with -Wno-mismatched-tags, with "class".
	for cc in g++ clang++; do
		for std in c++11 c++14 c++17 c++20; do
			echo "classes.cc $cc $std -O0"
			echo "classes.cc $cc $std -O2"
		done
		echo "classes.cc $cc c++17 -O2 -DCLASS_KEY=class -Wno-mismatched-tags"
		echo "classes.cc $cc c++11 -O1 -DTREE_DEBUG"
	done
} >"$out/checks"
run_checks
