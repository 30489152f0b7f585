/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * bench/linux/shim/asm/types.h: the fixed-width integer types that Linux's
 * tools headers take from <asm/types.h>, for a bare-metal target whose C
 * library (picolibc on Cortex-M7) has no Linux headers.  Only the
 * benchmark's build of Linux's rbtree.c uses it (bench/common/targets.sh).
 */
#ifndef _BENCH_SHIM_ASM_TYPES_H_
#define _BENCH_SHIM_ASM_TYPES_H_

typedef signed char		__s8;
typedef unsigned char		__u8;
typedef signed short		__s16;
typedef unsigned short		__u16;
typedef signed int		__s32;
typedef unsigned int		__u32;
typedef signed long long	__s64;
typedef unsigned long long	__u64;

#endif
