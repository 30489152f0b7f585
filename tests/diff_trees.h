/*
 * The instantiations of the differential tests (test_diff.c and the cross
 * driver): diff_keys.c's and diff_split.c's, with their adapters to the
 * engine (engine.h).
 */
#ifndef TESTS_DIFF_TREES_H
#define TESTS_DIFF_TREES_H

#include "engine.h"

extern const struct eng_tree diff_extern_tree, diff_two_tree,
    diff_string_tree, diff_long_tree, diff_split_tree, diff_split_full_tree;

#endif /* TESTS_DIFF_TREES_H */
