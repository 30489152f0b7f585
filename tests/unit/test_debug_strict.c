/*
 * The strict debug mode (TREE_DEBUG 2): test_debug.c's cases, where a new
 * element must be in no tree, so that one still in another tree or with
 * garbage links is reported.
 */
#define TREE_DEBUG	2
#include "test_debug.c"
