/*
 * Subtree sizes through RB_AUGMENT defined after tree.h is included (the
 * placeholder #undef'd first, as tree.h documents): the hook in force
 * where RB_GENERATE is expanded is used.
 */
#include "tree.h"

struct znode;
static void size_augment(struct znode *);
#undef RB_AUGMENT
#define RB_AUGMENT(x)	size_augment(x)

#define AUG_TREE	augment_late_tree
#include "augment_size.h"
