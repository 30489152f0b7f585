/*
 * libFuzzer target for the balanced (RB_*) trees of tree.h, one build per
 * variant: plain, cached head (-DFZ_CACHED), augmented (-DFZ_AUGMENT),
 * both; each also with -DTREE_DEBUG, where a debug check that fires on
 * these valid sequences is a failure too (TREE_DEBUG_REPORT traps).
 *
 * The input is decoded (fuzz_common.h) into a sequence of steps, run on a
 * tree.h tree and on the sorted-array model together.  After every change
 * to the tree RB_VALIDATE must return NULL (on a cached head it also checks
 * the cached minimum and count) and an in-order walk (RB_FOREACH, or
 * RB_FOREACH_REVERSE on odd steps) must visit exactly the model's elements
 * in order; a cached head's RB_COUNT and RB_MIN_LOCKLESS must agree with
 * the model, and in an augmented tree every node's summaries (largest
 * weight and sum of weights in its subtree) must equal the ones recomputed
 * from scratch.  Every
 * result of a call is compared with the model.
 *
 * Steps (opcode byte % 20; v = opcode byte / 20, 0..12):
 *   0  insert key 4b (a duplicate when the key is present: a second node
 *      with that key must be refused and the resident returned)
 *   1  duplicate insert: a free node with the key of the element at index i
 *   2  remove the element at index i
 *   3  find key k, then remove what was found
 *   4  find key k
 *   5  nfind key k
 *   6  next of element i (RB_NEXT)
 *   7  prev of element i (RB_PREV)
 *   8  min (v even) or max (v odd)
 *   9  RB_INSERT_NEXT after element i, key strictly between it and its
 *      successor (skipped when there is no gap)
 *  10  RB_INSERT_PREV before element i, likewise
 *  11  RB_REINSERT of element i after a key change that keeps its place
 *  12  RB_REINSERT of element i after a change to any key k: it moves, or
 *      it collides with a resident (returned; element i leaves the tree)
 *  13  insert a run of 1 + v keys 4b, 4(b + s), ... (mod 1024), s in
 *      1..8 or -1..-8 from a byte
 *  14  remove a run of 1 + v / 2 elements from index i forward
 *      (RB_FOREACH_FROM) or, v odd, backward (RB_FOREACH_REVERSE_FROM)
 *  15  walk: from index i forward (RB_FOREACH_FROM) for 1 + v steps, or
 *      with v >= 8 remove all (RB_FOREACH_SAFE / RB_FOREACH_REVERSE_SAFE)
 *  16  RB_POP_MIN, 1 + v % 4 times (once more than there are elements:
 *      NULL on the empty tree)
 *  17  RB_REPLACE element i by a free node with the same key and a new
 *      weight w (0..3, from a byte)
 *  18  teardown: RB_FOREACH_POSTORDER over the whole tree; each node is
 *      visited once, after its children, and is "freed" (poisoned for
 *      ASan) in the loop body; then RB_INIT
 *  19  element i's weight becomes w in place, then RB_UPDATE_AUGMENT_TREE
 */
#ifndef FZ_NOPS
#define FZ_NOPS		20u
#endif

#if defined(FZ_CACHED) && defined(FZ_AUGMENT)
#define FZ_NAME "fuzz_rb_cached_augment"
#elif defined(FZ_CACHED)
#define FZ_NAME "fuzz_rb_cached"
#elif defined(FZ_AUGMENT)
#define FZ_NAME "fuzz_rb_augment"
#else
#define FZ_NAME "fuzz_rb"
#endif

#ifdef TREE_DEBUG
#include <stdio.h>
#define TREE_DEBUG_REPORT(tree, op, elm, msg)				\
	(fprintf(stderr, "TREE_DEBUG_REPORT: %s %s: element %p: %s\n",	\
	    (tree), (op), (const void *)(elm), (msg)), __builtin_trap())
#endif

#include "../../tree.h"
#include "fuzz_common.h"

#if defined(__SANITIZE_ADDRESS__)
#define FZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FZ_ASAN 1
#endif
#endif
#ifdef FZ_ASAN
#include <sanitizer/asan_interface.h>
#endif

struct node {
	RB_ENTRY(node) link;
	unsigned key;
	unsigned weight;	/* payload of the augmented variants, 0..3 */
	unsigned max;		/* summaries kept by the hook: the largest */
	unsigned long sum;	/* weight in the subtree, and their sum */
};

static int
node_cmp(const struct node *a, const struct node *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

#ifdef FZ_CACHED
RB_HEAD_CACHED(ftree, node);
#else
RB_HEAD(ftree, node);
#endif

#ifdef FZ_AUGMENT
/*
 * The hook: recompute x's summaries from its children; nonzero if they
 * changed.  Weights are small (0..3) so that summaries often stay the
 * same: the walk up must stop early without leaving a stale ancestor, and
 * a node that took another's place must not be judged by an old summary
 * that happens to be equal.
 */
static int
node_aug(struct node *x)
{
	struct node *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	unsigned max = x->weight;
	unsigned long sum = x->weight;
	int changed;

	if (l != NULL) {
		max = l->max > max ? l->max : max;
		sum += l->sum;
	}
	if (r != NULL) {
		max = r->max > max ? r->max : max;
		sum += r->sum;
	}
	changed = max != x->max || sum != x->sum;
	x->max = max;
	x->sum = sum;
	return changed;
}
#ifdef FZ_CACHED
RB_GENERATE_CACHED_AUGMENT_STATIC(ftree, node, link, node_cmp, node_aug)
#else
RB_GENERATE_AUGMENT_STATIC(ftree, node, link, node_cmp, node_aug)
#endif
#else
#ifdef FZ_CACHED
RB_GENERATE_CACHED_STATIC(ftree, node, link, node_cmp)
#else
RB_GENERATE_STATIC(ftree, node, link, node_cmp)
#endif
#endif

static struct ftree head;
static struct fz_model model;
static struct node pool[FZ_POOL];
static struct node *freel[FZ_POOL];
static unsigned char seen[FZ_POOL];	/* postorder: visited */
static size_t nfree;
static unsigned step;

static struct node *
node_get(unsigned key)
{
	struct node *x = freel[--nfree];

	x->key = key;
	x->weight = (key * 2654435761u) >> 30;
	/*
	 * Whatever summary the node had when it was last in the tree stays
	 * (as in a program that recycles elements): an insert must not
	 * trust it.
	 */
	return x;
}

static void
node_put(struct node *x)
{
	freel[nfree++] = x;
}

#define REQ(cond, key)	FZ_REQUIRE(cond, step, key)

#ifdef FZ_AUGMENT
/* The summaries of x's subtree recomputed, compared with the stored ones. */
static unsigned long
check_aug(struct node *x, unsigned *max)
{
	unsigned long sum;
	unsigned lmax, rmax;

	*max = 0;
	if (x == NULL)
		return 0;
	sum = x->weight + check_aug(RB_LEFT(x, link), &lmax) +
	    check_aug(RB_RIGHT(x, link), &rmax);
	*max = x->weight;
	*max = lmax > *max ? lmax : *max;
	*max = rmax > *max ? rmax : *max;
	if (x->max != *max)
		fz_fail("augment: a stored subtree maximum is stale", step, x->key);
	if (x->sum != sum)
		fz_fail("augment: a stored subtree sum is stale", step, x->key);
	return sum;
}
#endif

/*
 * The full check: validator, cache and summaries, then the in-order walk
 * against the model.
 */
static void
check(void)
{
	const char *msg;
	struct node *x;
	size_t i = 0;
#ifdef FZ_AUGMENT
	unsigned max;
#endif

	fz_checks++;
	if (fz_tracing())
		fz_print(&model, step);
	msg = RB_VALIDATE(ftree, &head);
	if (msg != NULL)
		fz_fail(msg, step, 0);
	REQ(RB_EMPTY(&head) == (model.n == 0), 0);
#ifdef FZ_CACHED
	REQ(RB_COUNT(ftree, &head) == model.n, 0);
	REQ(RB_MIN_LOCKLESS(ftree, &head) == (model.n ? model.e[0].elm : NULL), 0);
#endif
#ifdef FZ_AUGMENT
	check_aug(RB_ROOT(&head), &max);
#endif
	if (step & 1) {
		i = model.n;
		RB_FOREACH_REVERSE(x, ftree, &head) {
			REQ(i > 0, x->key);
			i--;
			REQ(x == model.e[i].elm && x->key == model.e[i].key, x->key);
		}
		REQ(i == 0, 0);
	} else {
		RB_FOREACH(x, ftree, &head) {
			REQ(i < model.n, x->key);
			REQ(x == model.e[i].elm && x->key == model.e[i].key, x->key);
			i++;
		}
		REQ(i == model.n, 0);
	}
}

/* Teardown with RB_FOREACH_POSTORDER; the nodes go back to the pool. */
static void
do_postorder(void)
{
	struct node *x, *y, *c;
	size_t i, n = 0;

	for (i = 0; i < model.n; i++)
		seen[(struct node *)model.e[i].elm - pool] = 0;
	RB_FOREACH_POSTORDER(x, ftree, &head, y) {
		fz_ops++;
		i = (size_t)(x - pool);
		REQ(x >= pool && i < FZ_POOL, 0);
		REQ(fz_lookup(&model, x->key) != NULL &&
		    fz_lookup(&model, x->key)->elm == x, x->key);
		REQ(!seen[i], x->key);	/* once */
		c = RB_LEFT(x, link);
		REQ(c == NULL || seen[c - pool], x->key);	/* after children */
		c = RB_RIGHT(x, link);
		REQ(c == NULL || seen[c - pool], x->key);
		seen[i] = 1;
		n++;
		/* "Free" x: the walk must not read it again. */
#ifdef FZ_ASAN
		__asan_poison_memory_region(x, sizeof(*x));
#else
		memset(x, 0xa5, sizeof(*x));
#endif
	}
	fz_ops++;	/* the last RB_POSTORDER call, which returned NULL */
	REQ(n == model.n, 0);
	for (i = 0; i < model.n; i++) {
		x = model.e[i].elm;
#ifdef FZ_ASAN
		__asan_unpoison_memory_region(x, sizeof(*x));
#endif
		node_put(x);
	}
	model.n = 0;
	RB_INIT(&head);
	check();
}

/* Insert a fresh node with key; a present key must be refused. */
static void
do_insert(unsigned key)
{
	struct fz_ent *e = fz_lookup(&model, key);
	struct node *x = node_get(key), *r;

	fz_ops++;
	r = RB_INSERT(ftree, &head, x);
	if (e != NULL) {
		REQ(r == e->elm, key);
		node_put(x);
	} else {
		REQ(r == NULL, key);
		fz_insert_at(&model, fz_lower(&model, key), key, x);
	}
	check();
}

static void
do_remove_at(size_t i)
{
	struct node *x = model.e[i].elm;

	fz_ops++;
	REQ(RB_REMOVE(ftree, &head, x) == x, x->key);
	fz_remove_at(&model, i);
	node_put(x);
	check();
}

/* Element i's key becomes key (in place), then RB_REINSERT. */
static void
do_reinsert(size_t i, unsigned key)
{
	struct node *x = model.e[i].elm, *r;
	struct fz_ent *e = fz_lookup(&model, key);

	x->key = key;
	fz_ops++;
	r = RB_REINSERT(ftree, &head, x);
	if (e != NULL && e->elm != x) {
		/* Collision: x was taken out; the resident is returned. */
		REQ(r == e->elm, key);
		fz_remove_at(&model, i);
		node_put(x);
	} else {
		REQ(r == NULL, key);
		fz_remove_at(&model, i);
		fz_insert_at(&model, fz_lower(&model, key), key, x);
	}
	check();
}

static const char *const op_names[FZ_NOPS] = {
	"insert", "dup-insert", "remove", "find+remove", "find",
	"nfind", "next", "prev", "min/max", "insert-next",
	"insert-prev", "reinsert-keep", "reinsert-any", "insert-run",
	"remove-run", "walk/drain", "pop-min", "replace", "postorder",
	"update-augment"
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz_in in = { data, data + size };
	struct node *x, *y, probe;
	struct fz_ent *e;
	size_t i, j, n;
	unsigned op, v, key, s;
	long lo, hi, k;

	fz_inputs++;
	RB_INIT(&head);
	model.n = 0;
	for (nfree = 0; nfree < FZ_POOL; nfree++)
		freel[nfree] = &pool[FZ_POOL - 1 - nfree];
	step = 0;
	check();

	while (fz_more(&in)) {
		fz_step(&in, ++step, op_names, &op, &v);
		switch (op) {
		case 0:
			do_insert(fz_grid_key(&in));
			break;
		case 1:
			if (model.n == 0)
				break;
			do_insert(model.e[fz_index(&in, v, model.n)].key);
			break;
		case 2:
			if (model.n == 0)
				break;
			do_remove_at(fz_index(&in, v, model.n));
			break;
		case 3:
		case 4:
			probe.key = fz_any_key(&in, v);
			e = fz_lookup(&model, probe.key);
			fz_ops++;
			x = RB_FIND(ftree, &head, &probe);
			REQ(x == (e != NULL ? e->elm : NULL), probe.key);
			if (op == 3 && x != NULL)
				do_remove_at(fz_lower(&model, probe.key));
			break;
		case 5:
			probe.key = fz_any_key(&in, v);
			i = fz_lower(&model, probe.key);
			fz_ops++;
			x = RB_NFIND(ftree, &head, &probe);
			REQ(x == (i < model.n ? model.e[i].elm : NULL), probe.key);
			break;
		case 6:
		case 7:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			x = model.e[i].elm;
			fz_ops++;
			if (op == 6) {
				y = RB_NEXT(ftree, &head, x);
				REQ(y == (i + 1 < model.n ? model.e[i + 1].elm : NULL),
				    x->key);
			} else {
				y = RB_PREV(ftree, &head, x);
				REQ(y == (i > 0 ? model.e[i - 1].elm : NULL), x->key);
			}
			break;
		case 8:
			fz_ops++;
			if (v & 1) {
				x = RB_MAX(ftree, &head);
				REQ(x == (model.n ? model.e[model.n - 1].elm : NULL), 0);
			} else {
				x = RB_MIN(ftree, &head);
				REQ(x == (model.n ? model.e[0].elm : NULL), 0);
			}
			break;
		case 9:
		case 10:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			if (op == 9) {
				lo = model.e[i].key;
				hi = i + 1 < model.n ? (long)model.e[i + 1].key :
				    (long)FZ_KEYS;
			} else {
				lo = i > 0 ? (long)model.e[i - 1].key : -1;
				hi = model.e[i].key;
			}
			k = fz_between(&in, lo, hi);
			if (k < 0)
				break;
			x = model.e[i].elm;
			y = node_get((unsigned)k);
			fz_ops++;
			if (op == 9) {
				REQ(RB_INSERT_NEXT(ftree, &head, x, y) == NULL, y->key);
				fz_insert_at(&model, i + 1, y->key, y);
			} else {
				REQ(RB_INSERT_PREV(ftree, &head, x, y) == NULL, y->key);
				fz_insert_at(&model, i, y->key, y);
			}
			check();
			break;
		case 11:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			fz_gap_around(&model, i, &lo, &hi);
			k = fz_between(&in, lo, hi);	/* the gap holds key i */
			do_reinsert(i, (unsigned)k);
			break;
		case 12:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			do_reinsert(i, fz_any_key(&in, v >> 2));
			break;
		case 13:
			key = fz_u8(&in);
			s = fz_u8(&in);
			s = s & 8u ? 256u - (s & 7u) - 1u : (s & 7u) + 1u;
			for (j = 0; j <= v; j++)
				do_insert((key + s * (unsigned)j) % 256u * 4u);
			break;
		case 14:
			if (model.n == 0)
				break;
			i = fz_index(&in, 0, model.n);
			y = model.e[i].elm;
			n = 0;
			if (v & 1) {
				/* x: the element to remove (index i); y: RB_PREV(x) */
				RB_FOREACH_REVERSE_FROM(x, ftree, y) {
					fz_ops++;
					REQ(x == model.e[i].elm, x->key);
					REQ(y == (i > 0 ? model.e[i - 1].elm : NULL), x->key);
					do_remove_at(i);
					if (++n > (v >> 1) || i == 0)
						break;
					i--;
				}
			} else {
				/* x: the element to remove (index i); y: RB_NEXT(x) */
				RB_FOREACH_FROM(x, ftree, y) {
					fz_ops++;
					REQ(x == model.e[i].elm, x->key);
					REQ(y == (i + 1 < model.n ? model.e[i + 1].elm : NULL),
					    x->key);
					do_remove_at(i);
					if (++n > (v >> 1))
						break;
				}
			}
			break;
		case 15:
			if (v >= 8) {
				/* Remove everything, checking after each removal. */
				if (v & 1) {
					RB_FOREACH_REVERSE_SAFE(x, ftree, &head, y) {
						fz_ops++;
						REQ(x == model.e[model.n - 1].elm, x->key);
						do_remove_at(model.n - 1);
					}
				} else {
					RB_FOREACH_SAFE(x, ftree, &head, y) {
						fz_ops++;
						REQ(x == model.e[0].elm, x->key);
						do_remove_at(0);
					}
				}
				REQ(model.n == 0 && RB_EMPTY(&head), 0);
				break;
			}
			if (model.n == 0)
				break;
			i = fz_index(&in, 0, model.n);
			y = model.e[i].elm;
			n = 0;
			RB_FOREACH_FROM(x, ftree, y) {
				fz_ops++;
				REQ(x == model.e[i].elm, x->key);
				if (++n > v)
					break;
				i++;
			}
			break;
		case 16:
			for (j = 0; j <= (v & 3u); j++) {
				fz_ops++;
				x = RB_POP_MIN(ftree, &head);
				if (model.n == 0) {
					REQ(x == NULL, 0);
					break;
				}
				REQ(x == model.e[0].elm, model.e[0].key);
				fz_remove_at(&model, 0);
				node_put(x);
				check();
			}
			break;
		case 17:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			x = model.e[i].elm;
			y = node_get(x->key);
			y->weight = fz_u8(&in) & 3u;
			fz_ops++;
			REQ(RB_REPLACE(ftree, &head, x, y) == x, x->key);
			model.e[i].elm = y;
			node_put(x);
			check();
			break;
		case 18:
			do_postorder();
			break;
		case 19:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			x = model.e[i].elm;
			x->weight = fz_u8(&in) & 3u;
			fz_ops++;
			RB_UPDATE_AUGMENT_TREE(ftree, x);
			check();
			break;
		}
	}
	return 0;
}
