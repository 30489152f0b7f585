/*
 * Differential run: two trees over one node type.  Every element is in
 * both trees at once: tree 1 by key (through the driver), tree 2 by key2,
 * a permutation of key (the hooks keep tree 2 in step and check it).
 */
#include <stddef.h>
#include <stdlib.h>

#include "tree.h"

#include "check.h"
#include "diff_runs.h"

/* key2 = key ^ KEY2_MASK: a bijection on [0, 2^40) that scrambles order. */
#define KEY2_MASK	0x2B5A3C1E97LL

struct tnode {
	long long key;
	RB_ENTRY(tnode) by_key;
	long long key2;
	RB_ENTRY(tnode) by_key2;
};

static int
tnode_cmp1(struct tnode *a, struct tnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

static int
tnode_cmp2(struct tnode *a, struct tnode *b)
{
	return (a->key2 > b->key2) - (a->key2 < b->key2);
}

RB_HEAD(ttree1, tnode);
RB_HEAD(ttree2, tnode);
RB_GENERATE_STATIC(ttree1, tnode, by_key, tnode_cmp1)
RB_GENERATE_STATIC(ttree2, tnode, by_key2, tnode_cmp2)

static struct ttree2 head2 = RB_INITIALIZER(&head2);
static struct model model2;

#define CHK_FUNC	check_tree2
#define CHK_NAME	ttree2
#define CHK_TYPE	struct tnode
#define CHK_HEAD	struct ttree2
#define CHK_FIELD	by_key2
#define CHK_KEY(e)	((e)->key2)
#define CHK_HAS_PREV
#define CHK_HAS_VALIDATE
#include "rb_check.h"

static void
two_init(const struct tctx *c)
{
	(void)c;
	RB_INIT(&head2);
	model2.v = NULL;
	model2.n = model2.cap = 0;
}

static void
two_added(const struct tctx *c, struct tnode *e)
{
	struct tnode *r;

	r = RB_INSERT(ttree2, &head2, e);
	TCHECK(c, r == NULL, "tree 2: insert of key2 %lld returned %p",
	    e->key2, (void *)r);
	r = RB_FIND(ttree2, &head2, e);
	TCHECK(c, r == e, "tree 2: find of key2 %lld returned %p, "
	    "expected %p", e->key2, (void *)r, (void *)e);
}

static void
two_removing(const struct tctx *c, struct tnode *e)
{
	struct tnode *r;

	r = RB_REMOVE(ttree2, &head2, e);
	TCHECK(c, r == e, "tree 2: remove of key2 %lld returned %p",
	    e->key2, (void *)r);
	r = RB_FIND(ttree2, &head2, e);
	TCHECK(c, r == NULL, "tree 2: key2 %lld still found after remove",
	    e->key2);
}

static int
ent_cmp(const void *a, const void *b)
{
	const struct model_ent *x = a, *y = b;

	return (x->key > y->key) - (x->key < y->key);
}

/* Tree 2 must hold exactly the model's elements, ordered by key2. */
static void
two_check(const struct tctx *c, const struct model *m)
{
	size_t i;

	if (model2.cap < m->n) {
		model_free(&model2);
		model_init(&model2, m->cap);
		TCHECK(c, model2.cap >= m->n, "out of memory");
	}
	for (i = 0; i < m->n; i++) {
		const struct tnode *e = m->v[i].elm;
		TCHECK(c, e->key2 == (e->key ^ KEY2_MASK),
		    "key2 of key %lld is stale", e->key);
		model2.v[i].key = e->key2;
		model2.v[i].elm = m->v[i].elm;
	}
	model2.n = m->n;
	if (model2.n > 1)
		qsort(model2.v, model2.n, sizeof(*model2.v), ent_cmp);
	(void)check_tree2(c, &head2, &model2);
}

static void
two_fini(const struct tctx *c)
{
	TCHECK(c, RB_EMPTY(&head2), "tree 2 is not empty at the end");
	model_free(&model2);
}

#define DRV_FUNC	diff_two
#define DRV_INST	"two trees over one node type"
#define DRV_NAME	ttree1
#define DRV_TYPE	struct tnode
#define DRV_HEAD	struct ttree1
#define DRV_FIELD	by_key
#define DRV_SETKEY(e, k)	((e)->key = (k), (e)->key2 = (k) ^ KEY2_MASK)
#define DRV_KEY(e)	((e)->key)
#define DRV_FULL_RB
#define DRV_HOOK_INIT(c)	two_init(c)
#define DRV_HOOK_ADDED(c, e)	two_added((c), (e))
#define DRV_HOOK_REMOVING(c, e)	two_removing((c), (e))
#define DRV_HOOK_CHECK(c, m)	two_check((c), (m))
#define DRV_HOOK_FINI(c)	two_fini(c)
#include "diff_driver.h"

void
diff_run_two(unsigned long long seed, long ops)
{
	diff_two(seed, ops);
}
