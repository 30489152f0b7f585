/* Differential run: a static int-keyed tree (RB_GENERATE_STATIC). */
#include <stddef.h>

#include "tree.h"

#include "diff_runs.h"

struct inode {
	int key;
	RB_ENTRY(inode) link;
};

static int
inode_cmp(struct inode *a, struct inode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(itree, inode);
RB_GENERATE_STATIC(itree, inode, link, inode_cmp)

#define DRV_FUNC	diff_static
#define DRV_INST	"static int tree"
#define DRV_NAME	itree
#define DRV_TYPE	struct inode
#define DRV_HEAD	struct itree
#define DRV_FIELD	link
#define DRV_SETKEY(e, k)	((e)->key = (int)(k))
#define DRV_KEY(e)	((long long)(e)->key)
#define DRV_FULL_RB
#include "diff_driver.h"

void
diff_run_static(unsigned long long seed, long ops)
{
	diff_static(seed, ops);
}
