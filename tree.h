/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions
 * are met:
 * 1. Redistributions of source code must retain the above copyright
 *    notice, this list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright
 *    notice, this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 *
 * THIS SOFTWARE IS PROVIDED BY THE AUTHOR AND CONTRIBUTORS ``AS IS'' AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
 * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
 * ARE DISCLAIMED.  IN NO EVENT SHALL THE AUTHOR OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS
 * OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION)
 * HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT
 * LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY
 * OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF
 * SUCH DAMAGE.
 */

/*
 * tree.h: splay trees and balanced (weak AVL, or red-black with
 * TREE_BALANCE) trees as macro templates, a drop-in replacement for BSD
 * <sys/tree.h>.  See tree.3 and README.md.
 *
 * GENERATED FILE: edit gen/ and run "make gen" (gen/README.md explains).
 */

/*
 * API reference (tree.3 is the manual).
 *
 * NAME names the tree type (struct NAME is its head; the functions are
 * NAME_RB_<op>), TYPE is the tag of the element struct, FIELD its RB_ENTRY
 * member, CMP the comparator: CMP(a, b) < 0, 0, > 0 as a sorts before, equal
 * to, after b, a strict total order, any signed integer type; it is never
 * given NULL.  The tree never allocates, moves or frees an element.  Costs are
 * worst case unless marked amortised.  tree.3 has the full contracts.
 *
 * Quick reference: the head and the instantiation to use
 *
 *                   RB_HEAD                    RB_HEAD_CACHED
 * no hook           RB_PROTOTYPE               RB_PROTOTYPE_CACHED
 *                   RB_GENERATE                RB_GENERATE_CACHED
 * global hooks      RB_PROTOTYPE               RB_PROTOTYPE_CACHED
 * (FreeBSD's)       RB_GENERATE                RB_GENERATE_CACHED
 * per tree (AUG)    RB_PROTOTYPE_AUGMENT       RB_PROTOTYPE_CACHED_AUGMENT
 *                   RB_GENERATE_AUGMENT        RB_GENERATE_CACHED_AUGMENT
 *
 * Append _STATIC to both for static functions.  A global hook is
 * RB_AUGMENT_CHECK or RB_AUGMENT defined before #include; AUG is a function or
 * macro of one argument.
 *
 * Declaring a tree
 * ----------------
 *
 * RB_ENTRY(TYPE)
 *     The link field to put in struct TYPE: three words (left, right, parent
 *     with two balance bits).  Elements must be 4-byte aligned (checked at
 *     compile time where the compiler can).
 *
 * RB_HEAD(NAME, TYPE)
 *     Declares struct NAME, a head of one word (the root).
 *
 * RB_HEAD_CACHED(NAME, TYPE)
 *     Declares struct NAME, a head that also caches the smallest element and
 *     the count (see Cached head).
 *
 * RB_INITIALIZER(struct NAME *head)
 * void RB_INIT(struct NAME *head)
 *     Initialise either kind of head: in its definition, or at run time.
 *     O(1).
 *
 * Generating the functions
 * ------------------------
 *
 * RB_PROTOTYPE(NAME, TYPE, FIELD, CMP)
 * RB_GENERATE(NAME, TYPE, FIELD, CMP)
 * RB_PROTOTYPE_STATIC(NAME, TYPE, FIELD, CMP)
 * RB_GENERATE_STATIC(NAME, TYPE, FIELD, CMP)
 * RB_PROTOTYPE_AUGMENT(NAME, TYPE, FIELD, CMP, AUG)
 * RB_GENERATE_AUGMENT(NAME, TYPE, FIELD, CMP, AUG)
 * RB_PROTOTYPE_AUGMENT_STATIC(NAME, TYPE, FIELD, CMP, AUG)
 * RB_GENERATE_AUGMENT_STATIC(NAME, TYPE, FIELD, CMP, AUG)
 * RB_PROTOTYPE_CACHED(NAME, TYPE, FIELD, CMP)
 * RB_GENERATE_CACHED(NAME, TYPE, FIELD, CMP)
 * RB_PROTOTYPE_CACHED_STATIC(NAME, TYPE, FIELD, CMP)
 * RB_GENERATE_CACHED_STATIC(NAME, TYPE, FIELD, CMP)
 * RB_PROTOTYPE_CACHED_AUGMENT(NAME, TYPE, FIELD, CMP, AUG)
 * RB_GENERATE_CACHED_AUGMENT(NAME, TYPE, FIELD, CMP, AUG)
 * RB_PROTOTYPE_CACHED_AUGMENT_STATIC(NAME, TYPE, FIELD, CMP, AUG)
 * RB_GENERATE_CACHED_AUGMENT_STATIC(NAME, TYPE, FIELD, CMP, AUG)
 *     RB_PROTOTYPE* declares the functions of a tree type (in a header shared
 *     by the files that use it), RB_GENERATE* of the same suffix defines them
 *     (in one file).  No ";" after either: at file scope the extra ";" is an
 *     error under -Wpedantic -Werror.  _STATIC: static functions, marked
 *     unused.  _AUGMENT: AUG is the tree's hook (see Augmentation); the
 *     prototype macros ignore it.  _CACHED: for an RB_HEAD_CACHED head, which
 *     a plain RB_GENERATE* rejects at compile time, and the other way round.
 *
 * RB_PROTOTYPE_INTERNAL(NAME, TYPE, FIELD, CMP, ATTR)
 * RB_GENERATE_INTERNAL(NAME, TYPE, FIELD, CMP, ATTR)
 *     The same with the storage class and attributes ATTR, a plain head and
 *     the global hook.
 *
 * Generating one function at a time (as FreeBSD)
 * ----------------------------------------------
 *
 * Each pair declares and defines the one function NAME_RB_<op> below;
 * RB_PROTOTYPE_<op> always takes (NAME, TYPE, ATTR) and, being one
 * declaration, a ";" after it; RB_GENERATE_<op> takes none.  They make code
 * for a plain head and the global hook.  Generate what the functions you use
 * call: INSERT_NEXT and INSERT_PREV need INSERT_FINISH; REINSERT needs NEXT,
 * PREV, REMOVE and INSERT; POP_MIN needs MINMAX; SPLIT needs NEXT; JOIN needs
 * MINMAX and POP_MIN; REMOVE_RANGE needs NFIND, NEXT, REMOVE and BUILD;
 * VALIDATE needs NEXT; RB_MIN, RB_MAX and the loops need MINMAX and NEXT or
 * PREV.
 *
 * RB_PROTOTYPE_INSERT_COLOR(NAME, TYPE, ATTR);
 * RB_GENERATE_INSERT_COLOR(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_INSERT_COLOR(struct NAME *, struct TYPE *,
 *         struct TYPE *)
 * RB_PROTOTYPE_REMOVE_COLOR(NAME, TYPE, ATTR);
 * RB_GENERATE_REMOVE_COLOR(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_REMOVE_COLOR(struct NAME *, struct TYPE *,
 *         struct TYPE *)
 * RB_PROTOTYPE_INSERT_FINISH(NAME, TYPE, ATTR);
 * RB_GENERATE_INSERT_FINISH(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_INSERT_FINISH(struct NAME *, struct TYPE *,
 *         struct TYPE **, struct TYPE *)
 * RB_PROTOTYPE_INSERT(NAME, TYPE, ATTR);
 * RB_GENERATE_INSERT(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_INSERT(struct NAME *, struct TYPE *)
 * RB_PROTOTYPE_INSERT_NEXT(NAME, TYPE, ATTR);
 * RB_GENERATE_INSERT_NEXT(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_INSERT_NEXT(struct NAME *, struct TYPE *,
 *         struct TYPE *)
 * RB_PROTOTYPE_INSERT_PREV(NAME, TYPE, ATTR);
 * RB_GENERATE_INSERT_PREV(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_INSERT_PREV(struct NAME *, struct TYPE *,
 *         struct TYPE *)
 * RB_PROTOTYPE_REMOVE(NAME, TYPE, ATTR);
 * RB_GENERATE_REMOVE(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_REMOVE(struct NAME *, struct TYPE *)
 * RB_PROTOTYPE_FIND(NAME, TYPE, ATTR);
 * RB_GENERATE_FIND(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_FIND(struct NAME *, struct TYPE *)
 * RB_PROTOTYPE_NFIND(NAME, TYPE, ATTR);
 * RB_GENERATE_NFIND(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_NFIND(struct NAME *, struct TYPE *)
 * RB_PROTOTYPE_PFIND(NAME, TYPE, ATTR);
 * RB_GENERATE_PFIND(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_PFIND(struct NAME *, struct TYPE *)
 * RB_PROTOTYPE_NEXT(NAME, TYPE, ATTR);
 * RB_GENERATE_NEXT(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_NEXT(struct TYPE *)
 * RB_PROTOTYPE_PREV(NAME, TYPE, ATTR);
 * RB_GENERATE_PREV(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_PREV(struct TYPE *)
 * RB_PROTOTYPE_MINMAX(NAME, TYPE, ATTR);
 * RB_GENERATE_MINMAX(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_MINMAX(struct NAME *, int)
 * RB_PROTOTYPE_REINSERT(NAME, TYPE, ATTR);
 * RB_GENERATE_REINSERT(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_REINSERT(struct NAME *, struct TYPE *)
 * RB_PROTOTYPE_POP_MIN(NAME, TYPE, ATTR);
 * RB_GENERATE_POP_MIN(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_POP_MIN(struct NAME *)
 * RB_PROTOTYPE_SPLIT(NAME, TYPE, ATTR);
 * RB_GENERATE_SPLIT(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR void NAME_RB_SPLIT(struct NAME *, struct TYPE *, struct NAME *)
 * RB_PROTOTYPE_JOIN(NAME, TYPE, ATTR);
 * RB_GENERATE_JOIN(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR void NAME_RB_JOIN(struct NAME *, struct NAME *)
 * RB_PROTOTYPE_BUILD(NAME, TYPE, ATTR);
 * RB_GENERATE_BUILD(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR void NAME_RB_BUILD(struct NAME *, struct TYPE **, size_t)
 * RB_PROTOTYPE_REMOVE_RANGE(NAME, TYPE, ATTR);
 * RB_GENERATE_REMOVE_RANGE(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR void NAME_RB_REMOVE_RANGE(struct NAME *, struct TYPE *,
 *         struct TYPE *, struct NAME *)
 * RB_PROTOTYPE_REPLACE(NAME, TYPE, ATTR);
 * RB_GENERATE_REPLACE(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR struct TYPE *NAME_RB_REPLACE(struct NAME *, struct TYPE *,
 *         struct TYPE *)
 * RB_PROTOTYPE_POSTORDER(NAME, TYPE, ATTR);
 * RB_GENERATE_POSTORDER(NAME, TYPE, FIELD, ATTR)
 *     ATTR struct TYPE *NAME_RB_POSTORDER(struct NAME *, struct TYPE *)
 * RB_PROTOTYPE_UPDATE_AUGMENT(NAME, TYPE, ATTR);
 * RB_GENERATE_UPDATE_AUGMENT(NAME, TYPE, FIELD, ATTR)
 *     ATTR void NAME_RB_UPDATE_AUGMENT(struct TYPE *)
 * RB_PROTOTYPE_VALIDATE(NAME, TYPE, ATTR);
 * RB_GENERATE_VALIDATE(NAME, TYPE, FIELD, CMP, ATTR)
 *     ATTR const char *NAME_RB_VALIDATE(struct NAME *)
 *
 * Operations
 * ----------
 *
 * Arguments named elm, old, next and prev are struct TYPE *, never NULL.  A
 * key must not change while its element is in the tree, except through
 * RB_REINSERT.  n is the number of elements.
 *
 * struct TYPE *RB_INSERT(NAME, struct NAME *head, struct TYPE *elm)
 *     O(log n), one comparison per level, at most two rotations.  Inserts elm
 *     (its link field needs no initialisation, but see TREE_DEBUG) and returns
 *     NULL; if an element with an equal key is already there, returns that
 *     resident element and leaves elm out.
 *
 * struct TYPE *RB_INSERT_NEXT(NAME, struct NAME *head, struct TYPE *elm,
 *     struct TYPE *next)
 * struct TYPE *RB_INSERT_PREV(NAME, struct NAME *head, struct TYPE *elm,
 *     struct TYPE *prev)
 *     O(log n), amortised O(1) rebalancing, no comparison.  Insert next right
 *     after (prev right before) elm, which is in the tree; the caller
 *     guarantees the order (TREE_DEBUG checks it).  Return NULL.
 *
 * struct TYPE *RB_REMOVE(NAME, struct NAME *head, struct TYPE *elm)
 *     O(log n), no comparison.  Removes elm, which must be in this tree (not
 *     merely an element with an equal key) or in none, and returns it, marked
 *     as in no tree (RB_LINKED).  An element in no tree (removed already, or
 *     zeroed or RB_ENTRY_INIT and never inserted) is left alone: the tree does
 *     not change and the result is NULL.
 *
 * struct TYPE *RB_FIND(NAME, struct NAME *head, struct TYPE *elm)
 * struct TYPE *RB_NFIND(NAME, struct NAME *head, struct TYPE *elm)
 * struct TYPE *RB_PFIND(NAME, struct NAME *head, struct TYPE *elm)
 *     O(log n).  The element whose key equals elm's, or (NFIND) the smallest
 *     not less than elm, or (PFIND) the largest not greater than elm; NULL if
 *     none.  elm need not be in the tree: a key element on the stack will do.
 *
 * struct TYPE *RB_NEXT(NAME, struct NAME *head, struct TYPE *elm)
 * struct TYPE *RB_PREV(NAME, struct NAME *head, struct TYPE *elm)
 *     O(log n), O(1) amortised over a walk.  The element after (before) elm,
 *     which is in a tree, or NULL.  head is not evaluated (FreeBSD's
 *     signature).
 *
 * struct TYPE *RB_MIN(NAME, struct NAME *head)
 * struct TYPE *RB_MAX(NAME, struct NAME *head)
 *     O(log n); RB_MIN on a cached head is O(1).  The smallest (largest)
 *     element, or NULL.
 *
 * struct TYPE *RB_REINSERT(NAME, struct NAME *head, struct TYPE *elm)
 *     After elm's key was changed in place (and no other key): O(log n).  Two
 *     comparisons with its neighbours if elm is still in order, else a removal
 *     and an insertion.  Returns NULL, or the element whose key equals elm's
 *     new key, elm then being out of the tree.
 *
 * struct TYPE *RB_POP_MIN(NAME, struct NAME *head)
 *     Removes and returns the smallest element, NULL if empty.  O(log n);
 *     amortised O(1) on a cached head with no hook.
 *
 * struct TYPE *RB_REPLACE(NAME, struct NAME *head, struct TYPE *old,
 *     struct TYPE *new)
 *     O(1) plus the hook's walk, no comparison, no rebalancing.  new, in no
 *     tree, takes the place of old, an element of the tree; precondition: the
 *     two keys are equal (TREE_DEBUG checks it).  Returns old, marked as in no
 *     tree.
 *
 * void RB_SPLIT(NAME, struct NAME *head, struct TYPE *elm, struct NAME *right)
 *     O(log n), plus on a cached head O(m) for the count, m the size of the
 *     smaller part.  Moves every element not less than elm (a key element will
 *     do) into right, an empty head of the same kind; the head keeps the
 *     others.
 *
 * void RB_JOIN(NAME, struct NAME *left, struct NAME *right)
 *     O(log n).  Moves every element of right into left; every key of right
 *     must be above every key of left (TREE_DEBUG checks it).  right ends
 *     empty.
 *
 * void RB_BUILD(NAME, struct NAME *head, struct TYPE **elms, size_t n)
 *     O(n).  Fills the empty head with the n elements elms[0] ...  elms[n -
 *     1], in no tree and in strictly ascending order (TREE_DEBUG checks both):
 *     a tree of minimal height (weak AVL: an AVL tree).
 *
 * void RB_REMOVE_RANGE(NAME, struct NAME *head, struct TYPE *lo,
 *     struct TYPE *hi, struct NAME *out)
 *     O(log n), plus on a cached head O(k) for the count.  Moves the k
 *     elements x with lo <= x < hi (key elements will do) into out, an empty
 *     head of the same kind, as a tree: visit them with RB_FOREACH_POSTORDER
 *     to free them.  Up to 64 elements are removed one by one, O(k log n).
 *
 * void RB_ENTRY_INIT(struct TYPE *elm, FIELD)
 * int RB_LINKED(struct NAME *head, struct TYPE *elm, FIELD)
 *     O(1).  RB_ENTRY_INIT marks elm as in no tree, as RB_REMOVE, RB_POP_MIN,
 *     RB_REPLACE (old) and RB_FOREACH_POSTORDER leave an element; an element
 *     that is all zero (calloc, static, = {0}) is in no tree too.  RB_LINKED
 *     is nonzero if elm is in head's tree, 0 if it is in none; elm must be in
 *     one of the two: head tells a zeroed element from the root of a one-
 *     element tree.  Both may evaluate elm more than once.
 *
 * #define RB_NO_LINK_STATE
 *     Defined before including tree.h, the same in every file of the program
 *     (a link error names it otherwise): the operations do not mark the
 *     elements they take out (a store each, and a test in RB_REMOVE),
 *     RB_REMOVE must be given an element of the tree, and RB_LINKED and
 *     RB_ENTRY_INIT do not compile.  Ignored in debug mode.
 *
 * #define RB_MIXED_LINK_STATE
 *     Defined before including tree.h in a file whose trees are its own and
 *     that differs in RB_NO_LINK_STATE on purpose: that file does not take
 *     part in the link-time check that the program has one link state.
 *
 * struct TYPE *RB_ROOT(struct NAME *head)
 * struct TYPE *RB_LEFT(struct TYPE *elm, FIELD)
 * struct TYPE *RB_RIGHT(struct TYPE *elm, FIELD)
 *     The root and an element's children, as lvalues, for searches of the
 *     program's own; writing them breaks the tree.  O(1).
 *
 * struct TYPE *RB_PARENT(struct TYPE *elm, FIELD)
 *     elm's parent, NULL at the root.  An rvalue.  struct TYPE * where the
 *     compiler has typeof (GNU C, C23, C++11), else void *.
 *
 * int RB_EMPTY(struct NAME *head)
 *     Nonzero if the tree is empty.  O(1).
 *
 * #define RB_NEGINF -1
 * #define RB_INF 1
 *     The second argument of NAME_RB_MINMAX: minimum, maximum.
 *
 * Loops
 * -----
 *
 * Each runs the statement that follows once per element, with x set to it:
 * O(n) in all.
 *
 * RB_FOREACH(struct TYPE *x, NAME, struct NAME *head)
 * RB_FOREACH_REVERSE(struct TYPE *x, NAME, struct NAME *head)
 *     In ascending (descending) order.  The statement may insert or remove
 *     other elements, but not remove x.
 *
 * RB_FOREACH_SAFE(struct TYPE *x, NAME, struct NAME *head, struct TYPE *tmp)
 * RB_FOREACH_REVERSE_SAFE(struct TYPE *x, NAME, struct NAME *head,
 *     struct TYPE *tmp)
 *     tmp holds the next element before the statement runs, which may then
 *     remove or free x, but not tmp.
 *
 * RB_FOREACH_FROM(struct TYPE *x, NAME, struct TYPE *start)
 * RB_FOREACH_REVERSE_FROM(struct TYPE *x, NAME, struct TYPE *start)
 *     From the element start to the end.  start must be a variable: it serves
 *     as tmp, and a loop that runs to its end leaves it NULL.
 *
 * RB_FOREACH_POSTORDER(struct TYPE *x, NAME, struct NAME *head,
 *     struct TYPE *tmp)
 *     Children before parents, no rebalancing: the statement may free x at
 *     once.  Afterwards the head points at freed memory: RB_INIT it.  No other
 *     macro on the tree during the loop.
 *
 * Augmentation
 * ------------
 *
 * A hook aug(x) recomputes x's summary from x and the summaries of its
 * children (either may be NULL) and returns nonzero if and only if the summary
 * changed; it must not look above x or change a tree.  It runs bottom up after
 * the links changed, once per element per operation, children first, O(log n)
 * times at worst.  Set a new element's summary before inserting it: the tree
 * ignores the hook's result on the new element, so any value is correct, but
 * the hook reads it, and an unset one is an uninitialised read (valgrind,
 * MSan).
 *
 * void RB_AUGMENT(struct TYPE *elm)
 * int RB_AUGMENT_CHECK(struct TYPE *elm)
 *     The global (FreeBSD) hooks: define one before including tree.h for the
 *     trees of RB_GENERATE, _STATIC, _INTERNAL, _CACHED, _CACHED_STATIC and
 *     RB_GENERATE_<op>; RB_AUGMENT alone means always changed.  The definition
 *     in force where RB_GENERATE* is expanded is used (one defined after the
 *     #include too, with a "macro redefined" warning); undefined, they are
 *     placeholders: RB_AUGMENT(x) does nothing, RB_AUGMENT_CHECK(x) is the
 *     constant 0.
 *
 * void RB_UPDATE_AUGMENT(struct TYPE *elm, FIELD)
 * void RB_UPDATE_AUGMENT_TREE(NAME, struct TYPE *elm)
 *     After data that elm's summary depends on (not its key) changed: call the
 *     hook on elm and up while it returns nonzero.  _TREE uses the tree's own
 *     hook, for every kind of tree; RB_UPDATE_AUGMENT (FreeBSD's) the global
 *     hook, and needs typeof; without a global hook it is a compile error.
 *
 * Cached head
 * -----------
 *
 * An RB_HEAD_CACHED head, with RB_GENERATE_CACHED*, also keeps the smallest
 * element (rbh_min) and the count (rbh_count); insertion and removal pay a few
 * instructions for them.
 *
 * #define RB_CACHE_LINE 64
 *     Define it before including tree.h, the same in every file of the program
 *     (a link error names it where one file defines it and another not): bytes
 *     between rbh_root and the cached fields, to keep the readers' loads off
 *     the root's cache line.
 *
 * #define RB_MIXED_CACHE_LINE
 *     Defined before including tree.h in a file whose trees are its own and
 *     that differs in RB_CACHE_LINE on purpose: that file does not take part
 *     in the link-time check that the program has one head layout.
 *
 * size_t RB_COUNT(NAME, struct NAME *head)
 *     The number of elements, O(1).  A compile error on a plain head.
 *
 * struct TYPE *RB_MIN_LOCKLESS(NAME, struct NAME *head)
 * size_t RB_COUNT_LOCKLESS(NAME, struct NAME *head)
 *     For other threads than the one writer, without its lock: one acquire
 *     load of the smallest element (the writer stores it with release ordering
 *     once linked or unlinked, so a non-null result shows the element's fields
 *     as set before its insertion), one relaxed load of the count.  Never
 *     torn; not consistent with each other; the element may be gone already.
 *     No other macro on the tree without the lock.  Volatile, and unordered,
 *     where neither C11 atomics nor __atomic exist.
 *
 * Balance scheme
 * --------------
 *
 * #define TREE_BALANCE TREE_RED_BLACK
 * #define TREE_WEAK_AVL 1
 * #define TREE_RED_BLACK 2
 *     TREE_BALANCE, defined before including tree.h (or with -D) as
 *     TREE_WEAK_AVL (the default) or TREE_RED_BLACK, selects the balance rule
 *     of every RB tree the file generates; the API, the node and the costs'
 *     orders are the same.  Weak AVL: an AVL tree until the first removal,
 *     lower trees, fastest lookups.  Red-black: fewer stores per update.
 *     Every file of a program must agree, static trees included (a link error
 *     names TREE_BALANCE otherwise).
 *
 * #define TREE_MIXED_BALANCE
 *     Defined before including tree.h in a file of a program that mixes the
 *     two schemes on purpose: that file does not take part in the link-time
 *     check that the program has one scheme.
 *
 * Debugging
 * ---------
 *
 * #define TREE_DEBUG
 *     Defined before including tree.h: checks of misuse at O(log n) each
 *     (membership, duplicate, order, alignment).  The layout does not change,
 *     and a new element may have any links, as malloc leaves them.  Defined as
 *     2: also a new element still in a tree, so its link field must then be
 *     zero, set by RB_ENTRY_INIT or left by a removal (garbage links look like
 *     those of a linked element).  Where the operations are called with it,
 *     the tree must be generated at the same level (a link error names
 *     TREE_DEBUG otherwise).
 *
 * void TREE_DEBUG_REPORT(const char *tree, const char *op, struct TYPE *elm,
 *     const char *msg)
 *     Called on a failed check; by default prints the tree, the operation, the
 *     element and msg, then aborts.  A program may define its own before
 *     including tree.h.
 *
 * const char *RB_VALIDATE(NAME, struct NAME *head)
 *     Checks the whole tree (links, ranks, height, order, the cache) in every
 *     mode, in O(n log n) with a stack array of two pointers per pointer bit.
 *     Returns NULL if sound, else a message naming the first fault.
 *
 * Splay trees
 * -----------
 *
 * Self-adjusting, two words a node; every operation, lookups and iteration
 * included, rewrites the tree: O(log n) amortised, O(n) for one operation.
 *
 * SPLAY_ENTRY(TYPE)
 * SPLAY_HEAD(NAME, TYPE)
 * SPLAY_PROTOTYPE(NAME, TYPE, FIELD, CMP)
 * SPLAY_GENERATE(NAME, TYPE, FIELD, CMP)
 *     As for RB_*; SPLAY_GENERATE's functions are extern.
 *
 * SPLAY_INITIALIZER(struct NAME *head)
 * void SPLAY_INIT(struct NAME *head)
 *     Initialise a head.
 *
 * struct TYPE *SPLAY_INSERT(NAME, struct NAME *head, struct TYPE *elm)
 *     Returns NULL, or the resident element with elm's key.
 *
 * struct TYPE *SPLAY_REMOVE(NAME, struct NAME *head, struct TYPE *elm)
 *     Removes the element with elm's key; returns elm, or NULL if there was
 *     none.
 *
 * struct TYPE *SPLAY_FIND(NAME, struct NAME *head, struct TYPE *elm)
 * struct TYPE *SPLAY_NEXT(NAME, struct NAME *head, struct TYPE *elm)
 * struct TYPE *SPLAY_MIN(NAME, struct NAME *head)
 * struct TYPE *SPLAY_MAX(NAME, struct NAME *head)
 *     As RB_*; NULL if none.
 *
 * SPLAY_FOREACH(struct TYPE *x, NAME, struct NAME *head)
 *     In order; the statement must not remove x.
 *
 * struct TYPE *SPLAY_ROOT(struct NAME *head)
 * struct TYPE *SPLAY_LEFT(struct TYPE *elm, FIELD)
 * struct TYPE *SPLAY_RIGHT(struct TYPE *elm, FIELD)
 *     Lvalues, as RB_*.
 *
 * int SPLAY_EMPTY(struct NAME *head)
 *     Nonzero if empty.
 *
 * #define SPLAY_NEGINF -1
 * #define SPLAY_INF 1
 *     The arguments of NAME_SPLAY_MIN_MAX.
 *
 * Version
 * -------
 *
 * #define TREE_H_VERSION "1.0.0"
 * #define TREE_H_VERSION_MAJOR 1
 * #define TREE_H_VERSION_MINOR 0
 * #define TREE_H_VERSION_PATCH 0
 * #define TREE_H_VERSION_NUMBER 10000
 *     The version of this tree.h, as a string and as numbers;
 *     TREE_H_VERSION_NUMBER is MAJOR * 10000 + MINOR * 100 + PATCH, for #if.
 *     A new MINOR adds to the API, a new MAJOR changes a contract; NEWS.md
 *     lists what each version changed.
 */

#ifndef _RB_TREE_H_
/*
 * Warnings about tree.h's own code, not the program's.  The names it
 * declares start with _rb_ and _RB_, reserved to the implementation it
 * stands in for: clang's -Wreserved-identifier and
 * -Wreserved-macro-identifier are off in this header.  The code that the
 * generators expand in the program's file is C that C++ compiles: between
 * _RB_QUIET_BEGIN and _RB_QUIET_END (the start and end of each
 * generator) C++'s style warnings about its casts and null pointers, and
 * clang's about C++98, are off.  So is -Wunused-function, in the header
 * and between the two, so that the static functions a program does not
 * call (the shared walks, a static tree's, SPLAY_PROTOTYPE's lookups)
 * draw no warning; none is marked unused, which clang's
 * -Wused-but-marked-unused would report at each call in the program's
 * own macros.
 */
#if defined(__clang__)
#pragma clang diagnostic push
#if __has_warning("-Wreserved-identifier")
#pragma clang diagnostic ignored "-Wreserved-identifier"
#endif
#if __has_warning("-Wreserved-macro-identifier")
#pragma clang diagnostic ignored "-Wreserved-macro-identifier"
#endif
#pragma clang diagnostic ignored "-Wold-style-cast"
#pragma clang diagnostic ignored "-Wzero-as-null-pointer-constant"
#pragma clang diagnostic ignored "-Wc++98-compat"
#pragma clang diagnostic ignored "-Wc++-compat"
#pragma clang diagnostic ignored "-Wunused-function"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#ifdef __cplusplus
#pragma GCC diagnostic ignored "-Wold-style-cast"
#pragma GCC diagnostic ignored "-Wzero-as-null-pointer-constant"
#pragma GCC diagnostic ignored "-Wuseless-cast"
#endif
#endif
#if defined(__clang__)
#define _RB_QUIET_BEGIN							\
	_Pragma("clang diagnostic push")				\
	_Pragma("clang diagnostic ignored \"-Wold-style-cast\"")	\
	_Pragma("clang diagnostic ignored \"-Wc++98-compat\"")		\
	_Pragma("clang diagnostic ignored \"-Wc++-compat\"")		\
	_Pragma("clang diagnostic ignored \"-Wunused-function\"")	\
	_Pragma("clang diagnostic ignored \"-Wzero-as-null-pointer-constant\"")
#define _RB_QUIET_END			_Pragma("clang diagnostic pop")
#elif defined(__GNUC__) && defined(__cplusplus)
#define _RB_QUIET_BEGIN							\
	_Pragma("GCC diagnostic push")					\
	_Pragma("GCC diagnostic ignored \"-Wunused-function\"")		\
	_Pragma("GCC diagnostic ignored \"-Wold-style-cast\"")		\
	_Pragma("GCC diagnostic ignored \"-Wuseless-cast\"")
#define _RB_QUIET_END			_Pragma("GCC diagnostic pop")
#elif defined(__GNUC__)
#define _RB_QUIET_BEGIN							\
	_Pragma("GCC diagnostic push")					\
	_Pragma("GCC diagnostic ignored \"-Wunused-function\"")
#define _RB_QUIET_END			_Pragma("GCC diagnostic pop")
#else
#define _RB_QUIET_BEGIN
#define _RB_QUIET_END
#endif
#define _RB_TREE_H_

/*
 * One tree.h per program: a BSD or libbsd <sys/tree.h> included first
 * would clash with every macro below, so that is an error; one included
 * after tree.h sees its guard already defined and is skipped.
 */
#if defined(_SYS_TREE_H_) || defined(LIBBSD_SYS_TREE_H)
#error "tree.h: included after <sys/tree.h> or <bsd/sys/tree.h>: only tree.h"
#else
#define _SYS_TREE_H_
#define LIBBSD_SYS_TREE_H

#define TREE_H_VERSION			"1.0.0"
#define TREE_H_VERSION_MAJOR		1
#define TREE_H_VERSION_MINOR		0
#define TREE_H_VERSION_PATCH		0
#define TREE_H_VERSION_NUMBER		10000

#if !defined(__cplusplus) &&						\
    (!defined(__STDC_VERSION__) || __STDC_VERSION__ < 199901L)
#error "tree.h: needs C99 or later (inline, <stdint.h>): build with -std=c99"
#endif
#include <stddef.h>
#include <stdint.h>

/*
 * Portability.  _RB_ALIGNOF and _RB_STATIC_ASSERT reject element
 * types whose addresses have no free low bits; _RB_TYPEOF gives
 * RB_PARENT its element type.  Where a compiler has no alignof,
 * the debug mode checks alignment at run time instead; where it
 * has no typeof, RB_PARENT yields a void pointer.
 * _RB_STATIC_ASSERT(e, name, msg) is a declaration: msg is the
 * message of C11 and C++11; before C11 (where glibc's own
 * _Static_assert would report only a bit-field named
 * __error_if_negative) the compiler names the typedef tree_h_name,
 * whose array size is negative when e is false, so name says what
 * is wrong.
 */
#if defined(__cplusplus) && __cplusplus >= 201103L
#define _RB_ALIGNOF(t)			alignof(t)
#define _RB_STATIC_ASSERT(e, name, msg)	static_assert(e, msg)
#define _RB_TYPEOF(e)			decltype(e)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define _RB_ALIGNOF(t)			_Alignof(t)
#define _RB_STATIC_ASSERT(e, name, msg)	_Static_assert(e, msg)
#elif defined(__GNUC__)
#define _RB_ALIGNOF(t)			__alignof__(t)
#else
#define _RB_ALIGNOF(t)			4
#endif
#ifndef _RB_STATIC_ASSERT
#define _RB_STATIC_ASSERT(e, name, msg)					\
	typedef char tree_h_##name[(e) ? 1 : -1] _RB_UNUSED
#endif
#if !defined(_RB_TYPEOF) && defined(__GNUC__)
#define _RB_TYPEOF(e)			__typeof__(e)
#elif !defined(_RB_TYPEOF) && defined(__STDC_VERSION__) &&		\
    __STDC_VERSION__ > 201710L
#define _RB_TYPEOF(e)			typeof(e)
#endif
/*
 * In the macros that the program's own code expands, casts that C++
 * spells out (-Wold-style-cast): _RB_CAST(t, e), e (a pointer or a
 * pointer's word) as type t; _RB_WORD(n), the integer n as a uintptr_t.
 */
#ifdef __cplusplus
#define _RB_CAST(t, e)			(reinterpret_cast<t>(e))
#define _RB_WORD(n)			(static_cast<uintptr_t>(n))
#else
#define _RB_CAST(t, e)			((t)(e))
#define _RB_WORD(n)			((uintptr_t)(n))
#endif
/*
 * The (promoted) type of cmp's result, which the descents keep, and the
 * check that it is not unsigned (a declaration), where the compiler
 * tells: in C++ by a cast of -1, a constant for any arithmetic type; in
 * GNU C by comparing with the unsigned types that survive promotion (a
 * floating -1 is no integer constant there).
 */
#ifdef _RB_TYPEOF
#define _RB_CMP_TYPE(cmp, elm)		_RB_TYPEOF((cmp(elm, elm)) + 0)
#endif
#if defined(__cplusplus) && __cplusplus >= 201103L
#define _RB_UNSIGNED(t)			(static_cast<t>(-1) > 0)
#elif defined(__GNUC__)
#define _RB_UNSIGNED(t)							\
	(__builtin_types_compatible_p(t, unsigned int) ||		\
	    __builtin_types_compatible_p(t, unsigned long) ||		\
	    __builtin_types_compatible_p(t, unsigned long long))
#endif
#if defined(_RB_TYPEOF) && defined(_RB_UNSIGNED)
#define _RB_CMP_SIGNED(cmp, elm)					\
	_RB_STATIC_ASSERT(!_RB_UNSIGNED(_RB_CMP_TYPE(cmp, elm)),	\
	    comparator_must_return_a_signed_type,			\
	    "tree.h: the comparator returns an unsigned type; "		\
	    "return a negative, zero or positive value of a signed type")
#else
#define _RB_CMP_SIGNED(cmp, elm)					\
	_RB_STATIC_ASSERT(1, signed_comparator, "")
#endif
#ifndef _RB_TYPEOF
#define _RB_CMP_TYPE(cmp, elm)		intmax_t
#endif
/*
 * _RB_OPAQUE(comp): the compiler forgets where the comparator's value
 * came from.  Without it, gcc copies the descent's step into each branch
 * of a comparator written with branches (jump threading), and the choice
 * of child becomes a branch on the keys that random keys mispredict half
 * the time; after it, the choice compiles to a conditional move whatever
 * the comparator's shape.  _RB_CHOOSE(type, mask, a, b) is b where mask
 * is all ones, a where it is 0, in arithmetic: for a second choice on
 * the same comparison, whose mask goes through _RB_OPAQUE too (else gcc
 * sees the choice and compiles the two to a branch again).
 * _rb_link_standin hides with it that its stand-in's links are a small
 * object (the element would start before it: -Warray-bounds).
 */
#if defined(__GNUC__)
#define _RB_OPAQUE(comp)		__asm__("" : "+r"(comp))
#else
#define _RB_OPAQUE(comp)		((void)0)
#endif
#define _RB_CHOOSE(type, mask, a, b)					\
	((struct type *)(((uintptr_t)(a) & ~(mask)) |			\
	    ((uintptr_t)(b) & (mask))))
/*
 * _RB_LOCAL starts the static functions that every file gets, used
 * or not (the shared walks, SPLAY_PROTOTYPE's lookups): with GNU C
 * they are plain static functions, where -Wunused-function is off
 * (the top of this file), rather than inline, since -Winline warns
 * wherever the compiler declines an inline function, and the
 * compiler inlines them anyway where that pays.  _RB_LOCAL_INLINE
 * is for a function that has one caller per tree and hands back
 * results through pointers, or that its callers specialise on a
 * constant argument (the split's join): always inlined when
 * optimising, except for size.
 */
#if defined(__GNUC__)
#define _RB_UNUSED			__attribute__((__unused__))
#define _RB_LOCAL			static
#else
#define _RB_UNUSED
#define _RB_LOCAL			static inline
#endif
#if defined(__GNUC__) && defined(__OPTIMIZE__) &&			\
    !defined(__OPTIMIZE_SIZE__)
#define _RB_LOCAL_INLINE						\
	__attribute__((__always_inline__)) static inline
#else
#define _RB_LOCAL_INLINE		_RB_LOCAL
#endif
/*
 * _RB_LOCAL_ALWAYS_INLINE: a body that its callers specialise on a
 * constant argument, each into one function, for size too.
 */
#if defined(__GNUC__)
#define _RB_LOCAL_ALWAYS_INLINE						\
	__attribute__((__always_inline__)) static inline
#else
#define _RB_LOCAL_ALWAYS_INLINE		_RB_LOCAL
#endif
/*
 * _RB_LOCAL_NOINLINE: the slow part of a function whose fast part
 * should be inlined into its callers without it.  Optimising for size,
 * the fast part stays out of line, and the two are one function.
 */
#if defined(__GNUC__) && !defined(__OPTIMIZE_SIZE__)
#define _RB_LOCAL_NOINLINE		__attribute__((__noinline__)) _RB_LOCAL
#else
#define _RB_LOCAL_NOINLINE		_RB_LOCAL
#endif

/*
 * Debug mode: define TREE_DEBUG before including tree.h.  A failed
 * check calls TREE_DEBUG_REPORT(tree, op, elm, msg), which a program
 * may define itself; by default it prints the tree's name, the
 * operation, the element and the problem, then aborts.
 */
#ifdef TREE_DEBUG
#ifndef TREE_DEBUG_REPORT
#include <stdio.h>
#include <stdlib.h>
#define TREE_DEBUG_REPORT(tree, op, elm, msg)				\
	(fprintf(stderr, "tree.h: %s %s: element %p: %s\n",		\
	    (tree), (op), (const void *)(elm), (msg)), abort())
#endif
#define _RB_CHECK(ok, tree, op, elm, msg)				\
	do {								\
		if (!(ok))						\
			TREE_DEBUG_REPORT(tree, op, elm, msg);		\
	} while (0)
/*
 * What is wrong with elm as an element of a tree, by its links and its
 * neighbours' alone, or NULL: the mark (removed); a child link that is
 * not 4-byte aligned (garbage, reported before anything is read through
 * it); a child whose parent is not elm, or a parent with elm as neither
 * child (a structure copy, whose neighbours link to the original, or
 * garbage that points to readable memory).  O(1), and no head: RB_NEXT
 * and RB_PREV have none.  A copy of the root of a tree of one has no
 * neighbour and passes (it acts as that root); links never set that
 * point to memory that cannot be read crash it.
 */
#define _RB_LINKS_FAULT(type, elm, field)				\
	(_RB_UP(elm, field) == _RB_POISON ? _RB_WAS_REMOVED :		\
	    (((uintptr_t)_RB_LEFT(elm, field) |				\
	    (uintptr_t)_RB_RIGHT(elm, field)) & _RB_BITS) != 0 ||	\
	    (_RB_LEFT(elm, field) != NULL &&				\
	    _RB_PARENT(type, _RB_LEFT(elm, field), field) != (elm)) ||	\
	    (_RB_RIGHT(elm, field) != NULL &&				\
	    _RB_PARENT(type, _RB_RIGHT(elm, field), field) != (elm)) ||	\
	    (_RB_PARENT(type, elm, field) != NULL &&			\
	    _RB_LEFT(_RB_PARENT(type, elm, field), field) != (elm) &&	\
	    _RB_RIGHT(_RB_PARENT(type, elm, field), field) != (elm)) ?	\
	    _RB_NOT_IN_THIS_TREE : NULL)
#define _RB_CHECK_LINKS(tree, op, type, elm, field)			\
	do {								\
		const char *_rb_fault = _RB_LINKS_FAULT(type, elm, field); \
									\
		if (_rb_fault != NULL)					\
			TREE_DEBUG_REPORT(tree, op, elm, _rb_fault);	\
	} while (0)
/*
 * elm must be in the tree of head: its links must pass the check above,
 * and the top of the walk up from it must be the root (that of another
 * tree is not, nor a structure copy of the root).  O(log n); at most
 * _RB_MAX_HEIGHT steps, so that a cycle ends.  This walk serves only
 * where elm's key may have changed (RB_REINSERT) and where the
 * generator has no comparator (_RB_CHECK_FOUND): only a descent by the
 * key finds elm without reading its links.
 */
#define _RB_CHECK_MEMBER(tree, op, type, head, elm, field)		\
	do {								\
		const char *_rb_fault = _RB_LINKS_FAULT(type, elm, field); \
		struct type *_rb_x = (elm), *_rb_p;			\
		int _rb_steps = 0;					\
									\
		if (_rb_fault == NULL) {				\
			while ((_rb_p = _RB_PARENT(type, _rb_x, field)) != \
			    NULL && _rb_steps++ < _RB_MAX_HEIGHT)	\
				_rb_x = _rb_p;				\
			if (_rb_p != NULL || _rb_x != RB_ROOT(head))	\
				_rb_fault = _RB_NOT_IN_THIS_TREE;	\
		}							\
		if (_rb_fault != NULL)					\
			TREE_DEBUG_REPORT(tree, op, elm, _rb_fault);	\
	} while (0)
/*
 * elm must be in the tree of head, found without reading its links, so
 * that links never set cannot crash the check: elm's key leads from the
 * root to the one element of that key (an RB_ tree holds each key
 * once), which must be elm itself; a structure copy or a key element
 * finds the original, an element of another tree another one or none.
 * O(log n).  RB_GENERATE_REMOVE has no comparator: its cmp, _RB_NO_CMP,
 * sets _rb_nocmp at the first comparison and the walk up decides.
 */
#define _RB_NO_CMP(a, b)		(_rb_nocmp = 1, 0)
#define _RB_CHECK_FOUND(tree, op, type, head, elm, field, cmp)		\
	do {								\
		struct type *_rb_f = RB_ROOT(head);			\
		int _rb_nocmp = 0;					\
		_RB_CMP_TYPE(cmp, elm) _rb_fc;				\
									\
		if (_RB_UP(elm, field) == _RB_POISON)			\
			TREE_DEBUG_REPORT(tree, op, elm, _RB_WAS_REMOVED); \
		while (_rb_f != NULL && _rb_f != (elm) &&		\
		    (_rb_fc = cmp(elm, _rb_f)) != 0)			\
			_rb_f = _rb_fc < 0 ? _RB_LEFT(_rb_f, field) :	\
			    _RB_RIGHT(_rb_f, field);			\
		if (_rb_nocmp)						\
			_RB_CHECK_MEMBER(tree, op, type, head, elm,	\
			    field);					\
		else if (_rb_f != (elm))				\
			TREE_DEBUG_REPORT(tree, op, elm,		\
			    _RB_NOT_IN_THIS_TREE);			\
	} while (0)
/*
 * RB_REMOVE's checks: elm in no tree is fine (the removal does nothing)
 * unless it is the root of another tree; elm in a tree must be in this
 * one.
 */
#define _RB_CHECK_REMOVE(tree, op, type, head, elm, field,		\
    cmp)								\
	do {								\
		if (_RB_MAYBE_UNLINKED(elm, field) &&			\
		    !_RB_LINKED(head, elm, field))			\
			_RB_CHECK(_RB_IN_NO_TREE(elm, field), tree, op,	\
			    elm, _RB_NOT_IN_THIS_TREE);			\
		else							\
			_RB_CHECK_FOUND(tree, op, type, head, elm,	\
			    field, cmp);				\
	} while (0)
#define _RB_NOT_IN_THIS_TREE						\
	"element is not in this tree; pass what RB_FIND returned, not "	\
	"a key element, a copy or one of another tree"
#define _RB_WAS_REMOVED							\
	"element is not in a tree; it was removed: "			\
	"pass one that is in the tree"
/*
 * An element in no tree has the unlinked marker or all-zero links.
 * The root of a one-element tree looks zeroed.
 */
#define _RB_IN_NO_TREE(elm, field)					\
	(_RB_UP(elm, field) == _RB_POISON ||				\
	    (_RB_UP(elm, field) == 0 && _RB_LEFT(elm, field) == NULL &&	\
	    _RB_RIGHT(elm, field) == NULL))
/* RB_REPLACE: new may not be old itself. */
#define _RB_CHECK_NOT_SAME(tree, op, elm, old)				\
	_RB_CHECK((elm) != (old), tree, op, elm,			\
	    "replacement is the replaced element itself; "		\
	    "pass a new element")
/*
 * TREE_DEBUG 2, the strict level: a new element (RB_INSERT,
 * RB_INSERT_NEXT/PREV, RB_REPLACE's new one) must be zeroed, set by
 * RB_ENTRY_INIT or left by a removal, so that one still linked in
 * another tree is caught.  Garbage links, as malloc leaves them,
 * cannot be told from those, so the default level 1 takes any links,
 * as the BSD headers do.  RB_REPLACE also takes a struct copy of old.
 */
#if TREE_DEBUG + 0 >= 2
#define _RB_CHECK_UNLINKED(tree, op, elm, field, msg)			\
	_RB_CHECK(_RB_IN_NO_TREE(elm, field), tree, op, elm, msg)
#define _RB_CHECK_NEW_OR_COPY(tree, op, elm, old, field, msg)		\
	_RB_CHECK(_RB_IN_NO_TREE(elm, field) ||				\
	    (_RB_UP(elm, field) == _RB_UP(old, field) &&		\
	    _RB_LEFT(elm, field) == _RB_LEFT(old, field) &&		\
	    _RB_RIGHT(elm, field) == _RB_RIGHT(old, field)),		\
	    tree, op, elm, msg)
#else
#define _RB_CHECK_UNLINKED(tree, op, elm, field, msg)	do { } while (0)
#define _RB_CHECK_NEW_OR_COPY(tree, op, elm, old, field, msg)		\
	do { } while (0)
#endif
#define _RB_STILL_LINKED						\
	"element is still in a tree, or its links are garbage "		\
	"(zero them or RB_ENTRY_INIT it before inserting)"
/*
 * Debug mode must be on in the file that expands a generator whenever it
 * is on in a file that calls the functions: else the checks would not
 * run, without a word.  So, in debug mode, the generator of each
 * function fn that the macros call (RB_INSERT ... RB_FOREACH_POSTORDER)
 * also defines an empty fn_needs_TREE_DEBUG_where_generated, the
 * prototypes declare it, and every call macro calls it first: a
 * generator expanded without TREE_DEBUG leaves the callers the undefined
 * reference "itree_RB_INSERT_needs_TREE_DEBUG_where_generated", which
 * says the fix.  The strict level names another function,
 * fn_needs_TREE_DEBUG_2_where_generated, so that the two files must
 * have one level too.  Only _RB_AGREE names the mode; the rest is the
 * mechanism, for any setting that the two sides must share.
 * _RB_AGREE_DECLARE and _RB_AGREE_DEFINE end in attr, the storage class
 * of fn's own declaration or definition that follows them: a macro
 * argument right after a ")" and before the return type would read as
 * an expression to clang-tidy (bugprone-macro-parentheses), and a
 * storage class cannot be parenthesised.
 */
#if TREE_DEBUG + 0 >= 2
#define _RB_AGREE(fn)			fn##_needs_TREE_DEBUG_2_where_generated
#else
#define _RB_AGREE(fn)			fn##_needs_TREE_DEBUG_where_generated
#endif
#define _RB_AGREE_DECLARE(fn, attr)	attr void _RB_AGREE(fn)(void); attr
#define _RB_AGREE_DEFINE(fn, attr)	attr void _RB_AGREE(fn)(void) { } attr
#define _RB_AGREE_CALL(fn)		_RB_AGREE(fn)(),
#define _RB_CHECK_ORDER(tree, op, type, elm, field, cmp, msg)		\
	do {								\
		struct type *_rb_n, *_rb_c;				\
		_rb_n = _RB_LEFT(elm, field);				\
		if (_rb_n != NULL) {					\
			while (_RB_RIGHT(_rb_n, field) != NULL)		\
				_rb_n = _RB_RIGHT(_rb_n, field);	\
		} else {						\
			_rb_c = (elm);					\
			_rb_n = _RB_PARENT(type, _rb_c, field);		\
			while (_rb_n != NULL &&				\
			    _rb_c == _RB_LEFT(_rb_n, field)) {		\
				_rb_c = _rb_n;				\
				_rb_n = _RB_PARENT(type, _rb_c, field);	\
			}						\
		}							\
		if (_rb_n != NULL &&					\
		    (cmp(_rb_n, elm) >= 0 || cmp(elm, _rb_n) <= 0))	\
			TREE_DEBUG_REPORT(tree, op, elm, msg);		\
		_rb_n = _RB_RIGHT(elm, field);				\
		if (_rb_n != NULL) {					\
			while (_RB_LEFT(_rb_n, field) != NULL)		\
				_rb_n = _RB_LEFT(_rb_n, field);		\
		} else {						\
			_rb_c = (elm);					\
			_rb_n = _RB_PARENT(type, _rb_c, field);		\
			while (_rb_n != NULL &&				\
			    _rb_c == _RB_RIGHT(_rb_n, field)) {		\
				_rb_c = _rb_n;				\
				_rb_n = _RB_PARENT(type, _rb_c, field);	\
			}						\
		}							\
		if (_rb_n != NULL &&					\
		    (cmp(elm, _rb_n) >= 0 || cmp(_rb_n, elm) <= 0))	\
			TREE_DEBUG_REPORT(tree, op, elm, msg);		\
	} while (0)
#define _RB_CHECK_PREV_POSITION(tree, op, type, elm, newelm, field,	\
    cmp, msg)								\
	do {								\
		struct type *_rb_n, *_rb_c;				\
		if (cmp(newelm, elm) >= 0 || cmp(elm, newelm) <= 0)	\
			TREE_DEBUG_REPORT(tree, op, newelm, msg);	\
		_rb_n = _RB_LEFT(elm, field);				\
		if (_rb_n != NULL) {					\
			while (_RB_RIGHT(_rb_n, field) != NULL)		\
				_rb_n = _RB_RIGHT(_rb_n, field);	\
		} else {						\
			_rb_c = (elm);					\
			_rb_n = _RB_PARENT(type, _rb_c, field);		\
			while (_rb_n != NULL &&				\
			    _rb_c == _RB_LEFT(_rb_n, field)) {		\
				_rb_c = _rb_n;				\
				_rb_n = _RB_PARENT(type, _rb_c, field);	\
			}						\
		}							\
		if (_rb_n != NULL &&					\
		    (cmp(_rb_n, newelm) >= 0 || cmp(newelm, _rb_n) <= 0)) \
			TREE_DEBUG_REPORT(tree, op, newelm, msg);	\
	} while (0)
#define _RB_CHECK_NEXT_POSITION(tree, op, type, elm, newelm, field,	\
    cmp, msg)								\
	do {								\
		struct type *_rb_n, *_rb_c;				\
		if (cmp(elm, newelm) >= 0 || cmp(newelm, elm) <= 0)	\
			TREE_DEBUG_REPORT(tree, op, newelm, msg);	\
		_rb_n = _RB_RIGHT(elm, field);				\
		if (_rb_n != NULL) {					\
			while (_RB_LEFT(_rb_n, field) != NULL)		\
				_rb_n = _RB_LEFT(_rb_n, field);		\
		} else {						\
			_rb_c = (elm);					\
			_rb_n = _RB_PARENT(type, _rb_c, field);		\
			while (_rb_n != NULL &&				\
			    _rb_c == _RB_RIGHT(_rb_n, field)) {		\
				_rb_c = _rb_n;				\
				_rb_n = _RB_PARENT(type, _rb_c, field);	\
			}						\
		}							\
		if (_rb_n != NULL &&					\
		    (cmp(newelm, _rb_n) >= 0 || cmp(_rb_n, newelm) <= 0)) \
			TREE_DEBUG_REPORT(tree, op, newelm, msg);	\
	} while (0)
#else
#define _RB_CHECK(ok, tree, op, elm, msg)	do { } while (0)
#define _RB_CHECK_LINKS(tree, op, type, elm, field)	do { } while (0)
#define _RB_CHECK_MEMBER(tree, op, type, head, elm, field)	do { } while (0)
#define _RB_CHECK_FOUND(tree, op, type, head, elm, field,		\
    cmp)								\
	do { } while (0)
#define _RB_CHECK_REMOVE(tree, op, type, head, elm, field,		\
    cmp)								\
	do { } while (0)
#define _RB_CHECK_UNLINKED(tree, op, elm, field, msg)	do { } while (0)
#define _RB_AGREE_DECLARE(fn, attr)	attr
#define _RB_AGREE_DEFINE(fn, attr)	attr
#define _RB_AGREE_CALL(fn)
#define _RB_CHECK_NEW_OR_COPY(tree, op, elm, old, field, msg)		\
	do { } while (0)
#define _RB_CHECK_NOT_SAME(tree, op, elm, old)		do { } while (0)
#define _RB_CHECK_ORDER(tree, op, type, elm, field, cmp, msg)	do { } while (0)
#define _RB_CHECK_PREV_POSITION(tree, op, type, elm, newelm, field,	\
    cmp, msg)								\
	do { } while (0)
#define _RB_CHECK_NEXT_POSITION(tree, op, type, elm, newelm, field,	\
    cmp, msg)								\
	do { } while (0)
#endif
#define _RB_CHECK_ALIGNED(tree, op, elm)				\
	_RB_CHECK(((uintptr_t)(elm) & _RB_BITS) == 0, tree, op, elm,	\
	    "element is not 4-byte aligned; align its type to 4 at least")

/*
 * Splay trees: each lookup or update moves the element it touched to
 * the root, so a run of accesses to nearby keys is cheap.  Amortised
 * O(log n) per operation; no balance information is stored.
 */
#define SPLAY_HEAD(name, type)						\
struct name {								\
	struct type *sph_root;  /* root of the tree */			\
}
#define SPLAY_INITIALIZER(root)		{ NULL }
#define SPLAY_INIT(root)						\
	do { SPLAY_ROOT(root) = NULL; } while (0)
#define SPLAY_ENTRY(type)						\
struct {								\
	struct type *spe_left;  /* left child */			\
	struct type *spe_right; /* right child */			\
}

#define SPLAY_LEFT(elm, field)		(elm)->field.spe_left
#define SPLAY_RIGHT(elm, field)		(elm)->field.spe_right
#define SPLAY_ROOT(head)		(head)->sph_root
#define SPLAY_EMPTY(head)		(SPLAY_ROOT(head) == NULL)
#define SPLAY_NEGINF			(-1)
#define SPLAY_INF			(1)

#define SPLAY_INSERT(name, x, y)	name##_SPLAY_INSERT(x, y)
#define SPLAY_REMOVE(name, x, y)	name##_SPLAY_REMOVE(x, y)
#define SPLAY_FIND(name, x, y)		name##_SPLAY_FIND(x, y)
#define SPLAY_NEXT(name, x, y)		name##_SPLAY_NEXT(x, y)
#define SPLAY_MIN(name, x)						\
	(SPLAY_EMPTY(x) ? NULL :					\
	    name##_SPLAY_MIN_MAX(x, SPLAY_NEGINF))
#define SPLAY_MAX(name, x)						\
	(SPLAY_EMPTY(x) ? NULL :					\
	    name##_SPLAY_MIN_MAX(x, SPLAY_INF))
#define SPLAY_FOREACH(x, name, head)					\
	for ((x) = SPLAY_MIN(name, head);				\
	    (x) != NULL;						\
	    (x) = SPLAY_NEXT(name, head, x))

#define SPLAY_PROTOTYPE(name, type, field, cmp)				\
_RB_QUIET_BEGIN								\
void name##_SPLAY(struct name *, struct type *);			\
void name##_SPLAY_MINMAX(struct name *, int);				\
struct type *name##_SPLAY_INSERT(struct name *, struct type *);		\
struct type *name##_SPLAY_REMOVE(struct name *, struct type *);		\
									\
_RB_LOCAL struct type *							\
name##_SPLAY_FIND(struct name *_sp_head, struct type *_sp_elm)		\
{									\
	if (SPLAY_EMPTY(_sp_head))					\
		return (NULL);						\
	name##_SPLAY(_sp_head, _sp_elm);				\
	if (cmp(_sp_elm, SPLAY_ROOT(_sp_head)) == 0)			\
		return (SPLAY_ROOT(_sp_head));				\
	return (NULL);							\
}									\
									\
_RB_LOCAL struct type *							\
name##_SPLAY_NEXT(struct name *_sp_head, struct type *_sp_elm)		\
{									\
	name##_SPLAY(_sp_head, _sp_elm);				\
	if (SPLAY_RIGHT(_sp_elm, field) == NULL)			\
		return (NULL);						\
	_sp_elm = SPLAY_RIGHT(_sp_elm, field);				\
	while (SPLAY_LEFT(_sp_elm, field) != NULL)			\
		_sp_elm = SPLAY_LEFT(_sp_elm, field);			\
	return (_sp_elm);						\
}									\
									\
_RB_LOCAL struct type *							\
name##_SPLAY_MIN_MAX(struct name *_sp_head, int _sp_val)		\
{									\
	name##_SPLAY_MINMAX(_sp_head, _sp_val);				\
	return (SPLAY_ROOT(_sp_head));					\
}									\
_RB_QUIET_END

#define SPLAY_GENERATE(name, type, field, cmp)				\
_RB_QUIET_BEGIN								\
void									\
name##_SPLAY(struct name *_sp_head, struct type *_sp_elm)		\
{									\
	struct type *_sp_t = SPLAY_ROOT(_sp_head), *_sp_c;		\
	struct type *_sp_ltree = NULL, *_sp_rtree = NULL;		\
	struct type **_sp_lhook = &_sp_ltree, **_sp_rhook = &_sp_rtree;	\
	_RB_CMP_TYPE(cmp, _sp_elm) _sp_comp;				\
									\
	if (_sp_t == NULL)						\
		return;							\
	while ((_sp_comp = cmp(_sp_elm, _sp_t)) != 0) {			\
		if (_sp_comp < 0) {					\
			_sp_c = SPLAY_LEFT(_sp_t, field);		\
			if (_sp_c == NULL)				\
				break;					\
			if (cmp(_sp_elm, _sp_c) < 0) {			\
				/* zig-zig: rotate right first. */	\
				SPLAY_LEFT(_sp_t, field) =		\
				    SPLAY_RIGHT(_sp_c, field);		\
				SPLAY_RIGHT(_sp_c, field) = _sp_t;	\
				_sp_t = _sp_c;				\
				_sp_c = SPLAY_LEFT(_sp_t, field);	\
				if (_sp_c == NULL)			\
					break;				\
			}						\
			*_sp_rhook = _sp_t;				\
			_sp_rhook = &SPLAY_LEFT(_sp_t, field);		\
			_sp_t = _sp_c;					\
		} else {						\
			_sp_c = SPLAY_RIGHT(_sp_t, field);		\
			if (_sp_c == NULL)				\
				break;					\
			if (cmp(_sp_elm, _sp_c) > 0) {			\
				/* zig-zig: rotate left first. */	\
				SPLAY_RIGHT(_sp_t, field) =		\
				    SPLAY_LEFT(_sp_c, field);		\
				SPLAY_LEFT(_sp_c, field) = _sp_t;	\
				_sp_t = _sp_c;				\
				_sp_c = SPLAY_RIGHT(_sp_t, field);	\
				if (_sp_c == NULL)			\
					break;				\
			}						\
			*_sp_lhook = _sp_t;				\
			_sp_lhook = &SPLAY_RIGHT(_sp_t, field);		\
			_sp_t = _sp_c;					\
		}							\
	}								\
	*_sp_lhook = SPLAY_LEFT(_sp_t, field);				\
	*_sp_rhook = SPLAY_RIGHT(_sp_t, field);				\
	SPLAY_LEFT(_sp_t, field) = _sp_ltree;				\
	SPLAY_RIGHT(_sp_t, field) = _sp_rtree;				\
	SPLAY_ROOT(_sp_head) = _sp_t;					\
}									\
									\
void									\
name##_SPLAY_MINMAX(struct name *_sp_head, int _sp_val)			\
{									\
	struct type *_sp_t = SPLAY_ROOT(_sp_head), *_sp_c;		\
	struct type *_sp_ltree = NULL, *_sp_rtree = NULL;		\
	struct type **_sp_lhook = &_sp_ltree, **_sp_rhook = &_sp_rtree;	\
	int _sp_comp;							\
									\
	if (_sp_t == NULL)						\
		return;							\
	while ((_sp_comp = _sp_val) != 0) {				\
		if (_sp_comp < 0) {					\
			_sp_c = SPLAY_LEFT(_sp_t, field);		\
			if (_sp_c == NULL)				\
				break;					\
			/* zig-zig: rotate right first. */		\
			SPLAY_LEFT(_sp_t, field) =			\
			    SPLAY_RIGHT(_sp_c, field);			\
			SPLAY_RIGHT(_sp_c, field) = _sp_t;		\
			_sp_t = _sp_c;					\
			_sp_c = SPLAY_LEFT(_sp_t, field);		\
			if (_sp_c == NULL)				\
				break;					\
			*_sp_rhook = _sp_t;				\
			_sp_rhook = &SPLAY_LEFT(_sp_t, field);		\
			_sp_t = _sp_c;					\
		} else {						\
			_sp_c = SPLAY_RIGHT(_sp_t, field);		\
			if (_sp_c == NULL)				\
				break;					\
			/* zig-zig: rotate left first. */		\
			SPLAY_RIGHT(_sp_t, field) =			\
			    SPLAY_LEFT(_sp_c, field);			\
			SPLAY_LEFT(_sp_c, field) = _sp_t;		\
			_sp_t = _sp_c;					\
			_sp_c = SPLAY_RIGHT(_sp_t, field);		\
			if (_sp_c == NULL)				\
				break;					\
			*_sp_lhook = _sp_t;				\
			_sp_lhook = &SPLAY_RIGHT(_sp_t, field);		\
			_sp_t = _sp_c;					\
		}							\
	}								\
	*_sp_lhook = SPLAY_LEFT(_sp_t, field);				\
	*_sp_rhook = SPLAY_RIGHT(_sp_t, field);				\
	SPLAY_LEFT(_sp_t, field) = _sp_ltree;				\
	SPLAY_RIGHT(_sp_t, field) = _sp_rtree;				\
	SPLAY_ROOT(_sp_head) = _sp_t;					\
}									\
									\
struct type *								\
name##_SPLAY_INSERT(struct name *_sp_head, struct type *_sp_elm)	\
{									\
	struct type *_sp_root;						\
	_RB_CMP_TYPE(cmp, _sp_elm) _sp_comp;				\
									\
	_RB_CMP_SIGNED(cmp, _sp_elm);					\
	if (SPLAY_EMPTY(_sp_head)) {					\
		SPLAY_LEFT(_sp_elm, field) =				\
		    SPLAY_RIGHT(_sp_elm, field) = NULL;			\
		SPLAY_ROOT(_sp_head) = _sp_elm;				\
		return (NULL);						\
	}								\
	name##_SPLAY(_sp_head, _sp_elm);				\
	_sp_root = SPLAY_ROOT(_sp_head);				\
	_sp_comp = cmp(_sp_elm, _sp_root);				\
	if (_sp_comp < 0) {						\
		SPLAY_LEFT(_sp_elm, field) = SPLAY_LEFT(_sp_root, field); \
		SPLAY_RIGHT(_sp_elm, field) = _sp_root;			\
		SPLAY_LEFT(_sp_root, field) = NULL;			\
	} else if (_sp_comp > 0) {					\
		SPLAY_RIGHT(_sp_elm, field) = SPLAY_RIGHT(_sp_root, field); \
		SPLAY_LEFT(_sp_elm, field) = _sp_root;			\
		SPLAY_RIGHT(_sp_root, field) = NULL;			\
	} else								\
		return (_sp_root);					\
	SPLAY_ROOT(_sp_head) = _sp_elm;					\
	return (NULL);							\
}									\
									\
struct type *								\
name##_SPLAY_REMOVE(struct name *_sp_head, struct type *_sp_elm)	\
{									\
	struct type *_sp_rest;						\
									\
	if (SPLAY_EMPTY(_sp_head))					\
		return (NULL);						\
	name##_SPLAY(_sp_head, _sp_elm);				\
	if (cmp(_sp_elm, SPLAY_ROOT(_sp_head)) != 0)			\
		return (NULL);						\
	_sp_rest = SPLAY_RIGHT(SPLAY_ROOT(_sp_head), field);		\
	if (SPLAY_LEFT(SPLAY_ROOT(_sp_head), field) == NULL) {		\
		SPLAY_ROOT(_sp_head) = _sp_rest;			\
	} else {							\
		/* The maximum of the left subtree, brought up with no	\
		 * comparison, has no right child (whatever the comparator \
		 * says, so that no subtree is lost). */		\
		SPLAY_ROOT(_sp_head) =					\
		    SPLAY_LEFT(SPLAY_ROOT(_sp_head), field);		\
		name##_SPLAY_MINMAX(_sp_head, SPLAY_INF);		\
		SPLAY_RIGHT(SPLAY_ROOT(_sp_head), field) = _sp_rest;	\
	}								\
	return (_sp_elm);						\
}									\
_RB_QUIET_END

/*
 * The balance scheme of every RB tree this translation unit generates:
 * define TREE_BALANCE as TREE_WEAK_AVL (the default) or TREE_RED_BLACK
 * before including tree.h (or with -D).  Both keep the same node, head
 * and API; docs/design.md compares them.
 */
#define TREE_WEAK_AVL			1
#define TREE_RED_BLACK			2
#ifndef TREE_BALANCE
#define TREE_BALANCE			TREE_WEAK_AVL
#endif
#if TREE_BALANCE != TREE_WEAK_AVL && TREE_BALANCE != TREE_RED_BLACK
#error "tree.h: TREE_BALANCE must be TREE_WEAK_AVL or TREE_RED_BLACK"
#endif

/*
 * Balanced trees: weak AVL (rank-balanced) trees, see docs/design.md.
 * Every node has a rank; the rank difference between a node and each
 * child is 1 or 2 (a missing child has rank -1), and a leaf has rank
 * 0.  A node stores the rank differences of its two children, one bit
 * each (set: difference 2), in the low bits of its parent pointer, so
 * a node is three pointers.  Only this code knows the encoding (as
 * tests/style/encoding.py checks).  The red-black scheme keeps the node's
 * colour there instead (_RB_BLACK, below).  Naming the rank bits
 * (_RB_L2, _RB_R2, _RB_BITS or _RB_BLACK): _RB_BITS,
 * _RB_PTR, _RB_SET_PARENT, _RB_POISON, RB_PARENT,
 * _RB_UNLINKED_WORD, _RB_LINKED (both mask the bits off), _RB_LINK_PTR,
 * _RB_LINK_RED, _RB_LINK_SET_PARENT, _RB_LINK_RANK, _RB_CHECK_ALIGNED,
 * _RB_LINKS_FAULT (it checks that child links are aligned),
 * _RB_INSERT_LEAF (it tells the walk the new leaf's side), the walks
 * _rb_insert_color, _rb_insert_red, _rb_insert_color_any,
 * _rb_remove_color and _rb_remove_min_color, their shared
 * _rb_rotate_double, REMOVE_COLOR's _rb_link_standin, the removal
 * _rb_remove_body (it asks which side elm hung on), _rb_validate_shape
 * and _RB_LEAVES_SHORT (red-black: was the removed leaf black), and for
 * the range operations _RB_CHILD_RANK, _RB_PARENT_RANK, _rb_join_into,
 * _RB_BUILD_BLACK, _rb_build_node and the _RB_GENERATE_SPLIT and
 * _RB_GENERATE_REMOVE_RANGE functions (they follow the ranks along the
 * path).
 * Storing a whole parent word (_RB_UP or _RB_LINK_UP assigned; a new
 * leaf's parent pointer has both bits clear): _RB_SET_PARENT,
 * _RB_LINK_SET_PARENT, _RB_POISON_ELM, _RB_LINK_POISON,
 * _RB_INSERT_LEAF, the _RB_GENERATE_REPLACE function, the walks
 * _rb_insert_color, _rb_insert_red, _rb_remove_color and
 * _rb_remove_min_color, _rb_rotate_double, _rb_link_standin,
 * _rb_remove_body, _rb_pop_min_body, _rb_join_into, _rb_build_node and
 * _rb_build.
 */
#define RB_HEAD(name, type)						\
struct name {								\
	struct type *rbh_root;  /* root of the tree */			\
}
/* Both head kinds: all fields start zero (NULL pointers). */
#ifdef __cplusplus
#define RB_INITIALIZER(root)		{}
#else
#define RB_INITIALIZER(root)		{ 0 }
#endif
#define RB_INIT(root)							\
	do {								\
		unsigned char *_rb_p = _RB_CAST(unsigned char *, root);	\
		size_t _rb_i;						\
		for (_rb_i = 0; _rb_i < sizeof(*(root)); _rb_i++)	\
			_rb_p[_rb_i] = 0;				\
	} while (0)
#define RB_ENTRY(type)							\
struct {								\
	struct type *rbe_left;  /* left child */			\
	struct type *rbe_right; /* right child */			\
	uintptr_t rbe_up;       /* parent | _RB_L2 | _RB_R2 */		\
}

/* The rank bits of rbe_up: the left (right) rank difference is 2. */
#define _RB_L2				_RB_WORD(1)
#define _RB_R2				_RB_WORD(2)
#define _RB_BITS			(_RB_L2 | _RB_R2)
/*
 * TREE_RED_BLACK: the node's own colour in bit 0 of rbe_up, set when
 * it is black, so that a new (red) leaf's word is its parent pointer,
 * as a weak-AVL leaf's is; bit 1 stays clear.  The walks still name a
 * side by the bit _RB_L2 (left) or _RB_R2 (right).  A lone child that
 * takes the place of a node whose word was up, below parent, gets the
 * word _RB_LONE_CHILD(parent, up): a weak-AVL leaf of rank 0, or in the
 * red-black scheme the node's own word (a node with one child is black,
 * the child red: it takes the colour too).  _RB_LEAVES_SHORT(child, up):
 * removing the leftmost leaves a path short, so the walk must run
 * (red-black: only a black leaf).
 */
#define _RB_BLACK			((uintptr_t)1)
#define _RB_LINK_RED(elm, off)						\
	((elm) != NULL && !(_RB_LINK_UP(elm, off) & _RB_BLACK))
#if TREE_BALANCE == TREE_RED_BLACK
#define _RB_LONE_CHILD(parent, up)	((void)(parent), (up))
#define _RB_LEAVES_SHORT(child, up)	((child) == NULL && ((up) & _RB_BLACK))
#else
#define _RB_LONE_CHILD(parent, up)	((void)(up), (uintptr_t)(parent))
#define _RB_LEAVES_SHORT(child, up)	((void)(child), (void)(up), 1)
#endif
#define _RB_LEFT(elm, field)		(elm)->field.rbe_left
#define _RB_RIGHT(elm, field)		(elm)->field.rbe_right
#define _RB_UP(elm, field)		(elm)->field.rbe_up
#define _RB_PTR(type, up)		((struct type *)((up) & ~_RB_BITS))
#define _RB_PARENT(type, elm, field)	_RB_PTR(type, _RB_UP(elm, field))
#define _RB_SET_PARENT(elm, parent, field)				\
	(_RB_UP(elm, field) =						\
	    (_RB_UP(elm, field) & _RB_BITS) | (uintptr_t)(parent))
/* The address of elm's left (right == 0) or right (right == 1) link. */
#define _RB_CHILD_LINK(type, elm, field, right)				\
	((struct type **)(void *)((char *)&_RB_LEFT(elm, field) +	\
	    (size_t)(right) * sizeof(struct type *)))
/* No valid tree that fits in memory is taller (RB_VALIDATE). */
#define _RB_MAX_HEIGHT			(2 * 8 * (int)sizeof(void *))
/*
 * An element in no tree: its parent word is _RB_POISON (a pointer no
 * element has, whatever the balance bits mean) once RB_ENTRY_INIT,
 * RB_REMOVE, RB_POP_MIN, RB_REPLACE (the old element) or
 * RB_FOREACH_POSTORDER set it, or the element is all zero.  A zeroed
 * element and the root of a one-element tree look the same: only the
 * head tells them apart.
 */
#define _RB_POISON			(~_RB_WORD(0) & ~_RB_BITS)
/*
 * RB_NO_LINK_STATE, defined before the #include, takes the mark out
 * for speed (debug mode keeps it): the operations store no mark,
 * RB_REMOVE must be given an element of the tree, and RB_LINKED and
 * RB_ENTRY_INIT are compile errors that name the macro.
 */
#if defined(RB_NO_LINK_STATE) && !defined(TREE_DEBUG)
#define _RB_POISON_ELM(elm, field)	do { } while (0)
#define _RB_LINK_POISON(elm, off)	do { } while (0)
#define _RB_UNLINKED_WORD(up)		((void)(up), 0)
#define _RB_MAYBE_UNLINKED(elm, field)	0
#define _RB_UNLINKED_PARENT(head, elm, parent)	0
#define RB_ENTRY_INIT(elm, field)					\
	((void)tree_h_RB_ENTRY_INIT_needs_RB_NO_LINK_STATE_undefined)
#define RB_LINKED(head, elm, field)					\
	(tree_h_RB_LINKED_needs_RB_NO_LINK_STATE_undefined)
#else
#define _RB_POISON_ELM(elm, field)					\
	do { _RB_UP(elm, field) = _RB_POISON; } while (0)
#define _RB_LINK_POISON(elm, off)					\
	do { _RB_LINK_UP(elm, off) = _RB_POISON; } while (0)
#define RB_ENTRY_INIT(elm, field)					\
	do {								\
		_RB_LEFT(elm, field) = NULL;				\
		_RB_RIGHT(elm, field) = NULL;				\
		_RB_POISON_ELM(elm, field);				\
	} while (0)
/*
 * Whether elm's parent pointer is NULL (a root, or a zeroed element) or
 * the mark, in one unsigned comparison: adding _RB_BITS + 1 takes the
 * mark round to 0 and NULL to _RB_BITS + 1, any real parent above.
 * The removal tests it first (on elm's word up: _RB_UNLINKED_WORD), so
 * that a linked element costs one branch.
 */
#define _RB_MAYBE_UNLINKED(elm, field)					\
	_RB_UNLINKED_WORD(_RB_UP(elm, field))
#define _RB_UNLINKED_WORD(up)						\
	(((up) & ~_RB_BITS) + _RB_BITS + 1 <= _RB_BITS + 1)
/*
 * Whether elm, whose parent pointer is parent, is in no tree (the mark,
 * or NULL and elm not the root), for RB_REPLACE.  The first test, parent
 * NULL or in the upper half of the address space (a sign test, which
 * compilers take from the masking of the balance bits), costs a linked
 * element whose parent lies in the lower half (the usual case) that one
 * branch; one in the upper half takes the longer way, as correctly.
 */
#define _RB_UNLINKED_PARENT(head, elm, parent)				\
	((uintptr_t)(parent) - 1 >= ~_RB_WORD(0) >> 1 &&		\
	    ((uintptr_t)(parent) == _RB_POISON ||			\
	    ((parent) == NULL && (void *)RB_ROOT(head) != (void *)(elm))))
#define RB_LINKED(head, elm, field)	_RB_LINKED(head, elm, field)
#endif
#define _RB_LINKED(head, elm, field)					\
	(_RB_UP(elm, field) != _RB_POISON &&				\
	    ((_RB_UP(elm, field) & ~_RB_BITS) != 0 ||			\
	    (void *)RB_ROOT(head) == (void *)(elm)))

#define RB_ROOT(head)			(head)->rbh_root
#define RB_EMPTY(head)			(RB_ROOT(head) == NULL)
#define RB_LEFT(elm, field)		_RB_LEFT(elm, field)
#define RB_RIGHT(elm, field)		_RB_RIGHT(elm, field)
#ifdef _RB_TYPEOF
#define RB_PARENT(elm, field)						\
	_RB_CAST(_RB_TYPEOF((elm)->field.rbe_left),			\
	    _RB_UP(elm, field) & ~_RB_BITS)
#else
#define RB_PARENT(elm, field)						\
	((void *)(_RB_UP(elm, field) & ~_RB_BITS))
#endif
/*
 * Replace child old of parent (or the root when parent is NULL) by new.
 */
#define _RB_SWAP_CHILD(head, parent, old, new, field)			\
	do {								\
		if ((parent) == NULL)					\
			RB_ROOT(head) = (new);				\
		else if (_RB_LEFT(parent, field) == (old))		\
			_RB_LEFT(parent, field) = (new);		\
		else							\
			_RB_RIGHT(parent, field) = (new);		\
	} while (0)
/*
 * The rebalancing walks, the unlinking and the shape checks touch
 * links only, never keys or hooks, so one copy of them serves every
 * element type of a translation unit: they see an element's links
 * off bytes into it, laid out as struct _rb_links.  may_alias tells
 * the compiler that these accesses reach the struct type * links of
 * RB_ENTRY.
 */
#if defined(__GNUC__)
#define _RB_MAY_ALIAS			__attribute__((__may_alias__))
#else
#define _RB_MAY_ALIAS
#endif
typedef void *_rb_ptr _RB_MAY_ALIAS;
struct _rb_links {
	_rb_ptr rbe_left;
	_rb_ptr rbe_right;
	uintptr_t rbe_up;
} _RB_MAY_ALIAS;
/*
 * The offset of the links in an element.  C++ supports offsetof
 * only conditionally on types that are not standard-layout (a class
 * with virtual functions, or with public and private data members),
 * so there it is reached through the element elm (not NULL), as the
 * BSD headers reach every field; g++ folds it to a constant early
 * enough to specialise the shared functions only through a pointer
 * to member.  C has offsetof, a constant the static analysers
 * follow too.
 */
#ifdef __cplusplus
#define _RB_OFFSET(type, elm, field)					\
	((size_t)((char *)&((elm)->*&type::field) - (char *)(elm)))
#else
#define _RB_OFFSET(type, elm, field)	offsetof(struct type, field)
#endif
/*
 * Each link is reached at its own address, elm + off + its place in
 * struct _rb_links, not through a pointer to the links: gcc then folds
 * off into each load's displacement, where it would keep elm + off in
 * a register of its own for every node (an addition per node visited
 * on aarch64).
 */
#define _RB_LINK_LEFT(elm, off)						\
	(*(_rb_ptr *)(void *)((char *)(elm) + (off)))
#define _RB_LINK_RIGHT(elm, off)					\
	(*(_rb_ptr *)(void *)((char *)(elm) + (off) + sizeof(_rb_ptr)))
#define _RB_LINK_UP(elm, off)						\
	(*(uintptr_t *)(void *)((char *)(elm) + (off) +			\
	    2 * sizeof(_rb_ptr)))
#define _RB_LINK_PTR(up)		((void *)((up) & ~_RB_BITS))
/* The child link at byte offset at of elm (off, or off + a pointer). */
#define _RB_LINK_AT(elm, at)						\
	(*(_rb_ptr *)(void *)((char *)(elm) + (at)))
#define _RB_LINK_SET_PARENT(elm, parent, off)				\
	(_RB_LINK_UP(elm, off) =					\
	    (_RB_LINK_UP(elm, off) & _RB_BITS) | (uintptr_t)(parent))
/*
 * The rank of elm (-1 for NULL), summed down its leftmost path; in the
 * red-black scheme its black height (0 for NULL), counted down that path.
 */
#if TREE_BALANCE == TREE_RED_BLACK
#define _RB_LINK_RANK(elm, off, rank)					\
	do {								\
		void *_rb_x;						\
		(rank) = 0;						\
		for (_rb_x = (elm); _rb_x != NULL;			\
		    _rb_x = _RB_LINK_LEFT(_rb_x, off))			\
			(rank) += (int)(_RB_LINK_UP(_rb_x, off) & _RB_BLACK); \
	} while (0)
#else
#define _RB_LINK_RANK(elm, off, rank)					\
	do {								\
		void *_rb_x;						\
		(rank) = -1;						\
		for (_rb_x = (elm); _rb_x != NULL;			\
		    _rb_x = _RB_LINK_LEFT(_rb_x, off))			\
			(rank) += _RB_LINK_UP(_rb_x, off) & _RB_L2 ? 2 : 1; \
	} while (0)
#endif
/* root: the address of the head's root pointer. */
#define _RB_LINK_SWAP_CHILD(root, parent, old, new, off)		\
	do {								\
		if ((parent) == NULL)					\
			*(_rb_ptr *)(root) = (new);			\
		else if (_RB_LINK_LEFT(parent, off) == (old))		\
			_RB_LINK_LEFT(parent, off) = (new);		\
		else							\
			_RB_LINK_RIGHT(parent, off) = (new);		\
	} while (0)
/*
 * FreeBSD's global augmentation hooks.  RB_AUGMENT_CHECK(x) recomputes
 * x's summary and returns nonzero if it changed; RB_AUGMENT(x) alone
 * means "(RB_AUGMENT(x), 1)".  Trees generated by RB_GENERATE* use the
 * definitions in force where RB_GENERATE* is expanded.  A program that
 * defines neither gets the placeholders below: RB_AUGMENT(x) does
 * nothing (a statement or a void expression) and RB_AUGMENT_CHECK(x) is
 * the constant 0, so the hook code compiles away.  The placeholder
 * RB_AUGMENT is object-like, so _RB_HOOK can tell it from a program's
 * function-like RB_AUGMENT by name, even one defined after the
 * #include: that one draws a "macro redefined" warning (an error under
 * -Werror) pointing here, and is used.  Define hooks before the
 * #include, or #undef the macro first.
 */
#if !defined(RB_AUGMENT) && !defined(RB_AUGMENT_CHECK)
#define RB_AUGMENT	_RB_AUGMENT_NONE /* define hooks before tree.h */
#define RB_AUGMENT_CHECK(x) /* define hooks before tree.h */		\
	_RB_HOOK(RB_AUGMENT, x)
#elif !defined(RB_AUGMENT_CHECK)
#define RB_AUGMENT_CHECK(x)		(RB_AUGMENT(x), 1)
#endif
#define _RB_AUGMENT_NONE(x)		((void)(x))
/*
 * _RB_HOOK(RB_AUGMENT, x) gets hook expanded once: _RB_AUGMENT_NONE, the
 * name of the placeholder, or RB_AUGMENT itself when it is the program's
 * function-like macro, which a name alone does not expand.  Pasted
 * after the prefix below, either names a macro; an object-like
 * RB_AUGMENT defined after the #include (say, the name of a function)
 * gives a call of an undeclared function whose name says the fix.
 */
#define _RB_HOOK(hook, x)		_RB_HOOK_NAMED(hook, x)
#define _RB_HOOK_NAMED(hook, x)						\
	_RB_AUGMENT_must_be_function_like_not_##hook(x)
#define _RB_AUGMENT_must_be_function_like_not__RB_AUGMENT_NONE(x) 0
#define _RB_AUGMENT_must_be_function_like_not_RB_AUGMENT(x)		\
	(RB_AUGMENT(x), 1)
/*
 * RB_UPDATE_AUGMENT calls the global hook, which a tree with a hook of
 * its own (RB_GENERATE_AUGMENT*) does not have: with only the
 * placeholder in force, RB_AUGMENT names _RB_AUGMENT_NONE and the
 * call is a compile error that names RB_UPDATE_AUGMENT_TREE, rather
 * than a walk that silently does nothing.
 */
#ifdef _RB_TYPEOF
#define RB_UPDATE_AUGMENT(elm, field)					\
	_RB_UPDATE_AUGMENT_HOOK(RB_AUGMENT, elm, field)
#define _RB_UPDATE_AUGMENT_HOOK(hook, elm, field)			\
	_RB_UPDATE_AUGMENT_NAMED(hook, elm, field)
#define _RB_UPDATE_AUGMENT_NAMED(hook, elm, field)			\
	_RB_UPDATE_AUGMENT_WITH_##hook(elm, field)
#define _RB_UPDATE_AUGMENT_WITH_RB_AUGMENT(elm, field)			\
	do {								\
		_RB_TYPEOF(elm) _rb_u = (elm);				\
		while (_rb_u != NULL && RB_AUGMENT_CHECK(_rb_u))	\
			_rb_u = RB_PARENT(_rb_u, field);		\
	} while (0)
#define _RB_UPDATE_AUGMENT_WITH__RB_AUGMENT_NONE(elm, field)		\
	do {								\
		_RB_STATIC_ASSERT(0,					\
		    no_global_hook_use_RB_UPDATE_AUGMENT_TREE,		\
		    "tree.h: RB_UPDATE_AUGMENT calls the global hook, "	\
		    "and there is none: use RB_UPDATE_AUGMENT_TREE(name, " \
		    "elm) for a tree with its own hook");		\
		(void)(elm);						\
	} while (0)
#endif
/*
 * True when the hook expression e is the constant 0 (no hook), so
 * the walk below is left out.  Compilers without
 * __builtin_constant_p always walk, and call nothing.
 */
#if defined(__GNUC__)
#define _RB_NO_HOOK(e)			(__builtin_constant_p(e) && !(e))
#else
#define _RB_NO_HOOK(e)			0
#endif
/*
 * Recompute summaries bottom up from elm, each node at most once: up
 * the tree while aug reports a change, and in any case up to the
 * parents of top (the root of a subtree a rotation rebuilt, which
 * always has two children: those the walk did not come from are
 * recomputed first) and of moved (a node that now stands where
 * another stood, or stood nothing): their parents' summaries
 * described the old occupant.  Either may be NULL.  A red-black
 * removal may rotate twice, the second top right below the first
 * (docs/design.md, "The red-black scheme", case D1): there the walk
 * goes on up to top's grandparent.  _rb_forced, bit i set: the ancestor
 * i + 1 levels above the node the walk is at is recomputed whatever aug
 * reports.
 */
#if TREE_BALANCE == TREE_RED_BLACK
#define _RB_TOP_FORCED			3
#else
#define _RB_TOP_FORCED			1
#endif
#define _RB_AUGMENT_WALK(type, field, aug, elm, top, moved)		\
	do {								\
		struct type *_rb_x = (elm), *_rb_done = NULL, *_rb_c;	\
		struct type *_rb_top = (top), *_rb_moved = (moved);	\
		int _rb_changed = 1, _rb_forced = 0;			\
									\
		if (_RB_NO_HOOK(aug(_rb_x)))				\
			break;						\
		for (; _rb_x != NULL;					\
		    _rb_x = _RB_PARENT(type, _rb_x, field)) {		\
			_rb_forced >>= 1;				\
			if (_rb_x == _rb_top) {				\
				_rb_c = _RB_LEFT(_rb_x, field);		\
				if (_rb_c != _rb_done)			\
					(void)(aug(_rb_c));		\
				_rb_c = _RB_RIGHT(_rb_x, field);	\
				if (_rb_c != _rb_done)			\
					(void)(aug(_rb_c));		\
				_rb_top = NULL;				\
				_rb_changed = 1;			\
				_rb_forced = _RB_TOP_FORCED;		\
			}						\
			if (_rb_x == _rb_moved) {			\
				_rb_moved = NULL;			\
				_rb_changed = 1;			\
				_rb_forced |= 1;			\
			}						\
			if (_rb_changed) {				\
				_rb_changed = (aug(_rb_x)) || _rb_forced; \
				_rb_done = _rb_x;			\
			} else if (_rb_top == NULL && _rb_moved == NULL) \
				break;					\
		}							\
	} while (0)

/*
 * Lockless readers of a cached head (RB_MIN_LOCKLESS,
 * RB_COUNT_LOCKLESS) need single-word atomic accesses: C11 atomics
 * in C11 and later, else the GCC/Clang __atomic builtins, else
 * volatile accesses, which are single loads and stores on the usual
 * machines but order nothing (see tree.3).
 */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L &&		\
    !defined(__STDC_NO_ATOMICS__) && !defined(__cplusplus)
#include <stdatomic.h>
#define _RB_ATOMIC(t)			_Atomic(t)
#define _RB_LOAD_ACQUIRE(p)						\
	atomic_load_explicit(p, memory_order_acquire)
#define _RB_LOAD_RELAXED(p)						\
	atomic_load_explicit(p, memory_order_relaxed)
#define _RB_STORE_RELEASE(p, v)						\
	atomic_store_explicit(p, v, memory_order_release)
#define _RB_STORE_RELAXED(p, v)						\
	atomic_store_explicit(p, v, memory_order_relaxed)
#elif defined(__GNUC__)
#define _RB_ATOMIC(t)			t
#define _RB_LOAD_ACQUIRE(p)		__atomic_load_n(p, __ATOMIC_ACQUIRE)
#define _RB_LOAD_RELAXED(p)		__atomic_load_n(p, __ATOMIC_RELAXED)
#define _RB_STORE_RELEASE(p, v)		__atomic_store_n(p, v, __ATOMIC_RELEASE)
#define _RB_STORE_RELAXED(p, v)		__atomic_store_n(p, v, __ATOMIC_RELAXED)
#else
#define _RB_ATOMIC(t)			t volatile
#define _RB_LOAD_ACQUIRE(p)		(*(p))
#define _RB_LOAD_RELAXED(p)		(*(p))
#define _RB_STORE_RELEASE(p, v)		(*(p) = (v))
#define _RB_STORE_RELAXED(p, v)		(*(p) = (v))
#endif
/*
 * RB_CACHE_LINE, if defined: bytes between the root and the cache.  Its
 * bits name the marks of its value (one setting per program, below).
 */
#ifdef RB_CACHE_LINE
#if RB_CACHE_LINE + 0 <= 8 || RB_CACHE_LINE + 0 > 4096
#error "tree.h: RB_CACHE_LINE must be a number of bytes above 8 and up to 4096"
#endif
#if ((RB_CACHE_LINE) >> 0) & 1
#define _RB_ON_RB_CACHE_LINE_bit0	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit0	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 1) & 1
#define _RB_ON_RB_CACHE_LINE_bit1	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit1	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 2) & 1
#define _RB_ON_RB_CACHE_LINE_bit2	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit2	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 3) & 1
#define _RB_ON_RB_CACHE_LINE_bit3	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit3	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 4) & 1
#define _RB_ON_RB_CACHE_LINE_bit4	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit4	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 5) & 1
#define _RB_ON_RB_CACHE_LINE_bit5	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit5	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 6) & 1
#define _RB_ON_RB_CACHE_LINE_bit6	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit6	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 7) & 1
#define _RB_ON_RB_CACHE_LINE_bit7	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit7	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 8) & 1
#define _RB_ON_RB_CACHE_LINE_bit8	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit8	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 9) & 1
#define _RB_ON_RB_CACHE_LINE_bit9	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit9	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 10) & 1
#define _RB_ON_RB_CACHE_LINE_bit10	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit10	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 11) & 1
#define _RB_ON_RB_CACHE_LINE_bit11	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit11	_RB_NOT_TLS
#endif
#if ((RB_CACHE_LINE) >> 12) & 1
#define _RB_ON_RB_CACHE_LINE_bit12	_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE_bit12	_RB_NOT_TLS
#endif
#define _RB_PROGRAM_CACHE_LINE_BITS					\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit0)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit1)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit2)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit3)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit4)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit5)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit6)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit7)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit8)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit9)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit10)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit11)				\
	_RB_PROGRAM_MARK(RB_CACHE_LINE_bit12)
#define _RB_SETTING_CACHE_LINE_BITS(name)				\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit0)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit1)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit2)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit3)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit4)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit5)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit6)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit7)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit8)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit9)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit10)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit11)			\
	_RB_SETTING_MARK(name, RB_CACHE_LINE_bit12)
#define _RB_CACHE_PAD(type)						\
	char rbh_pad[RB_CACHE_LINE - sizeof(struct type *)];
#else
#define _RB_PROGRAM_CACHE_LINE_BITS
#define _RB_SETTING_CACHE_LINE_BITS(name)
#define _RB_CACHE_PAD(type)
#endif

/*
 * A cached head also keeps the leftmost element and the element count
 * (RB_GENERATE_CACHED*).  Lockless readers touch only rbh_min and
 * rbh_count.  The writer stores the count on every insert and
 * remove, so a reader's line is invalidated whatever the layout:
 * the head stays three words unless RB_CACHE_LINE asks for padding.
 */
#define RB_HEAD_CACHED(name, type)					\
struct name {								\
	struct type *rbh_root;  /* root of the tree */			\
	_RB_CACHE_PAD(type)						\
	_RB_ATOMIC(struct type *) rbh_min;  /* leftmost element */	\
	_RB_ATOMIC(size_t) rbh_count;       /* number of elements */	\
}
/*
 * The readers of the cache reject a plain head with an error that
 * names the fix: in C a member array
 * tree_h_<macro>_needs_an_RB_HEAD_CACHED_head of negative size, in
 * C++ an incomplete template.  Neither evaluates head.
 */
#ifdef __cplusplus
extern "C++" {
template <bool> struct tree_h_needs_an_RB_HEAD_CACHED_head;
template <> struct tree_h_needs_an_RB_HEAD_CACHED_head<true> { };
}
#define _RB_CACHED_ONLY(head, macro)					\
	(static_cast<void>(sizeof(tree_h_needs_an_RB_HEAD_CACHED_head<	\
	    (sizeof(*(head)) >= 3 * sizeof(void *))>)))
#else
#define _RB_CACHED_ONLY(head, macro)					\
	((void)sizeof(struct {						\
		char tree_h_##macro##_needs_an_RB_HEAD_CACHED_head[	\
		    sizeof(*(head)) >= 3 * sizeof(void *) ? 1 : -1];	\
	}))
#endif
/*
 * They read the cache through struct _rb_cached_view, the layout of
 * every RB_HEAD_CACHED head (as struct _rb_links is that of every
 * RB_ENTRY, and may_alias for the same reason), not through head's
 * own members: on a plain head, which has no rbh_count, the error
 * above then stays the only one, with no "did you mean rbh_root?"
 * after it.  RB_MIN_LOCKLESS gives the element type where the
 * compiler has typeof, else void *.
 */
struct _rb_cached_view {
	_rb_ptr rbh_root;
	_RB_CACHE_PAD(_rb_cached_view)
	_RB_ATOMIC(_rb_ptr) rbh_min;
	_RB_ATOMIC(size_t) rbh_count;
} _RB_MAY_ALIAS;
#ifdef __cplusplus
#define _RB_CACHED_VIEW(head)						\
	(reinterpret_cast<struct _rb_cached_view *>(head))
#define _RB_ELM_OF(head, p)						\
	(static_cast<_RB_TYPEOF(RB_ROOT(head))>(p))
#else
#define _RB_CACHED_VIEW(head)						\
	((struct _rb_cached_view *)(void *)(head))
#endif
#if defined(_RB_TYPEOF) && !defined(__cplusplus)
#define _RB_ELM_OF(head, p)		((_RB_TYPEOF(RB_ROOT(head)))(p))
#elif !defined(__cplusplus)
#define _RB_ELM_OF(head, p)		(p)
#endif
#define RB_COUNT(name, head)						\
	(_RB_CACHED_ONLY(head, RB_COUNT),				\
	    _RB_LOAD_RELAXED(&_RB_CACHED_VIEW(head)->rbh_count))
#define RB_COUNT_LOCKLESS(name, head)					\
	(_RB_CACHED_ONLY(head, RB_COUNT_LOCKLESS),			\
	    _RB_LOAD_RELAXED(&_RB_CACHED_VIEW(head)->rbh_count))
#define RB_MIN_LOCKLESS(name, head)					\
	(_RB_CACHED_ONLY(head, RB_MIN_LOCKLESS), _RB_ELM_OF(head,	\
	    _RB_LOAD_ACQUIRE(&_RB_CACHED_VIEW(head)->rbh_min)))

/*
 * The steps where the two head kinds differ.  HEAD_CHECK rejects a
 * head of the other kind at compile time.  INSERTED runs once elm
 * is linked (leftmost: elm is the new leftmost); REMOVE and POP_MIN
 * name the shared removals of the head kind (_rb_remove_body,
 * _rb_pop_min_body; the cached ones keep the leftmost and the count);
 * COUNT and SET_COUNT read and set the count (the range operations);
 * CACHE_ERROR is RB_VALIDATE's check of the cache.
 */
#define _RB_PLAIN_HEAD_CHECK(name)					\
	_RB_STATIC_ASSERT(sizeof(struct name) == sizeof(void *),	\
	    an_RB_HEAD_CACHED_head_needs_RB_GENERATE_CACHED,		\
	    "tree.h: an RB_HEAD_CACHED head needs RB_GENERATE_CACHED*, " \
	    "not RB_GENERATE*")
#define _RB_PLAIN_INSERTED(head, elm, leftmost)	((void)(leftmost))
#define _RB_PLAIN_REMOVE		_rb_remove
#define _RB_PLAIN_POP_MIN		_rb_pop_min
#define _RB_PLAIN_IS_MIN(head, elm)	0
#define _RB_PLAIN_HAS_MIN		0
#define _RB_PLAIN_MIN(head)		NULL
#define _RB_PLAIN_SET_MIN(head, elm)	do { } while (0)
#define _RB_PLAIN_COUNT(head)		((size_t)0)
#define _RB_PLAIN_SET_COUNT(head, n)	((void)(n))
#define _RB_PLAIN_CACHE_ERROR(head, min, count)				\
	((void)(min), (const char *)NULL)
#define _RB_CACHED_HEAD_CHECK(name)					\
	_RB_STATIC_ASSERT(sizeof(struct name) >= 3 * sizeof(void *),	\
	    RB_GENERATE_CACHED_needs_an_RB_HEAD_CACHED_head,		\
	    "tree.h: RB_GENERATE_CACHED* needs an RB_HEAD_CACHED head")
#define _RB_CACHED_INSERTED(head, elm, leftmost)			\
	do {								\
		if (leftmost)						\
			_RB_STORE_RELEASE(&(head)->rbh_min, (elm));	\
		_RB_STORE_RELAXED(&(head)->rbh_count,			\
		    _RB_LOAD_RELAXED(&(head)->rbh_count) + 1);		\
	} while (0)
#define _RB_CACHED_REMOVE		_rb_remove_cached
#define _RB_CACHED_POP_MIN		_rb_pop_min_cached
#define _RB_CACHED_IS_MIN(head, elm)					\
	(_RB_LOAD_RELAXED(&(head)->rbh_min) == (elm))
#define _RB_CACHED_HAS_MIN		1
#define _RB_CACHED_MIN(head)		_RB_LOAD_RELAXED(&(head)->rbh_min)
#define _RB_CACHED_SET_MIN(head, elm)					\
	_RB_STORE_RELEASE(&(head)->rbh_min, (elm))
#define _RB_CACHED_COUNT(head)		_RB_LOAD_RELAXED(&(head)->rbh_count)
#define _RB_CACHED_SET_COUNT(head, n)					\
	_RB_STORE_RELAXED(&(head)->rbh_count, (n))
#define _RB_CACHED_CACHE_ERROR(head, min, count)			\
	(_RB_LOAD_RELAXED(&(head)->rbh_min) != (min) ?			\
	    "cache: the cached leftmost element is wrong" :		\
	    _RB_LOAD_RELAXED(&(head)->rbh_count) != (count) ?		\
	    "cache: the cached element count is wrong" : NULL)

#define RB_NEGINF			(-1)
#define RB_INF				(1)

#define RB_INSERT(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_INSERT)				\
	    name##_RB_INSERT(head, elm))
#define RB_INSERT_NEXT(name, head, elm, next)				\
	(_RB_AGREE_CALL(name##_RB_INSERT_NEXT)				\
	    name##_RB_INSERT_NEXT(head, elm, next))
#define RB_INSERT_PREV(name, head, elm, prev)				\
	(_RB_AGREE_CALL(name##_RB_INSERT_PREV)				\
	    name##_RB_INSERT_PREV(head, elm, prev))
#define RB_REMOVE(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_REMOVE)				\
	    name##_RB_REMOVE(head, elm))
#define RB_FIND(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_FIND)					\
	    name##_RB_FIND(head, elm))
#define RB_NFIND(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_NFIND)				\
	    name##_RB_NFIND(head, elm))
#define RB_PFIND(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_PFIND)				\
	    name##_RB_PFIND(head, elm))
#define RB_NEXT(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_NEXT)					\
	    name##_RB_NEXT(elm))
#define RB_PREV(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_PREV)					\
	    name##_RB_PREV(elm))
#define RB_MIN(name, head)						\
	(_RB_AGREE_CALL(name##_RB_MINMAX)				\
	    name##_RB_MINMAX(head, RB_NEGINF))
#define RB_MAX(name, head)						\
	(_RB_AGREE_CALL(name##_RB_MINMAX)				\
	    name##_RB_MINMAX(head, RB_INF))
#define RB_REINSERT(name, head, elm)					\
	(_RB_AGREE_CALL(name##_RB_REINSERT)				\
	    name##_RB_REINSERT(head, elm))
#define RB_POP_MIN(name, head)						\
	(_RB_AGREE_CALL(name##_RB_POP_MIN)				\
	    name##_RB_POP_MIN(head))
#define RB_REPLACE(name, head, old, new)				\
	(_RB_AGREE_CALL(name##_RB_REPLACE)				\
	    name##_RB_REPLACE(head, old, new))
#define RB_SPLIT(name, head, elm, right)				\
	(_RB_AGREE_CALL(name##_RB_SPLIT)				\
	    name##_RB_SPLIT(head, elm, right))
#define RB_JOIN(name, left, right)					\
	(_RB_AGREE_CALL(name##_RB_JOIN)					\
	    name##_RB_JOIN(left, right))
#define RB_BUILD(name, head, elms, n)					\
	(_RB_AGREE_CALL(name##_RB_BUILD)				\
	    name##_RB_BUILD(head, elms, n))
#define RB_REMOVE_RANGE(name, head, lo, hi, out)			\
	(_RB_AGREE_CALL(name##_RB_REMOVE_RANGE)				\
	    name##_RB_REMOVE_RANGE(head, lo, hi, out))
#define RB_UPDATE_AUGMENT_TREE(name, elm)	name##_RB_UPDATE_AUGMENT(elm)
#define RB_VALIDATE(name, head)						\
	(_RB_AGREE_CALL(name##_RB_VALIDATE)				\
	    name##_RB_VALIDATE(head))

#define RB_FOREACH(x, name, head)					\
	for ((x) = RB_MIN(name, head);					\
	    (x) != NULL;						\
	    (x) = name##_RB_NEXT(x))
#define RB_FOREACH_REVERSE(x, name, head)				\
	for ((x) = RB_MAX(name, head);					\
	    (x) != NULL;						\
	    (x) = name##_RB_PREV(x))
#define RB_FOREACH_SAFE(x, name, head, y)				\
	for ((x) = RB_MIN(name, head);					\
	    (x) != NULL && ((y) = name##_RB_NEXT(x), 1);		\
	    (x) = (y))
#define RB_FOREACH_REVERSE_SAFE(x, name, head, y)			\
	for ((x) = RB_MAX(name, head);					\
	    (x) != NULL && ((y) = name##_RB_PREV(x), 1);		\
	    (x) = (y))
#define RB_FOREACH_FROM(x, name, y)					\
	for ((x) = (y);							\
	    (x) != NULL && ((y) = name##_RB_NEXT(x), 1);		\
	    (x) = (y))
#define RB_FOREACH_REVERSE_FROM(x, name, y)				\
	for ((x) = (y);							\
	    (x) != NULL && ((y) = name##_RB_PREV(x), 1);		\
	    (x) = (y))
#define RB_FOREACH_POSTORDER(x, name, head, y)				\
	for ((x) = (_RB_AGREE_CALL(name##_RB_POSTORDER)			\
	    name##_RB_POSTORDER(head, NULL));				\
	    (x) != NULL &&						\
	    ((y) = name##_RB_POSTORDER(head, x), 1);			\
	    (x) = (y))
#define RB_PROTOTYPE_INSERT_COLOR(name, type, attr)			\
	attr struct type *name##_RB_INSERT_COLOR(struct name *,		\
	    struct type *, struct type *)
#define RB_PROTOTYPE_REMOVE_COLOR(name, type, attr)			\
	attr struct type *name##_RB_REMOVE_COLOR(struct name *,		\
	    struct type *, struct type *)
#define RB_PROTOTYPE_INSERT_FINISH(name, type, attr)			\
	attr struct type *name##_RB_INSERT_FINISH(struct name *,	\
	    struct type *, struct type **, struct type *)
#define RB_PROTOTYPE_INSERT(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_INSERT, attr)			\
	struct type *name##_RB_INSERT(struct name *, struct type *)
#define RB_PROTOTYPE_INSERT_NEXT(name, type, attr)			\
	_RB_AGREE_DECLARE(name##_RB_INSERT_NEXT, attr)			\
	struct type *name##_RB_INSERT_NEXT(struct name *,		\
	    struct type *, struct type *)
#define RB_PROTOTYPE_INSERT_PREV(name, type, attr)			\
	_RB_AGREE_DECLARE(name##_RB_INSERT_PREV, attr)			\
	struct type *name##_RB_INSERT_PREV(struct name *,		\
	    struct type *, struct type *)
#define RB_PROTOTYPE_REMOVE(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_REMOVE, attr)			\
	struct type *name##_RB_REMOVE(struct name *, struct type *)
#define RB_PROTOTYPE_FIND(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_FIND, attr)				\
	struct type *name##_RB_FIND(struct name *, struct type *)
#define RB_PROTOTYPE_NFIND(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_NFIND, attr)			\
	struct type *name##_RB_NFIND(struct name *, struct type *)
#define RB_PROTOTYPE_PFIND(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_PFIND, attr)			\
	struct type *name##_RB_PFIND(struct name *, struct type *)
#define RB_PROTOTYPE_NEXT(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_NEXT, attr)				\
	struct type *name##_RB_NEXT(struct type *)
#define RB_PROTOTYPE_PREV(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_PREV, attr)				\
	struct type *name##_RB_PREV(struct type *)
#define RB_PROTOTYPE_MINMAX(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_MINMAX, attr)			\
	struct type *name##_RB_MINMAX(struct name *, int)
#define RB_PROTOTYPE_REINSERT(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_REINSERT, attr)			\
	struct type *name##_RB_REINSERT(struct name *, struct type *)
#define RB_PROTOTYPE_POP_MIN(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_POP_MIN, attr)			\
	struct type *name##_RB_POP_MIN(struct name *)
#define RB_PROTOTYPE_SPLIT(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_SPLIT, attr)			\
	void name##_RB_SPLIT(struct name *, struct type *,		\
	    struct name *)
#define RB_PROTOTYPE_JOIN(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_JOIN, attr)				\
	void name##_RB_JOIN(struct name *, struct name *)
#define RB_PROTOTYPE_BUILD(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_BUILD, attr)			\
	void name##_RB_BUILD(struct name *, struct type **, size_t)
#define RB_PROTOTYPE_REMOVE_RANGE(name, type, attr)			\
	_RB_AGREE_DECLARE(name##_RB_REMOVE_RANGE, attr)			\
	void name##_RB_REMOVE_RANGE(struct name *, struct type *,	\
	    struct type *, struct name *)
#define RB_PROTOTYPE_REPLACE(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_REPLACE, attr)			\
	struct type *name##_RB_REPLACE(struct name *, struct type *,	\
	    struct type *)
#define RB_PROTOTYPE_POSTORDER(name, type, attr)			\
	_RB_AGREE_DECLARE(name##_RB_POSTORDER, attr)			\
	struct type *name##_RB_POSTORDER(struct name *, struct type *)
#define RB_PROTOTYPE_UPDATE_AUGMENT(name, type, attr)			\
	attr void name##_RB_UPDATE_AUGMENT(struct type *)
#define RB_PROTOTYPE_VALIDATE(name, type, attr)				\
	_RB_AGREE_DECLARE(name##_RB_VALIDATE, attr)			\
	const char *name##_RB_VALIDATE(struct name *)

#define RB_PROTOTYPE(name, type, field, cmp)				\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, )
#define RB_GENERATE(name, type, field, cmp)				\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	_RB_GENERATE_ALL(name, type, field, cmp, , RB_AUGMENT_CHECK,	\
	    _RB_PLAIN)
#define RB_PROTOTYPE_STATIC(name, type, field, cmp)			\
	_RB_PROGRAM_MARKS						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, static)
#define RB_GENERATE_STATIC(name, type, field, cmp)			\
	_RB_PROGRAM_MARKS						\
	_RB_GENERATE_ALL(name, type, field, cmp, static,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)
#define RB_PROTOTYPE_AUGMENT(name, type, field, cmp, aug)		\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, )
#define RB_GENERATE_AUGMENT(name, type, field, cmp, aug)		\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	_RB_GENERATE_ALL(name, type, field, cmp, , aug, _RB_PLAIN)
#define RB_PROTOTYPE_AUGMENT_STATIC(name, type, field, cmp, aug)	\
	_RB_PROGRAM_MARKS						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, static)
#define RB_GENERATE_AUGMENT_STATIC(name, type, field, cmp, aug)		\
	_RB_PROGRAM_MARKS						\
	_RB_GENERATE_ALL(name, type, field, cmp, static, aug,		\
	    _RB_PLAIN)
#define RB_PROTOTYPE_CACHED(name, type, field, cmp)			\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, )
#define RB_GENERATE_CACHED(name, type, field, cmp)			\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	_RB_GENERATE_ALL(name, type, field, cmp, , RB_AUGMENT_CHECK,	\
	    _RB_CACHED)
#define RB_PROTOTYPE_CACHED_STATIC(name, type, field, cmp)		\
	_RB_PROGRAM_MARKS						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, static)
#define RB_GENERATE_CACHED_STATIC(name, type, field, cmp)		\
	_RB_PROGRAM_MARKS						\
	_RB_GENERATE_ALL(name, type, field, cmp, static,		\
	    RB_AUGMENT_CHECK, _RB_CACHED)
#define RB_PROTOTYPE_CACHED_AUGMENT(name, type, field, cmp, aug)	\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, )
#define RB_GENERATE_CACHED_AUGMENT(name, type, field, cmp, aug)		\
	_RB_PROGRAM_MARKS						\
	_RB_SETTING_MARKS(name)						\
	_RB_GENERATE_ALL(name, type, field, cmp, , aug, _RB_CACHED)
#define RB_PROTOTYPE_CACHED_AUGMENT_STATIC(name, type, field, cmp, aug)	\
	_RB_PROGRAM_MARKS						\
	RB_PROTOTYPE_INTERNAL(name, type, field, cmp, static)
#define RB_GENERATE_CACHED_AUGMENT_STATIC(name, type, field, cmp, aug)	\
	_RB_PROGRAM_MARKS						\
	_RB_GENERATE_ALL(name, type, field, cmp, static, aug,		\
	    _RB_CACHED)
#define RB_PROTOTYPE_INTERNAL(name, type, field, cmp, attr)		\
	RB_PROTOTYPE_INSERT_COLOR(name, type, attr);			\
	RB_PROTOTYPE_REMOVE_COLOR(name, type, attr);			\
	RB_PROTOTYPE_INSERT_FINISH(name, type, attr);			\
	RB_PROTOTYPE_INSERT(name, type, attr);				\
	RB_PROTOTYPE_INSERT_NEXT(name, type, attr);			\
	RB_PROTOTYPE_INSERT_PREV(name, type, attr);			\
	RB_PROTOTYPE_REMOVE(name, type, attr);				\
	RB_PROTOTYPE_FIND(name, type, attr);				\
	RB_PROTOTYPE_NFIND(name, type, attr);				\
	RB_PROTOTYPE_PFIND(name, type, attr);				\
	RB_PROTOTYPE_NEXT(name, type, attr);				\
	RB_PROTOTYPE_PREV(name, type, attr);				\
	RB_PROTOTYPE_MINMAX(name, type, attr);				\
	RB_PROTOTYPE_REINSERT(name, type, attr);			\
	RB_PROTOTYPE_POP_MIN(name, type, attr);				\
	RB_PROTOTYPE_SPLIT(name, type, attr);				\
	RB_PROTOTYPE_JOIN(name, type, attr);				\
	RB_PROTOTYPE_BUILD(name, type, attr);				\
	RB_PROTOTYPE_REMOVE_RANGE(name, type, attr);			\
	RB_PROTOTYPE_REPLACE(name, type, attr);				\
	RB_PROTOTYPE_POSTORDER(name, type, attr);			\
	RB_PROTOTYPE_UPDATE_AUGMENT(name, type, attr);			\
	RB_PROTOTYPE_VALIDATE(name, type, attr);
#define RB_GENERATE_INTERNAL(name, type, field, cmp, attr)		\
	_RB_GENERATE_ALL(name, type, field, cmp, attr,			\
	    RB_AUGMENT_CHECK, _RB_PLAIN)
#define _RB_GENERATE_ALL(name, type, field, cmp, attr, aug, kind)	\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_INSERT_COLOR(name, type, field, cmp, attr, aug,	\
	    kind)							\
	_RB_GENERATE_REMOVE_COLOR(name, type, field, cmp, attr, aug,	\
	    kind)							\
	_RB_GENERATE_INSERT_FINISH(name, type, field, cmp, attr, aug,	\
	    kind)							\
	_RB_GENERATE_INSERT(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_INSERT_NEXT(name, type, field, cmp, attr, aug,	\
	    kind)							\
	_RB_GENERATE_INSERT_PREV(name, type, field, cmp, attr, aug,	\
	    kind)							\
	_RB_GENERATE_REMOVE(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_FIND(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_NFIND(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_PFIND(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_NEXT(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_PREV(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_MINMAX(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_REINSERT(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_POP_MIN(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_SPLIT(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_JOIN(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_BUILD(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_REMOVE_RANGE(name, type, field, cmp, attr, aug,	\
	    kind)							\
	_RB_GENERATE_REPLACE(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_POSTORDER(name, type, field, cmp, attr, aug, kind)	\
	_RB_GENERATE_UPDATE_AUGMENT(name, type, field, cmp, attr, aug,	\
	    kind)							\
	_RB_GENERATE_VALIDATE(name, type, field, cmp, attr, aug, kind)	\
	_RB_QUIET_END

/*
 * FreeBSD's RB_GENERATE_<op> may spread one tree over several files, each
 * with its own TREE_BALANCE, but the operations whose code depends on the
 * scheme must share one.  The generator of each such operation f defines,
 * for every other one g, a mark named after both and their schemes (f
 * before g in a fixed order): its own scheme for itself, the other for g
 * (_RB_BALANCE_MARK); with the roles exchanged when g comes first
 * (_RB_BALANCE_MARK_OF).  Files of one scheme define different names,
 * files of two schemes the same one, and the linker stops with "multiple
 * definition of NAME_RB_f_TREE_WEAK_AVL_RB_g_TREE_RED_BLACK_
 * need_one_TREE_BALANCE" (or the other way round).  A mark is an
 * initialized object, which no linker merges: with GNU C of size 0, in
 * read-only data (C++ gives a const object internal linkage, so there it
 * is writable); else one byte.  attr gives it the functions' linkage:
 * static functions are not checked across files.  Nothing declares a
 * mark, so clang's -Wmissing-variable-declarations (and gcc's, from 14)
 * is silenced around it.
 */
#if TREE_BALANCE == TREE_RED_BLACK
#define _RB_BALANCE_MARK(name, f, g, attr)				\
	_RB_BALANCE_MARK_NAMED(name##_RB_##f##_TREE_RED_BLACK_RB_##g##	\
	    _TREE_WEAK_AVL_need_one_TREE_BALANCE, attr)
#define _RB_BALANCE_MARK_OF(name, g, f, attr)				\
	_RB_BALANCE_MARK_NAMED(name##_RB_##g##_TREE_WEAK_AVL_RB_##f##	\
	    _TREE_RED_BLACK_need_one_TREE_BALANCE, attr)
#else
#define _RB_BALANCE_MARK(name, f, g, attr)				\
	_RB_BALANCE_MARK_NAMED(name##_RB_##f##_TREE_WEAK_AVL_RB_##g##	\
	    _TREE_RED_BLACK_need_one_TREE_BALANCE, attr)
#define _RB_BALANCE_MARK_OF(name, g, f, attr)				\
	_RB_BALANCE_MARK_NAMED(name##_RB_##g##_TREE_RED_BLACK_RB_##f##	\
	    _TREE_WEAK_AVL_need_one_TREE_BALANCE, attr)
#endif
#ifdef __cplusplus
#define _RB_MARK_CONST
#else
#define _RB_MARK_CONST			const
#endif
#if defined(__GNUC__)
__extension__ struct _rb_mark { };
#define _RB_BALANCE_MARK_NAMED(mark, attr)				\
	_RB_MARK_QUIET(__extension__ _RB_UNUSED attr _RB_MARK_CONST	\
	    struct _rb_mark mark = { };)
#else
struct _rb_mark {
	char	_rb_none;
};
#define _RB_BALANCE_MARK_NAMED(mark, attr)				\
	attr _RB_MARK_CONST struct _rb_mark mark = { 0 };
#endif
#if defined(__clang__)
#define _RB_MARK_QUIET(decl)						\
	_Pragma("clang diagnostic push")				\
	_Pragma(							\
	    "clang diagnostic ignored \"-Wmissing-variable-declarations\"") \
	decl								\
	_Pragma("clang diagnostic pop")
#elif defined(__GNUC__) && __GNUC__ >= 14
#define _RB_MARK_QUIET(decl)						\
	_Pragma("GCC diagnostic push")					\
	_Pragma(							\
	    "GCC diagnostic ignored \"-Wmissing-variable-declarations\"") \
	decl								\
	_Pragma("GCC diagnostic pop")
#else
#define _RB_MARK_QUIET(decl)		decl
#endif

/*
 * The settings that every file of a program must share, checked when
 * linking: TREE_BALANCE, RB_NO_LINK_STATE and RB_CACHE_LINE.  Every
 * RB_PROTOTYPE* and RB_GENERATE*, static ones and the balanced
 * per-operation generators included, defines per setting a weak mark
 * tree_h_one_<setting>_per_program, thread-local where the setting is
 * on (red-black; defined), and per bit of RB_CACHE_LINE's value
 * (_RB_PROGRAM_CACHE_LINE_BITS) one more, thread-local where the bit is set:
 * files that differ define one symbol both ways, and GNU ld (or gold)
 * stops with
 * "tree_h_one_RB_CACHE_LINE_per_program: TLS definition in a.o
 * mismatches non-TLS definition in b.o".  Nothing reads a mark.  These
 * marks are hidden: a shared library keeps its own, so that two
 * libraries, or a library and its program, may each have their
 * settings.  A file that differs on purpose (a benchmark of both
 * schemes; trees of its own, shared with no other file) defines
 * TREE_MIXED_BALANCE, RB_MIXED_LINK_STATE or RB_MIXED_CACHE_LINE before
 * the #include, and defines no mark for that setting.  The extern ones
 * also define name_RB_needs_one_<setting>, never left out, for the
 * files of one tree.
 *
 * C defines a mark by a tentative definition, which a file may repeat.
 * C++ has none: there a mark is assembler text that defines the same
 * symbol unless the file has already (.ifndef), so that C and C++ files
 * are checked against each other.  GNU C and C++ on ELF; lld merges the
 * two kinds silently, and so does LTO but gcc's of C files (which stops:
 * "is defined with tls model ...").
 */
#if defined(__GNUC__) && defined(__ELF__)
#if TREE_BALANCE == TREE_RED_BLACK
#define _RB_ON_TREE_BALANCE		_RB_TLS
#else
#define _RB_ON_TREE_BALANCE		_RB_NOT_TLS
#endif
#ifdef RB_NO_LINK_STATE
#define _RB_ON_RB_NO_LINK_STATE		_RB_TLS
#else
#define _RB_ON_RB_NO_LINK_STATE		_RB_NOT_TLS
#endif
#ifdef RB_CACHE_LINE
#define _RB_ON_RB_CACHE_LINE		_RB_TLS
#else
#define _RB_ON_RB_CACHE_LINE		_RB_NOT_TLS
#endif
#ifdef __cplusplus
#define _RB_MARK(mark, on, vis)		_RB_MARK_ASM(mark, on, vis)
#define _RB_MARK_ASM(mark, on, vis)					\
	__asm__(".ifndef " #mark "\n\t.pushsection " on##_ASM_SECTION	\
	    "\n\t.weak " #mark vis(mark) "\n\t.type " #mark ", \""	\
	    on##_ASM_TYPE "\"\n\t.size " #mark ", 1\n" #mark ":\n\t"	\
	    ".zero 1\n\t.popsection\n\t.endif");
#define _RB_TLS_ASM_SECTION		".tbss"
#define _RB_TLS_ASM_TYPE		"tls_object"
#define _RB_NOT_TLS_ASM_SECTION		".bss"
#define _RB_NOT_TLS_ASM_TYPE		"object"
#define _RB_HIDDEN			_RB_HIDDEN_ASM
#define _RB_HIDDEN_ASM(mark)		"\n\t.hidden " #mark
#define _RB_SETTING_QUIET(decl)		decl
#else
#define _RB_MARK(mark, on, vis)		_RB_MARK_C(mark, on, vis)
/*
 * The name passes through _RB_DECLARATOR: as a bare argument it draws
 * clang-tidy's bugprone-macro-parentheses, in parentheses clang's
 * -Wredundant-parens.
 */
#define _RB_MARK_C(mark, on, vis)					\
	__attribute__((__weak__ vis(mark))) on##_C char _RB_DECLARATOR(mark);
#define _RB_DECLARATOR(name)		name
#define _RB_TLS_C			__thread
#define _RB_NOT_TLS_C
#define _RB_HIDDEN(mark)		, __visibility__("hidden")
#if defined(__clang__)
#define _RB_SETTING_QUIET(decl)		_RB_MARK_QUIET(decl)
#else
#define _RB_SETTING_QUIET(decl)						\
	_Pragma("GCC diagnostic push")					\
	_Pragma("GCC diagnostic ignored \"-Wredundant-decls\"")		\
	_RB_MARK_QUIET(decl)						\
	_Pragma("GCC diagnostic pop")
#endif
#endif
#define _RB_VISIBLE(mark)
#define _RB_SETTING_MARK(name, setting)					\
	_RB_MARK(name##_RB_needs_one_##setting, _RB_ON_##setting,	\
	    _RB_VISIBLE)
#define _RB_SETTING_MARKS(name)						\
	_RB_SETTING_QUIET(_RB_SETTING_MARK(name, TREE_BALANCE)		\
	    _RB_SETTING_MARK(name, RB_NO_LINK_STATE)			\
	    _RB_SETTING_MARK(name, RB_CACHE_LINE)			\
	    _RB_SETTING_CACHE_LINE_BITS(name))
#define _RB_PROGRAM_MARK(setting)					\
	_RB_MARK(tree_h_one_##setting##_per_program, _RB_ON_##setting,	\
	    _RB_HIDDEN)
#ifdef TREE_MIXED_BALANCE
#define _RB_PROGRAM_TREE_BALANCE
#else
#define _RB_PROGRAM_TREE_BALANCE	_RB_PROGRAM_MARK(TREE_BALANCE)
#endif
#ifdef RB_MIXED_LINK_STATE
#define _RB_PROGRAM_RB_NO_LINK_STATE
#else
#define _RB_PROGRAM_RB_NO_LINK_STATE	_RB_PROGRAM_MARK(RB_NO_LINK_STATE)
#endif
#ifdef RB_MIXED_CACHE_LINE
#define _RB_PROGRAM_RB_CACHE_LINE
#else
#define _RB_PROGRAM_RB_CACHE_LINE					\
	_RB_PROGRAM_MARK(RB_CACHE_LINE) _RB_PROGRAM_CACHE_LINE_BITS
#endif
#define _RB_PROGRAM_MARKS						\
	_RB_SETTING_QUIET(_RB_PROGRAM_TREE_BALANCE			\
	    _RB_PROGRAM_RB_NO_LINK_STATE _RB_PROGRAM_RB_CACHE_LINE)
#else
#define _RB_SETTING_MARKS(name)
#define _RB_PROGRAM_MARKS
#endif

/*
 * FreeBSD's RB_GENERATE_<op>: a plain head and the global hooks.  Those of
 * the operations that compare nothing take no cmp: they pass _RB_NO_CMP,
 * which only the debug checks may call (it sets their _rb_nocmp), so
 * that a comparison elsewhere could not compile.
 */
#define RB_GENERATE_INSERT_COLOR(name, type, field, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_INSERT_COLOR(name, type, field, _RB_NO_CMP, attr,	\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK(name, INSERT_COLOR, REMOVE_COLOR, attr)	\
	_RB_BALANCE_MARK(name, INSERT_COLOR, INSERT_FINISH, attr)	\
	_RB_BALANCE_MARK(name, INSERT_COLOR, INSERT, attr)		\
	_RB_BALANCE_MARK(name, INSERT_COLOR, REMOVE, attr)		\
	_RB_BALANCE_MARK(name, INSERT_COLOR, POP_MIN, attr)		\
	_RB_BALANCE_MARK(name, INSERT_COLOR, SPLIT, attr)		\
	_RB_BALANCE_MARK(name, INSERT_COLOR, JOIN, attr)		\
	_RB_BALANCE_MARK(name, INSERT_COLOR, BUILD, attr)		\
	_RB_BALANCE_MARK(name, INSERT_COLOR, REMOVE_RANGE, attr)	\
	_RB_BALANCE_MARK(name, INSERT_COLOR, VALIDATE, attr)		\
	_RB_QUIET_END
#define RB_GENERATE_REMOVE_COLOR(name, type, field, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_REMOVE_COLOR(name, type, field, _RB_NO_CMP, attr,	\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, REMOVE_COLOR, attr)	\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, INSERT_FINISH, attr)	\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, INSERT, attr)		\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, REMOVE, attr)		\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, POP_MIN, attr)		\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, SPLIT, attr)		\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, JOIN, attr)		\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, BUILD, attr)		\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, REMOVE_RANGE, attr)	\
	_RB_BALANCE_MARK(name, REMOVE_COLOR, VALIDATE, attr)		\
	_RB_QUIET_END
#define RB_GENERATE_INSERT_FINISH(name, type, field, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_INSERT_FINISH(name, type, field, _RB_NO_CMP,	\
	    attr, RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, INSERT_FINISH, attr)	\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, INSERT_FINISH, attr)	\
	_RB_BALANCE_MARK(name, INSERT_FINISH, INSERT, attr)		\
	_RB_BALANCE_MARK(name, INSERT_FINISH, REMOVE, attr)		\
	_RB_BALANCE_MARK(name, INSERT_FINISH, POP_MIN, attr)		\
	_RB_BALANCE_MARK(name, INSERT_FINISH, SPLIT, attr)		\
	_RB_BALANCE_MARK(name, INSERT_FINISH, JOIN, attr)		\
	_RB_BALANCE_MARK(name, INSERT_FINISH, BUILD, attr)		\
	_RB_BALANCE_MARK(name, INSERT_FINISH, REMOVE_RANGE, attr)	\
	_RB_BALANCE_MARK(name, INSERT_FINISH, VALIDATE, attr)		\
	_RB_QUIET_END
#define RB_GENERATE_INSERT(name, type, field, cmp, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_INSERT(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, INSERT, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, INSERT, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, INSERT, attr)		\
	_RB_BALANCE_MARK(name, INSERT, REMOVE, attr)			\
	_RB_BALANCE_MARK(name, INSERT, POP_MIN, attr)			\
	_RB_BALANCE_MARK(name, INSERT, SPLIT, attr)			\
	_RB_BALANCE_MARK(name, INSERT, JOIN, attr)			\
	_RB_BALANCE_MARK(name, INSERT, BUILD, attr)			\
	_RB_BALANCE_MARK(name, INSERT, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK(name, INSERT, VALIDATE, attr)			\
	_RB_QUIET_END
#define RB_GENERATE_INSERT_NEXT(name, type, field, cmp, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_INSERT_NEXT(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_INSERT_PREV(name, type, field, cmp, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_INSERT_PREV(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_REMOVE(name, type, field, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_REMOVE(name, type, field, _RB_NO_CMP, attr,	\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, REMOVE, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, REMOVE, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, REMOVE, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT, REMOVE, attr)			\
	_RB_BALANCE_MARK(name, REMOVE, POP_MIN, attr)			\
	_RB_BALANCE_MARK(name, REMOVE, SPLIT, attr)			\
	_RB_BALANCE_MARK(name, REMOVE, JOIN, attr)			\
	_RB_BALANCE_MARK(name, REMOVE, BUILD, attr)			\
	_RB_BALANCE_MARK(name, REMOVE, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK(name, REMOVE, VALIDATE, attr)			\
	_RB_QUIET_END
#define RB_GENERATE_FIND(name, type, field, cmp, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_FIND(name, type, field, cmp, attr,			\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_NFIND(name, type, field, cmp, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_NFIND(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_PFIND(name, type, field, cmp, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_PFIND(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_NEXT(name, type, field, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_NEXT(name, type, field, _RB_NO_CMP, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_PREV(name, type, field, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_PREV(name, type, field, _RB_NO_CMP, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_MINMAX(name, type, field, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_MINMAX(name, type, field, _RB_NO_CMP, attr,	\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_REINSERT(name, type, field, cmp, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_REINSERT(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_POP_MIN(name, type, field, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_POP_MIN(name, type, field, _RB_NO_CMP, attr,	\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, POP_MIN, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, POP_MIN, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, POP_MIN, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT, POP_MIN, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE, POP_MIN, attr)		\
	_RB_BALANCE_MARK(name, POP_MIN, SPLIT, attr)			\
	_RB_BALANCE_MARK(name, POP_MIN, JOIN, attr)			\
	_RB_BALANCE_MARK(name, POP_MIN, BUILD, attr)			\
	_RB_BALANCE_MARK(name, POP_MIN, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK(name, POP_MIN, VALIDATE, attr)			\
	_RB_QUIET_END
#define RB_GENERATE_SPLIT(name, type, field, cmp, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_SPLIT(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, SPLIT, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, SPLIT, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, SPLIT, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT, SPLIT, attr)			\
	_RB_BALANCE_MARK_OF(name, REMOVE, SPLIT, attr)			\
	_RB_BALANCE_MARK_OF(name, POP_MIN, SPLIT, attr)			\
	_RB_BALANCE_MARK(name, SPLIT, JOIN, attr)			\
	_RB_BALANCE_MARK(name, SPLIT, BUILD, attr)			\
	_RB_BALANCE_MARK(name, SPLIT, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK(name, SPLIT, VALIDATE, attr)			\
	_RB_QUIET_END
#define RB_GENERATE_JOIN(name, type, field, cmp, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_JOIN(name, type, field, cmp, attr,			\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, JOIN, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, JOIN, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, JOIN, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT, JOIN, attr)			\
	_RB_BALANCE_MARK_OF(name, REMOVE, JOIN, attr)			\
	_RB_BALANCE_MARK_OF(name, POP_MIN, JOIN, attr)			\
	_RB_BALANCE_MARK_OF(name, SPLIT, JOIN, attr)			\
	_RB_BALANCE_MARK(name, JOIN, BUILD, attr)			\
	_RB_BALANCE_MARK(name, JOIN, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK(name, JOIN, VALIDATE, attr)			\
	_RB_QUIET_END
#define RB_GENERATE_BUILD(name, type, field, cmp, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_BUILD(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, BUILD, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, BUILD, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, BUILD, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT, BUILD, attr)			\
	_RB_BALANCE_MARK_OF(name, REMOVE, BUILD, attr)			\
	_RB_BALANCE_MARK_OF(name, POP_MIN, BUILD, attr)			\
	_RB_BALANCE_MARK_OF(name, SPLIT, BUILD, attr)			\
	_RB_BALANCE_MARK_OF(name, JOIN, BUILD, attr)			\
	_RB_BALANCE_MARK(name, BUILD, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK(name, BUILD, VALIDATE, attr)			\
	_RB_QUIET_END
#define RB_GENERATE_REMOVE_RANGE(name, type, field, cmp, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_REMOVE_RANGE(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, REMOVE_RANGE, attr)	\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, REMOVE_RANGE, attr)	\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, REMOVE_RANGE, attr)	\
	_RB_BALANCE_MARK_OF(name, INSERT, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK_OF(name, POP_MIN, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK_OF(name, SPLIT, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK_OF(name, JOIN, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK_OF(name, BUILD, REMOVE_RANGE, attr)		\
	_RB_BALANCE_MARK(name, REMOVE_RANGE, VALIDATE, attr)		\
	_RB_QUIET_END
#define RB_GENERATE_REPLACE(name, type, field, cmp, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_REPLACE(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_POSTORDER(name, type, field, attr)			\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_POSTORDER(name, type, field, _RB_NO_CMP, attr,	\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_UPDATE_AUGMENT(name, type, field, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_UPDATE_AUGMENT(name, type, field, _RB_NO_CMP,	\
	    attr, RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_QUIET_END
#define RB_GENERATE_VALIDATE(name, type, field, cmp, attr)		\
	_RB_QUIET_BEGIN							\
	_RB_GENERATE_VALIDATE(name, type, field, cmp, attr,		\
	    RB_AUGMENT_CHECK, _RB_PLAIN)				\
	_RB_PROGRAM_MARKS						\
	_RB_BALANCE_MARK_OF(name, INSERT_COLOR, VALIDATE, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_COLOR, VALIDATE, attr)		\
	_RB_BALANCE_MARK_OF(name, INSERT_FINISH, VALIDATE, attr)	\
	_RB_BALANCE_MARK_OF(name, INSERT, VALIDATE, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE, VALIDATE, attr)		\
	_RB_BALANCE_MARK_OF(name, POP_MIN, VALIDATE, attr)		\
	_RB_BALANCE_MARK_OF(name, SPLIT, VALIDATE, attr)		\
	_RB_BALANCE_MARK_OF(name, JOIN, VALIDATE, attr)			\
	_RB_BALANCE_MARK_OF(name, BUILD, VALIDATE, attr)		\
	_RB_BALANCE_MARK_OF(name, REMOVE_RANGE, VALIDATE, attr)		\
	_RB_QUIET_END

#if TREE_BALANCE == TREE_RED_BLACK
/*
 * The red-black walks (docs/design.md, "The red-black scheme").  Each
 * case is labelled as there (C0-C3 after an insertion, D1-D4 after a
 * removal) and drawn once, in its left-hand form; the right-hand code is
 * its mirror image, but for C2 and C3, one code for both sides (near: the
 * link of gpar that holds parent).  In the diagrams, (R) is red, (B)
 * black, (?) either, and capitals stand for subtrees the code does not
 * name.  Rule 1: no red node has a red child; rule 2: every path down
 * from a node to a NULL has the same number of black nodes.
 */
_RB_LOCAL_NOINLINE void *
_rb_insert_red(void *_rb_root, size_t _rb_off, void *_rb_parent,
    void *_rb_elm, uintptr_t _rb_up)
{
	void *_rb_gpar, *_rb_uncle, *_rb_b, *_rb_c;
	uintptr_t _rb_gup;
	size_t _rb_near, _rb_far;

	for (;;) {
		/*
		 * Loop invariant: elm is red and parent, elm's parent, is red
		 * too: the only broken rule is rule 1 between them.  up is
		 * parent's word: a red node's word is its parent pointer, gpar.
		 */
		_rb_gpar = (void *)_rb_up;
		if (_rb_gpar == NULL) {
			/*
			 * C0: parent is a red root: make it black.  Every path
			 * gains one black node, so rule 2 holds; rule 1 holds
			 * again, done.
			 */
			_RB_LINK_UP(_rb_parent, _rb_off) = _rb_up | _RB_BLACK;
			return (NULL);
		}
		_rb_gup = _RB_LINK_UP(_rb_gpar, _rb_off);
		_rb_uncle = _RB_LINK_RIGHT(_rb_gpar, _rb_off);
		if (_rb_uncle != _rb_parent) {
			if (!_RB_LINK_RED(_rb_uncle, _rb_off))
				goto _rb_rotate_on_left;
			/*
			 * C1: the uncle is red: parent and uncle become black,
			 * gpar red.  The black heights stay; gpar may now be a
			 * red child of a red node: go up two levels (the root
			 * stays black).
			 *
			 *        gpar (B)                   gpar (R)
			 *       /      \                   /      \
			 *  parent (R)  uncle (R)  ->  parent (B)  uncle (B)
			 *    /                          /
			 * elm (R)                    elm (R)
			 */
			_RB_LINK_UP(_rb_uncle, _rb_off) = _rb_up | _RB_BLACK;
		} else {
			_rb_uncle = _RB_LINK_LEFT(_rb_gpar, _rb_off);
			if (!_RB_LINK_RED(_rb_uncle, _rb_off))
				goto _rb_rotate_on_right;
			/* C1, mirrored. */
			_RB_LINK_UP(_rb_uncle, _rb_off) = _rb_up | _RB_BLACK;
		}
		_RB_LINK_UP(_rb_parent, _rb_off) = _rb_up | _RB_BLACK;
		_rb_elm = _rb_gpar;
		_rb_parent = _RB_LINK_PTR(_rb_gup);
		if (_rb_parent == NULL)
			return (NULL);
		_RB_LINK_UP(_rb_elm, _rb_off) = (uintptr_t)_rb_parent;
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
		if (_rb_up & _RB_BLACK)
			return (NULL);
	}
_rb_rotate_on_left:
	_rb_near = _rb_off;
	_rb_far = _rb_off + sizeof(_rb_ptr);
	goto _rb_rotate;
_rb_rotate_on_right:
	_rb_near = _rb_off + sizeof(_rb_ptr);
	_rb_far = _rb_off;
_rb_rotate:
	_rb_c = _RB_LINK_AT(_rb_parent, _rb_far);
	if (_rb_c == _rb_elm) {
		/*
		 * C2: the uncle is black (or NULL) and elm is parent's inner
		 * child: elm goes up first, and is the one C3 lifts.  One code
		 * serves both sides: near is the link of gpar that holds parent
		 * (the left one below), far the other.
		 *
		 *        gpar (B)                    gpar (B)
		 *       /      \                    /      \
		 *  parent (R)   U (B)  ->      elm (R)      U
		 *  /     \                     /     \
		 * A      elm (R)          parent (R)  c
		 *       /    \             /    \
		 *      b      c           A      b
		 */
		_rb_b = _RB_LINK_AT(_rb_elm, _rb_near);
		_RB_LINK_AT(_rb_parent, _rb_far) = _rb_b;
		if (_rb_b != NULL)
			_RB_LINK_UP(_rb_b, _rb_off) = (uintptr_t)_rb_parent |
			    _RB_BLACK;
		_RB_LINK_AT(_rb_elm, _rb_near) = _rb_parent;
		_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_elm;
		_rb_parent = _rb_elm;
		_rb_c = _RB_LINK_AT(_rb_parent, _rb_far);
	}
	/*
	 * C3: the uncle is black (or NULL), parent (after C2: elm) on the outer
	 * side: a rotation.  parent takes gpar's place and word, so it is
	 * black; gpar becomes its red child.  Rules 1 and 2 hold again, done.
	 *
	 *          gpar (B)                 parent (B)
	 *         /      \                  /      \
	 *    parent (R)   U (B)  ->    elm (R)     gpar (R)
	 *    /     \                               /    \
	 * elm (R)   c                             c      U
	 */
	_rb_gup = _RB_LINK_UP(_rb_gpar, _rb_off);
	_RB_LINK_AT(_rb_gpar, _rb_near) = _rb_c;
	if (_rb_c != NULL)
		_RB_LINK_UP(_rb_c, _rb_off) = (uintptr_t)_rb_gpar | _RB_BLACK;
	_RB_LINK_AT(_rb_parent, _rb_far) = _rb_gpar;
	_RB_LINK_UP(_rb_gpar, _rb_off) = (uintptr_t)_rb_parent;
	_RB_LINK_UP(_rb_parent, _rb_off) = _rb_gup;
	_RB_LINK_SWAP_CHILD(_rb_root, _RB_LINK_PTR(_rb_gup), _rb_gpar,
	    _rb_parent, _rb_off);
	return (_rb_parent);
}

_RB_LOCAL void *
_rb_insert_color(void *_rb_root, size_t _rb_off, void *_rb_parent,
    void *_rb_elm, uintptr_t _rb_side)
{
	uintptr_t _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);

	(void)_rb_side;
	if (_rb_up & _RB_BLACK)
		return (NULL);
	return (_rb_insert_red(_rb_root, _rb_off, _rb_parent, _rb_elm,
	    _rb_up));
}

_RB_LOCAL_INLINE void *
_rb_remove_color(void *_rb_root, size_t _rb_off, void *_rb_parent,
    void *_rb_elm, uintptr_t _rb_side)
{
	void *_rb_sib, *_rb_top = NULL, *_rb_c, *_rb_z;
	uintptr_t _rb_up;

	(void)_rb_side;
	_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	for (;;) {
		/*
		 * Loop invariant: elm (NULL: a black leaf was removed), a child
		 * of parent, is black and one black node short: every path
		 * through it has one black node less than the paths through its
		 * sibling sib (not NULL, since its black height is at least 1).
		 * Every other rule holds.  up is parent's word; once D1 has run
		 * it is parent's new word, not yet stored, and top the node D1
		 * lifted.
		 */
		_rb_sib = _RB_LINK_RIGHT(_rb_parent, _rb_off);
		if (_rb_sib != _rb_elm) {
			if (!(_RB_LINK_UP(_rb_sib, _rb_off) & _RB_BLACK)) {
				/*
				 * D1: sib is red, so parent and sib's children
				 * are black: rotate.  sib takes parent's place
				 * and word; parent becomes its red child (the
				 * word waits in up), and sib's black child c
				 * the new sibling, whose word every later case
				 * rewrites.  D2 then ends the walk at the red
				 * parent, or D3/D4 rotate once more.
				 *
				 *    parent (B)                     sib (B)
				 *    /     \                       /     \
				 * elm (B)  sib (R)    ->     parent (R)   D
				 *         /    \             /     \
				 *       c (B)   D          elm     c (B)
				 */
				_rb_c = _RB_LINK_LEFT(_rb_sib, _rb_off);
				_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_c;
				_RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_parent;
				_RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
				_RB_LINK_SWAP_CHILD(_rb_root,
				    _RB_LINK_PTR(_rb_up), _rb_parent,
				    _rb_sib, _rb_off);
				_rb_up = (uintptr_t)_rb_sib;
				_rb_top = _rb_sib;
				_rb_sib = _rb_c;
			}
			_rb_c = _RB_LINK_RIGHT(_rb_sib, _rb_off);
			if (_RB_LINK_RED(_rb_c, _rb_off))
				goto _rb_rotate_on_left;
			_rb_z = _RB_LINK_LEFT(_rb_sib, _rb_off);
			if (_RB_LINK_RED(_rb_z, _rb_off)) {
				/*
				 * D3: sib is black, its outer child c black (or
				 * NULL), its inner child z red: z goes up above
				 * sib, which becomes z's outer child, and D4
				 * lifts z.
				 *
				 *    parent (?)               parent (?)
				 *    /     \                  /     \
				 * elm (B)  sib (B)    ->    elm     z (R)
				 *         /    \                   /   \
				 *       z (R)   c (B)             b    sib (B)
				 *       /  \                           /   \
				 *      b    d                         d     c
				 */
				_rb_c = _RB_LINK_RIGHT(_rb_z, _rb_off);
				_RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_c;
				if (_rb_c != NULL)
					_RB_LINK_UP(_rb_c, _rb_off) =
					    (uintptr_t)_rb_sib | _RB_BLACK;
				_RB_LINK_RIGHT(_rb_z, _rb_off) = _rb_sib;
				_rb_c = _rb_sib;
				_rb_sib = _rb_z;
				goto _rb_rotate_on_left;
			}
			/*
			 * D2: sib is black and so are its children: sib becomes
			 * red, so sib's side is one black node short too.  A
			 * red parent becomes black: both sides regain it, done.
			 * A black parent is now short as a whole: go up.
			 *
			 *    parent (?)                   parent (?, then B)
			 *    /     \                      /     \
			 * elm (B)  sib (B)     ->      elm     sib (R)
			 *         /    \                       /    \
			 *        (B)   (B)                    (B)   (B)
			 */
			_RB_LINK_UP(_rb_sib, _rb_off) = (uintptr_t)_rb_parent;
			if (!(_rb_up & _RB_BLACK)) {
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up | _RB_BLACK;
				return (_rb_top);
			}
	} else {
		_rb_sib = _RB_LINK_LEFT(_rb_parent, _rb_off);
			if (!(_RB_LINK_UP(_rb_sib, _rb_off) & _RB_BLACK)) {
				/* D1, mirrored. */
				_rb_c = _RB_LINK_RIGHT(_rb_sib, _rb_off);
				_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_c;
				_RB_LINK_RIGHT(_rb_sib, _rb_off) = _rb_parent;
				_RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
				_RB_LINK_SWAP_CHILD(_rb_root,
				    _RB_LINK_PTR(_rb_up), _rb_parent,
				    _rb_sib, _rb_off);
				_rb_up = (uintptr_t)_rb_sib;
				_rb_top = _rb_sib;
				_rb_sib = _rb_c;
			}
			_rb_c = _RB_LINK_LEFT(_rb_sib, _rb_off);
			if (_RB_LINK_RED(_rb_c, _rb_off))
				goto _rb_rotate_on_right;
			_rb_z = _RB_LINK_RIGHT(_rb_sib, _rb_off);
			if (_RB_LINK_RED(_rb_z, _rb_off)) {
				/* D3, mirrored. */
				_rb_c = _RB_LINK_LEFT(_rb_z, _rb_off);
				_RB_LINK_RIGHT(_rb_sib, _rb_off) = _rb_c;
				if (_rb_c != NULL)
					_RB_LINK_UP(_rb_c, _rb_off) =
					    (uintptr_t)_rb_sib | _RB_BLACK;
				_RB_LINK_LEFT(_rb_z, _rb_off) = _rb_sib;
				_rb_c = _rb_sib;
				_rb_sib = _rb_z;
				goto _rb_rotate_on_right;
			}
			/* D2, mirrored. */
			_RB_LINK_UP(_rb_sib, _rb_off) = (uintptr_t)_rb_parent;
			if (!(_rb_up & _RB_BLACK)) {
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up | _RB_BLACK;
				return (_rb_top);
			}
		}
		_rb_elm = _rb_parent;
		_rb_parent = _RB_LINK_PTR(_rb_up);
		if (_rb_parent == NULL)
			return (NULL);
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	}
_rb_rotate_on_left:
	/*
	 * D4: sib is black and its outer child c red: rotate.  sib takes
	 * parent's place and word; parent and c become black.  elm's side gains
	 * a black node, c's side keeps its count.  Rules 1 and 2 hold again,
	 * done.
	 *
	 *    parent (?)                     sib (?)
	 *    /     \                       /     \
	 * elm (B)  sib (B)     ->     parent (B)  c (B)
	 *         /    \              /     \
	 *        z     c (R)        elm      z
	 */
	_rb_z = _RB_LINK_LEFT(_rb_sib, _rb_off);
	_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_z;
	if (_rb_z != NULL)
		_RB_LINK_SET_PARENT(_rb_z, _rb_parent, _rb_off);
	_RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_parent;
	_RB_LINK_UP(_rb_c, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
	_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
	_RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
	_RB_LINK_SWAP_CHILD(_rb_root, _RB_LINK_PTR(_rb_up),
	    _rb_parent, _rb_sib, _rb_off);
	return (_rb_sib);
_rb_rotate_on_right:
	/* D4, mirrored. */
	_rb_z = _RB_LINK_RIGHT(_rb_sib, _rb_off);
	_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_z;
	if (_rb_z != NULL)
		_RB_LINK_SET_PARENT(_rb_z, _rb_parent, _rb_off);
	_RB_LINK_RIGHT(_rb_sib, _rb_off) = _rb_parent;
	_RB_LINK_UP(_rb_c, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
	_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
	_RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
	_RB_LINK_SWAP_CHILD(_rb_root, _RB_LINK_PTR(_rb_up),
	    _rb_parent, _rb_sib, _rb_off);
	return (_rb_sib);
}

_RB_LOCAL_INLINE void *
_rb_remove_min_color(void *_rb_root, size_t _rb_off, void *_rb_parent,
    const void *_rb_elm)
{
	void *_rb_sib, *_rb_top = NULL, *_rb_c, *_rb_z;
	uintptr_t _rb_up;

	(void)_rb_elm;
	_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	_rb_sib = _RB_LINK_RIGHT(_rb_parent, _rb_off);
	for (;;) {
		/*
		 * Loop invariant: parent's left child elm (NULL: a black leaf
		 * was removed) is one black node short; every other rule holds.
		 * sib is parent's right child; up is parent's word.
		 */
		if (!(_RB_LINK_UP(_rb_sib, _rb_off) & _RB_BLACK)) {
			/* D1: see _rb_remove_color. */
			_rb_c = _RB_LINK_LEFT(_rb_sib, _rb_off);
			_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_c;
			_RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_parent;
			_RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
			_RB_LINK_SWAP_CHILD(_rb_root,
			    _RB_LINK_PTR(_rb_up), _rb_parent,
			    _rb_sib, _rb_off);
			_rb_up = (uintptr_t)_rb_sib;
			_rb_top = _rb_sib;
			_rb_sib = _rb_c;
		}
		_rb_c = _RB_LINK_RIGHT(_rb_sib, _rb_off);
		if (_RB_LINK_RED(_rb_c, _rb_off))
			goto _rb_rotate_on_left;
		_rb_z = _RB_LINK_LEFT(_rb_sib, _rb_off);
		if (_RB_LINK_RED(_rb_z, _rb_off)) {
			/* D3: see _rb_remove_color. */
			_rb_c = _RB_LINK_RIGHT(_rb_z, _rb_off);
			_RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_c;
			if (_rb_c != NULL)
				_RB_LINK_UP(_rb_c, _rb_off) =
				    (uintptr_t)_rb_sib | _RB_BLACK;
			_RB_LINK_RIGHT(_rb_z, _rb_off) = _rb_sib;
			_rb_c = _rb_sib;
			_rb_sib = _rb_z;
			goto _rb_rotate_on_left;
		}
		/* D2: see _rb_remove_color. */
		_RB_LINK_UP(_rb_sib, _rb_off) = (uintptr_t)_rb_parent;
		if (!(_rb_up & _RB_BLACK)) {
			_RB_LINK_UP(_rb_parent, _rb_off) =
			    _rb_up | _RB_BLACK;
			return (_rb_top);
		}
		_rb_parent = _RB_LINK_PTR(_rb_up);
		if (_rb_parent == NULL)
			return (NULL);
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
		_rb_sib = _RB_LINK_RIGHT(_rb_parent, _rb_off);
	}
_rb_rotate_on_left:
	/* D4: see _rb_remove_color. */
	_rb_z = _RB_LINK_LEFT(_rb_sib, _rb_off);
	_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_z;
	if (_rb_z != NULL)
		_RB_LINK_SET_PARENT(_rb_z, _rb_parent, _rb_off);
	_RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_parent;
	_RB_LINK_UP(_rb_c, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
	_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
	_RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
	_RB_LINK_SWAP_CHILD(_rb_root, _RB_LINK_PTR(_rb_up),
	    _rb_parent, _rb_sib, _rb_off);
	return (_rb_sib);
}

/*
 * REMOVE_COLOR for a caller that unlinked a node on its own, leaving elm
 * (maybe NULL) in its place below parent: link a stand-in there, an element
 * whose links are *links and whose only child is elm, and return it, for the
 * tree's own removal to take out (the walk is the removal's copy).  The
 * stand-in is black, so that a red elm becomes black, done, or the walk runs
 * from the empty place; red, with nothing to repair, when elm is NULL and
 * the removed leaf was red: then its sibling is NULL or a red leaf (a red
 * node has no child or two, so its left link tells).
 */
_RB_LOCAL void *
_rb_link_standin(void *_rb_parent, size_t _rb_off, void *_rb_elm,
    struct _rb_links *_rb_links)
{
	void *_rb_standin = _rb_links;
	void *_rb_sib = _RB_LINK_LEFT(_rb_parent, _rb_off);

	_RB_OPAQUE(_rb_standin);
	_rb_standin = (char *)_rb_standin - _rb_off;
	_RB_LINK_LEFT(_rb_standin, _rb_off) = NULL;
	_RB_LINK_RIGHT(_rb_standin, _rb_off) = _rb_elm;
	_RB_LINK_UP(_rb_standin, _rb_off) = (uintptr_t)_rb_parent | _RB_BLACK;
	if (_rb_sib == _rb_elm) {
		_rb_sib = _RB_LINK_RIGHT(_rb_parent, _rb_off);
		_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_standin;
	} else
		_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_standin;
	if (_rb_elm == NULL && (_rb_sib == NULL ||
	    (!(_RB_LINK_UP(_rb_sib, _rb_off) & _RB_BLACK) &&
	    _RB_LINK_LEFT(_rb_sib, _rb_off) == NULL)))
		_RB_LINK_UP(_rb_standin, _rb_off) = (uintptr_t)_rb_parent;
	return (_rb_standin);
}
#else
/*
 * The rebalancing walks (docs/design.md, "Insertion" and "Removal").  Each
 * case is labelled as there (I1-I3b after an insertion, R1'-R4b after a
 * removal) and drawn once, in its left-hand form; the right-hand code is
 * its mirror image.  In the diagrams, (r) is a rank, a number on an edge
 * its rank difference, d[b] a difference d that the bit still records as
 * b, and capitals stand for subtrees the code does not name.  Rule 1:
 * every rank difference is 1 or 2; rule 2: every leaf has rank 0.
 */
/*
 * The double rotation of I3b and R4b: z, an inner grandchild of
 * top, takes top's place, with top on its side whose bit is topside
 * and other on the other side; z's children go to them, each
 * keeping its rank difference; z's word becomes gword (top's parent
 * and z's new bits).  Returns z.
 */
_RB_LOCAL void *
_rb_rotate_double(void *_rb_root, size_t _rb_off, void *_rb_top,
    void *_rb_other, void *_rb_z, uintptr_t _rb_gword,
    uintptr_t _rb_topside)
{
	void *_rb_b, *_rb_c, *_rb_gpar = _RB_LINK_PTR(_rb_gword);
	uintptr_t _rb_zup = _RB_LINK_UP(_rb_z, _rb_off);

	if (_rb_topside == _RB_L2) {
		_rb_b = _RB_LINK_LEFT(_rb_z, _rb_off);
		_rb_c = _RB_LINK_RIGHT(_rb_z, _rb_off);
		_RB_LINK_RIGHT(_rb_top, _rb_off) = _rb_b;
		if (_rb_b != NULL)
			_RB_LINK_SET_PARENT(_rb_b, _rb_top, _rb_off);
		_RB_LINK_LEFT(_rb_other, _rb_off) = _rb_c;
		if (_rb_c != NULL)
			_RB_LINK_SET_PARENT(_rb_c, _rb_other, _rb_off);
		_RB_LINK_LEFT(_rb_z, _rb_off) = _rb_top;
		_RB_LINK_RIGHT(_rb_z, _rb_off) = _rb_other;
		_RB_LINK_UP(_rb_top, _rb_off) = (uintptr_t)_rb_z |
		    (_rb_zup & _RB_L2 ? _RB_R2 : 0);
		_RB_LINK_UP(_rb_other, _rb_off) = (uintptr_t)_rb_z |
		    (_rb_zup & _RB_R2 ? _RB_L2 : 0);
	} else {
		_rb_b = _RB_LINK_RIGHT(_rb_z, _rb_off);
		_rb_c = _RB_LINK_LEFT(_rb_z, _rb_off);
		_RB_LINK_LEFT(_rb_top, _rb_off) = _rb_b;
		if (_rb_b != NULL)
			_RB_LINK_SET_PARENT(_rb_b, _rb_top, _rb_off);
		_RB_LINK_RIGHT(_rb_other, _rb_off) = _rb_c;
		if (_rb_c != NULL)
			_RB_LINK_SET_PARENT(_rb_c, _rb_other, _rb_off);
		_RB_LINK_RIGHT(_rb_z, _rb_off) = _rb_top;
		_RB_LINK_LEFT(_rb_z, _rb_off) = _rb_other;
		_RB_LINK_UP(_rb_top, _rb_off) = (uintptr_t)_rb_z |
		    (_rb_zup & _RB_R2 ? _RB_L2 : 0);
		_RB_LINK_UP(_rb_other, _rb_off) = (uintptr_t)_rb_z |
		    (_rb_zup & _RB_L2 ? _RB_R2 : 0);
	}
	_RB_LINK_UP(_rb_z, _rb_off) = _rb_gword;
	_RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_top, _rb_z, _rb_off);
	return (_rb_z);
}

_RB_LOCAL void *
_rb_insert_color(void *_rb_root, size_t _rb_off, void *_rb_parent,
    void *_rb_elm, uintptr_t _rb_side)
{
	void *_rb_child, *_rb_gpar, *_rb_b;
	uintptr_t _rb_up, _rb_eup;

	/*
	 * The first step, at the new leaf's parent: I1 or I2 only, for either
	 * side.  A parent whose edge to the new leaf was a 1-edge (to NULL) had
	 * rank 0, so it was a 1,1 leaf and is 0,1 now.
	 */
	_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	if (_rb_up & _rb_side) {
		/* I1, either side. */
		_RB_LINK_UP(_rb_parent, _rb_off) = _rb_up ^ _rb_side;
		return (NULL);
	}
	/* I2, either side: parent's new word waits in eup. */
	_rb_eup = _rb_up | (_rb_side ^ _RB_BITS);
	for (;;) {
		/*
		 * Loop invariant: parent has just been promoted (I2) and eup is
		 * its new word, not yet stored: a rotation above it rebuilds
		 * it.  elm, parent's child on the side whose bit is side, is
		 * where the walk came from.  Every edge obeys both rules but
		 * parent's own, which is one shorter than its bit says.
		 */
		_rb_child = _rb_elm;
		_rb_elm = _rb_parent;
		_rb_parent = _RB_LINK_PTR(_rb_up);
		if (_rb_parent == NULL) {
			_RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
			return (NULL);
		}
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
		if (_rb_elm == _RB_LINK_LEFT(_rb_parent, _rb_off)) {
			if (_rb_up & _RB_L2) {
				/*
				 * I1: elm grew below a 2-edge, which is now a
				 * 1-edge: clear the bit (and store elm's word).
				 * Rule 1 holds again; done.
				 *
				 *    parent                 parent
				 * 1[2]/                   1/
				 *  elm          ->        elm
				 */
				_RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up ^ _RB_L2;
				return (NULL);
			}
			if (_rb_up & _RB_R2)
				goto _rb_rotate_on_left;
			/*
			 * I2: parent is 0,1: promote it.  It becomes 1,2, with
			 * its 1-edge to elm; its own edge may now be a 0-edge:
			 * go up.  Its new word waits in eup, elm's is stored.
			 *
			 *    parent (r)              parent (r+1)
			 * 0[1]/    \1      ->      1/      \2
			 *  elm                     elm
			 */
			_RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
			_rb_eup = _rb_up | _RB_R2;
			_rb_side = _RB_L2;
		} else {
			if (_rb_up & _RB_R2) {
				/* I1, mirrored. */
				_RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up ^ _RB_R2;
				return (NULL);
			}
			if (_rb_up & _RB_L2)
				goto _rb_rotate_on_right;
			/* I2, mirrored. */
			_RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
			_rb_eup = _rb_up | _RB_L2;
			_rb_side = _RB_R2;
		}
	}
_rb_rotate_on_left:
	/*
	 * I3: parent is 0,2: rotate, single (I3a) or double (I3b); rule 1 holds
	 * again, done.  elm was promoted by I2, so it is 1,2 with its 1-edge to
	 * child.
	 */
	_rb_gpar = _RB_LINK_PTR(_rb_up);
	if (_rb_side == _RB_L2) {
		/*
		 * I3a: child is elm's outer child: a single rotation.  elm
		 * takes parent's place and rank, parent drops one rank; both
		 * end 1,1.
		 *
		 *        parent (r)                 elm (r)
		 *     0[1]/    \2                 1/     \1
		 *    elm (r)    D      ->     child      parent (r-1)
		 *   1/   \2                             1/    \1
		 * child   b                             b      D
		 */
		_rb_b = _RB_LINK_RIGHT(_rb_elm, _rb_off);
		_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_b;
		if (_rb_b != NULL)
			_RB_LINK_SET_PARENT(_rb_b, _rb_parent, _rb_off);
		_RB_LINK_RIGHT(_rb_elm, _rb_off) = _rb_parent;
		_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_elm;
		_RB_LINK_UP(_rb_elm, _rb_off) = (uintptr_t)_rb_gpar;
		_RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_parent, _rb_elm,
		    _rb_off);
		return (_rb_elm);
	}
	/*
	 * I3b: child is elm's inner child: a double rotation.  child takes
	 * parent's place and rank, above elm and parent, both of rank r-1; b
	 * and c keep the difference they had below child.  child ends 1,1.
	 *
	 *      parent (r)                     child (r)
	 *   0[1]/    \2                     1/       \1
	 *  elm (r)    D      ->     elm (r-1)         parent (r-1)
	 * 2/   \1                   1/   \?          ?/    \1
	 * A   child (r-1)           A     b          c      D
	 *     ?/   \?
	 *     b     c
	 */
	return (_rb_rotate_double(_rb_root, _rb_off, _rb_parent, _rb_elm,
	    _rb_child, (uintptr_t)_rb_gpar, _RB_R2));
_rb_rotate_on_right:
	/* I3, mirrored. */
	_rb_gpar = _RB_LINK_PTR(_rb_up);
	if (_rb_side == _RB_R2) {
		/* I3a, mirrored. */
		_rb_b = _RB_LINK_LEFT(_rb_elm, _rb_off);
		_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_b;
		if (_rb_b != NULL)
			_RB_LINK_SET_PARENT(_rb_b, _rb_parent, _rb_off);
		_RB_LINK_LEFT(_rb_elm, _rb_off) = _rb_parent;
		_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_elm;
		_RB_LINK_UP(_rb_elm, _rb_off) = (uintptr_t)_rb_gpar;
		_RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_parent, _rb_elm,
		    _rb_off);
		return (_rb_elm);
	}
	/* I3b, mirrored. */
	return (_rb_rotate_double(_rb_root, _rb_off, _rb_parent, _rb_elm,
	    _rb_child, (uintptr_t)_rb_gpar, _RB_L2));
}

_RB_LOCAL_INLINE void *
_rb_remove_color(void *_rb_root, size_t _rb_off, void *_rb_parent,
    void *_rb_elm, uintptr_t _rb_side)
{
	void *_rb_left, *_rb_right, *_rb_gpar, *_rb_z, *_rb_c;
	uintptr_t _rb_up, _rb_sup;

	_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	if (_rb_elm == NULL && ((_rb_up ^ _rb_side) & _RB_BITS) == _RB_BITS) {
		/*
		 * R1': parent, of rank 1, lost its only child, a leaf, and is a
		 * 2,2 leaf, which rule 2 forbids: demote it to rank 0 (either
		 * side). Its own edge grew: go up.
		 *
		 *    parent (1)             parent (0)
		 * 2[1]/    \2      ->     1/      \1
		 * NULL     NULL           NULL    NULL
		 */
		_RB_LINK_UP(_rb_parent, _rb_off) = _rb_up & ~_RB_BITS;
		_rb_elm = _rb_parent;
		_rb_parent = _RB_LINK_PTR(_rb_up);
		if (_rb_parent == NULL)
			return (NULL);
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
		_rb_side = _rb_elm == _RB_LINK_LEFT(_rb_parent, _rb_off) ?
		    _RB_L2 : _RB_R2;
	}
	for (;;) {
		/*
		 * Loop invariant: the edge from parent down to elm (NULL: a
		 * leaf was removed), the one whose bit is side, is one longer
		 * than the bit says; every other edge obeys both rules.
		 */
		if (_rb_side == _RB_L2) {
			if (!(_rb_up & _RB_L2)) {
				/*
				 * R1: the 1-edge became a 2-edge: set the bit.
				 * Both rules hold again (R1' took the 2,2
				 * leaf); done.
				 *
				 *    parent                 parent
				 * 2[1]/                   2/
				 *  elm          ->        elm
				 */
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up | _RB_L2;
				return (NULL);
			}
			if (_rb_up & _RB_R2) {
				/*
				 * R2: a 3-edge, and parent's other edge is a
				 * 2-edge: demote parent, which becomes 2,1. Its
				 * own edge grew: go up.
				 *
				 *    parent (r)             parent (r-1)
				 * 3[2]/    \2      ->     2/      \1
				 *  elm      D             elm      D
				 */
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up ^ _RB_R2;
			} else {
				_rb_right = _RB_LINK_RIGHT(_rb_parent, _rb_off);
				_rb_sup = _RB_LINK_UP(_rb_right, _rb_off);
				if ((_rb_sup & _RB_BITS) != _RB_BITS)
					goto _rb_rotate_on_left;
				/*
				 * R3: a 3-edge, right is on a 1-edge and 2,2:
				 * demote both.  parent becomes 2,1, right 1,1.
				 * parent's edge grew: go up.
				 *
				 *    parent (r)                parent (r-1)
				 * 3[2]/    \1                2/      \1
				 *  elm    right (r-1)  ->   elm    right (r-2)
				 *        2/   \2                  1/   \1
				 *        C     D                  C     D
				 */
				_RB_LINK_UP(_rb_right, _rb_off) =
				    _rb_sup ^ _RB_BITS;
			}
		} else {
			if (!(_rb_up & _RB_R2)) {
				/* R1, mirrored. */
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up | _RB_R2;
				return (NULL);
			}
			if (_rb_up & _RB_L2) {
				/* R2, mirrored. */
				_RB_LINK_UP(_rb_parent, _rb_off) =
				    _rb_up ^ _RB_L2;
			} else {
				_rb_left = _RB_LINK_LEFT(_rb_parent, _rb_off);
				_rb_sup = _RB_LINK_UP(_rb_left, _rb_off);
				if ((_rb_sup & _RB_BITS) != _RB_BITS)
					goto _rb_rotate_on_right;
				/* R3, mirrored. */
				_RB_LINK_UP(_rb_left, _rb_off) =
				    _rb_sup ^ _RB_BITS;
			}
		}
		_rb_elm = _rb_parent;
		_rb_parent = _RB_LINK_PTR(_rb_up);
		if (_rb_parent == NULL)
			return (NULL);
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
		_rb_side = _rb_elm == _RB_LINK_LEFT(_rb_parent, _rb_off) ?
		    _RB_L2 : _RB_R2;
	}
_rb_rotate_on_left:
	/*
	 * R4: a 3-edge, right is on a 1-edge and not 2,2: rotate, single (R4a)
	 * or double (R4b); rule 1 holds again, done.
	 */
	_rb_gpar = _RB_LINK_PTR(_rb_up);
	if (!(_rb_sup & _RB_R2)) {
		/*
		 * R4a: right's outer edge is a 1-edge: a single rotation.
		 * right takes parent's place and rank, parent drops one rank.
		 * When c is NULL (rank -1, so r is 2 and elm, of rank r-3, is
		 * NULL too), parent would be a 2,2 leaf: it drops to rank 0
		 * (1,1) instead, and right ends 2,2.
		 *
		 *    parent (r)                       right (r)
		 * 3[2]/    \1                       1/      \2
		 *  elm    right (r-1)   ->   parent (r-1)    D
		 *        ?/   \1             2/    \?
		 *        c     D             elm    c
		 */
		_rb_c = _RB_LINK_LEFT(_rb_right, _rb_off);
		_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_c;
		if (_rb_c != NULL)
			_RB_LINK_SET_PARENT(_rb_c, _rb_parent, _rb_off);
		_RB_LINK_LEFT(_rb_right, _rb_off) = _rb_parent;
		if (_rb_c == NULL) {
			_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_right;
			_RB_LINK_UP(_rb_right, _rb_off) =
			    (uintptr_t)_rb_gpar | _RB_BITS;
		} else {
			_RB_LINK_UP(_rb_parent, _rb_off) =
			    (uintptr_t)_rb_right | _RB_L2 |
			    (_rb_sup & _RB_L2 ? _RB_R2 : 0);
			_RB_LINK_UP(_rb_right, _rb_off) =
			    (uintptr_t)_rb_gpar | _RB_R2;
		}
		_RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_parent, _rb_right,
		    _rb_off);
		return (_rb_right);
	}
	/*
	 * R4b: right's outer edge is a 2-edge, so its inner child z is on a
	 * 1-edge: a double rotation.  z takes parent's place and rank, above
	 * parent and right, both of rank r-2; b and c keep the difference they
	 * had below z.  z ends 2,2.
	 *
	 *    parent (r)                           z (r)
	 * 3[2]/    \1                           2/      \2
	 *  elm    right (r-1)   ->   parent (r-2)        right (r-2)
	 *        1/   \2             1/    \?          ?/    \1
	 *    z (r-2)   D             elm    b          c      D
	 *    ?/   \?
	 *    b     c
	 */
	_rb_z = _RB_LINK_LEFT(_rb_right, _rb_off);
	return (_rb_rotate_double(_rb_root, _rb_off, _rb_parent, _rb_right,
	    _rb_z, (uintptr_t)_rb_gpar | _RB_BITS, _RB_L2));
_rb_rotate_on_right:
	/* R4, mirrored. */
	_rb_gpar = _RB_LINK_PTR(_rb_up);
	if (!(_rb_sup & _RB_L2)) {
		/* R4a, mirrored. */
		_rb_c = _RB_LINK_RIGHT(_rb_left, _rb_off);
		_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_c;
		if (_rb_c != NULL)
			_RB_LINK_SET_PARENT(_rb_c, _rb_parent, _rb_off);
		_RB_LINK_RIGHT(_rb_left, _rb_off) = _rb_parent;
		if (_rb_c == NULL) {
			_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_left;
			_RB_LINK_UP(_rb_left, _rb_off) =
			    (uintptr_t)_rb_gpar | _RB_BITS;
		} else {
			_RB_LINK_UP(_rb_parent, _rb_off) =
			    (uintptr_t)_rb_left | _RB_R2 |
			    (_rb_sup & _RB_R2 ? _RB_L2 : 0);
			_RB_LINK_UP(_rb_left, _rb_off) =
			    (uintptr_t)_rb_gpar | _RB_L2;
		}
		_RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_parent, _rb_left,
		    _rb_off);
		return (_rb_left);
	}
	/* R4b, mirrored. */
	_rb_z = _RB_LINK_RIGHT(_rb_left, _rb_off);
	return (_rb_rotate_double(_rb_root, _rb_off, _rb_parent, _rb_left,
	    _rb_z, (uintptr_t)_rb_gpar | _RB_BITS, _RB_R2));
}

/*
 * REMOVE_COLOR for a caller that unlinked a node on its own, leaving elm
 * (maybe NULL) in its place below parent: link a stand-in there, an element
 * whose links are *links and whose only child is elm, and return it, for the
 * tree's own removal to take out (the walk is the removal's copy).  Its side
 * is elm's; elm NULL and parent childless: the leaf hung on the 1-edge, the
 * side whose bit is clear.
 */
_RB_LOCAL void *
_rb_link_standin(void *_rb_parent, size_t _rb_off, void *_rb_elm,
    struct _rb_links *_rb_links)
{
	void *_rb_standin = _rb_links;

	_RB_OPAQUE(_rb_standin);
	_rb_standin = (char *)_rb_standin - _rb_off;
	_RB_LINK_LEFT(_rb_standin, _rb_off) = NULL;
	_RB_LINK_RIGHT(_rb_standin, _rb_off) = _rb_elm;
	_RB_LINK_UP(_rb_standin, _rb_off) = (uintptr_t)_rb_parent;
	if (_rb_elm == _RB_LINK_LEFT(_rb_parent, _rb_off) && (_rb_elm != NULL ||
	    _RB_LINK_RIGHT(_rb_parent, _rb_off) != NULL ||
	    (_RB_LINK_UP(_rb_parent, _rb_off) & _RB_BITS) == _RB_R2))
		_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_standin;
	else
		_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_standin;
	return (_rb_standin);
}

_RB_LOCAL_INLINE void *
_rb_remove_min_color(void *_rb_root, size_t _rb_off, void *_rb_parent,
    const void *_rb_elm)
{
	void *_rb_right, *_rb_gpar, *_rb_z, *_rb_c;
	uintptr_t _rb_up, _rb_sup;

	_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	if (_rb_elm == NULL && (_rb_up & _RB_BITS) == _RB_R2) {
		/* R1': see _rb_remove_color. */
		_RB_LINK_UP(_rb_parent, _rb_off) = _rb_up & ~_RB_BITS;
		_rb_parent = _RB_LINK_PTR(_rb_up);
		if (_rb_parent == NULL)
			return (NULL);
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	}
	for (;;) {
		/*
		 * Loop invariant: parent's left edge, down to elm (NULL: a leaf
		 * was removed), is one longer than its bit says; every other
		 * edge obeys both rules.
		 */
		if (!(_rb_up & _RB_L2)) {
			/* R1: see _rb_remove_color. */
			_RB_LINK_UP(_rb_parent, _rb_off) =
			    _rb_up | _RB_L2;
			return (NULL);
		}
		if (_rb_up & _RB_R2) {
			/* R2: see _rb_remove_color. */
			_RB_LINK_UP(_rb_parent, _rb_off) =
			    _rb_up ^ _RB_R2;
		} else {
			_rb_right = _RB_LINK_RIGHT(_rb_parent, _rb_off);
			_rb_sup = _RB_LINK_UP(_rb_right, _rb_off);
			if ((_rb_sup & _RB_BITS) != _RB_BITS)
				goto _rb_rotate_on_left;
			/* R3: see _rb_remove_color. */
			_RB_LINK_UP(_rb_right, _rb_off) =
			    _rb_sup ^ _RB_BITS;
		}
		_rb_parent = _RB_LINK_PTR(_rb_up);
		if (_rb_parent == NULL)
			return (NULL);
		_rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
	}
_rb_rotate_on_left:
	/* R4: see _rb_remove_color. */
	_rb_gpar = _RB_LINK_PTR(_rb_up);
	if (!(_rb_sup & _RB_R2)) {
		/* R4a: see _rb_remove_color. */
		_rb_c = _RB_LINK_LEFT(_rb_right, _rb_off);
		_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_c;
		if (_rb_c != NULL)
			_RB_LINK_SET_PARENT(_rb_c, _rb_parent, _rb_off);
		_RB_LINK_LEFT(_rb_right, _rb_off) = _rb_parent;
		if (_rb_c == NULL) {
			_RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_right;
			_RB_LINK_UP(_rb_right, _rb_off) =
			    (uintptr_t)_rb_gpar | _RB_BITS;
		} else {
			_RB_LINK_UP(_rb_parent, _rb_off) =
			    (uintptr_t)_rb_right | _RB_L2 |
			    (_rb_sup & _RB_L2 ? _RB_R2 : 0);
			_RB_LINK_UP(_rb_right, _rb_off) =
			    (uintptr_t)_rb_gpar | _RB_R2;
		}
		_RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_parent, _rb_right,
		    _rb_off);
		return (_rb_right);
	}
	/* R4b: see _rb_remove_color. */
	_rb_z = _RB_LINK_LEFT(_rb_right, _rb_off);
	return (_rb_rotate_double(_rb_root, _rb_off, _rb_parent, _rb_right,
	    _rb_z, (uintptr_t)_rb_gpar | _RB_BITS, _RB_L2));
}

#endif /* TREE_BALANCE */
/*
 * INSERT_COLOR for a caller that linked elm on its own: learn its side
 * first (weak AVL; the red-black walk learns it where it rotates).
 */
_RB_LOCAL void *
_rb_insert_color_any(void *_rb_root, size_t _rb_off, void *_rb_parent,
    void *_rb_elm)
{
#if TREE_BALANCE == TREE_RED_BLACK
	return (_rb_insert_color(_rb_root, _rb_off, _rb_parent, _rb_elm, 0));
#else
	return (_rb_insert_color(_rb_root, _rb_off, _rb_parent, _rb_elm,
	    _rb_elm == _RB_LINK_LEFT(_rb_parent, _rb_off) ? _RB_L2 : _RB_R2));
#endif
}

/*
 * The rank of a child of a node of rank rank whose word is up, on the
 * side whose bit is side; red-black: the black height of either child
 * (each counts the node itself, as _RB_LINK_RANK does); and the other
 * way, the rank of the node from its child's.  An empty tree has rank
 * _RB_EMPTY_RANK.
 */
#if TREE_BALANCE == TREE_RED_BLACK
#define _RB_EMPTY_RANK			0
#define _RB_CHILD_RANK(up, side, rank)					\
	((void)(side), (rank) - (int)((up) & _RB_BLACK))
#define _RB_PARENT_RANK(up, side, rank)					\
	((void)(side), (rank) + (int)((up) & _RB_BLACK))
#else
#define _RB_EMPTY_RANK			(-1)
#define _RB_CHILD_RANK(up, side, rank)					\
	((rank) - ((up) & (side) ? 2 : 1))
#define _RB_PARENT_RANK(up, side, rank)					\
	((rank) + ((up) & (side) ? 2 : 1))
#endif

/*
 * RB_REMOVE_RANGE removes a range of this many elements at most one by
 * one, and builds them into the out head: below, two splits and a join
 * cost more than the removals.
 */
#define _RB_RANGE_SHORT			32

_RB_LOCAL void *_rb_join(void *, size_t, void *, int, void *, void *, int,
    int *);

/*
 * The join of the split's walk (and of _rb_join): the tree a at *treep,
 * of rank ra at *rankp (red-black: black height, 0 when empty), joins k
 * and k's child s, of rank rs, on k's side whose link is not at byte
 * offset out (s's parent is k); the link at out leads towards a, on the
 * other side of k's key.  The result and its rank are stored at treep
 * and rankp.  Where the two ranks are close, k goes on top of both.
 * Where s is taller, k takes the place of c, the node of s's inner spine
 * (the links at out) that is as high as a (weak AVL: of rank ra or
 * ra + 1; red-black: black, of black height ra), with c and a as its
 * children: k is then the root of a valid subtree whose edge from above
 * is one too short (weak AVL) or a red node below a maybe red parent
 * (red-black), the state the insertion's walk repairs.  Weak AVL: a is
 * never taller by two, since in the split it comes from the subtree of
 * k's other child, whose rank is at most one above rs.  Red-black: where
 * a is taller, _rb_join takes a's spine.  Inlined in the walk, out is a
 * constant.  Returns the node a rotation put on top, or NULL.
 * O(|ra - rs| + 1).
 */
_RB_LOCAL_INLINE void *
_rb_join_into(void *_rb_treep, int *_rb_rankp, size_t _rb_off,
    size_t _rb_out, void *_rb_s, int _rb_rs, void *_rb_k)
{
	void *_rb_a = *(_rb_ptr *)_rb_treep, *_rb_c, *_rb_p, *_rb_t;
	size_t _rb_in = 2 * _rb_off + sizeof(_rb_ptr) - _rb_out;
	uintptr_t _rb_outbit = _rb_out == _rb_off ? _RB_L2 : _RB_R2, _rb_pup;
	int _rb_ra = *_rb_rankp, _rb_rc;
#if TREE_BALANCE == TREE_RED_BLACK
	int _rb_red;

	if (_rb_ra != _rb_rs) {
		/*
		 * Both roots black, each one higher if it was red.  s is not
		 * NULL: a tree a built below a NULL s is empty too.
		 */
		if (!(_RB_LINK_UP(_rb_s, _rb_off) & _RB_BLACK)) {
			_RB_LINK_UP(_rb_s, _rb_off) |= _RB_BLACK;
			_rb_rs++;
		}
		if (_RB_LINK_RED(_rb_a, _rb_off)) {
			_RB_LINK_UP(_rb_a, _rb_off) |= _RB_BLACK;
			_rb_ra++;
		}
	}
	if (_rb_ra > _rb_rs) {
		/* a is the taller: _rb_join takes its spine. */
		_rb_p = _rb_outbit == _RB_L2 ?
		    _rb_join(&_rb_t, _rb_off, _rb_a, _rb_ra, _rb_k, _rb_s,
		    _rb_rs, &_rb_rc) :
		    _rb_join(&_rb_t, _rb_off, _rb_s, _rb_rs, _rb_k, _rb_a,
		    _rb_ra, &_rb_rc);
		*(_rb_ptr *)_rb_treep = _rb_t;
		*_rb_rankp = _rb_rc;
		return (_rb_p);
	}
	if (_rb_ra == _rb_rs) {
#else
	uintptr_t _rb_sup;

	if (_rb_ra >= _rb_rs - 1) {
#endif
		/* k on top of both. */
		_RB_LINK_AT(_rb_k, _rb_out) = _rb_a;
		if (_rb_a != NULL)
			_RB_LINK_SET_PARENT(_rb_a, _rb_k, _rb_off);
#if TREE_BALANCE == TREE_RED_BLACK
		/* Red above two black roots, else black, one higher. */
		_rb_red = !_RB_LINK_RED(_rb_s, _rb_off) &&
		    !_RB_LINK_RED(_rb_a, _rb_off);
		_RB_LINK_UP(_rb_k, _rb_off) = _rb_red ? 0 : _RB_BLACK;
		*_rb_rankp = _rb_rs + !_rb_red;
#else
		/* One rank above the taller, a 2-edge to a lower one. */
		_RB_LINK_UP(_rb_k, _rb_off) = _rb_ra < _rb_rs ? _rb_outbit :
		    _rb_ra > _rb_rs ? _rb_outbit ^ _RB_BITS : 0;
		*_rb_rankp = (_rb_ra > _rb_rs ? _rb_ra : _rb_rs) + 1;
#endif
		*(_rb_ptr *)_rb_treep = _rb_k;
		return (NULL);
	}
	/* Down s's inner spine to c; s is the root now. */
	_RB_LINK_UP(_rb_s, _rb_off) &= _RB_BITS;
	_rb_c = _rb_s;
	_rb_rc = _rb_rs;
	do {
		_rb_p = _rb_c;
		_rb_pup = _RB_LINK_UP(_rb_p, _rb_off);
		_rb_rc = _RB_CHILD_RANK(_rb_pup, _rb_outbit, _rb_rc);
		_rb_c = _RB_LINK_AT(_rb_p, _rb_out);
#if TREE_BALANCE == TREE_RED_BLACK
	} while (_rb_rc != _rb_ra || _RB_LINK_RED(_rb_c, _rb_off));
#else
	} while (_rb_rc > _rb_ra + 1);
#endif
	_RB_LINK_AT(_rb_k, _rb_in) = _rb_c;
	_RB_LINK_AT(_rb_k, _rb_out) = _rb_a;
	_RB_LINK_AT(_rb_p, _rb_out) = _rb_k;
	if (_rb_c != NULL)
		_RB_LINK_SET_PARENT(_rb_c, _rb_k, _rb_off);
	if (_rb_a != NULL)
		_RB_LINK_SET_PARENT(_rb_a, _rb_k, _rb_off);
	*(_rb_ptr *)_rb_treep = _rb_s;
	*_rb_rankp = _rb_rs;
#if TREE_BALANCE == TREE_RED_BLACK
	/* k red: below a black p, done. */
	_RB_LINK_UP(_rb_k, _rb_off) = (uintptr_t)_rb_p;
	if (_rb_pup & _RB_BLACK)
		return (NULL);
	/* Else the walk; it may make both children of s black (C1). */
	_rb_c = _RB_LINK_AT(_rb_s, _rb_in);
	_rb_red = _RB_LINK_RED(_rb_c, _rb_off);
	_rb_t = _rb_s;
	_rb_p = _rb_insert_red(&_rb_t, _rb_off, _rb_p, _rb_k, _rb_pup);
	*(_rb_ptr *)_rb_treep = _rb_t;
	*_rb_rankp += _rb_t == _rb_s && _rb_red &&
	    (_RB_LINK_UP(_rb_c, _rb_off) & _RB_BLACK);
#else
	/* k, of rank ra + 1 (1,1) or ra + 2 (1,2): below a 2-edge, I1. */
	_RB_LINK_UP(_rb_k, _rb_off) = (uintptr_t)_rb_p |
	    (_rb_rc > _rb_ra ? _rb_outbit : 0);
	if (_rb_pup & _rb_outbit) {
		_RB_LINK_UP(_rb_p, _rb_off) = _rb_pup ^ _rb_outbit;
		return (NULL);
	}
	/*
	 * Else k, taken as of c's rank with a 0-edge to c, is promoted by
	 * the walk's first step (I2), then the walk goes on at p; s, if
	 * still the root, may have been promoted: its outer edge tells.
	 */
	_RB_LINK_UP(_rb_k, _rb_off) = (uintptr_t)_rb_p;
	_rb_sup = _RB_LINK_UP(_rb_s, _rb_off);
	_rb_t = _rb_s;
	_rb_p = _rb_insert_color(&_rb_t, _rb_off, _rb_k, _rb_c,
	    _rb_outbit ^ _RB_BITS);
	*(_rb_ptr *)_rb_treep = _rb_t;
	if (_rb_t == _rb_s)
		*_rb_rankp = _RB_CHILD_RANK(_rb_sup, _rb_outbit ^ _RB_BITS,
		    _rb_rs) + (_RB_LINK_UP(_rb_s, _rb_off) &
		    (_rb_outbit ^ _RB_BITS) ? 2 : 1);
#endif
	return (_rb_p);
}

/*
 * Join (RB_JOIN, RB_REMOVE_RANGE, and the split where its tree is the
 * taller): the trees l and r, of rank rl and rr (red-black: black height,
 * 0 when empty; -1 for an empty weak-AVL tree), and the node k, every key
 * of l below k's and every key of r above it, become one tree, whose
 * root is stored at root and its rank at *rankp.  The roots of l and r
 * may have stale parents.  The taller one is _rb_join_into's s, k's
 * child.  Returns the node a rotation put on top, or NULL.
 */
_RB_LOCAL void *
_rb_join(void *_rb_root, size_t _rb_off, void *_rb_l, int _rb_rl,
    void *_rb_k, void *_rb_r, int _rb_rr, int *_rb_rankp)
{
	void *_rb_s = _rb_l, *_rb_a = _rb_r;
	size_t _rb_out = _rb_off + sizeof(_rb_ptr);
	int _rb_rs = _rb_rl;

	*_rb_rankp = _rb_rr;
	if (_rb_rr > _rb_rl) {
		/* The taller tree is s, k's child. */
		_rb_s = _rb_r;
		_rb_a = _rb_l;
		_rb_out = _rb_off;
		_rb_rs = _rb_rr;
		*_rb_rankp = _rb_rl;
	}
	*(_rb_ptr *)_rb_root = _rb_a;
	_RB_LINK_AT(_rb_k, 2 * _rb_off + sizeof(_rb_ptr) - _rb_out) = _rb_s;
	if (_rb_s != NULL)
		_RB_LINK_SET_PARENT(_rb_s, _rb_k, _rb_off);
	return (_rb_join_into(_rb_root, _rb_rankp, _rb_off, _rb_out, _rb_s,
	    _rb_rs, _rb_k));
}

/*
 * RB_BUILD: the shape is the perfect tree of 2 top - 1 nodes numbered 1
 * to 2 top - 1 in order (top the greatest power of two not above n),
 * whose last level, the odd numbers, keeps only those below m2 = 2 (n -
 * top + 1): every level full but the last, filled from the left.  Node p
 * with b its lowest set bit is on level log2 b, has its children at p -
 * b/2 and p + b/2 and its parent at p + b (p & 2b clear) or p - b (set);
 * its element is elms[_RB_BUILD_AT(m2, p)].  Siblings differ in height
 * by one at most.  _rb_build links the n elements (n > 0) at elms, in
 * their order, each with three stores, and returns the root.  Weak AVL:
 * a node's rank is its height less one; every left edge is a 1-edge, a
 * right edge a 2-edge only where the node's subtree reaches the last
 * level and its right subtree does not (p - b < m2 <= p): one path, the
 * rest 1,1 nodes.  Red-black: the last level red, all others black.
 */
#define _RB_BUILD_AT(m2, p)						\
	((p) <= (m2) ? (p) - 1 : ((m2) + (p)) / 2 - 1)
#if TREE_BALANCE == TREE_RED_BLACK
#define _RB_BUILD_BLACK			_RB_BLACK
#else
#define _RB_BUILD_BLACK			0
#endif

/*
 * Node p above the last level, with a left child: _rb_build takes the
 * leaves of level 1 past m2 itself.
 */
_RB_LOCAL_INLINE void
_rb_build_node(_rb_ptr *_rb_elms, size_t _rb_top, size_t _rb_m2,
    size_t _rb_off, size_t _rb_p)
{
	size_t _rb_b = _rb_p & (0 - _rb_p);
	void *_rb_x = _rb_elms[_RB_BUILD_AT(_rb_m2, _rb_p)];
	uintptr_t _rb_up;

	_RB_LINK_LEFT(_rb_x, _rb_off) =
	    _rb_elms[_RB_BUILD_AT(_rb_m2, _rb_p - _rb_b / 2)];
	/* On level 1, the right child is on the last level (if below m2). */
	_RB_LINK_RIGHT(_rb_x, _rb_off) = _rb_b > 2 || _rb_p + 2 <= _rb_m2 ?
	    _rb_elms[_RB_BUILD_AT(_rb_m2, _rb_p + _rb_b / 2)] : NULL;
	_rb_up = _rb_b == _rb_top ? 0 : (uintptr_t)_rb_elms[_RB_BUILD_AT(_rb_m2,
	    _rb_p + _rb_b - (_rb_p & 2 * _rb_b))];
#if TREE_BALANCE == TREE_RED_BLACK
	_RB_LINK_UP(_rb_x, _rb_off) = _rb_up | _RB_BLACK;
#else
	_RB_LINK_UP(_rb_x, _rb_off) = _rb_up |
	    (_rb_p - _rb_b < _rb_m2 && _rb_m2 <= _rb_p ? _RB_R2 : 0);
#endif
}

_RB_LOCAL void *
_rb_build(_rb_ptr *_rb_elms, size_t _rb_top, size_t _rb_m2, size_t _rb_off)
{
	size_t _rb_p, _rb_j;
	void *_rb_x = _rb_elms[0];

	if (_rb_top == 1) {
		/* One element: a leaf with no parent (red-black: red). */
		_RB_LINK_LEFT(_rb_x, _rb_off) = NULL;
		_RB_LINK_RIGHT(_rb_x, _rb_off) = NULL;
		_RB_LINK_UP(_rb_x, _rb_off) = 0;
		return (_rb_x);
	}
	/* Below m2 the last level is full: every odd p is a leaf. */
	for (_rb_p = 1; _rb_p < _rb_m2; _rb_p++) {
		_rb_x = _rb_elms[_rb_p - 1];
		if (_rb_p & 1) {
			/* A leaf (red-black: red): its parent is beside it. */
			_RB_LINK_LEFT(_rb_x, _rb_off) = NULL;
			_RB_LINK_RIGHT(_rb_x, _rb_off) = NULL;
			_RB_LINK_UP(_rb_x, _rb_off) =
			    (uintptr_t)_rb_elms[_rb_p - (_rb_p & 2)];
		} else if (_rb_p & 2 && _rb_top > 2) {
			/* Level 1 below the root: all three are near. */
			_RB_LINK_LEFT(_rb_x, _rb_off) = _rb_elms[_rb_p - 2];
			_RB_LINK_RIGHT(_rb_x, _rb_off) = _rb_elms[_rb_p];
			_RB_LINK_UP(_rb_x, _rb_off) = _RB_BUILD_BLACK +
			    (uintptr_t)_rb_elms[_rb_p + 1 - (_rb_p & 4)];
		} else
			_rb_build_node(_rb_elms, _rb_top, _rb_m2, _rb_off,
			    _rb_p);
	}
	/* From m2 on it is empty: level 1 (but at m2) holds leaves. */
	for (_rb_j = _rb_m2 - 1; _rb_p < 2 * _rb_top; _rb_p += 2, _rb_j++) {
		if (_rb_p & 2 && _rb_p > _rb_m2) {
			/* Its parent is beside it in the array. */
			_rb_x = _rb_elms[_rb_j];
			_RB_LINK_LEFT(_rb_x, _rb_off) = NULL;
			_RB_LINK_RIGHT(_rb_x, _rb_off) = NULL;
			_RB_LINK_UP(_rb_x, _rb_off) = _RB_BUILD_BLACK +
			    (uintptr_t)_rb_elms[_rb_j + 1 - (_rb_p & 4) / 2];
		} else
			_rb_build_node(_rb_elms, _rb_top, _rb_m2, _rb_off,
			    _rb_p);
	}
	return (_rb_elms[_RB_BUILD_AT(_rb_m2, _rb_top)]);
}

/*
 * The end of every insertion: link elm as a leaf below parent at
 * *pptr, update a cached head (leftmost: elm is the new leftmost;
 * before the rebalance, so that nothing is kept across its call),
 * rebalance and run the hook.  The rebalance is told elm's side
 * from pptr, with no load: _RB_L2 (1) for parent's left link,
 * _RB_R2 (2) for the next one.
 */
#define _RB_INSERT_LEAF(name, type, field, aug, kind, head, parent,	\
    pptr, elm, leftmost)						\
	do {								\
		struct type *_rb_rot = NULL;				\
		uintptr_t _rb_side;					\
									\
		_RB_STATIC_ASSERT(_RB_ALIGNOF(struct type) >= 4,	\
		    elements_must_be_4_byte_aligned,			\
		    "tree.h: elements must be at least 4-byte aligned "	\
		    "(the low two bits of their addresses hold balance " \
		    "information)");					\
		kind##_HEAD_CHECK(name);				\
		_RB_LEFT(elm, field) = NULL;				\
		_RB_RIGHT(elm, field) = NULL;				\
		_RB_UP(elm, field) = (uintptr_t)(parent);		\
		*(pptr) = (elm);					\
		kind##_INSERTED(head, elm, leftmost);			\
		if ((parent) != NULL) {					\
			_rb_side = _RB_L2 + (uintptr_t)((char *)(pptr) - \
			    (char *)&_RB_LEFT(parent, field)) /		\
				sizeof(struct type *);			\
			_rb_rot = (struct type *)_rb_insert_color(	\
			    &RB_ROOT(head), _RB_OFFSET(type, parent, field), \
			    parent, elm, _rb_side);			\
		}							\
		_RB_AUGMENT_WALK(type, field, aug, elm, _rb_rot, elm);	\
	} while (0)

/*
 * A cached head's count, one down.  It never wraps, even where a former
 * element of a head that RB_INIT emptied is removed (tree.3: that
 * corrupts the tree).
 */
#define _RB_COUNT_DOWN(view)						\
	do {								\
		size_t _rb_count = _RB_LOAD_RELAXED(&(view)->rbh_count); \
		_RB_STORE_RELAXED(&(view)->rbh_count,			\
		    _rb_count - (_rb_count != 0));			\
	} while (0)

/*
 * The whole removal of elm, in one frame: unlink it, keep a cached
 * head's leftmost and count, mark elm as in no tree and rebalance.
 * Nothing in it depends on the element type but off, the offset of the
 * links, and the comparator plays no part: one copy per head kind
 * serves every tree of the file (_rb_remove for a plain head,
 * _rb_remove_cached for an RB_HEAD_CACHED one, which inline it with
 * cached constant), and the element type's RB_REMOVE and RB_POP_MIN
 * call it last.  head is the head, its root pointer first.  Returns
 * elm, or NULL when elm is in no tree (removed before, or never
 * inserted).  augp (augmented trees, _rb_remove_augment): where to hand
 * the hook walk of the element type's function the parent of the place
 * that lost a node (NULL: the root), the node the last rotation put on
 * top, and elm's successor when it took elm's place.
 */
_RB_LOCAL_ALWAYS_INLINE void *
_rb_remove_body(void *_rb_head, size_t _rb_off, void *_rb_elm, int _rb_cached,
    void **_rb_augp)
{
	struct _rb_cached_view *_rb_view = (struct _rb_cached_view *)_rb_head;
	void *_rb_child, *_rb_right, *_rb_parent, *_rb_succ = NULL;
	void *_rb_sparent, *_rb_next, *_rb_rot = NULL;
	uintptr_t _rb_up, _rb_sup;	/* elm's word, then succ's */
	uintptr_t _rb_side = 0;
	int _rb_noleft;

	_rb_up = _RB_LINK_UP(_rb_elm, _rb_off);
	/* A NULL parent with elm not the root, or the mark: in no tree. */
	if (_RB_UNLINKED_WORD(_rb_up) && (_rb_up == _RB_POISON ||
	    *(_rb_ptr *)_rb_head != _rb_elm))
		return (NULL);
	_rb_child = _RB_LINK_LEFT(_rb_elm, _rb_off);
	_rb_right = _RB_LINK_RIGHT(_rb_elm, _rb_off);
	_rb_parent = _RB_LINK_PTR(_rb_up);
	if (_rb_child == NULL || _rb_right == NULL) {
		/* At most one child, a leaf: it takes elm's place. */
		_rb_noleft = _rb_child == NULL;
		if (_rb_child == NULL)
			_rb_child = _rb_right;
		if (_rb_parent == NULL) {
			*(_rb_ptr *)_rb_head = _rb_child;
		} else if (_RB_LINK_LEFT(_rb_parent, _rb_off) == _rb_elm) {
			_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_child;
			_rb_side = _RB_L2;
		} else {
			_RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_child;
			_rb_side = _RB_R2;
		}
		/* The leftmost has no left child and is the root or a left
		 * child: only then is the cache read.  Its child, or else
		 * its parent, is the new leftmost. */
		if (_rb_cached && _rb_noleft && _rb_side != _RB_R2 &&
		    _RB_LOAD_RELAXED(&_rb_view->rbh_min) == _rb_elm)
			_RB_STORE_RELEASE(&_rb_view->rbh_min,
			    _rb_child != NULL ? _rb_child : _rb_parent);
		if (_rb_child != NULL) {
			_RB_LINK_UP(_rb_child, _rb_off) =
			    _RB_LONE_CHILD(_rb_parent, _rb_up);
#if TREE_BALANCE == TREE_RED_BLACK
			_rb_side = 0;
#endif
		}
#if TREE_BALANCE == TREE_RED_BLACK
		/* A red leaf leaves no path short. */
		else if (!(_rb_up & _RB_BLACK))
			_rb_side = 0;
#endif
	} else {
		/* Two children: the successor takes elm's place and rank;
		 * sparent, its parent, is kept on the way down. */
		_rb_sparent = _rb_elm;
		for (_rb_succ = _rb_right;
		    (_rb_next = _RB_LINK_LEFT(_rb_succ, _rb_off)) != NULL;
		    _rb_succ = _rb_next)
			_rb_sparent = _rb_succ;
		_RB_LINK_SWAP_CHILD(_rb_head, _rb_parent, _rb_elm, _rb_succ,
		    _rb_off);
		_RB_LINK_LEFT(_rb_succ, _rb_off) = _rb_child;
		_RB_LINK_SET_PARENT(_rb_child, _rb_succ, _rb_off);
		_rb_child = _RB_LINK_RIGHT(_rb_succ, _rb_off);
		_rb_sup = _RB_LINK_UP(_rb_succ, _rb_off);
		if (_rb_sparent == _rb_elm) {
			_rb_parent = _rb_succ;
			_rb_side = _RB_R2;
#if TREE_BALANCE == TREE_RED_BLACK
			/* child stays below succ, made black */
			if (_rb_child != NULL)
				_RB_LINK_UP(_rb_child, _rb_off) =
				    (uintptr_t)_rb_parent | _RB_BLACK;
#endif
		} else {
			_rb_side = _RB_L2;
			_rb_parent = _rb_sparent;
			_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_child;
			if (_rb_child != NULL)
				_RB_LINK_UP(_rb_child, _rb_off) =
				    _RB_LONE_CHILD(_rb_parent, _rb_sup);
			_RB_LINK_RIGHT(_rb_succ, _rb_off) = _rb_right;
			_RB_LINK_SET_PARENT(_rb_right, _rb_succ, _rb_off);
		}
		_RB_LINK_UP(_rb_succ, _rb_off) = _rb_up;
#if TREE_BALANCE == TREE_RED_BLACK
		/* succ's place lost succ's colour, or the red child that
		 * took it became black: only a black succ without a child
		 * leaves a path short. */
		if (_rb_child != NULL || !(_rb_sup & _RB_BLACK))
			_rb_side = 0;
#endif
	}
	if (_rb_cached)
		_RB_COUNT_DOWN(_rb_view);
	_RB_LINK_POISON(_rb_elm, _rb_off);
	if (_rb_side != 0)
		_rb_rot = _rb_remove_color(_rb_head, _rb_off, _rb_parent,
		    _rb_child, _rb_side);
	if (_rb_augp != NULL) {
		_rb_augp[0] = _rb_parent;
		_rb_augp[1] = _rb_rot;
		_rb_augp[2] = _rb_succ;
	}
	return (_rb_elm);
}

_RB_LOCAL void *
_rb_remove(void *_rb_head, size_t _rb_off, void *_rb_elm)
{
	return (_rb_remove_body(_rb_head, _rb_off, _rb_elm, 0, NULL));
}

_RB_LOCAL void *
_rb_remove_cached(void *_rb_head, size_t _rb_off, void *_rb_elm)
{
	return (_rb_remove_body(_rb_head, _rb_off, _rb_elm, 1, NULL));
}

_RB_LOCAL void *
_rb_remove_augment(void *_rb_head, size_t _rb_off, void *_rb_elm,
    int _rb_cached, void **_rb_augp)
{
	return (_rb_remove_body(_rb_head, _rb_off, _rb_elm, _rb_cached,
	    _rb_augp));
}

/*
 * RB_POP_MIN's removal of elm, the leftmost element, in one frame as
 * _rb_remove_body's, and with the same head-kind functions
 * (_rb_pop_min, _rb_pop_min_cached, _rb_pop_min_augment).  elm has no
 * left child and is the root or its parent's left child: unlinking it
 * is two stores, its right child (a leaf; red-black: a red node, made
 * black) or else its parent is the new leftmost, and the walk up the
 * left spine needs no side test.  Red-black: only a black leaf leaves a
 * path short.  The new leftmost is stored before the walk, the count
 * after it.
 */
_RB_LOCAL_ALWAYS_INLINE void *
_rb_pop_min_body(void *_rb_head, size_t _rb_off, void *_rb_elm,
    int _rb_cached, void **_rb_augp)
{
	struct _rb_cached_view *_rb_view = (struct _rb_cached_view *)_rb_head;
	void *_rb_parent, *_rb_child, *_rb_rot = NULL;
	uintptr_t _rb_up;

	_rb_child = _RB_LINK_RIGHT(_rb_elm, _rb_off);
	_rb_up = _RB_LINK_UP(_rb_elm, _rb_off);
	_rb_parent = _RB_LINK_PTR(_rb_up);
	if (_rb_child != NULL)
		_RB_LINK_UP(_rb_child, _rb_off) =
		    _RB_LONE_CHILD(_rb_parent, _rb_up);
	if (_rb_parent == NULL)
		*(_rb_ptr *)_rb_head = _rb_child;
	else
		_RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_child;
	if (_rb_cached)
		_RB_STORE_RELEASE(&_rb_view->rbh_min,
		    _rb_child != NULL ? _rb_child : _rb_parent);
	_RB_LINK_POISON(_rb_elm, _rb_off);
	if (_rb_parent != NULL && _RB_LEAVES_SHORT(_rb_child, _rb_up))
		_rb_rot = _rb_remove_min_color(_rb_head, _rb_off, _rb_parent,
		    _rb_child);
	if (_rb_cached)
		_RB_COUNT_DOWN(_rb_view);
	if (_rb_augp != NULL) {
		_rb_augp[0] = _rb_parent;
		_rb_augp[1] = _rb_rot;
		_rb_augp[2] = NULL;
	}
	return (_rb_elm);
}

_RB_LOCAL void *
_rb_pop_min(void *_rb_head, size_t _rb_off, void *_rb_elm)
{
	return (_rb_pop_min_body(_rb_head, _rb_off, _rb_elm, 0, NULL));
}

_RB_LOCAL void *
_rb_pop_min_cached(void *_rb_head, size_t _rb_off, void *_rb_elm)
{
	return (_rb_pop_min_body(_rb_head, _rb_off, _rb_elm, 1, NULL));
}

_RB_LOCAL void *
_rb_pop_min_augment(void *_rb_head, size_t _rb_off, void *_rb_elm,
    int _rb_cached, void **_rb_augp)
{
	return (_rb_pop_min_body(_rb_head, _rb_off, _rb_elm, _rb_cached,
	    _rb_augp));
}

/*
 * RB_VALIDATE's checks that need no comparator: links, ranks, height,
 * from the root elm (not NULL) down.  Reports the minimum and the count
 * for the cache check in *minp and *countp, which the caller (only
 * RB_VALIDATE) sets to NULL and 0.
 */
_RB_LOCAL const char *
_rb_validate_shape(void *_rb_elm, size_t _rb_off, void **_rb_minp,
    size_t *_rb_countp)
{
	void *_rb_stack[_RB_MAX_HEIGHT], *_rb_left, *_rb_right;
	int _rb_depth = 0, _rb_lrank, _rb_rrank;

	if (_RB_LINK_PTR(_RB_LINK_UP(_rb_elm, _rb_off)) != NULL)
		return ("links: the root has a parent");
	for (;;) {
		for (; _rb_elm != NULL; _rb_elm = _rb_left) {
			if (_rb_depth == _RB_MAX_HEIGHT)
				return ("height: deeper than any valid tree "
				    "(a cycle?)");
			_rb_stack[_rb_depth++] = _rb_elm;
			_rb_left = _RB_LINK_LEFT(_rb_elm, _rb_off);
			_rb_right = _RB_LINK_RIGHT(_rb_elm, _rb_off);
			if ((_rb_left != NULL &&
			    _RB_LINK_PTR(_RB_LINK_UP(_rb_left, _rb_off)) !=
			    _rb_elm) || (_rb_right != NULL &&
			    _RB_LINK_PTR(_RB_LINK_UP(_rb_right, _rb_off)) !=
			    _rb_elm))
				return ("links: a child's parent pointer is "
				    "wrong");
			_RB_LINK_RANK(_rb_left, _rb_off, _rb_lrank);
			_RB_LINK_RANK(_rb_right, _rb_off, _rb_rrank);
#if TREE_BALANCE == TREE_RED_BLACK
			if (_RB_LINK_UP(_rb_elm, _rb_off) & _RB_BITS &
			    ~_RB_BLACK)
				return ("colour: a parent word has an unused "
				    "bit set");
			if (_rb_lrank != _rb_rrank)
				return ("colour: paths below a node have "
				    "different numbers of black nodes");
			if (!(_RB_LINK_UP(_rb_elm, _rb_off) & _RB_BLACK) &&
			    (_RB_LINK_RED(_rb_left, _rb_off) ||
			    _RB_LINK_RED(_rb_right, _rb_off)))
				return ("colour: a red node has a red child");
#else
			_rb_lrank +=
			    _RB_LINK_UP(_rb_elm, _rb_off) & _RB_L2 ? 2 : 1;
			_rb_rrank +=
			    _RB_LINK_UP(_rb_elm, _rb_off) & _RB_R2 ? 2 : 1;
			if (_rb_lrank != _rb_rrank)
				return ("rank: a node's children disagree on "
				    "its rank");
			if (_rb_lrank != 0 && _rb_left == NULL &&
			    _rb_right == NULL)
				return ("rank: a leaf has a 2-edge");
#endif
		}
		if (_rb_depth == 0)
			break;
		_rb_elm = _rb_stack[--_rb_depth];
		if (*_rb_minp == NULL)
			*_rb_minp = _rb_elm;
		++*_rb_countp;
		_rb_elm = _RB_LINK_RIGHT(_rb_elm, _rb_off);
	}
	/* The rules just checked bound the height by 2 log2(n + 1). */
	return (NULL);
}

#define _RB_GENERATE_INSERT_COLOR(name, type, field, cmp, attr, aug,	\
    kind)								\
attr struct type *							\
name##_RB_INSERT_COLOR(struct name *_rb_head, struct type *_rb_parent,	\
    struct type *_rb_elm)						\
{									\
	return ((struct type *)_rb_insert_color_any(&RB_ROOT(_rb_head),	\
	    _RB_OFFSET(type, _rb_parent, field), _rb_parent, _rb_elm));	\
}

#define _RB_GENERATE_REMOVE_COLOR(name, type, field, cmp, attr, aug,	\
    kind)								\
attr struct type *							\
name##_RB_REMOVE_COLOR(struct name *_rb_head, struct type *_rb_parent,	\
    struct type *_rb_elm)						\
{									\
	struct _rb_links _rb_links;					\
	void *_rb_aug[3] = { NULL, NULL, NULL }, *_rb_standin;		\
	size_t _rb_count = kind##_COUNT(_rb_head);			\
									\
	_rb_standin = _rb_link_standin(_rb_parent,			\
	    _RB_OFFSET(type, _rb_parent, field), _rb_elm, &_rb_links);	\
	if (_RB_NO_HOOK(aug(_rb_parent)))				\
		(void)kind##_REMOVE(_rb_head,				\
		    _RB_OFFSET(type, _rb_parent, field), _rb_standin);	\
	else								\
		(void)_rb_remove_augment(_rb_head,			\
		    _RB_OFFSET(type, _rb_parent, field), _rb_standin,	\
		    kind##_HAS_MIN, _rb_aug);				\
	kind##_SET_COUNT(_rb_head, _rb_count);				\
	return ((struct type *)_rb_aug[1]);				\
}

#define _RB_GENERATE_INSERT_FINISH(name, type, field, cmp, attr, aug,	\
    kind)								\
attr struct type *							\
name##_RB_INSERT_FINISH(struct name *_rb_head,				\
    struct type *_rb_parent, struct type **_rb_pptr,			\
    struct type *_rb_elm)						\
{									\
	_RB_INSERT_LEAF(name, type, field, aug, kind, _rb_head, _rb_parent, \
	    _rb_pptr, _rb_elm, _rb_parent == NULL ||			\
	    (_rb_pptr == &_RB_LEFT(_rb_parent, field) &&		\
	    kind##_IS_MIN(_rb_head, _rb_parent)));			\
	return (NULL);							\
}

#define _RB_GENERATE_INSERT(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_INSERT, attr)				\
struct type *								\
name##_RB_INSERT(struct name *_rb_head, struct type *_rb_elm)		\
{									\
	struct type *_rb_tmp = RB_ROOT(_rb_head), *_rb_parent = NULL;	\
	struct type **_rb_pptr;						\
	_RB_CMP_TYPE(cmp, _rb_elm) _rb_comp = 0;			\
	int _rb_right = 1;						\
									\
	_RB_CMP_SIGNED(cmp, _rb_elm);					\
	_RB_CHECK_ALIGNED(#name, "RB_INSERT", _rb_elm);			\
	/* Ordered keys go down the right spine: a predicted branch. */	\
	while (_rb_tmp != NULL && (_rb_comp = cmp(_rb_elm, _rb_tmp)) > 0) { \
		_rb_parent = _rb_tmp;					\
		_rb_tmp = _RB_RIGHT(_rb_tmp, field);			\
	}								\
	if (_rb_tmp != NULL && _rb_comp < 0) {				\
		_rb_parent = _rb_tmp;					\
		_rb_right = 0;						\
		_rb_tmp = _RB_LEFT(_rb_tmp, field);			\
		/*							\
		 * The child is selected, not branched to: a branch on the \
		 * sign of random keys would go wrong half the time.	\
		 */							\
		while (_rb_tmp != NULL &&				\
		    (_rb_comp = cmp(_rb_elm, _rb_tmp)) != 0) {		\
			_rb_parent = _rb_tmp;				\
			_rb_right = _rb_comp > 0;			\
			_RB_OPAQUE(_rb_right);				\
			_rb_tmp = _rb_comp < 0 ? _RB_LEFT(_rb_tmp, field) : \
			    _RB_RIGHT(_rb_tmp, field);			\
		}							\
	}								\
	if (_rb_tmp != NULL) {						\
		_RB_CHECK(_rb_tmp != _rb_elm, #name, "RB_INSERT",	\
		    _rb_elm, "element is already in this tree; "	\
		    "remove it before inserting it again");		\
		return (_rb_tmp);					\
	}								\
	_rb_pptr = _rb_parent == NULL ? &RB_ROOT(_rb_head) :		\
	    _RB_CHILD_LINK(type, _rb_parent, field, _rb_right);		\
	_RB_CHECK_UNLINKED(#name, "RB_INSERT", _rb_elm, field,		\
	    _RB_STILL_LINKED);						\
	_RB_INSERT_LEAF(name, type, field, aug, kind, _rb_head, _rb_parent, \
	    _rb_pptr, _rb_elm, _rb_parent == NULL ||			\
	    (_rb_pptr == &_RB_LEFT(_rb_parent, field) &&		\
	    kind##_IS_MIN(_rb_head, _rb_parent)));			\
	_RB_CHECK_ORDER(#name, "RB_INSERT", type, _rb_elm, field, cmp,	\
	    "comparator is not a total order; "				\
	    "fix it, and change no key in a tree");			\
	return (NULL);							\
}

#define _RB_GENERATE_INSERT_NEXT(name, type, field, cmp, attr, aug,	\
    kind)								\
_RB_AGREE_DEFINE(name##_RB_INSERT_NEXT, attr)				\
struct type *								\
name##_RB_INSERT_NEXT(struct name *_rb_head, struct type *_rb_elm,	\
    struct type *_rb_newelm)						\
{									\
	struct type *_rb_parent = _rb_elm;				\
	struct type **_rb_link = &_RB_RIGHT(_rb_elm, field);		\
									\
	_RB_CHECK_FOUND(#name, "RB_INSERT_NEXT", type, _rb_head, _rb_elm, \
	    field, cmp);						\
	_RB_CHECK_ALIGNED(#name, "RB_INSERT_NEXT", _rb_newelm);		\
	_RB_CHECK_UNLINKED(#name, "RB_INSERT_NEXT", _rb_newelm, field,	\
	    _RB_STILL_LINKED);						\
	_RB_CHECK_NEXT_POSITION(#name, "RB_INSERT_NEXT", type, _rb_elm,	\
	    _rb_newelm, field, cmp, "positional insert breaks the order; " \
	    "insert next to the true neighbour, or use RB_INSERT");	\
	if (*_rb_link != NULL) {					\
		_rb_parent = *_rb_link;					\
		while (_RB_LEFT(_rb_parent, field) != NULL)		\
			_rb_parent = _RB_LEFT(_rb_parent, field);	\
		_rb_link = &_RB_LEFT(_rb_parent, field);		\
	}								\
	name##_RB_INSERT_FINISH(_rb_head, _rb_parent, _rb_link, _rb_newelm); \
	return (NULL);							\
}

#define _RB_GENERATE_INSERT_PREV(name, type, field, cmp, attr, aug,	\
    kind)								\
_RB_AGREE_DEFINE(name##_RB_INSERT_PREV, attr)				\
struct type *								\
name##_RB_INSERT_PREV(struct name *_rb_head, struct type *_rb_elm,	\
    struct type *_rb_newelm)						\
{									\
	struct type *_rb_parent = _rb_elm;				\
	struct type **_rb_link = &_RB_LEFT(_rb_elm, field);		\
									\
	_RB_CHECK_FOUND(#name, "RB_INSERT_PREV", type, _rb_head, _rb_elm, \
	    field, cmp);						\
	_RB_CHECK_ALIGNED(#name, "RB_INSERT_PREV", _rb_newelm);		\
	_RB_CHECK_UNLINKED(#name, "RB_INSERT_PREV", _rb_newelm, field,	\
	    _RB_STILL_LINKED);						\
	_RB_CHECK_PREV_POSITION(#name, "RB_INSERT_PREV", type, _rb_elm,	\
	    _rb_newelm, field, cmp, "positional insert breaks the order; " \
	    "insert next to the true neighbour, or use RB_INSERT");	\
	if (*_rb_link != NULL) {					\
		_rb_parent = *_rb_link;					\
		while (_RB_RIGHT(_rb_parent, field) != NULL)		\
			_rb_parent = _RB_RIGHT(_rb_parent, field);	\
		_rb_link = &_RB_RIGHT(_rb_parent, field);		\
	}								\
	name##_RB_INSERT_FINISH(_rb_head, _rb_parent, _rb_link, _rb_newelm); \
	return (NULL);							\
}

#define _RB_GENERATE_REMOVE(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_REMOVE, attr)				\
struct type *								\
name##_RB_REMOVE(struct name *_rb_head, struct type *_rb_elm)		\
{									\
	void *_rb_aug[3];						\
									\
	_RB_CHECK_REMOVE(#name, "RB_REMOVE", type, _rb_head, _rb_elm,	\
	    field, cmp);						\
	if (_RB_NO_HOOK(aug(_rb_elm)))					\
		return ((struct type *)kind##_REMOVE(_rb_head,		\
		    _RB_OFFSET(type, _rb_elm, field), _rb_elm));	\
	if (_rb_remove_augment(_rb_head, _RB_OFFSET(type, _rb_elm, field), \
	    _rb_elm, kind##_HAS_MIN, _rb_aug) == NULL)			\
		return (NULL);						\
	_RB_AUGMENT_WALK(type, field, aug, (struct type *)_rb_aug[0],	\
	    (struct type *)_rb_aug[1], (struct type *)_rb_aug[2]);	\
	return (_rb_elm);						\
}

#define _RB_GENERATE_FIND(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_FIND, attr)					\
struct type *								\
name##_RB_FIND(struct name *_rb_head, struct type *_rb_elm)		\
{									\
	struct type *_rb_tmp = RB_ROOT(_rb_head);			\
	_RB_CMP_TYPE(cmp, _rb_elm) _rb_comp;				\
									\
	_RB_CMP_SIGNED(cmp, _rb_elm);					\
	/*								\
	 * The child is selected, not branched to: a branch on the	\
	 * sign of random keys would go wrong half the time.		\
	 */								\
	while (_rb_tmp != NULL) {					\
		_rb_comp = cmp(_rb_elm, _rb_tmp);			\
		if (_rb_comp == 0)					\
			return (_rb_tmp);				\
		_rb_tmp = _rb_comp < 0 ? _RB_LEFT(_rb_tmp, field) :	\
		    _RB_RIGHT(_rb_tmp, field);				\
	}								\
	return (NULL);							\
}

#define _RB_GENERATE_NFIND(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_NFIND, attr)					\
struct type *								\
name##_RB_NFIND(struct name *_rb_head, struct type *_rb_elm)		\
{									\
	struct type *_rb_tmp = RB_ROOT(_rb_head), *_rb_res = NULL;	\
	_RB_CMP_TYPE(cmp, _rb_elm) _rb_comp;				\
	uintptr_t _rb_keep;						\
									\
	_RB_CMP_SIGNED(cmp, _rb_elm);					\
	/*								\
	 * The child is selected, not branched to: a branch on the	\
	 * sign of random keys would go wrong half the time.		\
	 */								\
	while (_rb_tmp != NULL) {					\
		_rb_comp = cmp(_rb_elm, _rb_tmp);			\
		_RB_OPAQUE(_rb_comp);					\
		if (_rb_comp == 0)					\
			return (_rb_tmp);				\
		_rb_keep = 0 - (uintptr_t)(_rb_comp < 0);		\
		_RB_OPAQUE(_rb_keep);					\
		_rb_res = _RB_CHOOSE(type, _rb_keep, _rb_res, _rb_tmp);	\
		_rb_tmp = _rb_comp < 0 ? _RB_LEFT(_rb_tmp, field) :	\
		    _RB_RIGHT(_rb_tmp, field);				\
	}								\
	return (_rb_res);						\
}

#define _RB_GENERATE_PFIND(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_PFIND, attr)					\
struct type *								\
name##_RB_PFIND(struct name *_rb_head, struct type *_rb_elm)		\
{									\
	struct type *_rb_tmp = RB_ROOT(_rb_head), *_rb_res = NULL;	\
	_RB_CMP_TYPE(cmp, _rb_elm) _rb_comp;				\
	uintptr_t _rb_keep;						\
									\
	_RB_CMP_SIGNED(cmp, _rb_elm);					\
	/*								\
	 * The child is selected, not branched to: a branch on the	\
	 * sign of random keys would go wrong half the time.		\
	 */								\
	while (_rb_tmp != NULL) {					\
		_rb_comp = cmp(_rb_elm, _rb_tmp);			\
		_RB_OPAQUE(_rb_comp);					\
		if (_rb_comp == 0)					\
			return (_rb_tmp);				\
		_rb_keep = 0 - (uintptr_t)(_rb_comp > 0);		\
		_RB_OPAQUE(_rb_keep);					\
		_rb_res = _RB_CHOOSE(type, _rb_keep, _rb_res, _rb_tmp);	\
		_rb_tmp = _rb_comp < 0 ? _RB_LEFT(_rb_tmp, field) :	\
		    _RB_RIGHT(_rb_tmp, field);				\
	}								\
	return (_rb_res);						\
}

#define _RB_GENERATE_NEXT(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_NEXT, attr)					\
struct type *								\
name##_RB_NEXT(struct type *_rb_elm)					\
{									\
	struct type *_rb_parent;					\
									\
	_RB_CHECK_LINKS(#name, "RB_NEXT", type, _rb_elm, field);	\
	if (_RB_RIGHT(_rb_elm, field) != NULL) {			\
		_rb_elm = _RB_RIGHT(_rb_elm, field);			\
		while (_RB_LEFT(_rb_elm, field) != NULL)		\
			_rb_elm = _RB_LEFT(_rb_elm, field);		\
		return (_rb_elm);					\
	}								\
	while ((_rb_parent = _RB_PARENT(type, _rb_elm, field)) != NULL && \
	    _rb_elm == _RB_RIGHT(_rb_parent, field))			\
		_rb_elm = _rb_parent;					\
	return (_rb_parent);						\
}

#define _RB_GENERATE_PREV(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_PREV, attr)					\
struct type *								\
name##_RB_PREV(struct type *_rb_elm)					\
{									\
	struct type *_rb_parent;					\
									\
	_RB_CHECK_LINKS(#name, "RB_PREV", type, _rb_elm, field);	\
	if (_RB_LEFT(_rb_elm, field) != NULL) {				\
		_rb_elm = _RB_LEFT(_rb_elm, field);			\
		while (_RB_RIGHT(_rb_elm, field) != NULL)		\
			_rb_elm = _RB_RIGHT(_rb_elm, field);		\
		return (_rb_elm);					\
	}								\
	while ((_rb_parent = _RB_PARENT(type, _rb_elm, field)) != NULL && \
	    _rb_elm == _RB_LEFT(_rb_parent, field))			\
		_rb_elm = _rb_parent;					\
	return (_rb_parent);						\
}

#define _RB_GENERATE_MINMAX(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_MINMAX, attr)				\
struct type *								\
name##_RB_MINMAX(struct name *_rb_head, int _rb_val)			\
{									\
	struct type *_rb_tmp = RB_ROOT(_rb_head), *_rb_parent = NULL;	\
									\
	if (_rb_val < 0 && kind##_HAS_MIN)				\
		return (kind##_MIN(_rb_head));				\
	while (_rb_tmp != NULL) {					\
		_rb_parent = _rb_tmp;					\
		_rb_tmp = _rb_val < 0 ? _RB_LEFT(_rb_tmp, field) :	\
		    _RB_RIGHT(_rb_tmp, field);				\
	}								\
	return (_rb_parent);						\
}

#define _RB_GENERATE_REINSERT(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_REINSERT, attr)				\
struct type *								\
name##_RB_REINSERT(struct name *_rb_head, struct type *_rb_elm)		\
{									\
	struct type *_rb_cmpelm;					\
	void *_rb_aug[3];						\
									\
	_RB_CHECK_MEMBER(#name, "RB_REINSERT", type, _rb_head, _rb_elm,	\
	    field);							\
	if (((_rb_cmpelm = name##_RB_PREV(_rb_elm)) != NULL &&		\
	    cmp(_rb_cmpelm, _rb_elm) >= 0) ||				\
	    ((_rb_cmpelm = name##_RB_NEXT(_rb_elm)) != NULL &&		\
	    cmp(_rb_elm, _rb_cmpelm) >= 0)) {				\
		/* elm's key passed a neighbour's: take it out, put it	\
		 * back. */						\
		if (_RB_NO_HOOK(aug(_rb_elm)))				\
			kind##_REMOVE(_rb_head,				\
			    _RB_OFFSET(type, _rb_elm, field), _rb_elm);	\
		else if (_rb_remove_augment(_rb_head,			\
		    _RB_OFFSET(type, _rb_elm, field), _rb_elm,		\
		    kind##_HAS_MIN, _rb_aug) != NULL)			\
			_RB_AUGMENT_WALK(type, field, aug,		\
			    (struct type *)_rb_aug[0],			\
			    (struct type *)_rb_aug[1],			\
			    (struct type *)_rb_aug[2]);			\
		return (name##_RB_INSERT(_rb_head, _rb_elm));		\
	}								\
	return (NULL);							\
}

#define _RB_GENERATE_POP_MIN(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_POP_MIN, attr)				\
struct type *								\
name##_RB_POP_MIN(struct name *_rb_head)				\
{									\
	struct type *_rb_elm = name##_RB_MINMAX(_rb_head, RB_NEGINF);	\
	void *_rb_aug[3];						\
									\
	if (_rb_elm == NULL)						\
		return (NULL);						\
	if (_RB_NO_HOOK(aug(_rb_elm)))					\
		return ((struct type *)kind##_POP_MIN(_rb_head,		\
		    _RB_OFFSET(type, _rb_elm, field), _rb_elm));	\
	if (_rb_pop_min_augment(_rb_head, _RB_OFFSET(type, _rb_elm, field), \
	    _rb_elm, kind##_HAS_MIN, _rb_aug) == NULL)			\
		return (NULL);						\
	_RB_AUGMENT_WALK(type, field, aug, (struct type *)_rb_aug[0],	\
	    (struct type *)_rb_aug[1], (struct type *)_rb_aug[2]);	\
	return (_rb_elm);						\
}

#define _RB_GENERATE_SPLIT(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_SPLIT, attr)					\
void									\
name##_RB_SPLIT(struct name *_rb_head, struct type *_rb_elm,		\
    struct name *_rb_right)						\
{									\
	struct type *_rb_from, *_rb_y, *_rb_next, *_rb_min, *_rb_rot;	\
	struct type *_rb_lroot, *_rb_rroot;				\
	uintptr_t _rb_up;						\
	int _rb_rank, _rb_lrank, _rb_rrank;				\
	size_t _rb_off;							\
	struct type *_rb_a, *_rb_b;					\
	size_t _rb_count, _rb_n;					\
									\
	_RB_CHECK(RB_EMPTY(_rb_right), #name, "RB_SPLIT", RB_ROOT(_rb_right), \
	    "the right head is not empty; "				\
	    "split into an empty head, then RB_JOIN");			\
	_rb_off = _RB_OFFSET(type, _rb_elm, field);			\
	_rb_y = RB_ROOT(_rb_head);					\
	_rb_from = _rb_lroot = _rb_rroot = _rb_min = NULL;		\
	_rb_rank = _rb_lrank = _rb_rrank = _RB_EMPTY_RANK;		\
	while (_rb_y != NULL) {						\
		_rb_from = _rb_y;					\
		if (cmp(_rb_elm, _rb_y) > 0) {				\
			_rb_y = _RB_RIGHT(_rb_y, field);		\
		} else {						\
			_rb_min = _rb_y;				\
			_rb_y = _RB_LEFT(_rb_y, field);			\
		}							\
	}								\
	/*								\
	 * Up from the last node; from, where the walk comes from, starts \
	 * as NULL if the path went left there, else as the node itself, \
	 * which no link of it holds.					\
	 */								\
	_rb_y = _rb_from;						\
	if (_rb_from == _rb_min)					\
		_rb_from = NULL;					\
	for (; _rb_y != NULL; _rb_from = _rb_y, _rb_y = _rb_next) {	\
		_rb_up = _RB_UP(_rb_y, field);				\
		_rb_next = _RB_PTR(type, _rb_up);			\
		if (_RB_LEFT(_rb_y, field) != _rb_from) {		\
			/* y and its left subtree join the left part. */ \
			_rb_rank = _RB_PARENT_RANK(_rb_up, _RB_R2, _rb_rank); \
			_rb_rot = (struct type *)_rb_join_into(&_rb_lroot, \
			    &_rb_lrank, _rb_off, _rb_off + sizeof(_rb_ptr), \
			    _RB_LEFT(_rb_y, field),			\
			    _RB_CHILD_RANK(_rb_up, _RB_L2, _rb_rank), _rb_y); \
		} else {						\
			/* y and its right subtree join the right part. */ \
			_rb_rank = _RB_PARENT_RANK(_rb_up, _RB_L2, _rb_rank); \
			_rb_rot = (struct type *)_rb_join_into(&_rb_rroot, \
			    &_rb_rrank, _rb_off, _rb_off,		\
			    _RB_RIGHT(_rb_y, field),			\
			    _RB_CHILD_RANK(_rb_up, _RB_R2, _rb_rank), _rb_y); \
		}							\
		_RB_AUGMENT_WALK(type, field, aug, _rb_y, _rb_rot, _rb_y); \
	}								\
	RB_ROOT(_rb_head) = _rb_lroot;					\
	RB_ROOT(_rb_right) = _rb_rroot;					\
	if (kind##_HAS_MIN) {						\
		_rb_a = _rb_lroot != NULL ?				\
		    (struct type *)kind##_MIN(_rb_head) : NULL;		\
		_rb_b = _rb_min;					\
		kind##_SET_MIN(_rb_head, _rb_a);			\
		kind##_SET_MIN(_rb_right, _rb_b);			\
		for (_rb_count = 0; _rb_a != NULL && _rb_b != NULL;	\
		    _rb_count++) {					\
			_rb_a = name##_RB_NEXT(_rb_a);			\
			_rb_b = name##_RB_NEXT(_rb_b);			\
		}							\
		_rb_n = kind##_COUNT(_rb_head);				\
		if (_rb_a != NULL)					\
			_rb_count = _rb_n - _rb_count;			\
		kind##_SET_COUNT(_rb_right, _rb_n - _rb_count);		\
		kind##_SET_COUNT(_rb_head, _rb_count);			\
	}								\
}

#define _RB_GENERATE_JOIN(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_JOIN, attr)					\
void									\
name##_RB_JOIN(struct name *_rb_left, struct name *_rb_right)		\
{									\
	struct type *_rb_k, *_rb_rot;					\
	size_t _rb_count;						\
	int _rb_lrank, _rb_rrank;					\
									\
	if (RB_EMPTY(_rb_right))					\
		return;							\
	_RB_CHECK(RB_EMPTY(_rb_left) ||					\
	    cmp(name##_RB_MINMAX(_rb_left, RB_INF),			\
	    name##_RB_MINMAX(_rb_right, RB_NEGINF)) < 0, #name, "RB_JOIN", \
	    name##_RB_MINMAX(_rb_right, RB_NEGINF),			\
	    "a key of the right tree is not above every key of the left " \
	    "one (or the two heads are one); insert such elements one by " \
	    "one");							\
	_rb_count = kind##_COUNT(_rb_left) + kind##_COUNT(_rb_right);	\
	_rb_k = name##_RB_POP_MIN(_rb_right);				\
	_RB_LINK_RANK(RB_ROOT(_rb_left), _RB_OFFSET(type, _rb_k, field), \
	    _rb_lrank);							\
	_RB_LINK_RANK(RB_ROOT(_rb_right), _RB_OFFSET(type, _rb_k, field), \
	    _rb_rrank);							\
	_rb_rot = (struct type *)_rb_join(&RB_ROOT(_rb_left),		\
	    _RB_OFFSET(type, _rb_k, field), RB_ROOT(_rb_left), _rb_lrank, \
	    _rb_k, RB_ROOT(_rb_right), _rb_rrank, &_rb_lrank);		\
	_RB_AUGMENT_WALK(type, field, aug, _rb_k, _rb_rot, _rb_k);	\
	if (kind##_IS_MIN(_rb_left, NULL))				\
		kind##_SET_MIN(_rb_left, _rb_k);			\
	kind##_SET_COUNT(_rb_left, _rb_count);				\
	RB_ROOT(_rb_right) = NULL;					\
	kind##_SET_MIN(_rb_right, NULL);				\
	kind##_SET_COUNT(_rb_right, 0);					\
}

#define _RB_GENERATE_BUILD(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_BUILD, attr)					\
void									\
name##_RB_BUILD(struct name *_rb_head, struct type **_rb_elms,		\
    size_t _rb_n)							\
{									\
	struct type *_rb_x;						\
	size_t _rb_i, _rb_top, _rb_m2, _rb_b, _rb_end;			\
									\
	_RB_CHECK(RB_EMPTY(_rb_head), #name, "RB_BUILD", RB_ROOT(_rb_head), \
	    "the head is not empty; build into an empty head, then RB_JOIN"); \
	for (_rb_i = 0; _rb_i < _rb_n; _rb_i++) {			\
		_RB_CHECK_ALIGNED(#name, "RB_BUILD", _rb_elms[_rb_i]);	\
		_RB_CHECK_UNLINKED(#name, "RB_BUILD", _rb_elms[_rb_i], field, \
		    _RB_STILL_LINKED);					\
		_RB_CHECK(_rb_i == 0 || cmp(_rb_elms[_rb_i - 1],	\
		    _rb_elms[_rb_i]) < 0, #name, "RB_BUILD", _rb_elms[_rb_i], \
		    "input is not in ascending order, or has equal keys; " \
		    "sort it and leave out duplicates");		\
	}								\
	if (_rb_n == 0)							\
		return;							\
	_rb_top = 1;							\
	while (_rb_top <= _rb_n / 2)					\
		_rb_top <<= 1;						\
	_rb_m2 = 2 * (_rb_n - _rb_top + 1);				\
	_rb_x = (struct type *)_rb_build((_rb_ptr *)(void *)_rb_elms, _rb_top, \
	    _rb_m2, _RB_OFFSET(type, _rb_elms[0], field));		\
	RB_ROOT(_rb_head) = _rb_x;					\
	kind##_SET_MIN(_rb_head, _rb_elms[0]);				\
	kind##_SET_COUNT(_rb_head, _rb_n);				\
	if (_RB_NO_HOOK(aug(_rb_x)))					\
		return;							\
	for (_rb_b = 1; _rb_b <= _rb_top; _rb_b <<= 1) {		\
		_rb_end = _rb_b > 1 ? 2 * _rb_top : _rb_m2;		\
		for (_rb_i = _rb_b; _rb_i < _rb_end; _rb_i += 2 * _rb_b) \
			(void)aug(_rb_elms[_RB_BUILD_AT(_rb_m2, _rb_i)]); \
	}								\
}

#define _RB_GENERATE_REMOVE_RANGE(name, type, field, cmp, attr, aug,	\
    kind)								\
_RB_AGREE_DEFINE(name##_RB_REMOVE_RANGE, attr)				\
void									\
name##_RB_REMOVE_RANGE(struct name *_rb_head, struct type *_rb_lo,	\
    struct type *_rb_hi, struct name *_rb_out)				\
{									\
	struct type *_rb_from, *_rb_y, *_rb_next, *_rb_min, *_rb_rot;	\
	struct type *_rb_lroot, *_rb_rroot;				\
	uintptr_t _rb_up;						\
	int _rb_rank, _rb_lrank, _rb_rrank;				\
	size_t _rb_off;							\
	struct type *_rb_a, *_rb_first, *_rb_short[_RB_RANGE_SHORT];	\
	size_t _rb_count, _rb_i;					\
	int _rb_arank;							\
									\
	_RB_CHECK(RB_EMPTY(_rb_out), #name, "RB_REMOVE_RANGE",		\
	    RB_ROOT(_rb_out), "the out head is not empty; "		\
	    "remove into an empty head");				\
	_rb_y = name##_RB_NFIND(_rb_head, _rb_lo);			\
	for (_rb_count = 0; _rb_y != NULL &&				\
	    _rb_count < _RB_RANGE_SHORT && cmp(_rb_y, _rb_hi) < 0;	\
	    _rb_count++) {						\
		_rb_short[_rb_count] = _rb_y;				\
		_rb_y = name##_RB_NEXT(_rb_y);				\
	}								\
	if (_rb_y == NULL || cmp(_rb_y, _rb_hi) >= 0) {			\
		for (_rb_i = 0; _rb_i < _rb_count; _rb_i++)		\
			name##_RB_REMOVE(_rb_head, _rb_short[_rb_i]);	\
		name##_RB_BUILD(_rb_out, _rb_short, _rb_count);		\
		return;							\
	}								\
	_rb_off = _RB_OFFSET(type, _rb_lo, field);			\
	_rb_y = RB_ROOT(_rb_head);					\
	_rb_from = _rb_lroot = _rb_rroot = _rb_min = NULL;		\
	_rb_rank = _rb_lrank = _rb_rrank = _RB_EMPTY_RANK;		\
	while (_rb_y != NULL) {						\
		_rb_from = _rb_y;					\
		if (cmp(_rb_lo, _rb_y) > 0) {				\
			_rb_y = _RB_RIGHT(_rb_y, field);		\
		} else {						\
			_rb_min = _rb_y;				\
			_rb_y = _RB_LEFT(_rb_y, field);			\
		}							\
	}								\
	/*								\
	 * Up from the last node; from, where the walk comes from, starts \
	 * as NULL if the path went left there, else as the node itself, \
	 * which no link of it holds.					\
	 */								\
	_rb_y = _rb_from;						\
	if (_rb_from == _rb_min)					\
		_rb_from = NULL;					\
	for (; _rb_y != NULL; _rb_from = _rb_y, _rb_y = _rb_next) {	\
		_rb_up = _RB_UP(_rb_y, field);				\
		_rb_next = _RB_PTR(type, _rb_up);			\
		if (_RB_LEFT(_rb_y, field) != _rb_from) {		\
			/* y and its left subtree join the left part. */ \
			_rb_rank = _RB_PARENT_RANK(_rb_up, _RB_R2, _rb_rank); \
			_rb_rot = (struct type *)_rb_join_into(&_rb_lroot, \
			    &_rb_lrank, _rb_off, _rb_off + sizeof(_rb_ptr), \
			    _RB_LEFT(_rb_y, field),			\
			    _RB_CHILD_RANK(_rb_up, _RB_L2, _rb_rank), _rb_y); \
		} else {						\
			/* y and its right subtree join the right part. */ \
			_rb_rank = _RB_PARENT_RANK(_rb_up, _RB_L2, _rb_rank); \
			_rb_rot = (struct type *)_rb_join_into(&_rb_rroot, \
			    &_rb_rrank, _rb_off, _rb_off,		\
			    _RB_RIGHT(_rb_y, field),			\
			    _RB_CHILD_RANK(_rb_up, _RB_R2, _rb_rank), _rb_y); \
		}							\
		_RB_AUGMENT_WALK(type, field, aug, _rb_y, _rb_rot, _rb_y); \
	}								\
	_rb_a = _rb_lroot;						\
	_rb_arank = _rb_lrank;						\
	_rb_first = _rb_min;						\
	_rb_y = _rb_rroot;						\
	_rb_from = _rb_lroot = _rb_rroot = _rb_min = NULL;		\
	_rb_rank = _rb_lrank = _rb_rrank = _RB_EMPTY_RANK;		\
	while (_rb_y != NULL) {						\
		_rb_from = _rb_y;					\
		if (cmp(_rb_hi, _rb_y) > 0) {				\
			_rb_y = _RB_RIGHT(_rb_y, field);		\
		} else {						\
			_rb_min = _rb_y;				\
			_rb_y = _RB_LEFT(_rb_y, field);			\
		}							\
	}								\
	/*								\
	 * Up from the last node; from, where the walk comes from, starts \
	 * as NULL if the path went left there, else as the node itself, \
	 * which no link of it holds.					\
	 */								\
	_rb_y = _rb_from;						\
	if (_rb_from == _rb_min)					\
		_rb_from = NULL;					\
	for (; _rb_y != NULL; _rb_from = _rb_y, _rb_y = _rb_next) {	\
		_rb_up = _RB_UP(_rb_y, field);				\
		_rb_next = _RB_PTR(type, _rb_up);			\
		if (_RB_LEFT(_rb_y, field) != _rb_from) {		\
			/* y and its left subtree join the left part. */ \
			_rb_rank = _RB_PARENT_RANK(_rb_up, _RB_R2, _rb_rank); \
			_rb_rot = (struct type *)_rb_join_into(&_rb_lroot, \
			    &_rb_lrank, _rb_off, _rb_off + sizeof(_rb_ptr), \
			    _RB_LEFT(_rb_y, field),			\
			    _RB_CHILD_RANK(_rb_up, _RB_L2, _rb_rank), _rb_y); \
		} else {						\
			/* y and its right subtree join the right part. */ \
			_rb_rank = _RB_PARENT_RANK(_rb_up, _RB_L2, _rb_rank); \
			if (_rb_y == _rb_min) {				\
				/* the least of the right part: kept aside */ \
				_rb_rroot = _RB_RIGHT(_rb_y, field);	\
				_rb_rrank = _RB_CHILD_RANK(_rb_up, _RB_R2, \
				    _rb_rank);				\
				continue;				\
			}						\
			_rb_rot = (struct type *)_rb_join_into(&_rb_rroot, \
			    &_rb_rrank, _rb_off, _rb_off,		\
			    _RB_RIGHT(_rb_y, field),			\
			    _RB_CHILD_RANK(_rb_up, _RB_R2, _rb_rank), _rb_y); \
		}							\
		_RB_AUGMENT_WALK(type, field, aug, _rb_y, _rb_rot, _rb_y); \
	}								\
	RB_ROOT(_rb_out) = _rb_lroot;					\
	RB_ROOT(_rb_head) = _rb_a;					\
	if (_rb_min != NULL) {						\
		_rb_rot = (struct type *)_rb_join(&RB_ROOT(_rb_head),	\
		    _rb_off, _rb_a, _rb_arank, _rb_min, _rb_rroot,	\
		    _rb_rrank, &_rb_arank);				\
		_RB_AUGMENT_WALK(type, field, aug, _rb_min, _rb_rot, _rb_min); \
	}								\
	if (kind##_HAS_MIN) {						\
		if (_rb_a == NULL)					\
			kind##_SET_MIN(_rb_head, _rb_min);		\
		kind##_SET_MIN(_rb_out, _rb_first);			\
		for (_rb_count = 0; _rb_first != NULL; _rb_count++)	\
			_rb_first = name##_RB_NEXT(_rb_first);		\
		kind##_SET_COUNT(_rb_out, _rb_count);			\
		kind##_SET_COUNT(_rb_head,				\
		    kind##_COUNT(_rb_head) - _rb_count);		\
	}								\
}

#define _RB_GENERATE_REPLACE(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_REPLACE, attr)				\
struct type *								\
name##_RB_REPLACE(struct name *_rb_head, struct type *_rb_old,		\
    struct type *_rb_newelm)						\
{									\
	struct type *_rb_parent, *_rb_child;				\
									\
	_RB_CHECK_FOUND(#name, "RB_REPLACE", type, _rb_head, _rb_old,	\
	    field, cmp);						\
	_RB_CHECK_NOT_SAME(#name, "RB_REPLACE", _rb_newelm, _rb_old);	\
	_RB_CHECK_ALIGNED(#name, "RB_REPLACE", _rb_newelm);		\
	_RB_CHECK_NEW_OR_COPY(#name, "RB_REPLACE", _rb_newelm, _rb_old,	\
	    field, _RB_STILL_LINKED);					\
	_RB_CHECK(cmp(_rb_old, _rb_newelm) == 0, #name, "RB_REPLACE",	\
	    _rb_newelm,							\
	    "replacement key differs from the replaced element's; "	\
	    "RB_REMOVE and RB_INSERT to change a key");			\
	/* old in no tree (as RB_REMOVE): nothing to do. */		\
	_rb_parent = _RB_PARENT(type, _rb_old, field);			\
	if (_RB_UNLINKED_PARENT(_rb_head, _rb_old, _rb_parent))		\
		return (NULL);						\
	_RB_SWAP_CHILD(_rb_head, _rb_parent, _rb_old, _rb_newelm, field); \
	_rb_child = _RB_LEFT(_rb_old, field);				\
	_RB_LEFT(_rb_newelm, field) = _rb_child;			\
	if (_rb_child != NULL)						\
		_RB_SET_PARENT(_rb_child, _rb_newelm, field);		\
	_rb_child = _RB_RIGHT(_rb_old, field);				\
	_RB_RIGHT(_rb_newelm, field) = _rb_child;			\
	if (_rb_child != NULL)						\
		_RB_SET_PARENT(_rb_child, _rb_newelm, field);		\
	_RB_UP(_rb_newelm, field) = _RB_UP(_rb_old, field);		\
	if (kind##_IS_MIN(_rb_head, _rb_old))				\
		kind##_SET_MIN(_rb_head, _rb_newelm);			\
	_RB_AUGMENT_WALK(type, field, aug, _rb_newelm, NULL, _rb_newelm); \
	_RB_POISON_ELM(_rb_old, field);					\
	return (_rb_old);						\
}

#define _RB_GENERATE_POSTORDER(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_POSTORDER, attr)				\
struct type *								\
name##_RB_POSTORDER(struct name *_rb_head, struct type *_rb_elm)	\
{									\
	struct type *_rb_parent;					\
									\
	if (_rb_elm == NULL) {						\
		_rb_parent = RB_ROOT(_rb_head);				\
	} else {							\
		_rb_parent = _RB_PARENT(type, _rb_elm, field);		\
		/* elm's links are read no more: mark it as in no tree. */ \
		_RB_POISON_ELM(_rb_elm, field);				\
		if (_rb_parent == NULL ||				\
		    _RB_RIGHT(_rb_parent, field) == _rb_elm ||		\
		    _RB_RIGHT(_rb_parent, field) == NULL)		\
			return (_rb_parent);				\
		_rb_parent = _RB_RIGHT(_rb_parent, field);		\
	}								\
	/* The first in postorder of parent's subtree: go down, to the left \
	 * where there is a left child, until a leaf. */		\
	while (_rb_parent != NULL) {					\
		_rb_elm = _RB_LEFT(_rb_parent, field);			\
		if (_rb_elm == NULL)					\
			_rb_elm = _RB_RIGHT(_rb_parent, field);		\
		if (_rb_elm == NULL)					\
			break;						\
		_rb_parent = _rb_elm;					\
	}								\
	return (_rb_parent);						\
}

#define _RB_GENERATE_UPDATE_AUGMENT(name, type, field, cmp, attr, aug,	\
    kind)								\
attr void								\
name##_RB_UPDATE_AUGMENT(struct type *_rb_elm)				\
{									\
	_RB_AUGMENT_WALK(type, field, aug, _rb_elm, NULL, NULL);	\
}

#define _RB_GENERATE_VALIDATE(name, type, field, cmp, attr, aug, kind)	\
_RB_AGREE_DEFINE(name##_RB_VALIDATE, attr)				\
const char *								\
name##_RB_VALIDATE(struct name *_rb_head)				\
{									\
	struct type *_rb_elm = RB_ROOT(_rb_head), *_rb_next;		\
	void *_rb_min = NULL;						\
	size_t _rb_count = 0;						\
	const char *_rb_error;						\
									\
	if (_rb_elm != NULL) {						\
		_rb_error = _rb_validate_shape(_rb_elm,			\
		    _RB_OFFSET(type, _rb_elm, field), &_rb_min, &_rb_count); \
		if (_rb_error != NULL)					\
			return (_rb_error);				\
	}								\
	for (_rb_elm = (struct type *)_rb_min; _rb_elm != NULL;		\
	    _rb_elm = _rb_next) {					\
		_rb_next = name##_RB_NEXT(_rb_elm);			\
		if (_rb_next != NULL && cmp(_rb_elm, _rb_next) >= 0)	\
			return ("order: an element is not above its "	\
			    "predecessor");				\
	}								\
	return (kind##_CACHE_ERROR(_rb_head, (struct type *)_rb_min,	\
	    _rb_count));						\
}


#endif /* !_SYS_TREE_H_ && !LIBBSD_SYS_TREE_H */
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif /* _RB_TREE_H_ */
