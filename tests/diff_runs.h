/*
 * The differential runs, one per instantiation (each defined in its own
 * translation unit by including diff_driver.h), called from test_diff.c.
 */
#ifndef TESTS_DIFF_RUNS_H
#define TESTS_DIFF_RUNS_H

void diff_run_static(unsigned long long seed, long ops);
void diff_run_extern(unsigned long long seed, long ops);
void diff_run_two(unsigned long long seed, long ops);
void diff_run_string(unsigned long long seed, long ops);
void diff_run_long(unsigned long long seed, long ops);
void diff_run_split(unsigned long long seed, long ops);
void diff_run_split_full(unsigned long long seed, long ops);
void diff_run_splay(unsigned long long seed, long ops);

#endif /* TESTS_DIFF_RUNS_H */
