/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A node type with alignment < 4 leaves no free low pointer bits: rejected
 * at compile time (C11 and later, C++11 and later, and C99 where the
 * compiler has GNU C's __alignof__), with a message that says so in strict
 * C99 too (not glibc's "__error_if_negative").  The node type is packed to
 * 1-byte alignment by #pragma pack (PRAGMA_PACK, with an extern, a static
 * and a split instantiation) or by __attribute__((packed)).
 *
 * @must: fail
 * @compilers: gcc:-std=c11 clang:-std=c11 gcc:-std=gnu11 clang:-std=gnu11 gcc:-std=gnu99 clang:-std=gnu99 gcc:-std=c99 clang:-std=c99 g++:-std=c++11 clang++:-std=c++11 g++:-std=gnu++11 clang++:-std=gnu++11
 * @variants: -DPRAGMA_PACK -DGEN_EXTERN | -DPRAGMA_PACK -DGEN_STATIC | -DPRAGMA_PACK | -DGEN_STATIC
 * @expect: tree\.h: elements must be at least 4-byte aligned
 * @expect-c99: tree_h_elements_must_be_4_byte_aligned
 * @reject: __error_if_negative
 */
#include "tree.h"

#ifdef PRAGMA_PACK
#pragma pack(1)
struct node {
	char		tag;
	RB_ENTRY(node)	link;
	int		key;
};
#pragma pack()
#else
struct __attribute__((packed)) node {
	short		tag;
	RB_ENTRY(node)	link;
	short		key;
};
#endif

static int
cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(tree, node);
#if defined(GEN_EXTERN)
RB_PROTOTYPE(tree, node, link, cmp)
RB_GENERATE(tree, node, link, cmp)
#elif defined(GEN_STATIC)
RB_GENERATE_STATIC(tree, node, link, cmp)
#else
#define INSERT_ONLY
RB_GENERATE_INSERT_COLOR(tree, node, link, static)
RB_GENERATE_INSERT_FINISH(tree, node, link, static)
RB_GENERATE_INSERT(tree, node, link, cmp, static)
#endif

#include "main.h"
