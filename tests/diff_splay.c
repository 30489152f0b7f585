/* Differential run: a splay tree (the SPLAY_* family). */
#include <stddef.h>

#include "tree.h"

#include "diff_runs.h"

struct ynode {
	int key;
	SPLAY_ENTRY(ynode) link;
};

static int
ynode_cmp(struct ynode *a, struct ynode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

SPLAY_HEAD(ytree, ynode);
SPLAY_PROTOTYPE(ytree, ynode, link, ynode_cmp)
SPLAY_GENERATE(ytree, ynode, link, ynode_cmp)

#define DRV_FUNC	diff_splay
#define DRV_INST	"splay tree"
#define DRV_NAME	ytree
#define DRV_TYPE	struct ynode
#define DRV_HEAD	struct ytree
#define DRV_FIELD	link
#define DRV_SETKEY(e, k)	((e)->key = (int)(k))
#define DRV_KEY(e)	((long long)(e)->key)
#define DRV_SPLAY
#include "diff_driver.h"

void
diff_run_splay(unsigned long long seed, long ops)
{
	diff_splay(seed, ops);
}
