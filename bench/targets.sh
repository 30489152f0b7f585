# SPDX-License-Identifier: BSD-2-Clause
#
# bench/targets.sh: the cross targets of bench/size-cross.sh and
# bench/counts/cross.sh, sourced by both (mk/cross.mk installs the
# compilers).  target NAME:OPT, NAME one of
#   x86-64    x86_64-linux-gnu-gcc
#   armhf     arm-linux-gnueabihf-gcc -mthumb (Thumb-2, ARMv7-A)
#   aarch64   aarch64-linux-gnu-gcc
#   riscv64   riscv64-linux-gnu-gcc (RV64GC: compressed instructions)
# and OPT the optimization flags (-O2, -Os), sets
#   arch triplet    NAME and the GNU triplet
#   CC OPT          the compiler and all its flags
#   SIZE NM         the target's binutils size and nm
#   QEMU            the qemu-user emulator
#   title           "NAME OPT" for the tables ("armhf Thumb-2 -Os")
#   tag             a file name: NAME followed by OPT ("armhf-Os")

# shellcheck disable=SC2034	# the variables are for the scripts that source this

TARGETS=${TARGETS:-"x86-64:-O2 x86-64:-Os armhf:-O2 armhf:-Os \
    aarch64:-O2 aarch64:-Os riscv64:-O2 riscv64:-Os"}

target() {
	arch=${1%%:*}
	OPT=${1#*:}
	title="$arch $OPT"
	case $arch in
	x86-64) triplet=x86_64-linux-gnu QEMU=qemu-x86_64 ;;
	armhf) triplet=arm-linux-gnueabihf QEMU=qemu-arm
		OPT="-mthumb $OPT"
		title="armhf Thumb-2 ${1#*:}" ;;
	aarch64) triplet=aarch64-linux-gnu QEMU=qemu-aarch64 ;;
	riscv64) triplet=riscv64-linux-gnu QEMU=qemu-riscv64 ;;
	*) echo "targets.sh: unknown target $arch (want x86-64, armhf, aarch64" \
	    "or riscv64)" >&2; exit 2 ;;
	esac
	CC=$triplet-gcc
	SIZE=$triplet-size
	NM=$triplet-nm
	tag=$arch${1#*:}
}

# The compilers of $TARGETS, one line each (for the tables' headers).
target_compilers() {
	seen=
	for t in $TARGETS; do
		target "$t"
		case " $seen " in *" $CC "*) continue ;; esac
		seen="$seen $CC"
		echo "- $($CC --version | head -n 1)"
	done
}
