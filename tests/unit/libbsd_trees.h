/* libbsd's trees on the test engine (libbsd_trees.c). */
#ifndef TESTS_LIBBSD_TREES_H
#define TESTS_LIBBSD_TREES_H

#include "engine/engine.h"

extern const struct eng_tree libbsd_rb_tree, libbsd_splay_tree;

#endif /* TESTS_LIBBSD_TREES_H */
