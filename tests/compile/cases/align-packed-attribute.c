/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A node type declared with __attribute__((packed)): rejected at compile
 * time like any other node type with alignment < 4, with a message that
 * says so in strict C99 too (not glibc's "__error_if_negative").
 *
 * @must: fail
 * @compilers: gcc:-std=gnu11 clang:-std=gnu11 g++:-std=gnu++11 clang++:-std=gnu++11 gcc:-std=c99 clang:-std=c99
 * @expect: tree\.h: elements must be at least 4-byte aligned
 * @expect-c99: tree_h_elements_must_be_4_byte_aligned
 * @reject: __error_if_negative
 */
#include "tree.h"

struct __attribute__((packed)) node {
	short		tag;
	RB_ENTRY(node)	link;
	short		key;
};

static int
cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
