/* The augmentation tests, defined in augment_*.c, run by test_augment.c. */
#ifndef TESTS_AUGMENT_RUNS_H
#define TESTS_AUGMENT_RUNS_H

#include "engine.h"

extern const struct eng_tree augment_early_tree, augment_late_tree;
void augment_global_plain(void);
void augment_global_cached(void);
void augment_early_stop(void);

#endif /* TESTS_AUGMENT_RUNS_H */
