/*
 * RB_CACHE_LINE: a program that defines it before including tree.h gets
 * a cached head whose rbh_min and rbh_count sit that many bytes from
 * rbh_root; everything else works as with the default three-word head.
 * Its tree is its own, linked with files that do not define it:
 * RB_MIXED_CACHE_LINE takes it out of the program's check.
 */
#include <criterion/criterion.h>

#define RB_CACHE_LINE 128
#define RB_MIXED_CACHE_LINE
#include "vcommon.h"

RB_HEAD_CACHED(pcached, velm);
RB_GENERATE_CACHED_STATIC(pcached, velm, link, velm_cmp)

Test(cached_head_padded, layout_and_use)
{
	struct pcached h = RB_INITIALIZER(&h);
	struct velm n[3] = { { .key = 2 }, { .key = 1 }, { .key = 3 } };
	int i;

	cr_assert(offsetof(struct pcached, rbh_min) -
	    offsetof(struct pcached, rbh_root) >= RB_CACHE_LINE);
	cr_assert(offsetof(struct pcached, rbh_count) -
	    offsetof(struct pcached, rbh_root) >= RB_CACHE_LINE);
	for (i = 0; i < 3; i++)
		cr_assert(RB_INSERT(pcached, &h, &n[i]) == NULL);
	cr_assert(RB_MIN(pcached, &h) == &n[1] && RB_COUNT(pcached, &h) == 3);
	cr_assert(RB_POP_MIN(pcached, &h) == &n[1]);
	cr_assert(RB_MIN_LOCKLESS(pcached, &h) == &n[0]);
	cr_assert(RB_VALIDATE(pcached, &h) == NULL);
}
