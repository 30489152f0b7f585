/*
 * Differential runs of per-operation instantiations:
 *  - ptree generates only INSERT_COLOR, INSERT_FINISH, INSERT, REMOVE_COLOR,
 *    REMOVE, FIND, MINMAX, NEXT and VALIDATE (RB_PROTOTYPE_<OP> /
 *    RB_GENERATE_<OP>), and its driver uses only those;
 *  - qtree generates every operation one by one, and gets the full driver.
 */
#include <stddef.h>

#include "tree.h"

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
RB_PROTOTYPE_INSERT_COLOR(qtree, qnode, static);
RB_PROTOTYPE_REMOVE_COLOR(qtree, qnode, static);
RB_PROTOTYPE_INSERT_FINISH(qtree, qnode, static);
RB_PROTOTYPE_INSERT(qtree, qnode, static);
RB_PROTOTYPE_INSERT_NEXT(qtree, qnode, static);
RB_PROTOTYPE_INSERT_PREV(qtree, qnode, static);
RB_PROTOTYPE_REMOVE(qtree, qnode, static);
RB_PROTOTYPE_FIND(qtree, qnode, static);
RB_PROTOTYPE_NFIND(qtree, qnode, static);
RB_PROTOTYPE_NEXT(qtree, qnode, static);
RB_PROTOTYPE_PREV(qtree, qnode, static);
RB_PROTOTYPE_MINMAX(qtree, qnode, static);
RB_PROTOTYPE_REINSERT(qtree, qnode, static);
RB_PROTOTYPE_VALIDATE(qtree, qnode, static);
RB_GENERATE_INSERT_COLOR(qtree, qnode, link, static)
RB_GENERATE_REMOVE_COLOR(qtree, qnode, link, static)
RB_GENERATE_INSERT_FINISH(qtree, qnode, link, static)
RB_GENERATE_INSERT(qtree, qnode, link, qnode_cmp, static)
RB_GENERATE_INSERT_NEXT(qtree, qnode, link, qnode_cmp, static)
RB_GENERATE_INSERT_PREV(qtree, qnode, link, qnode_cmp, static)
RB_GENERATE_REMOVE(qtree, qnode, link, static)
RB_GENERATE_FIND(qtree, qnode, link, qnode_cmp, static)
RB_GENERATE_NFIND(qtree, qnode, link, qnode_cmp, static)
RB_GENERATE_NEXT(qtree, qnode, link, static)
RB_GENERATE_PREV(qtree, qnode, link, static)
RB_GENERATE_MINMAX(qtree, qnode, link, static)
RB_GENERATE_REINSERT(qtree, qnode, link, qnode_cmp, static)
RB_GENERATE_VALIDATE(qtree, qnode, link, qnode_cmp, static)

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

void
diff_run_split_full(unsigned long long seed, long ops)
{
	diff_split_full(seed, ops);
}
