/*
 * A subtree-size augmentation through FreeBSD's RB_AUGMENT hook, on the
 * test engine (engine.h): every size is checked after every operation,
 * and at each full check every element is found by its rank through the
 * sizes.  Included by augment_early.c (hook defined before tree.h) and
 * augment_late.c (hook defined after tree.h, with #undef); the includer
 * defines RB_AUGMENT(x) as size_augment(x), and AUG_TREE, the name of the
 * struct eng_tree to define.
 */
#define ENG_UPDATE_FREEBSD(e, field)	RB_UPDATE_AUGMENT(e, field)
#include "augment_runs.h"

struct znode {
	int key;
	size_t size;		/* elements in the subtree rooted here */
	RB_ENTRY(znode) link;
};

static int
znode_cmp(struct znode *a, struct znode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

static size_t
zsize(const struct znode *x)
{
	return x != NULL ? x->size : 0;
}

static void
size_augment(struct znode *x)
{
	eng_hooked(x);
	x->size = 1 + zsize(RB_LEFT(x, link)) + zsize(RB_RIGHT(x, link));
}

RB_HEAD(ztree, znode);
RB_GENERATE_STATIC(ztree, znode, link, znode_cmp)

static const char *
zaugcheck(void *e)
{
	struct znode *x = e;

	return x->size == 1 + zsize(RB_LEFT(x, link)) +
	    zsize(RB_RIGHT(x, link)) ? NULL : "the subtree size is stale";
}

/* The k-th smallest element (0-based), found through the sizes. */
static struct znode *
zselect(struct ztree *h, size_t k)
{
	struct znode *x = RB_ROOT(h);
	size_t l;

	while (x != NULL && k != (l = zsize(RB_LEFT(x, link)))) {
		if (k < l)
			x = RB_LEFT(x, link);
		else {
			k -= l + 1;
			x = RB_RIGHT(x, link);
		}
	}
	return x;
}

static void
zcheck(struct eng_run *r)
{
	size_t i;

	ENG_REQUIRE(r, zsize(RB_ROOT((struct ztree *)r->head)) == r->n,
	    "the root's size is not the number of elements");
	for (i = 0; i < r->n; i++)
		ENG_REQUIRE(r, zselect(r->head, i) == r->v[i].elm,
		    "the element of rank %zu is not found by its rank", i);
}

ENG_RB(ztree, struct znode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(ztree, struct znode, link)
const struct eng_tree AUG_TREE = { .name = "size augmentation (RB_AUGMENT)",
    ENG_RB_OPS(ztree, struct znode), ENG_RB_FULL_OPS(ztree),
    .hook = ENG_GLOBAL_HOOK, .augcheck = zaugcheck, .check = zcheck };
