/*
 * Differential runs of per-operation instantiations:
 *  - ptree generates only INSERT_COLOR, INSERT_FINISH, INSERT, REMOVE_COLOR,
 *    REMOVE, FIND, MINMAX, NEXT and VALIDATE (RB_PROTOTYPE_<OP> /
 *    RB_GENERATE_<OP>), and its driver uses only those;
 *  - qtree generates every operation one by one (tests/per_op.h), and gets
 *    every operation of the engine.
 */

#include "tree.h"
#include "per_op.h"

#include "diff_trees.h"

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

ENG_RB(ptree, struct pnode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_VALIDATE(ptree)
const struct eng_tree diff_split_tree = {
    .name = "split tree (some operations)",
    ENG_RB_OPS(ptree, struct pnode), .validate = ptree_eng_validate };

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

ENG_RB(qtree, struct qnode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(qtree, struct qnode, link)
const struct eng_tree diff_split_full_tree = {
    .name = "split tree (every operation)",
    ENG_RB_OPS(qtree, struct qnode), ENG_RB_FULL_OPS(qtree) };
