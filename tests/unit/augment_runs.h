/* The augmentation tests, defined in augment_*.c, run by test_augment.c. */
#ifndef TESTS_AUGMENT_RUNS_H
#define TESTS_AUGMENT_RUNS_H

#include "engine/engine.h"

extern const struct eng_tree augment_early_tree, augment_late_tree,
    augment_global_plain, augment_global_cached;
void augment_early_stop(void);

#endif /* TESTS_AUGMENT_RUNS_H */
