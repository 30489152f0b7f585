/*
 * Differential runs of per-operation instantiations:
 *  - ptree generates only INSERT_COLOR, INSERT_FINISH, INSERT, REMOVE_COLOR,
 *    REMOVE, FIND, MINMAX, NEXT and VALIDATE (RB_PROTOTYPE_<OP> /
 *    RB_GENERATE_<OP>), and its driver uses only those;
 *  - qtree generates every operation one by one (tests/per_op.h), and gets
 *    the full driver, then a short run of the operations the driver lacks.
 */
#include <stddef.h>

#include "tree.h"
#include "per_op.h"

#include "diff_runs.h"

struct pnode {
	int key;
	RB_ENTRY(pnode) link;
};

static int
pnode_cmp(struct pnode *a, struct pnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(ptree, pnode);
/*
 * A subset on purpose, so written out rather than with tests/per_op.h: the
 * operations its driver uses and only the generators they depend on.
 */
RB_PROTOTYPE_INSERT_COLOR(ptree, pnode, static);
RB_PROTOTYPE_INSERT_FINISH(ptree, pnode, static);
RB_PROTOTYPE_INSERT(ptree, pnode, static);
RB_PROTOTYPE_REMOVE_COLOR(ptree, pnode, static);
RB_PROTOTYPE_REMOVE(ptree, pnode, static);
RB_PROTOTYPE_FIND(ptree, pnode, static);
RB_PROTOTYPE_MINMAX(ptree, pnode, static);
RB_PROTOTYPE_NEXT(ptree, pnode, static);
RB_PROTOTYPE_VALIDATE(ptree, pnode, static);
RB_GENERATE_INSERT_COLOR(ptree, pnode, link, static)
RB_GENERATE_INSERT_FINISH(ptree, pnode, link, static)
RB_GENERATE_INSERT(ptree, pnode, link, pnode_cmp, static)
RB_GENERATE_REMOVE_COLOR(ptree, pnode, link, static)
RB_GENERATE_REMOVE(ptree, pnode, link, static)
RB_GENERATE_FIND(ptree, pnode, link, pnode_cmp, static)
RB_GENERATE_MINMAX(ptree, pnode, link, static)
RB_GENERATE_NEXT(ptree, pnode, link, static)
RB_GENERATE_VALIDATE(ptree, pnode, link, pnode_cmp, static)

#define DRV_FUNC	diff_split
#define DRV_INST	"split tree (some operations)"
#define DRV_NAME	ptree
#define DRV_TYPE	struct pnode
#define DRV_HEAD	struct ptree
#define DRV_FIELD	link
#define DRV_SETKEY(e, k)	((e)->key = (int)(k))
#define DRV_KEY(e)	((long long)(e)->key)
#define DRV_HAS_VALIDATE
#include "diff_driver.h"

void
diff_run_split(unsigned long long seed, long ops)
{
	diff_split(seed, ops);
}

struct qnode {
	short pad;
	int key;
	RB_ENTRY(qnode) link;
};

static int
qnode_cmp(struct qnode *a, struct qnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(qtree, qnode);
PER_OP_PROTOTYPES(qtree, qnode, static)
PER_OP_GENERATE(qtree, qnode, link, qnode_cmp, static)

#define DRV_FUNC	diff_split_full
#define DRV_INST	"split tree (every operation)"
#define DRV_NAME	qtree
#define DRV_TYPE	struct qnode
#define DRV_HEAD	struct qtree
#define DRV_FIELD	link
#define DRV_SETKEY(e, k)	((e)->key = (int)(k))
#define DRV_KEY(e)	((long long)(e)->key)
#define DRV_FULL_RB
#include "diff_driver.h"

/*
 * The operations the driver does not run (tree.h's additions to FreeBSD):
 * POP_MIN, REPLACE, UPDATE_AUGMENT (no hook: a no-op) and POSTORDER.
 */
static void
diff_split_full_extras(void)
{
	static struct qnode v[64];
	struct qtree head = RB_INITIALIZER(&head);
	struct qnode copy, *e, *t, *l, *r;
	struct tctx ctx = { "split tree (every operation)", 0, -1, "extras" };
	int i, count = 0;

	for (i = 0; i < 64; i++) {
		v[i].key = (i * 37) % 64;
		TCHECK(&ctx, RB_INSERT(qtree, &head, &v[i]) == NULL, "insert");
	}
	copy.key = 10;
	e = RB_FIND(qtree, &head, &copy);
	TCHECK(&ctx, e != NULL, "find");
	TCHECK(&ctx, RB_REPLACE(qtree, &head, e, &copy) == e, "replace");
	TCHECK(&ctx, RB_FIND(qtree, &head, e) == &copy, "find the copy");
	TCHECK(&ctx, RB_REPLACE(qtree, &head, &copy, e) == &copy, "back");
	RB_UPDATE_AUGMENT_TREE(qtree, e);
	for (i = 0; i < 8; i++) {
		e = RB_POP_MIN(qtree, &head);
		TCHECK(&ctx, e != NULL && e->key == i, "pop_min %d", i);
	}
	TCHECK(&ctx, RB_VALIDATE(qtree, &head) == NULL, "validate");
	/* Children before parents: a visited element's key becomes -1. */
	RB_FOREACH_POSTORDER(e, qtree, &head, t) {
		l = RB_LEFT(e, link);
		r = RB_RIGHT(e, link);
		TCHECK(&ctx, (l == NULL || l->key == -1) &&
		    (r == NULL || r->key == -1), "postorder order");
		e->key = -1;
		count++;
	}
	TCHECK(&ctx, count == 64 - 8, "postorder: %d elements", count);
}

void
diff_run_split_full(unsigned long long seed, long ops)
{
	diff_split_full(seed, ops);
	diff_split_full_extras();
}
