/* Differential run: the extern instantiation of ext_tree.h / ext_tree.c. */
#include "ext_tree.h"

#include "diff_runs.h"

#define DRV_FUNC	diff_extern
#define DRV_INST	"extern tree"
#define DRV_NAME	etree
#define DRV_TYPE	struct enode
#define DRV_HEAD	struct etree
#define DRV_FIELD	link
#define DRV_SETKEY(e, k)	((e)->key = (k))
#define DRV_KEY(e)	((e)->key)
#define DRV_FULL_RB
#include "diff_driver.h"

void
diff_run_extern(unsigned long long seed, long ops)
{
	diff_extern(seed, ops);
}
