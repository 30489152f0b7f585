/*
 * The instantiations of the differential tests (test_diff.c), each in
 * its own translation unit with its adapter to the engine (engine.h).
 */
#ifndef TESTS_DIFF_TREES_H
#define TESTS_DIFF_TREES_H

#include "engine.h"

extern const struct eng_tree diff_extern_tree, diff_two_tree,
    diff_string_tree, diff_long_tree, diff_split_tree, diff_split_full_tree;

#endif /* TESTS_DIFF_TREES_H */
