/*
 * Differential run: a string-keyed tree (strcmp on a char array), declared
 * with RB_PROTOTYPE_STATIC and defined with RB_GENERATE_STATIC.  Keys are
 * written zero-padded so that string order is numeric order.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

#include "diff_runs.h"

struct snode {
	char name[24];
	RB_ENTRY(snode) link;
};

static int
snode_cmp(struct snode *a, struct snode *b)
{
	return strcmp(a->name, b->name);
}

RB_HEAD(stree, snode);
RB_PROTOTYPE_STATIC(stree, snode, link, snode_cmp)
RB_GENERATE_STATIC(stree, snode, link, snode_cmp)

static void
snode_setkey(struct snode *e, long long k)
{
	snprintf(e->name, sizeof(e->name), "%012lld", k);
}

#define DRV_FUNC	diff_string
#define DRV_INST	"string tree"
#define DRV_NAME	stree
#define DRV_TYPE	struct snode
#define DRV_HEAD	struct stree
#define DRV_FIELD	link
#define DRV_SETKEY(e, k)	snode_setkey((e), (k))
#define DRV_KEY(e)	strtoll((e)->name, NULL, 10)
#define DRV_FULL_RB
#include "diff_driver.h"

void
diff_run_string(unsigned long long seed, long ops)
{
	diff_string(seed, ops);
}
