/*
 * Differential run: a comparator returning long, instantiated with
 * RB_PROTOTYPE_INTERNAL / RB_GENERATE_INTERNAL with attribute "static"
 * (tree.h's own extra functions must not warn when unused).  Keys are
 * scaled so that every difference has its low 32 bits zero: a header that
 * squeezed the result into an int would see "equal" everywhere.
 */
#include <limits.h>
#include <stddef.h>

#include "tree.h"

#include "diff_runs.h"

#if LONG_MAX > 0x7fffffffL
#define LKEY_SCALE	4294967296L
#else
#define LKEY_SCALE	1L
#endif

struct lnode {
	long key;
	RB_ENTRY(lnode) link;
};

static long
lnode_cmp(struct lnode *a, struct lnode *b)
{
	return a->key - b->key;
}

RB_HEAD(ltree, lnode);
RB_PROTOTYPE_INTERNAL(ltree, lnode, link, lnode_cmp, static)
RB_GENERATE_INTERNAL(ltree, lnode, link, lnode_cmp, static)

#define DRV_FUNC	diff_long
#define DRV_INST	"long comparator tree"
#define DRV_NAME	ltree
#define DRV_TYPE	struct lnode
#define DRV_HEAD	struct ltree
#define DRV_FIELD	link
#define DRV_SETKEY(e, k)	((e)->key = (long)(k) * LKEY_SCALE)
#define DRV_KEY(e)	((long long)((e)->key / LKEY_SCALE))
#define DRV_FULL_RB
#include "diff_driver.h"

void
diff_run_long(unsigned long long seed, long ops)
{
	diff_long(seed, ops);
}
