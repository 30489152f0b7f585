/*
 * A subtree-size augmentation through FreeBSD's RB_AUGMENT hook, on the
 * test engine (engine.h): every size is checked against its children's
 * at each full check and on small trees after every operation, so each
 * is its subtree's (the order statistics they serve are
 * tests/variants/hooks_freebsd.c's).  Included by augment_early.c (hook
 * defined before tree.h) and augment_late.c (hook defined after tree.h,
 * with #undef); the includer defines RB_AUGMENT(x) as size_augment(x),
 * and AUG_TREE, the name of the struct eng_tree to define.
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

ENG_RB(ztree, struct znode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(ztree, struct znode, link)
const struct eng_tree AUG_TREE = { .name = "size augmentation (RB_AUGMENT)",
    ENG_RB_OPS(ztree, struct znode), ENG_RB_FULL_OPS(ztree),
    .hook = ENG_GLOBAL_HOOK, .augcheck = zaugcheck };
