/* Differential run: the extern instantiation of ext_tree.h / ext_tree.c. */
#include "ext_tree.h"

#include "diff_trees.h"

ENG_RB(etree, struct enode, link, ENG_SETKEY_LL, ENG_KEY_LL)
ENG_RB_FULL(etree, struct enode, link)
const struct eng_tree diff_extern_tree = { .name = "extern tree",
    ENG_RB_OPS(etree, struct enode), ENG_RB_FULL_OPS(etree) };
