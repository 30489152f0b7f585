/*
 * Differential runs of per-operation instantiations (test_diff.c and the
 * cross driver, which includes this file):
 *  - ptree generates only INSERT_COLOR, INSERT_FINISH, INSERT, REMOVE_COLOR,
 *    REMOVE, FIND, MINMAX, NEXT and VALIDATE (RB_GENERATE_<OP>), without a
 *    prototype: FreeBSD's dependency rules, these build with only the
 *    generators they depend on; its driver uses only those;
 *  - qtree declares and generates every operation one by one
 *    (tests/cases/per_op.h), with a comparator of const pointers, and gets
 *    every operation of the engine.
 */

#include "tree.h"
#include "per_op.h"

#include "../engine/engine.h"

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
/* A subset on purpose, so written out rather than with tests/cases/per_op.h. */
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
static const struct eng_tree diff_split_tree = {
    .name = "split tree (some operations)",
    ENG_RB_OPS(ptree, struct pnode), .validate = ptree_eng_validate };

struct qnode {
	short pad;
	int key;
	RB_ENTRY(qnode) link;
};

static int
qnode_cmp(const struct qnode *a, const struct qnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(qtree, qnode);
PER_OP_PROTOTYPES(qtree, qnode, static)
PER_OP_GENERATE(qtree, qnode, link, qnode_cmp, static)

ENG_RB(qtree, struct qnode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(qtree, struct qnode, link)
static const struct eng_tree diff_split_full_tree = {
    .name = "split tree (every operation)",
    ENG_RB_OPS(qtree, struct qnode), ENG_RB_FULL_OPS(qtree) };
