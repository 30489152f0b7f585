/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * one.c: one full instantiation (RB_GENERATE, extern functions, so that
 * every function is emitted) for bench/size/size.sh: tree.h by default,
 * libbsd's <bsd/sys/tree.h> with -DUSE_LIBBSD.  With -DCORE_ONLY, tree.h's
 * per-operation generators instantiate only the operations libbsd's
 * RB_GENERATE has (insert, remove, find, nfind, next, prev, minmax and
 * their helpers), for a like-for-like size.  -DKIND_CACHED: the full
 * cached-head instantiation; -DKIND_AUG: the full augmented one, with
 * the subtree-maximum hook of the benchmark (bench/common/node.h).
 */

#include <stddef.h>
#include <stdint.h>

#ifdef USE_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#else
#include "tree.h"
#endif

#ifdef KIND_AUG
#define NODE_AUG
#endif
#include "../common/node.h"

#if defined(KIND_CACHED)
RB_HEAD_CACHED(tr, node);
RB_GENERATE_CACHED(tr, node, link, node_cmp)
#elif defined(KIND_AUG)
RB_HEAD(tr, node);
RB_GENERATE_AUGMENT(tr, node, link, node_cmp, node_aug)
#else
RB_HEAD(tr, node);
#ifdef CORE_ONLY
RB_GENERATE_INSERT_COLOR(tr, node, link, )
RB_GENERATE_REMOVE_COLOR(tr, node, link, )
RB_GENERATE_INSERT_FINISH(tr, node, link, )
RB_GENERATE_INSERT(tr, node, link, node_cmp, )
RB_GENERATE_REMOVE(tr, node, link, )
RB_GENERATE_FIND(tr, node, link, node_cmp, )
RB_GENERATE_NFIND(tr, node, link, node_cmp, )
RB_GENERATE_NEXT(tr, node, link, )
RB_GENERATE_PREV(tr, node, link, )
RB_GENERATE_MINMAX(tr, node, link, )
#else
RB_GENERATE(tr, node, link, node_cmp)
#endif
#endif
