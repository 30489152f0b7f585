/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * bench/linux/shim/asm/posix_types.h: Linux's tools headers include it;
 * nothing of it is used by rbtree.c (bench/linux/shim/asm/types.h).
 */
