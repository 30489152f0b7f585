/*
 * libFuzzer target for the splay (SPLAY_*) trees of tree.h.
 *
 * The input is decoded (fuzz_common.h) into a sequence of steps, run on a
 * tree.h splay tree and on the sorted-array model together.  After every
 * change to the tree an in-order walk that does not splay (an explicit
 * stack over SPLAY_LEFT / SPLAY_RIGHT, bounded so a cycle is caught) must
 * visit exactly the model's elements in order.  Every result of a call is
 * compared with the model; after a lookup or insert that finds or adds an
 * element, that element must be the root (the splay property).
 *
 * Steps (opcode byte % 16; v = opcode byte / 16):
 *   0, 13  insert key 4b (a present key: the resident must be returned)
 *   1   duplicate insert: a free node with the key of element i
 *   2, 14  remove element i (SPLAY_REMOVE returns its argument)
 *   3   remove by key k with a probe node: the resident with that key leaves
 *       the tree and the probe is returned, or NULL when there is none
 *   4   find key k
 *   5   next of element i (SPLAY_NEXT)
 *   6, 15  min (v even) or max (v odd)
 *   7   insert a run of 1 + v keys 4b, 4(b + s), ... (mod 1024), s in
 *       1..8 or -1..-8 from a byte
 *   8   remove a run of 1 + v / 2 elements from index i forward, each
 *       after a SPLAY_NEXT from it
 *   9   SPLAY_FOREACH over the whole tree against the model
 *  10   re-key element i: remove, change the key to any key k, insert
 *       (a collision returns the resident and the element stays out)
 *  11   remove everything: SPLAY_MIN (v even) or SPLAY_MAX + SPLAY_REMOVE
 *  12   find key 4b (a key on the insert grid, so usually present)
 */
#define FZ_NAME "fuzz_splay"

#include "../../tree.h"
#include "fuzz_common.h"

struct node {
	SPLAY_ENTRY(node) link;
	unsigned key;
};

static int
node_cmp(struct node *a, struct node *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

SPLAY_HEAD(stree, node);
SPLAY_PROTOTYPE(stree, node, link, node_cmp)
SPLAY_GENERATE(stree, node, link, node_cmp)

static struct stree head;
static struct fz_model model;
static struct node pool[FZ_POOL];
static struct node *freel[FZ_POOL];
static struct node *stack[FZ_POOL];
static size_t nfree;
static unsigned step;

static struct node *
node_get(unsigned key)
{
	struct node *x = freel[--nfree];

	x->key = key;
	return x;
}

static void
node_put(struct node *x)
{
	freel[nfree++] = x;
}

#define REQ(cond, key)	FZ_REQUIRE(cond, step, key)

/* The full check: an in-order walk that does not splay, against the model. */
static void
check(void)
{
	struct node *x = SPLAY_ROOT(&head);
	size_t depth = 0, i = 0;

	fz_checks++;
	if (fz_tracing())
		fz_print(&model, step);
	REQ(SPLAY_EMPTY(&head) == (model.n == 0), 0);
	for (;;) {
		for (; x != NULL; x = SPLAY_LEFT(x, link)) {
			REQ(depth < model.n, x->key);	/* deeper than n: a cycle */
			stack[depth++] = x;
		}
		if (depth == 0)
			break;
		x = stack[--depth];
		REQ(i < model.n, x->key);
		REQ(x == model.e[i].elm && x->key == model.e[i].key, x->key);
		i++;
		x = SPLAY_RIGHT(x, link);
	}
	REQ(i == model.n, 0);
}

static void
do_insert(unsigned key)
{
	struct fz_ent *e = fz_lookup(&model, key);
	struct node *x = node_get(key), *r;

	fz_ops++;
	r = SPLAY_INSERT(stree, &head, x);
	if (e != NULL) {
		REQ(r == e->elm, key);
		REQ(SPLAY_ROOT(&head) == e->elm, key);
		node_put(x);
	} else {
		REQ(r == NULL, key);
		REQ(SPLAY_ROOT(&head) == x, key);
		fz_insert_at(&model, fz_lower(&model, key), key, x);
	}
	check();
}

static void
do_remove_at(size_t i)
{
	struct node *x = model.e[i].elm;

	fz_ops++;
	REQ(SPLAY_REMOVE(stree, &head, x) == x, x->key);
	fz_remove_at(&model, i);
	node_put(x);
	check();
}

static void
do_find(unsigned key)
{
	struct fz_ent *e = fz_lookup(&model, key);
	struct node probe, *x;

	probe.key = key;
	fz_ops++;
	x = SPLAY_FIND(stree, &head, &probe);
	REQ(x == (e != NULL ? e->elm : NULL), key);
	if (x != NULL)
		REQ(SPLAY_ROOT(&head) == x, key);
	check();	/* a lookup restructures a splay tree */
}

static const char *const op_names[FZ_NOPS] = {
	"insert", "dup-insert", "remove", "remove-key", "find", "next",
	"min/max", "insert-run", "remove-run", "foreach", "rekey",
	"drain", "find-grid", "insert", "remove", "min/max"
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

	fz_inputs++;
	SPLAY_INIT(&head);
	model.n = 0;
	for (nfree = 0; nfree < FZ_POOL; nfree++)
		freel[nfree] = &pool[FZ_POOL - 1 - nfree];
	step = 0;
	check();

	while (fz_more(&in)) {
		fz_step(&in, ++step, op_names, &op, &v);
		switch (op) {
		case 0:
		case 13:
			do_insert(fz_grid_key(&in));
			break;
		case 1:
			if (model.n == 0)
				break;
			do_insert(model.e[fz_index(&in, v, model.n)].key);
			break;
		case 2:
		case 14:
			if (model.n == 0)
				break;
			do_remove_at(fz_index(&in, v, model.n));
			break;
		case 3:
			probe.key = fz_any_key(&in, v);
			i = fz_lower(&model, probe.key);
			e = fz_lookup(&model, probe.key);
			fz_ops++;
			x = SPLAY_REMOVE(stree, &head, &probe);
			if (e != NULL) {
				REQ(x == &probe, probe.key);
				node_put(e->elm);
				fz_remove_at(&model, i);
			} else {
				REQ(x == NULL, probe.key);
			}
			check();
			break;
		case 4:
			do_find(fz_any_key(&in, v));
			break;
		case 12:
			do_find(fz_grid_key(&in));
			break;
		case 5:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			x = model.e[i].elm;
			fz_ops++;
			y = SPLAY_NEXT(stree, &head, x);
			REQ(y == (i + 1 < model.n ? model.e[i + 1].elm : NULL), x->key);
			REQ(SPLAY_ROOT(&head) == x, x->key);
			check();
			break;
		case 6:
		case 15:
			fz_ops++;
			if (v & 1) {
				x = SPLAY_MAX(stree, &head);
				REQ(x == (model.n ? model.e[model.n - 1].elm : NULL), 0);
			} else {
				x = SPLAY_MIN(stree, &head);
				REQ(x == (model.n ? model.e[0].elm : NULL), 0);
			}
			REQ(SPLAY_ROOT(&head) == x, 0);
			check();
			break;
		case 7:
			key = fz_u8(&in);
			s = fz_u8(&in);
			s = s & 8u ? 256u - (s & 7u) - 1u : (s & 7u) + 1u;
			for (j = 0; j <= v; j++)
				do_insert((key + s * (unsigned)j) % 256u * 4u);
			break;
		case 8:
			if (model.n == 0)
				break;
			i = fz_index(&in, 0, model.n);
			x = model.e[i].elm;
			for (n = 0; n <= (v >> 1) && x != NULL; n++) {
				fz_ops++;
				y = SPLAY_NEXT(stree, &head, x);
				REQ(y == (i + 1 < model.n ? model.e[i + 1].elm : NULL),
				    x->key);
				check();
				do_remove_at(i);
				x = y;
			}
			break;
		case 9:
			i = 0;
			SPLAY_FOREACH(x, stree, &head) {
				fz_ops++;
				REQ(i < model.n, x->key);
				REQ(x == model.e[i].elm, x->key);
				i++;
			}
			fz_ops++;	/* the SPLAY_MIN */
			REQ(i == model.n, 0);
			check();
			break;
		case 10:
			if (model.n == 0)
				break;
			i = fz_index(&in, v, model.n);
			x = model.e[i].elm;
			do_remove_at(i);
			x = node_get(fz_any_key(&in, v >> 2));	/* x again: LIFO */
			e = fz_lookup(&model, x->key);
			fz_ops++;
			y = SPLAY_INSERT(stree, &head, x);
			if (e != NULL) {
				REQ(y == e->elm, x->key);
				node_put(x);
			} else {
				REQ(y == NULL, x->key);
				fz_insert_at(&model, fz_lower(&model, x->key), x->key, x);
			}
			check();
			break;
		case 11:
			while (model.n > 0) {
				fz_ops++;	/* the SPLAY_MIN or SPLAY_MAX */
				if (v & 1) {
					x = SPLAY_MAX(stree, &head);
					REQ(x == model.e[model.n - 1].elm, x->key);
					do_remove_at(model.n - 1);
				} else {
					x = SPLAY_MIN(stree, &head);
					REQ(x == model.e[0].elm, x->key);
					do_remove_at(0);
				}
			}
			REQ(SPLAY_EMPTY(&head), 0);
			break;
		}
	}
	return 0;
}
