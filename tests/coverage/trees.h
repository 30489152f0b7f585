/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The trees of inst.h for driver.c and rare.c: "make coverage" builds
 * them with -DCOV_EXPANDED=<file>, inst.h preprocessed and formatted,
 * "make mutate" with inst.h itself (and -I pointing at a mutated tree.h).
 * Then tree.h's public macros, a no-op where inst.h included it already.
 */
#ifdef COV_EXPANDED
#include COV_EXPANDED
#else
#include "../cases/inst.h"
#endif
/*
 * The expanded copy has lost inst.h's #define TREE_DEBUG: tree.h's macros
 * and the engine must see the mode the functions were generated in.
 */
#if defined(COV_DEBUG) && !defined(TREE_DEBUG)
#define TREE_DEBUG
#endif
#include "tree.h"
