/* The augmentation runs, defined in augment_*.c, called by test_augment.c. */
#ifndef TESTS_AUGMENT_RUNS_H
#define TESTS_AUGMENT_RUNS_H

void augment_run_early(unsigned long long seed, long ops);
void augment_run_late(unsigned long long seed, long ops);
void augment_global_plain(void);
void augment_global_cached(void);
void augment_early_stop(void);

#endif /* TESTS_AUGMENT_RUNS_H */
