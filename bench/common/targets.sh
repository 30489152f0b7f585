# SPDX-License-Identifier: BSD-2-Clause
#
# bench/common/targets.sh: the cross targets of bench/size/size-cross.sh and
# bench/counts/counts.py cross, sourced by both (mk/cross.mk installs the
# compilers; counts.py reads what target sets through sh).  target NAME:OPT, NAME one of
#   x86-64    x86_64-linux-gnu-gcc
#   armhf     arm-linux-gnueabihf-gcc -mthumb (Thumb-2, ARMv7-A)
#   aarch64   aarch64-linux-gnu-gcc
#   riscv64   riscv64-linux-gnu-gcc (RV64GC: compressed instructions)
#   cm7       arm-none-eabi-gcc -mcpu=cortex-m7 -mthumb (RTEMS's target:
#             ARMv7E-M, bare metal; picolibc, semihosting under
#             qemu-system-arm -M mps2-an500, a Cortex-M7 board)
# and OPT the optimization flags (-O2, -Os), sets
#   arch triplet    NAME and the GNU triplet
#   CC OPT          the compiler and all its flags
#   SIZE NM         the target's binutils size and nm
#   QEMU            the qemu-user emulator (cm7: qemu-system-arm)
#   LINK            the flags that link a program to run under $QEMU
#   INC             include flags for <bsd/sys/tree.h> (cm7: a directory
#                   under $BUILD that links it, since the bare-metal
#                   compiler does not search /usr/include)
#   LINUX_INC       with picolibc's headers (LINK, or the specs alone for
#                   an object), the flags that build Linux's rbtree.c and
#                   its users there (cm7: picolibc's <sys/cdefs.h> first,
#                   before the tools headers define fallthrough, the
#                   integer types of bench/linux/shim and the tools'
#                   uapi <linux/stddef.h>; elsewhere none)
#   title           "NAME OPT" for the tables ("armhf Thumb-2 -Os")
#   tag             a file name: NAME followed by OPT ("armhf-Os")
# and qrun BINARY ARGS... runs BINARY under $QEMU with its arguments and
# QRUN_OPTS (extra qemu options, e.g. the trace; a shell variable, not
# exported: qemu-user reads QEMU_* variables of its environment) before
# them.

# shellcheck disable=SC2034	# the variables are for the scripts that source this

TARGETS=${TARGETS:-"x86-64:-O2 x86-64:-Os armhf:-O2 armhf:-Os \
    aarch64:-O2 aarch64:-Os riscv64:-O2 riscv64:-Os cm7:-O2 cm7:-Os"}

target() {
	arch=${1%%:*}
	OPT=${1#*:}
	title="$arch $OPT"
	LINK=-static
	INC=
	LINUX_INC=
	case $arch in
	x86-64) triplet=x86_64-linux-gnu QEMU=qemu-x86_64 ;;
	armhf) triplet=arm-linux-gnueabihf QEMU=qemu-arm
		OPT="-mthumb $OPT"
		title="armhf Thumb-2 ${1#*:}" ;;
	aarch64) triplet=aarch64-linux-gnu QEMU=qemu-aarch64 ;;
	riscv64) triplet=riscv64-linux-gnu QEMU=qemu-riscv64 ;;
	cm7) triplet=arm-none-eabi QEMU=qemu-system-arm
		OPT="-mcpu=cortex-m7 -mthumb $OPT"
		title="Cortex-M7 ${1#*:}"
		# picolibc's crt0 (vector table, semihosting argv and exit)
		# and linker script, the mps2-an500 memory map: 4 MiB of
		# code at 0, 4 MiB of RAM at 0x20000000
		LINK="--specs=picolibc.specs --oslib=semihost --crt0=semihost \
		    -Wl,--defsym=__flash=0 \
		    -Wl,--defsym=__flash_size=0x400000 -Wl,--defsym=__ram=0x20000000 \
		    -Wl,--defsym=__ram_size=0x400000 -Wl,--defsym=__stack_size=0x10000"
		inc=${BUILD:-build}/bench/cm7-include
		mkdir -p "$inc"
		ln -sfn /usr/include/bsd "$inc/bsd"
		INC="-I$inc"
		LINUX_INC="-include sys/cdefs.h -Ibench/linux/shim \
		    -I${BUILD:-build}/linux/tools/include/uapi" ;;
	*) echo "targets.sh: unknown target $arch (want x86-64, armhf, aarch64," \
	    "riscv64 or cm7)" >&2; exit 2 ;;
	esac
	CC=$triplet-gcc
	SIZE=$triplet-size
	NM=$triplet-nm
	tag=$arch${1#*:}
}

qrun() {
	b=$1
	shift
	case $arch in
	cm7)	# picolibc's semihosting crt0 puts its own argv[0] first
		args=
		for a in "$@"; do
			args="$args,arg=$a"
		done
		# shellcheck disable=SC2086
		$QEMU -M mps2-an500 -nographic -monitor none -serial none \
		    -chardev stdio,id=semi \
		    -semihosting-config enable=on,target=native,chardev=semi$args \
		    ${QRUN_OPTS:-} -kernel "$b" ;;
	*)	# shellcheck disable=SC2086
		$QEMU ${QRUN_OPTS:-} "$b" "$@" ;;
	esac
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
