/* Subtree sizes through RB_AUGMENT defined before tree.h is included. */
struct znode;
static void size_augment(struct znode *);
#define RB_AUGMENT(x)	size_augment(x)

#include "tree.h"

#define AUG_TREE	augment_early_tree
#include "augment_size.h"
